// `puzzlelab validity GAME FILE...` (tools/cli/validity_command.cpp), run in-process: the same
// document the protocol's "validity" answers, and bad input refused with exit 2 and one line
// naming the problem.
#include <doctest/doctest.h>

#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "cli_in_process.hpp"

using json = nlohmann::json;

namespace {

// Record files under a fresh directory of /tmp, removed at the end.
class ValidityRecordFiles {
 public:
  ValidityRecordFiles() {
    char name[] = "/tmp/puzzlelab_validity_XXXXXX";
    REQUIRE(mkdtemp(name) != nullptr);
    dir_ = name;
  }
  ~ValidityRecordFiles() {
    for (const auto& made : made_) std::remove(made.c_str());
    rmdir(dir_.c_str());
  }
  std::string write(const std::string& name, const std::string& text) {
    made_.push_back(dir_ + "/" + name);
    std::ofstream(made_.back(), std::ios::binary) << text;
    return made_.back();
  }
  const std::string& dir() const { return dir_; }

 private:
  std::string dir_;
  std::vector<std::string> made_;
};

std::string two_board_records() {
  json records = json::array();
  const std::vector<std::pair<std::string, int>> boards = {{"554344221335/311400512200", 12},
                                                           {"523043220545/301111542403", 39}};
  for (int k = 0; k < 6; ++k) {
    const auto& [board, length] = boards[k % 2];
    records.push_back({{"game", "fujisan"},
                       {"params", json::object()},
                       {"board", board},
                       {"setup", ""},
                       {"seconds", 10 * length + k},
                       {"solved", k != 5},
                       {"moves", length},
                       {"hints", 0}});
  }
  return json{{"format", "puzzlelab-records"}, {"version", 1}, {"records", records}}.dump();
}

void validity_refused(const puzzlelab::test::CliRun& run, const std::string& start) {
  INFO("stderr: " << run.err);
  CHECK(run.exit_code == 2);
  CHECK(run.out.empty());
  CHECK(run.err.rfind("puzzlelab: " + start, 0) == 0);
  CHECK(run.err.find('\n') == run.err.size() - 1);
}

}  // namespace

TEST_CASE("cli validity: prints the protocol's document for the files given") {
  ValidityRecordFiles files;
  const std::string text = two_board_records();
  const std::string path = files.write("class-a.json", text);
  const puzzlelab::test::CliRun run =
      puzzlelab::test::run_cli_in_process({"validity", "fujisan", path, "--resamples", "300", "--seed", "5",
                                           "--max-nodes", "1000000", "--time-limit", "30"});
  INFO("stderr: " << run.err);
  REQUIRE(run.exit_code == 0);
  const json printed = json::parse(run.out);
  const json answer = puzzlelab::handle_request({{"op", "validity"},
                                                 {"game", "fujisan"},
                                                 {"files", {{{"name", path}, {"text", text}}}},
                                                 {"resamples", 300},
                                                 {"seed", "5"},
                                                 {"max_nodes", 1000000},
                                                 {"time_limit_ms", 30000}});
  REQUIRE(answer["ok"] == true);
  CHECK(printed == answer["result"]);
  CHECK(printed["files"][0]["name"] == path);
  CHECK(printed["records"]["this_game"] == 6);
  CHECK(printed["measures"]["length"]["n"] == 5);
  CHECK(printed["method"]["resamples"] == 300);
}

TEST_CASE("cli validity: bad input is refused with exit 2, naming the problem") {
  ValidityRecordFiles files;
  const std::string good = files.write("good.json", two_board_records());
  const std::string other = files.write("other.json", R"({"format": "puzzlelab-experiment"})");
  using puzzlelab::test::run_cli_in_process;
  validity_refused(run_cli_in_process({"validity", "fujisan"}), "files is required");
  validity_refused(run_cli_in_process({"validity", "fujisan", files.dir() + "/missing.json"}),
                   "cannot open record file '" + files.dir() + "/missing.json': No such file or directory");
  validity_refused(run_cli_in_process({"validity", "fujisan", files.dir()}),
                   "record file '" + files.dir() + "' is a directory, not a regular file");
  validity_refused(run_cli_in_process({"validity", "fujisan", good, other}), "file '" + other.substr(0, 20));
  CHECK(run_cli_in_process({"validity", "fujisan", good, other}).err.find("is not a record document") !=
        std::string::npos);
  validity_refused(run_cli_in_process({"validity", "fujisan", good, "--resamples", "5"}), "resamples must be");
  validity_refused(run_cli_in_process({"validity", "fujisan", good, "--seed", "x"}), "seed must be");
  validity_refused(run_cli_in_process({"validity", "fujisan", good, "--time-limit", "0"}), "--time-limit must be");
  validity_refused(run_cli_in_process({"validity", "chess", good}), "unknown game 'chess'");
}
