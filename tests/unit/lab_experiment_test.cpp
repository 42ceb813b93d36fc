// Experiments (engine/lab): the same bytes for every split of the work (threads, shards, chunk
// order), golden documents for small sizes, paper comparisons, and bad experiment parameters.
#include <doctest/doctest.h>

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "game/request_fields.hpp"
#include "lab/experiment.hpp"
#include "lab/merge.hpp"
#include "lab/published.hpp"
#include "lab/spec.hpp"
#include "core/input_error.hpp"
#include "cli_in_process.hpp"
#include "test_paths.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

using test::CliRun;

CliRun run_puzzlelab(const std::vector<std::string>& args) { return test::run_cli_in_process(args); }

std::string temp_path(const std::string& stem) {
  char name[] = "/tmp/puzzlelab_lab_test_XXXXXX";
  const int fd = mkstemp(name);
  REQUIRE(fd >= 0);
  close(fd);
  return std::string(name) + "-" + stem;
}

void write_file(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

std::string read_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

lab::ExperimentSpec spec_from(const json& request) {
  RequestFields fields(request);
  lab::ExperimentSpec spec = lab::read_experiment_spec(fields, all_games());
  fields.reject_unknown("experiment");
  return spec;
}

const std::vector<std::string> kSmallFujisan = {
    "experiment", "fujisan", "--setups", "any-coin,dominoes", "--trials", "3", "--per-trial", "4", "--seed", "5"};

std::vector<std::string> with(std::vector<std::string> args, const std::vector<std::string>& more) {
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

}  // namespace

TEST_CASE("lab: the document does not depend on the order or the split of the chunks") {
  const lab::ExperimentSpec spec = spec_from({{"game", "pretzel"},
                                              {"params", {{"suits", 3}, {"ranks", 4}}},
                                              {"setups", {"shuffled", "banded-suits"}},
                                              {"trials", 3},
                                              {"per_trial", 5},
                                              {"seed", 11}});
  const Game& game = find_game(spec.game);
  std::vector<lab::ChunkResult> chunks;
  for (std::uint64_t c = 0; c < spec.chunk_count(); ++c) chunks.push_back(lab::run_chunk(spec, game, c));
  const std::string whole = lab::final_document(spec, chunks).dump();

  std::vector<lab::ChunkResult> reversed(chunks.rbegin(), chunks.rend());
  CHECK(lab::final_document(spec, reversed).dump() == whole);

  // Shards of every count, merged in reverse order, through the JSON of their partial results.
  for (std::uint64_t count : {1u, 2u, 4u, 7u}) {
    std::vector<json> partials;
    std::vector<std::string> names;
    for (std::uint64_t index = count; index >= 1; --index) {
      std::vector<lab::ChunkResult> mine;
      for (std::uint64_t c : lab::shard_chunks(spec, index, count)) mine.push_back(lab::run_chunk(spec, game, c));
      partials.push_back(json::parse(lab::partial_document(spec, mine).dump()));
      names.push_back("shard " + std::to_string(index));
    }
    CHECK(lab::merge_partials(partials, names, all_games()).dump() == whole);
  }

  // The counts add up and each trial rate is its chunk's.
  const json doc = json::parse(whole);
  const json& shuffled = doc["setups"]["shuffled"];
  CHECK(shuffled["challenges"] == 15);
  CHECK(shuffled["solved"].get<int>() + shuffled["unsolvable"].get<int>() + shuffled["unknown"].get<int>() == 15);
  CHECK(shuffled["trials"].size() == 3);
  CHECK(shuffled["trials"][1].get<double>() == doctest::Approx(static_cast<double>(chunks[1].solved) / 5));
  CHECK(doc["setups"]["banded-suits"]["trials"][0].get<double>() ==
        doctest::Approx(static_cast<double>(chunks[3].solved) / 5));
}

TEST_CASE("lab: a missing, repeated or foreign chunk is refused when merging") {
  const lab::ExperimentSpec spec =
      spec_from({{"game", "fujisan"}, {"setups", {"dominoes"}}, {"trials", 2}, {"per_trial", 2}});
  const Game& game = find_game("fujisan");
  const lab::ChunkResult c0 = lab::run_chunk(spec, game, 0);
  const lab::ChunkResult c1 = lab::run_chunk(spec, game, 1);
  const json only_first = lab::partial_document(spec, {c0});
  auto merge_message = [&](const std::vector<json>& partials) {
    try {
      lab::merge_partials(partials, {"a.json", "b.json", "c.json"}, all_games());
    } catch (const InputError& e) {
      CHECK(std::string(e.code()) == "bad_partial");
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  CHECK(merge_message({only_first}).find("chunk 1 is missing") != std::string::npos);
  CHECK(merge_message({only_first, only_first}).find("chunk 0 appears more than once") != std::string::npos);
  const lab::ExperimentSpec other =
      spec_from({{"game", "fujisan"}, {"setups", {"dominoes"}}, {"trials", 2}, {"per_trial", 2}, {"seed", 2}});
  CHECK(merge_message({only_first, lab::partial_document(other, {c1})}) ==
        "b.json: it is a different experiment from the one in a.json");
  CHECK(merge_message({json{{"format", "something"}}}).rfind("a.json: not a partial experiment result", 0) == 0);
  CHECK(merge_message({}).find("nothing to merge") != std::string::npos);
}

TEST_CASE("lab: the CLI prints the same bytes for any --jobs and any --shard split") {
  const CliRun one = run_puzzlelab(with(kSmallFujisan, {"--jobs", "1"}));
  REQUIRE(one.exit_code == 0);
  CHECK(one.err.empty());
  for (const char* jobs : {"2", "3", "8"}) CHECK(run_puzzlelab(with(kSmallFujisan, {"--jobs", jobs})).out == one.out);

  std::vector<std::string> files;
  for (int i = 1; i <= 4; ++i) {
    const CliRun shard = run_puzzlelab(with(kSmallFujisan, {"--shard", std::to_string(i) + "/4", "--jobs", "2"}));
    REQUIRE(shard.exit_code == 0);
    files.push_back(temp_path("shard" + std::to_string(i) + ".json"));
    write_file(files.back(), shard.out);
  }
  std::vector<std::string> merge_args = {"merge"};
  merge_args.insert(merge_args.end(), files.rbegin(), files.rend());
  const CliRun merged = run_puzzlelab(merge_args);
  CHECK(merged.exit_code == 0);
  CHECK(merged.out == one.out);
  // A shard left out is named.
  const CliRun partial = run_puzzlelab({"merge", files[0], files[1], files[3]});
  CHECK(partial.exit_code == 2);
  CHECK(partial.err == "puzzlelab: chunk 2 is missing\n");
  for (const auto& f : files) std::remove(f.c_str());

  const json doc = json::parse(one.out);
  CHECK(doc["format"] == "puzzlelab-experiment");
  for (const char* key : {"solvable", "trials", "random_solvable", "length_median", "length_histogram", "metrics",
                          "solvable_interval", "sp_minus_sr", "length_q1", "length_q3"})
    CHECK_MESSAGE(doc["setups"]["dominoes"].contains(key), key);
  CHECK(doc["tests"]["solvable_welch"][0]["p"].is_number());
  CHECK(doc["tests"]["length_kruskal_wallis"]["p"].is_number());
  CHECK(doc["tests"]["length_mann_whitney"][0]["p"].is_number());
  CHECK(one.out.find("\"ms\"") == std::string::npos);
}

TEST_CASE("lab: golden experiment documents") {
  // Produced by the code (the commands below, output saved as the files) and reviewed; a change
  // to generation, solving, the measures or the statistics shows up here.
  struct Golden {
    const char* file;
    std::vector<std::string> args;
  };
  const std::vector<Golden> goldens = {
      {"fujisan-small.json", with(kSmallFujisan, {})},
      {"boxoff-small.json",
       {"experiment", "boxoff", "--rows", "4", "--cols", "6", "--colours", "4", "--setups", "shuffled,l-tiles",
        "--trials", "3", "--per-trial", "10", "--seed", "7"}},
      // The Lab's browser test compares the app's Range tab with this document's expressive range.
      {"fujisan-range-small.json",
       {"experiment", "fujisan", "--setups", "engraved-tiles,dominoes", "--trials", "4", "--per-trial", "25", "--seed",
        "3", "--range", "length,connectivity", "--range", "counter_intuitive,connectivity:4x4"}},
      {"pretzel-small.json",
       {"experiment", "pretzel", "--suits", "4", "--ranks", "4", "--setups", "shuffled,sequential-suits,banded-suits",
        "--trials", "2", "--per-trial", "10", "--seed", "3"}},
  };
  for (const Golden& g : goldens) {
    const std::string path = puzzlelab::test_paths::test_data() + "/lab/" + g.file;
    const CliRun run = run_puzzlelab(g.args);
    INFO(g.file << ": " << run.err);
    REQUIRE(run.exit_code == 0);
    if (std::getenv("PUZZLELAB_WRITE_LAB_GOLDEN")) write_file(path, run.out);
    CHECK(run.out == read_file(path));
  }
}

TEST_CASE("lab: a preset runs the published study and compares with the paper") {
  const CliRun run = run_puzzlelab({"experiment", "--preset", "boxoff-4x6x4", "--trials", "2", "--per-trial", "5"});
  REQUIRE(run.exit_code == 0);
  const json doc = json::parse(run.out);
  CHECK(doc["experiment"]["preset"] == "boxoff-4x6x4");
  CHECK(doc["experiment"]["params"]["rows"] == 4);
  CHECK(doc["experiment"]["setups"] == json({"shuffled", "l-tiles", "three-colour-tiles"}));
  const lab::StudyPreset* preset = lab::find_study_preset("boxoff-4x6x4");
  REQUIRE(preset != nullptr);
  REQUIRE(doc["paper"].size() == preset->published.size());
  for (const json& entry : doc["paper"]) {
    CHECK(entry.contains("measured"));
    CHECK(entry.contains("agrees"));
    CHECK(entry["source"].get<std::string>().find("[GD-entangled]") != std::string::npos);
  }
  // The first entry: Shuffled's solvability against the paper's 27%, with its Wilson interval.
  const json& first = doc["paper"][0];
  CHECK(first["setup"] == "shuffled");
  CHECK(first["published"] == 0.27);
  CHECK(first["measured"] == doc["setups"]["shuffled"]["solvable"]);
  CHECK(first["interval"] == doc["setups"]["shuffled"]["solvable_interval"]);
  const double low = first["interval"][0], high = first["interval"][1];
  CHECK(first["agrees"] == (0.27 >= low - 0.005 && 0.27 <= high + 0.005));

  // Every preset's experiment is valid: its game, parameters and setups are accepted.
  for (const lab::StudyPreset& p : lab::study_presets()) {
    INFO(p.name);
    const lab::ExperimentSpec spec = spec_from({{"preset", p.name}});
    CHECK(spec.game == p.game);
    CHECK(spec.setups == p.setups);
    CHECK(spec.trials == p.trials);  // the preset's sizes (1,000 challenges per setup, or the study's own)
    CHECK(spec.per_trial == p.per_trial);
    for (const lab::PublishedValue& v : p.published)
      CHECK((v.setup.empty() || std::find(p.setups.begin(), p.setups.end(), v.setup) != p.setups.end()));
  }
}

TEST_CASE("lab: bad experiment parameters get a message naming the problem, exit 2") {
  struct Bad {
    std::vector<std::string> args;
    std::string message;
  };
  const std::vector<Bad> cases = {
      {{"experiment", "fujisan", "--setups", "dominos"}, "unknown setup 'dominos' for fujisan"},
      {{"experiment", "fujisan"}, "missing field 'setups'"},
      {{"experiment", "--setups", "shuffled"}, "missing field 'game' (or give a 'preset')"},
      {{"experiment", "chess", "--setups", "x"}, "unknown game 'chess'"},
      {{"experiment", "fujisan", "--setups", "dominoes,dominoes"}, "setup 'dominoes' is named twice"},
      {{"experiment", "fujisan", "--setups", "dominoes", "--trials", "0"}, "trials must be"},
      {{"experiment", "fujisan", "--setups", "dominoes", "--per-trial", "-3"}, "per_trial must be"},
      {{"experiment", "fujisan", "--setups", "dominoes", "--trials", "10000", "--per-trial", "1000000"},
       "trials x per_trial is 10000000000 challenges per setup; the limit is 100000000"},
      {{"experiment", "fujisan", "--setups", "dominoes", "--seed", "x"}, "seed must be"},
      {{"experiment", "fujisan", "--setups", "dominoes", "--trials", "2", "--per-trial", "3", "--seed",
        "18446744073709551611"},
       "seed 18446744073709551611 with 6 challenges per setup (trials x per_trial) runs past the largest seed, "
       "18446744073709551615; the seed may be at most 18446744073709551610"},
      {{"experiment", "--preset", "boxoff-9x9"}, "unknown preset 'boxoff-9x9' (known: boxoff-4x6x4"},
      {{"experiment", "fujisan", "--preset", "boxoff-4x6x4"},
       "preset 'boxoff-4x6x4' is a study of boxoff, not of fujisan"},
      {{"experiment", "fujisan", "--setups", "dominoes", "--random-solver", "walk"},
       "unknown random solver 'walk' for fujisan (known: no-repeat, cap20)"},
      {{"experiment", "boxoff", "--setups", "shuffled", "--rows", "9"}, "boxoff parameter 'rows'"},
      {{"experiment", "fujisan", "--setups", "dominoes", "--jobs", "0"}, "--jobs must be a whole number from 1 to 256"},
      {{"experiment", "fujisan", "--setups", "dominoes", "--shard", "0/3"}, "--shard must be I/N with 1 <= I <= N"},
      {{"experiment", "fujisan", "--setups", "dominoes", "--shard", "4/3"}, "--shard must be I/N with 1 <= I <= N"},
      {{"experiment", "fujisan", "--setups", "dominoes", "--shard", "two"}, "--shard must be I/N with 1 <= I <= N"},
      {{"merge", "/nonexistent/part.json"},
       "cannot open partial result '/nonexistent/part.json': No such file or directory"},
  };
  for (const Bad& b : cases) {
    const CliRun run = run_puzzlelab(b.args);
    std::string shown;
    for (const auto& a : b.args) shown += a + " ";
    INFO(shown << "\nstderr: " << run.err);
    CHECK(run.exit_code == 2);
    CHECK(run.out.empty());
    CHECK(run.err.rfind("puzzlelab: ", 0) == 0);
    CHECK(run.err.find(b.message) != std::string::npos);
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
  }
}

TEST_CASE("lab: the merge op combines chunk results into the unsplit document, as a page's workers do") {
  const json request = {{"op", "experiment"}, {"game", "fujisan"}, {"setups", {"any-coin", "dominoes"}},
                        {"trials", 3},        {"per_trial", 4},    {"seed", "5"}};
  const json whole = handle_request(request);
  REQUIRE(whole["ok"] == true);
  // One request per chunk, in any order, as the worker pool hands them out.
  json partials = json::array();
  for (int c : {4, 0, 5, 2, 1, 3}) {
    json one = request;
    one["chunks"] = {c};
    const json response = handle_request(one);
    REQUIRE(response["ok"] == true);
    partials.push_back(response["result"]);
  }
  const json merged = handle_request(json{{"op", "merge"}, {"partials", partials}});
  REQUIRE(merged["ok"] == true);
  CHECK(merged["result"].dump() == whole["result"].dump());

  json missing = partials;
  missing.erase(missing.begin() + 2);
  const json refused = handle_request(json{{"op", "merge"}, {"partials", missing}});
  CHECK(refused["error"]["code"] == "bad_partial");
  CHECK(refused["error"]["message"] == "chunk 5 is missing");  // the third listed
  json twice = partials;
  twice.push_back(partials[0]);
  CHECK(handle_request(json{{"op", "merge"}, {"partials", twice}})["error"]["message"] ==
        "partial 7: chunk 4 appears more than once");
  CHECK(handle_request(json{{"op", "merge"}, {"partials", json::array()}})["error"]["code"] == "bad_partial");
  CHECK(handle_request(json{{"op", "merge"}, {"partials", {{{"format", "x"}}}}})["error"]["message"] ==
        "partial 1: not a partial experiment result (\"format\" is not \"puzzlelab-experiment-partial\")");
  CHECK(handle_request(json{{"op", "merge"}})["error"]["code"] == "missing_field");
  CHECK(handle_request(json{{"op", "merge"}, {"partials", 3}})["error"]["code"] == "wrong_type");
  CHECK(handle_request(json{{"op", "merge"}, {"partials", partials}, {"chunks", {1}}})["error"]["code"] ==
        "unknown_field");
}

TEST_CASE("lab: the experiment op answers chunks as partial results, the web worker's unit") {
  const json request = {{"op", "experiment"},
                        {"game", "boxoff"},
                        {"params", {{"rows", 4}, {"cols", 6}, {"colours", 4}}},
                        {"setups", {"shuffled"}},
                        {"trials", 3},
                        {"per_trial", 4},
                        {"seed", "9"},
                        {"chunks", {2, 0}}};
  const json response = handle_request(request);
  REQUIRE(response["ok"] == true);
  const json& partial = response["result"];
  CHECK(partial["format"] == "puzzlelab-experiment-partial");
  REQUIRE(partial["chunks"].size() == 2);
  CHECK(partial["chunks"][0]["chunk"] == 2);
  CHECK(partial["chunks"][0]["challenges"] == 4);

  json bad = request;
  bad["chunks"] = {3};
  const json refused = handle_request(bad);
  CHECK(refused["error"]["code"] == "bad_experiment");
  bad["chunks"] = {1, 2, 1};
  CHECK(handle_request(bad)["error"]["message"] == "chunk 1 is listed twice");
  bad = request;
  bad.erase("chunks");
  bad["preset"] = "nope";
  CHECK(handle_request(bad)["error"]["code"] == "unknown_preset");
  bad = request;
  bad["random_solver"] = "nope";
  CHECK(handle_request(bad)["error"]["code"] == "unknown_random_solver");
  bad = request;
  bad["setups"] = json::array();
  CHECK(handle_request(bad)["error"]["code"] == "bad_experiment");
  bad = request;
  bad["trial"] = 3;
  CHECK(handle_request(bad)["error"]["code"] == "unknown_field");

  // Without chunks: the whole document, the same as merging every chunk.
  json whole = request;
  whole.erase("chunks");
  const json doc = handle_request(whole)["result"];
  CHECK(doc["format"] == "puzzlelab-experiment");
  json all = request;
  all["chunks"] = {0, 1, 2};
  CHECK(lab::merge_partials({handle_request(all)["result"]}, {"all"}, all_games()) == doc);
}

TEST_CASE("lab: challenge seeds never wrap around: the last challenge's seed is at most the largest") {
  const std::uint64_t top = UINT64_MAX;
  const lab::ExperimentSpec spec = spec_from({{"game", "fujisan"},
                                              {"setups", {"dominoes"}},
                                              {"trials", 2},
                                              {"per_trial", 3},
                                              {"seed", std::to_string(top - 5)}});
  CHECK(spec.challenge_seed(1, 2) == top);
  const lab::ChunkResult last = lab::run_chunk(spec, find_game("fujisan"), 1);
  CHECK(last.challenges == 3);
  CHECK_THROWS_WITH_AS(spec_from({{"game", "fujisan"},
                                  {"setups", {"dominoes"}},
                                  {"trials", 2},
                                  {"per_trial", 3},
                                  {"seed", std::to_string(top - 4)}}),
                       doctest::Contains("runs past the largest seed"), InputError);
}
