// The player's own setups (setups as data, docs/SETUPS.md), kept in the browser with the game:
// each a game's described setup as its text (the normalized description), to load again into the
// Lab's setup editor, add to a study or deal on the play screen. Stored in the saved document under
// its own key, "setups", so damage to it costs nothing else; bounded (kMaxSavedSetups, at most
// kMaxSavedSetupBytes of text in all) so the stored document stays small.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab {

inline constexpr std::size_t kMaxSavedSetups = 50;
inline constexpr std::size_t kMaxSavedSetupBytes = 256 * 1024;

struct SavedSetup {
  std::string game;
  std::string setup;  // a described setup's text (setup_text of a normalized description)
  bool operator==(const SavedSetup&) const = default;
};

class SavedSetups {
 public:
  // Keeps `entry`, replacing the game's setup of the same name (its label). Returns "" when kept,
  // else why not (not a described setup, or no room left), for the player.
  std::string save(const SavedSetup& entry);
  // Forgets the game's setup named `label`; false when there was none.
  bool remove(const std::string& game, const std::string& label);

  const std::vector<SavedSetup>& all() const { return setups_; }
  // The game's setups, in the order saved.
  std::vector<std::string> of_game(const std::string& game) const;
  std::size_t bytes() const;

  nlohmann::json to_json() const;
  // Never throws: a damaged entry is dropped, the rest kept (up to the bounds). `dropped` (when
  // given) gets one line per entry dropped, saying why.
  static SavedSetups from_json(const nlohmann::json& value, std::vector<std::string>* dropped = nullptr);

 private:
  std::vector<SavedSetup> setups_;
};

}  // namespace puzzlelab
