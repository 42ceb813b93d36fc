// The whole CLI as a function: parses the arguments, runs the sub-command and returns the exit
// status (docs/CLI.md), reading `in` and writing `out` and `err`. main() passes the process's
// streams; the tests and the fuzzer call it in-process with string streams.
#pragma once

#include <istream>
#include <ostream>
#include <string>
#include <vector>

namespace puzzlelab::cli {

// `args` without the program name, e.g. {"generate", "fujisan", "--setup", "dominoes", "--seed", "1"}.
int run_cli(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace puzzlelab::cli
