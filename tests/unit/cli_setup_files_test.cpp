// `puzzlelab setups` and --setup-file (docs/SETUPS.md), run in-process: the listing, a setup
// printed as a description, that description read back from a file dealing the built-in setup's
// boards, an experiment comparing it beside --setups, and files refused by name; a described setup
// written inline in --setups (its commas do not split it) or read from a file, swept over a number
// of its description (--axis LABEL/POINTER=...), and bad inline descriptions refused by name.
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

using puzzlelab::test::cli_output;
using puzzlelab::test::CliRun;
using puzzlelab::test::run_cli_in_process;

// A file under /tmp holding `text`, removed again.
class SetupFile {
 public:
  explicit SetupFile(const std::string& text) {
    char name[] = "/tmp/puzzlelab_setup_file_XXXXXX";
    const int fd = mkstemp(name);
    REQUIRE(fd >= 0);
    close(fd);
    path_ = name;
    std::ofstream(path_, std::ios::binary) << text;
  }
  ~SetupFile() { std::remove(path_.c_str()); }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// Bad input: exit 2, nothing on stdout, the message on stderr.
void check_setup_refused(const CliRun& result, const std::string& message) {
  INFO("stderr: " << result.err);
  CHECK(result.exit_code == 2);
  CHECK(result.out.empty());
  CHECK(result.err == "puzzlelab: " + message + "\n");
}

}  // namespace

TEST_CASE("cli setups: the list, and one setup as a description that --setup-file deals alike") {
  const std::string list = cli_output({"setups", "sigmar"});
  CHECK(list.find("linear: ") == 0);
  CHECK(list.find("\npair-stack: ") != std::string::npos);

  const std::string printed = cli_output({"setups", "sigmar", "--template", "wheel", "--describe", "pair-stack"});
  const json description = json::parse(printed);
  CHECK(description["name"] == "pair-stack-described");
  CHECK(description["template"] == "wheel");
  CHECK(printed.find("\n  \"") != std::string::npos);  // pretty: one field a line

  const SetupFile file(printed);
  const std::string by_name =
      cli_output({"generate", "sigmar", "--template", "wheel", "--setup", "pair-stack", "--seed", "3", "--count", "4"});
  CHECK(cli_output({"generate", "sigmar", "--setup-file", file.path(), "--seed", "3", "--count", "4"}) == by_name);
  const json traced = json::parse(cli_output({"trace", "sigmar", "--setup-file", file.path(), "--seed", "3"}));
  CHECK(traced["board"].get<std::string>() + "\n" == by_name.substr(0, by_name.find('\n') + 1));
  CHECK(traced["setup"] == json(description.dump()));

  // Beside --setups in an experiment: each keyed by its label, the description kept.
  const json doc = json::parse(cli_output({"experiment", "sigmar", "--template", "wheel", "--setups", "linear",
                                           "--setup-file", file.path(), "--trials", "2", "--per-trial", "2"}));
  CHECK(doc["experiment"]["setups"] == json{"linear", "pair-stack-described"});
  CHECK(doc["experiment"]["setup_descriptions"]["pair-stack-described"] == description);
  CHECK(doc["setups"].contains("pair-stack-described"));
}

TEST_CASE("cli setups: bad files and bad descriptions are refused naming the file") {
  check_setup_refused(run_cli_in_process({"generate", "sigmar", "--setup-file", "/tmp", "--seed", "1"}),
                      "setup file '/tmp' is a directory, not a regular file");
  const SetupFile not_json("{\"name\": ");
  const CliRun broken = run_cli_in_process({"trace", "sigmar", "--setup-file", not_json.path(), "--seed", "1"});
  CHECK(broken.exit_code == 2);
  CHECK(broken.err.find("puzzlelab: setup file '" + not_json.path() + "': ") == 0);
  // A good description with a NUL and garbage after it is not a description.
  const SetupFile nul_garbage(R"({"name": "mine", "generator": "linear"})" + std::string(1, '\0') + "garbage");
  check_setup_refused(
      run_cli_in_process({"generate", "sigmar", "--setup-file", nul_garbage.path(), "--seed", "1"}),
      "setup file '" + nul_garbage.path() +
          "': the setup description is not valid JSON: parse error at line 1, column 40: a NUL byte, which JSON "
          "does not allow (inside a string, write \\u0000)");
  const SetupFile trailing(R"({"name": "mine", "generator": "linear"} {"name": "more"})");
  const CliRun two = run_cli_in_process({"generate", "sigmar", "--setup-file", trailing.path(), "--seed", "1"});
  CHECK(two.exit_code == 2);
  CHECK(two.err.find("': the setup description is not valid JSON: parse error at line 1, column 41: ") !=
        std::string::npos);
  const SetupFile bad_field(R"({"name": "mine", "generator": "linear", "attempts": 3})");
  check_setup_refused(
      run_cli_in_process({"generate", "sigmar", "--setup-file", bad_field.path(), "--seed", "1"}),
      "setup file '" + bad_field.path() + "': sigmar setup field \"attempts\": is not read by the linear generator");
  const SetupFile good(R"({"name": "mine", "generator": "linear"})");
  check_setup_refused(
      run_cli_in_process({"generate", "sigmar", "--setup", "linear", "--setup-file", good.path(), "--seed", "1"}),
      "give --setup or --setup-file, not both");
  check_setup_refused(run_cli_in_process({"trace", "sigmar", "--seed", "1"}), "--setup is required");
  const CliRun twice = run_cli_in_process({"experiment", "sigmar", "--setup-file", good.path(), "--setup-file",
                                           good.path(), "--trials", "1", "--per-trial", "1"});
  CHECK(twice.exit_code == 2);
  CHECK(twice.err.find("two setups are called 'mine'") != std::string::npos);
  const CliRun unknown = run_cli_in_process({"setups", "sigmar", "--describe", "spiral"});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("unknown setup 'spiral'") != std::string::npos);
}

TEST_CASE("cli sweep: a described setup inline or from a file, swept over a number in it") {
  // Pretzel's suits cut into B bands: B = 1 deals as Shuffled does, B = 4 every card in its home row.
  const std::string inline_setup = R"({"name":"suit-bands","cells":{"suits":{"bands":1}}})";
  const std::vector<std::string> sizes = {"--trials", "2", "--per-trial", "10", "--seed", "3"};
  std::vector<std::string> args = {
      "sweep", "pretzel", "--setups", "shuffled," + inline_setup, "--axis", "suit-bands/cells/suits/bands=1,4"};
  args.insert(args.end(), sizes.begin(), sizes.end());
  const json doc = json::parse(cli_output(args));
  CHECK(doc["setup_labels"] == json{"shuffled", "suit-bands"});
  REQUIRE(doc["points"].size() == 2);
  CHECK(doc["points"][0]["values"] == json{{"suit-bands/cells/suits/bands", 1}});
  CHECK(doc["points"][1]["values"] == json{{"suit-bands/cells/suits/bands", 4}});
  // The protocol's sweep of the same request, the description an object: the same document.
  const json response = puzzlelab::handle_request(
      {{"op", "sweep"},
       {"game", "pretzel"},
       {"setups", {"shuffled", json::parse(inline_setup)}},
       {"axes", {{{"setup", "suit-bands"}, {"pointer", "/cells/suits/bands"}, {"values", {1, 4}}}}},
       {"trials", "2"},
       {"per_trial", "10"},
       {"seed", "3"}});
  REQUIRE(response["ok"] == true);
  CHECK(response["result"] == doc);
  // Each point deals the description with its value: the experiment of that description.
  for (const int bands : {1, 4}) {
    json described = json::parse(inline_setup);
    described["cells"]["suits"]["bands"] = bands;
    std::vector<std::string> experiment = {"experiment", "pretzel", "--setups", "shuffled," + described.dump()};
    experiment.insert(experiment.end(), sizes.begin(), sizes.end());
    const json plain = json::parse(cli_output(experiment));
    const json& point = doc["points"][bands == 1 ? 0 : 1]["setups"]["suit-bands"];
    CHECK(point["solvable"] == plain["setups"]["suit-bands"]["solvable"]);
    CHECK(point["length_mean"] == plain["setups"]["suit-bands"]["length_mean"]);
  }
  CHECK(doc["points"][0]["setups"]["suit-bands"]["length_mean"] !=
        doc["points"][1]["setups"]["suit-bands"]["length_mean"]);

  // The same setup from a file (normalized, every field written out): the same figures.
  const SetupFile file(inline_setup);
  std::vector<std::string> from_file = {"sweep",        "pretzel",   "--setups", "shuffled",
                                        "--setup-file", file.path(), "--axis",   "suit-bands/cells/suits/bands=1,4"};
  from_file.insert(from_file.end(), sizes.begin(), sizes.end());
  const json filed = json::parse(cli_output(from_file));
  CHECK(filed["points"] == doc["points"]);
  CHECK(filed["sweep"]["setups"][1].get<std::string>().find(R"("bands":1)") != std::string::npos);
  // Sharded and merged: the same bytes.
  const SetupFile shard_one(cli_output([&] {
    auto a = from_file;
    a.insert(a.end(), {"--shard", "1/2"});
    return a;
  }()));
  const SetupFile shard_two(cli_output([&] {
    auto a = from_file;
    a.insert(a.end(), {"--shard", "2/2"});
    return a;
  }()));
  CHECK(json::parse(cli_output({"merge", shard_two.path(), shard_one.path()})) == filed);
}

TEST_CASE("cli sweep and experiment: bad inline descriptions and pointers are refused naming them") {
  const std::vector<std::string> sizes = {"--trials", "1", "--per-trial", "1"};
  const auto sweep = [&](const std::string& setups, const std::string& axis) {
    std::vector<std::string> args = {"sweep", "pretzel", "--setups", setups, "--axis", axis};
    args.insert(args.end(), sizes.begin(), sizes.end());
    return run_cli_in_process(args);
  };
  check_setup_refused(sweep(R"(shuffled,{"name":"b","cells":{"suits":{"bands":1}})", "b/cells/suits/bands=1,2"),
                      R"(setup 2, the description '{"name":"b","cells":{"suits":{"bands":1}}', never closes: a '}' )"
                      "is missing");
  const CliRun not_json = sweep(R"(shuffled,{"name":"b",cells})", "b/cells=1");
  CHECK(not_json.exit_code == 2);
  CHECK(not_json.err.find("puzzlelab: the setup description is not valid JSON: ") == 0);
  check_setup_refused(sweep(R"(shuffled,{"name":"b","cells":{"suits":{"bands":1}}})", "b/cells/ranks/bands=1,2"),
                      "axis 1: the description of b has nothing at '/cells/ranks/bands' (a field left to its default "
                      "is swept once it is written out)");
  check_setup_refused(sweep(R"(shuffled,{"name":"b","cells":{"suits":{"bands":1}}})", "c/cells/suits/bands=1,2"),
                      "axis 1: no described setup named 'c' among the setups (described: b)");
  check_setup_refused(run_cli_in_process({"sweep", "pretzel", "--axis", "ranks=3,4"}),
                      "sweep needs --setups or --setup-file");
  // experiment reads --setups alike.
  const json doc = json::parse(
      cli_output({"experiment", "pretzel", "--setups", R"({"name":"b","cells":{"suits":{"bands":2}}},shuffled)",
                  "--trials", "1", "--per-trial", "2"}));
  CHECK(doc["experiment"]["setups"] == json{"b", "shuffled"});
  CHECK(doc["experiment"]["setup_descriptions"]["b"]["cells"]["suits"]["bands"] == 2);
  check_setup_refused(run_cli_in_process({"experiment", "pretzel", "--setups", R"({"name":"b"}shuffled)"}),
                      "setup 1: 'shuffled' follows the description's closing '}'; setups are separated by commas");
}
