#include "middle/play_record.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "middle/json_read.hpp"

namespace puzzlelab {
namespace {

using json_read::at;

// Bounds on what one record may hold, so that a damaged or hostile document cannot fill memory:
// a game's name, a board's text, a described setup's text (saved setups are bounded alike).
constexpr std::size_t kMaxGameName = 64;
constexpr std::size_t kMaxBoard = 64 * 1024;
constexpr std::size_t kMaxSetup = 64 * 1024;
constexpr std::size_t kMaxParams = 16;
constexpr std::size_t kMaxSetupSteps = 10'000;

bool usable_params(const nlohmann::json& params) {
  if (!params.is_object() || params.size() > kMaxParams) return false;
  for (const auto& [key, value] : params.items())
    if (key.size() > 64 || !(value.is_number() || value.is_boolean() || json_read::text(value, 64))) return false;
  return true;
}

std::optional<double> seconds_of(const nlohmann::json& value) {
  const auto s = json_read::number(value);
  if (!s || *s < 0 || *s > kMaxRecordSeconds) return std::nullopt;
  return s;
}

// A seed as the contract allows it: a decimal string or a whole number, 0 .. 2^64 - 1.
std::optional<std::uint64_t> seed_of(const nlohmann::json& value) {
  if (const auto n = json_read::whole_number(value)) return n;
  const auto text = json_read::text(value, 20);
  if (!text || text->empty() || !std::all_of(text->begin(), text->end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::nullopt;
  try {
    std::size_t used = 0;
    const unsigned long long n = std::stoull(*text, &used, 10);
    if (used != text->size()) return std::nullopt;
    return static_cast<std::uint64_t>(n);
  } catch (const std::exception&) {  // out of range
    return std::nullopt;
  }
}

}  // namespace

double record_seconds(double seconds) {
  if (!std::isfinite(seconds) || seconds < 0) return 0;
  return std::min(kMaxRecordSeconds, std::round(seconds * 10) / 10);
}

nlohmann::json record_to_json(const PlayRecord& r) {
  nlohmann::json out = {{"game", r.game},         {"params", r.params}, {"board", r.board},   {"setup", r.setup},
                        {"seconds", r.seconds},   {"solved", r.solved}, {"moves", r.moves},   {"undos", r.undos},
                        {"restarts", r.restarts}, {"hints", r.hints},   {"solver", r.solver}, {"played", r.played}};
  // The seed as a decimal string: a reader in JavaScript keeps every digit of a 64-bit seed.
  if (r.seed) out["seed"] = std::to_string(*r.seed);
  if (r.setup_seconds) out["setup_seconds"] = *r.setup_seconds;
  if (!r.setup_steps.empty()) out["setup_steps"] = r.setup_steps;
  return out;
}

std::optional<PlayRecord> record_from_json(const nlohmann::json& value, std::string* why) {
  const auto refuse = [&](const std::string& reason) -> std::optional<PlayRecord> {
    if (why) *why = reason;
    return std::nullopt;
  };
  if (!value.is_object()) return refuse("a record must be a JSON object");
  PlayRecord r;
  const auto game = json_read::text(at(value, "game"), kMaxGameName);
  if (!game || game->empty()) return refuse("\"game\" must be a game's name");
  r.game = *game;
  if (!usable_params(at(value, "params"))) return refuse("\"params\" must be an object of the game's params");
  r.params = at(value, "params");
  const auto board = json_read::text(at(value, "board"), kMaxBoard);
  if (!board || board->empty()) return refuse("\"board\" must be the board's text");
  r.board = *board;
  const auto setup = json_read::text(at(value, "setup"), kMaxSetup);
  if (!setup) return refuse("\"setup\" must be a setup's name or text, or \"\"");
  r.setup = *setup;
  const auto seconds = seconds_of(at(value, "seconds"));
  if (!seconds) return refuse("\"seconds\" must be a number from 0 to 864000");
  r.seconds = *seconds;
  const auto solved = json_read::flag(at(value, "solved"));
  if (!solved) return refuse("\"solved\" must be true or false");
  r.solved = *solved;
  const auto count = [&](const char* key, std::uint64_t& out, bool required) {
    const nlohmann::json& v = at(value, key);
    if (v.is_null() && !required) return true;
    const auto n = json_read::whole_number(v);
    if (!n || *n > kMaxRecordMoves) return false;
    out = *n;
    return true;
  };
  if (!count("moves", r.moves, true)) return refuse("\"moves\" must be a whole number from 0 to 1000000");
  if (!count("hints", r.hints, true)) return refuse("\"hints\" must be a whole number from 0 to 1000000");
  if (!count("undos", r.undos, false)) return refuse("\"undos\" must be a whole number from 0 to 1000000");
  if (!count("restarts", r.restarts, false)) return refuse("\"restarts\" must be a whole number from 0 to 1000000");
  const auto flag = [&](const char* key, bool& out) {
    const nlohmann::json& v = at(value, key);
    if (v.is_null()) return true;
    const auto b = json_read::flag(v);
    if (b) out = *b;
    return b.has_value();
  };
  if (!flag("solver", r.solver)) return refuse("\"solver\" must be true or false");
  if (!flag("played", r.played)) return refuse("\"played\" must be true or false");
  if (const nlohmann::json& seed = at(value, "seed"); !seed.is_null()) {
    r.seed = seed_of(seed);
    if (!r.seed) return refuse("\"seed\" must be a decimal number from 0 to 18446744073709551615");
  }
  if (const nlohmann::json& total = at(value, "setup_seconds"); !total.is_null()) {
    r.setup_seconds = seconds_of(total);
    if (!r.setup_seconds) return refuse("\"setup_seconds\" must be a number from 0 to 864000");
  }
  if (const nlohmann::json& steps = at(value, "setup_steps"); !steps.is_null()) {
    if (!steps.is_array() || steps.size() > kMaxSetupSteps) return refuse("\"setup_steps\" must be a list of seconds");
    for (const nlohmann::json& step : steps) {
      const auto s = seconds_of(step);
      if (!s) return refuse("\"setup_steps\" must be a list of seconds");
      r.setup_steps.push_back(*s);
    }
  }
  return r;
}

}  // namespace puzzlelab
