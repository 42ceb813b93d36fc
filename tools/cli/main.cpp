// puzzlelab: the command line over the protocol (docs/CLI.md). Exit status 0 on success, 2 on
// bad input and 1 on an internal failure (or output that could not be written), with exactly one
// line on stderr in both failure cases. The work is run_cli's; this only hands it the process.
#include <iostream>
#include <string>
#include <vector>

#include "run_cli.hpp"

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + (argc > 0 ? 1 : 0), argv + argc);
  return puzzlelab::cli::run_cli(args, std::cin, std::cout, std::cerr);
}
