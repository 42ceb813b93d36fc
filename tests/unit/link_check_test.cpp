// parse_link: links checked against the real Fujisan game, so a link that parses opens a real,
// playable position, and one that does not says why.
#include <doctest/doctest.h>

#include <string>

#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "game/link.hpp"
#include "game/params.hpp"

using json = nlohmann::json;
using puzzlelab::InputError;
using puzzlelab::Link;
using puzzlelab::parse_link;

namespace {

std::pair<std::string, std::string> parse_error(const std::string& text) {
  try {
    parse_link(text);
  } catch (const InputError& error) {
    return {error.code(), error.what()};
  }
  FAIL("no error for " << text);
  return {};
}

}  // namespace

TEST_CASE("a seed link names the board generate gives for the same seed") {
  const Link link = parse_link("#v1/fujisan/seed/dominoes/standard/12345");
  CHECK(link.kind == Link::Kind::seed);
  CHECK(link.params == json{{"variant", "standard"}});
  const json generated =
      puzzlelab::handle_request({{"op", "generate"}, {"game", "fujisan"}, {"setup", "dominoes"}, {"seed", 12345}});
  const std::string board = generated.at("result").at("boards").at(0);
  // The moves of a seed link are checked on that board.
  const json hint = puzzlelab::handle_request({{"op", "hint"}, {"game", "fujisan"}, {"board", board}});
  const std::string first_move = hint.at("result").at("move");
  const Link played = parse_link("#v1/fujisan/seed/dominoes/standard/12345/m/" + first_move);
  CHECK(played.moves == std::vector<std::string>{first_move});
}

TEST_CASE("a board link opens with its board normalized and its moves checked") {
  const Link link = parse_link("#v1/fujisan/board/554344221335.311400512200/summit_step/m/CL533.MR3114");
  CHECK(link.kind == Link::Kind::board);
  CHECK(link.board == "554344221335/311400512200");
  CHECK(link.params == json{{"variant", "summit_step"}});
  CHECK(link.moves == std::vector<std::string>{"CL533", "MR3114"});
  // A link that parses formats back to the same text.
  CHECK(format_link(link) == "#v1/fujisan/board/554344221335.311400512200/summit_step/m/CL533.MR3114");
}

TEST_CASE("links for games whose params have no variant (Pretzel, BoxOff)") {
  const Link pretzel = parse_link("#v1/pretzel/seed/banded-suits/standard.ranks=5.suits=3/99");
  CHECK(pretzel.params == json{{"variant", "standard"}, {"suits", 3}, {"ranks", 5}});
  CHECK(format_link(pretzel) == "#v1/pretzel/seed/banded-suits/standard.ranks=5.suits=3/99");

  // A board with ',' and '.' in its text travels escaped.
  const json generated =
      puzzlelab::handle_request({{"op", "generate"}, {"game", "pretzel"}, {"setup", "shuffled"}, {"seed", 5}});
  Link board_link;
  board_link.kind = Link::Kind::board;
  board_link.game = "pretzel";
  board_link.params = {{"suits", 4}, {"ranks", 4}};  // as the game normalizes them: no variant
  board_link.board = generated.at("result").at("boards").at(0);
  const std::string text = format_link(board_link);
  CHECK(text.rfind("#v1/pretzel/board/", 0) == 0);
  CHECK(text.find(',') == std::string::npos);
  const Link reopened = parse_link(text);
  CHECK(reopened.board == board_link.board);
  CHECK(reopened.params == json{{"variant", "standard"}, {"suits", 4}, {"ranks", 4}});

  const Link boxoff = parse_link("#v1/boxoff/board/bbwbbw.byyywb.ywwwyy/standard.colours=3.cols=6.rows=3");
  CHECK(boxoff.board == "bbwbbw/byyywb/ywwwyy");
  CHECK(format_link(boxoff) == "#v1/boxoff/board/bbwbbw.byyywb.ywwwyy/standard.colours=3.cols=6.rows=3");
}

TEST_CASE("a BoxOff board link carries the board's own size, whatever params it came with") {
  // No size in the link (defaults 6x8x3) or a wrong one: the board's 3x6 with 3 colours wins.
  for (const char* text : {"#v1/boxoff/board/bbwbbw.byyywb.ywwwyy/standard",
                           "#v1/boxoff/board/bbwbbw.byyywb.ywwwyy/standard.colours=4.cols=6.rows=4"}) {
    const Link link = parse_link(text);
    CHECK(link.params == json{{"variant", "standard"}, {"rows", 3}, {"cols", 6}, {"colours", 3}});
    CHECK(format_link(link) == "#v1/boxoff/board/bbwbbw.byyywb.ywwwyy/standard.colours=3.cols=6.rows=3");
  }
  // Colour counts no generation request could give (four a, two b): the params stay as given.
  const Link uneven = parse_link("#v1/boxoff/board/aab.aab/standard.colours=2.cols=4.rows=2");
  CHECK(uneven.params == json{{"variant", "standard"}, {"rows", 2}, {"cols", 4}, {"colours", 2}});
}

TEST_CASE("links that name something the game does not have are refused") {
  CHECK(parse_error("#v1/chess/seed/dominoes/standard/1") ==
        std::pair<std::string, std::string>{"unknown_game",
                                            "unknown game 'chess' (known: " + puzzlelab::game_names() + ")"});
  CHECK(parse_error("#v1/fujisan/seed/domino/standard/1").first == "unknown_setup");
  CHECK(parse_error("#v1/fujisan/seed/dominoes/sideways/1").first == "bad_param");
  CHECK(parse_error("#v1/fujisan/seed/dominoes/standard.size=3/1").first == "unknown_param");
  CHECK(parse_error("#v1/fujisan/board/554344221335/standard").first == "bad_board");
  CHECK(parse_error("#v1/fujisan/board/554344221336.311400512200/standard").first == "bad_board");
  const auto illegal = parse_error("#v1/fujisan/board/554344221335.311400512200/standard/m/CL533.SU");
  CHECK(illegal.first == "illegal_move");
  CHECK(illegal.second.rfind("move 2 of 2 ('SU') is illegal: ", 0) == 0);
  CHECK(parse_error("#v2/fujisan/seed/dominoes/standard/1").first == "unsupported_link_version");
}

TEST_CASE("every registered game's seed links round trip at its defaults and each preset") {
  for (const auto& game : puzzlelab::all_games()) {
    std::vector<json> given = {json::object()};
    for (const auto& preset : game->info().presets) given.push_back(preset.params);
    for (const json& params : given) {
      INFO(game->name() << " " << params.dump());
      Link link;
      link.kind = Link::Kind::seed;
      link.game = game->name();
      link.setup = game->info().setups.at(0).name;
      link.seed = 7;
      link.params = puzzlelab::normalize_params(*game, params);
      const std::string text = format_link(link);
      // The variant comes first, then name=value items: the v1 format.
      CHECK(text.find("/" + link.params.at("variant").get<std::string>()) != std::string::npos);
      const Link back = parse_link(text);
      CHECK(back.params == link.params);
      CHECK(format_link(back) == text);
    }
  }
}
