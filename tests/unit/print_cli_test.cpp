// `puzzlelab render` in-process: the SVG document on stdout with and without --solution, from a
// board or a setup and seed, and bad input named on stderr with exit status 2.
#include <doctest/doctest.h>

#include <string>

#include "cli_in_process.hpp"
#include "xml_well_formed.hpp"

using puzzlelab::test::cli_output;
using puzzlelab::test::run_cli_in_process;
using puzzlelab::test::xml_problem;

TEST_CASE("cli render: a board as SVG, with the solution when asked") {
  const std::string plain = cli_output({"render", "fujisan", "342020021315/135132442540"});
  CHECK(plain.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
  CHECK(xml_problem(plain).empty());
  CHECK(plain.find("Board: 342020021315/135132442540") != std::string::npos);
  CHECK(plain.find("Solution") == std::string::npos);
  CHECK(plain.find(">Setup</text>") == std::string::npos);

  const std::string solved = cli_output({"render", "fujisan", "342020021315/135132442540", "--solution"});
  CHECK(xml_problem(solved).empty());
  CHECK(solved.find("Solution: 15 moves, the shortest solution") != std::string::npos);
  CHECK(solved.find("1. CL513: C (Crowns) moves left onto a 3") != std::string::npos);
  CHECK(solved.find("after 15. ") != std::string::npos);

  const std::string seeded = cli_output({"render", "fujisan", "--setup", "dominoes", "--seed", "7"});
  CHECK(xml_problem(seeded).empty());
  CHECK(seeded.find(">Setup</text>") != std::string::npos);
  CHECK(seeded.find("2. Domino 1:3, turned: 3 over 1 on step 1.") != std::string::npos);

  // A game with one setup needs no --setup; game parameters read as everywhere else.
  CHECK(xml_problem(cli_output({"render", "fruit-dating", "--seed", "2"})).empty());
  const std::string pretzel = cli_output({"render", "pretzel", "3a,.,2b/2a,3b,./3c,2c,.", "--suits", "3"});
  CHECK(pretzel.find("row 3: diamonds") != std::string::npos);
}

TEST_CASE("cli render: bad input is named, nothing written") {
  const auto bad = [](const std::vector<std::string>& args, const std::string& gist) {
    const auto run = run_cli_in_process(args);
    INFO("stderr: " << run.err);
    CHECK(run.exit_code == 2);
    CHECK(run.out.empty());
    CHECK(run.err.find(gist) != std::string::npos);
  };
  bad({"render", "fujisan", "34202002131/135132442540"}, "the top row has 11 characters; it needs twelve digits 0-5");
  bad({"render", "fujisan"}, "render needs a BOARD, or --seed (and --setup) to deal one");
  bad({"render", "fujisan", "--seed", "7"}, "--setup is required with --seed");
  bad({"render", "fujisan", "--setup", "dominoes"}, "--setup needs --seed");
  bad({"render", "fujisan", "--setup", "dominoes", "--seed", "7", "342020021315/135132442541"}, "is not the one setup");
  bad({"render", "fujisan", "342020021315/135132442540", "XQ"}, "move 1 of 1 ('XQ') is illegal");
  bad({"render", "chess", "1"}, "unknown game 'chess'");
}
