#include "middle/player_stats.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "middle/json_read.hpp"

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
  current_hints_ = 0;
  current_seconds_ = 0;
  running_since_ = now;
  ++current().played;
}

void PlayerStats::assisted() {
  if (current_key_.empty() || current_solved_ || current_assisted_) return;
  current_assisted_ = true;
  current().streak = 0;
}

void PlayerStats::hinted() {
  if (current_key_.empty() || current_solved_) return;
  ++current_hints_;
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
    games[game] = {
        {"played", r.played},
        {"solved", r.solved},
        {"solved_alone", r.solved_alone},
        {"at_optimum", r.at_optimum},
        {"streak", r.streak},
        {"best_streak", r.best_streak},
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
               {"hints", current_hints_},
               {"seconds", seconds(now)}};
  }
  return {{"games", games}, {"current", current}};
}

namespace {

using json_read::at;

// Present but unusable, as against absent.
bool damaged(const nlohmann::json& object, const char* key, bool usable) { return object.contains(key) && !usable; }

std::optional<double> stored_seconds(const nlohmann::json& value) {
  const auto s = json_read::number(value);
  if (!s || *s < 0) return std::nullopt;
  return s;
}

std::optional<GameRecord> record_of(const nlohmann::json& value) {
  if (!value.is_object()) return std::nullopt;
  GameRecord r;
  std::uint64_t* fields[] = {&r.played, &r.solved, &r.solved_alone, &r.at_optimum, &r.streak, &r.best_streak};
  const char* names[] = {"played", "solved", "solved_alone", "at_optimum", "streak", "best_streak"};
  for (std::size_t i = 0; i < std::size(fields); ++i) {
    const auto n = json_read::whole_number(at(value, names[i]));
    if (!n) return std::nullopt;
    *fields[i] = *n;
  }
  // Counts that contradict each other are a damaged record, not a record to show.
  if (r.solved > r.played || r.solved_alone > r.solved || r.at_optimum > r.solved_alone || r.streak > r.best_streak)
    return std::nullopt;
  if (const nlohmann::json& fastest = at(value, "fastest_seconds"); !fastest.is_null()) {
    r.fastest_seconds = stored_seconds(fastest);
    if (!r.fastest_seconds) return std::nullopt;
  }
  return r;
}

}  // namespace

PlayerStats PlayerStats::from_json(const nlohmann::json& value, double now, std::vector<std::string>* dropped) {
  PlayerStats stats;
  const auto drop = [&](std::string what) {
    if (dropped) dropped->push_back(std::move(what));
  };
  if (!value.is_object()) {
    if (!value.is_null()) drop("stats");
    return stats;
  }
  if (const nlohmann::json& games = at(value, "games"); games.is_object()) {
    for (const auto& [game, record] : games.items()) {
      const auto r = record_of(record);
      if (r && game.size() <= 64)
        stats.games_[game] = *r;
      else
        drop(game);
    }
  } else {
    drop("games");  // missing too: the record always writes it
  }
  const nlohmann::json& c = at(value, "current");
  if (c.is_null()) return stats;
  // The challenge on screen is kept whole or not at all: half of it would count it again.
  const auto game = json_read::text(at(c, "game")), key = json_read::text(at(c, "key"));
  const auto solved = json_read::flag(at(c, "solved")), assisted = json_read::flag(at(c, "assisted")),
             optimal_counted = json_read::flag(at(c, "optimal_counted"));
  const auto moves = json_read::whole_number(at(c, "moves"));
  const auto seconds = stored_seconds(at(c, "seconds"));
  const auto hints = json_read::whole_number(at(c, "hints"));
  if (!game || !key || key->empty() || !stats.games_.count(*game) || damaged(c, "solved", solved.has_value()) ||
      damaged(c, "assisted", assisted.has_value()) || damaged(c, "optimal_counted", optimal_counted.has_value()) ||
      damaged(c, "moves", moves || at(c, "moves").is_null()) || damaged(c, "seconds", seconds.has_value()) ||
      damaged(c, "hints", hints.has_value())) {
    drop("current");
    return stats;
  }
  stats.current_game_ = *game;
  stats.current_key_ = *key;
  stats.current_solved_ = solved.value_or(false);
  stats.current_assisted_ = assisted.value_or(false);
  stats.current_optimal_counted_ = optimal_counted.value_or(false);
  if (moves) stats.current_moves_ = static_cast<std::size_t>(*moves);
  // Saved before hints were counted: none known.
  stats.current_hints_ = hints.value_or(0);
  stats.current_seconds_ = seconds.value_or(0.0);
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
