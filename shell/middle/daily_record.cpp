#include "middle/daily_record.hpp"

#include <algorithm>

#include "core/input_error.hpp"
#include "middle/json_read.hpp"

namespace puzzlelab {

namespace {

// A day's stored result, or nullopt when any field has the wrong type or the fields contradict
// each other (moves without a solve).
std::optional<DailyResult> read_result(const nlohmann::json& value) {
  if (!value.is_object()) return std::nullopt;
  DailyResult result;
  const auto flag = [&](const char* key, bool& out) {
    if (!value.contains(key)) return true;  // absent: its default (the app never writes null)
    const auto read = json_read::flag(json_read::at(value, key));
    if (read) out = *read;
    return read.has_value();
  };
  const auto count = [&](const char* key, std::optional<std::size_t>& out) {
    if (!value.contains(key)) return true;
    const auto read = json_read::whole_number(json_read::at(value, key));
    if (read) out = static_cast<std::size_t>(std::min<std::uint64_t>(*read, SIZE_MAX));
    return read.has_value();
  };
  std::optional<std::size_t> hints;
  if (!flag("solved", result.solved) || !flag("assisted", result.assisted) || !count("moves", result.moves) ||
      !count("optimum", result.optimum) || !count("hints", hints))
    return std::nullopt;
  result.hints = hints.value_or(0);
  if (result.solved != result.moves.has_value()) return std::nullopt;
  return result;
}

}  // namespace

void DailyRecord::played(const std::string& game, const DailyDate& date) { games_[game][date]; }

void DailyRecord::assisted(const std::string& game, const DailyDate& date) {
  DailyResult& day = games_[game][date];
  if (!day.solved) day.assisted = true;
}

void DailyRecord::hint(const std::string& game, const DailyDate& date) {
  DailyResult& day = games_[game][date];
  if (!day.solved) ++day.hints;
}

void DailyRecord::solved(const std::string& game, const DailyDate& date, std::size_t moves) {
  DailyResult& day = games_[game][date];
  if (day.solved || day.assisted) return;
  day.solved = true;
  day.moves = moves;
}

void DailyRecord::optimum(const std::string& game, const DailyDate& date, std::size_t optimum) {
  games_[game][date].optimum = optimum;
}

std::optional<DailyResult> DailyRecord::result(const std::string& game, const DailyDate& date) const {
  const auto it = games_.find(game);
  if (it == games_.end()) return std::nullopt;
  const auto day = it->second.find(date);
  if (day == it->second.end()) return std::nullopt;
  return day->second;
}

DailySummary DailyRecord::summary(const std::string& game, const DailyDate& today) const {
  DailySummary out;
  const auto it = games_.find(game);
  if (it == games_.end()) return out;
  const std::int64_t now = day_number(today);
  std::uint64_t run = 0;
  std::optional<std::int64_t> last_solved;
  for (const auto& [date, result] : it->second) {  // in date order
    ++out.played;
    if (!result.solved) {
      // A day played and not solved ends the run, but today's may still be solved.
      if (day_number(date) != now) {
        run = 0;
        last_solved.reset();
      }
      continue;
    }
    ++out.solved;
    const std::int64_t day = day_number(date);
    run = last_solved && *last_solved + 1 == day ? run + 1 : 1;
    last_solved = day;
    out.longest_streak = std::max(out.longest_streak, run);
  }
  // The run of the last solved day goes on while that day is today or yesterday.
  if (last_solved && (*last_solved == now || *last_solved + 1 == now)) out.streak = run;
  return out;
}

nlohmann::json DailyRecord::to_json() const {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [game, days] : games_) {
    nlohmann::json stored = nlohmann::json::object();
    for (const auto& [date, r] : days) {
      nlohmann::json day = {{"solved", r.solved}, {"hints", r.hints}};
      if (r.assisted) day["assisted"] = true;
      if (r.moves) day["moves"] = *r.moves;
      if (r.optimum) day["optimum"] = *r.optimum;
      stored[format_daily_date(date)] = day;
    }
    out[game] = stored;
  }
  return out;
}

DailyRecord DailyRecord::from_json(const nlohmann::json& value, std::vector<std::string>* dropped) {
  DailyRecord record;
  const auto drop = [&](const std::string& what) {
    if (dropped != nullptr) dropped->push_back(what);
  };
  if (!value.is_object()) {
    drop("daily");
    return record;
  }
  for (const auto& [game, days] : value.items()) {
    if (!days.is_object() || game.empty()) {
      drop(game);
      continue;
    }
    for (const auto& [date_text, stored] : days.items()) {
      std::optional<DailyDate> date;
      try {
        date = parse_daily_date(date_text);
      } catch (const InputError&) {
      }
      const auto result = read_result(stored);
      if (!date || !result) {
        drop(game + "/" + date_text);
        continue;
      }
      record.games_[game][*date] = *result;
    }
  }
  return record;
}

std::string daily_share_text(const std::string& title, const DailyDate& date, const DailyResult& result) {
  std::string text = "Puzzle Lab \xC2\xB7 " + title + ", " + long_daily_date(date) + ": ";
  if (!result.solved) return text + (result.assisted ? "solved with the solver's help" : "not solved yet");
  const std::size_t moves = result.moves.value_or(0);
  text += "solved in " + std::to_string(moves) + (moves == 1 ? " move" : " moves");
  if (result.optimum) text += " (optimum " + std::to_string(*result.optimum) + ")";
  if (result.hints == 0) return text + ", no hints";
  return text + ", " + std::to_string(result.hints) + (result.hints == 1 ? " hint" : " hints");
}

}  // namespace puzzlelab
