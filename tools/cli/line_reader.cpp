#include "line_reader.hpp"

namespace puzzlelab::cli {

bool LineReader::next(Line& line) {
  line.text.clear();
  line.too_long = false;
  line.bytes = 0;
  std::streambuf* buffer = input_.rdbuf();
  if (buffer == nullptr || !input_.good() || over_total_) return false;
  bool any = false;
  for (;;) {
    const auto c = buffer->sbumpc();
    if (c == std::char_traits<char>::eof()) {
      input_.setstate(std::ios::eofbit);
      break;
    }
    if (++total_bytes_ > max_total_bytes_) {
      over_total_ = true;
      return false;
    }
    any = true;
    if (c == '\n') break;
    if (line.too_long) continue;  // skipping the rest of a line that is already too long
    if (line.text.size() == max_bytes_) {
      line.too_long = true;
      line.bytes = max_bytes_ + 1;
      line.text.clear();
      line.text.shrink_to_fit();
      continue;
    }
    line.text += static_cast<char>(c);
  }
  if (!any) return false;
  if (!line.too_long) line.bytes = line.text.size();
  ++line_number_;
  return true;
}

}  // namespace puzzlelab::cli
