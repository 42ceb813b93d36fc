#include "middle/record_export.hpp"

#include <vector>

#include "worker/json_text.hpp"

namespace puzzlelab {
namespace {

// Numbers as JSON writes them (12.3, 0, 1e+06 never: seconds are at most 864000).
std::string number_text(double x) { return json_text(nlohmann::json(x)); }

std::string flag_text(bool b) { return b ? "true" : "false"; }

}  // namespace

std::string records_export_json(const RecordStore& records) {
  std::string out = std::string("{\"format\": \"") + std::string(lab::kRecordsFormat) +
                    "\", \"version\": " + std::to_string(lab::kRecordsVersion) + ", \"records\": [";
  bool first = true;
  for (const PlayRecord& r : records.all()) {
    out += first ? "\n  " : ",\n  ";
    out += json_text(record_to_json(r));
    first = false;
  }
  out += first ? "]}\n" : "\n]}\n";
  return out;
}

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

std::string records_export_csv(const RecordStore& records) {
  std::string out =
      "game,setup,seed,params,board,seconds,solved,moves,undos,restarts,hints,solver,played,setup_seconds,setup_"
      "steps\r\n";
  for (const PlayRecord& r : records.all()) {
    std::string steps;
    for (const double step : r.setup_steps) steps += (steps.empty() ? "" : ";") + number_text(step);
    const std::vector<std::string> fields = {r.game,
                                             r.setup,
                                             r.seed ? std::to_string(*r.seed) : std::string(),
                                             json_text(r.params),
                                             r.board,
                                             number_text(r.seconds),
                                             flag_text(r.solved),
                                             std::to_string(r.moves),
                                             std::to_string(r.undos),
                                             std::to_string(r.restarts),
                                             std::to_string(r.hints),
                                             flag_text(r.solver),
                                             flag_text(r.played),
                                             r.setup_seconds ? number_text(*r.setup_seconds) : std::string(),
                                             steps};
    for (std::size_t i = 0; i < fields.size(); ++i) out += (i ? "," : "") + csv_field(fields[i]);
    out += "\r\n";
  }
  return out;
}

}  // namespace puzzlelab
