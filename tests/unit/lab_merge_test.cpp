// Partial results as forged or damaged input: every field of a chunk checked as a whole number in
// range, counts that cannot wrap, a wrong type anywhere named as bad input (never an internal
// error), chunks checked as they are read; and shard numbers that cannot wrap.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "game/request_fields.hpp"
#include "lab/experiment.hpp"
#include "lab/merge.hpp"
#include "lab/spec.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

lab::ExperimentSpec small_spec() {
  const json request = {{"game", "fujisan"}, {"setups", {"dominoes", "any-coin"}}, {"trials", 3}, {"per_trial", 2}};
  RequestFields fields(request);
  return lab::read_experiment_spec(fields, all_games());
}

// The partial result of every chunk of small_spec().
json whole_partial() {
  const lab::ExperimentSpec spec = small_spec();
  std::vector<lab::ChunkResult> chunks;
  for (std::uint64_t c = 0; c < spec.chunk_count(); ++c)
    chunks.push_back(lab::run_chunk(spec, find_game("fujisan"), c));
  return lab::partial_document(spec, chunks);
}

// The message of merging `partials` (named a.json, b.json), or "(merged)".
std::string merge_message(const std::vector<json>& partials) {
  try {
    lab::merge_partials(partials, {"a.json", "b.json"}, all_games());
  } catch (const InputError& e) {
    CHECK(std::string(e.code()) == "bad_partial");
    return e.what();
  }
  return "(merged)";
}

// The message of the InputError `step` throws, or "(no error)".
template <typename Step>
std::string thrown(Step&& step) {
  try {
    step();
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

// The whole partial with chunk 0's `field` set to `value`.
std::string forged(const std::string& field, const json& value) {
  json partial = whole_partial();
  partial["chunks"][0][field] = value;
  return merge_message({partial});
}

}  // namespace

TEST_CASE("lab: a partial whose format or version has the wrong type is bad input, naming the field") {
  CHECK(merge_message({json{{"format", 5}}}) ==
        "a.json: not a partial experiment result (\"format\" must be the string \"puzzlelab-experiment-partial\", got "
        "a number)");
  CHECK(merge_message({json{{"format", nullptr}}}).find("got null") != std::string::npos);
  json partial = whole_partial();
  for (const json& version : {json("1"), json(1.0), json(nullptr), json::array(), json(2)}) {
    partial["version"] = version;
    CHECK(merge_message({partial}).rfind("a.json: a partial result of an unknown version (\"version\" must be 1, got ",
                                         0) == 0);
  }
  partial = whole_partial();
  partial["experiment"] = "fujisan";
  CHECK(merge_message({partial}) == "a.json: a partial result needs \"experiment\" (an object) and a \"chunks\" list");
  partial = whole_partial();
  partial["chunks"][1] = 7;
  CHECK(merge_message({partial}) == "a.json: a chunk result must be an object, got a number");

  // Through the protocol: the merge op answers bad_partial, not internal_error.
  const json response = handle_request({{"op", "merge"}, {"partials", {{{"format", 5}}, {{"version", "x"}}}}});
  CHECK(response["error"]["code"] == "bad_partial");
  CHECK(response["error"]["message"].get<std::string>().rfind("partial 1: not a partial experiment result", 0) == 0);
}

TEST_CASE("lab: forged chunk counts are refused: whole numbers only, no count beyond the challenges") {
  REQUIRE(merge_message({whole_partial()}) == "(merged)");
  // 2^64 - 1 solved once wrapped the sum check and gave a rate of 4.6e18 per trial.
  CHECK(forged("solved", UINT64_MAX) ==
        "a.json: chunk 0: solved must be a whole number from 0 to 2; 18446744073709551615 is too large");
  CHECK(forged("unknown", UINT64_MAX).find("unknown must be a whole number from 0 to") != std::string::npos);
  CHECK(forged("challenges", UINT64_MAX) ==
        "a.json: chunk 0: challenges must be a whole number from 0 to 1000000; 18446744073709551615 is too large");
  CHECK(forged("random_solved", 3) ==
        "a.json: chunk 0: random_solved must be a whole number from 0 to 2; 3 is too large");
  // 0.5 was read as chunk 0, -1 as chunk 18446744073709551615.
  CHECK(forged("chunk", 0.5) ==
        "a.json: chunk must be a whole number from 0 to 18446744073709551615; 0.5 is not whole");
  CHECK(forged("chunk", -1) == "a.json: chunk must be a whole number from 0 to 18446744073709551615; -1 is negative");
  CHECK(forged("chunk", 1) == "a.json: chunk 1 appears more than once");
  CHECK(forged("solved", 1.0).find("is written as a fraction") != std::string::npos);
  CHECK(forged("unsolvable", true).find("expected a JSON integer or a decimal string, got the boolean true") !=
        std::string::npos);

  json partial = whole_partial();
  json& chunk = partial["chunks"][0];
  chunk["solved"] = 0;
  chunk["unsolvable"] = 0;
  chunk["unknown"] = 1;
  chunk["lengths"] = json::object();
  CHECK(merge_message({partial}) == "a.json: chunk 0: solved, unsolvable and unknown do not add up to the challenges");
}

TEST_CASE("lab: forged lengths and metrics are refused: counts within the challenges they describe") {
  json partial = whole_partial();
  json& chunk = partial["chunks"][0];
  chunk["challenges"] = 2;
  chunk["solved"] = 1;
  chunk["unsolvable"] = 1;
  chunk["unknown"] = 0;
  chunk["lengths"] = {{"12", 1}};
  chunk["metrics"] = json::object();
  const json honest = chunk;
  CHECK(merge_message({partial}) == "(merged)");

  chunk["lengths"] = {{"12", 2}};
  CHECK(merge_message({partial}) ==
        "a.json: chunk 0: the count of length 12 must be a whole number from 1 to 1; 2 is too large");
  chunk["lengths"] = {{"12", 0}};
  CHECK(merge_message({partial}).find("from 1 to 1; 0 is too small") != std::string::npos);
  chunk["lengths"] = {{"1.5", 1}};
  CHECK(merge_message({partial}) ==
        "a.json: chunk 0: a length must be a whole number from 0 to 2147483647; '1.5' is not whole");
  chunk["lengths"] = {{"-3", 1}};
  CHECK(merge_message({partial}).find("'-3' is negative") != std::string::npos);
  chunk["lengths"] = json::array({1});
  CHECK(merge_message({partial}) == "a.json: chunk 0: \"lengths\" must be an object");

  chunk = honest;
  chunk["metrics"] = {{"moves",
                       {{"solvable", {{"n", 2}, {"sum", 1}, {"sum_squares", 1}, {"min", 0}, {"max", 1}}},
                        {"unsolvable", {{"n", 0}, {"sum", 0}, {"sum_squares", 0}, {"min", 0}, {"max", 0}}},
                        {"unknown", {{"n", 0}, {"sum", 0}, {"sum_squares", 0}, {"min", 0}, {"max", 0}}}}}};
  CHECK(merge_message({partial}) == "a.json: chunk 0: n must be a whole number from 0 to 1; 2 is too large");
  chunk["metrics"]["moves"]["solvable"]["n"] = 1;
  chunk["metrics"]["moves"]["solvable"]["sum"] = "1";
  CHECK(merge_message({partial}) == "a.json: chunk 0: a metric's \"sum\" must be a number");
  chunk["metrics"]["moves"]["solvable"]["sum"] = 1;
  chunk["metrics"]["moves"].erase("unknown");
  CHECK(merge_message({partial}) == "a.json: chunk 0: metric 'moves' lacks \"unknown\"");
}

TEST_CASE("lab: a partial's text is checked chunk by chunk as it is read") {
  const json partial = whole_partial();
  const std::string chunk = partial["chunks"][0].dump();
  // One chunk repeated, then text that is not JSON at all: the repeat stops the reading before it.
  std::string text = R"({"chunks":[)" + chunk;
  for (int i = 0; i < 1000; ++i) text += "," + chunk;
  text += ",!!! not JSON";
  lab::PartialMerge merge(all_games());
  CHECK_THROWS_WITH(merge.add_text(text, "'f.json'"), "'f.json': chunk 0 appears more than once");

  // The same document as text or as a value.
  lab::PartialMerge from_text(all_games());
  from_text.add_text(partial.dump(), "'f.json'");
  CHECK(from_text.document() == lab::merge_partials({partial}, {"f.json"}, all_games()));

  // A partial of another experiment is named as that, even where its chunks clash.
  lab::PartialMerge two(all_games());
  two.add_text(partial.dump(), "'a.json'");
  json other = partial;
  other["experiment"]["seed"] = "2";
  CHECK_THROWS_WITH(two.add_text(other.dump(), "'b.json'"),
                    "'b.json': it is a different experiment from the one in 'a.json'");
  lab::PartialMerge again(all_games());
  again.add_text(partial.dump(), "'a.json'");
  CHECK_THROWS_WITH(again.add_text(partial.dump(), "'b.json'"), "'b.json': chunk 0 appears more than once");

  lab::PartialMerge bad(all_games());
  CHECK(thrown([&] {
          bad.add_text("{\"format\":", "'c.json'");
        }).rfind("'c.json': the file is not valid JSON: parse error at line 1", 0) == 0);
  CHECK(thrown([&] {
          bad.add_text(R"({"format":5})", "'c.json'");
        }).rfind("'c.json': not a partial experiment result (\"format\" must be the string", 0) == 0);
}

TEST_CASE("lab: shard numbers are checked and the chunks of a shard never wrap") {
  const lab::ExperimentSpec spec = small_spec();  // 6 chunks
  using Chunks = std::vector<std::uint64_t>;
  CHECK(lab::shard_chunks(spec, 2, 4) == Chunks{1, 5});
  CHECK(lab::shard_chunks(spec, 1, 1) == Chunks{0, 1, 2, 3, 4, 5});
  CHECK(lab::shard_chunks(spec, 7, 7).empty());  // more shards than chunks: the last are empty
  CHECK(lab::shard_chunks(spec, 5, lab::kMaxShards) == Chunks{4});
  CHECK(lab::shard_chunks(spec, lab::kMaxShards, lab::kMaxShards).empty());
  // 5/18446744073709551615 once ran chunks 4, 3, 2, ... (4 + 2^64 - 1 wrapped to 3).
  CHECK_THROWS_WITH(lab::shard_chunks(spec, 5, UINT64_MAX),
                    "an experiment splits into 1 to 1000000 shards, not 18446744073709551615");
  CHECK_THROWS_WITH(lab::shard_chunks(spec, 0, 3), "shard 0 of 3 does not exist: shards are numbered from 1 to 3");
  CHECK_THROWS_WITH(lab::shard_chunks(spec, 4, 3), "shard 4 of 3 does not exist: shards are numbered from 1 to 3");
  CHECK_THROWS_WITH(lab::shard_chunks(spec, 1, 0), "an experiment splits into 1 to 1000000 shards, not 0");
}
