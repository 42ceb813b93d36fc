// The Lab screen's run (shell/middle/lab_run): an experiment split into chunk requests, run on
// the desktop's thread pool as the app runs it, ends with the very bytes `puzzlelab experiment`
// prints; the document fills in while it runs; Cancel stops the requests in flight; a failing
// worker is named. Also the experiment op's listing of one trial's challenges, and of the
// challenges of one shortest length (a histogram bar's) from a trial that really holds one.
#include <doctest/doctest.h>

#include <chrono>
#include <memory>
#include <sstream>
#include <thread>

#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "game/limits.hpp"
#include "lab/experiment.hpp"
#include "middle/lab_export.hpp"
#include "middle/lab_form.hpp"
#include "middle/lab_run.hpp"
#include "middle/requests.hpp"
#include "middle_fixtures.hpp"
#include "cli_in_process.hpp"
#include "worker/worker_client.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

using test::cli_output;

// Pumps the requests as the app does once per frame until the run leaves "running".
void run_to_end(Requests& requests, LabRun& run, std::size_t* most_in_flight = nullptr) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (run.running() && std::chrono::steady_clock::now() < deadline) {
    if (most_in_flight) *most_in_flight = std::max(*most_in_flight, run.requests_in_flight());
    requests.pump();
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  REQUIRE_FALSE(run.running());
}

LabForm boxoff_form() {
  LabForm form;
  form.game = "boxoff";
  form.params = {{"rows", 4}, {"cols", 6}, {"colours", 4}};
  form.setups = {"shuffled", "l-tiles"};
  form.trials = 3;
  form.per_trial = 10;
  form.seed = 7;
  return form;
}

// Answers every request with a worker failure, like a worker that died.
class DeadWorkerClient final : public WorkerClient {
 public:
  std::uint64_t submit(json) override { return pending_.emplace_back(next_++); }
  void cancel(std::uint64_t) override {}
  std::vector<WorkerResponse> poll() override {
    std::vector<WorkerResponse> out;
    for (const auto id : pending_) out.push_back({id, failed_response(id, "The worker stopped (out of memory).")});
    pending_.clear();
    return out;
  }
  int concurrency() const override { return 2; }

 private:
  std::uint64_t next_ = 1;
  std::vector<std::uint64_t> pending_;
};

}  // namespace

TEST_CASE("lab run: the thread workers' document is byte for byte the CLI's, and fills in while running") {
  Requests requests(make_worker_client());
  LabRun run(requests);
  const LabForm form = boxoff_form();
  run.start(form.spec());
  CHECK(run.running());
  CHECK(run.chunks_total() == 6);
  CHECK(run.chunks_done() == 0);
  CHECK(run.document().is_null());
  CHECK(run.requests_in_flight() == static_cast<std::size_t>(std::min(requests.concurrency(), 6)));

  // The interim documents as they arrive: chunks only grow, the format says interim until the end.
  std::uint64_t seen = 0;
  bool saw_interim = false;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (run.running() && std::chrono::steady_clock::now() < deadline) {
    CHECK(run.requests_in_flight() <= static_cast<std::size_t>(requests.concurrency()));
    requests.pump();
    if (run.chunks_done() != seen && run.running()) {
      CHECK(run.chunks_done() > seen);
      seen = run.chunks_done();
      REQUIRE(run.document().is_object());
      CHECK(run.document()["format"] == "puzzlelab-experiment-interim");
      CHECK(run.document()["progress"]["chunks_done"] == seen);
      CHECK(run.document()["progress"]["chunks_total"] == 6);
      std::uint64_t challenges = 0;
      for (const auto& [name, s] : run.document()["setups"].items()) challenges += s["challenges"].get<std::uint64_t>();
      CHECK(challenges == seen * 10);
      saw_interim = true;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  REQUIRE(run.state() == LabRun::State::done);
  CHECK(saw_interim);
  CHECK(run.chunks_done() == 6);
  CHECK(run.requests_in_flight() == 0);
  CHECK(run.error().empty());

  const std::string cli =
      cli_output({"experiment", "boxoff", "--rows", "4", "--cols", "6", "--colours", "4", "--setups",
                  "shuffled,l-tiles", "--trials", "3", "--per-trial", "10", "--seed", "7"});
  CHECK(lab_document_json(run.document()) == cli);
  const json automation = run.automation();
  CHECK(automation["state"] == "done");
  CHECK(automation["chunks_done"] == 6);
  CHECK(automation["setups"]["l-tiles"]["solvable"] == run.document()["setups"]["l-tiles"]["solvable"]);
  CHECK(automation["document"]["bytes"] == cli.size());
  CHECK(automation["document"]["fnv1a"].get<std::string>().size() == 16);
}

TEST_CASE("lab run: a preset's document matches the CLI's, paper comparison included, several chunks per request") {
  Requests requests(make_worker_client());
  LabRun run(requests);
  LabForm form = LabForm::from_preset("pretzel-4x3");
  form.trials = 10;
  form.per_trial = 5;
  run.start(form.spec());
  // 3 setups x 10 trials = 30 chunks: a few per request.
  CHECK(run.chunks_per_request() ==
        std::clamp<std::size_t>(30 / (static_cast<std::size_t>(requests.concurrency()) * 4), 1, 4));
  std::size_t most = 0;
  run_to_end(requests, run, &most);
  REQUIRE(run.state() == LabRun::State::done);
  CHECK(most <= static_cast<std::size_t>(requests.concurrency()));
  const std::string cli = cli_output({"experiment", "--preset", "pretzel-4x3", "--per-trial", "5"});
  CHECK(lab_document_json(run.document()) == cli);
  CHECK(run.document()["paper"].is_array());
}

TEST_CASE("lab run: Cancel stops the requests in flight and keeps what arrived") {
  Requests requests(make_worker_client());
  LabRun run(requests);
  LabForm form = boxoff_form();
  form.trials = 40;
  form.per_trial = 30;
  run.start(form.spec());
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (run.chunks_done() == 0 && std::chrono::steady_clock::now() < deadline) {
    requests.pump();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  REQUIRE(run.chunks_done() > 0);
  const std::uint64_t done = run.chunks_done();
  run.cancel();
  CHECK(run.state() == LabRun::State::cancelled);
  CHECK(run.requests_in_flight() == 0);
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  requests.pump();  // late answers of the cancelled requests change nothing
  CHECK(run.chunks_done() == done);
  CHECK(run.document()["format"] == "puzzlelab-experiment-interim");
  CHECK(run.automation()["state"] == "cancelled");
  // A new run after a cancel starts from nothing.
  run.start(boxoff_form().spec());
  CHECK(run.chunks_done() == 0);
  CHECK(run.document().is_null());
  run_to_end(requests, run);
  CHECK(run.state() == LabRun::State::done);
}

TEST_CASE("lab run: a long run rebuilds its interim document at growing steps and in full on cancel") {
  Requests requests(make_worker_client());
  LabRun run(requests);
  LabForm form = boxoff_form();
  form.trials = 400;  // 800 chunks of one challenge
  form.per_trial = 1;
  run.start(form.spec());
  std::uint64_t seen = 0, rebuilds = 0, covered = 0;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (run.running() && run.chunks_done() < 300 && std::chrono::steady_clock::now() < deadline) {
    requests.pump();
    if (run.chunks_done() != seen) {
      seen = run.chunks_done();
      REQUIRE(run.document().is_object());
      const std::uint64_t now = run.document()["progress"]["chunks_done"].get<std::uint64_t>();
      // Never behind by more than a 32nd of what arrived (and never ahead).
      CHECK(now <= seen);
      CHECK((seen - now) * 32 <= seen);
      if (now != covered) ++rebuilds;
      covered = now;
    }
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
  REQUIRE(run.chunks_done() >= 300);
  CHECK(rebuilds < seen / 2);
  run.cancel();
  CHECK(run.document()["progress"]["chunks_done"] == run.chunks_done());
}

TEST_CASE("lab run: the challenges' measures kept for the expressive range stop at their cap") {
  Requests requests(make_worker_client());
  LabRun run(requests);
  LabForm form;
  form.game = "boxoff";
  form.params = {{"rows", 2}, {"cols", 2}, {"colours", 2}};
  form.setups = {"shuffled"};
  form.per_trial = 10'000;
  form.trials = LabRun::kMaxMeasured / form.per_trial + 2;
  form.seed = 1;
  run.start(form.spec());
  run_to_end(requests, run);
  REQUIRE(run.state() == LabRun::State::done);
  CHECK(run.measured().size() == LabRun::kMaxMeasured);
  CHECK(run.measured_left_out() == form.trials * form.per_trial - LabRun::kMaxMeasured);
  CHECK(run.document()["setups"]["shuffled"]["challenges"] == form.trials * form.per_trial);
}

TEST_CASE("lab run: a failing worker stops the run with the chunks and the reason named") {
  Requests requests(std::make_unique<DeadWorkerClient>());
  LabRun run(requests);
  run.start(boxoff_form().spec());
  CHECK(run.requests_in_flight() == 2);
  requests.pump();
  CHECK(run.state() == LabRun::State::failed);
  CHECK(run.requests_in_flight() == 0);
  CHECK(run.error() == "chunk 0 (shuffled, trial 1): The worker stopped (out of memory). (worker_failed)");
  CHECK(run.automation()["error"] == run.error());
}

TEST_CASE("lab run: one trial's challenges, listed by a worker, are the chunk's") {
  testing::ControllerRig rig;
  LabRun run(rig.requests);
  const lab::ExperimentSpec spec = boxoff_form().spec();
  run.start(spec);
  rig.settle();
  REQUIRE(run.state() == LabRun::State::done);
  run.list_challenges(1, 2);  // l-tiles, third trial
  REQUIRE(run.challenges());
  CHECK(run.challenges()->loading);
  rig.settle();
  const auto& listed = *run.challenges();
  CHECK_FALSE(listed.loading);
  CHECK(listed.error.empty());
  REQUIRE(listed.rows.size() == 10);
  std::uint64_t solved = 0;
  for (std::size_t i = 0; i < 10; ++i) {
    CHECK(listed.rows[i]["index"] == i);
    CHECK(listed.rows[i]["seed"] == std::to_string(spec.challenge_seed(2, i)));
    solved += listed.rows[i]["status"] == "solved" ? 1 : 0;
  }
  const double rate = run.document()["setups"]["l-tiles"]["trials"][2].get<double>();
  CHECK(static_cast<double>(solved) / 10 == doctest::Approx(rate));
  // Out of range: named, no request.
  run.list_challenges(2, 0);
  CHECK(run.challenges()->error == "there is no such setup or trial in this experiment");
}

TEST_CASE("lab: the experiment op lists a chunk's challenges; chunks and challenges_of together are refused") {
  json request = {{"op", "experiment"}, {"game", "fujisan"}, {"setups", {"dominoes"}},
                  {"trials", 2},        {"per_trial", 3},    {"challenges_of", 1}};
  const json response = handle_request(request);
  REQUIRE(response["ok"] == true);
  const json& result = response["result"];
  CHECK(result["format"] == "puzzlelab-experiment-challenges");
  CHECK(result["setup"] == "dominoes");
  CHECK(result["trial"] == 1);
  REQUIRE(result["challenges"].size() == 3);
  CHECK(result["challenges"][0]["seed"] == "4");  // seed 1 + trial 1 x 3 + index 0
  for (const json& row : result["challenges"]) {
    CHECK((row["status"] == "solved" ? row["length"].is_number() : row["length"].is_null()));
  }
  request["chunks"] = {0};
  CHECK(handle_request(request)["error"]["message"] == "give either 'chunks' or 'challenges_of', not both");
  request.erase("chunks");
  request["challenges_of"] = 2;
  CHECK(handle_request(request)["error"]["code"] == "bad_experiment");
}

TEST_CASE("lab: one experiment request lists at most kMaxListedChallenges challenges, refused before any work") {
  const std::uint64_t limit = limits::kMaxListedChallenges;
  json request = {{"op", "experiment"}, {"game", "fujisan"},      {"setups", {"dominoes"}},
                  {"trials", 2},        {"per_trial", limit + 1}, {"challenges_of", 0}};
  json refused = handle_request(request)["error"];
  CHECK(refused["code"] == "bad_experiment");
  CHECK(refused["message"] ==
        "'challenges_of' would list 100001 challenges; one request lists at most 100000 (a "
        "smaller per_trial)");
  // Rows of every chunk asked for count together.
  request.erase("challenges_of");
  request["per_trial"] = limit / 2 + 1;
  request["chunks"] = {0, 1};
  request["rows"] = true;
  refused = handle_request(request)["error"];
  CHECK(refused["code"] == "bad_experiment");
  CHECK(refused["message"] ==
        "'rows' would list 100002 challenges; one request lists at most 100000 (fewer "
        "chunks at a time, or a smaller per_trial)");
  // Chunks without their rows list nothing.
  request["rows"] = false;
  request["per_trial"] = 3;
  CHECK(handle_request(request)["ok"] == true);
}

TEST_CASE("lab: the interim document of every chunk has the final document's figures") {
  const lab::ExperimentSpec spec = boxoff_form().spec();
  const Game& game = find_game_in(all_games(), spec.game);
  std::vector<lab::ChunkResult> chunks;
  for (std::uint64_t c = 0; c < spec.chunk_count(); ++c) chunks.push_back(lab::run_chunk(spec, game, c));
  json interim = lab::interim_document(spec, chunks);
  const json final = lab::final_document(spec, chunks);
  CHECK(interim["progress"] == json{{"chunks_done", 6}, {"chunks_total", 6}});
  interim.erase("progress");
  interim["format"] = "puzzlelab-experiment";
  CHECK(interim == final);
  // Only l-tiles' second trial so far: one setup, one trial, no tests between setups.
  const json early = lab::interim_document(spec, {chunks[4]});
  CHECK(early["setups"].size() == 1);
  CHECK(early["setups"]["l-tiles"]["challenges"] == 10);
  CHECK(early["setups"]["l-tiles"]["trials"] == json::array({final["setups"]["l-tiles"]["trials"][1]}));
  CHECK(early["tests"]["solvable_welch"].empty());
  CHECK_THROWS_WITH(lab::interim_document(spec, {chunks[1], chunks[1]}), "chunk 1 appears more than once");
}

TEST_CASE("lab run: a histogram bar's length is listed from a trial that holds it, or refused when none does") {
  testing::ControllerRig rig;
  LabRun run(rig.requests);
  LabForm form = LabForm::from_preset("pretzel-4x5");
  form.trials = 6;
  form.per_trial = 4;
  const lab::ExperimentSpec spec = form.spec();
  run.start(spec);
  for (int i = 0; i < 20 && run.running(); ++i) rig.settle();
  REQUIRE(run.state() == LabRun::State::done);

  // A length of banded-suits that its first trial does not have, but a later one does.
  const std::size_t setup = 2;
  const json& histogram = run.document()["setups"]["banded-suits"]["length_histogram"];
  int length = -1;
  std::uint64_t trial = 0;
  for (const auto& [text, count] : histogram.items()) {
    const auto first = run.first_trial_with_length(setup, std::stoi(text));
    REQUIRE(first);  // every bar of the histogram comes from some trial
    if (*first > 0) {
      length = std::stoi(text);
      trial = *first;
      break;
    }
  }
  REQUIRE(length >= 0);
  // The first trial really has none of that length (what a click used to list).
  run.list_challenges(setup, 0);
  rig.settle();
  REQUIRE(run.challenges()->rows.size() == 4);
  for (const json& row : run.challenges()->rows) CHECK(row["length"] != length);

  run.list_challenges_of_length(setup, length);
  REQUIRE(run.challenges());
  CHECK(run.challenges()->trial == trial);
  CHECK(run.challenges()->length == length);
  rig.settle();
  const auto& listed = *run.challenges();
  CHECK_FALSE(listed.loading);
  CHECK(listed.error.empty());
  const std::vector<std::size_t> picked = listed.picked();
  REQUIRE_FALSE(picked.empty());
  for (const std::size_t i : picked) {
    CHECK(listed.rows[i]["length"] == length);
    CHECK(listed.rows[i]["status"] == "solved");
  }
  CHECK(run.automation()["challenges"]["picked"] == picked.size());
  CHECK(run.automation()["challenges"]["length"] == length);

  // A length no trial has: said so, nothing asked of the workers.
  run.list_challenges_of_length(setup, 999);
  CHECK_FALSE(run.challenges()->loading);
  CHECK(run.challenges()->error == "no challenge of banded-suits has shortest length 999 in the trials received");
  CHECK(run.challenges()->rows.empty());
  CHECK_FALSE(run.first_trial_with_length(setup, 999));
  CHECK_FALSE(run.first_trial_with_length(7, length));
}
