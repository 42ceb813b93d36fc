// The Lab's "Hardest found" lists, with no UI: for a setup of the experiment on the form, a worker
// runs the protocol's "extreme" search (docs/LAB.md, "The hardest challenges") for a few seconds
// and the best challenges it found are kept per setup, each with the seed its climb started from,
// the local changes made to that seed's board, the board and its measure, so any of them can be
// opened on the play screen.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "middle/requests.hpp"

namespace puzzlelab {

// The app's search: at most this long (the search's own budget is far larger, so time stops it).
inline constexpr std::uint64_t kHardestTimeLimitMs = 8'000;
inline constexpr std::uint64_t kHardestChallenges = 100'000'000;

struct HardestRow {
  std::string seed;           // decimal
  std::uint64_t changes = 0;  // 0: the board is the setup's own for `seed`
  std::string board;
  double value = 0;
};

struct HardestList {
  std::string measure;
  bool loading = false;
  std::string error;
  std::vector<HardestRow> rows;  // best first
  std::uint64_t tried = 0;
  std::string stopped;  // "time", "challenges", "seeds" or "cancelled"
};

class LabHardest {
 public:
  explicit LabHardest(Requests& requests) : requests_(requests) {}
  ~LabHardest();
  LabHardest(const LabHardest&) = delete;
  LabHardest& operator=(const LabHardest&) = delete;

  // Starts a search of `setup`'s challenges for the largest `measure` (replacing any search
  // running); its list is then loading until the worker answers.
  void search(const std::string& game, const nlohmann::json& params, const std::string& setup,
              const std::string& measure, std::uint64_t time_limit_ms = kHardestTimeLimitMs);
  void cancel();
  bool running() const { return request_ != 0; }
  // The list of a setup of the current game ("" when none yet); a new game clears them all.
  const HardestList* list(const std::string& setup) const;
  const std::string& game() const { return game_; }
  const nlohmann::json& params() const { return params_; }
  // For the automation hook: per setup, its measure, state, rows (seed, changes, value).
  nlohmann::json automation() const;

 private:
  Requests& requests_;
  std::uint64_t request_ = 0;
  std::string game_;
  nlohmann::json params_;
  std::map<std::string, HardestList> lists_;
};

}  // namespace puzzlelab
