// The published studies as presets (docs/LAB.md, "Presets"): each game brings its own
// (lab/studies.hpp, engine/games/<game>/lab/studies.cpp), naming the experiment the paper ran and the
// values the paper reports; the experiment's document shows the paper's value beside the measured
// one with its interval and says where they disagree.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "lab/studies.hpp"
#include "lab/experiment.hpp"

namespace puzzlelab::lab {

using puzzlelab::PublishedValue;
using puzzlelab::StudyPreset;

// Every game's published studies (lab/studies.hpp), in the Lab's order: the first is the one the
// Lab opens on.
const std::vector<StudyPreset>& study_presets();
// nullptr when there is none of that name.
const StudyPreset* find_study_preset(std::string_view name);
// "boxoff-4x6x4, boxoff-6x6x6, ..."
std::string study_preset_names();

// The "paper" section of a document: one entry per published value of the spec's preset, with
// the measured value, its interval where it has one, and whether they agree.
nlohmann::json compare_with_paper(const ExperimentSpec& spec, const nlohmann::json& document);
// The same for any list of published values (what compare_with_paper does with the preset's).
nlohmann::json compare_values(const std::vector<PublishedValue>& published, const nlohmann::json& document);

}  // namespace puzzlelab::lab
