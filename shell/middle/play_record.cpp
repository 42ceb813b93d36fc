#include "middle/play_record.hpp"

#include <algorithm>
#include <cmath>

#include "core/input_error.hpp"

namespace puzzlelab {

double record_seconds(double seconds) {
  if (!std::isfinite(seconds) || seconds < 0) return 0;
  return std::min(kMaxRecordSeconds, std::round(seconds * 10) / 10);
}

nlohmann::json record_to_json(const PlayRecord& record) { return lab::play_record_to_json(record); }

std::optional<PlayRecord> record_from_json(const nlohmann::json& value, std::string* why) {
  try {
    return lab::read_play_record(value);
  } catch (const InputError& error) {
    if (why) *why = error.what();
    return std::nullopt;
  }
}

}  // namespace puzzlelab
