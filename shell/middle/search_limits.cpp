#include "middle/search_limits.hpp"

#include <algorithm>
#include <cmath>

#include "game/limits.hpp"

namespace puzzlelab {

std::optional<SearchLimits> longer(const SearchLimits& limits) {
  SearchLimits out;
  out.time_limit_ms = std::min(limits.time_limit_ms * 4, limits::kMaxTimeLimitMs);
  out.max_nodes = std::min(limits.max_nodes * 10, limits::kMaxMaxNodes);
  if (out == limits) return std::nullopt;
  return out;
}

bool longer_may_help(StopReason stopped) { return stopped == StopReason::nodes || stopped == StopReason::time; }

std::string duration_text(double ms) {
  const long seconds = std::lround(std::max(0.0, ms) / 1000.0);
  if (seconds < 120) return std::to_string(seconds) + " s";
  const long minutes = (seconds + 30) / 60;
  if (minutes < 60) return std::to_string(minutes) + " min";
  return std::to_string(minutes / 60) + " h" + (minutes % 60 ? " " + std::to_string(minutes % 60) + " min" : "");
}

namespace {

// 10000000 -> "10,000,000".
std::string grouped(std::uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

}  // namespace

std::string stopped_text(StopReason stopped, const SearchLimits& limits, double ms) {
  switch (stopped) {
    case StopReason::time:
      return "The solver stopped at its time limit (" + duration_text(static_cast<double>(limits.time_limit_ms)) +
             ") before deciding.";
    case StopReason::nodes:
      return "The solver stopped after looking at its limit of " + grouped(limits.max_nodes) + " positions (" +
             duration_text(ms) + ") before deciding.";
    case StopReason::memory:
      return "The solver filled the memory it may use after " + duration_text(ms) +
             " before deciding: this position has too many positions ahead to search here.";
    case StopReason::cancelled: return "The search was cancelled before it decided.";
    case StopReason::none: break;
  }
  return "The solver stopped after " + duration_text(ms) + " before deciding.";
}

StopReason stop_reason_from(const std::string& word) {
  if (word == "nodes") return StopReason::nodes;
  if (word == "time") return StopReason::time;
  if (word == "cancelled") return StopReason::cancelled;
  if (word == "memory") return StopReason::memory;
  return StopReason::none;
}

}  // namespace puzzlelab
