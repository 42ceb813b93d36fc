// A talk (docs/app/TALK_MODE.md): a small JSON document that retells a paper's argument as a
// list of scenes played on live boards with live numbers. Read and checked here, with no UI, so
// a talk file that names an unknown scene kind, game, setup or preset, a bad seed or a missing
// field is refused with a message naming the scene and the problem before anything is shown.
//
//   {"format": "puzzlelab-talk", "version": 1, "name": "fujisan", "title": "...",
//    "source": "...", "minutes": 20, "scenes": [SCENE, ...]}
//
// "minutes" (optional, 1..600) is the talk's planned length: the speaker view counts down from it.
// Scene kinds (every scene has "kind", a short "caption" and optional "notes": the speaker's own
// words for it, at most 4000 bytes, shown only in the speaker view):
//   title         "title", optional "subtitle" and "points" (lines of text)
//   setup         a challenge named by "game", optional "params", "setup", "seed"; its setup is
//                 animated step by step; optional "speed" (steps a second)
//   board         a challenge (as setup, or "board" text instead of setup and seed), shown;
//                 optional "moves": the moves played from it (the game's move notation), so the
//                 scene shows that position
//   solution      a challenge; the workers' solution is played move by move
//   lab           "experiment": the protocol's experiment fields (a published "preset", or
//                 game, params, setups, ...), run live; "plot": box, bars or lengths
//   side-by-side  "game", optional "params", "left" and "right" (each "setup" and "seed"),
//                 animated together with each one's verdict; optional "deal": challenges of each
//                 setup dealt and tallied beside them (a multiple of 10, 10..1000)
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/game.hpp"
#include "lab/experiment.hpp"
#include "middle/challenge.hpp"

namespace puzzlelab {

enum class SceneKind { title, setup, board, solution, lab, side_by_side };

// "side-by-side": the name a talk document uses.
const char* scene_kind_name(SceneKind kind);

// The plots a lab scene can show (shell/app/experiment_plots.hpp draws them).
enum class TalkPlot { box, bars, lengths };
const char* talk_plot_name(TalkPlot plot);

struct TalkScene {
  SceneKind kind = SceneKind::title;
  std::string caption;
  std::string notes;  // the speaker view's, never on the projector
  // title
  std::string title;
  std::string subtitle;
  std::vector<std::string> points;
  // setup, board, solution: the challenge (its board is empty when it comes from a seed: the
  // workers generate it). side-by-side: `challenge` is the left one, `right` the right one.
  Challenge challenge;
  Challenge right;
  std::vector<std::string> moves;  // board: played from the challenge's board, the position shown
  double speed = 2.0;              // setup and side-by-side: steps a second
  // lab, and side-by-side's tally (deal > 0): the experiment, checked by the engine's reader.
  std::optional<lab::ExperimentSpec> experiment;
  TalkPlot plot = TalkPlot::bars;
  std::uint64_t deal = 0;  // side-by-side: challenges of each setup to tally (0: none)
};

struct Talk {
  std::string name;  // the link's name for it: letters, digits, '-'
  std::string title;
  std::string source;         // the paper it retells
  std::uint64_t minutes = 0;  // planned length for the speaker view's countdown (0: none)
  std::vector<TalkScene> scenes;
};

// Reads and checks a talk document. Throws InputError naming the problem: "bad_json" for text
// that is not JSON, "bad_talk" for the document's shape, and for a scene the engine's own code
// (unknown_game, unknown_setup, bad_seed, unknown_preset, bad_params, missing_field, ...) with the
// message prefixed by the scene: "scene 3 (setup): unknown setup 'x' for boxoff (known: ...)".
Talk parse_talk(std::string_view text, const GameList& games = all_games());

// The talks the app ships (assets/talks/*.json, compiled in), in the order of their file names.
struct ShippedTalk {
  std::string name;  // the file name without ".json"
  std::string_view text;
};
const std::vector<ShippedTalk>& shipped_talks();
// The shipped talk of that name, parsed; throws InputError("unknown_talk", ...) listing the names.
Talk shipped_talk(std::string_view name, const GameList& games = all_games());
// "entangled, fujisan, sigmar"
std::string shipped_talk_names();

// A shipped talk as the list of talks shows it: read and checked, or why it cannot be played.
struct ListedTalk {
  std::string name;          // the file name without ".json"
  std::optional<Talk> talk;  // empty when it is refused
  std::string error;         // why, when it is refused
};
// Every shipped talk read and checked, in shipped_talks()'s order. Never throws: a talk that is
// refused carries its message. The list of talks is drawn every frame, so its owner reads them
// once with this and keeps the result.
std::vector<ListedTalk> read_shipped_talks(const GameList& games = all_games());

}  // namespace puzzlelab
