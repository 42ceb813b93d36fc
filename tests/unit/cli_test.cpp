// The built `puzzlelab` binary, run as a user would: exit codes, exactly one line on stderr for
// bad input, and JSON output with the documented fields. The binary's path comes from the build
// (test_paths.hpp) or the PUZZLELAB_CLI environment variable.
#include <doctest/doctest.h>

#include "game/explain_words.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "game/game.hpp"
#include "run_cli.hpp"
#include "test_paths.hpp"

using json = nlohmann::json;
using puzzlelab::all_games;

namespace {
std::string known_games() { return puzzlelab::game_names(); }
}  // namespace

namespace {

const std::string kOne = "554344221335/311400512200";

std::string cli_path() {
  if (const char* path = std::getenv("PUZZLELAB_CLI")) return path;
  std::string built = puzzlelab::test_paths::cli();
  if (built.empty()) FAIL("set PUZZLELAB_CLI to the puzzlelab binary");
  return built;
}

std::string shell_quote(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// A temporary file that is removed again; holds stdin for the CLI or receives its stderr.
class TempFile {
 public:
  explicit TempFile(const std::string& content = "") {
    char name[] = "/tmp/puzzlelab_cli_test_XXXXXX";
    const int fd = mkstemp(name);
    REQUIRE(fd >= 0);
    close(fd);
    path_ = name;
    std::ofstream(path_, std::ios::binary) << content;
  }
  ~TempFile() { std::remove(path_.c_str()); }
  const std::string& path() const { return path_; }
  std::string read() const {
    std::ifstream file(path_, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
  }

 private:
  std::string path_;
};

struct Run {
  int exit_code = -1;
  std::string out;
  std::string err;
  std::vector<std::string> out_lines() const {
    std::vector<std::string> lines;
    std::istringstream stream(out);
    for (std::string line; std::getline(stream, line);) lines.push_back(line);
    return lines;
  }
};

Run run_cli(const std::vector<std::string>& args, const std::string& input = "") {
  const TempFile in(input);
  const TempFile err;
  std::string command = shell_quote(cli_path());
  for (const auto& arg : args) command += " " + shell_quote(arg);
  command += " <" + shell_quote(in.path()) + " 2>" + shell_quote(err.path());
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  Run run;
  char buffer[4096];
  for (std::size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) run.out.append(buffer, n);
  const int status = pclose(pipe);
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run.err = err.read();
  return run;
}

// A run whose stdout goes to `stdout_path` (e.g. /dev/full): the exit status and stderr.
Run run_cli_writing_to(const std::vector<std::string>& args, const std::string& stdout_path) {
  const TempFile err;
  std::string command = shell_quote(cli_path());
  for (const auto& arg : args) command += " " + shell_quote(arg);
  command += " </dev/null >" + shell_quote(stdout_path) + " 2>" + shell_quote(err.path());
  const int status = std::system(command.c_str());
  Run run;
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run.err = err.read();
  return run;
}

// Bad input: exit 2, nothing on stdout, exactly one line on stderr that names the problem.
void check_bad_input(const std::vector<std::string>& args, const std::string& expected_message) {
  const Run run = run_cli(args);
  std::string shown;
  for (const auto& arg : args) shown += arg + " ";
  INFO("puzzlelab " << shown << "\nstderr: " << run.err);
  CHECK(run.exit_code == 2);
  CHECK(run.out.empty());
  CHECK(run.err == "puzzlelab: " + expected_message + "\n");
}

// The same where the message comes from a game's own wording: only its gist is pinned.
void check_bad_input_mentions(const std::vector<std::string>& args, const std::string& gist) {
  const Run run = run_cli(args);
  INFO("stderr: " << run.err);
  CHECK(run.exit_code == 2);
  CHECK(run.out.empty());
  CHECK(run.err.rfind("puzzlelab: ", 0) == 0);
  CHECK(run.err.find(gist) != std::string::npos);
  CHECK(run.err.find('\n') == run.err.size() - 1);
}

json single_json_line(const Run& run) {
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  REQUIRE(run.exit_code == 0);
  CHECK(run.err.empty());
  const auto lines = run.out_lines();
  REQUIRE(lines.size() == 1);
  return json::parse(lines[0]);
}

}  // namespace

TEST_CASE("cli: help everywhere, exit 0") {
  const Run top = run_cli({"--help"});
  CHECK(top.exit_code == 0);
  for (const char* command :
       {"games", "generate", "solve", "hint", "explain", "verify", "playout", "metrics", "enumerate", "protocol"}) {
    CHECK(top.out.find(command) != std::string::npos);
    const Run sub = run_cli({command, "--help"});
    CHECK(sub.exit_code == 0);
    CHECK(sub.out.find(std::string("Usage: puzzlelab ") + command) != std::string::npos);
  }
  CHECK(run_cli({"solve", "--help"}).out.find("--batch") != std::string::npos);
}

TEST_CASE("cli: games prints one JSON line per game") {
  const Run run = run_cli({"games"});
  CHECK(run.exit_code == 0);
  const auto lines = run.out_lines();
  REQUIRE(lines.size() >= 1);
  const json first = json::parse(lines[0]);
  CHECK(first.at("name") == "fujisan");
  CHECK(first.at("setups").size() == 6);
  for (const auto& line : lines) CHECK(json::parse(line).contains("board_format"));
  // One line per registered game, each its whole description.
  REQUIRE(lines.size() == all_games().size());
  for (std::size_t i = 0; i < lines.size(); ++i) CHECK(json::parse(lines[i]) == all_games()[i]->info().to_json());
  const json boxoff = json::parse(lines[1]);
  CHECK(boxoff.at("name") == "boxoff");
  REQUIRE(boxoff.at("params").size() == 4);
  CHECK(boxoff.at("params").at(1).at("name") == "rows");
  CHECK(boxoff.at("params").at(1).at("default") == 6);
  CHECK(boxoff.at("params").at(3).at("name") == "colours");
  CHECK(boxoff.at("params").at(3).at("min") == 2);
  CHECK(boxoff.at("params").at(3).at("max") == 8);
}

TEST_CASE("cli: game parameters as flags (--rows --cols --colours, --suits --ranks)") {
  // A flag is the same as the key in --params, for every command that takes a game.
  const Run tiles = run_cli({"generate", "boxoff", "--setup", "l-tiles", "--seed", "3", "--rows", "6", "--cols", "6",
                             "--colours", "6", "--count", "2"});
  REQUIRE(tiles.exit_code == 0);
  CHECK(tiles.err.empty());
  CHECK(tiles.out == run_cli({"generate", "boxoff", "--setup", "l-tiles", "--seed", "3", "--count", "2", "--params",
                              R"({"rows": 6, "cols": 6, "colours": 6})"})
                         .out);
  const auto boards = tiles.out_lines();
  REQUIRE(boards.size() == 2);
  CHECK(boards[0].size() == 6 * 7 - 1);  // six rows of six, five '/'
  // Flags override --params; a flag alone changes only its parameter.
  CHECK(run_cli({"generate", "boxoff", "--setup", "shuffled", "--seed", "1", "--params",
                 R"({"rows": 4, "cols": 6, "colours": 4})", "--rows", "6", "--cols", "6", "--colours", "6"})
            .out == run_cli({"generate", "boxoff", "--setup", "shuffled", "--seed", "1", "--rows", "6", "--cols", "6",
                             "--colours", "6"})
                        .out);
  CHECK(run_cli({"generate", "boxoff", "--setup", "shuffled", "--seed", "1", "--rows", "4", "--cols", "6", "--colours",
                 "4"})
            .out_lines()
            .at(0)
            .size() == 4 * 7 - 1);

  const Run deal =
      run_cli({"generate", "pretzel", "--setup", "banded-suits", "--seed", "8", "--suits", "3", "--ranks", "5"});
  REQUIRE(deal.exit_code == 0);
  const std::string board = deal.out_lines().at(0);
  CHECK(std::count(board.begin(), board.end(), '/') == 2);
  const json solved = single_json_line(run_cli({"solve", "pretzel", board, "--suits", "3", "--ranks", "5"}));
  CHECK(solved.at("board") == board);
  CHECK(solved.at("status") != "unknown");
  // Without the flags the board is read with its own size; flags it contradicts are refused.
  CHECK(single_json_line(run_cli({"solve", "pretzel", board})).at("status") == solved.at("status"));
  check_bad_input({"solve", "pretzel", board, "--suits", "4"},
                  "the board has suits 3 but the params give suits 4 (leave suits out to read the board as it is)");
  // hint, verify, playout and metrics take the flags too.
  CHECK(single_json_line(run_cli({"verify", "pretzel", board, "--suits", "3", "--ranks", "5"})).at("legal") == true);
  CHECK(single_json_line(run_cli({"hint", "pretzel", board, "--suits", "3", "--ranks", "5"})).contains("status"));
  CHECK(single_json_line(run_cli({"playout", "pretzel", board, "--seed", "1", "--suits", "3", "--ranks", "5"}))
            .contains("ended"));
  CHECK(single_json_line(run_cli({"metrics", "pretzel", board, "--suits", "3", "--ranks", "5"})).contains("metrics"));
  const std::string tokens = "aabb/aabb";
  CHECK(single_json_line(run_cli({"solve", "boxoff", tokens, "--rows", "2", "--cols", "4", "--colours", "2"}))
            .at("status") == "solved");

  // A flag the chosen game does not take names the game and the flags it does take.
  check_bad_input({"generate", "boxoff", "--setup", "shuffled", "--seed", "1", "--suits", "4"},
                  "--suits is not a parameter of boxoff (it takes --variant, --rows, --cols, --colours)");
  check_bad_input({"solve", "pretzel", "2a,3a,./2b,3b,.", "--rows", "2"},
                  "--rows is not a parameter of pretzel (it takes --variant, --suits, --ranks)");
  check_bad_input({"generate", "fujisan", "--setup", "dominoes", "--seed", "1", "--ranks", "4"},
                  "--ranks is not a parameter of fujisan (it takes --variant)");
  // An unknown game is reported as such, whatever flags come with it.
  check_bad_input({"generate", "chess", "--setup", "x", "--seed", "1", "--rows", "8"},
                  "unknown game 'chess' (known: " + known_games() + ")");
  // Out-of-range, negative, huge and non-numeric values get the game's own message.
  check_bad_input({"generate", "boxoff", "--setup", "shuffled", "--seed", "1", "--rows", "-3"},
                  "boxoff parameter 'rows' must be 1..8, got -3");
  check_bad_input({"generate", "boxoff", "--setup", "shuffled", "--seed", "1", "--rows", "18446744073709551615"},
                  "boxoff parameter 'rows' must be 1..8, got 18446744073709551615");
  check_bad_input({"generate", "boxoff", "--setup", "shuffled", "--seed", "1", "--cols", "123456789012345678901234"},
                  "boxoff parameter 'cols' must be a whole number 1..8, got the string '123456789012345678901234'");
  check_bad_input({"generate", "boxoff", "--setup", "shuffled", "--seed", "1", "--colours", "5"},
                  "5 colours do not divide the 6x8 grid's 48 squares evenly");
  check_bad_input({"generate", "pretzel", "--setup", "shuffled", "--seed", "1", "--ranks", "14"},
                  "pretzel parameter 'ranks' must be 2..13, got 14");
  check_bad_input({"generate", "pretzel", "--setup", "shuffled", "--seed", "1", "--suits", "-1"},
                  "pretzel parameter 'suits' must be 1..8, got -1");
  check_bad_input({"generate", "pretzel", "--setup", "shuffled", "--seed", "1", "--ranks", "18446744073709551615"},
                  "pretzel parameter 'ranks' must be 2..13, got 18446744073709551615");
  check_bad_input({"generate", "pretzel", "--setup", "shuffled", "--seed", "1", "--ranks", "four"},
                  "pretzel parameter 'ranks' must be a whole number 2..13, got the string 'four'");
  check_bad_input({"generate", "pretzel", "--setup", "shuffled", "--seed", "1", "--ranks", "4.5"},
                  "pretzel parameter 'ranks' must be a whole number 2..13, got the string '4.5'");
  // The flags are listed in --help, grouped.
  const Run help = run_cli({"generate", "--help"});
  CHECK(help.out.find("Game parameters") != std::string::npos);
  // Every parameter of every registered game has its flag (min_moves is --min-moves), with its
  // range and default.
  for (const auto& game : all_games())
    for (const auto& spec : game->info().params) {
      std::string flag = "--" + spec.name;
      std::replace(flag.begin(), flag.end(), '_', '-');
      CHECK(help.out.find(flag) != std::string::npos);
    }
  CHECK(help.out.find("--min-moves") != std::string::npos);
  CHECK(help.out.find("rows of the grid, 1..8 (default 6)") != std::string::npos);
}

TEST_CASE("cli: generate prints one board per line, seeds N, N+1, ...") {
  const Run three = run_cli({"generate", "fujisan", "--setup", "dominoes", "--seed", "12345", "--count", "3"});
  REQUIRE(three.exit_code == 0);
  CHECK(three.err.empty());
  const auto boards = three.out_lines();
  REQUIRE(boards.size() == 3);
  for (int i = 0; i < 3; ++i) {
    const Run one = run_cli({"generate", "fujisan", "--setup", "dominoes", "--seed", std::to_string(12345 + i)});
    CHECK(one.out == boards[i] + "\n");
  }
  CHECK(run_cli({"generate", "fujisan", "--setup", "pure-random", "--seed", "18446744073709551615"}).exit_code == 0);
  CHECK(run_cli({"generate", "fujisan", "--setup", "any-coin", "--seed", "1", "--variant", "summit_step"}).exit_code ==
        0);
}

TEST_CASE("cli: generate with bad input exits 2 with one line naming the problem") {
  const std::string seed_range = "seed must be a whole number from 0 to 18446744073709551615; ";
  check_bad_input({"generate", "chess", "--setup", "dominoes", "--seed", "1"},
                  "unknown game 'chess' (known: " + known_games() + ")");
  check_bad_input({"generate", "fujisan", "--setup", "domino", "--seed", "1"},
                  "unknown setup 'domino' for fujisan (known: pure-random, any-coin, piecepack, engraved-tiles, "
                  "dominoes, unique-pairs)");
  check_bad_input_mentions({"generate", "fujisan", "--setup", "dominoes", "--seed", "1", "--variant", "sideways"},
                           "'sideways'");
  check_bad_input({"generate", "fujisan", "--setup", "dominoes", "--seed", "-5"}, seed_range + "'-5' is negative");
  check_bad_input({"generate", "fujisan", "--setup", "dominoes", "--seed=-5"}, seed_range + "'-5' is negative");
  check_bad_input({"generate", "fujisan", "--setup", "dominoes", "--seed", "18446744073709551616"},
                  seed_range + "'18446744073709551616' is too large");
  check_bad_input({"generate", "fujisan", "--setup", "dominoes", "--seed", "2.5"}, seed_range + "'2.5' is not whole");
  check_bad_input({"generate", "fujisan", "--setup", "dominoes", "--seed", "ten"},
                  seed_range + "'ten' is not a number");
  check_bad_input({"generate", "fujisan", "--setup", "dominoes", "--seed", "1", "--count", "0"},
                  "count must be a whole number from 1 to 100000; '0' is too small");
  check_bad_input({"generate", "fujisan", "--setup", "dominoes", "--seed", "1", "--count", "-3"},
                  "count must be a whole number from 1 to 100000; '-3' is negative");
  check_bad_input({"generate", "fujisan", "--setup", "dominoes", "--seed", "1", "--count", "100001"},
                  "count must be a whole number from 1 to 100000; '100001' is too large");
  check_bad_input({"generate", "fujisan", "--setup", "dominoes"}, "--seed is required");
  check_bad_input({"generate", "fujisan", "--seed", "1"}, "--setup is required");
  check_bad_input({"generate", "--setup", "dominoes", "--seed", "1"}, "game is required");
  check_bad_input_mentions({"generate", "fujisan", "--setup", "dominoes", "--seed", "1", "--params", "{variant"},
                           "--params is not valid JSON: parse error at line 1, column 2");
  check_bad_input({"generate", "fujisan", "--setup", "dominoes", "--seed", "1", "--params", "[1]"},
                  "--params must be a JSON object, e.g. '{\"rows\": 4, \"cols\": 6, \"colours\": 4}'");
  check_bad_input({}, "A subcommand is required");
  check_bad_input(
      {"frobnicate"},
      "unknown command 'frobnicate' (commands: games, generate, daily, trace, render, sat, solve, hint, verify, "
      "playout, metrics, share-code, verify-code, explain, enumerate, experiment, merge, sweep, extreme, validity, "
      "setups, "
      "protocol)");
}

TEST_CASE("cli: solve one board prints JSON with the documented fields") {
  const json result = single_json_line(run_cli({"solve", "fujisan", kOne}));
  CHECK(result.at("board") == kOne);
  CHECK(result.at("status") == "solved");
  CHECK(result.at("length") == 12);
  CHECK(result.at("solution").size() == 12);
  CHECK(result.at("shortest") == true);
  CHECK(result.at("nodes").is_number_unsigned());
  CHECK(result.at("ms").is_number());

  std::vector<std::string> args = {"solve", "fujisan", kOne};
  for (int i = 0; i < 4; ++i) args.push_back(result.at("solution").at(i));
  CHECK(single_json_line(run_cli(args)).at("length") == 8);

  CHECK(single_json_line(run_cli({"solve", "fujisan", kOne, "--max-nodes", "5"})).at("status") == "unknown");
  CHECK(single_json_line(run_cli({"solve", "fujisan", kOne, "--time-limit", "0.5"})).at("status") == "solved");
  CHECK(single_json_line(run_cli({"solve", "fujisan", kOne, "--variant", "summit_step"})).at("status") == "solved");
}

TEST_CASE("cli: solve with bad input exits 2 with one line naming the problem") {
  check_bad_input_mentions({"solve", "fujisan", "55434422133/311400512200"}, "top row");
  check_bad_input({"solve", "fujisan"}, "give a BOARD or --batch FILE (- for stdin)");
  check_bad_input({"solve", "fujisan", kOne, "--batch", "-"}, "give either a BOARD or --batch, not both");
  check_bad_input({"solve", "fujisan", "--batch", "/nonexistent/boards.txt"},
                  "cannot open batch file '/nonexistent/boards.txt': No such file or directory");
  check_bad_input({"solve", "fujisan", kOne, "--max-nodes", "0"},
                  "max_nodes must be a whole number from 1 to 1000000000000; '0' is too small");
  check_bad_input({"solve", "fujisan", kOne, "--time-limit", "-1"},
                  "--time-limit must be a number of seconds greater than 0 and at most 3600, got '-1'");
  check_bad_input({"solve", "fujisan", kOne, "--time-limit", "soon"},
                  "--time-limit must be a number of seconds greater than 0 and at most 3600, got 'soon'");
  check_bad_input({"solve", "fujisan", kOne, "SU"},
                  "move 1 of 1 ('SU') is illegal: move 'SU': a priest on the ground cannot move up or down");
  check_bad_input({"solve", "fujisan", kOne, "--max-node", "5"}, "The following argument was not expected: --max-node");
}

TEST_CASE("cli: solve --batch answers every line in order; a bad line is an error object and exit 2") {
  const std::string unsolvable = "340040222143/300324345102";
  const TempFile file(kOne + "\n\n   \n" + unsolvable + "\r\nnot a board\n" + kOne);
  const Run run = run_cli({"solve", "fujisan", "--batch", file.path(), "--max-nodes", "100000"});
  CHECK(run.exit_code == 2);
  CHECK(run.err.rfind("puzzlelab: 1 of 4 boards in the batch could not be solved (first: line 5: ", 0) == 0);
  CHECK(run.err.find('\n') == run.err.size() - 1);
  const auto lines = run.out_lines();
  REQUIRE(lines.size() == 4);
  const json first = json::parse(lines[0]);
  CHECK(first.at("line") == 1);
  CHECK(first.at("status") == "solved");
  CHECK(first.at("length") == 12);
  for (const char* field : {"board", "status", "length", "solution", "nodes", "ms"}) CHECK(first.contains(field));
  const json second = json::parse(lines[1]);
  CHECK(second.at("line") == 4);
  CHECK(second.at("board") == unsolvable);
  CHECK(second.at("status") == "unsolvable");
  const json bad = json::parse(lines[2]);
  CHECK(bad.at("line") == 5);
  CHECK(bad.at("board") == "not a board");
  CHECK(bad.at("status") == "error");
  CHECK(bad.at("error").at("code") == "bad_board");
  CHECK(json::parse(lines[3]).at("line") == 6);

  const Run from_stdin = run_cli({"solve", "fujisan", "--batch", "-"}, kOne + "\n" + unsolvable + "\n");
  CHECK(from_stdin.exit_code == 0);
  CHECK(from_stdin.err.empty());
  CHECK(from_stdin.out_lines().size() == 2);

  const Run empty = run_cli({"solve", "fujisan", "--batch", "-"}, "\n\n");
  CHECK(empty.exit_code == 0);
  CHECK(empty.out.empty());
}

TEST_CASE("cli: explain prints each legal move with its verdict, or the protocol's JSON") {
  const json result = single_json_line(run_cli({"explain", "fujisan", kOne, "--json"}));
  REQUIRE_FALSE(result.at("moves").empty());
  const Run table = run_cli({"explain", "fujisan", kOne});
  CHECK(table.exit_code == 0);
  // One line per move, in the protocol's order, the move first and its verdict in words after it.
  std::istringstream lines(table.out);
  std::string line;
  for (const json& verdict : result.at("moves")) {
    REQUIRE(std::getline(lines, line));
    const std::string move = verdict.at("move");
    CHECK(line.rfind(move + " ", 0) == 0);
    CHECK(line.find(puzzlelab::explain_words(verdict)) != std::string::npos);
    if (verdict.at("line").is_array()) REQUIRE(std::getline(lines, line));  // the dead move's line
  }
  CHECK(table.out.find("wins in 11 (optimal)") != std::string::npos);
  // A position without a legal move says so.
  const Run stuck = run_cli({"explain", "fujisan", "340040222143/300324345102"});
  CHECK(stuck.exit_code == 0);
  CHECK(stuck.out == "No legal move: the position is lost.\n");
  check_bad_input({"explain", "fujisan"}, "board is required");
  check_bad_input_mentions({"explain", "fujisan", kOne, "CL533", "SU"}, "'SU'");
  check_bad_input_mentions({"explain", "fujisan", kOne, "--max-nodes", "0"}, "max_nodes");
}

TEST_CASE("cli: hint, verify, playout, metrics") {
  const json hint = single_json_line(run_cli({"hint", "fujisan", kOne}));
  CHECK(hint.at("status") == "solved");
  CHECK(hint.at("length") == 12);
  CHECK(hint.at("move").is_string());

  const json verified = single_json_line(run_cli({"verify", "fujisan", kOne, "CL533", "SU"}));
  CHECK(verified.at("legal") == false);
  CHECK(verified.at("first_illegal") == 1);

  const json walk = single_json_line(run_cli({"playout", "fujisan", kOne, "--seed", "3", "--max-moves", "5"}));
  CHECK(walk.at("length").get<int>() <= 5);
  CHECK(walk == single_json_line(run_cli({"playout", "fujisan", kOne, "--seed", "3", "--max-moves", "5"})));

  const json metrics = single_json_line(run_cli({"metrics", "fujisan", kOne, "--setup", "dominoes"}));
  CHECK(metrics.at("metrics").at("min_length") == 12);
  CHECK(metrics.contains("setup_facts"));

  check_bad_input({"hint", "fujisan"}, "board is required");
  check_bad_input({"playout", "fujisan", kOne}, "--seed is required");
  check_bad_input({"playout", "fujisan", kOne, "--seed", "1", "--max-moves", "0"},
                  "max_moves must be a whole number from 1 to 1000000; '0' is too small");
  check_bad_input({"metrics", "fujisan", kOne, "--setup", "tiles"},
                  "unknown setup 'tiles' for fujisan (known: pure-random, any-coin, piecepack, engraved-tiles, "
                  "dominoes, unique-pairs)");
  check_bad_input_mentions({"verify", "fujisan", "5543442213x5/311400512200"}, "'x'");
}

TEST_CASE("cli: enumerate pretzel --suits K --ranks N prints the counts as one JSON line") {
  const json small = single_json_line(run_cli({"enumerate", "pretzel", "--suits", "2", "--ranks", "3"}));
  CHECK(small.at("status") == "complete");
  CHECK(small.at("deals") == 360);
  CHECK(small.at("solvable") == 227);
  CHECK(small.at("unsolvable") == 133);
  CHECK(small.at("shortest_lengths") == json{1, 8, 32, 66, 68, 41, 11});
  CHECK(small.at("longest") == 6);
  CHECK(small.at("params") == json{{"variant", "standard"}, {"suits", 2}, {"ranks", 3}});
  for (const char* field : {"blocked", "blocked_but_solvable", "ducking_crabs", "duelling_deuces", "nodes", "ms"})
    CHECK(small.contains(field));
  // The same through --params.
  const json same = single_json_line(run_cli({"enumerate", "pretzel", "--params", R"({"suits": 2, "ranks": 3})"}));
  CHECK(same.at("shortest_lengths") == small.at("shortest_lengths"));
  // 2 x 5 (1,814,400 deals) within the default budget.
  const json two_by_five = single_json_line(run_cli({"enumerate", "pretzel", "--suits", "2", "--ranks", "5"}));
  CHECK(two_by_five.at("status") == "complete");
  CHECK(two_by_five.at("solvable") == 529832);
  CHECK(two_by_five.at("longest") == 19);
  // A budget that runs out is not an error: status unknown, exit 0.
  const json partial =
      single_json_line(run_cli({"enumerate", "pretzel", "--suits", "2", "--ranks", "5", "--max-nodes", "10"}));
  CHECK(partial.at("status") == "unknown");
  CHECK(partial.at("solvable").is_null());

  check_bad_input({"enumerate", "fujisan"}, "fujisan has no enumeration of deals (games with one: pretzel)");
  check_bad_input({"enumerate", "boxoff", "--rows", "4"},
                  "boxoff has no enumeration of deals (games with one: pretzel)");
  check_bad_input_mentions({"enumerate", "pretzel"}, "4 x 4 has 871782912000 deals");
  check_bad_input_mentions({"enumerate", "pretzel", "--suits", "5", "--ranks", "5"},
                           "enumeration takes at most 100000000");
  check_bad_input({"enumerate", "pretzel", "--suits", "0", "--ranks", "3"},
                  "pretzel parameter 'suits' must be 1..8, got 0");
  check_bad_input({"enumerate", "pretzel", "--suits", "2", "--ranks", "3", "--max-nodes", "-1"},
                  "max_nodes must be a whole number from 1 to 1000000000000; '-1' is negative");
  check_bad_input({"enumerate", "pretzel", "--rows", "2"},
                  "--rows is not a parameter of pretzel (it takes --variant, --suits, --ranks)");
  check_bad_input({"enumerate"}, "game is required");
}

TEST_CASE("cli: --solver picks one of the game's solvers; an unknown one is refused, naming them") {
  CHECK(single_json_line(run_cli({"solve", "fujisan", kOne, "--solver", "bfs"})).at("length") == 12);
  CHECK(single_json_line(run_cli({"hint", "fujisan", kOne, "--solver", "bfs"})).at("length") == 12);
  check_bad_input({"solve", "fujisan", kOne, "--solver", "simplex"},
                  "unknown solver 'simplex' for fujisan (known: " + all_games()[0]->info().solver_names() + ")");
  check_bad_input_mentions({"hint", "fujisan", kOne, "--solver", ""}, "field 'solver' is empty");
  const Run help = run_cli({"solve", "--help"});
  for (const auto& game : all_games())
    for (const auto& solver : game->info().solvers) CHECK(help.out.find(solver.name) != std::string::npos);
}

TEST_CASE("cli: generate takes a budget; unique-pairs out of budget is bad input, not a hang") {
  // Seed 1's first any-coin draw has a repeated step pair, so one draw is not enough.
  check_bad_input({"generate", "fujisan", "--setup", "unique-pairs", "--seed", "1", "--max-nodes", "1"},
                  "unique-pairs drew 1 board, none with twelve different step pairs, before the budget (max_nodes, "
                  "time_limit_ms) ran out");
  CHECK(run_cli({"generate", "fujisan", "--setup", "unique-pairs", "--seed", "1", "--max-nodes", "1000"}).out ==
        run_cli({"generate", "fujisan", "--setup", "unique-pairs", "--seed", "1"}).out);
}

TEST_CASE("cli: a deeply nested --params is refused, not a crash") {
  // 60,000 levels once killed the CLI (SIGSEGV): an error message serialised the value.
  const std::string deep = "{\"rows\":" + std::string(60000, '[') + std::string(60000, ']') + "}";
  check_bad_input({"generate", "boxoff", "--setup", "shuffled", "--seed", "1", "--params", deep},
                  "--params nests deeper than 64 levels of arrays and objects");
  check_bad_input_mentions(
      {"generate", "boxoff", "--setup", "shuffled", "--seed", "1", "--params", "{\"rows\": 1e400}"},
      "--params holds a number out of range");
  check_bad_input_mentions({"generate", "boxoff", "--setup", "shuffled", "--seed", "1", "--params", "{\"rows\": }"},
                           "--params is not valid JSON: parse error at line 1, column 10");
}

TEST_CASE("cli: messages escape control bytes and stay short however long the argument") {
  const Run escape = run_cli({"solve", "fujisan", "55434422133\x1b/311400512200"});
  CHECK(escape.exit_code == 2);
  CHECK(escape.err == "puzzlelab: the top row has '\\x1B' at column 12; values are digits 0-5\n");
  const Run long_move = run_cli({"solve", "fujisan", kOne, std::string(100000, 'S')});
  CHECK(long_move.exit_code == 2);
  CHECK(long_move.err.size() < 400);
  CHECK(long_move.err.find("(100000 bytes)") != std::string::npos);
  // CLI11's own messages echo arguments unquoted: they are quoted, escaped and cut like the
  // others, at most 60 bytes of any argument and 1000 bytes in all (they ran to 1,030 and echoed
  // 1,000 bytes of the argument).
  const auto longest_run = [](const std::string& text, char c) {
    std::size_t longest = 0, run = 0;
    for (const char x : text) longest = std::max(longest, run = x == c ? run + 1 : 0);
    return longest;
  };
  const Run stray = run_cli({"solve", "fujisan", kOne, "--frob\x07" + std::string(5000, 'x')});
  CHECK(stray.exit_code == 2);
  CHECK(stray.err.find('\x07') == std::string::npos);
  CHECK(stray.err.size() <= 1001);
  CHECK(longest_run(stray.err, 'x') <= 60);
  CHECK(stray.err.find("(5007 bytes)") != std::string::npos);
  CHECK(stray.err.find('\n') == stray.err.size() - 1);
  const Run value =
      run_cli({"generate", "fujisan", "--setup", "dominoes", "--seed", "1", "--solvable=" + std::string(5000, 'y')});
  CHECK(value.exit_code == 2);
  CHECK(longest_run(value.err, 'y') <= 60);
  std::vector<std::string> many = {"games"};
  for (int i = 0; i < 40; ++i) many.push_back(std::string(100, 'z') + "\x1b");
  const Run extras = run_cli(many);
  INFO(extras.err);
  CHECK(extras.exit_code == 2);
  CHECK(extras.err.size() <= 1001);
  CHECK(longest_run(extras.err, 'z') <= 60);
  CHECK(extras.err.find('\x1b') == std::string::npos);
  CHECK(extras.err.find('\n') == extras.err.size() - 1);
  const Run command = run_cli({std::string("frob\x1bnicate")});
  CHECK(command.err.rfind("puzzlelab: unknown command 'frob\\x1Bnicate' (commands: ", 0) == 0);
}

TEST_CASE("cli: an empty value is refused, never read as the default") {
  const std::vector<std::string> generate = {"generate", "fujisan", "--setup", "dominoes", "--seed", "1"};
  const auto with = [](std::vector<std::string> args, const std::vector<std::string>& more) {
    args.insert(args.end(), more.begin(), more.end());
    return args;
  };
  check_bad_input(with(generate, {"--count", ""}), "--count: needs a value; got an empty one");
  check_bad_input_mentions(with(generate, {"--variant", ""}), "fujisan parameter 'variant' has no value ''");
  check_bad_input(with(generate, {"--params", ""}), "--params: needs a value; got an empty one");
  check_bad_input({"generate", "fujisan", "--setup", "", "--seed", "1"}, "--setup: needs a value; got an empty one");
  check_bad_input({"generate", "fujisan", "--setup", "dominoes", "--seed", ""},
                  "seed must be a whole number from 0 to 18446744073709551615; got an empty value");
  check_bad_input({"solve", "fujisan", kOne, "--max-nodes", ""}, "--max-nodes: needs a value; got an empty one");
  check_bad_input({"solve", "fujisan", kOne, "--time-limit", ""}, "--time-limit: needs a value; got an empty one");
  check_bad_input({"solve", "fujisan", "--batch", ""}, "--batch: needs a value; got an empty one");
  check_bad_input({"solve", "fujisan", ""}, "board: needs a value; got an empty one");
  check_bad_input({"playout", "fujisan", kOne, "--seed", "1", "--max-moves", ""},
                  "--max-moves: needs a value; got an empty one");
  check_bad_input({"metrics", "fujisan", kOne, "--setup", ""}, "--setup: needs a value; got an empty one");
  check_bad_input({"enumerate", "pretzel", "--suits", "2", "--ranks", "3", "--max-nodes", ""},
                  "--max-nodes: needs a value; got an empty one");
}

TEST_CASE("cli: output that cannot be written is an error (exit 1), not a silent success") {
  if (access("/dev/full", W_OK) != 0) return;  // not every system has it
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"generate", "fujisan", "--setup", "dominoes", "--seed", "1", "--count", "3"},
        std::vector<std::string>{"solve", "fujisan", kOne}, std::vector<std::string>{"games"}}) {
    const Run run = run_cli_writing_to(args, "/dev/full");
    INFO(args[0] << ": " << run.err);
    CHECK(run.exit_code == 1);
    CHECK(run.err == "puzzlelab: could not write the output (standard output failed, e.g. the disk is full)\n");
  }
  // The same run to a file that can be written succeeds.
  const TempFile out;
  CHECK(run_cli_writing_to({"generate", "fujisan", "--setup", "dominoes", "--seed", "1"}, out.path()).exit_code == 0);
  CHECK(out.read().size() == 26);
}

TEST_CASE("cli: solve --batch skips a line over 8 MiB as a bad line and goes on") {
  const TempFile file(kOne + "\n" + std::string(8 * 1024 * 1024 + 1, '5') + "\n" + kOne + "\n");
  const Run run = run_cli({"solve", "fujisan", "--batch", file.path(), "--max-nodes", "100000"});
  CHECK(run.exit_code == 2);
  CHECK(run.err.rfind("puzzlelab: 1 of 3 boards in the batch could not be solved (first: line 2: the line is longer "
                      "than 8388608 bytes",
                      0) == 0);
  const auto lines = run.out_lines();
  REQUIRE(lines.size() == 3);
  CHECK(json::parse(lines[0]).at("status") == "solved");
  const json skipped = json::parse(lines[1]);
  CHECK(skipped.at("line") == 2);
  CHECK(skipped.at("status") == "error");
  CHECK(skipped.at("error").at("code") == "line_too_long");
  CHECK(!skipped.contains("board"));
  CHECK(json::parse(lines[2]).at("line") == 3);
  // A line of exactly 8 MiB is read (and refused by the game as a board).
  const TempFile exact(std::string(8 * 1024 * 1024, '5'));
  const Run at_limit = run_cli({"solve", "fujisan", "--batch", exact.path()});
  CHECK(json::parse(at_limit.out_lines().at(0)).at("error").at("code") == "bad_board");
}

TEST_CASE("cli: a board implies its own size in every command") {
  const std::string deal = "3a,3b,2c/3d,.,2b/.,2d,2a/.,3c,.";  // 4 suits, 3 ranks
  CHECK(single_json_line(run_cli({"solve", "pretzel", deal})).at("status") == "unsolvable");
  CHECK(single_json_line(run_cli({"hint", "pretzel", deal})).contains("move"));
  CHECK(single_json_line(run_cli({"verify", "pretzel", deal})).at("legal") == true);
  CHECK(single_json_line(run_cli({"playout", "pretzel", deal, "--seed", "1"})).at("board") == deal);
  const json metrics = single_json_line(run_cli({"metrics", "pretzel", deal}));
  CHECK(metrics.at("metrics").at("ranks") == 3);
  check_bad_input({"solve", "pretzel", deal, "--ranks", "4"},
                  "the board has ranks 3 but the params give ranks 4 (leave ranks out to read the board as it is)");

  // BoxOff: the setup facts of a 6x6 board are the 6x6 grid's; an 8x8 board's are refused for 8x8.
  const Run generated = run_cli(
      {"generate", "boxoff", "--setup", "l-tiles", "--seed", "2", "--rows", "6", "--cols", "6", "--colours", "6"});
  const std::string board = generated.out_lines().at(0);
  const json facts =
      single_json_line(run_cli({"metrics", "boxoff", board, "--setup", "l-tiles", "--max-nodes", "1000"}));
  const json explicit_facts = single_json_line(run_cli({"metrics", "boxoff", board, "--setup", "l-tiles", "--max-nodes",
                                                        "1000", "--rows", "6", "--cols", "6", "--colours", "6"}));
  CHECK(facts.at("setup_facts") == explicit_facts.at("setup_facts"));
  const std::string eight = run_cli({"generate", "boxoff", "--setup", "shuffled", "--seed", "2", "--rows", "8",
                                     "--cols", "8", "--colours", "4"})
                                .out_lines()
                                .at(0);
  check_bad_input_mentions({"metrics", "boxoff", eight, "--setup", "l-tiles", "--max-nodes", "100"},
                           "a 8x8 grid fits neither");
}

TEST_CASE("cli: protocol answers one JSON line per request line, the worker's way") {
  const std::string requests = R"({"id": 1, "op": "solve", "game": "fujisan", "board": ")" + kOne + "\"}\n" +
                               "\n" +                                           // blank: ignored
                               "{\"op\": \n" +                                  // bad JSON: an error line
                               R"({"op":"games","id":1e400})" + "\n" +          // out of range: its own code
                               std::string(8 * 1024 * 1024 + 10, ' ') + "\n" +  // over the cap
                               R"({"id": "last", "op": "generate", "game": "pretzel", "setup": "shuffled", "seed": 1})";
  const Run run = run_cli({"protocol"}, requests);
  CHECK(run.exit_code == 0);
  CHECK(run.err.empty());
  const auto lines = run.out_lines();
  REQUIRE(lines.size() == 5);
  const json solved = json::parse(lines[0]);
  CHECK(solved.at("id") == 1);
  CHECK(solved.at("result").at("length") == 12);
  CHECK(json::parse(lines[1]).at("error").at("code") == "bad_json");
  CHECK(json::parse(lines[2]).at("error").at("code") == "number_out_of_range");
  CHECK(json::parse(lines[3]).at("error").at("code") == "request_too_large");
  const json last = json::parse(lines[4]);
  CHECK(last.at("id") == "last");
  CHECK(last.at("result").at("boards").size() == 1);
  // Each answer is exactly what the worker's entry point gives for the same line.
  CHECK(lines[4] == puzzlelab::handle_request_text(
                        R"({"id": "last", "op": "generate", "game": "pretzel", "setup": "shuffled", "seed": 1})"));
}

TEST_CASE("cli: protocol answers a line holding a NUL byte as bad JSON and reads on") {
  const std::string nul(1, '\0');
  // The line ends without a newline: one request, answered as bad JSON, not as id 1's games.
  const Run alone = run_cli({"protocol"}, R"({"id":1,"op":"games"})" + nul + R"({"id":2)");
  CHECK(alone.exit_code == 0);
  const auto alone_lines = alone.out_lines();
  REQUIRE(alone_lines.size() == 1);
  const json refused = json::parse(alone_lines[0]);
  CHECK(refused.at("id") == nullptr);
  CHECK(refused.at("error").at("code") == "bad_json");
  CHECK(refused.at("error").at("message") ==
        "the request is not valid JSON: parse error at line 1, column 22: a NUL byte, which JSON does not allow "
        "(inside a string, write \\u0000)");
  // Lines around a NUL line are answered as usual, in order.
  const Run around = run_cli({"protocol"}, R"({"id":1,"op":"games"})"
                                           "\n" +
                                               nul + "\n" + R"({"id":2,"op":"games"})" + nul + "garbage\n" +
                                               R"({"id":3,"op":"games"})"
                                               "\n");
  CHECK(around.exit_code == 0);
  const auto lines = around.out_lines();
  REQUIRE(lines.size() == 4);
  CHECK(json::parse(lines[0]).at("id") == 1);
  CHECK(json::parse(lines[0]).at("ok") == true);
  CHECK(json::parse(lines[1]).at("error").at("code") == "bad_json");
  CHECK(json::parse(lines[2]).at("error").at("code") == "bad_json");
  CHECK(json::parse(lines[3]).at("id") == 3);
  CHECK(json::parse(lines[3]).at("ok") == true);
}

TEST_CASE("cli: run_cli runs the CLI in-process with the given streams") {
  std::istringstream in(R"({"id": 7, "op": "games"})");
  std::ostringstream out;
  std::ostringstream err;
  CHECK(puzzlelab::cli::run_cli({"protocol"}, in, out, err) == 0);
  CHECK(json::parse(out.str()).at("id") == 7);
  CHECK(err.str().empty());

  std::istringstream none;
  std::ostringstream bad_out;
  std::ostringstream bad_err;
  CHECK(puzzlelab::cli::run_cli({"generate", "fujisan", "--setup", "dominoes", "--seed", "x"}, none, bad_out,
                                bad_err) == 2);
  CHECK(bad_out.str().empty());
  CHECK(bad_err.str() ==
        "puzzlelab: seed must be a whole number from 0 to 18446744073709551615; 'x' is not a number\n");

  // A stream that fails is reported like a full disk.
  std::ostringstream broken;
  broken.setstate(std::ios::badbit);
  std::ostringstream broken_err;
  CHECK(puzzlelab::cli::run_cli({"generate", "fujisan", "--setup", "dominoes", "--seed", "1"}, none, broken,
                                broken_err) == 1);
  CHECK(broken_err.str().find("could not write the output") != std::string::npos);
}

TEST_CASE("cli: Fruit Dating generates levels in the move range (no --setup needed: it has one) and solves them") {
  const Run levels =
      run_cli({"generate", "fruit-dating", "--seed", "4", "--count", "3", "--min-moves", "6", "--max-moves", "8"});
  REQUIRE(levels.exit_code == 0);
  const auto lines = levels.out_lines();
  REQUIRE(lines.size() == 3);
  CHECK(run_cli({"generate", "fruit-dating", "--setup", "article", "--seed", "4", "--count", "3", "--min-moves", "6",
                 "--max-moves", "8"})
            .out == levels.out);
  std::string batch;
  for (const auto& line : lines) batch += line + "\n";
  const Run solved = run_cli({"solve", "fruit-dating", "--batch", "-"}, batch);
  REQUIRE(solved.exit_code == 0);
  for (const auto& line : solved.out_lines()) {
    const json answer = json::parse(line);
    CHECK(answer.at("status") == "solved");
    CHECK(answer.at("length") == answer.at("solution").size());
    CHECK(answer.at("length").get<int>() >= 6);
    CHECK(answer.at("length").get<int>() <= 8);
  }
  check_bad_input_mentions({"generate", "fruit-dating", "--seed", "1", "--min-moves", "9", "--max-moves", "4"},
                           "min_moves (9) is above max_moves (4)");
  check_bad_input_mentions({"solve", "fruit-dating", "####/#a.#/#.z#/####"}, "row 3, column 3");
  check_bad_input_mentions({"generate", "fruit-dating", "--seed", "1", "--width", "9"}, "width");
}

TEST_CASE("cli: generate --solvable prints the seed dealt, its board and the check") {
  const json deal =
      single_json_line(run_cli({"generate", "fujisan", "--setup", "pure-random", "--seed", "0", "--solvable"}));
  CHECK(deal.at("check").at("status") == "solved");
  const std::string seed = deal.at("seeds").at(0).get<std::string>();
  const std::string board = deal.at("boards").at(0).get<std::string>();
  // The same board as plain generate gives for the seed dealt, and the solver agrees.
  CHECK(run_cli({"generate", "fujisan", "--setup", "pure-random", "--seed", seed}).out_lines().at(0) == board);
  CHECK(single_json_line(run_cli({"solve", "fujisan", board})).at("status") == "solved");
  check_bad_input({"generate", "fujisan", "--setup", "pure-random", "--seed", "0", "--solvable", "--count", "3"},
                  "a solvable deal is one board: count must be 1 with 'solvable', got 3");
  check_bad_input({"generate", "fujisan", "--setup", "pure-random", "--seed", "0", "--solvable", "--max-attempts", "0"},
                  "max_attempts must be a whole number from 1 to 100000; '0' is too small");
}

TEST_CASE("cli: daily prints the day's challenge as one JSON line, the protocol's daily result") {
  const json day = single_json_line(run_cli({"daily", "fujisan", "2026-12-01"}));
  const json op =
      puzzlelab::handle_request({{"op", "daily"}, {"game", "fujisan"}, {"date", "2026-12-01"}}).at("result");
  CHECK(day.at("board") == op.at("board"));
  CHECK(day.at("seed") == op.at("seed"));
  CHECK(day.at("link") == "#v1/daily/fujisan/2026-12-01");
  CHECK(day.at("seed_link") == "#v1/fujisan/seed/dominoes/standard/" + op.at("seed").get<std::string>());
  CHECK(day.at("check").at("status") == "solved");
  // The seed link reopens the same board.
  const Run again = run_cli({"generate", "fujisan", "--setup", "dominoes", "--seed", op.at("seed").get<std::string>()});
  CHECK(again.out == op.at("board").get<std::string>() + "\n");
  // Without a date: today's UTC date, by this machine's clock.
  const json today = single_json_line(run_cli({"daily", "boxoff"}));
  const std::string date = today.at("date");
  CHECK(date.size() == 10);
  CHECK(today.at("link") == "#v1/daily/boxoff/" + date);
}

TEST_CASE("cli: daily with bad input exits 2 with one line naming the problem") {
  check_bad_input({"daily", "fujisan", "2026-02-29"}, "the date '2026-02-29' does not exist: Feb 2026 has days 01-28");
  check_bad_input({"daily", "fujisan", "01/12/2026"},
                  "a date is written YYYY-MM-DD, e.g. 2026-12-01, not '01/12/2026'");
  check_bad_input({"daily", "fujisan", "2019-12-31"},
                  "the date '2019-12-31' is outside the daily challenge's calendar, 2020-01-01 to 2999-12-31");
  check_bad_input({"daily", "chess", "2026-12-01"}, "unknown game 'chess' (known: " + known_games() + ")");
  check_bad_input({"daily"}, "game is required");
}

TEST_CASE("cli: extreme refuses a measure the game's challenges never carry at once, exit 2 and one line") {
  const std::string boxoff_measures = "pair_equality, effort_nodes, solution_branching, solution_forced";
  // The example docs/CLI.md once gave: BoxOff's 6 x 8 tree is never walked.
  check_bad_input({"extreme", "boxoff", "--setup", "l-tiles", "--measure", "shortest_solutions", "--minimize",
                   "--challenges", "300"},
                  "boxoff's challenges have no measure 'shortest_solutions' with these params; the numeric measures "
                  "of boxoff are: " +
                      boxoff_measures);
  check_bad_input(
      {"extreme", "boxoff", "--setup", "shuffled", "--measure", "length"},
      "boxoff's challenges have no measure 'length'; the numeric measures of boxoff are: " + boxoff_measures);
  check_bad_input_mentions({"extreme", "fujisan", "--setup", "any-coin", "--measure", "board"},
                           "measure 'board' is not a number extreme can rank; the numeric measures of fujisan are: "
                           "length, counter_intuitive, ");
  check_bad_input_mentions({"extreme", "fujisan", "--setup", "any-coin", "--measure", "min_length"},
                           "measure 'min_length' is a field of fujisan's metrics, not a measure of its challenges");
}

TEST_CASE("cli: extreme's default measure finds boards for every game; seeds stop at the largest") {
  const std::vector<std::vector<std::string>> searches = {
      {"fujisan", "--setup", "any-coin"},
      {"boxoff", "--setup", "l-tiles"},
      {"pretzel", "--setup", "shuffled"},
      {"sigmar", "--setup", "linear"},
      {"fruit-dating", "--setup", "article", "--width", "5", "--height", "5", "--min-moves", "2", "--max-moves", "5"},
  };
  for (const auto& search : searches) {
    std::vector<std::string> args = {"extreme"};
    args.insert(args.end(), search.begin(), search.end());
    for (const char* more : {"--challenges", "10", "--keep", "2"}) args.push_back(more);
    CAPTURE(search.front());
    const Run run = run_cli(args);
    INFO("stderr: " << run.err);
    REQUIRE(run.exit_code == 0);
    const json result = json::parse(run.out);
    CHECK(!result.at("best").empty());
    CHECK(result.at("stopped") == "challenges");
  }
  const Run top = run_cli({"extreme", "sigmar", "--setup", "linear", "--seed", "18446744073709551614"});
  REQUIRE(top.exit_code == 0);
  const json result = json::parse(top.out);
  CHECK(result.at("stopped") == "seeds");
  CHECK(result.at("restarts") == 2);
  for (const json& b : result.at("best")) CHECK(b.at("seed").get<std::string>() >= "18446744073709551614");
}

TEST_CASE("cli: sweep axis values beyond the range are too large; a problem every point shares is said once") {
  check_bad_input({"sweep", "boxoff", "--setups", "shuffled", "--axis", "rows=1..18446744073709551616"},
                  "axis 'rows=1..18446744073709551616': '18446744073709551616' is too large (at most 1000000000)");
  check_bad_input({"sweep", "boxoff", "--setups", "shuffled", "--cols", "6", "--axis", "rows=2,4", "--trials", "1",
                   "--per-trial", "2", "--seed", "18446744073709551615"},
                  "every point of the sweep: seed 18446744073709551615 with 2 challenges per setup (trials x "
                  "per_trial) runs past the largest seed, 18446744073709551615; the seed may be at most "
                  "18446744073709551614");
}
