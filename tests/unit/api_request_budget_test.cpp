// A request's budget as a whole (docs/PROTOCOL.md, "A budget for the whole request"): time_limit_ms
// bounds everything a request does, work left when it runs out is reported by name rather than
// passed off as the whole, limits beyond their maximum are refused naming the maximum; and the
// `cancel` op as the engine alone answers it.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <string>

#include "api/protocol.hpp"

using json = nlohmann::json;

namespace {

json error_of(const json& request, const std::atomic<bool>* cancel = nullptr) {
  const json response = puzzlelab::handle_request(request, cancel);
  INFO("request: " << request.dump() << "\nresponse: " << response.dump());
  REQUIRE(response.at("ok") == false);
  return response.at("error");
}

bool mentions(const json& error, const std::string& text) {
  return error.at("message").get<std::string>().find(text) != std::string::npos;
}

// A guard against hangs only (the work asked for takes hours), not a timing claim.
constexpr double kHangGuardSeconds = 120;

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// 10^8 challenges: a day's work.
const json kHugeExperiment = {
    {"op", "experiment"}, {"game", "fujisan"}, {"setups", {"dominoes"}}, {"trials", 100}, {"per_trial", 1000000}};

}  // namespace

TEST_CASE("request budget: generate's time limit covers all its boards, and running out says how far it got") {
  // Each board is quick; 100,000 of them are not made in a millisecond.
  const json request = {{"op", "generate"}, {"game", "fujisan"}, {"setup", "dominoes"},
                        {"seed", 1},        {"count", 100000},   {"time_limit_ms", 1}};
  const json error = error_of(request);
  CHECK(error.at("code") == "budget_exhausted");
  CHECK(mentions(error, "of 100000 boards within the request's time limit (time_limit_ms 1)"));
  CHECK(mentions(error, "at most 3600000"));
}

TEST_CASE("request budget: the reported case, 100,000 Fruit Dating levels of 18 to 30 moves, ends at its time limit") {
  const auto start = std::chrono::steady_clock::now();
  const json error = error_of({{"op", "generate"},
                               {"game", "fruit-dating"},
                               {"setup", "article"},
                               {"seed", 1},
                               {"count", 100000},
                               {"params", {{"min_moves", 18}, {"max_moves", 30}}},
                               {"time_limit_ms", 300}});
  CHECK(seconds_since(start) < kHangGuardSeconds);
  CHECK(error.at("code") == "budget_exhausted");
  CHECK(mentions(error, "of 100000 boards within the request's time limit (time_limit_ms 300)"));
}

TEST_CASE("request budget: an experiment past its time limit gives no figures and names the limit") {
  json request = kHugeExperiment;
  request["time_limit_ms"] = 200;
  const auto start = std::chrono::steady_clock::now();
  const json error = error_of(request);
  CHECK(seconds_since(start) < kHangGuardSeconds);
  CHECK(error.at("code") == "budget_exhausted");
  CHECK(mentions(error, "the experiment ran past the request's time limit (time_limit_ms 200) in chunk 0"));
  CHECK(mentions(error, "ask for fewer chunks at a time"));
  // The chunks of a partial run obey it the same way.
  request["chunks"] = {3};
  CHECK(mentions(error_of(request), "in chunk 3"));
}

TEST_CASE("request budget: limits beyond their maximum are refused before any work, naming the maximum") {
  json experiment = kHugeExperiment;
  experiment["time_limit_ms"] = 3600001;
  const json too_long = error_of(experiment);
  CHECK(too_long.at("code") == "bad_budget");
  CHECK(too_long.at("message") == "time_limit_ms must be a whole number from 1 to 3600000; 3600001 is too large");
  const json too_many =
      error_of({{"op", "generate"}, {"game", "fujisan"}, {"setup", "dominoes"}, {"seed", 1}, {"count", 100001}});
  CHECK(too_many.at("code") == "bad_count");
  CHECK(mentions(too_many, "from 1 to 100000"));
  json too_big = kHugeExperiment;
  too_big["per_trial"] = 1000001;
  CHECK(error_of(too_big).at("code") == "bad_experiment");
}

TEST_CASE("request budget: a cancel flag stops generate and experiment between boards and challenges") {
  const std::atomic<bool> cancel{true};
  const json generate = error_of(
      {{"op", "generate"}, {"game", "fujisan"}, {"setup", "dominoes"}, {"seed", 1}, {"count", 100000}}, &cancel);
  CHECK(generate.at("code") == "budget_exhausted");
  CHECK(generate.at("message") == "generate was cancelled");
  const json experiment = error_of(kHugeExperiment, &cancel);
  CHECK(experiment.at("code") == "budget_exhausted");
  CHECK(experiment.at("message") == "the experiment was cancelled");
}

TEST_CASE("cancel op: the engine alone runs one request at a time, so nothing is running to cancel") {
  const json response = puzzlelab::handle_request({{"id", 2}, {"op", "cancel"}, {"request", 1}});
  CHECK(response == json{{"id", 2}, {"ok", true}, {"result", {{"request", 1}, {"cancelled", false}}}});
  CHECK(puzzlelab::handle_request({{"op", "cancel"}, {"request", "job-7"}}).at("result").at("request") == "job-7");
  CHECK(error_of({{"op", "cancel"}}).at("code") == "missing_field");
  const json null_id = error_of({{"op", "cancel"}, {"request", nullptr}});
  CHECK(null_id.at("code") == "wrong_type");
  CHECK(null_id.at("message") == "field 'request' must be the id of a request (a string or a number), got null");
  CHECK(error_of({{"op", "cancel"}, {"request", 1}, {"game", "fujisan"}}).at("code") == "unknown_field");
}
