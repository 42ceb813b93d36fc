#include "middle/lab_export.hpp"

#include <cctype>
#include <cstdint>
#include <set>
#include <vector>

#include "game/setup_description.hpp"
#include "middle/json_read.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;

using json_read::at;
using json_read::element;

}  // namespace

std::string lab_csv_cell(const json& value) {
  if (value.is_null()) return "";
  if (value.is_string()) {
    const std::string& text = value.get_ref<const std::string&>();
    if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
    std::string out = "\"";
    for (const char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
  }
  return value.dump();
}

std::string lab_fnv1a(const std::string& text) {
  std::uint64_t hash = 14695981039346656037ULL;
  for (const char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ULL;
  }
  static const char* digits = "0123456789abcdef";
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i, hash >>= 4) out[static_cast<std::size_t>(i)] = digits[hash & 15];
  return out;
}

std::string lab_document_json(const json& document) { return document.dump(2) + "\n"; }

std::string lab_summary_csv(const json& document) {
  const json& setups = at(document, "setups");
  std::set<std::string> metrics;
  if (setups.is_object())
    for (const auto& [name, s] : setups.items())
      for (const auto& [metric, value] : at(s, "metrics").items()) metrics.insert(metric);

  std::vector<std::string> header = {"setup",
                                     "challenges",
                                     "solved",
                                     "unsolvable",
                                     "unknown",
                                     "solvable",
                                     "solvable_low",
                                     "solvable_high",
                                     "random_solved",
                                     "random_solvable",
                                     "random_solvable_low",
                                     "random_solvable_high",
                                     "sp_minus_sr",
                                     "trials_min",
                                     "trials_q1",
                                     "trials_median",
                                     "trials_q3",
                                     "trials_max",
                                     "trials_mean",
                                     "length_count",
                                     "length_min",
                                     "length_q1",
                                     "length_median",
                                     "length_q3",
                                     "length_max",
                                     "length_mean"};
  for (const std::string& m : metrics)
    for (const char* suffix : {"_mean", "_solvable_mean", "_unsolvable_mean"}) header.push_back(m + suffix);

  std::string out;
  append_lab_csv_row(out, std::vector<json>(header.begin(), header.end()));
  // The experiment's order of setups (the document's object is sorted by name).
  const json& order = at(at(document, "experiment"), "setups");
  if (!setups.is_object() || !order.is_array()) return out;
  for (const json& name_json : order) {
    // A described setup is listed by its text and keyed by its name (docs/SETUPS.md).
    const std::string name = name_json.is_string() ? setup_label(name_json.get<std::string>()) : std::string();
    if (!setups.contains(name)) continue;
    const json& s = setups[name];
    const json& summary = at(s, "trials_summary");
    std::vector<json> row = {name,
                             at(s, "challenges"),
                             at(s, "solved"),
                             at(s, "unsolvable"),
                             at(s, "unknown"),
                             at(s, "solvable"),
                             element(at(s, "solvable_interval"), 0),
                             element(at(s, "solvable_interval"), 1),
                             at(s, "random_solved"),
                             at(s, "random_solvable"),
                             element(at(s, "random_solvable_interval"), 0),
                             element(at(s, "random_solvable_interval"), 1),
                             at(s, "sp_minus_sr"),
                             at(summary, "min"),
                             at(summary, "q1"),
                             at(summary, "median"),
                             at(summary, "q3"),
                             at(summary, "max"),
                             at(summary, "mean"),
                             at(s, "length_count"),
                             at(s, "length_min"),
                             at(s, "length_q1"),
                             at(s, "length_median"),
                             at(s, "length_q3"),
                             at(s, "length_max"),
                             at(s, "length_mean")};
    for (const std::string& m : metrics) {
      const json& metric = at(at(s, "metrics"), m.c_str());
      for (const char* group : {"all", "solvable", "unsolvable"}) row.push_back(at(at(metric, group), "mean"));
    }
    append_lab_csv_row(out, row);
  }
  return out;
}

void append_lab_csv_row(std::string& out, const std::vector<json>& cells) {
  for (std::size_t i = 0; i < cells.size(); ++i) out += (i ? "," : "") + lab_csv_cell(cells[i]);
  out += "\r\n";
}

std::string lab_export_name(const json& document, const std::string& extension) {
  const json& experiment = at(document, "experiment");
  const json& preset = at(experiment, "preset");
  std::string base;
  if (preset.is_string() && !preset.get<std::string>().empty()) {
    base = "lab-" + preset.get<std::string>();
  } else {
    const json& game = at(experiment, "game");
    const json& seed = at(experiment, "seed");
    base = "lab-" + (game.is_string() ? game.get<std::string>() : std::string("experiment"));
    if (seed.is_string()) base += "-seed" + seed.get<std::string>();
  }
  std::string out;
  for (const char c : base + "." + extension)
    out += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.') ? c : '-';
  return out;
}

}  // namespace puzzlelab
