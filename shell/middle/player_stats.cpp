#include "middle/player_stats.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace puzzlelab {

void PlayerStats::opened(const std::string& game, const std::string& key, double now) {
  if (game == current_game_ && key == current_key_) return;  // a reload, a link back to it
  // Moving on from an unsolved challenge ends the streak.
  if (!current_key_.empty() && !current_solved_) current().streak = 0;
  current_game_ = game;
  current_key_ = key;
  current_solved_ = false;
  current_assisted_ = false;
  current_optimal_counted_ = false;
  current_moves_.reset();
  current_optimum_.reset();
  current_seconds_ = 0;
  running_since_ = now;
  ++current().played;
}

void PlayerStats::assisted() {
  if (current_key_.empty() || current_solved_ || current_assisted_) return;
  current_assisted_ = true;
  current().streak = 0;
}

void PlayerStats::solved(std::size_t moves, double now) {
  if (current_key_.empty() || current_solved_) return;
  current_seconds_ = seconds(now);
  current_solved_ = true;
  current_moves_ = moves;
  GameRecord& record = current();
  ++record.solved;
  if (current_assisted_) return;
  ++record.solved_alone;
  record.best_streak = std::max(record.best_streak, ++record.streak);
  if (!record.fastest_seconds || current_seconds_ < *record.fastest_seconds) record.fastest_seconds = current_seconds_;
  count_optimal_if_known();
}

void PlayerStats::optimum_known(std::size_t optimum) {
  if (current_key_.empty()) return;
  current_optimum_ = optimum;
  count_optimal_if_known();
}

void PlayerStats::count_optimal_if_known() {
  if (!current_solved_ || current_assisted_ || current_optimal_counted_ || !current_optimum_ || !current_moves_) return;
  if (*current_moves_ > *current_optimum_) return;
  current_optimal_counted_ = true;
  ++current().at_optimum;
}

double PlayerStats::seconds(double now) const {
  if (current_key_.empty()) return 0;
  if (current_solved_) return current_seconds_;
  return current_seconds_ + std::max(0.0, now - running_since_);
}

const GameRecord& PlayerStats::record(const std::string& game) const {
  static const GameRecord kNone;
  const auto it = games_.find(game);
  return it == games_.end() ? kNone : it->second;
}

nlohmann::json PlayerStats::to_json(double now) const {
  nlohmann::json games = nlohmann::json::object();
  for (const auto& [game, r] : games_) {
    games[game] = {{"played", r.played},         {"solved", r.solved}, {"solved_alone", r.solved_alone},
                   {"at_optimum", r.at_optimum}, {"streak", r.streak}, {"best_streak", r.best_streak},
                   {"fastest_seconds", r.fastest_seconds ? nlohmann::json(*r.fastest_seconds) : nlohmann::json(nullptr)}};
  }
  nlohmann::json current = nullptr;
  if (!current_key_.empty()) {
    current = {{"game", current_game_},
               {"key", current_key_},
               {"solved", current_solved_},
               {"assisted", current_assisted_},
               {"optimal_counted", current_optimal_counted_},
               {"moves", current_moves_ ? nlohmann::json(*current_moves_) : nlohmann::json(nullptr)},
               {"seconds", seconds(now)}};
  }
  return {{"games", games}, {"current", current}};
}

namespace {

std::optional<std::uint64_t> count_of(const nlohmann::json& object, const char* key) {
  const auto it = object.find(key);
  if (it == object.end() || !it->is_number_unsigned()) return std::nullopt;
  return it->get<std::uint64_t>();
}

std::optional<double> seconds_of(const nlohmann::json& value) {
  if (!value.is_number()) return std::nullopt;
  const double s = value.get<double>();
  if (!std::isfinite(s) || s < 0) return std::nullopt;
  return s;
}

std::optional<GameRecord> record_of(const nlohmann::json& value) {
  if (!value.is_object()) return std::nullopt;
  GameRecord r;
  std::uint64_t* fields[] = {&r.played, &r.solved, &r.solved_alone, &r.at_optimum, &r.streak, &r.best_streak};
  const char* names[] = {"played", "solved", "solved_alone", "at_optimum", "streak", "best_streak"};
  for (std::size_t i = 0; i < std::size(fields); ++i) {
    const auto n = count_of(value, names[i]);
    if (!n) return std::nullopt;
    *fields[i] = *n;
  }
  // Counts that contradict each other are a damaged record, not a record to show.
  if (r.solved > r.played || r.solved_alone > r.solved || r.at_optimum > r.solved_alone || r.streak > r.best_streak)
    return std::nullopt;
  if (const auto it = value.find("fastest_seconds"); it != value.end() && !it->is_null()) {
    r.fastest_seconds = seconds_of(*it);
    if (!r.fastest_seconds) return std::nullopt;
  }
  return r;
}

}  // namespace

PlayerStats PlayerStats::from_json(const nlohmann::json& value, double now) {
  PlayerStats stats;
  if (!value.is_object()) return stats;
  if (const auto games = value.find("games"); games != value.end() && games->is_object())
    for (const auto& [game, record] : games->items())
      if (const auto r = record_of(record)) stats.games_[game] = *r;
  const auto current = value.find("current");
  if (current == value.end() || !current->is_object()) return stats;
  const nlohmann::json& c = *current;
  const auto game = c.find("game"), key = c.find("key");
  if (game == c.end() || key == c.end() || !game->is_string() || !key->is_string() || key->get<std::string>().empty() ||
      !stats.games_.count(game->get<std::string>()))
    return stats;
  stats.current_game_ = game->get<std::string>();
  stats.current_key_ = key->get<std::string>();
  stats.current_solved_ = c.value("solved", false);
  stats.current_assisted_ = c.value("assisted", false);
  stats.current_optimal_counted_ = c.value("optimal_counted", false);
  if (const auto moves = count_of(c, "moves")) stats.current_moves_ = static_cast<std::size_t>(*moves);
  stats.current_seconds_ = c.contains("seconds") ? seconds_of(c["seconds"]).value_or(0.0) : 0.0;
  stats.running_since_ = now;
  return stats;
}

std::string clock_text(double seconds) {
  const long total = static_cast<long>(std::floor(std::max(0.0, seconds)));
  const long h = total / 3600, m = total / 60 % 60, s = total % 60;
  char text[32];
  if (h > 0)
    std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", h, m, s);
  else
    std::snprintf(text, sizeof text, "%ld:%02ld", m, s);
  return text;
}

}  // namespace puzzlelab
