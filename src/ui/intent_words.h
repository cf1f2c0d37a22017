// An attacker's intent and marks in the player's words, for the board's tooltip and the
// threat list: what it does next ("breaches NW for 6 (the base has 2 left)"), a hero's
// ability with what it comes to in numbers ("CHARGE: one extra step, then breaches NW for
// 6"), and what each badge on its token means. Pure: no drawing.
#pragma once

#include <string>
#include <vector>

#include "basecommand/catalog.h"
#include "basecommand/intents.h"
#include "render/attacker_marks.h"

namespace bc::ui {

// What the attacker does in the coming enemy phase, without a subject: "moves to D3",
// "breaches NW for 6 (the base has 2 left)", "crushes the barricade on D3 and walks on",
// "holds". A contact's: only the cell it steps to.
std::string WhatItDoes(const AttackerIntent& intent);

// The tooltip's line: "Next: moves to D3"; when the base falls first, "Next, if the base
// still stood: moves to D3".
std::string NextLine(const AttackerIntent& intent);

// A hero's ability this phase and what it comes to, then what it does: "CHARGE: one extra
// step, then breaches NW for 6". Empty for an attacker that uses none.
std::string AbilityLine(const Catalog& catalog, const AttackerIntent& intent);

// A badge's name ("Shield") and its meaning for the attacker that carries it.
struct BadgeWords {
  std::string name;
  std::string meaning;
};
BadgeWords WordsOf(render::Badge badge);
// The plate in the sprite's corner, for a hero: "Crown" and what it says.
BadgeWords HeroMarkingWords();
// Every mark a token can carry, the crown first: the glossary's entries for them.
std::vector<BadgeWords> EveryMarkWords();

}  // namespace bc::ui
