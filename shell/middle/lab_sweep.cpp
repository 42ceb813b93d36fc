#include "middle/lab_sweep.hpp"

#include <cctype>

#include "lab/sweep_link.hpp"
#include "middle/json_read.hpp"
#include "middle/lab_export.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;

std::optional<double> sweep_number_of(const json& value) {
  if (!value.is_number()) return std::nullopt;
  return value.get<double>();
}

}  // namespace

void LabSweep::start(const lab::SweepSpec& spec) {
  run_.cancel();
  spec_ = spec;
  documents_.assign(spec_.points.size(), nullptr);
  error_.clear();
  state_ = State::running;
  start_next(0);
  rebuild_document();
  ++revision_;
}

// Starts the first point from `from` on that has an experiment; done when none is left.
void LabSweep::start_next(std::size_t from) {
  for (std::size_t p = from; p < spec_.points.size(); ++p)
    if (spec_.points[p].experiment) {
      current_ = p;
      run_.start(*spec_.points[p].experiment);
      return;
    }
  state_ = State::done;
}

void LabSweep::cancel() {
  if (state_ != State::running) return;
  update();
  if (state_ != State::running) return;
  run_.cancel();
  state_ = State::cancelled;
  rebuild_document();
  ++revision_;
}

bool LabSweep::update() {
  if (state_ != State::running) return false;
  switch (run_.state()) {
    case State::done:
      documents_[current_] = run_.document();
      start_next(current_ + 1);
      break;
    case State::failed: {
      std::string at;
      for (std::size_t a = 0; a < spec_.axes.size(); ++a)
        at += (a ? ", " : "") + spec_.axes[a].name() + " " + std::to_string(spec_.points[current_].values[a]);
      error_ = at + ": " + run_.error();
      state_ = State::failed;
      break;
    }
    case State::cancelled: state_ = State::cancelled; break;
    case State::idle:
    case State::running: return false;
  }
  rebuild_document();
  ++revision_;
  return true;
}

std::size_t LabSweep::points_run() const {
  std::size_t n = 0;
  for (const auto& p : spec_.points) n += p.experiment ? 1 : 0;
  return n;
}

std::size_t LabSweep::points_done() const {
  std::size_t n = 0;
  for (const json& d : documents_) n += d.is_object() ? 1 : 0;
  return n;
}

std::uint64_t LabSweep::chunks_done() const {
  std::uint64_t done = 0;
  for (std::size_t p = 0; p < documents_.size(); ++p)
    if (documents_[p].is_object()) done += spec_.points[p].experiment->chunk_count();
  if (state_ == State::running) done += run_.chunks_done();
  return done;
}

void LabSweep::rebuild_document() { document_ = lab::sweep_document(spec_, documents_); }

json LabSweep::automation() const {
  json out = {{"state", lab_state_name(state_)},
              {"points", spec_.points.size()},
              {"points_run", points_run()},
              {"points_done", points_done()},
              {"chunks_done", chunks_done()},
              {"chunks_total", chunks_total()},
              {"error", error_.empty() ? json(nullptr) : json(error_)},
              {"link", state_ == State::idle ? json(nullptr) : json(lab::format_sweep_link(spec_))}};
  json figures = json::array();
  if (document_.is_object())
    for (const json& point : document_["points"]) {
      json setups = json::object();
      if (point.contains("setups"))
        for (const auto& [label, s] : point["setups"].items()) setups[label] = s["solvable"];
      figures.push_back({{"values", point["values"]}, {"skipped", point.contains("skipped")}, {"solvable", setups}});
    }
  out["figures"] = figures;
  if (state_ == State::done) {
    const std::string text = lab_sweep_json(document_);
    out["document"] = {{"bytes", text.size()}, {"fnv1a", lab_fnv1a(text)}};
  }
  return out;
}

std::vector<std::string> sweep_setup_labels(const json& sweep_document) {
  std::vector<std::string> out;
  const json& labels = json_read::at(sweep_document, "setup_labels");
  if (labels.is_array())
    for (const json& l : labels)
      if (l.is_string()) out.push_back(l.get<std::string>());
  return out;
}

std::vector<std::string> sweep_axis_names(const json& sweep_document) {
  std::vector<std::string> out;
  const json& axes = json_read::at(json_read::at(sweep_document, "sweep"), "axes");
  if (!axes.is_array()) return out;
  for (const json& a : axes) {
    if (a.contains("parameter") && a["parameter"].is_string())
      out.push_back(a["parameter"].get<std::string>());
    else if (a.contains("setup") && a.contains("pointer") && a["setup"].is_string() && a["pointer"].is_string())
      out.push_back(a["setup"].get<std::string>() + a["pointer"].get<std::string>());
  }
  return out;
}

std::vector<SweepCell> sweep_cells(const json& sweep_document, const std::string& setup, const std::string& quantity) {
  std::vector<SweepCell> out;
  const std::vector<std::string> axes = sweep_axis_names(sweep_document);
  const json& points = json_read::at(sweep_document, "points");
  if (!points.is_array()) return out;
  const std::string interval = quantity + "_interval";
  for (const json& point : points) {
    SweepCell cell;
    const json& values = json_read::at(point, "values");
    for (const std::string& a : axes) {
      const json& v = json_read::at(values, a.c_str());
      cell.values.push_back(v.is_number_integer() ? v.get<std::int64_t>() : 0);
    }
    const json& skipped = json_read::at(point, "skipped");
    const json& skipped_setup = json_read::at(json_read::at(point, "skipped_setups"), setup.c_str());
    if (skipped.is_object()) {
      cell.skipped = skipped.value("reason", std::string("skipped"));
    } else if (skipped_setup.is_object()) {
      cell.skipped = skipped_setup.value("reason", std::string("skipped"));
    } else {
      const json& s = json_read::at(json_read::at(point, "setups"), setup.c_str());
      cell.value = sweep_number_of(json_read::at(s, quantity.c_str()));
      const json& bounds = json_read::at(s, interval.c_str());
      if (bounds.is_array() && bounds.size() == 2) {
        cell.low = sweep_number_of(bounds[0]);
        cell.high = sweep_number_of(bounds[1]);
      }
    }
    out.push_back(cell);
  }
  return out;
}

std::string lab_sweep_json(const json& sweep_document) { return sweep_document.dump(2) + "\n"; }

std::string lab_sweep_csv(const json& sweep_document) {
  using json_read::at;
  using json_read::element;
  const std::vector<std::string> axes = sweep_axis_names(sweep_document);
  std::vector<json> header(axes.begin(), axes.end());
  for (const char* c : {"setup", "challenges", "solved", "unsolvable", "unknown", "solvable", "solvable_low",
                        "solvable_high", "random_solvable", "random_solvable_low", "random_solvable_high",
                        "sp_minus_sr", "length_median", "length_mean", "skipped"})
    header.push_back(c);
  std::string out;
  append_lab_csv_row(out, header);
  const json& points = at(sweep_document, "points");
  if (!points.is_array()) return out;
  for (const json& point : points) {
    for (const std::string& label : sweep_setup_labels(sweep_document)) {
      std::vector<json> row;
      for (const std::string& a : axes) row.push_back(at(at(point, "values"), a.c_str()));
      row.push_back(label);
      const json& s = at(at(point, "setups"), label.c_str());
      for (const char* key : {"challenges", "solved", "unsolvable", "unknown", "solvable"}) row.push_back(at(s, key));
      row.push_back(element(at(s, "solvable_interval"), 0));
      row.push_back(element(at(s, "solvable_interval"), 1));
      row.push_back(at(s, "random_solvable"));
      row.push_back(element(at(s, "random_solvable_interval"), 0));
      row.push_back(element(at(s, "random_solvable_interval"), 1));
      for (const char* key : {"sp_minus_sr", "length_median", "length_mean"}) row.push_back(at(s, key));
      const json& skipped = at(point, "skipped");
      const json& skipped_setup = at(at(point, "skipped_setups"), label.c_str());
      row.push_back(skipped.is_object()         ? skipped.value("reason", json())
                    : skipped_setup.is_object() ? skipped_setup.value("reason", json())
                                                : json(nullptr));
      append_lab_csv_row(out, row);
    }
  }
  return out;
}

std::string lab_sweep_export_name(const lab::SweepSpec& spec, const std::string& extension) {
  std::string name = "lab-sweep-" + spec.game;
  for (const lab::SweepAxis& a : spec.axes) name += "-" + a.name();
  std::string out;
  for (const char c : name + "." + extension)
    out += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.') ? c : '-';
  return out;
}

}  // namespace puzzlelab
