#include "regular_file.hpp"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli_error.hpp"
#include "core/quote.hpp"

namespace puzzlelab::cli {

namespace {

[[noreturn]] void refuse(const std::string& message) { throw CliError(kExitBadInput, message); }

std::string kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISFIFO(mode)) return "a pipe";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

// "batch file 'x'"
std::string named(std::string_view noun, const std::string& path) {
  return std::string(noun) + " " + quote_input(path);
}

[[noreturn]] void too_large(std::string_view noun, const std::string& path, const std::string& size,
                            std::uint64_t max_bytes) {
  refuse(named(noun, path) + " is " + size + " bytes, over the limit of " + std::to_string(max_bytes));
}

void check(const std::string& path, const struct stat& info, std::uint64_t max_bytes, std::string_view noun) {
  if (!S_ISREG(info.st_mode)) refuse(named(noun, path) + " is " + kind_of(info.st_mode) + ", not a regular file");
  if (static_cast<std::uint64_t>(info.st_size) > max_bytes)
    too_large(noun, path, std::to_string(info.st_size), max_bytes);
}

[[noreturn]] void cannot_open(std::string_view noun, const std::string& path, int error) {
  refuse("cannot open " + named(noun, path) + ": " + std::strerror(error));
}

// Closes the descriptor on every way out.
struct Descriptor {
  int fd;
  ~Descriptor() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

std::string read_regular_file(const std::string& path, std::uint64_t max_bytes, std::string_view noun) {
  // Non-blocking, so that opening a pipe with no writer returns at once (and is then refused).
  const Descriptor file{::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK)};
  if (file.fd < 0) cannot_open(noun, path, errno);
  struct stat info {};
  if (::fstat(file.fd, &info) != 0) cannot_open(noun, path, errno);
  check(path, info, max_bytes, noun);
  std::string text;
  text.reserve(static_cast<std::size_t>(info.st_size));
  char buffer[1 << 16];
  for (;;) {
    const ssize_t got = ::read(file.fd, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) refuse("could not read " + named(noun, path) + " to the end: " + std::strerror(errno));
    if (got == 0) return text;
    // The file grew since it was checked: its size is checked again as it is read.
    if (text.size() + static_cast<std::size_t>(got) > max_bytes)
      too_large(noun, path, "more than " + std::to_string(max_bytes), max_bytes);
    text.append(buffer, static_cast<std::size_t>(got));
  }
}

void check_regular_file(const std::string& path, std::uint64_t max_bytes, std::string_view noun) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) cannot_open(noun, path, errno);
  check(path, info, max_bytes, noun);
}

}  // namespace puzzlelab::cli
