// Lines from a stream with a cap on their length, for the commands that read many inputs from one
// stream (solve --batch, protocol): a line longer than the cap is skipped without being held in
// memory, and reported as too long, so that one huge line costs neither memory nor the others.
#pragma once

#include <cstddef>
#include <cstdint>
#include <istream>
#include <string>

namespace puzzlelab::cli {

class LineReader {
 public:
  // `max_total_bytes` bounds the whole input: once that much is read, next() stops (over_total()),
  // so that an endless input (/dev/zero) ends even inside a line that never does.
  LineReader(std::istream& input, std::size_t max_bytes, std::uint64_t max_total_bytes = UINT64_MAX)
      : input_(input), max_bytes_(max_bytes), max_total_bytes_(max_total_bytes) {}

  struct Line {
    std::string text;       // without the '\n'; empty when too long
    bool too_long = false;  // the line had more than max_bytes bytes (it was skipped)
    std::size_t bytes = 0;  // its length, counted up to max_bytes + 1
  };

  // The next line, or false at the end of the input. A last line without '\n' still counts.
  bool next(Line& line);
  std::size_t line_number() const { return line_number_; }
  // The stream failed (not just ended) while reading.
  bool failed() const { return input_.bad(); }
  // Reading stopped at max_total_bytes, before the end of the input.
  bool over_total() const { return over_total_; }

 private:
  std::istream& input_;
  std::size_t max_bytes_;
  std::uint64_t max_total_bytes_;
  std::uint64_t total_bytes_ = 0;
  bool over_total_ = false;
  std::size_t line_number_ = 0;
};

}  // namespace puzzlelab::cli
