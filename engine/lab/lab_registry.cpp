// The Lab's parts of the listed games (lab/lab_list.hpp, made from games.cmake): their published
// studies, joined in the list's order, and each game's part in the Lab. No Lab file names a game.
#include <memory>
#include <utility>

#include "lab/lab_game.hpp"
#include "lab/lab_list.hpp"
#include "lab/studies.hpp"

namespace puzzlelab {

namespace {

// One list of every game's studies, in the games' order, each game's in its own.
PublishedStudies joined_studies() {
  PublishedStudies all;
  for (PublishedStudies& game : make_listed_studies()) {
    for (StudyPreset& preset : game.presets) all.presets.push_back(std::move(preset));
    for (SeriesPreset& series : game.series) all.series.push_back(std::move(series));
    for (SweepPreset& sweep : game.sweeps) all.sweeps.push_back(std::move(sweep));
  }
  return all;
}

}  // namespace

const PublishedStudies& published_studies() {
  static const PublishedStudies studies = joined_studies();
  return studies;
}

std::unique_ptr<LabGame> make_lab_game(const Game& game) {
  if (std::unique_ptr<LabGame> own = make_listed_lab_game(game)) return own;
  return std::make_unique<LabGame>(game);
}

}  // namespace puzzlelab
