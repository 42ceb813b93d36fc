// The Lab screen's form, with no UI: the experiment being set up (game, parameters, setups,
// sizes, seed, or a published preset that fills the rest), turned into the experiment's
// request fields and checked by the engine's own reader (lab/spec.hpp), so the form refuses
// exactly what `puzzlelab experiment` refuses, with the same messages.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/game.hpp"
#include "lab/experiment.hpp"

namespace puzzlelab {

// What setups are called in the tables, plots and documents: a published setup's name, a
// described setup's "name" (setup_label), in the same order.
std::vector<std::string> setup_labels(const std::vector<std::string>& setups);

struct LabForm {
  std::string preset;                                // a published study, or ""
  std::string game;                                  // a registered game's name
  nlohmann::json params = nlohmann::json::object();  // as edited (normalized when read)
  // The ticked published setups in the game's order, then the described setups (their texts,
  // docs/SETUPS.md) in the order added.
  std::vector<std::string> setups;
  std::uint64_t trials = 10;
  std::uint64_t per_trial = 100;
  std::uint64_t seed = 1;
  std::string random_solver;  // "" for the game's default
  bool effort = false;        // add the "effort" measure group (docs/LAB.md)

  // The protocol's "experiment" fields (no "op", no "chunks").
  nlohmann::json request() const;
  // The experiment, checked. Throws InputError naming the problem.
  lab::ExperimentSpec spec(const GameList& games = all_games()) const;

  // The form showing an experiment (e.g. one read from a link).
  static LabForm from_spec(const lab::ExperimentSpec& spec);
  // The form of a published study. Throws InputError("unknown_preset", ...).
  static LabForm from_preset(const std::string& name, const GameList& games = all_games());
  // Another game: its default parameters and its first two setups (or its one), the sizes kept.
  void choose_game(const std::string& name, const GameList& games = all_games());
  // Ticks or unticks a setup, keeping the game's order.
  void set_setup(const std::string& setup, bool on, const GameList& games = all_games());
  // Puts a described setup's text into the study beside the published ones, in place of the one
  // of the same name (label) when there is one. Returns whether it replaced one.
  bool add_described(const std::string& setup_text);
  // Takes the described setup named `label` out of the study; false when there was none.
  bool remove_described(const std::string& label);
  // The described setups in the study (their texts), in order.
  std::vector<std::string> described() const;
};

}  // namespace puzzlelab
