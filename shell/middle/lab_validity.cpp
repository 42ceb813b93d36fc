#include "middle/lab_validity.hpp"

#include <algorithm>
#include <cstdio>

#include "core/input_error.hpp"
#include "middle/json_read.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;
using json_read::at;

// The engine's message of a failed answer with its code ("bad_records: ... (bad_records)"); a
// worker's answer is never trusted to hold one.
std::string failure_text(const json& response) {
  const json& error = at(response, "error");
  const std::string code = json_read::text(at(error, "code")).value_or("");
  const std::string message = json_read::text(at(error, "message")).value_or("");
  if (code.empty() && message.empty()) return "the worker's answer could not be read";
  return message.empty() ? code : message + " (" + code + ")";
}

std::string size_text(std::size_t bytes) {
  const double mb = static_cast<double>(bytes) / (1u << 20);
  char text[32];
  std::snprintf(text, sizeof text, "%.1f MB", mb);
  return text;
}

json estimate_json(const ValidityEstimate& e) {
  const auto or_null = [](const std::optional<double>& v) { return v ? json(*v) : json(nullptr); };
  return {{"value", or_null(e.value)}, {"low", or_null(e.low)}, {"high", or_null(e.high)}};
}

json measure_json(const ValidityMeasure& m) {
  json out = {{"n", m.n},
              {"spearman", estimate_json(m.spearman)},
              {"kendall", estimate_json(m.kendall)},
              {"points", m.points.size()}};
  if (m.auc) {
    out["auc"] = estimate_json(m.auc->estimate);
    out["auc"]["n"] = m.auc->n;
    out["auc"]["gave_up"] = m.auc->gave_up;
  }
  return out;
}

}  // namespace

json validity_request(const std::string& game, const std::vector<ValidityFile>& files, std::uint64_t resamples,
                      const std::string& seed, std::uint64_t time_limit_ms) {
  if (files.empty()) throw InputError("bad_request", "Import at least one record file first.");
  if (files.size() > kValidityMaxFiles)
    throw InputError("bad_request", std::to_string(files.size()) + " files are imported; the study takes at most " +
                                        std::to_string(kValidityMaxFiles) + ".");
  std::size_t bytes = 0;
  for (const ValidityFile& f : files) bytes += f.text.size();
  if (bytes > kValidityMaxBytes)
    throw InputError("bad_request", "The files hold " + size_text(bytes) + " of text in all; the study takes at most " +
                                        size_text(kValidityMaxBytes) + ".");
  if (resamples < kValidityMinResamples || resamples > kValidityMaxResamples)
    throw InputError("bad_request", "Resamples must be from " + std::to_string(kValidityMinResamples) + " to " +
                                        std::to_string(kValidityMaxResamples) + "; " + std::to_string(resamples) +
                                        " is " + (resamples < kValidityMinResamples ? "too few." : "too many."));
  json list = json::array();
  for (const ValidityFile& f : files) list.push_back({{"name", f.name}, {"text", f.text}});
  return {{"op", "validity"},
          {"game", game},
          {"files", std::move(list)},
          {"resamples", resamples},
          {"seed", seed.empty() ? "1" : seed},
          {"time_limit_ms", time_limit_ms}};
}

LabValidity::~LabValidity() {
  if (request_ != 0) requests_.abandon(request_);
}

std::string LabValidity::add_file(const std::string& name, const std::string& text) {
  const std::string shown = name.empty() ? "unnamed file" : name;
  for (const ValidityFile& f : files_)
    if (f.text == text)
      return shown + (f.name == shown ? " is already imported" : " holds the same text as " + f.name) +
             ": not added twice, so its records do not count twice.";
  std::string unique = shown;
  for (int k = 2; std::any_of(files_.begin(), files_.end(), [&](const ValidityFile& f) { return f.name == unique; });
       ++k)
    unique = shown + " (" + std::to_string(k) + ")";
  ValidityFile file{unique, text, std::nullopt, {}};
  file.records = count_records(text, file.problem);
  files_.push_back(std::move(file));
  ++revision_;
  return unique == shown ? std::string() : "Another file is named " + shown + ": this one is listed as " + unique + ".";
}

std::string LabValidity::use_device_records(const std::string& export_text) {
  const auto old =
      std::find_if(files_.begin(), files_.end(), [](const ValidityFile& f) { return f.name == kDeviceRecordsName; });
  if (old != files_.end()) {
    old->text = export_text;
    old->records = count_records(export_text, old->problem);
    ++revision_;
    return "The records on this device were taken again.";
  }
  return add_file(kDeviceRecordsName, export_text);
}

void LabValidity::remove_file(std::size_t index) {
  if (index >= files_.size()) return;
  files_.erase(files_.begin() + static_cast<std::ptrdiff_t>(index));
  ++revision_;
}

void LabValidity::clear_files() {
  files_.clear();
  ++revision_;
}

std::optional<std::size_t> LabValidity::count_records(const std::string& text, std::string& problem) {
  const json doc = json::parse(text, nullptr, false);
  if (doc.is_discarded()) {
    problem = "not JSON";
    return std::nullopt;
  }
  if (json_read::text(at(doc, "format")).value_or("") != "puzzlelab-records") {
    problem = "not a record document (its \"format\" is not \"puzzlelab-records\")";
    return std::nullopt;
  }
  const json& records = at(doc, "records");
  if (!records.is_array()) {
    problem = "its \"records\" is not a list";
    return std::nullopt;
  }
  problem.clear();
  return records.size();
}

void LabValidity::run(const std::string& game, std::uint64_t resamples, const std::string& seed, double now) {
  if (request_ != 0) {
    requests_.abandon(request_);  // its answer would be for files or a game no longer asked about
    request_ = 0;
  }
  game_ = game;
  cancel_asked_ = false;
  result_.reset();
  error_.clear();
  ++revision_;
  json request;
  try {
    request = validity_request(game, files_, resamples, seed);
  } catch (const InputError& e) {
    error_ = e.what();
    state_ = State::failed;
    return;
  }
  state_ = State::running;
  started_ = now;
  request_ = requests_.send(std::move(request), [this](const json& response) {
    request_ = 0;
    answered(response);
  });
}

void LabValidity::answered(const json& response) {
  ++revision_;
  const bool cancel_asked = cancel_asked_;
  cancel_asked_ = false;
  if (!json_read::flag(at(response, "ok")).value_or(false)) {
    // A cancel that reached the statistics ends them as a spent budget would.
    const std::string code = json_read::text(at(at(response, "error"), "code")).value_or("");
    const bool cancelled = code == "cancelled" || (cancel_asked && code == "budget_exhausted");
    state_ = cancelled ? State::cancelled : State::failed;
    error_ = cancelled ? "Cancelled before the answer came." : failure_text(response);
    return;
  }
  std::string problem;
  result_ = read_validity_result(at(response, "result"), problem);
  if (!result_) {
    state_ = State::failed;
    error_ = problem;
    return;
  }
  // A cancel that reached the op while it measured still answers, with what it measured.
  state_ = result_->stopped == "cancelled" ? State::cancelled : State::done;
}

void LabValidity::cancel() {
  if (request_ == 0) return;
  cancel_asked_ = true;
  requests_.cancel(request_);
}

json LabValidity::automation() const {
  json files = json::array();
  for (const ValidityFile& f : files_)
    files.push_back({{"name", f.name},
                     {"bytes", f.text.size()},
                     {"records", f.records ? json(*f.records) : json(nullptr)},
                     {"problem", f.problem}});
  json out = {{"state", validity_state_name(state_)}, {"error", error_}, {"game", game_}, {"files", files}};
  if (!result_) {
    out["result"] = nullptr;
    return out;
  }
  const ValidityResult& r = *result_;
  const ValidityRecordCounts& c = r.records;
  json result = {{"records",
                  {{"read", c.read},
                   {"this_game", c.this_game},
                   {"played", c.played},
                   {"solved", c.solved},
                   {"gave_up", c.gave_up},
                   {"alone", c.alone},
                   {"timed_setups", c.timed_setups},
                   {"challenges", c.challenges},
                   {"unmeasured", c.unmeasured}}},
                 {"stopped", r.stopped.empty() ? json(nullptr) : json(r.stopped)},
                 {"resamples", r.resamples}};
  json report_files = json::array();
  for (const ValidityFileReport& f : r.files)
    report_files.push_back(
        {{"name", f.name}, {"records", f.records}, {"used", f.used}, {"problems", f.problems.size()}});
  result["files"] = report_files;
  for (const ValidityMeasure& m : r.measures) result["measures"][m.name] = measure_json(m);
  for (const ValidityMeasure& m : r.setup_measures) result["setup_measures"][m.name] = measure_json(m);
  result["setups"] = json::array();
  for (const ValiditySetupRow& s : r.setups) result["setups"].push_back({{"setup", s.setup}, {"n", s.n}});
  out["result"] = result;
  return out;
}

const char* validity_state_name(LabValidity::State state) {
  switch (state) {
    case LabValidity::State::idle: return "idle";
    case LabValidity::State::running: return "running";
    case LabValidity::State::done: return "done";
    case LabValidity::State::cancelled: return "cancelled";
    case LabValidity::State::failed: return "failed";
  }
  return "idle";
}

}  // namespace puzzlelab
