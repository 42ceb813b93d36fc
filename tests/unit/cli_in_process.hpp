// The CLI run in this process (cli::run_cli over string streams): what a test needs to check a
// command's exit code and both outputs without starting the binary. cli_test.cpp runs the real
// binary instead, where the process itself (exit status, a closed stdout) is what it checks.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "run_cli.hpp"

namespace puzzlelab::test {

struct CliRun {
  int exit_code = -1;
  std::string out;
  std::string err;
};

inline CliRun run_cli_in_process(const std::vector<std::string>& args, std::istream& in) {
  std::ostringstream out, err;
  CliRun run;
  run.exit_code = cli::run_cli(args, in, out, err);
  run.out = out.str();
  run.err = err.str();
  return run;
}

inline CliRun run_cli_in_process(const std::vector<std::string>& args, const std::string& input = "") {
  std::istringstream in(input);
  return run_cli_in_process(args, in);
}

// The standard output of a command that must succeed.
inline std::string cli_output(const std::vector<std::string>& args) {
  const CliRun run = run_cli_in_process(args);
  INFO("stderr: " << run.err);
  REQUIRE(run.exit_code == 0);
  return run.out;
}

}  // namespace puzzlelab::test
