// Where a run of the CLI reads and writes: the process's stdin and stdout in `puzzlelab`, string
// streams when tests and the fuzzer run the CLI in-process (run_cli.hpp).
#pragma once

#include <istream>
#include <ostream>

namespace puzzlelab::cli {

struct CliIo {
  std::istream& in;
  std::ostream& out;
};

}  // namespace puzzlelab::cli
