// Link syntax (docs/LINKS.md): the documented examples, round trips, every error message, and
// garbage that must give an error rather than a crash.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "game/link.hpp"

using json = nlohmann::json;
using puzzlelab::decode_link;
using puzzlelab::format_link;
using puzzlelab::InputError;
using puzzlelab::Link;

namespace {

const std::string kFragmentSafe = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#/.~-_()=";

Link seed_link(std::string setup, std::uint64_t seed, json params = {{"variant", "standard"}}) {
  Link link;
  link.kind = Link::Kind::seed;
  link.game = "fujisan";
  link.params = std::move(params);
  link.setup = std::move(setup);
  link.seed = seed;
  return link;
}

Link board_link(std::string board, std::vector<std::string> moves = {}, json params = {{"variant", "standard"}}) {
  Link link;
  link.kind = Link::Kind::board;
  link.game = "fujisan";
  link.params = std::move(params);
  link.board = std::move(board);
  link.moves = std::move(moves);
  return link;
}

std::string decode_error(const std::string& text, const std::string& code = "bad_link") {
  try {
    decode_link(text);
  } catch (const InputError& error) {
    CHECK_MESSAGE(error.code() == code, text);
    return error.what();
  }
  FAIL("no error for " << text);
  return {};
}

std::string format_error(const Link& link) {
  try {
    format_link(link);
  } catch (const InputError& error) {
    CHECK(error.code() == "bad_link");
    return error.what();
  }
  FAIL("no error");
  return {};
}

}  // namespace

TEST_CASE("the documented examples") {
  CHECK(format_link(seed_link("dominoes", 12345)) == "#v1/fujisan/seed/dominoes/standard/12345");
  CHECK(decode_link("#v1/fujisan/seed/dominoes/standard/12345") == seed_link("dominoes", 12345));

  const Link board = board_link("554344221335/311400512200");
  CHECK(format_link(board) == "#v1/fujisan/board/554344221335.311400512200/standard");
  CHECK(decode_link("#v1/fujisan/board/554344221335.311400512200/standard") == board);

  const Link played = board_link("554344221335/311400512200", {"CL533", "SR53(3)3"}, {{"variant", "summit_step"}});
  CHECK(format_link(played) == "#v1/fujisan/board/554344221335.311400512200/summit_step/m/CL533.SR53(3)3");
  CHECK(decode_link(format_link(played)) == played);

  Link seed_with_moves = seed_link("any-coin", 0);
  seed_with_moves.moves = {"MR3114"};
  CHECK(format_link(seed_with_moves) == "#v1/fujisan/seed/any-coin/standard/0/m/MR3114");
}

TEST_CASE("links are read however they were pasted") {
  const Link expected = seed_link("dominoes", 12345);
  CHECK(decode_link("v1/fujisan/seed/dominoes/standard/12345") == expected);
  CHECK(decode_link("  #v1/fujisan/seed/dominoes/standard/12345\n") == expected);
  CHECK(decode_link("https://example.org/puzzlelab/#v1/fujisan/seed/dominoes/standard/12345") == expected);
  CHECK(decode_link("#v1%2Ffujisan%2fseed/dominoes/standard/12345") == expected);
  CHECK(decode_link("#v1/fujisan/board/554344221335.311400512200/standard/m/SR53%283%293").moves ==
        std::vector<std::string>{"SR53(3)3"});
}

TEST_CASE("round trips: format then decode gives the link back") {
  std::vector<Link> links = {
      seed_link("dominoes", 0),
      seed_link("pure-random", UINT64_MAX),
      seed_link("shuffled", 7,
                {{"variant", "standard"},
                 {"rows", 4},
                 {"cols", 6},
                 {"colours", -3},
                 {"wrap", true},
                 {"open", false},
                 {"layout", "rings"}}),
      board_link("bbwbbw/byyywb/ywwwyy"),
      board_link("one row"),
      board_link("a.b/c~d/~~/ end /"),           // separators and the escape character as text
      board_link("//"),                          // empty rows
      board_link("\xc3\xa9t\xc3\xa9/\x01\xff"),  // UTF-8 and arbitrary bytes
      board_link("554344221335/311400512200", {"a.b", "c/d", "e f", "~", "(x)"}),
  };
  links[2].game = "boxoff";
  links[3].game = "boxoff";
  for (const auto& link : links) {
    const std::string text = format_link(link);
    INFO(text);
    CHECK(decode_link(text) == link);
    // Links need no escaping in a URL fragment.
    CHECK(text.find_first_not_of(kFragmentSafe) == std::string::npos);
  }
}

TEST_CASE("every problem with a link's syntax is named") {
  CHECK(decode_error("") == "the link is empty");
  CHECK(decode_error("  # ") == "the link is empty");
  CHECK(decode_error("#v1/fujisan%zz") == "broken percent-escape '%zz' (write % followed by two hex digits)");
  CHECK(decode_error("#v1/fujisan%4") == "broken percent-escape '%4' (write % followed by two hex digits)");
  CHECK(decode_error("#fujisan/seed/dominoes/standard/1") ==
        "a link starts with its version, e.g. '#v1/', not 'fujisan'");
  CHECK(decode_error("#v/fujisan") == "a link starts with its version, e.g. '#v1/', not 'v'");
  CHECK(decode_error("#v01/fujisan") == "a link starts with its version, e.g. '#v1/', not 'v01'");
  CHECK(decode_error("#V1/fujisan") == "a link starts with its version, e.g. '#v1/', not 'V1'");
  CHECK(decode_error("#v2/fujisan/seed/dominoes/standard/1", "unsupported_link_version") ==
        "this link is version 2; this build of Puzzle Lab opens version 1 links only");
  CHECK(decode_error("#v17/anything", "unsupported_link_version") ==
        "this link is version 17; this build of Puzzle Lab opens version 1 links only");
  CHECK(decode_error("#v1") == "a link names its game and its kind: '#v1/GAME/seed/...' or '#v1/GAME/board/...'");
  CHECK(decode_error("#v1/fujisan") ==
        "a link names its game and its kind: '#v1/GAME/seed/...' or '#v1/GAME/board/...'");
  CHECK(decode_error("#v1//seed/dominoes/standard/1") == "the game is missing");
  CHECK(decode_error("#v1/fuji san/seed/dominoes/standard/1") == "character ' ' is not allowed in the game");
  CHECK(decode_error("#v1/fujisan/puzzle/x") == "the link's kind must be 'seed' or 'board', not 'puzzle'");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard") == "a seed link reads '#v1/GAME/seed/SETUP/PARAMS/SEED'");
  CHECK(decode_error("#v1/fujisan/board/554344221335.311400512200") ==
        "a board link reads '#v1/GAME/board/BOARD/PARAMS'");
  CHECK(decode_error("#v1/fujisan/seed//standard/1") == "the setup is missing");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard/-5") ==
        "seed must be a whole number from 0 to 18446744073709551615; '-5' is negative");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard/1.5") ==
        "seed must be a whole number from 0 to 18446744073709551615; '1.5' is not whole");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard/18446744073709551616") ==
        "seed must be a whole number from 0 to 18446744073709551615; '18446744073709551616' is too large");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard/abc") ==
        "seed must be a whole number from 0 to 18446744073709551615; 'abc' is not a number");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard/") ==
        "seed must be a whole number from 0 to 18446744073709551615; got an empty value");
  CHECK(decode_error("#v1/fujisan/seed/dominoes//1") == "the variant is missing");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard.rows/1") == "parameter 'rows' must be written name=value");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard.=4/1") == "parameter '=4' must be written name=value");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard.rows=/1") == "parameter 'rows=' must be written name=value");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard.Rows=4/1") ==
        "parameter name 'Rows' may use only a-z, 0-9 and _");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard.variant=x/1") == "parameter 'variant' appears twice");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard.a=1.a=2/1") == "parameter 'a' appears twice");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard.a=1234567890123456789/1") ==
        "parameter value '1234567890123456789' is too large");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard./1") == "parameter '' must be written name=value");
  CHECK(decode_error("#v1/fujisan/board//standard") == "the board is missing");
  CHECK(decode_error("#v1/fujisan/board/5543!4221335.311400512200/standard") ==
        "character '!' is not allowed in the board");
  CHECK(decode_error("#v1/fujisan/board/55~G1/standard") ==
        "broken escape '~G1' in the board (write ~ followed by two hex digits)");
  CHECK(decode_error("#v1/fujisan/board/55~/standard") ==
        "broken escape '~' in the board (write ~ followed by two hex digits)");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard/1/moves/AU") ==
        "expected '/m/' and the moves after the seed link's fields, found 'moves'");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard/1/m") == "'/m/' must be followed by the moves");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard/1/m/") == "the moves segment is empty");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard/1/m/AU..CD") == "an empty item in the moves");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard/1/m/AU/CD") == "unexpected 'CD' after the moves");
  CHECK(decode_error("#v1/fujisan/seed/dominoes/standard/1/m/A U") == "character ' ' is not allowed in the moves");
}

TEST_CASE("params without a variant get the game's default variant") {
  CHECK(format_link(seed_link("dominoes", 1, json::object())) == "#v1/fujisan/seed/dominoes/standard/1");
  Link unknown_game = seed_link("dominoes", 1, json::object());
  unknown_game.game = "chess";
  try {
    format_link(unknown_game);
    FAIL("no error");
  } catch (const InputError& error) {
    CHECK(error.code() == "unknown_game");
  }
}

TEST_CASE("links that cannot be written are refused with a reason") {
  Link no_game = seed_link("dominoes", 1);
  no_game.game.clear();
  CHECK(format_error(no_game) == "a link needs a game");
  CHECK(format_error(seed_link("", 1)) == "a link needs a setup");
  CHECK(format_error(board_link("")) == "a board link needs a board");
  CHECK(format_error(seed_link("dominoes", 1, {{"variant", 3}})) ==
        "the params' 'variant' must be a non-empty string to be written in a link");
  CHECK(format_error(seed_link("dominoes", 1, {{"variant", ""}})) ==
        "the params' 'variant' must be a non-empty string to be written in a link");
  CHECK(format_error(seed_link("dominoes", 1, json::array())) == "a link's params must be a JSON object");
  CHECK(format_error(seed_link("dominoes", 1, {{"variant", "standard"}, {"sizes", {1, 2}}})) ==
        "parameter 'sizes' must be a boolean, a whole number or a string to be written in a link");
  CHECK(format_error(seed_link("dominoes", 1, {{"variant", "standard"}, {"ratio", 0.5}})) ==
        "parameter 'ratio' must be a boolean, a whole number or a string to be written in a link");
  CHECK(format_error(seed_link("dominoes", 1, {{"variant", "standard"}, {"name", "42"}})) ==
        "parameter 'name' = '42' cannot be written in a link");
  CHECK(format_error(seed_link("dominoes", 1, {{"variant", "standard"}, {"Name", "x"}})) ==
        "parameter name 'Name' cannot be written in a link");
  CHECK(format_error(board_link("554344221335/311400512200", {"CL533", ""})) == "move 2 is empty");
}

TEST_CASE("garbage never crashes: it decodes or names a problem, and what decodes round-trips") {
  puzzlelab::Rng rng(2024);
  const std::string alphabet = "v1/#.~%-_()=abcdefmsx0123456789 \x01\xff";
  const std::vector<std::string> prefixes = {"", "#v1/", "#v1/fujisan/seed/", "#v1/fujisan/board/",
                                             "#v1/g/seed/s/p/1/m/"};
  int decoded = 0;
  for (int i = 0; i < 5000; ++i) {
    std::string text = prefixes[rng.below(static_cast<std::uint32_t>(prefixes.size()))];
    const auto length = rng.below(40);
    for (std::uint32_t j = 0; j < length; ++j) text += alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))];
    try {
      const Link link = decode_link(text);
      ++decoded;
      CHECK(decode_link(format_link(link)) == link);
    } catch (const InputError&) {
      // A named problem is the expected outcome for most garbage.
    }
  }
  CHECK(decoded > 0);
}
