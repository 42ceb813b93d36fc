// Arbitrary arguments and files into the CLI, run in-process (tools/cli/run_cli.hpp). The input is
// sections separated by the byte 0x01: the first holds the arguments, NUL-separated; the others
// are files, written to a scratch folder, which an argument "@1", "@2", ... names (so
// `solve GAME --batch @1` and `merge @1 @2` read the fuzzer's files) and of which the first is also
// standard input (`--batch -`, `protocol`). Whatever the arguments, the CLI answers with exit 0, or
// exit 2 and exactly one printable line "puzzlelab: ..." on stderr; exit 1 (an internal failure),
// a crash, a sanitizer report, a hang or a command that holds more memory at once than an input
// may (heap_watch.hpp) is a bug.
#include <unistd.h>

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_checks.hpp"
#include "heap_watch.hpp"
#include "run_cli.hpp"

namespace {

using namespace puzzlelab;

constexpr std::size_t kMaxFiles = 4;

bool starts_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

std::vector<std::string> split(std::string_view text, char separator) {
  std::vector<std::string> parts;
  for (;;) {
    const auto end = text.find(separator);
    parts.emplace_back(text.substr(0, end));
    if (end == std::string_view::npos) return parts;
    text.remove_prefix(end + 1);
  }
}

// The scratch folder, made once per process.
const std::string& scratch_folder() {
  static const std::string folder = [] {
    std::string pattern = (std::getenv("TMPDIR") ? std::string(std::getenv("TMPDIR")) : std::string("/tmp")) +
                          "/puzzlelab-cli-fuzz-XXXXXX";
    if (mkdtemp(pattern.data()) == nullptr) fuzz::fail("cannot make a scratch folder");
    return pattern;
  }();
  return folder;
}

std::string file_path(std::size_t index) { return scratch_folder() + "/" + std::to_string(index); }

// "@k" for a file the input holds: its path.
bool file_reference(const std::string& arg, std::size_t files, std::string& path) {
  if (arg.size() != 2 || arg[0] != '@' || arg[1] < '1' || static_cast<std::size_t>(arg[1] - '0') > files) return false;
  path = file_path(static_cast<std::size_t>(arg[1] - '0'));
  return true;
}

// Budgets and sizes are kept small, so that a valid search or a large generation does not slow the
// fuzzer to a crawl: a value above its cap is replaced by the cap, any other (zero, text, a
// fraction) goes through for the CLI to check.
struct Cap {
  std::string_view flag;
  double most;
  std::string_view written;
};
constexpr Cap kCaps[] = {{"--max-nodes", 20000, "20000"},
                         {"--time-limit", 0.2, "0.2"},
                         {"--count", 20, "20"},
                         {"--max-attempts", 5, "5"},
                         {"--challenges", 4, "4"},
                         {"--patience", 2, "2"},
                         {"--trials", 1, "1"},
                         {"--per-trial", 2, "2"},
                         {"--jobs", 2, "2"}};

std::string capped(const Cap& cap, const std::string& value) {
  double number = 0;
  const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), number);
  if (error == std::errc() && end == value.data() + value.size() && number > cap.most) return std::string(cap.written);
  return value;
}

const Cap* cap_of(std::string_view arg) {
  for (const Cap& cap : kCaps)
    if (arg == cap.flag || starts_with(arg, std::string(cap.flag) + "=")) return &cap;
  return nullptr;
}

// The arguments to run, or false for inputs the harness must not run: a file argument that is not
// one of the input's files (the fuzzer would read the machine's files, /dev/zero among them).
bool arguments(const std::vector<std::string>& given, std::size_t files, std::vector<std::string>& args) {
  const std::string& command = given[0];
  args = {command};
  bool budget_given = false, time_given = false, trials_given = false, per_trial_given = false,
       challenges_given = false;
  for (std::size_t i = 1; i < given.size(); ++i) {
    std::string arg = given[i];
    std::string path;
    if (file_reference(arg, files, path)) {
      args.push_back(path);
      continue;
    }
    if (command == "merge" && (arg == "--" || !starts_with(arg, "-"))) return false;
    if (arg == "--batch" && i + 1 < given.size()) {
      if (given[i + 1] != "-" && !file_reference(given[i + 1], files, path)) return false;
      args.insert(args.end(), {arg, given[i + 1] == "-" ? "-" : path});
      ++i;
      continue;
    }
    if (starts_with(arg, "--batch=")) {
      const std::string value = arg.substr(8);
      if (value != "-" && !file_reference(value, files, path)) return false;
      args.push_back(value == "-" ? arg : "--batch=" + path);
      continue;
    }
    if (const Cap* cap = cap_of(arg)) {
      budget_given |= cap->flag == "--max-nodes";
      time_given |= cap->flag == "--time-limit";
      trials_given |= cap->flag == "--trials";
      per_trial_given |= cap->flag == "--per-trial";
      challenges_given |= cap->flag == "--challenges";
      if (arg.size() > cap->flag.size()) {
        args.push_back(std::string(cap->flag) + "=" + capped(*cap, arg.substr(cap->flag.size() + 1)));
      } else {
        args.push_back(arg);
        if (i + 1 < given.size()) args.push_back(capped(*cap, given[++i]));
      }
      continue;
    }
    args.push_back(arg);
  }
  // What is not given gets a small value, right after the command (before any "--" that would make
  // it positional).
  std::vector<std::string> small;
  const bool budgeted = command == "solve" || command == "hint" || command == "metrics" || command == "enumerate" ||
                        command == "generate" || command == "trace" || command == "render" || command == "sat" ||
                        command == "extreme";
  const bool experiments = command == "experiment" || command == "sweep";
  // An experiment's searches get fewer nodes: it takes no time limit, and Fruit Dating's generator
  // solves every level it draws.
  if (budgeted && !budget_given) small.insert(small.end(), {"--max-nodes", "20000"});
  if (experiments && !budget_given) small.insert(small.end(), {"--max-nodes", "5000"});
  if (budgeted && !time_given) small.insert(small.end(), {"--time-limit", "0.2"});
  if (experiments && !trials_given) small.insert(small.end(), {"--trials", "1"});
  if (experiments && !per_trial_given) small.insert(small.end(), {"--per-trial", "1"});
  if (command == "extreme" && !challenges_given) small.insert(small.end(), {"--challenges", "4"});
  // `daily` takes no budget (its deal must not depend on one: game/daily.hpp) and some deals are
  // long under the sanitizers (a Rush Hour day's constructed board: 0.45 s natively, 13 s here, past
  // the fuzzer's 10 s timeout). As in the protocol target, a budget makes it refuse once its
  // arguments are read; the protocol target reads the game and the date, and the unit tests deal.
  if (command == "daily") small.insert(small.end(), {"--max-nodes", "20000"});
  args.insert(args.begin() + 1, small.begin(), small.end());
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

// `protocol` answers each line of standard input: each gets the small budget too.
std::string protocol_input(const std::string& text) {
  std::string out;
  for (const std::string& line : split(text, '\n')) out += fuzz::with_small_budget(line) + '\n';
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<std::string> sections = split(fuzz::text_of(data, size), '\x01');
  if (sections.size() > kMaxFiles + 1) sections.resize(kMaxFiles + 1);
  const std::size_t files = sections.size() - 1;
  for (std::size_t i = 1; i <= files; ++i) std::ofstream(file_path(i), std::ios::binary) << sections[i];
  std::vector<std::string> args;
  if (!arguments(split(sections[0], '\0'), files, args)) return 0;
  const std::string standard_input = files == 0 ? std::string() : sections[1];
  std::istringstream in(args[0] == "protocol" ? protocol_input(standard_input) : standard_input);
  std::ostringstream out;
  std::ostringstream err;
  fuzz::HeapWatch::start();
  const int status = cli::run_cli(args, in, out, err);
  fuzz::HeapWatch::check("the command");
  if (status == 0) return 0;
  const std::string message = err.str();
  if (status != 2) fuzz::fail("exit status " + std::to_string(status) + ": " + message);
  if (!starts_with(message, "puzzlelab: ") || !one_printable_line(message))
    fuzz::fail("exit 2 without one printable line 'puzzlelab: ...' on stderr: " + message);
  return 0;
}
