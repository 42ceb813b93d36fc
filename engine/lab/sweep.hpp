// A sweep (docs/LAB.md, "Sweeps"): one experiment per point of a grid over one or two numeric
// axes, each axis a whole-number parameter of the game (rows, colours, ranks, ...) or a number
// inside a described setup, addressed by a JSON pointer (/values/0). Every point's experiment is
// the base experiment (game, params, setups, trials, per_trial, seed, random solver, max_nodes)
// with the axes' values put in, read by the experiment's own reader: a combination that reader
// refuses (BoxOff colours that do not share the squares) is skipped with its reason, a setup
// that cannot deal a point while the others can is left out of that point with its reason, and
// the sweep is refused only when every point is.
//
// The sweep's chunks are its points' chunks, point after point (points in axis order, the second
// axis varying fastest): sweep chunk c is chunk c - first_chunk of the point holding it. So a
// sweep splits over threads, shards and workers and merges byte for byte like one experiment,
// and each point's document is exactly `puzzlelab experiment` of that point.
//
// The sweep document ("puzzlelab-lab-sweep") holds, per point, each setup's summary (solvable
// with its interval, random solvable, Sp - Sr, lengths, metric means) keyed by the setup's label,
// or the reason the point was skipped. It is computed from the points' experiment documents
// alone, so the CLI (from chunks) and the app (from its runs) write the same bytes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/game.hpp"
#include "game/request_fields.hpp"
#include "lab/studies.hpp"
#include "lab/experiment.hpp"

namespace puzzlelab::lab {

// Sizes a sweep may have: values per axis, axes, points, and chunks over all points.
inline constexpr std::size_t kMaxSweepAxisValues = 64;
inline constexpr std::size_t kMaxSweepAxes = 2;
inline constexpr std::size_t kMaxSweepPoints = 1024;
inline constexpr std::uint64_t kMaxSweepChunks = 200'000;
// The values an axis may take (a described setup's numbers are the game's to bound further).
inline constexpr std::int64_t kMaxSweepValue = 1'000'000'000;

struct SweepAxis {
  std::string parameter;  // a whole-number parameter of the game, or "" for a setup's number
  std::string setup;      // the described setup's label, for a setup's number
  std::string pointer;    // where the number is in that description ("/values/0")
  std::vector<std::int64_t> values;

  // "rows", or "my-tiles/values/0" (label and pointer).
  std::string name() const;
  nlohmann::json to_json() const;  // {"parameter", "values"} or {"setup", "pointer", "values"}
  bool operator==(const SweepAxis& other) const = default;
};

struct SweepPoint {
  std::vector<std::int64_t> values;          // one per axis
  std::optional<ExperimentSpec> experiment;  // absent when skipped
  std::string skip_code, skip_reason;        // why it was skipped
  // Setups the point's experiment leaves out (by label), each with the code and message of its
  // refusal: a combination one setup cannot deal (L-Tiles on rows that are not a multiple of 2
  // or 3) while the others can. The point's experiment is the other setups'.
  struct SkippedSetup {
    std::string label, code, reason;
  };
  std::vector<SkippedSetup> skipped_setups;
  std::uint64_t first_chunk = 0;  // its chunks' first index in the sweep
};

struct SweepSpec {
  std::string game;
  nlohmann::json params;            // the base params: the game's defaults and those given (each point's normalized)
  std::vector<std::string> setups;  // names as given, descriptions as their texts (setup_text)
  std::uint64_t trials = 10;
  std::uint64_t per_trial = 100;
  std::uint64_t seed = 1;
  std::string random_solver;    // "" for the game's first
  std::uint64_t max_nodes = 0;  // 0 for the default
  std::vector<SweepAxis> axes;
  std::vector<SweepPoint> points;  // filled by read_sweep_spec

  std::uint64_t chunk_count() const;
  // The point holding sweep chunk `chunk` (< chunk_count()).
  const SweepPoint& point_of_chunk(std::uint64_t chunk) const;
  // The request fields that read back to this sweep (axes' values always listed).
  nlohmann::json to_json() const;
};

// Reads "game", "params", "setups" (names and descriptions, objects or texts, as an experiment
// takes them), "trials", "per_trial", "seed", "random_solver", "max_nodes"
// and "axes" (1 or 2 of {"parameter": NAME or "setup": LABEL + "pointer": "/..", then "values":
// [..] or "from", "to" and optionally "step"}), builds every point's experiment and checks the
// sizes. Throws InputError: "bad_sweep" naming the problem with the axes or sizes, or, when every
// point is refused, the points' own error: "every point of the sweep: ..." when they all share it,
// else the first point's, saying where ("none of the sweep's 2 points can run; at rows 3: ...").
SweepSpec read_sweep_spec(RequestFields& fields, const GameList& games);
SweepSpec read_sweep_spec(const nlohmann::json& request, const GameList& games);

// An axis written as text, as the CLI's --axis and the app's form take it: NAME=FROM..TO,
// NAME=FROM..TO:STEP or NAME=V,V,...; NAME is a parameter, or LABEL/POINTER for a described
// setup's number (my-tiles/values/0=1..4). Gives the axis' request object (read_sweep_spec checks
// the rest). Throws InputError("bad_sweep", ...) naming the problem.
nlohmann::json parse_sweep_axis_text(std::string_view text);

// An axis value typed as text (--axis, a sweep link): a whole number from -kMaxSweepValue to
// kMaxSweepValue. Nothing when it is not, with `problem` saying why: "'x' is not a whole number",
// "'99999999999999999999' is too large (at most 1000000000)".
std::optional<std::int64_t> sweep_value_from_text(std::string_view text, std::string& problem);

// Every game's example sweeps (lab/studies.hpp), in the Lab's order; nullptr for an unknown name.
const std::vector<SweepPreset>& sweep_presets();
const SweepPreset* find_sweep_preset(std::string_view name);

// The chunks shard `index` of `count` runs (chunk % count == index - 1), as shard_chunks.
std::vector<std::uint64_t> sweep_shard_chunks(const SweepSpec& spec, std::uint64_t index, std::uint64_t count);

// Runs sweep chunk `chunk` (its point's chunk), its index in the result the sweep's.
ChunkResult run_sweep_chunk(const SweepSpec& spec, const GameList& games, std::uint64_t chunk,
                            const ChunkLimits& limits = {});

// A partial result ("puzzlelab-lab-sweep-partial"): the sweep and the chunks run.
nlohmann::json sweep_partial_document(const SweepSpec& spec, const std::vector<ChunkResult>& chunks);

// The sweep document from every chunk (any order, each once). Throws InputError("bad_partial").
nlohmann::json sweep_final_document(const SweepSpec& spec, std::vector<ChunkResult> chunks);

// The sweep document from its points' experiment documents (one per point, in order; null for
// a skipped point or one not run yet). `complete`: every point that is not skipped has one.
nlohmann::json sweep_document(const SweepSpec& spec, const std::vector<nlohmann::json>& point_documents);

// A point's entry: each setup's summary from its experiment document, keyed by label.
nlohmann::json sweep_point_setups(const nlohmann::json& experiment_document);

// Merges sweep partials (every shard, any order) into the sweep document; `names` name the
// partials in messages. Throws InputError("bad_partial", ...) naming the problem.
nlohmann::json merge_sweep_partials(const std::vector<nlohmann::json>& partials, const std::vector<std::string>& names,
                                    const GameList& games);

}  // namespace puzzlelab::lab
