// `puzzlelab sat` (tools/cli/sat_command.cpp, the protocol's "sat"): the DIMACS it writes is read
// by outside SAT solvers (Debian's cadical and minisat, installed by tools/bootstrap), whose
// verdicts must be the engine's `decide` on solvable and unsolvable boards, in both encodings.
#include <doctest/doctest.h>

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "cli_in_process.hpp"
#include "core/rng.hpp"
#include "games/sigmar/portfolio.hpp"
#include "games/sigmar/rules.hpp"
#include "games/sigmar/swaps.hpp"
#include "sigmar_reference_boards.hpp"

using namespace puzzlelab;
using puzzlelab::test::cli_output;
using puzzlelab::test::run_cli_in_process;

namespace {

// The exit status of an outside solver on a DIMACS file: 10 satisfiable, 20 unsatisfiable.
int outside_solver_status(const std::string& command, const std::string& dimacs) {
  const auto file = std::filesystem::temp_directory_path() /
                    ("puzzlelab-sat-" + std::to_string(::getpid()) + "-" + std::to_string(dimacs.size()) + ".cnf");
  std::ofstream(file) << dimacs;
  const int raw = std::system((command + " '" + file.string() + "' > /dev/null 2>&1").c_str());
  std::filesystem::remove(file);
  return WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
}

}  // namespace

TEST_CASE("cli sat: outside SAT solvers read the DIMACS and agree with decide") {
  REQUIRE_MESSAGE(std::system("command -v cadical > /dev/null && command -v minisat > /dev/null") == 0,
                  "cadical and minisat are Debian packages that tools/bootstrap installs");
  std::vector<sigmar::Board> boards;
  for (const std::string& line : sigmar_reference::lines("hruska-seeds-0000-1023.txt", 1, 12))
    boards.push_back(sigmar::parse_board(line));
  // Two reference boards, a swapped one still solvable, and a swapped unsolvable one (seed 11 of
  // the SAT tests' swapped boards) after 12 moves: refuting the whole board takes the outside
  // solvers several seconds in the thesis encoding.
  struct Position {
    sigmar::Board board;
    std::vector<std::string> moves;
  };
  std::vector<Position> positions = {{boards[0], {}}, {boards[1], {}}};
  Rng rng4(4, 9);
  positions.push_back({sigmar::swap_marbles(boards[4], 3, rng4), {}});
  Rng rng11(11, 9);
  Position dead{sigmar::swap_marbles(boards[11], 3, rng11), {}};
  sigmar::Board played = dead.board;
  for (int k = 0; k < 12; ++k) {
    const sigmar::Move m = sigmar::legal_moves(played).front();
    dead.moves.push_back(sigmar::format_move(m));
    sigmar::apply(played, m);
  }
  positions.push_back(dead);
  int unsolvable = 0;
  for (const Position& p : positions) {
    sigmar::Board reached = p.board;
    for (const std::string& m : p.moves) sigmar::apply(reached, sigmar::parse_move(m));
    const Status decided = sigmar::decide(reached, Budget{}).result.status;
    REQUIRE(decided != Status::unknown);
    unsolvable += decided == Status::unsolvable;
    const int want = decided == Status::solved ? 10 : 20;
    for (const std::string encoding : {"compact", "thesis"}) {
      std::vector<std::string> args = {"sat", "sigmar", sigmar::format_board(p.board)};
      args.insert(args.end(), p.moves.begin(), p.moves.end());
      args.insert(args.end(), {"--encoding", encoding});
      const std::string dimacs = cli_output(args);
      CHECK(dimacs.find("c encoding: " + encoding) != std::string::npos);
      CHECK(dimacs.find("\np cnf ") != std::string::npos);
      CHECK_MESSAGE(outside_solver_status("cadical -q", dimacs) == want, args[2] << ' ' << encoding);
      CHECK_MESSAGE(outside_solver_status("minisat", dimacs) == want, args[2] << ' ' << encoding);
    }
  }
  CHECK(unsolvable == 1);
}

TEST_CASE("cli sat: the header names the board and the moves, a position after moves is encoded") {
  const std::string line = sigmar_reference::lines("hruska-seeds-0000-1023.txt", 1, 1).at(0);
  const std::string dimacs = cli_output({"sat", "sigmar", line});
  CHECK(dimacs.rfind("c Sigmar's Garden board " + line + "\nc encoding: compact", 0) == 0);
  CHECK(dimacs.find("\nc move ") != std::string::npos);
  // After one legal move the formula is of the smaller position, and still satisfiable.
  const sigmar::Board board = sigmar::parse_board(line);
  const std::string first = sigmar::format_move(sigmar::legal_moves(board).front());
  const std::string after = cli_output({"sat", "sigmar", line, first, "--encoding", "thesis"});
  CHECK(after.size() < cli_output({"sat", "sigmar", line, "--encoding", "thesis"}).size());
}

TEST_CASE("cli sat: bad input is named, nothing written") {
  const auto bad = [](const std::vector<std::string>& args, const std::string& gist) {
    const auto run = run_cli_in_process(args);
    INFO("stderr: " << run.err);
    CHECK(run.exit_code == 2);
    CHECK(run.out.empty());
    CHECK(run.err.find(gist) != std::string::npos);
  };
  bad({"sat", "sigmar", "abc"}, "91");
  const std::string line = sigmar_reference::lines("hruska-seeds-0000-1023.txt", 1, 1).at(0);
  bad({"sat", "sigmar", line, "--encoding", "dense"}, "unknown encoding 'dense' for sigmar (known: compact, thesis)");
  bad({"sat", "sigmar", line, "a1"}, "move 1 of 1 ('a1') is illegal");
  bad({"sat", "fujisan", "342020021315/135132442540"}, "fujisan has no SAT encoding");
  bad({"sat", "chess", "1"}, "unknown game 'chess'");
}
