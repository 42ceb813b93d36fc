// Bad input anywhere (a board, a link, a parameter, a move) is reported by throwing InputError
// with a message that names the problem. The protocol turns it into a structured error, the CLI
// into one line on stderr and exit status 2, the app into a message on screen.
#pragma once

#include <stdexcept>
#include <string>

namespace puzzlelab {

class InputError : public std::runtime_error {
 public:
  // `code` is a stable machine-readable tag (e.g. "bad_board", "unknown_setup").
  InputError(std::string code, const std::string& message) : std::runtime_error(message), code_(std::move(code)) {}
  const std::string& code() const { return code_; }

 private:
  std::string code_;
};

}  // namespace puzzlelab
