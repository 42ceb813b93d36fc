// The files and streams the CLI reads (merge's partial results, solve --batch): regular files
// only, each within its cap, refused by name otherwise, never read until memory or patience runs
// out. Run in-process (run_cli), with a stream of zeros that never ends standing in for
// `< /dev/zero`.
#include <doctest/doctest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_in_process.hpp"

using json = nlohmann::json;

namespace {

using puzzlelab::test::CliRun;

CliRun run(const std::vector<std::string>& args, std::istream& in) {
  return puzzlelab::test::run_cli_in_process(args, in);
}

CliRun run(const std::vector<std::string>& args) { return puzzlelab::test::run_cli_in_process(args); }

// Bad input: exit 2, nothing on stdout, one line on stderr: "puzzlelab: " + message.
void check_refused(const CliRun& result, const std::string& message) {
  INFO("stderr: " << result.err);
  CHECK(result.exit_code == 2);
  CHECK(result.out.empty());
  CHECK(result.err == "puzzlelab: " + message + "\n");
}

// A fresh directory under /tmp, removed with what was made in it.
class TempDir {
 public:
  TempDir() {
    char name[] = "/tmp/puzzlelab_cli_files_XXXXXX";
    REQUIRE(mkdtemp(name) != nullptr);
    path_ = name;
  }
  ~TempDir() {
    for (const auto& made : made_) std::remove(made.c_str());
    rmdir(path_.c_str());
  }
  const std::string& path() const { return path_; }
  std::string file(const std::string& name, const std::string& text) {
    const std::string at = made(name);
    std::ofstream(at, std::ios::binary) << text;
    return at;
  }
  std::string made(const std::string& name) {
    made_.push_back(path_ + "/" + name);
    return made_.back();
  }

 private:
  std::string path_;
  std::vector<std::string> made_;
};

// Zeros without end, as `< /dev/zero` gives.
class Zeros : public std::streambuf {
 public:
  Zeros() { setg(block_, block_, block_ + sizeof block_); }

 protected:
  int_type underflow() override {
    setg(block_, block_, block_ + sizeof block_);
    return traits_type::to_int_type(block_[0]);
  }

 private:
  char block_[1 << 16] = {};
};

}  // namespace

TEST_CASE("cli: merge reads regular files only: a device, a directory or a pipe is refused by name") {
  check_refused(run({"merge", "/dev/zero"}), "partial result '/dev/zero' is a character device, not a regular file");
  check_refused(run({"merge", "/dev/urandom"}),
                "partial result '/dev/urandom' is a character device, not a regular file");
  TempDir dir;
  check_refused(run({"merge", dir.path()}), "partial result '" + dir.path() + "' is a directory, not a regular file");
  const std::string pipe = dir.made("pipe");
  REQUIRE(mkfifo(pipe.c_str(), 0600) == 0);
  check_refused(run({"merge", pipe}), "partial result '" + pipe + "' is a pipe, not a regular file");
  // Over the cap (a sparse file: no disk is written).
  const std::string huge = dir.file("huge.json", "");
  REQUIRE(truncate(huge.c_str(), (256 << 20) + 1) == 0);
  check_refused(run({"merge", huge}), "partial result '" + huge + "' is 268435457 bytes, over the limit of 268435456");
}

TEST_CASE("cli: merge names a partial whose format or version has the wrong type") {
  TempDir dir;
  const std::string format = dir.file("f.json", "{\"format\":5}\n");
  check_refused(run({"merge", format}), "'" + format +
                                            "': not a partial experiment result (\"format\" must be the string "
                                            "\"puzzlelab-experiment-partial\", got a number)");
  const std::string version = dir.file("v.json", R"({"format":"puzzlelab-experiment-partial","version":"1"})");
  check_refused(run({"merge", version}),
                "'" + version + "': a partial result of an unknown version (\"version\" must be 1, got '1')");
  // A whole partial result with a NUL and garbage after it is not one.
  const std::string partial =
      run({"experiment", "fujisan", "--setups", "dominoes", "--trials", "1", "--per-trial", "1", "--shard", "1/1"}).out;
  REQUIRE_FALSE(partial.empty());
  CHECK(run({"merge", dir.file("whole.json", partial)}).exit_code == 0);
  const std::string nul_garbage = dir.file("nul.json", partial + std::string(1, '\0') + "garbage");
  const CliRun after_nul = run({"merge", nul_garbage});
  CHECK(after_nul.exit_code == 2);
  CHECK(after_nul.err.rfind("puzzlelab: '" + nul_garbage + "': the file is not valid JSON: parse error at line ", 0) ==
        0);
  CHECK(after_nul.err.find(": a NUL byte, which JSON does not allow") != std::string::npos);
  const std::string broken = dir.file("b.json", "{\"format\":");
  const CliRun unreadable = run({"merge", broken});
  CHECK(unreadable.exit_code == 2);
  CHECK(unreadable.err.rfind("puzzlelab: '" + broken + "': the file is not valid JSON: parse error at line 1", 0) == 0);
}

TEST_CASE("cli: merge refuses a repeated chunk as it reads it, and merges shards as before") {
  const std::vector<std::string> experiment = {"experiment", "fujisan", "--setups",    "dominoes",
                                               "--trials",   "2",       "--per-trial", "2"};
  TempDir dir;
  std::vector<std::string> files;
  for (const char* shard : {"1/2", "2/2"}) {
    std::vector<std::string> args = experiment;
    args.insert(args.end(), {"--shard", shard});
    const CliRun part = run(args);
    REQUIRE(part.exit_code == 0);
    files.push_back(dir.file("shard" + std::to_string(files.size() + 1) + ".json", part.out));
  }
  const CliRun whole = run(experiment);
  const CliRun merged = run({"merge", files[1], files[0]});
  CHECK(merged.exit_code == 0);
  CHECK(merged.out == whole.out);

  // One chunk 1,000 times (about 50 MB: a Fujisan chunk carries its correlation sums): refused at
  // its second copy, as it is read.
  const json first = json::parse(
      run({"experiment", "fujisan", "--setups", "dominoes", "--trials", "2", "--per-trial", "2", "--shard", "1/2"})
          .out);
  json repeated = first;
  for (int i = 0; i < 1'000; ++i) repeated["chunks"].push_back(first["chunks"][0]);
  const std::string copies = dir.file("copies.json", repeated.dump());
  check_refused(run({"merge", copies}), "'" + copies + "': chunk 0 appears more than once");
  // The same chunk in two files: the second file is named.
  check_refused(run({"merge", files[0], files[0]}), "'" + files[0] + "': chunk 0 appears more than once");
}

TEST_CASE("cli: solve --batch reads a regular file or standard input, within its cap") {
  TempDir dir;
  check_refused(run({"solve", "fujisan", "--batch", dir.path()}),
                "batch file '" + dir.path() + "' is a directory, not a regular file");
  check_refused(run({"solve", "fujisan", "--batch", "/dev/zero"}),
                "batch file '/dev/zero' is a character device, not a regular file");
  const std::string pipe = dir.made("pipe");
  REQUIRE(mkfifo(pipe.c_str(), 0600) == 0);
  check_refused(run({"solve", "fujisan", "--batch", pipe}), "batch file '" + pipe + "' is a pipe, not a regular file");
  const std::string huge = dir.file("huge.txt", "");
  REQUIRE(truncate(huge.c_str(), (256 << 20) + 1) == 0);
  check_refused(run({"solve", "fujisan", "--batch", huge}),
                "batch file '" + huge + "' is 268435457 bytes, over the limit of 268435456");

  // Standard input that never ends (and never ends its first line) stops at the cap.
  Zeros zeros;
  std::istream endless(&zeros);
  check_refused(run({"solve", "fujisan", "--batch", "-"}, endless),
                "standard input goes on past 268435456 bytes (in line 1), the limit of a batch: split it into "
                "smaller batches");
}

TEST_CASE("cli: --shard with a count beyond the cap is refused, not wrapped") {
  check_refused(run({"experiment", "fujisan", "--setups", "dominoes", "--trials", "2", "--per-trial", "1", "--shard",
                     "5/18446744073709551615"}),
                "an experiment splits into 1 to 1000000 shards, not 18446744073709551615");
  const CliRun last = run(
      {"experiment", "fujisan", "--setups", "dominoes", "--trials", "2", "--per-trial", "1", "--shard", "2/1000000"});
  CHECK(last.exit_code == 0);
  const json partial = json::parse(last.out);
  REQUIRE(partial["chunks"].size() == 1);
  CHECK(partial["chunks"][0]["chunk"] == 1);
}
