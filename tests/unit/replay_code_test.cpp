// Replay codes (game/replay_code.hpp, docs/LINKS.md "Replay codes"): a real solve of every game
// written as a code and verified back; every single-character change of a code refused (never
// verified as another solve); truncated, oversized and garbage codes refused with a message; the
// protocol's share_code / verify_code and the CLI's share-code / verify-code.
#include <doctest/doctest.h>

#include <atomic>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/error_codes.hpp"
#include "api/protocol.hpp"
#include "cli_in_process.hpp"
#include "core/input_error.hpp"
#include "game/replay_code.hpp"

using json = nlohmann::json;
using puzzlelab::InputError;
using puzzlelab::ReplayCode;
using puzzlelab::test::cli_output;
using puzzlelab::test::run_cli_in_process;

namespace {

struct Challenge {
  std::vector<std::string> generate;  // puzzlelab generate's arguments after the game
  std::string game;
};

// One small challenge per game, dealt and solved by the CLI (so the solve is the solver's).
const std::vector<Challenge> kChallenges = {
    {{"--setup", "piecepack", "--seed", "1"}, "fujisan"},
    {{"--setup", "l-tiles", "--seed", "1"}, "boxoff"},
    {{"--setup", "shuffled", "--seed", "1", "--suits", "3", "--ranks", "3"}, "pretzel"},
    {{"--setup", "linear", "--seed", "1"}, "sigmar"},
    {{"--setup", "article", "--seed", "1"}, "fruit-dating"},
};

struct Solve {
  std::string game;
  std::string board;
  std::vector<std::string> moves;
};

Solve solve_of(const Challenge& challenge) {
  std::vector<std::string> args = {"generate", challenge.game};
  args.insert(args.end(), challenge.generate.begin(), challenge.generate.end());
  std::string board = cli_output(args);
  board.erase(board.find('\n'));
  const json solved = json::parse(cli_output({"solve", challenge.game, board}));
  REQUIRE(solved["status"] == "solved");
  return {challenge.game, board, solved["solution"].get<std::vector<std::string>>()};
}

ReplayCode code_of(const Solve& solve, std::uint64_t seconds, std::uint64_t hints) {
  ReplayCode code;
  code.game = solve.game;
  code.board = solve.board;
  code.moves = solve.moves;
  code.seconds = seconds;
  code.hints = hints;
  return code;
}

std::string error_code_of(const std::string& text) {
  try {
    puzzlelab::verify_replay_code(text);
  } catch (const InputError& e) {
    CHECK_MESSAGE(puzzlelab::is_error_code(e.code()), e.code());
    CHECK(std::string(e.what()).size() > 0);
    return e.code();
  }
  return "";
}

}  // namespace

TEST_CASE("replay code: a real solve of every game round-trips and verifies") {
  for (const auto& challenge : kChallenges) {
    CAPTURE(challenge.game);
    const Solve solve = solve_of(challenge);
    const std::string text = puzzlelab::encode_replay_code(code_of(solve, 95, 2));
    CHECK(text.front() == '1');
    CHECK(text.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_", 1) ==
          std::string::npos);
    CHECK(text.size() <= puzzlelab::kMaxReplayCodeLength);
    const ReplayCode back = puzzlelab::verify_replay_code(text);
    CHECK(back.game == solve.game);
    CHECK(back.moves == solve.moves);
    CHECK(back.seconds == 95);
    CHECK(back.hints == 2);
    CHECK(back.params.contains("variant"));
    // Written again from what it decodes to: the same code (one spelling per solve).
    CHECK(puzzlelab::encode_replay_code(back) == text);
    // Surrounding whitespace, as pasted, is ignored.
    CHECK(puzzlelab::verify_replay_code("  " + text + "\n") == back);
  }
}

TEST_CASE("replay code: every single-character change is refused, never another solve") {
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_!. ~";
  for (const auto& challenge : {kChallenges[0], kChallenges[2]}) {
    CAPTURE(challenge.game);
    const std::string text = puzzlelab::encode_replay_code(code_of(solve_of(challenge), 7, 0));
    for (std::size_t i = 0; i < text.size(); ++i) {
      // Each position changed to a few other characters (the next and previous in the alphabet,
      // and a character outside it), and removed.
      const auto at = alphabet.find(text[i]);
      const std::vector<char> replacements = {alphabet[(at + 1) % 64], alphabet[(at + 63) % 64], '!'};
      for (char c : replacements) {
        if (c == text[i]) continue;
        std::string changed = text;
        changed[i] = c;
        CAPTURE(changed);
        CHECK(error_code_of(changed) != "");
      }
      std::string removed = text;
      removed.erase(i, 1);
      CAPTURE(removed);
      CHECK(error_code_of(removed) != "");
    }
  }
}

TEST_CASE("replay code: truncated, oversized and garbage codes are refused with a message") {
  const std::string text = puzzlelab::encode_replay_code(code_of(solve_of(kChallenges[0]), 1, 0));
  for (std::size_t n = 0; n < text.size(); ++n) {
    CAPTURE(n);
    CHECK(error_code_of(text.substr(0, n)) == "bad_code");
  }
  CHECK(error_code_of(text + "A") == "bad_code");
  CHECK(error_code_of(text + text.substr(1)) == "bad_code");
  CHECK(error_code_of(std::string(puzzlelab::kMaxReplayCodeLength + 1, 'A')) == "bad_code");
  CHECK(error_code_of("1" + std::string(puzzlelab::kMaxReplayCodeLength, 'A')) == "bad_code");
  CHECK(error_code_of("") == "bad_code");
  CHECK(error_code_of("   ") == "bad_code");
  CHECK(error_code_of("2AAAA") == "bad_code");
  CHECK(error_code_of("xAAAA") == "bad_code");
  CHECK(error_code_of("1AAAA=") == "bad_code");
  CHECK(error_code_of("1AAA+") == "bad_code");
  CHECK(error_code_of(std::string("1\0\xff", 3)) == "bad_code");

  auto message_of = [](const std::string& code_text) {
    try {
      puzzlelab::verify_replay_code(code_text);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  CHECK(message_of("") == "the code is empty");
  CHECK(message_of("2AAAA") == "this code is version 2; this build of Puzzle Lab reads version 1 codes only");
  CHECK(message_of("1AB!C") == "bad base64: character '!' at position 4 is not one of A-Z a-z 0-9 - _");
  CHECK(message_of("1AAAAA").find("cannot be whole bytes") != std::string::npos);
  CHECK(message_of("1AAAAAAA") == "wrong checksum: the code was changed or mistyped");
}

TEST_CASE("replay code: only solves are written; numbers are bounded") {
  const Solve solve = solve_of(kChallenges[0]);
  ReplayCode unsolved = code_of(solve, 0, 0);
  unsolved.moves.pop_back();
  CHECK_THROWS_WITH_AS(
      puzzlelab::encode_replay_code(unsolved),
      ("the " + std::to_string(unsolved.moves.size()) + " moves are legal but leave the challenge unsolved").c_str(),
      InputError);
  ReplayCode illegal = code_of(solve, 0, 0);
  illegal.moves.insert(illegal.moves.begin(), "SU");
  try {
    puzzlelab::encode_replay_code(illegal);
    FAIL("an illegal move was written");
  } catch (const InputError& e) {
    CHECK(e.code() == "illegal_move");
    CHECK(std::string(e.what()).rfind("move 1 of ", 0) == 0);
  }
  ReplayCode slow = code_of(solve, puzzlelab::kMaxReplayCodeSeconds + 1, 0);
  CHECK_THROWS_AS(puzzlelab::encode_replay_code(slow), InputError);
  ReplayCode helped = code_of(solve, 0, puzzlelab::kMaxReplayCodeHints + 1);
  CHECK_THROWS_AS(puzzlelab::encode_replay_code(helped), InputError);
  ReplayCode unknown = code_of(solve, 0, 0);
  unknown.game = "chess";
  try {
    puzzlelab::encode_replay_code(unknown);
    FAIL("an unknown game was written");
  } catch (const InputError& e) {
    CHECK(e.code() == "unknown_game");
  }
  // The largest time and hints round-trip.
  const ReplayCode most = code_of(solve, puzzlelab::kMaxReplayCodeSeconds, puzzlelab::kMaxReplayCodeHints);
  const ReplayCode back = puzzlelab::verify_replay_code(puzzlelab::encode_replay_code(most));
  CHECK(back.seconds == puzzlelab::kMaxReplayCodeSeconds);
  CHECK(back.hints == puzzlelab::kMaxReplayCodeHints);
}

TEST_CASE("replay code: protocol share_code and verify_code") {
  const Solve solve = solve_of(kChallenges[2]);
  const json shared = puzzlelab::handle_request(
      {{"op", "share_code"}, {"game", solve.game}, {"board", solve.board}, {"moves", solve.moves}, {"seconds", 42}});
  REQUIRE(shared["ok"] == true);
  const std::string text = shared["result"]["code"];
  CHECK(shared["result"]["seconds"] == 42);
  CHECK(shared["result"]["hints"] == 0);

  const json verified = puzzlelab::handle_request({{"op", "verify_code"}, {"code", text}, {"id", 3}});
  REQUIRE(verified["ok"] == true);
  CHECK(verified["id"] == 3);
  const json& result = verified["result"];
  CHECK(result["solved"] == true);
  CHECK(result["length"] == solve.moves.size());
  CHECK(result["seconds"] == 42);
  CHECK(result["optimum"]["status"] == "solved");
  CHECK(result["optimum"]["length"] == solve.moves.size());
  CHECK(result["optimal"] == true);
  CHECK(result["link"].get<std::string>().rfind("#v1/pretzel/board/", 0) == 0);

  // A budget too small to decide the optimum: the solve is still verified.
  const json small = puzzlelab::handle_request({{"op", "verify_code"}, {"code", text}, {"max_nodes", 1}});
  REQUIRE(small["ok"] == true);
  CHECK(small["result"]["optimum"]["status"] == "unknown");
  CHECK(small["result"]["optimum"]["stopped"] == "nodes");
  CHECK(small["result"]["optimal"].is_null());
  // Cancelled (the app's worker pool cancels a request by this flag): the replay, bounded by the
  // code's length, still verifies; the optimum's search stops and says so.
  const std::atomic<bool> cancel{true};
  const json cancelled = puzzlelab::handle_request({{"op", "verify_code"}, {"code", text}}, &cancel);
  REQUIRE(cancelled["ok"] == true);
  CHECK(cancelled["result"]["solved"] == true);
  CHECK(cancelled["result"]["optimum"]["status"] == "unknown");
  CHECK(cancelled["result"]["optimum"]["stopped"] == "cancelled");
  CHECK(cancelled["result"]["optimal"].is_null());

  const json bad = puzzlelab::handle_request({{"op", "verify_code"}, {"code", "1AAAAAAA"}});
  CHECK(bad["ok"] == false);
  CHECK(bad["error"]["code"] == "bad_code");
  const json unknown_field =
      puzzlelab::handle_request({{"op", "verify_code"}, {"code", text}, {"moves", json::array()}});
  CHECK(unknown_field["error"]["code"] == "unknown_field");
  const json unsolved = puzzlelab::handle_request(
      {{"op", "share_code"}, {"game", solve.game}, {"board", solve.board}, {"moves", json::array()}});
  CHECK(unsolved["error"]["code"] == "not_solved");
  const json negative = puzzlelab::handle_request(
      {{"op", "share_code"}, {"game", solve.game}, {"board", solve.board}, {"moves", solve.moves}, {"hints", -1}});
  CHECK(negative["ok"] == false);
}

TEST_CASE("cli: share-code and verify-code") {
  const Solve solve = solve_of(kChallenges[0]);
  std::vector<std::string> args = {"share-code", solve.game, solve.board};
  args.insert(args.end(), solve.moves.begin(), solve.moves.end());
  args.insert(args.end(), {"--seconds", "95", "--hints", "1"});
  const json shared = json::parse(cli_output(args));
  const std::string text = shared["code"];
  const json verified = json::parse(cli_output({"verify-code", text, "--time-limit", "10"}));
  CHECK(verified["solved"] == true);
  CHECK(verified["length"] == solve.moves.size());
  CHECK(verified["seconds"] == 95);
  CHECK(verified["hints"] == 1);
  CHECK(verified["optimal"] == true);

  std::string changed = text;
  changed[5] = changed[5] == 'A' ? 'B' : 'A';  // a character with all six bits in the data
  const auto refused = run_cli_in_process({"verify-code", changed});
  CHECK(refused.exit_code == 2);
  CHECK(refused.out.empty());
  CHECK(refused.err == "puzzlelab: wrong checksum: the code was changed or mistyped\n");
  const auto unsolved = run_cli_in_process({"share-code", solve.game, solve.board, solve.moves.front()});
  CHECK(unsolved.exit_code == 2);
  CHECK(unsolved.err == "puzzlelab: the 1 move is legal but leaves the challenge unsolved\n");
  const auto negative = run_cli_in_process({"share-code", solve.game, solve.board, "--seconds", "-5"});
  CHECK(negative.exit_code == 2);
  CHECK(negative.err.find("'-5' is negative") != std::string::npos);
  CHECK(run_cli_in_process({"verify-code"}).exit_code == 2);
}

TEST_CASE("replay code: the documented code is pinned (format version 1 never changes)") {
  // docs/LINKS.md's example: Pretzel's 3 x 3 deal solved in 7 moves, 95 s, 1 hint.
  const std::string documented =
      "1B3ByZXR6ZWwAFzJiLC4sLi8zYiwuLDJjLzJhLDNhLDNjGHN0YW5kYXJkLnJhbmtzPTMuc3VpdHM9MwcCM2ICMmICMmECM2ICM2ECMmMCM2NfARV"
      "tE-Q";
  ReplayCode code;
  code.game = "pretzel";
  code.board = "2b,.,./3b,.,2c/2a,3a,3c";
  code.moves = {"3b", "2b", "2a", "3b", "3a", "2c", "3c"};
  code.seconds = 95;
  code.hints = 1;
  CHECK(puzzlelab::encode_replay_code(code) == documented);
  const ReplayCode read = puzzlelab::verify_replay_code(documented);
  CHECK(read.params == json({{"ranks", 3}, {"suits", 3}, {"variant", "standard"}}));
  CHECK(read.moves == code.moves);
  CHECK(read.seconds == 95);
  CHECK(read.hints == 1);
}
