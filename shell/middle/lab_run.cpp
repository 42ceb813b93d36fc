#include "middle/lab_run.hpp"

#include <algorithm>
#include <iterator>

#include "core/input_error.hpp"
#include "game/limits.hpp"
#include "game/setup_description.hpp"
#include "middle/lab_export.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;

// The engine's message of a failed response, with its code: "unknown_setup: unknown setup ...".
std::string error_text(const json& response) {
  const json error = response.value("error", json::object());
  const std::string code = error.is_object() ? error.value("code", "") : "";
  const std::string message = error.is_object() ? error.value("message", "") : "";
  if (code.empty() && message.empty()) return "the worker's answer could not be read";
  return message.empty() ? code : message + " (" + code + ")";
}

// The rows of one chunk from an answer's "rows": {index, seed, status, measures: {name: number}}.
void read_measured_rows(const json& rows, std::uint64_t chunk, std::vector<LabRun::MeasuredChallenge>& out) {
  if (!rows.is_array()) throw InputError("bad_partial", "a chunk's rows must be a list");
  for (const json& row : rows) {
    LabRun::MeasuredChallenge m;
    m.chunk = chunk;
    m.index = row.at("index").get<std::uint64_t>();
    m.seed = row.at("seed").get<std::string>();
    m.status = row.at("status").get<std::string>();
    for (const auto& [name, value] : row.at("measures").items()) m.measures[name] = value.get<double>();
    out.push_back(std::move(m));
  }
}

}  // namespace

const char* lab_state_name(LabRun::State state) {
  switch (state) {
    case LabRun::State::idle: return "idle";
    case LabRun::State::running: return "running";
    case LabRun::State::done: return "done";
    case LabRun::State::cancelled: return "cancelled";
    case LabRun::State::failed: return "failed";
  }
  return "idle";
}

std::string describe_chunk(const lab::ExperimentSpec& spec, std::uint64_t chunk) {
  if (spec.trials == 0 || chunk >= spec.chunk_count()) return "chunk " + std::to_string(chunk);
  return "chunk " + std::to_string(chunk) + " (" + setup_label(spec.setups[chunk / spec.trials]) + ", trial " +
         std::to_string(chunk % spec.trials + 1) + ")";
}

LabRun::~LabRun() {
  abandon_all();
  if (challenges_request_ != 0) requests_.abandon(challenges_request_);
}

void LabRun::abandon_all() {
  for (const std::uint64_t id : in_flight_) requests_.abandon(id);
  in_flight_.clear();
}

void LabRun::start(const lab::ExperimentSpec& spec) {
  abandon_all();
  if (challenges_request_ != 0) requests_.abandon(challenges_request_);
  challenges_request_ = 0;
  challenges_.reset();
  spec_ = spec;
  received_.clear();
  documented_ = 0;
  measured_.clear();
  document_ = nullptr;
  document_digest_.clear();
  document_bytes_ = 0;
  error_.clear();
  order_.clear();
  next_ = 0;
  // Trial by trial across the setups, so every setup's figures fill in together.
  for (std::uint64_t t = 0; t < spec_.trials; ++t)
    for (std::uint64_t s = 0; s < spec_.setups.size(); ++s) order_.push_back(s * spec_.trials + t);
  // A few chunks per request, but enough requests that every worker has some and the last ones
  // do not leave workers idle: about four requests per worker, at most four chunks each.
  const std::size_t workers = static_cast<std::size_t>(std::max(1, requests_.concurrency()));
  batch_ = std::clamp<std::size_t>(order_.size() / (workers * 4), 1, 4);
  state_ = State::running;
  ++revision_;
  fill();
}

void LabRun::refresh_interim() {
  document_ = lab::interim_document(spec_, received_);
  documented_ = received_.size();
}

void LabRun::cancel() {
  if (state_ != State::running) return;
  abandon_all();
  if (documented_ != received_.size()) refresh_interim();
  state_ = State::cancelled;
  ++revision_;
}

json LabRun::request_for(const std::vector<std::uint64_t>& chunks) const {
  json request = spec_.to_json();
  request["op"] = "experiment";
  request["chunks"] = chunks;
  // Rows (every challenge's measures, for the expressive range) only while the kept ones are short
  // of the cap; answers already asked for may pass it, and are cut at it. A request lists at most
  // limits::kMaxListedChallenges rows: chunks larger than that bring their figures alone.
  if (measured_.size() < kMaxMeasured && chunks.size() * spec_.per_trial <= limits::kMaxListedChallenges)
    request["rows"] = true;
  return request;
}

void LabRun::fill() {
  const std::size_t workers = static_cast<std::size_t>(std::max(1, requests_.concurrency()));
  while (state_ == State::running && in_flight_.size() < workers && next_ < order_.size()) {
    const std::size_t end = std::min(order_.size(), next_ + batch_);
    std::vector<std::uint64_t> chunks(order_.begin() + static_cast<std::ptrdiff_t>(next_),
                                      order_.begin() + static_cast<std::ptrdiff_t>(end));
    next_ = end;
    // The id is only known once sent; the callback finds it through the shared slot.
    auto id = std::make_shared<std::uint64_t>(0);
    *id = requests_.send(request_for(chunks), [this, chunks, id](const json& response) {
      in_flight_.erase(*id);
      answered(chunks, response);
    });
    in_flight_.insert(*id);
  }
}

void LabRun::answered(const std::vector<std::uint64_t>& chunks, const json& response) {
  if (state_ != State::running) return;
  std::string which;
  for (const std::uint64_t c : chunks) which += (which.empty() ? "" : ", ") + describe_chunk(spec_, c);
  if (!response.value("ok", false)) {
    fail(which + ": " + error_text(response));
    return;
  }
  try {
    const json& result = response.at("result");
    if (result.value("format", "") != "puzzlelab-experiment-partial" || !result.contains("chunks"))
      throw InputError("bad_partial", "the answer is not a partial experiment result");
    std::vector<lab::ChunkResult> got;
    for (const json& c : result.at("chunks")) got.push_back(lab::ChunkResult::from_json(c));
    std::vector<std::uint64_t> indices;
    for (const auto& c : got) indices.push_back(c.chunk);
    if (indices != chunks) throw InputError("bad_partial", "the answer holds other chunks than were asked for");
    std::vector<MeasuredChallenge> measured;
    if (const auto rows = result.find("rows"); rows != result.end()) {
      if (!rows->is_array() || rows->size() != chunks.size())
        throw InputError("bad_partial", "the answer's rows are not one list per chunk");
      for (std::size_t i = 0; i < chunks.size(); ++i) read_measured_rows((*rows)[i], chunks[i], measured);
    }
    const std::size_t room = kMaxMeasured - std::min(kMaxMeasured, measured_.size());
    if (measured.size() > room) measured.resize(room);
    measured_.insert(measured_.end(), std::make_move_iterator(measured.begin()),
                     std::make_move_iterator(measured.end()));
    for (auto& c : got) received_.push_back(std::move(c));
    if (received_.size() == spec_.chunk_count())
      document_ = lab::final_document(spec_, received_);
    else if (received_.size() - documented_ >= std::max<std::size_t>(1, received_.size() / kInterimStride))
      refresh_interim();
  } catch (const std::exception& e) {
    fail(which + ": " + e.what());
    return;
  }
  if (received_.size() == spec_.chunk_count()) {
    state_ = State::done;
    const std::string text = lab_document_json(document_);
    document_digest_ = lab_fnv1a(text);
    document_bytes_ = text.size();
  }
  ++revision_;
  fill();
}

void LabRun::fail(const std::string& message) {
  abandon_all();
  if (documented_ != received_.size()) {
    // The figures of the chunks that arrived stay on show; if even they cannot be summed, the
    // last document stands beside the message.
    try {
      refresh_interim();
    } catch (const std::exception&) {
    }
  }
  error_ = message;
  state_ = State::failed;
  ++revision_;
}

std::vector<std::size_t> LabRun::ChallengeRows::picked() const {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < rows.size(); ++i)
    if (length < 0 || rows[i].value("length", json()) == length) out.push_back(i);
  return out;
}

std::optional<std::uint64_t> LabRun::first_trial_with_length(std::size_t setup, int length) const {
  std::optional<std::uint64_t> first;
  if (spec_.trials == 0) return first;
  for (const lab::ChunkResult& c : received_) {
    if (c.chunk / spec_.trials != setup) continue;
    const auto it = c.lengths.find(length);
    if (it == c.lengths.end() || it->second == 0) continue;
    const std::uint64_t trial = c.chunk % spec_.trials;
    if (!first || trial < *first) first = trial;
  }
  return first;
}

void LabRun::list_challenges_of_length(std::size_t setup, int length) {
  const std::optional<std::uint64_t> trial = first_trial_with_length(setup, length);
  if (trial) {
    list_challenges(setup, *trial);
    challenges_->length = length;
    return;
  }
  if (challenges_request_ != 0) requests_.abandon(challenges_request_);
  challenges_request_ = 0;
  ChallengeRows rows;
  rows.setup = setup;
  rows.length = length;
  rows.error = setup < spec_.setups.size()
                   ? "no challenge of " + setup_label(spec_.setups[setup]) + " has shortest length " +
                         std::to_string(length) + " in the trials received"
                   : "there is no such setup in this experiment";
  challenges_ = rows;
  ++revision_;
}

void LabRun::list_challenges(std::size_t setup, std::uint64_t trial) {
  if (challenges_request_ != 0) requests_.abandon(challenges_request_);
  challenges_request_ = 0;
  ChallengeRows rows;
  rows.setup = setup;
  rows.trial = trial;
  if (setup >= spec_.setups.size() || trial >= spec_.trials) {
    rows.error = "there is no such setup or trial in this experiment";
    challenges_ = rows;
    ++revision_;
    return;
  }
  rows.loading = true;
  challenges_ = rows;
  json request = spec_.to_json();
  request["op"] = "experiment";
  request["challenges_of"] = setup * spec_.trials + trial;
  challenges_request_ = requests_.send(request, [this](const json& response) {
    challenges_request_ = 0;
    if (!challenges_) return;
    challenges_->loading = false;
    if (!response.value("ok", false)) {
      challenges_->error = error_text(response);
    } else {
      const json& result = response["result"];
      challenges_->rows = result.value("challenges", json::array());
    }
    ++revision_;
  });
  ++revision_;
}

json LabRun::automation() const {
  json out = {{"state", lab_state_name(state_)},
              {"chunks_done", chunks_done()},
              {"chunks_total", state_ == State::idle ? 0 : chunks_total()},
              {"requests_in_flight", in_flight_.size()},
              {"chunks_per_request", batch_},
              {"error", error_.empty() ? json(nullptr) : json(error_)}};
  json setups = json::object();
  if (document_.is_object()) {
    out["format"] = document_.value("format", "");
    for (const auto& [name, s] : document_["setups"].items())
      setups[name] = {{"challenges", s["challenges"]},
                      {"solved", s["solved"]},
                      {"solvable", s["solvable"]},
                      {"solvable_interval", s["solvable_interval"]},
                      {"random_solvable", s["random_solvable"]},
                      {"sp_minus_sr", s["sp_minus_sr"]},
                      {"trials", s["trials"]},
                      {"length_median", s["length_median"]}};
  }
  out["setups"] = setups;
  if (!document_digest_.empty()) out["document"] = {{"bytes", document_bytes_}, {"fnv1a", document_digest_}};
  if (challenges_) {
    out["challenges"] = {
        {"setup", challenges_->setup < spec_.setups.size() ? json(setup_label(spec_.setups[challenges_->setup]))
                                                           : json(nullptr)},
        {"trial", challenges_->trial},
        {"length", challenges_->length},
        {"picked", challenges_->loading ? 0 : challenges_->picked().size()},
        {"loading", challenges_->loading},
        {"error", challenges_->error},
        {"rows", challenges_->rows.size()}};
  }
  return out;
}

}  // namespace puzzlelab
