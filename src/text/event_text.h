// The battle log's lines: each event in words, from a LogText (English unless the caller
// passes a translation, text/log_text.h), and the name of each kind of event.
#pragma once

#include <string>

#include "basecommand/catalog.h"
#include "basecommand/event.h"
#include "text/log_text.h"

namespace bc {

// One line, the same whatever the turn: "BLACK-STAR INITIATE #4 moves C2 -> C3." Names
// cells A1-H8 and attackers by their catalog name and uid; its words come from `text`.
std::string DescribeEvent(const Catalog& catalog, const Event& event,
                          const LogText& text = EnglishLogText());
// "turn_started", "spawned", ...: the kind's name in saves and scenario files.
const char* EventKindName(EventKind kind);

// "card_drawn", "card_played", ...; nullptr for kinds that are not card events
// (basecommand/card_events.h).
const char* CardEventKindName(EventKind kind);

// One line for a card event ("RAILGUN TEAM played at C3."), its words from `text`; empty for
// other kinds.
std::string DescribeCardEvent(const Catalog& catalog, const Event& event,
                              const LogText& text = EnglishLogText());

}  // namespace bc
