// Arbitrary arguments into the CLI, run in-process (tools/cli/run_cli.hpp): the input is split at
// NUL bytes into argv. Whatever the arguments, the CLI answers with exit 0, or exit 2 and exactly
// one printable line "puzzlelab: ..." on stderr; exit 1 (an internal failure), a crash, a
// sanitizer report or a hang is a bug.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "run_cli.hpp"

namespace {

bool starts_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

// The arguments to run, or nothing for inputs the harness must not run: a --batch that names a
// file (the fuzzer would read the machine's files, /dev/zero among them). Budgets and --count are
// replaced by small ones so that a valid search or a large generation does not slow the fuzzer to
// a crawl; our budget goes right after the command, before any "--" that would make it positional.
// Experiments get two challenges per setup and one thread the same way.
bool arguments(std::string_view data, std::vector<std::string>& args) {
  std::vector<std::string> given;
  std::size_t start = 0;
  for (;;) {
    const auto end = data.find('\0', start);
    given.emplace_back(data.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  // merge reads the files it is given (the machine's, /dev/zero among them): not run.
  if (given[0] == "merge") return false;
  args = {given[0]};
  const bool searches = given[0] == "solve" || given[0] == "hint" || given[0] == "metrics" || given[0] == "enumerate";
  if (searches) args.insert(args.end(), {"--max-nodes", "20000", "--time-limit", "0.2"});
  // An experiment (or a preset's 3,000 challenges) shrinks to two challenges per setup, one thread.
  const bool experiment = given[0] == "experiment";
  if (experiment) args.insert(args.end(), {"--trials", "1", "--per-trial", "2", "--max-nodes", "20000"});
  for (std::size_t i = 1; i < given.size(); ++i) {
    const std::string& arg = given[i];
    if (starts_with(arg, "--batch")) {
      if (arg != "--batch" || i + 1 >= given.size() || given[i + 1] != "-") return false;
    }
    const bool replaced = starts_with(arg, "--max-nodes") || starts_with(arg, "--time-limit") || starts_with(arg, "--count") ||
                          (experiment && (starts_with(arg, "--trials") || starts_with(arg, "--per-trial") ||
                                          starts_with(arg, "--jobs")));
    if (replaced) {
      if (arg.find('=') == std::string::npos) ++i;  // its value is the next argument
      continue;
    }
    args.push_back(arg);
  }
  return true;
}

bool one_printable_line(const std::string& text) {
  if (text.empty() || text.back() != '\n') return false;
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x20 || byte >= 0x7F) return false;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<std::string> args;
  if (!arguments(std::string_view(reinterpret_cast<const char*>(data), size), args)) return 0;
  std::istringstream in("554344221335/311400512200\n");  // what --batch - reads
  std::ostringstream out;
  std::ostringstream err;
  const int status = puzzlelab::cli::run_cli(args, in, out, err);
  if (status == 0) return 0;
  if (status != 2) __builtin_trap();
  const std::string message = err.str();
  if (!starts_with(message, "puzzlelab: ") || !one_printable_line(message)) __builtin_trap();
  return 0;
}
