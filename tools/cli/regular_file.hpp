// The files the CLI reads (merge's partial results, solve --batch): regular files only, so that a
// directory, a device (/dev/zero, /dev/urandom) or a pipe is refused by name instead of being read
// until memory or patience runs out, and no larger than the cap the command documents.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace puzzlelab::cli {

// The whole of the regular file `path`, at most `max_bytes`. `noun` names what the file holds
// in messages ("batch file 'x' is a directory, not a regular file"). Throws
// CliError(kExitBadInput, ...) naming the file: it cannot be opened or read, is not a regular
// file (saying what it is), or is larger than the cap (giving it).
std::string read_regular_file(const std::string& path, std::uint64_t max_bytes, std::string_view noun);

// The same checks without reading, for a file read as a stream (the stream reader caps what it
// reads as well, in case the file grows).
void check_regular_file(const std::string& path, std::uint64_t max_bytes, std::string_view noun);

}  // namespace puzzlelab::cli
