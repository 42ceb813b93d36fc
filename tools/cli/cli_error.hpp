// How a sub-command stops with a message: main() prints "puzzlelab: MESSAGE" as one line on
// stderr and exits with the code (2 for bad input, 1 for an internal failure).
#pragma once

#include <stdexcept>
#include <string>

namespace puzzlelab::cli {

inline constexpr int kExitBadInput = 2;
inline constexpr int kExitInternal = 1;

class CliError : public std::runtime_error {
 public:
  CliError(int exit_code, const std::string& message) : std::runtime_error(message), exit_code_(exit_code) {}
  int exit_code() const { return exit_code_; }

 private:
  int exit_code_;
};

}  // namespace puzzlelab::cli
