// Sharing a solve (docs/app/SHARE.md): the player's hints and time go into a replay code that
// verifies back; no code without a solve of the player's own; pasted codes are found in a share
// text, verified, ranked (moves, then hints, then time, ties sharing a rank) and the others named;
// the share card holds its texts escaped and the board as dealt, and nothing else.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "game/replay_code.hpp"
#include "middle/code_table.hpp"
#include "middle/player_stats.hpp"
#include "middle/share_card.hpp"
#include "middle/solve_share.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

// Pretzel's 3-suit, 3-rank deal of seed 1 and the solver's line from it.
struct Solved {
  Challenge challenge;
  std::vector<std::string> moves;
};

Solved small_solve() {
  const json dealt = handle_request({{"op", "generate"},
                                     {"game", "pretzel"},
                                     {"setup", "shuffled"},
                                     {"seed", 1},
                                     {"params", {{"suits", 3}, {"ranks", 3}}}});
  REQUIRE(dealt["ok"] == true);
  Solved solved;
  solved.challenge.game = "pretzel";
  solved.challenge.params = dealt["result"]["params"];
  solved.challenge.board = dealt["result"]["boards"][0];
  solved.challenge.setup = "shuffled";
  solved.challenge.seed = 1;
  const json solution = handle_request(
      {{"op", "solve"}, {"game", "pretzel"}, {"params", solved.challenge.params}, {"board", solved.challenge.board}});
  REQUIRE(solution["result"]["status"] == "solved");
  solved.moves = solution["result"]["solution"].get<std::vector<std::string>>();
  return solved;
}

std::string code_for(const Solved& solved, std::uint64_t seconds, std::uint64_t hints,
                     std::vector<std::string> moves = {}) {
  ReplayCode code;
  code.game = solved.challenge.game;
  code.params = solved.challenge.params;
  code.board = solved.challenge.board;
  code.moves = moves.empty() ? solved.moves : moves;
  code.seconds = seconds;
  code.hints = hints;
  return encode_replay_code(code);
}

}  // namespace

TEST_CASE("solve share: the player's time and hints go into a code that verifies back") {
  const Solved solved = small_solve();
  PlayerStats stats;
  stats.opened("pretzel", "k", 100);
  stats.hinted();
  stats.hinted();
  CHECK_FALSE(solve_share(solved.challenge, solved.moves, false, stats, 150, "Pretzel"));  // not solved yet
  stats.solved(solved.moves.size(), 195.7);
  stats.hinted();  // after the solve: not the solve's
  const auto share = solve_share(solved.challenge, solved.moves, true, stats, 400, "Pretzel");
  REQUIRE(share);
  const ReplayCode back = verify_replay_code(share->code);
  CHECK(back.moves == solved.moves);
  CHECK(back.seconds == 95);  // whole seconds of 95.7
  CHECK(back.hints == 2);
  CHECK(share->result == "Solved in " + std::to_string(solved.moves.size()) + " moves, 2 hints, 1:35");
  CHECK(share->text ==
        "Puzzle Lab \xC2\xB7 Pretzel: solved in " + std::to_string(solved.moves.size()) + " moves, 2 hints, 1:35");
  stats.optimum_known(solved.moves.size());
  CHECK(solve_share(solved.challenge, solved.moves, true, stats, 400, "Pretzel")->result.find("(optimum ") !=
        std::string::npos);
  // Undone since: the position on screen is not solved, so there is nothing to prove.
  CHECK_FALSE(solve_share(solved.challenge, solved.moves, false, stats, 400, "Pretzel"));
  CHECK(challenge_result_line(false, stats, 3, 400) == "Not solved yet");
}

TEST_CASE("solve share: a solve the solver helped with has no code") {
  const Solved solved = small_solve();
  PlayerStats stats;
  stats.opened("pretzel", "k", 0);
  stats.assisted();
  stats.solved(solved.moves.size(), 10);
  CHECK_FALSE(solve_share(solved.challenge, solved.moves, true, stats, 10, "Pretzel"));
  CHECK(challenge_result_line(true, stats, solved.moves.size(), 10) == "Solved with the solver's help");
}

TEST_CASE("player stats: hints before the solve are kept with the game") {
  PlayerStats stats;
  stats.opened("pretzel", "k", 0);
  stats.hinted();
  const PlayerStats back = PlayerStats::from_json(stats.to_json(5), 5);
  CHECK(back.current_hints() == 1);
  json damaged = stats.to_json(5);
  damaged["current"]["hints"] = "many";
  std::vector<std::string> dropped;
  CHECK(PlayerStats::from_json(damaged, 5, &dropped).current_hints() == 0);
  CHECK(dropped == std::vector<std::string>{"current"});
  json older = stats.to_json(5);
  older["current"].erase("hints");  // saved before hints were counted
  dropped.clear();
  CHECK(PlayerStats::from_json(older, 5, &dropped).current_hints() == 0);
  CHECK(dropped.empty());
}

TEST_CASE("code table: codes are found in pasted share texts, whatever surrounds them") {
  const std::string text =
      "Puzzle Lab \xC2\xB7 Pretzel: solved in 7 moves, no hints, 0:42\nhttps://example.org/#v1/pretzel/x\n"
      "Replay code: 1ABCDEFGHIJKLMNOPQRS.\n(1ZYXWVUTSRQPONMLKJ) 2026-12-01 \"1AAAAAAAAAAAAAAAAAAA\"";
  CHECK(find_codes(text) ==
        std::vector<std::string>{"1ABCDEFGHIJKLMNOPQRS", "1ZYXWVUTSRQPONMLKJ", "1AAAAAAAAAAAAAAAAAAA"});
  CHECK(find_codes("").empty());
  CHECK(find_codes("12345 67").empty());  // short numbers are not codes
}

TEST_CASE("code table: solves ranked by moves, then hints, then time; ties share a rank") {
  const Solved solved = small_solve();
  // The same line solved at other times and with other hints: time and hints tell them apart.
  const std::string fast = code_for(solved, 30, 0);
  const std::string slow = code_for(solved, 90, 0);
  const std::string hinted = code_for(solved, 10, 2);
  const std::string tied = code_for(solved, 30, 0);  // the same solve again: the same code
  std::string altered = fast;
  altered[altered.size() / 2] = altered[altered.size() / 2] == 'A' ? 'B' : 'A';
  const CodeTable table =
      read_code_table("first " + slow + "\n" + hinted + " then " + fast + " and " + tied + ", " + altered);
  REQUIRE(table.challenges.size() == 1);
  const CodeChallenge& challenge = table.challenges[0];
  CHECK(challenge.game == "pretzel");
  CHECK(challenge.title == "Pretzel");
  CHECK(challenge.link.rfind("v1/pretzel/board/", 0) == 0);
  REQUIRE(challenge.solves.size() == 3);
  CHECK(challenge.solves[0].code == fast);
  CHECK(challenge.solves[1].code == slow);    // same moves and hints, more time
  CHECK(challenge.solves[2].code == hinted);  // fewer seconds, but more hints
  CHECK(challenge.solves[0].rank == 1);
  CHECK(challenge.solves[2].rank == 3);
  CHECK(table.duplicates == 1);
  REQUIRE(table.refused.size() == 1);
  CHECK(table.refused[0].message.find("wrong checksum") != std::string::npos);
}

TEST_CASE("code table: equal solves share a rank; challenges are kept apart") {
  const Solved solved = small_solve();
  const std::string a = code_for(solved, 30, 1);
  // The same moves, time and hints under another challenge cannot be: a second challenge's code.
  const json other_deal = handle_request({{"op", "generate"},
                                          {"game", "pretzel"},
                                          {"setup", "shuffled"},
                                          {"seed", 2},
                                          {"params", {{"suits", 3}, {"ranks", 3}}}});
  Solved other;
  other.challenge.game = "pretzel";
  other.challenge.params = other_deal["result"]["params"];
  other.challenge.board = other_deal["result"]["boards"][0];
  const json line = handle_request(
      {{"op", "solve"}, {"game", "pretzel"}, {"params", other.challenge.params}, {"board", other.challenge.board}});
  REQUIRE(line["result"]["status"] == "solved");
  other.moves = line["result"]["solution"].get<std::vector<std::string>>();
  const std::string b = code_for(other, 30, 1);
  const std::string b_equal = code_for(other, 30, 1);
  CHECK(b == b_equal);  // one spelling per solve
  const std::string b_slower = code_for(other, 31, 1);
  const CodeTable table = read_code_table(a + " " + b_slower + " " + b);
  REQUIRE(table.challenges.size() == 2);
  CHECK(table.challenges[0].solves.size() == 1);
  CHECK(table.challenges[1].solves.size() == 2);
  CHECK(table.challenges[1].solves[0].code == b);
  CHECK(table.challenges[1].solves[1].rank == 2);
}

TEST_CASE("code table: bad codes are named, too many are counted and left out") {
  const CodeTable table = read_code_table("2AAAAAAAAAAAAAAAAAAAAAA 1AB!CDEFGHIJKLMNOPQRSTU");
  REQUIRE(table.refused.size() == 2);
  CHECK(table.refused[0].message.find("version 2") != std::string::npos);
  CHECK(table.refused[1].message.find("'!'") != std::string::npos);
  std::string many;
  for (std::size_t i = 0; i < kMaxPastedCodes + 5; ++i) many += "1AAAAAAAAAAAAAAAAAAA" + std::to_string(i) + " ";
  const CodeTable capped = read_code_table(many);
  CHECK(capped.refused.size() == kMaxPastedCodes);
  CHECK(capped.left_out == 5);
  const CodeTable huge = read_code_table(std::string(kMaxPastedCodeText, ' ') + " 1AAAAAAAAAAAAAAAAAAAAAAAA");
  CHECK(huge.refused.empty());
  CHECK(huge.left_out == 1);
}

TEST_CASE("share card: the texts escaped, the board as dealt nested, the size fitted to it") {
  const Solved solved = small_solve();
  const json drawn = handle_request(
      {{"op", "render"}, {"game", "pretzel"}, {"params", solved.challenge.params}, {"board", solved.challenge.board}});
  REQUIRE(drawn["ok"] == true);
  CHECK(drawn["result"]["solution"].is_null());  // the card's drawing asks for no solution
  ShareCard card = share_card_for(solved.challenge, "Pretzel <&>");
  CHECK(card.subheading == "Seed 1, shuffled setup");
  card.result = "Solved in 7 moves, no hints, 0:42";
  card.board_svg = "<?xml version=\"1.0\"?>\n" + drawn["result"]["svg"].get<std::string>();
  const std::string svg = share_card_svg(card);
  CHECK(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1080.00\"", 0) == 0);
  CHECK(svg.find("Puzzle Lab \xC2\xB7 Pretzel &lt;&amp;&gt;") != std::string::npos);
  CHECK(svg.find("Seed 1, shuffled setup") != std::string::npos);
  CHECK(svg.find(card.result) != std::string::npos);
  CHECK(svg.find("<?xml") == std::string::npos);  // nested as an element, not a document
  CHECK(svg.find(drawn["result"]["svg"].get<std::string>()) != std::string::npos);
  CHECK(svg.find("</svg>\n</g>") != std::string::npos);

  Challenge daily = solved.challenge;
  daily.daily = "2026-12-01";
  CHECK(share_card_for(daily, "Pretzel").subheading == "Daily challenge, 1 Dec 2026");
  CHECK(share_card_file_name(daily) == "puzzlelab-pretzel-2026-12-01.png");
  CHECK(share_card_file_name(solved.challenge) == "puzzlelab-pretzel-seed-1.png");
  Challenge given;
  given.game = "sigmar";
  given.board = "x";
  CHECK(share_card_for(given, "Sigmar's Garden").subheading == "A given board");
  CHECK(share_card_file_name(given) == "puzzlelab-sigmar.png");
}
