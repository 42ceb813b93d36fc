// Sigmar's named templates against the game's boards, their mirrored variants, and custom
// templates as a parameter value (engine/games/sigmar/templates.hpp, docs/SIGMAR.md "Templates").
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "core/budget.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "game/link.hpp"
#include "game/params.hpp"
#include "games/sigmar/setups.hpp"
#include "games/sigmar/templates.hpp"
#include "sigmar_reference_boards.hpp"

using namespace puzzlelab;
using namespace puzzlelab::sigmar;

namespace {

// The cells a board's marbles stand on: its template.
std::string occupancy(const std::string& board) {
  std::string out(kCells, '_');
  for (int c = 0; c < kCells; ++c)
    if (board[c] != '_') out[c] = 'x';
  return out;
}

const NamedTemplate& named(const std::string& name) {
  for (const NamedTemplate& t : named_templates())
    if (t.name == name) return t;
  FAIL("no template " << name);
  throw;
}

std::string problem_with(const json& params) {
  try {
    normalize_params(find_game("sigmar"), params);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("sigmar named templates: the shapes of the game's boards as Hruska's clone and a read game board lay them") {
  const std::vector<std::string> hruska = sigmar_reference::lines("hruska-seeds-0000-1023.txt");
  const std::vector<std::string> game = sigmar_reference::lines("scott-boards.txt");
  REQUIRE(hruska.size() == 1024);
  REQUIRE(game.size() == 3);
  // Where each shape was read (docs/SIGMAR.md): a board of Hruska's generator (seed = line - 1)
  // and, for star, a board read from the game itself.
  const std::map<std::string, std::vector<int>> seeds = {
      {"dense", {43, 286}}, {"pinwheel", {5, 20}}, {"sparse", {54, 99}}, {"star", {9, 48}}, {"wheel", {}}};
  for (const auto& entry : seeds) {
    const std::string& name = entry.first;  // a plain name: doctest's checks capture it in a lambda
    for (const int seed : entry.second)
      CHECK_MESSAGE(occupancy(hruska[seed]) == format_template(named(name).cells), name);
  }
  CHECK(occupancy(game[0]) == format_template(named("star").cells));
  // Wheel appears on Hruska's boards too (15 of the 1,024).
  int wheels = 0;
  for (const std::string& b : hruska) wheels += occupancy(b) == format_template(named("wheel").cells);
  CHECK(wheels == 15);
  // The mirrored variants are on Hruska's boards as well.
  CHECK(occupancy(hruska[100]) == format_template(named("star-mirrored").cells));
  CHECK(occupancy(hruska[143]) == format_template(named("dense-mirrored").cells));
  CHECK(occupancy(hruska[0]) == format_template(named("sparse-mirrored").cells));
  CHECK(occupancy(hruska[82]) == format_template(named("pinwheel-mirrored").cells));
}

TEST_CASE("sigmar rings: the outer two rings and the centre, three distances to the centre") {
  const Template rings = rings_template();
  std::map<int, int> per_ring;
  for (int c = 0; c < kCells; ++c)
    if (rings.has(c)) ++per_ring[ring_of(c)];
  CHECK(per_ring == std::map<int, int>{{0, 1}, {4, 24}, {5, 30}});
}

TEST_CASE("sigmar mirrored templates: each row read backwards, only for the chiral ones") {
  for (int c = 0; c < kCells; ++c) {
    CHECK(mirror_cell(mirror_cell(c)) == c);
    CHECK(axial(mirror_cell(c)).y == axial(c).y);
    CHECK(ring_of(mirror_cell(c)) == ring_of(c));
  }
  CHECK(mirror_cell(0) == 5);  // a1 <-> a6
  CHECK(mirror_cell(kCentre) == kCentre);
  std::vector<std::string> names;
  for (const NamedTemplate& t : named_templates()) names.push_back(t.name);
  CHECK(names == std::vector<std::string>{"dense", "pinwheel", "sparse", "star", "wheel", "dense-mirrored",
                                          "pinwheel-mirrored", "sparse-mirrored", "star-mirrored"});
  for (const NamedTemplate& t : named_templates()) {
    CHECK(t.cells.size() == 55);
    CHECK(t.cells.has(kCentre));
    // Every one of them is 6-fold symmetric; the chiral ones are not their own mirror at any rotation.
    for (int c = 0; c < kCells; ++c) CHECK(t.cells.has(rotate(c, 1)) == t.cells.has(c));
    const Template image = mirrored(t.cells);
    if (t.name.ends_with("-mirrored")) {
      CHECK(image == named(t.name.substr(0, t.name.size() - 9)).cells);
      continue;
    }
    const bool listed = std::find(names.begin(), names.end(), t.name + "-mirrored") != names.end();
    CHECK_MESSAGE(listed == (image != t.cells), t.name);
  }
  CHECK(mirrored(named("pinwheel").cells) == named("pinwheel-mirrored").cells);
  CHECK(mirrored(rings_template()) == rings_template());
  Rng rng(0);
  CHECK(make_template("star-mirrored", rng) == named("star-mirrored").cells);
  CHECK_THROWS_AS(make_template("wheel-mirrored", rng), InputError);
  CHECK_THROWS_AS(make_template("rings-mirrored", rng), InputError);
}

TEST_CASE("sigmar custom templates: 91 cells of x and _, the centre, the tile set's count") {
  const std::string star = format_template(named("star").cells);
  CHECK(template_problem(star).empty());
  CHECK(template_problem(star.substr(1)) == "a custom template has 91 characters (one per cell, 'x' or '_'), not 90");
  std::string bad = star;
  bad[10] = 'o';
  CHECK(template_problem(bad) == "a custom template has only 'x' (a marble) and '_' (empty), not 'o' at position 11");
  std::string hollow = star;
  hollow[kCentre] = '_';
  for (int c = 0; c < kCells; ++c)
    if (hollow[c] == '_' && c != kCentre) {
      hollow[c] = 'x';
      break;
    }
  CHECK(template_problem(hollow) == "a custom template holds the centre (position 46), where gold sits");
  std::string fewer = star;
  fewer[fewer.find('x')] = '_';
  CHECK(template_problem(fewer) == "a custom template has as many cells as the tile set has marbles (55), this one 54");
  // The count is the tile set's: the same text fits a set of 54 marbles.
  CHECK(template_problem(fewer, 54).empty());
  CHECK(parse_template(fewer, 54).size() == 54);
  CHECK_THROWS_AS(parse_template(fewer), InputError);

  Rng rng(3);
  CHECK(make_template(star, rng) == named("star").cells);
}

TEST_CASE("sigmar template parameter: names, mirrored names, custom text, and the messages") {
  const Game& game = find_game("sigmar");
  const std::string custom = format_template(mirrored(named("dense").cells));
  CHECK(normalize_params(game, {{"template", "pinwheel-mirrored"}}).at("template") == "pinwheel-mirrored");
  CHECK(normalize_params(game, {{"template", custom}}).at("template") == custom);
  CHECK(problem_with({{"template", "square"}}).find("has no value 'square'") != std::string::npos);
  CHECK(problem_with({{"template", custom.substr(0, 90)}}).find("91 characters") != std::string::npos);
  std::string hollow = custom;
  hollow[kCentre] = '_';
  CHECK(problem_with({{"template", hollow}}).find("holds the centre") != std::string::npos);
  std::string extra = custom;
  extra[extra.find('_')] = 'x';
  CHECK(problem_with({{"template", extra}}).find("(55), this one 56") != std::string::npos);
  // The description tells a reader what else the parameter takes.
  CHECK(game.info().find_param("template")->custom.find("91 characters") != std::string::npos);
  CHECK(game.info().to_json().at("params").at(1).contains("custom"));
}

TEST_CASE("sigmar custom template: generated on, carried by a link, the same board as its named twin") {
  const Game& game = find_game("sigmar");
  const std::string custom = format_template(named("pinwheel").cells);
  const json by_name = normalize_params(game, {{"template", "pinwheel"}});
  const json by_text = normalize_params(game, {{"template", custom}});
  Budget budget;
  for (const char* setup : {"linear", "pair-stack"}) {
    const std::string a = game.generate(by_name, setup, 7, budget);
    const std::string b = game.generate(by_text, setup, 7, budget);
    CHECK_MESSAGE(a == b, setup);
  }
  Link made;
  made.game = "sigmar";
  made.params = by_text;
  made.setup = "linear";
  made.seed = 7;
  const std::string link = format_link(made);
  CHECK(link.find("template=" + custom) != std::string::npos);
  const Link back = parse_link(link);
  CHECK(back.params.at("template") == custom);
  std::string hollow = custom;
  hollow[kCentre] = '_';
  made.params["template"] = hollow;
  const std::string bad = format_link(made);
  try {
    parse_link(bad);
    FAIL("a link with a hollow template opened");
  } catch (const InputError& e) {
    CHECK(std::string(e.what()).find("holds the centre") != std::string::npos);
  }
}
