#include "middle/saved_setups.hpp"

#include <algorithm>

#include "core/input_error.hpp"
#include "game/setup_description.hpp"
#include "middle/json_read.hpp"

namespace puzzlelab {
namespace {

constexpr std::size_t kMaxGameNameLength = 64;

// Why `entry` cannot be kept, or "" when it can (its text is read as the engine reads it).
std::string refusal(const SavedSetup& entry) {
  if (entry.game.empty() || entry.game.size() > kMaxGameNameLength) return "it names no game";
  if (!is_described_setup(entry.setup)) return "it is not a described setup";
  try {
    parse_setup_description(entry.setup);
  } catch (const InputError& e) {
    return e.what();
  }
  return {};
}

}  // namespace

std::string SavedSetups::save(const SavedSetup& entry) {
  if (const std::string why = refusal(entry); !why.empty()) return "This setup cannot be saved: " + why + ".";
  const std::string label = setup_label(entry.setup);
  const auto same = std::find_if(setups_.begin(), setups_.end(), [&](const SavedSetup& s) {
    return s.game == entry.game && setup_label(s.setup) == label;
  });
  const std::size_t freed = same == setups_.end() ? 0 : same->setup.size();
  if (same == setups_.end() && setups_.size() >= kMaxSavedSetups)
    return "No room for another setup (at most " + std::to_string(kMaxSavedSetups) + "): delete one first.";
  if (bytes() - freed + entry.setup.size() > kMaxSavedSetupBytes)
    return "No room for this setup (your setups may hold " + std::to_string(kMaxSavedSetupBytes / 1024) +
           " KB in all): delete one first.";
  if (same != setups_.end())
    *same = entry;
  else
    setups_.push_back(entry);
  return {};
}

bool SavedSetups::remove(const std::string& game, const std::string& label) {
  const auto before = setups_.size();
  std::erase_if(setups_, [&](const SavedSetup& s) { return s.game == game && setup_label(s.setup) == label; });
  return setups_.size() != before;
}

std::vector<std::string> SavedSetups::of_game(const std::string& game) const {
  std::vector<std::string> out;
  for (const SavedSetup& s : setups_)
    if (s.game == game) out.push_back(s.setup);
  return out;
}

std::size_t SavedSetups::bytes() const {
  std::size_t total = 0;
  for (const SavedSetup& s : setups_) total += s.setup.size();
  return total;
}

nlohmann::json SavedSetups::to_json() const {
  nlohmann::json out = nlohmann::json::array();
  for (const SavedSetup& s : setups_) out.push_back({{"game", s.game}, {"setup", s.setup}});
  return out;
}

SavedSetups SavedSetups::from_json(const nlohmann::json& value, std::vector<std::string>* dropped) {
  SavedSetups out;
  const auto drop = [&](const std::string& why) {
    if (dropped) dropped->push_back(why);
  };
  if (!value.is_array()) {
    drop("the list is not a list");
    return out;
  }
  for (std::size_t i = 0; i < value.size(); ++i) {
    SavedSetup entry{json_read::text(json_read::at(value[i], "game"), kMaxGameNameLength).value_or(""),
                     json_read::text(json_read::at(value[i], "setup"), kMaxSetupDescriptionBytes).value_or("")};
    const std::string why = out.save(entry);
    if (!why.empty()) drop("setup " + std::to_string(i + 1) + ": " + why);
  }
  return out;
}

}  // namespace puzzlelab
