#include "middle/lab_series.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "middle/json_read.hpp"
#include "middle/lab_export.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;

using json_read::at;
using json_read::element;

std::optional<double> number(const json& value) {
  if (!value.is_number()) return std::nullopt;
  return value.get<double>();
}

std::string parameter_of(const json& series_document) {
  const json& parameter = at(at(series_document, "series"), "parameter");
  return parameter.is_string() ? parameter.get<std::string>() : std::string("size");
}

// Every (size, setup) of a series, in the series' order and each size's setup order: `visit`
// gets the size's entry (its parameter and document), its document, the setup's name and its
// figures. Entries that are not documents of an experiment are passed over.
template <class Visit>
void for_each_setup(const json& series_document, Visit&& visit) {
  const json& experiments = at(series_document, "experiments");
  if (!experiments.is_array()) return;
  for (const json& entry : experiments) {
    const json& document = at(entry, "document");
    const json& order = at(at(document, "experiment"), "setups");
    if (!order.is_array()) continue;
    for (const json& name_json : order) {
      if (!name_json.is_string()) continue;
      const std::string name = name_json.get<std::string>();
      visit(entry, document, name, at(at(document, "setups"), name.c_str()));
    }
  }
}

// The paper's value of a setup's quantity in one size's document, when it states a number.
std::optional<double> published(const json& document, const std::string& setup, const std::string& quantity,
                                std::string& note) {
  const json& paper = at(document, "paper");
  if (!paper.is_array()) return std::nullopt;
  for (const json& e : paper) {
    if (e.value("setup", "") != setup || e.value("quantity", "") != quantity || e.value("claim", "") != "about")
      continue;
    const auto value = number(at(e, "published"));
    if (!value) continue;
    char text[32];
    std::snprintf(text, sizeof text, "%.1f%%", *value * 100);
    const json& agrees = at(e, "agrees");
    note = std::string("paper: ") + text + ", " +
           (agrees == true    ? "agrees"
            : agrees == false ? "DISAGREES"
                              : "not measured");
    return value;
  }
  return std::nullopt;
}

}  // namespace

void LabSeries::start(const lab::SeriesSpec& spec, const GameList& games) {
  std::vector<lab::ExperimentSpec> experiments = lab::series_experiments(spec, games);  // throws first
  run_.cancel();
  spec_ = spec;
  sizes_ = spec.sizes();
  experiments_ = std::move(experiments);
  documents_.clear();
  error_.clear();
  current_ = 0;
  state_ = State::running;
  run_.start(experiments_.front());
  rebuild_document();
  ++revision_;
}

void LabSeries::cancel() {
  if (state_ != State::running) return;
  // A size that finished since the last update() is kept, as every finished size is (and when it
  // was the last, the series is done).
  update();
  if (state_ != State::running) return;
  run_.cancel();
  state_ = State::cancelled;
  rebuild_document();
  ++revision_;
}

bool LabSeries::update() {
  if (state_ != State::running) return false;
  switch (run_.state()) {
    case State::done:
      documents_.push_back(run_.document());
      if (current_ + 1 < experiments_.size()) {
        ++current_;
        run_.start(experiments_[current_]);
      } else {
        state_ = State::done;
      }
      break;
    case State::failed:
      error_ =
          std::to_string(sizes_[current_]) + " " + lab::find_series_preset(spec_.name)->parameter + ": " + run_.error();
      state_ = State::failed;
      break;
    case State::cancelled: state_ = State::cancelled; break;
    case State::idle:
    case State::running: return false;
  }
  rebuild_document();
  ++revision_;
  return true;
}

std::uint64_t LabSeries::chunks_done() const {
  std::uint64_t done = 0;
  for (std::size_t i = 0; i < documents_.size(); ++i) done += experiments_[i].chunk_count();
  if (documents_.size() < experiments_.size() && state_ != State::idle) done += run_.chunks_done();
  return done;
}

std::uint64_t LabSeries::chunks_total() const {
  std::uint64_t total = 0;
  for (const auto& e : experiments_) total += e.chunk_count();
  return total;
}

void LabSeries::rebuild_document() {
  const std::string parameter = lab::find_series_preset(spec_.name)->parameter;
  json experiments = json::array();
  for (std::size_t i = 0; i < documents_.size(); ++i)
    experiments.push_back({{parameter, sizes_[i]}, {"document", documents_[i]}});
  document_ = {{"format", "puzzlelab-lab-series"},
               {"complete", state_ == State::done},
               {"series", spec_.to_json()},
               {"experiments", experiments}};
}

json LabSeries::automation() const {
  json out = {{"state", lab_state_name(state_)},
              {"sizes", sizes_},
              {"sizes_done", documents_.size()},
              {"current", state_ == State::idle || sizes_.empty() ? json(nullptr) : json(sizes_[current_])},
              {"chunks_done", chunks_done()},
              {"chunks_total", chunks_total()},
              {"error", error_.empty() ? json(nullptr) : json(error_)},
              {"link", state_ == State::idle ? json(nullptr) : json(lab::format_series_link(spec_))}};
  json figures = json::array();
  for (std::size_t i = 0; i < documents_.size(); ++i) {
    json setups = json::object();
    for (const auto& [name, s] : documents_[i]["setups"].items())
      setups[name] = {{"solvable", s["solvable"]},
                      {"solvable_interval", s["solvable_interval"]},
                      {"sp_minus_sr", s["sp_minus_sr"]}};
    figures.push_back({{"size", sizes_[i]}, {"setups", setups}});
  }
  out["figures"] = figures;
  if (state_ == State::done) {
    const std::string text = lab_series_json(document_);
    out["document"] = {{"bytes", text.size()}, {"fnv1a", lab_fnv1a(text)}};
  }
  return out;
}

std::vector<SeriesLine> series_lines(const json& series_document, const std::string& quantity) {
  const std::string parameter = parameter_of(series_document);
  std::vector<SeriesLine> lines;
  const std::string interval = quantity + "_interval";
  for_each_setup(series_document, [&](const json& entry, const json& document, const std::string& name, const json& s) {
    auto line = std::find_if(lines.begin(), lines.end(), [&](const SeriesLine& l) { return l.setup == name; });
    if (line == lines.end()) line = lines.insert(lines.end(), SeriesLine{name, {}});
    SeriesPoint point;
    point.size = at(entry, parameter.c_str()).get<int>();
    point.value = number(at(s, quantity.c_str()));
    const json& bounds = at(s, interval.c_str());
    if (bounds.is_array() && bounds.size() == 2) {
      point.low = number(bounds[0]);
      point.high = number(bounds[1]);
    }
    point.published = published(document, name, quantity, point.paper_note);
    line->points.push_back(point);
  });
  return lines;
}

json series_paper(const json& series_document) {
  const std::string parameter = parameter_of(series_document);
  json out = json::array();
  const json& experiments = at(series_document, "experiments");
  if (!experiments.is_array()) return out;
  for (const json& entry : experiments) {
    const json& paper = at(at(entry, "document"), "paper");
    if (!paper.is_array()) continue;
    for (json e : paper) {
      e[parameter] = at(entry, parameter.c_str());
      out.push_back(e);
    }
  }
  return out;
}

std::string lab_series_json(const json& series_document) { return series_document.dump(2) + "\n"; }

std::string lab_series_csv(const json& series_document) {
  const std::string parameter = parameter_of(series_document);
  const std::vector<std::string> header = {
      parameter,     "setup",         "challenges",    "solved",          "unsolvable",          "unknown",
      "solvable",    "solvable_low",  "solvable_high", "random_solvable", "random_solvable_low", "random_solvable_high",
      "sp_minus_sr", "length_median", "paper_solvable"};
  std::string out;
  append_lab_csv_row(out, std::vector<json>(header.begin(), header.end()));
  for_each_setup(series_document, [&](const json& entry, const json& document, const std::string& name, const json& s) {
    std::string note;
    const auto paper = published(document, name, "solvable", note);
    const std::vector<json> row = {at(entry, parameter.c_str()),
                                   name,
                                   at(s, "challenges"),
                                   at(s, "solved"),
                                   at(s, "unsolvable"),
                                   at(s, "unknown"),
                                   at(s, "solvable"),
                                   element(at(s, "solvable_interval"), 0),
                                   element(at(s, "solvable_interval"), 1),
                                   at(s, "random_solvable"),
                                   element(at(s, "random_solvable_interval"), 0),
                                   element(at(s, "random_solvable_interval"), 1),
                                   at(s, "sp_minus_sr"),
                                   at(s, "length_median"),
                                   paper ? json(*paper) : json(nullptr)};
    append_lab_csv_row(out, row);
  });
  return out;
}

std::string lab_series_export_name(const lab::SeriesSpec& spec, const std::string& extension) {
  std::string out;
  for (const char c : "lab-series-" + spec.name + "-to" + std::to_string(spec.to) + "." + extension)
    out += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.') ? c : '-';
  return out;
}

}  // namespace puzzlelab
