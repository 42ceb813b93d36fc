// Writes the fuzz targets' seed corpora and dictionaries from the engine itself, so that they
// follow the games: every op of the protocol on a real board of every game, merge over real
// partial results, links of every kind, stored documents as the app writes them, boards of every
// game at its smallest and largest sizes and every variant and template, and the CLI's commands
// with batch and merge files. Run from the fuzz build (tests/stages/41-fuzz says how):
//   puzzlelab_fuzz_seeds tests/fuzz
// writes tests/fuzz/corpus_<target>/ (replacing what is there) and tests/fuzz/<target>.dict.
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "game/capabilities.hpp"
#include "game/described_setups.hpp"
#include "game/sat_exporter.hpp"
#include "api/protocol.hpp"
#include "board_case.hpp"
#include "core/input_error.hpp"
#include "game/daily_link.hpp"
#include "game/link.hpp"
#include "game/replay_code.hpp"
#include "game/link_escape.hpp"
#include "game/params.hpp"
#include "game/setup_description.hpp"
#include "lab/lab_link.hpp"
#include "lab/published.hpp"
#include "lab/series.hpp"
#include "lab/sweep.hpp"
#include "lab/sweep_link.hpp"
#include "middle/daily_record.hpp"
#include "middle/player_stats.hpp"
#include "middle/saved_state.hpp"
#include "middle/session.hpp"
#include "middle/speaker_sync.hpp"
#include "middle/talk.hpp"
#include "middle/talk_doc_link.hpp"
#include "middle/talk_link.hpp"
#include "run_cli.hpp"

namespace {

using namespace puzzlelab;
using nlohmann::json;
namespace fs = std::filesystem;

// One target's corpus: numbered files named after what they hold.
class Corpus {
 public:
  Corpus(const fs::path& root, const std::string& target) : folder_(root / ("corpus_" + target)) {
    fs::remove_all(folder_);
    fs::create_directories(folder_);
  }
  void add(const std::string& name, const std::string& bytes) {
    std::string file = std::to_string(++count_);
    file.insert(0, 3 - std::min<std::size_t>(3, file.size()), '0');
    std::ofstream(folder_ / (file + "_" + name), std::ios::binary) << bytes;
  }

 private:
  fs::path folder_;
  int count_ = 0;
};

// A libFuzzer dictionary: one quoted token a line, non-printable bytes as \xNN.
class Dictionary {
 public:
  void add(const std::string& token) {
    if (!token.empty()) tokens_.insert(token);
  }
  void write(const fs::path& path, const std::string& what) const {
    std::ofstream out(path, std::ios::binary);
    out << "# Tokens for the " << what << " target, written by puzzlelab_fuzz_seeds.\n";
    for (const std::string& token : tokens_) {
      out << '"';
      for (const char c : token) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
          out << '\\' << c;
        } else if (byte < 0x20 || byte >= 0x7f) {
          static const char* hex = "0123456789abcdef";
          out << "\\x" << hex[byte >> 4] << hex[byte & 15];
        } else {
          out << c;
        }
      }
      out << "\"\n";
    }
  }

 private:
  std::set<std::string> tokens_;
};

json call(const json& request) {
  json response = handle_request(request);
  if (!response.value("ok", false))
    throw std::runtime_error("seed request failed: " + request.dump() + " -> " + response.dump());
  return response["result"];
}

// A board of each game from its first setup, and its first legal moves.
struct Sample {
  const Game* game;
  json params;
  std::string setup;
  std::uint64_t seed;
  std::string board;
  std::vector<std::string> moves;  // legal, from the board
};

std::vector<std::string> legal_path(const Game& game, const json& params, const std::string& board, std::size_t most) {
  std::vector<std::string> moves;
  while (moves.size() < most) {
    const ReplayOutcome position = game.replay(params, board, moves);
    if (position.solved || position.legal_moves.empty()) break;
    moves.push_back(position.legal_moves[moves.size() % position.legal_moves.size()]);
  }
  return moves;
}

Sample sample(const Game& game, const json& given = json::object(), std::uint64_t seed = 1) {
  Sample s{&game, normalize_params(game, given), game.info().setups.front().name, seed, {}, {}};
  s.board = call({{"op", "generate"}, {"game", game.name()}, {"params", s.params}, {"setup", s.setup}, {"seed", seed}})
                .at("boards")
                .at(0)
                .get<std::string>();
  s.moves = legal_path(game, s.params, s.board, 3);
  return s;
}

std::vector<Sample> samples() {
  std::vector<Sample> out;
  for (const auto& game : all_games()) out.push_back(sample(*game));
  return out;
}

// Each game's first setup as a description of its own (docs/SETUPS.md), renamed "my-design" as a
// designer would save it; a game without descriptions gives none.
struct DescribedSample {
  const Game* game;
  json params;
  json description;  // normalized
  std::string text;  // what it travels as
};

std::vector<DescribedSample> described_samples() {
  std::vector<DescribedSample> out;
  for (const auto& game : all_games()) {
    const json params = normalize_params(*game, json::object());
    const json described =
        handle_request({{"op", "describe_setup"}, {"game", game->name()}, {"setup", game->info().setups.front().name}});
    if (!described.value("ok", false)) continue;
    json description = described["result"]["description"];
    description["name"] = "my-design";
    const json normalized =
        call({{"op", "normalize_setup"}, {"game", game->name()}, {"params", params}, {"description", description}});
    out.push_back({game.get(), params, normalized["description"], normalized["setup"].get<std::string>()});
  }
  return out;
}

// The JSON pointer to the first whole number in a description ("" when it has none): what a
// sweep's axis over that setup moves.
std::string first_whole_number(const json& value, const std::string& at = "") {
  if (value.is_number_integer()) return at;
  if (value.is_object())
    for (const auto& [key, inner] : value.items())
      if (const std::string found = first_whole_number(inner, at + "/" + key); !found.empty()) return found;
  if (value.is_array())
    for (std::size_t i = 0; i < value.size(); ++i)
      if (const std::string found = first_whole_number(value[i], at + "/" + std::to_string(i)); !found.empty())
        return found;
  return "";
}

json position_request(const std::string& op, const Sample& s) {
  return {{"op", op}, {"game", s.game->name()}, {"params", s.params}, {"board", s.board}, {"moves", s.moves}};
}

// Fujisan's setups as data (docs/FUJISAN.md, "Setups as data"): each published setup's
// description dealt by its text, a designer's own set written with the format's shorthands, one
// that redraws, and one whose redraw condition can never hold; and the format's words.
void described_fujisan_seeds(Corpus& corpus, Dictionary& dict) {
  const Game& game = find_game("fujisan");
  const json params = normalize_params(game, json::object());
  for (const auto& setup : game.info().setups) {
    const std::string text = setup_text(require_capability<DescribedSetups>(game).describe_setup(params, setup.name));
    corpus.add("generate_described_fujisan_" + setup.name,
               json{{"op", "generate"}, {"game", "fujisan"}, {"setup", text}, {"seed", "1"}}.dump());
  }
  const json own = json::parse(R"({"name": "double-five", "sets": [{"name": "dominoes", "piece": "domino",
      "pieces": {"values": [0, 1, 2, 3, 4, 5], "except": [[0, 0]], "copies": 1}, "turn": "coin", "unseen": 3}],
      "layout": [{"from": "dominoes", "to": ["C1-5", "C12-8", "C6+7"]}], "redraw_until": ["no_double_steps"]})");
  corpus.add("trace_described_fujisan", json{{"op", "trace"}, {"game", "fujisan"}, {"setup", own.dump()}}.dump());
  json never = own;
  never["redraw_until"] = {"unique_step_pairs"};
  corpus.add("generate_described_fujisan_never",
             json{{"op", "generate"}, {"game", "fujisan"}, {"setup", never.dump()}, {"seed", "2"}}.dump());
  // A die with 58 blanks redraws for a long while before its steps all differ: its trace and its
  // printed page must hold the draw that stands, not every draw (heap_watch.hpp).
  json skew = json::parse(R"({"name": "skew", "sets": [{"name": "d", "piece": "die", "pieces": []}],
      "layout": [{"from": "d", "to": ["T1-12", "B1-12"]}], "redraw_until": ["unique_step_pairs"]})");
  for (int blank = 0; blank < 58; ++blank) skew["sets"][0]["pieces"].push_back(0);
  for (int face = 1; face <= 5; ++face) skew["sets"][0]["pieces"].push_back(face);
  for (const char* op : {"trace", "render"})
    corpus.add(std::string(op) + "_described_fujisan_redraws",
               json{{"op", op}, {"game", "fujisan"}, {"setup", skew}, {"seed", "1"}}.dump());
  for (const char* field : {"sets", "layout", "redraw_until", "piece", "pieces", "values", "copies", "doubles",
                            "except", "shuffle", "shuffle_words", "turn", "unseen", "unseen_turned_up", "from", "to"})
    dict.add("\"" + std::string(field) + "\":");
  for (const char* token : {"\"coin\"", "\"die\"", "\"tile\"", "\"domino\"", "\"unique_step_pairs\"",
                            "\"no_double_steps\"", "\"T1-12\"", "\"B12-1\"", "\"C5+6\"", "[0, 5]"})
    dict.add(token);
}

// Every key of a description, and its strings, as dictionary tokens.
void description_tokens(const json& value, Dictionary& dict) {
  if (value.is_object())
    for (const auto& [key, inner] : value.items()) {
      dict.add("\"" + key + "\":");
      description_tokens(inner, dict);
    }
  else if (value.is_array())
    for (const json& inner : value) description_tokens(inner, dict);
  else if (value.is_string())
    dict.add(value.dump());
}

// Described setups (docs/SETUPS.md): each built-in setup a game can describe, generated and traced
// through its description's text, and each example file of the documents
// (docs/examples/setups/<game>-<name>.json) traced; their keys and words join the dictionary.
void described_setup_seeds(const fs::path& root, Corpus& corpus, Dictionary& dict) {
  for (const Sample& s : samples()) {
    for (const auto& setup : s.game->info().setups) {
      json description;
      try {
        description = require_capability<DescribedSetups>(*s.game).describe_setup(s.params, setup.name);
      } catch (const InputError&) {
        continue;  // not_supported: no description says it
      }
      description_tokens(description, dict);
      const std::string game = s.game->name();
      const json named = {{"game", game}, {"params", s.params}, {"setup", setup_text(description)}, {"seed", "1"}};
      for (const char* op : {"generate", "trace"}) {
        json request = named;
        request["op"] = op;
        corpus.add(std::string(op) + "_described_" + game + "_" + setup.name, request.dump());
      }
    }
  }
  const fs::path examples = root / ".." / ".." / "docs" / "examples" / "setups";
  if (!fs::exists(examples)) return;
  std::set<fs::path> files;
  for (const auto& entry : fs::directory_iterator(examples))
    if (entry.path().extension() == ".json") files.insert(entry.path());
  for (const fs::path& file : files) {
    for (const auto& game : all_games()) {
      const std::string name = file.filename().string();
      if (name.rfind(game->name() + "-", 0) != 0) continue;
      std::ifstream in(file, std::ios::binary);
      std::ostringstream text;
      text << in.rdbuf();
      const json description = json::parse(text.str());
      description_tokens(description, dict);
      const json request = {{"op", "trace"}, {"game", game->name()}, {"setup", setup_text(description)}, {"seed", "2"}};
      corpus.add("trace_example_" + file.stem().string(), request.dump());
    }
  }
}

// The SAT encodings a game offers; none for a game without the capability.
std::vector<Named> sat_encodings_of(const Game& game) {
  const SatExporter* exporter = capability<SatExporter>(game);
  return exporter ? exporter->sat_encodings() : std::vector<Named>{};
}

void protocol_seeds(const fs::path& root) {
  Corpus corpus(root, "protocol");
  Dictionary dict;
  corpus.add("games", R"({"id":1,"op":"games"})");
  corpus.add("cancel", R"({"op":"cancel","id":1})");
  for (const Sample& s : samples()) {
    const std::string game = s.game->name();
    const json named = {{"game", game}, {"params", s.params}, {"setup", s.setup}, {"seed", "1"}};
    json generate = named;
    generate["op"] = "generate";
    generate["count"] = 2;
    corpus.add("generate_" + game, generate.dump());
    json solvable = named;
    solvable["op"] = "generate";
    solvable["solvable"] = true;
    solvable["max_attempts"] = 3;
    corpus.add("generate_solvable_" + game, solvable.dump());
    json trace = named;
    trace["op"] = "trace";
    corpus.add("trace_" + game, trace.dump());
    for (const char* op : {"solve", "hint", "verify"})
      corpus.add(std::string(op) + "_" + game, position_request(op, s).dump());
    // explain judges every legal move: a small node budget keeps the seed quick to run.
    json explain = position_request("explain", s);
    explain["max_nodes"] = 2000;
    corpus.add("explain_" + game, explain.dump());
    json playout = position_request("playout", s);
    playout["seed"] = 7;
    playout["max_moves"] = 20;
    corpus.add("playout_" + game, playout.dump());
    json metrics = position_request("metrics", s);
    metrics.erase("moves");
    metrics["setup"] = s.setup;
    corpus.add("metrics_" + game, metrics.dump());
    json experiment = {{"op", "experiment"}, {"game", game}, {"setups", {s.setup}}, {"trials", 2}, {"per_trial", 1}};
    corpus.add("experiment_" + game, experiment.dump());
    dict.add("\"" + game + "\"");
    for (const auto& setup : s.game->info().setups) dict.add("\"" + setup.name + "\"");
    for (const auto& solver : s.game->info().solvers) dict.add("\"" + solver.name + "\"");
    for (const auto& param : s.game->info().params) {
      dict.add("\"" + param.name + "\":");
      for (const auto& value : param.values) dict.add("\"" + value.name + "\"");
    }
    dict.add(s.board);
    for (const auto& move : s.moves) dict.add("\"" + move + "\"");
  }
  corpus.add("enumerate_pretzel", R"({"op":"enumerate","game":"pretzel","params":{"suits":2,"ranks":3}})");
  corpus.add("enumerate_fujisan", R"({"op":"enumerate","game":"fujisan"})");
  // An experiment split in two chunks, each run apart and merged, as the app's workers do.
  const json experiment = {{"op", "experiment"},
                           {"game", "fujisan"},
                           {"setups", {"dominoes", "pure-random"}},
                           {"trials", 1},
                           {"per_trial", 2},
                           {"max_nodes", 20000},
                           {"ranges", {"length,connectivity:4x3", "solvable,zeros"}}};
  json parts = json::array();
  for (int chunk : {0, 1}) {
    json part = experiment;
    part["chunks"] = {chunk};
    corpus.add("experiment_chunk_" + std::to_string(chunk), part.dump());
    parts.push_back(call(part));
  }
  corpus.add("merge", json{{"op", "merge"}, {"id", 12}, {"partials", parts}}.dump());
  // A sweep over two axes, whole and split in two chunks merged (the sweep spec's reader).
  const json sweep = {
      {"op", "sweep"},
      {"game", "pretzel"},
      {"setups", {"shuffled", "banded-suits"}},
      {"axes", {{{"parameter", "suits"}, {"values", {1, 2}}}, {{"parameter", "ranks"}, {"from", 2}, {"to", 3}}}},
      {"trials", 1},
      {"per_trial", 2}};
  corpus.add("sweep", sweep.dump());
  json sweep_parts = json::array();
  for (const int chunk : {0, 1}) {
    json part = sweep;
    part["chunks"] = {chunk};
    corpus.add("sweep_chunk_" + std::to_string(chunk), part.dump());
    sweep_parts.push_back(call(part));
  }
  corpus.add("sweep_merge", json{{"op", "sweep_merge"}, {"partials", sweep_parts}}.dump());
  json with_rows = experiment;
  with_rows["chunks"] = {0, 1};
  with_rows["rows"] = true;
  corpus.add("experiment_rows", with_rows.dump());
  json challenges = experiment;
  challenges["challenges_of"] = 1;
  corpus.add("experiment_challenges_of", challenges.dump());
  for (const auto& preset : lab::study_presets()) {
    dict.add("\"" + preset.name + "\"");
    corpus.add("experiment_preset_" + preset.name, json{{"op", "experiment"}, {"preset", preset.name}}.dump());
  }
  // Setups as data: a built-in setup described, a description normalized, and a described setup
  // wherever a setup goes (an object or its text), an experiment keeping it, and a merge of it.
  for (const auto& game : all_games())
    corpus.add(
        "describe_setup_" + game->name(),
        json{{"op", "describe_setup"}, {"game", game->name()}, {"setup", game->info().setups.front().name}}.dump());
  for (const DescribedSample& d : described_samples()) {
    const std::string game = d.game->name();
    corpus.add("normalize_setup_" + game,
               json{{"op", "normalize_setup"}, {"game", game}, {"description", d.description}}.dump());
    corpus.add("generate_described_" + game,
               json{{"op", "generate"}, {"game", game}, {"setup", d.description}, {"seed", "1"}}.dump());
    corpus.add("trace_described_" + game,
               json{{"op", "trace"}, {"game", game}, {"setup", d.text}, {"seed", "2"}}.dump());
    const json described_experiment = {
        {"op", "experiment"}, {"game", game},   {"setups", {d.game->info().setups.front().name, d.description}},
        {"trials", 1},        {"per_trial", 1}, {"max_nodes", 20000}};
    corpus.add("experiment_described_" + game, described_experiment.dump());
    json described_parts = json::array();
    for (int chunk : {0, 1}) {
      json part = described_experiment;
      part["chunks"] = {chunk};
      described_parts.push_back(call(part));
    }
    corpus.add("merge_described_" + game, json{{"op", "merge"}, {"partials", described_parts}}.dump());
    for (const auto& [field, value] : d.description.items()) dict.add("\"" + field + "\":");
  }
  corpus.add("bad_json", R"({"op": "solve", "game":)");
  corpus.add("number_out_of_range", R"({"op":"games","id":1e400})");
  corpus.add("deep", std::string(70, '[') + std::string(70, ']'));
  // The printable page: every sample position with its solution, and a board dealt from a seed.
  for (const Sample& s : samples()) {
    json render = position_request("render", s);
    render["solution"] = true;
    corpus.add("render_" + s.game->name(), render.dump());
  }
  // The SAT export: every sample position in the game's default encoding (not_supported where it
  // has none), and Sigmar's in both.
  for (const Sample& s : samples()) corpus.add("sat_" + s.game->name(), position_request("sat", s).dump());
  for (const Sample& s : samples())
    for (const Named& encoding : sat_encodings_of(*s.game)) {
      json sat = position_request("sat", s);
      sat["encoding"] = encoding.name;
      corpus.add("sat_" + s.game->name() + "_" + encoding.name, sat.dump());
      dict.add("\"" + encoding.name + "\"");
    }
  corpus.add("render_seeded", json{{"op", "render"}, {"game", "fujisan"}, {"setup", "dominoes"}, {"seed", "1"}}.dump());
  described_setup_seeds(root, corpus, dict);
  // Every game's daily challenge (the fuzzer's budget makes it refuse after reading the game and the
  // date: its deal runs in the unit tests), its hardest challenges by each numeric measure its
  // lab records (and the least, with a described setup), and a described setup printed.
  for (const auto& game : all_games()) {
    corpus.add("daily_" + game->name(), json{{"op", "daily"}, {"game", game->name()}, {"date", "2026-12-01"}}.dump());
    corpus.add("extreme_" + game->name(),
               json{{"op", "extreme"}, {"game", game->name()}, {"challenges", 3}, {"patience", 2}, {"keep", 2}}.dump());
    for (const auto& metric : game->info().metrics) dict.add("\"" + metric.name + "\"");
  }
  for (const DescribedSample& d : described_samples()) {
    const std::string game = d.game->name();
    corpus.add("extreme_described_" + game, json{{"op", "extreme"},
                                                 {"game", game},
                                                 {"setup", d.description},
                                                 {"minimize", true},
                                                 {"challenges", 3},
                                                 {"patience", 2}}
                                                .dump());
    // A sweep over the description's first number, the setup given as an object.
    if (const std::string pointer = first_whole_number(d.description); !pointer.empty()) {
      const std::int64_t value = d.description.at(json::json_pointer(pointer)).get<std::int64_t>();
      corpus.add("sweep_described_" + game,
                 json{{"op", "sweep"},
                      {"game", game},
                      {"setups", {d.description}},
                      {"axes", {{{"setup", "my-design"}, {"pointer", pointer}, {"values", {value, value + 1}}}}},
                      {"trials", 1},
                      {"per_trial", 1}}
                     .dump());
    }
    corpus.add(
        "render_described_" + game,
        json{{"op", "render"}, {"game", game}, {"setup", d.description}, {"seed", "3"}, {"solution", true}}.dump());
  }
  for (const char* token : {"\"daily\"", "\"date\":", "\"2026-12-01\"", "\"1999-12-31\"", "\"3000-01-01\""})
    dict.add(token);
  // Validity over a record document of every game's sample, solved and given up.
  for (const Sample& s : samples()) {
    json records = json::array();
    for (const bool solved : {true, false, true})
      records.push_back({{"game", s.game->name()},
                         {"params", s.params},
                         {"board", s.board},
                         {"setup", s.setup},
                         {"seed", std::to_string(s.seed)},
                         {"seconds", solved ? 60 : 30},
                         {"solved", solved},
                         {"moves", s.moves.size()},
                         {"hints", 0}});
    const std::string text = json{{"format", "puzzlelab-records"}, {"version", 1}, {"records", records}}.dump();
    corpus.add("validity_" + s.game->name(), json{{"op", "validity"},
                                                  {"game", s.game->name()},
                                                  {"files", {{{"name", "records.json"}, {"text", text}}}},
                                                  {"resamples", 100}}
                                                 .dump());
  }
  for (const char* token : {"\"validity\"", "\"files\":", "\"text\":", "\"name\":", "\"resamples\":"}) dict.add(token);
  // The effort measures in an experiment, and the search for the hardest challenge.
  corpus.add("experiment_effort", json{{"op", "experiment"},
                                       {"game", "boxoff"},
                                       {"params", {{"rows", 2}, {"cols", 4}, {"colours", 2}}},
                                       {"setups", {"shuffled"}},
                                       {"trials", 1},
                                       {"per_trial", 2},
                                       {"measures", {"effort"}}}
                                      .dump());
  corpus.add("extreme", json{{"op", "extreme"},
                             {"game", "fujisan"},
                             {"setup", "dominoes"},
                             {"measure", "length"},
                             {"challenges", 4},
                             {"patience", 2},
                             {"keep", 2}}
                            .dump());
  for (const char* field : {"measure", "measures", "minimize", "patience", "keep"})
    dict.add("\"" + std::string(field) + "\":");
  dict.add("\"extreme\"");
  dict.add("\"effort\"");
  for (const char* op :
       {"games",   "generate",    "trace",   "render",   "sat",       "solve",          "hint",
        "explain", "verify",      "playout", "metrics",  "enumerate", "experiment",     "merge",
        "sweep",   "sweep_merge", "extreme", "validity", "cancel",    "describe_setup", "normalize_setup"})
    dict.add("\"" + std::string(op) + "\"");
  for (const char* field : {"op",
                            "id",
                            "game",
                            "params",
                            "setup",
                            "seed",
                            "count",
                            "solvable",
                            "max_attempts",
                            "board",
                            "moves",
                            "solver",
                            "max_nodes",
                            "time_limit_ms",
                            "max_moves",
                            "setups",
                            "trials",
                            "per_trial",
                            "random_solver",
                            "chunks",
                            "challenges_of",
                            "preset",
                            "partials",
                            "format",
                            "version",
                            "experiment",
                            "chunk",
                            "challenges",
                            "solved",
                            "unsolvable",
                            "unknown",
                            "random_solved",
                            "lengths",
                            "metrics",
                            "solution",
                            "encoding",
                            "description",
                            "setup_descriptions",
                            "ranges",
                            "rows",
                            "cross",
                            "measures"})
    dict.add("\"" + std::string(field) + "\":");
  described_fujisan_seeds(corpus, dict);
  for (const char* token : {"puzzlelab-lab-sweep-partial", "axes", "parameter", "pointer", "from", "to", "step",
                            "puzzlelab-experiment-partial", "18446744073709551615", "18446744073709551616", "1e400",
                            "-1", "0.5", "{}", "[]", "null", "true"})
    dict.add(token);
  dict.write(root / "protocol.dict", "protocol");
}

void links_seeds(const fs::path& root) {
  Corpus corpus(root, "links");
  Dictionary dict;
  for (const Sample& s : samples()) {
    const std::string game = s.game->name();
    Link seed_link{Link::Kind::seed, game, s.params, s.setup, s.seed, {}, {}};
    corpus.add("seed_" + game, format_link(seed_link));
    Link board_link{Link::Kind::board, game, s.params, {}, 0, s.board, s.moves};
    const std::string board_text = format_link(board_link);
    corpus.add("board_moves_" + game, board_text);
    corpus.add("url_" + game, "https://example.org/puzzlelab/" + board_text);
    // A replay code of the sample's board, solved by the game's own solver (docs/LINKS.md).
    const SolveOutcome solved = s.game->solve(s.params, s.board, {}, Budget{2'000'000, 10'000}, "");
    if (solved.status == Status::solved) {
      ReplayCode code;
      code.game = game;
      code.params = s.params;
      code.board = s.board;
      code.moves = solved.solution;
      code.seconds = 95;
      code.hints = 1;
      corpus.add("replay_code_" + game, encode_replay_code(code));
      // Share texts pasted together into Check codes (middle/code_table.hpp): two solves to rank.
      const std::string first = encode_replay_code(code);
      code.seconds = 120;
      code.hints = 0;
      corpus.add("pasted_codes_" + game,
                 "Puzzle Lab solved, no hints\nReplay code: " + first + "\n\"" + encode_replay_code(code) + "\".");
    }
    dict.add(game);
    dict.add("/" + game + "/");
    for (const auto& setup : s.game->info().setups) dict.add(setup.name);
    for (const auto& param : s.game->info().params) {
      dict.add("." + param.name + "=");
      for (const auto& value : param.values) dict.add(value.name);
    }
    for (const auto& move : s.moves) dict.add(move);
  }
  // A seed link per game preset: each names its params in full (Sigmar's small tile set among them).
  for (const auto& game : all_games())
    for (const auto& preset : game->info().presets) {
      const json params = normalize_params(*game, preset.params);
      Link link{Link::Kind::seed, game->name(), params, game->info().setups.front().name, 1, {}, {}};
      corpus.add("preset_" + game->name() + "_" + preset.name, format_link(link));
    }
  for (const auto& preset : lab::study_presets()) {
    corpus.add("lab_preset_" + preset.name, "#v1/lab/preset/" + preset.name);
    dict.add(preset.name);
  }
  corpus.add("lab_experiment",
             lab::format_lab_link(lab::parse_lab_link("#v1/lab/preset/" + lab::study_presets().front().name)));
  const lab::ExperimentSpec spec = lab::parse_lab_link(
      "#v1/lab/fujisan/standard/dominoes.pure-random/trials=3.per_trial=5.seed=9.random_solver=no-repeat");
  corpus.add("lab_setups", lab::format_lab_link(spec));
  for (const auto& series : lab::series_presets()) {
    corpus.add("series_" + series.name, lab::format_series_link(lab::SeriesSpec::defaults(series.name)));
    dict.add(series.name);
  }
  for (const auto& sweep : lab::sweep_presets()) {
    corpus.add("sweep_" + sweep.name, lab::format_sweep_link(lab::read_sweep_spec(sweep.request, all_games())));
    dict.add(sweep.name);
  }
  for (const auto& talk : shipped_talks()) {
    corpus.add("talk_" + talk.name, "#v1/talk/" + talk.name);
    corpus.add("talk_scene_" + talk.name, "#" + format_talk_link(talk.name, 1));
    dict.add(talk.name);
  }
  // A described setup in a seed link (one escaped item) and beside a built-in one in a Lab link.
  for (const DescribedSample& d : described_samples()) {
    const std::string game = d.game->name();
    corpus.add("seed_described_" + game, format_link({Link::Kind::seed, game, d.params, d.text, 3, {}, {}}));
    corpus.add("lab_described_" + game,
               lab::format_lab_link(lab::parse_lab_link("#v1/lab/" + game + "/" +
                                                        encode_link_params(d.params, d.params.value("variant", "")) +
                                                        "/" + escape_link_item(d.game->info().setups.front().name) +
                                                        "." + escape_link_item(d.text) + "/trials=2.per_trial=3")));
  }
  for (const char* token : {"~7B~22name~22~3A~22", "~22~2C~22", "~7D"}) dict.add(token);
  corpus.add("game_id_seed", "12345");
  for (const auto& game : all_games())
    corpus.add("daily_" + game->name(), format_daily_link({game->name(), {2026, 12, 1}}));
  // A parameter that also takes a value written out cell by cell (ParamSpec::custom: a template)
  // gets one, the sample board's occupied cells, and the same with its centre emptied.
  for (const Sample& s : samples())
    for (const auto& param : s.game->info().params) {
      if (param.custom.empty() || s.board.empty()) continue;
      std::string cells(s.board.size(), '_');
      for (std::size_t c = 0; c < s.board.size(); ++c)
        if (s.board[c] != '_') cells[c] = 'x';
      json params = s.params;
      params[param.name] = cells;
      corpus.add("custom_" + param.name + "_" + s.game->name(),
                 format_link({Link::Kind::seed, s.game->name(), params, s.setup, s.seed, {}, {}}));
      cells[cells.size() / 2] = '_';
      params[param.name] = cells;
      corpus.add("custom_" + param.name + "_hollow_" + s.game->name(),
                 format_link({Link::Kind::seed, s.game->name(), params, s.setup, s.seed, {}, {}}));
      dict.add("=" + cells.substr(0, 12));
    }
  // Seed links whose deal cannot succeed: no 3..6-move level fits a 5 x 4 Fruit Dating board, no
  // 12..18-move one a 4 x 8 board; the generator redraws 100,000 candidates before it says so,
  // which the target's deal budget must cut short.
  corpus.add("seed_range_no_board_fits",
             "#v1/fruit-dating/seed/article/standard.features=basic.height=4.max_moves=6.min_moves=3.width=5/1");
  corpus.add("seed_range_too_long_for_board",
             "#v1/fruit-dating/seed/article/standard.features=all.height=8.max_moves=18.min_moves=12.width=4/1");
  // Talks held in their links: each shipped talk that fits, at its second scene.
  for (const auto& talk : shipped_talks())
    if (const auto link = format_talk_doc_link(parse_talk(talk.text), 1))
      corpus.add("talk_doc_" + talk.name, "#" + *link);
  for (const char* token : {"#v1/",
                            "v2/",
                            "/seed/",
                            "/board/",
                            "/m/",
                            "lab/",
                            "lab/preset/",
                            "lab/series/",
                            "lab/sweep/",
                            "~2Fvalues~2F0=",
                            "talk/",
                            "talk-doc/",
                            "daily/",
                            "/2026-12-01",
                            "-02-29",
                            "2999-12-31",
                            "trials=",
                            "per_trial=",
                            "seed=",
                            "random_solver=",
                            "max_nodes=",
                            "preset=",
                            "to=",
                            "%2F",
                            "~2F",
                            "18446744073709551615",
                            "18446744073709551616"})
    dict.add(token);
  dict.write(root / "links.dict", "links");
}

void documents_seeds(const fs::path& root) {
  Corpus corpus(root, "documents");
  Dictionary dict;
  Settings settings;
  json first_session;
  for (const Sample& s : samples()) {
    const std::string game = s.game->name();
    Session session;
    session.start({game, s.params, s.setup, s.seed, s.board}, s.moves);
    if (first_session.is_null()) first_session = session.to_json();
    PlayerStats stats;
    stats.opened(game, "v1/" + game + "/seed/1", 0);
    stats.solved(s.moves.size(), 30);
    settings.game = game;
    settings.setup = s.setup;
    settings.params = s.params;
    DailyRecord daily;
    daily.played(game, {2026, 12, 1});
    daily.hint(game, {2026, 12, 1});
    daily.solved(game, {2026, 12, 1}, s.moves.size());
    corpus.add("state_" + game, write_saved_state(settings, session.to_json(), stats.to_json(40), daily.to_json()));
    const json session_json = session.to_json();
    corpus.add("session_" + game, session_json.dump());
    for (const auto& [key, value] : session_json.items()) dict.add("\"" + key + "\":");
    for (const auto& [key, value] : session_json.at("challenge").items()) dict.add("\"" + key + "\":");
    dict.add("\"" + game + "\"");
  }
  const json settings_json = settings.to_json();
  corpus.add("settings", settings_json.dump());
  for (const auto& [key, value] : settings_json.items()) dict.add("\"" + key + "\":");
  PlayerStats stats;
  stats.opened("fujisan", "a", 0);
  stats.solved(12, 100);
  const json stats_json = stats.to_json(120);
  corpus.add("stats", stats_json.dump());
  for (const auto& [key, value] : stats_json.items()) {
    dict.add("\"" + key + "\":");
    if (value.is_object())
      for (const auto& [inner, ignored] : value.items()) dict.add("\"" + inner + "\":");
  }
  // A document of the first version, which kept the game under "session".
  json first = json::parse(write_saved_state(settings, std::nullopt));
  first["version"] = 1;
  first["session"] = first_session;
  first.erase("play");
  corpus.add("state_version_1", first.dump());
  // Damaged stored states: each field of the document, and of its parts, of another type.
  const json stored = json::parse(write_saved_state(settings, first_session, stats_json));
  int damaged = 0;
  for (const json& wrong : {json(5), json(nullptr), json::array()}) {
    for (const auto& [key, value] : stored.items()) {
      json copy = stored;
      copy[key] = wrong;
      corpus.add("damaged_" + std::to_string(++damaged), copy.dump());
      if (!value.is_object()) continue;
      for (const auto& [inner, ignored] : value.items()) {
        json deeper = stored;
        deeper[key][inner] = wrong;
        corpus.add("damaged_" + std::to_string(++damaged), deeper.dump());
      }
    }
  }
  for (const auto& talk : shipped_talks()) corpus.add("talk_" + talk.name, std::string(talk.text));
  const Game& fruit_dating = find_game("fruit-dating");
  for (const int size : {6, 8}) {
    const Sample level = sample(fruit_dating, {{"width", size}, {"height", size}});
    corpus.add("level_" + std::to_string(size), level.board);
  }
  // The speaker view's messages: a shipped talk's state, a talk sent as its document, the commands,
  // all of one pairing.
  const std::string pairing = "0123456789abcdef0123456789abcdef";
  SpeakerState speaker_state;
  speaker_state.talk = shipped_talks().front().name;
  speaker_state.scene = 1;
  speaker_state.scenes = 3;
  speaker_state.started_ms = 1764150000000;
  corpus.add("speaker_state", speaker_state_message(pairing, speaker_state));
  speaker_state.talk = "my-talk";
  speaker_state.document = std::string(shipped_talks().front().text);
  corpus.add("speaker_state_document", speaker_state_message(pairing, speaker_state));
  corpus.add("speaker_no_talk", speaker_state_message(pairing, SpeakerState{}));
  corpus.add("speaker_hello", speaker_hello(pairing));
  corpus.add("speaker_goto", speaker_command_message(pairing, SpeakerCommand::go_to, 4));
  corpus.add("embed_goto", R"({"type":"puzzlelab","command":"goto","scene":3})");
  corpus.add("embed_next", R"({"type":"puzzlelab","command":"next"})");
  corpus.add("embed_bad", R"({"type":"puzzlelab","command":"goto","scene":0.5})");
  // Play record documents (lab/play_records.hpp): every game's sample played, given up, helped by
  // the solver and timed at the table, then one damaged record of each required field.
  json records = json::array();
  for (const Sample& s : samples()) {
    json played = {{"game", s.game->name()},
                   {"params", s.params},
                   {"board", s.board},
                   {"setup", s.setup},
                   {"seed", std::to_string(s.seed)},
                   {"seconds", 95.5},
                   {"solved", true},
                   {"moves", s.moves.size()},
                   {"hints", 1}};
    records.push_back(played);
    played["solved"] = false;
    played["seconds"] = 40;
    records.push_back(played);
    played["solver"] = true;
    played["undos"] = 3;
    played["restarts"] = 1;
    records.push_back(played);
    played["played"] = false;
    played["setup_seconds"] = 120.5;
    played["setup_steps"] = {30, 40.5, 50};
    records.push_back(played);
  }
  const auto records_document = [](const json& list) {
    return json{{"format", "puzzlelab-records"}, {"version", 1}, {"records", list}}.dump();
  };
  corpus.add("records", records_document(records));
  json damaged_records = json::array();
  for (const char* field : {"game", "params", "board", "setup", "seconds", "solved", "moves", "hints"}) {
    json copy = records.front();
    copy[field] = json::array();
    damaged_records.push_back(copy);
    dict.add("\"" + std::string(field) + "\":");
  }
  corpus.add("records_damaged", records_document(damaged_records));
  for (const char* field : {"undos", "restarts", "solver", "played", "setup_seconds", "setup_steps", "records"})
    dict.add("\"" + std::string(field) + "\":");
  dict.add("\"puzzlelab-records\"");
  for (const char* token : {"\"format\":",
                            "\"version\":",
                            "\"puzzlelab-state\"",
                            "\"puzzlelab-talk\"",
                            "\"puzzlelab\"",
                            "\"command\":",
                            "\"goto\"",
                            "\"settings\":",
                            "\"play\":",
                            "\"stats\":",
                            "\"session\":",
                            "\"scenes\":",
                            "\"kind\":",
                            "\"caption\":",
                            "\"title\"",
                            "\"setup\"",
                            "\"board\"",
                            "\"solution\"",
                            "\"lab\"",
                            "\"side-by-side\"",
                            "\"experiment\":",
                            "\"plot\":",
                            "\"deal\":",
                            "\"left\":",
                            "\"right\":",
                            "\"points\":",
                            "\"speed\":",
                            "\"puzzlelab-speaker\"",
                            "\"event\":",
                            "\"token\":",
                            "\"0123456789abcdef0123456789abcdef\"",
                            "\"command\":",
                            "\"started\":",
                            "\"document\":",
                            "\"goto\"",
                            "null",
                            "true",
                            "-1",
                            "1e400",
                            "18446744073709551616"})
    dict.add(token);
  dict.write(root / "documents.dict", "documents");
}

void boards_seeds(const fs::path& root) {
  Corpus corpus(root, "boards");
  Dictionary dict;
  for (const auto& game : all_games()) {
    const std::string name = game->name();
    const GameInfo& info = game->info();
    // Each setup generated at the defaults, with legal moves picked by number.
    for (const auto& setup : info.setups) {
      fuzz::BoardCase c{game.get(), info.default_params(), true, setup.name, 1, {}, {"#0", "#1", "#2"}};
      corpus.add("generated_" + name + "_" + setup.name, fuzz::write_board_case(c));
    }
    // Every parameter at its extremes and every choice, as a board text with its moves written out.
    std::vector<json> variations;
    for (const ParamSpec& spec : info.params) {
      if (spec.kind == ParamSpec::Kind::whole_number) {
        for (const std::int64_t value : {spec.min, spec.max}) variations.push_back({{spec.name, value}});
      } else {
        for (const auto& value : spec.values) variations.push_back({{spec.name, value.name}});
      }
    }
    for (const auto& preset : info.presets) variations.push_back(preset.params);
    int index = 0;
    for (const json& given : variations) {
      json params;
      try {
        params = normalize_params(*game, given);
        const Sample s = sample(*game, params, 2);
        fuzz::BoardCase c{game.get(), params, false, s.setup, 0, s.board, legal_path(*game, params, s.board, 4)};
        corpus.add("board_" + name + "_" + std::to_string(++index), fuzz::write_board_case(c));
        for (const auto& move : c.moves) dict.add(move);
      } catch (const std::exception&) {
        // Not every extreme can be laid out (BoxOff's colours must share the squares): skipped.
      }
    }
  }
  dict.add("#0");
  dict.add(std::string(1, '\0'));
  dict.write(root / "boards.dict", "boards");
}

std::string run(const std::vector<std::string>& args, const std::string& input = {}) {
  std::istringstream in(input);
  std::ostringstream out, err;
  if (cli::run_cli(args, in, out, err) != 0) throw std::runtime_error("seed command failed: " + err.str());
  return out.str();
}

std::string arguments(const std::vector<std::string>& args, const std::vector<std::string>& files = {}) {
  std::string out;
  for (std::size_t i = 0; i < args.size(); ++i) out += (i ? std::string(1, '\0') : std::string()) + args[i];
  for (const std::string& file : files) out += '\x01' + file;
  return out;
}

void cli_seeds(const fs::path& root) {
  Corpus corpus(root, "cli");
  Dictionary dict;
  corpus.add("games", "games");
  corpus.add("help", arguments({"--help"}));
  for (const Sample& s : samples()) {
    const std::string game = s.game->name();
    const std::string seed = "1";
    corpus.add("generate_" + game, arguments({"generate", game, "--setup", s.setup, "--seed", seed, "--count", "2"}));
    corpus.add("trace_" + game, arguments({"trace", game, "--setup", s.setup, "--seed", seed}));
    std::vector<std::string> solve = {"solve", game, s.board};
    solve.insert(solve.end(), s.moves.begin(), s.moves.end());
    corpus.add("solve_" + game, arguments(solve));
    corpus.add("hint_" + game, arguments({"hint", game, s.board}));
    corpus.add("explain_" + game, arguments({"explain", game, s.board, "--max-nodes", "2000"}));
    corpus.add("verify_" + game, arguments({"verify", game, s.board, s.moves.front()}));
    corpus.add("playout_" + game, arguments({"playout", game, s.board, "--seed", "3", "--max-moves", "10"}));
    corpus.add("metrics_" + game, arguments({"metrics", game, s.board, "--setup", s.setup}));
    corpus.add("params_" + game,
               arguments({"generate", game, "--setup", s.setup, "--seed", seed, "--params", s.params.dump()}));
    // A batch file of boards: two good ones, a blank line and a bad one.
    const std::string batch =
        run({"generate", game, "--setup", s.setup, "--seed", "5", "--count", "2"}) + "\n  \nnot a board\n";
    corpus.add("batch_file_" + game, arguments({"solve", game, "--batch", "@1"}, {batch}));
    corpus.add("batch_stdin_" + game, arguments({"solve", game, "--batch", "-"}, {batch}));
    dict.add(game);
    for (const auto& setup : s.game->info().setups) dict.add(setup.name);
    for (const auto& param : s.game->info().params) {
      dict.add("--" + param.name);
      for (const auto& value : param.values) dict.add(value.name);
    }
  }
  corpus.add("enumerate", arguments({"enumerate", "pretzel", "--suits", "2", "--ranks", "3"}));
  corpus.add("solvable", arguments({"generate", "fujisan", "--setup", "pure-random", "--seed", "0", "--solvable",
                                    "--max-attempts", "3"}));
  corpus.add("protocol",
             arguments({"protocol"}, {"{\"id\":1,\"op\":\"games\"}\n{\"op\":\"verify\",\"game\":\"fujisan\","
                                      "\"board\":\"554344221335/311400512200\",\"moves\":[\"CL533\"]}\n"}));
  // An experiment in two shards on two threads, and the merge of their partial results.
  const std::vector<std::string> experiment = {"experiment",  "fujisan",
                                               "--setups",    "dominoes,pure-random",
                                               "--trials",    "1",
                                               "--per-trial", "2",
                                               "--max-nodes", "20000",
                                               "--jobs",      "2",
                                               "--range",     "length,connectivity:4x3"};
  std::vector<std::string> partials;
  for (const char* shard : {"1/2", "2/2"}) {
    std::vector<std::string> args = experiment;
    args.insert(args.end(), {"--shard", shard});
    corpus.add("experiment_shard", arguments(args));
    partials.push_back(run(args));
  }
  corpus.add("experiment_preset", arguments({"experiment", "--preset", lab::study_presets().front().name}));
  corpus.add("merge", arguments({"merge", "@1", "@2"}, partials));
  corpus.add("merge_repeated", arguments({"merge", "@1", "@1"}, partials));
  for (const Sample& s : samples()) {
    std::vector<std::string> render = {"render", s.game->name(), s.board};
    render.insert(render.end(), s.moves.begin(), s.moves.end());
    render.push_back("--solution");
    corpus.add("render_" + s.game->name(), arguments(render));
  }
  // The SAT export in DIMACS, in each of the game's encodings (not_supported where it has none).
  for (const Sample& s : samples()) {
    std::vector<std::string> sat = {"sat", s.game->name(), s.board};
    sat.insert(sat.end(), s.moves.begin(), s.moves.end());
    corpus.add("sat_" + s.game->name(), arguments(sat));
    for (const Named& encoding : sat_encodings_of(*s.game)) {
      std::vector<std::string> with = sat;
      with.insert(with.end(), {"--encoding", encoding.name});
      corpus.add("sat_" + s.game->name() + "_" + encoding.name, arguments(with));
    }
  }
  corpus.add("render_seeded", arguments({"render", "fujisan", "--setup", "dominoes", "--seed", "1"}));
  // Setups as data: the listing, a setup described, and the description read back from a file.
  for (const auto& game : all_games()) {
    corpus.add("setups_" + game->name(), arguments({"setups", game->name()}));
    corpus.add("setups_describe_" + game->name(),
               arguments({"setups", game->name(), "--describe", game->info().setups.front().name}));
  }
  for (const DescribedSample& d : described_samples()) {
    const std::string game = d.game->name();
    const std::string file = d.description.dump(2);
    corpus.add("generate_setup_file_" + game,
               arguments({"generate", game, "--setup-file", "@1", "--seed", "1", "--count", "2"}, {file}));
    corpus.add("trace_setup_file_" + game, arguments({"trace", game, "--setup-file", "@1", "--seed", "1"}, {file}));
    corpus.add("experiment_setup_file_" + game,
               arguments({"experiment", game, "--setups", d.game->info().setups.front().name, "--setup-file", "@1",
                          "--trials", "1", "--per-trial", "1", "--max-nodes", "5000"},
                         {file}));
  }
  // The daily challenge, the hardest challenges (by the default measure and by each metric, and
  // the least), and a sweep over a parameter, for every game.
  for (const auto& game : all_games()) {
    const std::string name = game->name();
    const std::string setup = game->info().setups.front().name;
    corpus.add("daily_" + name, arguments({"daily", name, "2026-12-01"}));
    corpus.add("extreme_" + name, arguments({"extreme", name, "--setup", setup, "--challenges", "3", "--keep", "2"}));
    corpus.add("extreme_least_" + name,
               arguments({"extreme", name, "--setup", setup, "--minimize", "--challenges", "3", "--patience", "2"}));
    for (const auto& metric : game->info().metrics) dict.add(metric.name);
    for (const auto& param : game->info().params)
      if (param.kind == ParamSpec::Kind::whole_number) {
        // The default and the value before it: a sweep every game can run.
        const std::int64_t to = param.default_value.get<std::int64_t>();
        const std::int64_t from = std::max(param.min, to - 1);
        corpus.add("sweep_" + name, arguments({"sweep", name, "--setups", setup, "--axis",
                                               param.name + "=" + std::to_string(from) + ".." + std::to_string(to),
                                               "--trials", "1", "--per-trial", "1"}));
        break;
      }
  }
  for (const char* token : {"daily", "extreme", "--measure", "--minimize", "--challenges", "--patience", "--keep",
                            "sweep", "--axis", "=1..3", "=1,2", ":2", "/", "2026-12-01"})
    dict.add(token);
  // A sweep over a described setup's first number, the setup inline in --setups and from a file.
  for (const DescribedSample& d : described_samples()) {
    const std::string pointer = first_whole_number(d.description);
    if (pointer.empty()) continue;
    const std::int64_t value = d.description.at(json::json_pointer(pointer)).get<std::int64_t>();
    const std::string axis = "my-design" + pointer + "=" + std::to_string(value) + "," + std::to_string(value + 1);
    const std::string game = d.game->name();
    corpus.add("sweep_inline_" + game, arguments({"sweep", game, "--setups", d.description.dump(), "--axis", axis,
                                                  "--trials", "1", "--per-trial", "1"}));
    corpus.add("sweep_setup_file_" + game,
               arguments({"sweep", game, "--setup-file", "@1", "--axis", axis, "--trials", "1", "--per-trial", "1"},
                         {d.description.dump(2)}));
  }
  for (const char* token : {"setups", "--describe", "--setup-file"}) dict.add(token);
  for (const char* token : {"games",
                            "generate",
                            "trace",
                            "solve",
                            "hint",
                            "explain",
                            "--json",
                            "verify",
                            "playout",
                            "metrics",
                            "enumerate",
                            "protocol",
                            "experiment",
                            "merge",
                            "--setup",
                            "--seed",
                            "--count",
                            "--solvable",
                            "--max-attempts",
                            "--params",
                            "--solver",
                            "--max-nodes",
                            "--time-limit",
                            "--max-moves",
                            "--batch",
                            "--preset",
                            "--setups",
                            "--trials",
                            "--per-trial",
                            "--random-solver",
                            "--jobs",
                            "--shard",
                            "--help",
                            "--",
                            "-",
                            "@1",
                            "@2",
                            "render",
                            "--solution",
                            "sat",
                            "--encoding",
                            "compact",
                            "thesis"})
    dict.add(token);
  dict.add(std::string(1, '\0'));
  dict.add(std::string(1, '\x01'));
  dict.write(root / "cli.dict", "cli");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: puzzlelab_fuzz_seeds FOLDER (tests/fuzz)\n";
    return 2;
  }
  const fs::path root = argv[1];
  try {
    protocol_seeds(root);
    links_seeds(root);
    documents_seeds(root);
    boards_seeds(root);
    cli_seeds(root);
  } catch (const std::exception& error) {
    std::cerr << "puzzlelab_fuzz_seeds: " << error.what() << '\n';
    return 1;
  }
  return 0;
}
