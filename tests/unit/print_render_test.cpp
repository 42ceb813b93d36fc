// Printable challenges (game/printable.hpp): every game's board drawn as SVG (well-formed XML, the
// board's own values in it, no raster image), the physical setup steps from a known seed's trace,
// the protocol's "render" op, and the golden drawing of one board per game.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "game/capabilities.hpp"
#include "game/printing.hpp"
#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "core/svg_writer.hpp"
#include "game/game.hpp"
#include "game/params.hpp"
#include "game/printable.hpp"
#include "xml_well_formed.hpp"
#include "test_paths.hpp"

using namespace puzzlelab;
using puzzlelab::test::xml_problem;

namespace {

// The contents of every <text> element whose attributes include `attribute`, in order.
std::vector<std::string> print_texts_with(const std::string& svg, const std::string& attribute) {
  std::vector<std::string> out;
  const std::regex text(R"(<text([^>]*)>([^<]*)</text>)");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), text); it != std::sregex_iterator(); ++it)
    if ((*it)[1].str().find(attribute) != std::string::npos) out.push_back((*it)[2].str());
  return out;
}

std::size_t print_count(const std::string& haystack, const std::string& needle) {
  std::size_t n = 0;
  for (auto at = haystack.find(needle); at != std::string::npos; at = haystack.find(needle, at + 1)) ++n;
  return n;
}

json print_params(const Game& game, const json& given = json::object()) { return normalize_params(game, given); }

// Boards drawn in the golden files and checked value by value below; a game not named here
// (a game just added) is drawn from its first setup's seed 1.
struct PrintSample {
  std::string game;
  std::string setup;
  std::uint64_t seed;
};
const PrintSample kPrintSamples[] = {
    {"fujisan", "dominoes", 7}, {"boxoff", "shuffled", 1}, {"pretzel", "shuffled", 1},
    {"sigmar", "", 3},          {"fruit-dating", "", 2},
};

PrintSample print_sample(const Game& game) {
  for (const PrintSample& sample : kPrintSamples)
    if (sample.game == game.name()) return sample;
  return {game.name(), "", 1};
}

std::string print_sample_board(const Game& game, const PrintSample& sample) {
  const std::string setup = !sample.setup.empty() ? sample.setup : game.info().setups.front().name;
  return game.generate(print_params(game), setup, sample.seed, Budget{});
}

std::string print_read(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("svg writer: text and attributes escaped, numbers short and stable") {
  CHECK(xml_escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;");
  CHECK(xml_escape(std::string("x\x01y")) == "x?y");
  CHECK(svg_number(1.0) == "1");
  CHECK(svg_number(2.5) == "2.5");
  CHECK(svg_number(1.0 / 3) == "0.33");
  CHECK(svg_number(-0.001) == "0");
  SvgWriter svg(100, 50);
  svg.text(10, 10, "<script>&", 12, {{"class", "a\"b"}});
  svg.rect(0, 0, 10, 10, {{"fill", "none"}});
  const std::string doc = svg.str();
  CHECK(xml_problem(doc).empty());
  CHECK(doc.find("&lt;script&gt;&amp;") != std::string::npos);
  CHECK(doc.find("class=\"a&quot;b\"") != std::string::npos);
  CHECK(doc.find("<script>") == std::string::npos);
  // The check itself catches what it is for.
  CHECK_FALSE(xml_problem("<svg><g></svg>").empty());
  CHECK_FALSE(xml_problem("<svg>a & b</svg>").empty());
  CHECK_FALSE(xml_problem("<svg x=1/>").empty());
  CHECK_FALSE(xml_problem("<svg/><svg/>").empty());
  CHECK_FALSE(xml_problem("<svg>\x01</svg>").empty());
  CHECK_FALSE(xml_problem("<svg>\xEF\xBF\xBE</svg>").empty());
  CHECK_FALSE(xml_problem("<svg a=\"\xEF\xBF\xBF\"/>").empty());
  CHECK_FALSE(xml_problem("<svg>caf\xC3</svg>").empty());
  CHECK_FALSE(xml_problem("<svg>\xED\xA0\x80</svg>").empty());
  CHECK(xml_problem("<svg>caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x99\x82\t\n</svg>").empty());
}

TEST_CASE("svg writer: characters XML forbids and bytes that are not UTF-8 become '?'") {
  // Control characters but tab and newline, U+FFFE and U+FFFF: one '?' each; bytes that are not
  // UTF-8 (a lead byte alone, a surrogate, a sequence cut short): one '?' per byte.
  CHECK(xml_escape("a\x01"
                   "b\rc\x7F") == "a?b?c\x7F");
  CHECK(xml_escape("x\xEF\xBF\xBEy\xEF\xBF\xBFz") == "x?y?z");
  CHECK(xml_escape("caf\xC3 \xC3\x28 \xED\xA0\x80 \xE2\x82") == "caf? ?( ??? ??");
  // What XML allows goes through as it is.
  CHECK(xml_escape("caf\xC3\xA9 \xE2\x82\xAC \xEF\xBF\xBD \xF0\x9F\x99\x82\t\n") ==
        "caf\xC3\xA9 \xE2\x82\xAC \xEF\xBF\xBD \xF0\x9F\x99\x82\t\n");
  const std::string hostile = std::string("<&\"'") + '\0' + "\x01\x1B\xEF\xBF\xBE\xEF\xBF\xBF\xC3\xFF\xE2\x82\xAC";
  SvgWriter svg(100, 50);
  svg.title(hostile);
  svg.text(10, 10, hostile, 12, {{"class", hostile}});
  svg.path("M0 0" + hostile, {{"fill", "none"}});
  CHECK(xml_problem(svg.str()).empty());
}

TEST_CASE("render: every game draws its board and every position of a solution as well-formed SVG") {
  for (const auto& game : all_games()) {
    INFO(game->name());
    const json params = print_params(*game);
    const std::string setup =
        game->info().play_setup.empty() ? game->info().setups.front().name : game->info().play_setup;
    const std::string board = game->generate(params, setup, 11, Budget{});
    const std::string svg = require_capability<Printing>(*game).render_svg(params, board, {});
    CHECK(xml_problem(svg).empty());
    CHECK(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
    CHECK(svg.find("<image") == std::string::npos);  // vector only
    CHECK(svg.find("<title>") != std::string::npos);
    const SolveOutcome solved = game->solve(params, board, {}, Budget{.max_nodes = 2'000'000, .max_ms = 10'000}, "");
    if (solved.status != Status::solved || solved.solution.empty()) continue;
    const std::string after = require_capability<Printing>(*game).render_svg(params, board, {solved.solution.front()});
    CHECK(xml_problem(after).empty());
    CHECK(after != svg);  // the move shows
    const Printable printable = make_printable(*game, params, board, {}, {}, &solved);
    REQUIRE(printable.solution.size() == solved.solution.size());
    for (const auto& move : printable.solution) CHECK_FALSE(move.description.empty());
    CHECK(xml_problem(printable_svg(printable)).empty());
  }
}

TEST_CASE("render: an illegal move or a bad board is refused with the game's message") {
  const Game& fujisan = find_game("fujisan");
  const json params = print_params(fujisan);
  try {
    require_capability<Printing>(fujisan).render_svg(params, "342020021315/13513244254", {});
    FAIL("a bad board was drawn");
  } catch (const InputError& e) {
    CHECK(e.code() == "bad_board");
  }
  try {
    require_capability<Printing>(fujisan).render_svg(params, "342020021315/135132442540", {"XQ"});
    FAIL("an illegal move was drawn");
  } catch (const InputError& e) {
    CHECK(e.code() == "illegal_move");
    CHECK(std::string(e.what()).find("move 1 of 1") != std::string::npos);
  }
}

TEST_CASE("render: the drawings hold the board's values") {
  SUBCASE("fujisan: the 24 values in board order, the four priests on the start spaces") {
    const Game& game = find_game("fujisan");
    const std::string board = "342020021315/135132442540";
    const std::string svg = require_capability<Printing>(game).render_svg(print_params(game), board, {});
    std::string values;
    for (const auto& v : print_texts_with(svg, "font-size=\"22\"")) values += v;
    CHECK(values == "342020021315135132442540");
    CHECK(print_texts_with(svg, "font-size=\"14\"") == std::vector<std::string>{"S", "C", "M", "A"});
    // After a move the priest stands on its tile, the value stays readable beside it.
    const std::string after = require_capability<Printing>(game).render_svg(print_params(game), board, {"CL513"});
    CHECK(print_texts_with(after, "font-size=\"13\"") == std::vector<std::string>{"3"});
  }
  SUBCASE("boxoff: one token per square, each colour's symbol named in the key") {
    const Game& game = find_game("boxoff");
    const std::string board = "abab/baba/aabb";
    const std::string svg = require_capability<Printing>(game).render_svg(
        print_params(game, {{"rows", 3}, {"cols", 4}, {"colours", 2}}), board, {});
    CHECK(print_count(svg, "r=\"17.6\"") == 12);
    CHECK(print_count(svg, "<circle cx=") >= 12 + 6);  // tokens, colour a's circles, the key
    CHECK(print_texts_with(svg, "text-anchor=\"start\"") ==
          std::vector<std::string>{"orange circle (a)", "sky blue square (b)"});
    const std::string after =
        require_capability<Printing>(game).render_svg(print_params(game, {{"rows", 3}, {"cols", 4}}), board, {"a3-b3"});
    CHECK(print_count(after, "r=\"17.6\"") == 10);
  }
  SUBCASE("pretzel: every card's rank row by row after the row's ace, the holes dashed") {
    const Game& game = find_game("pretzel");
    const std::string board = "3a,.,2b/2a,3b,./3c,2c,.";
    const json params = print_params(game, {{"suits", 3}, {"ranks", 3}});
    const std::string svg = require_capability<Printing>(game).render_svg(params, board, {});
    std::string ranks;
    for (const auto& r : print_texts_with(svg, "font-size=\"17\"")) ranks += r;
    CHECK(ranks ==
          "A3"
          "2"
          "A23"
          "A32");
    CHECK(print_count(svg, "stroke-dasharray") == 3);
    CHECK(print_texts_with(svg, "text-anchor=\"start\"") ==
          std::vector<std::string>{"row 1: spades", "row 2: hearts", "row 3: diamonds"});
  }
  SUBCASE("sigmar: a circle per marble, metals by their symbols") {
    const Game& game = find_game("sigmar");
    const json params = print_params(game);
    const std::string board = game.generate(params, game.info().setups.front().name, 3, Budget{});
    const std::string svg = require_capability<Printing>(game).render_svg(params, board, {});
    CHECK(print_count(svg, "r=\"15.6\"") == 55);
    for (const char* metal : {">Pb<", ">Sn<", ">Fe<", ">Cu<", ">Ag<", ">Au<"})
      CHECK(svg.find(metal) != std::string::npos);
    CHECK(print_count(svg, "<polygon") >= 91 + 32);  // the cells, the elements' triangles
  }
  SUBCASE("fruit dating: walls hatched, fruit by colour initial, one-way borders as arrows") {
    const Game& game = find_game("fruit-dating");
    const std::string board = "#######/#a..o.#/#.#..b#/#..~.##/#b.a..#/#######;23>";
    const std::string svg =
        require_capability<Printing>(game).render_svg(print_params(game, {{"width", 7}, {"height", 6}}), board, {});
    const auto initials = print_texts_with(svg, "font-size=\"15\"");
    CHECK(initials == std::vector<std::string>{"R", "Y", "Y", "R"});
    CHECK(svg.find(">stone<") != std::string::npos);
    CHECK(print_count(svg, "stroke-width=\"4\"") == 1);  // the one-way border
  }
}

TEST_CASE("setup steps: the physical actions of a known seed, one per step of its final draw") {
  SUBCASE("fujisan dominoes, seed 7") {
    const Game& game = find_game("fujisan");
    const json params = print_params(game);
    const TracedBoard traced = game.trace(params, "dominoes", 7, Budget{});
    const auto steps = require_capability<Printing>(game).setup_steps(params, traced.steps);
    REQUIRE(steps.size() == 13);
    CHECK(steps[0] == "Take the fifteen dominoes without doubles; twelve of them become the steps.");
    CHECK(steps[1] == "Domino 1:3, turned: 3 over 1 on step 1.");
    for (std::size_t i = 1; i < steps.size(); ++i) CHECK(steps[i].rfind("Domino ", 0) == 0);
  }
  SUBCASE("fujisan pure-random: each roll says what to lay") {
    const Game& game = find_game("fujisan");
    const json params = print_params(game);
    const TracedBoard traced = game.trace(params, "pure-random", 5, Budget{});
    const auto steps = require_capability<Printing>(game).setup_steps(params, traced.steps);
    REQUIRE(steps.size() == 24);
    const std::string v(1, traced.board[0]);
    CHECK(steps[0] == "Roll the die for the top row, step 1: " + v + "; put a " + v + " there.");
  }
  SUBCASE("fujisan unique-pairs: only the draw that made the board") {
    const Game& game = find_game("fujisan");
    const json params = print_params(game);
    const TracedBoard traced = game.trace(params, "unique-pairs", 1, Budget{});
    CHECK(traced.steps.size() > 25);  // seed 1 redraws
    CHECK(require_capability<Printing>(game).setup_steps(params, traced.steps).size() == 25);
  }
  SUBCASE("pretzel shuffled 4 x 4, seed 1: every card dealt by name, then the aces out") {
    const Game& game = find_game("pretzel");
    const json params = print_params(game, {{"suits", 4}, {"ranks", 4}});
    const TracedBoard traced = game.trace(params, "shuffled", 1, Budget{});
    const auto steps = require_capability<Printing>(game).setup_steps(params, traced.steps);
    REQUIRE(steps.size() == 18);
    CHECK(steps[0] == "Take the whole deck of 16 cards.");
    const std::regex deal(
        R"(Deal the (A|[2-4]) of (spades|hearts|diamonds|clubs) \(([1-4])([a-d])\) to row ([1-4]), column ([1-4])\.)");
    for (std::size_t i = 1; i <= 16; ++i) {
      std::smatch m;
      REQUIRE(std::regex_match(steps[i], m, deal));
      // The card named is the one the trace places on that cell.
      const TracePlacement& placed = traced.steps[i].placed.at(0);
      CHECK(m[3].str() + m[4].str() == placed.piece);
      CHECK((std::stoi(m[5].str()) - 1) * 4 + std::stoi(m[6].str()) - 1 == placed.cell);
    }
    CHECK(steps[17] == "Take the aces out to their column on the left, leaving a hole each.");
  }
  SUBCASE("boxoff shuffled 6 x 8 x 3, seed 1: a token by colour and symbol for every square") {
    const Game& game = find_game("boxoff");
    const json params = print_params(game);
    const TracedBoard traced = game.trace(params, "shuffled", 1, Budget{});
    const auto steps = require_capability<Printing>(game).setup_steps(params, traced.steps);
    REQUIRE(steps.size() == 49);
    CHECK(steps[0] == "Take the 48 tokens, 16 of each of the 3 colours.");
    const std::string first(1, traced.board[0]);
    const std::string name = first == "a" ? "orange circle" : (first == "b" ? "sky blue square" : "green triangle");
    CHECK(steps[1] == "Lay a " + name + " token (" + first + ") on a1.");
  }
  SUBCASE("the games without physical pieces tell no steps") {
    for (const char* name : {"sigmar", "fruit-dating"}) {
      const Game& game = find_game(name);
      const json params = print_params(game);
      const TracedBoard traced = game.trace(params, game.info().setups.front().name, 3, Budget{});
      CHECK(require_capability<Printing>(game).setup_steps(params, traced.steps).empty());
    }
  }
  SUBCASE("a game says it has physical pieces exactly when it prints setup steps (the app offers Time my setup)") {
    for (const auto& listed : all_games()) {
      const Game& game = *listed;
      CAPTURE(game.info().name);
      const json params = print_params(game);
      const TracedBoard traced = game.trace(params, game.info().setups.front().name, 3, Budget{});
      CHECK(require_capability<Printing>(game).setup_steps(params, traced.steps).empty() ==
            !game.info().physical_pieces);
    }
  }
}

TEST_CASE("render: golden drawings, one board per registered game") {
  // Regenerate with PUZZLELAB_UPDATE_GOLDEN=1 and look at the pictures (docs/CLI.md, "Tests").
  const std::filesystem::path folder =
      std::filesystem::path(puzzlelab::test_paths::source_dir()) / "tests" / "golden" / "render";
  const bool update = std::getenv("PUZZLELAB_UPDATE_GOLDEN") != nullptr;
  for (const auto& listed : all_games()) {
    const Game& game = *listed;
    INFO(game.name());
    const std::string svg = require_capability<Printing>(game).render_svg(
        print_params(game), print_sample_board(game, print_sample(game)), {});
    const std::filesystem::path file = folder / (game.name() + ".svg");
    if (update) {
      std::filesystem::create_directories(folder);
      std::ofstream(file, std::ios::binary) << svg;
    }
    CHECK(svg == print_read(file));
  }
}

TEST_CASE("render op: a board, a seed's board with its steps, a solution, and bad requests") {
  const json plain = handle_request({{"op", "render"}, {"game", "fujisan"}, {"board", " 342020021315/135132442540 "}});
  REQUIRE(plain.at("ok") == true);
  const json& r = plain.at("result");
  CHECK(r.at("board") == "342020021315/135132442540");
  CHECK(r.at("title") == "Fujisan");
  CHECK(r.at("setup_steps").empty());
  CHECK(r.at("solution").is_null());
  CHECK(xml_problem(r.at("svg").get<std::string>()).empty());
  CHECK(xml_problem(r.at("document").get<std::string>()).empty());

  const json seeded =
      handle_request({{"op", "render"}, {"game", "fujisan"}, {"setup", "dominoes"}, {"seed", 7}, {"solution", true}});
  REQUIRE(seeded.at("ok") == true);
  const json& s = seeded.at("result");
  CHECK(s.at("board") == "342020021315/135132442540");
  CHECK(s.at("seed") == "7");
  CHECK(s.at("setup_steps").size() == 13);
  CHECK(s.at("solution").at("status") == "solved");
  const json& moves = s.at("solution").at("moves");
  REQUIRE_FALSE(moves.empty());
  for (const auto& m : moves) {
    CHECK_FALSE(m.at("move").get<std::string>().empty());
    CHECK_FALSE(m.at("description").get<std::string>().empty());
    CHECK(xml_problem(m.at("svg").get<std::string>()).empty());
  }
  const std::string document = s.at("document");
  CHECK(xml_problem(document).empty());
  CHECK(document.find(">Setup</text>") != std::string::npos);
  CHECK(document.find("Solution: " + std::to_string(moves.size()) + " moves") != std::string::npos);

  const auto error_code = [](const json& request) {
    const json response = handle_request(request);
    return response.at("ok") == true ? std::string("ok") : response.at("error").at("code").get<std::string>();
  };
  CHECK(error_code({{"op", "render"}, {"game", "fujisan"}}) == "missing_field");
  CHECK(error_code({{"op", "render"}, {"game", "fujisan"}, {"board", "12"}}) == "bad_board");
  CHECK(error_code({{"op", "render"},
                    {"game", "fujisan"},
                    {"setup", "dominoes"},
                    {"seed", 7},
                    {"board", "342020021315/135132442541"}}) == "board_mismatch");
  CHECK(error_code({{"op", "render"}, {"game", "fujisan"}, {"seed", 7}}) == "missing_field");
  CHECK(
      error_code({{"op", "render"}, {"game", "fujisan"}, {"board", "342020021315/135132442540"}, {"moves", {"ZZ"}}}) ==
      "illegal_move");
  CHECK(error_code(
            {{"op", "render"}, {"game", "fujisan"}, {"board", "342020021315/135132442540"}, {"solution", "yes"}}) ==
        "wrong_type");
  CHECK(error_code({{"op", "render"}, {"game", "fujisan"}, {"board", "342020021315/135132442540"}, {"colour", 1}}) ==
        "unknown_field");
}
