#include "middle/lab_hardest.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;

std::string hardest_error_text(const json& response) {
  const json error = response.value("error", json::object());
  const std::string message = error.is_object() ? error.value("message", "") : "";
  const std::string code = error.is_object() ? error.value("code", "") : "";
  if (message.empty() && code.empty()) return "the worker's answer could not be read";
  return message.empty() ? code : message + " (" + code + ")";
}

}  // namespace

LabHardest::~LabHardest() {
  if (request_ != 0) requests_.abandon(request_);
}

void LabHardest::search(const std::string& game, const json& params, const std::string& setup,
                        const std::string& measure, std::uint64_t time_limit_ms) {
  if (request_ != 0) {
    // The search running is dropped: its answer would be for a list no longer asked for.
    requests_.abandon(request_);
    request_ = 0;
    for (auto& [name, list] : lists_) list.loading = false;
  }
  if (game != game_ || params != params_) lists_.clear();
  game_ = game;
  params_ = params;
  HardestList& list = lists_[setup];
  list = HardestList{};
  list.measure = measure;
  list.loading = true;
  const json request = {{"op", "extreme"},
                        {"game", game},
                        {"params", params},
                        {"setup", setup},
                        {"measure", measure},
                        {"challenges", kHardestChallenges},
                        {"time_limit_ms", time_limit_ms}};
  request_ = requests_.send(request, [this, setup](const json& response) {
    request_ = 0;
    const auto it = lists_.find(setup);
    if (it == lists_.end()) return;
    HardestList& done = it->second;
    done.loading = false;
    if (!response.value("ok", false)) {
      done.error = hardest_error_text(response);
      return;
    }
    const json& result = response["result"];
    done.tried = result.value("tried", std::uint64_t{0});
    done.stopped = result.value("stopped", "");
    for (const json& row : result.value("best", json::array())) {
      if (!row.is_object()) continue;
      done.rows.push_back({row.value("seed", ""), row.value("changes", std::uint64_t{0}), row.value("board", ""),
                           row.value("value", 0.0)});
    }
  });
}

void LabHardest::cancel() {
  if (request_ != 0) requests_.cancel(request_);
}

const HardestList* LabHardest::list(const std::string& setup) const {
  const auto it = lists_.find(setup);
  return it == lists_.end() ? nullptr : &it->second;
}

json LabHardest::automation() const {
  json lists = json::object();
  for (const auto& [setup, list] : lists_) {
    json rows = json::array();
    for (const HardestRow& r : list.rows)
      rows.push_back({{"seed", r.seed}, {"changes", r.changes}, {"value", r.value}});
    lists[setup] = {{"measure", list.measure}, {"loading", list.loading}, {"error", list.error},
                    {"tried", list.tried},     {"stopped", list.stopped}, {"rows", rows}};
  }
  return {{"game", game_}, {"running", running()}, {"lists", lists}};
}

}  // namespace puzzlelab
