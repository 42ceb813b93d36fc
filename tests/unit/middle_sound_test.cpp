// The synthesized sounds (shell/middle/sound_synth.hpp) and the cues the controller gives for the
// player's actions: lengths, peaks, silent ends (no click), silence at volume 0, and which cue
// each action makes.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "middle/sound_synth.hpp"
#include "middle_fixtures.hpp"

using puzzlelab::SoundCue;
using puzzlelab::synthesize;
using puzzlelab::testing::ControllerRig;

namespace {

const SoundCue kCues[] = {SoundCue::move, SoundCue::refused, SoundCue::undo, SoundCue::hint, SoundCue::solved};

float peak(const std::vector<float>& s) {
  float p = 0;
  for (const float x : s) p = std::max(p, std::abs(x));
  return p;
}

// The largest step between neighbouring samples in the first or last `n` samples.
float edge_step(const std::vector<float>& s, std::size_t n) {
  float step = std::max(std::abs(s.front()), std::abs(s.back()));
  for (std::size_t i = 1; i < n; ++i) {
    step = std::max(step, std::abs(s[i] - s[i - 1]));
    step = std::max(step, std::abs(s[s.size() - i] - s[s.size() - i - 1]));
  }
  return step;
}

}  // namespace

TEST_CASE("sound: every cue lasts its length, peaks at volume x kSoundPeak and starts and ends in silence") {
  for (const int rate : {44100, 48000, 22050}) {
    for (const SoundCue cue : kCues) {
      INFO(std::string(puzzlelab::to_string(cue)), " at ", rate, " Hz");
      const std::vector<float> s = synthesize(cue, rate, 1.0f);
      const double seconds = puzzlelab::sound_seconds(cue);
      CHECK(seconds > 0.03);
      CHECK(seconds < 0.6);  // a puzzle's sounds accompany a move; they never hold it up
      CHECK(s.size() == static_cast<std::size_t>(std::lround(seconds * rate)));
      CHECK(peak(s) == doctest::Approx(puzzlelab::kSoundPeak).epsilon(1e-4));
      // An envelope, not a cut: the first and last samples are (nearly) zero and the first and
      // last millisecond move in small steps.
      CHECK(std::abs(s.front()) < 1e-3f);
      CHECK(std::abs(s.back()) < 0.02f);
      CHECK(edge_step(s, static_cast<std::size_t>(rate / 1000)) < 0.05f);
      for (const float x : s) REQUIRE(std::isfinite(x));
    }
  }
}

TEST_CASE("sound: the volume scales the samples; volume 0 is silence, out-of-range volumes are clamped") {
  const std::vector<float> full = synthesize(SoundCue::solved, 48000, 1.0f);
  const std::vector<float> quarter = synthesize(SoundCue::solved, 48000, 0.25f);
  REQUIRE(full.size() == quarter.size());
  for (std::size_t i = 0; i < full.size(); i += 97) CHECK(quarter[i] == doctest::Approx(full[i] * 0.25f).epsilon(1e-4));
  CHECK(synthesize(SoundCue::move, 48000, 0.0f).empty());
  CHECK(synthesize(SoundCue::move, 48000, -1.0f).empty());
  CHECK(synthesize(SoundCue::move, 48000, 7.0f) == synthesize(SoundCue::move, 48000, 1.0f));
  CHECK(synthesize(SoundCue::move, 0, 1.0f).empty());
}

TEST_CASE("sound: the cues sound different (pitch, told by zero crossings, and length)") {
  const auto crossings = [](const std::vector<float>& s) {
    int n = 0;
    for (std::size_t i = 1; i < s.size(); ++i) n += (s[i - 1] < 0) != (s[i] < 0);
    return static_cast<double>(n) / static_cast<double>(s.size());
  };
  // The refusal is low, the hint high.
  CHECK(crossings(synthesize(SoundCue::refused, 48000, 1)) < crossings(synthesize(SoundCue::move, 48000, 1)));
  CHECK(crossings(synthesize(SoundCue::hint, 48000, 1)) > crossings(synthesize(SoundCue::move, 48000, 1)));
  CHECK(puzzlelab::sound_seconds(SoundCue::solved) > puzzlelab::sound_seconds(SoundCue::move));
}

TEST_CASE("sound: the controller cues a move, a refused move, an undo, a redo and the solving move") {
  const std::string board = "554344221335/311400512200";
  const nlohmann::json solution =
      puzzlelab::handle_request({{"op", "solve"}, {"game", "fujisan"}, {"board", board}}).at("result").at("solution");
  REQUIRE(solution.size() == 12);
  ControllerRig rig;
  rig.controller.start(std::nullopt, "#v1/fujisan/board/554344221335.311400512200/standard");
  REQUIRE(rig.controller.active());
  rig.controller.take_cues();  // opening a game makes no sound
  CHECK_FALSE(rig.controller.play("no-such-move"));
  CHECK(rig.controller.take_cues() == std::vector<SoundCue>{SoundCue::refused});
  REQUIRE(rig.controller.play(solution[0].get<std::string>()));
  REQUIRE(rig.controller.undo());
  REQUIRE(rig.controller.redo());
  CHECK(rig.controller.take_cues() == std::vector<SoundCue>{SoundCue::move, SoundCue::undo, SoundCue::move});
  CHECK(rig.controller.take_cues().empty());
  for (std::size_t i = 1; i < solution.size(); ++i) REQUIRE(rig.controller.play(solution[i].get<std::string>()));
  const std::vector<SoundCue> cues = rig.controller.take_cues();
  REQUIRE(cues.size() == 11);
  CHECK(std::count(cues.begin(), cues.end(), SoundCue::move) == 10);
  CHECK(cues.back() == SoundCue::solved);
  // Nothing to undo: no sound either.
  ControllerRig fresh;
  fresh.controller.start(std::nullopt, "#v1/fujisan/board/554344221335.311400512200/standard");
  fresh.controller.take_cues();
  CHECK_FALSE(fresh.controller.undo());
  CHECK(fresh.controller.take_cues().empty());
}
