#include "data/reader.h"

#include <catch2/catch.hpp>

#include "temp_data.h"

using bc::data::LoadErrors;
using bc::data::ReadContext;
using bc::data::Reader;
using bc::data::RefResolver;
using bc::test::HasError;
using nlohmann::json;

namespace {

struct Fixture {
  LoadErrors errors;
  std::optional<bc::data::JsonSource> source;
  ReadContext context;

  explicit Fixture(const std::string& text) {
    source = bc::data::ParseJsonText(text, "t.json", errors);
    REQUIRE(source.has_value());
    context = ReadContext{"t.json", &source->locator, &errors};
  }
  Reader Root() { return Reader(context, source->root, ""); }
};

}  // namespace

TEST_CASE("Reader: a missing required field is reported at its record", "[data][reader]") {
  Fixture f(R"({"name": "x"})");
  Reader r = f.Root();
  int health = 7;
  CHECK_FALSE(r.Int("health", health, 1, 9));
  CHECK(health == 7);
  CHECK(HasError(f.errors, "t.json", "", "missing required field \"health\""));
}

TEST_CASE("Reader: an optional field that is absent keeps the default", "[data][reader]") {
  Fixture f(R"({})");
  Reader r = f.Root();
  int steps = 1;
  bool flag = true;
  std::string text = "default";
  CHECK_FALSE(r.OptInt("steps", steps, 1, 7));
  CHECK_FALSE(r.OptBool("flag", flag));
  CHECK_FALSE(r.OptString("text", text));
  r.Finish();
  CHECK(steps == 1);
  CHECK(flag);
  CHECK(text == "default");
  CHECK(f.errors.empty());
}

TEST_CASE("Reader: wrong types and out-of-range integers name the value found", "[data][reader]") {
  Fixture f(R"({"a": "three", "b": 100, "c": -1, "d": 2.5, "e": 1, "f": 12345678901234567890})");
  Reader r = f.Root();
  int a = 0, b = 0, c = 0, d = 0, big = 0;
  bool flag = false;
  CHECK_FALSE(r.Int("a", a, 1, 99));
  CHECK_FALSE(r.Int("b", b, 1, 99));
  CHECK_FALSE(r.Int("c", c, 0, 99));
  CHECK_FALSE(r.Int("d", d, 0, 99));
  CHECK_FALSE(r.Bool("e", flag));
  CHECK_FALSE(r.Int("f", big, 0, 99));
  CHECK(HasError(f.errors, "t.json", "/a", "must be an integer between 1 and 99, got \"three\""));
  CHECK(HasError(f.errors, "t.json", "/b", "got 100"));
  CHECK(HasError(f.errors, "t.json", "/c", "got -1"));
  CHECK(HasError(f.errors, "t.json", "/d", "got 2.5"));
  CHECK(HasError(f.errors, "t.json", "/e", "must be true or false"));
  CHECK(HasError(f.errors, "t.json", "/f", "between 0 and 99"));
  CHECK(f.errors.size() == 6);
  CHECK(f.errors[0].line == 1);
  CHECK(f.errors[0].column == 7);
}

TEST_CASE("Reader: unknown keys are reported with a suggestion", "[data][reader]") {
  Fixture f(R"({"health": 3, "helth": 4, "zzz": 1})");
  Reader r = f.Root();
  int health = 0;
  r.Int("health", health, 1, 9);
  r.Finish();
  CHECK(health == 3);
  CHECK(HasError(f.errors, "t.json", "/helth", "unknown key \"helth\" (did you mean \"health\"?)"));
  CHECK(HasError(f.errors, "t.json", "/zzz", "unknown key \"zzz\""));
  CHECK(f.errors.size() == 2);
}

TEST_CASE("Reader: ids, cells, enums and lists check each element", "[data][reader]") {
  Fixture f(R"({"id": "Bad Id", "cell": "J9", "where": "C3", "side": "up",
                "cells": ["A1", "Z0", 7, "h8", "H8"], "ids": ["ok", 3]})");
  Reader r = f.Root();
  std::string id;
  bc::Cell cell = bc::kNoCell;
  bc::Cell where = bc::kNoCell;
  int side = 0;
  std::vector<bc::Cell> cells;
  std::vector<std::string> ids;
  CHECK_FALSE(r.Id("id", id));
  CHECK_FALSE(r.CellField("cell", cell));
  CHECK(r.CellField("where", where));
  CHECK_FALSE(r.Enum("side", side, {{"north", 1}, {"south", 2}}));
  CHECK_FALSE(r.OptCellList("cells", cells));
  CHECK_FALSE(r.OptIdList("ids", ids));
  r.Finish();
  CHECK(where == *bc::ParseCell("C3"));
  CHECK(cells == std::vector<bc::Cell>{*bc::ParseCell("A1"), *bc::ParseCell("H8")});
  CHECK(ids == std::vector<std::string>{"ok"});
  CHECK(HasError(f.errors, "t.json", "/id", "must be an id"));
  CHECK(HasError(f.errors, "t.json", "/cell", "must be a cell name from A1 to H8, got \"J9\""));
  CHECK(HasError(f.errors, "t.json", "/side", "unknown value \"up\" (expected one of: north, south)"));
  CHECK(HasError(f.errors, "t.json", "/cells/1", "got \"Z0\""));
  CHECK(HasError(f.errors, "t.json", "/cells/2", "got 7"));
  CHECK(HasError(f.errors, "t.json", "/cells/3", "got \"h8\""));  // capitals, as the format says
  CHECK(HasError(f.errors, "t.json", "/ids/1", "must be an id string"));
  CHECK(f.errors.size() == 7);
}

TEST_CASE("Reader: a record that is not an object is one error and reads nothing", "[data][reader]") {
  Fixture f(R"({"list": [{"a": 1}, 5, {"a": 2}]})");
  Reader r = f.Root();
  const std::vector<Reader> records = r.Records("list", true);
  CHECK(records.size() == 2);
  CHECK(HasError(f.errors, "t.json", "/list/1", "must be an object"));
  CHECK(records[1].pointer() == "/list/2");
}

TEST_CASE("RefResolver binds known ids and reports each unknown one", "[data][reader]") {
  Fixture f(R"({"a": "krab", "b": "killer_crab", "c": "ghost"})");
  Reader r = f.Root();
  RefResolver refs;
  int bound = -1;
  std::string a, b, c;
  r.Id("a", a);
  r.Id("b", b);
  r.Id("c", c);
  refs.Add(r, "a", "enemy", a, [&](int i) { bound = i; });
  refs.Add(r, "b", "enemy", b, nullptr);
  refs.Add(r, "c", "weapon", c, nullptr);
  const std::vector<std::string> enemies = {"killer_krab", "krab"};
  refs.Resolve(
      [&](std::string_view kind, const std::string& id) {
        if (kind != "enemy") return -1;
        for (std::size_t i = 0; i < enemies.size(); ++i) {
          if (enemies[i] == id) return static_cast<int>(i);
        }
        return -1;
      },
      [&](std::string_view kind) { return kind == "enemy" ? enemies : std::vector<std::string>{}; },
      f.errors, {"weapon"});
  CHECK(bound == 1);
  CHECK(HasError(f.errors, "t.json", "/b", "unknown enemy \"killer_crab\" (did you mean \"killer_krab\"?)"));
  // The weapon kind was unreadable: its unknown id follows from that error, counted only.
  REQUIRE(f.errors.size() == 2);
  CHECK_FALSE(f.errors[0].follows);
  CHECK(f.errors[0].unknown_id == "enemy:killer_crab");
  CHECK(f.errors[0].line == 1);
  CHECK(f.errors[1].follows);
  CHECK(f.errors[1].unknown_id == "weapon:ghost");
}
