// Test doubles for the app's middle layer: a worker client that answers with the real engine
// (handle_request) on the calling thread, so the controller and the engine client run in unit
// tests exactly as in the app, minus the threads.
#pragma once

#include <deque>
#include <memory>
#include <set>
#include <string>

#include "api/protocol.hpp"
#include "middle/controller.hpp"
#include "middle/engine_client.hpp"
#include "middle/requests.hpp"
#include "worker/worker_client.hpp"

namespace puzzlelab::testing {

// Queues each request and answers it at the next poll(); a request cancelled before that is
// answered "cancelled", like the real clients.
class InlineWorkerClient final : public WorkerClient {
 public:
  std::uint64_t submit(nlohmann::json request) override {
    const std::uint64_t id = next_id_++;
    request["id"] = id;
    queue_.push_back({id, std::move(request)});
    return id;
  }
  void cancel(std::uint64_t id) override { cancelled_.insert(id); }
  std::vector<WorkerResponse> poll() override {
    std::vector<WorkerResponse> out;
    while (!queue_.empty()) {
      WorkerResponse r{queue_.front().id, {}};
      r.body = cancelled_.count(r.id) ? cancelled_response(r.id) : handle_request(queue_.front().body);
      queue_.pop_front();
      out.push_back(std::move(r));
    }
    return out;
  }
  int concurrency() const override { return 1; }
  std::size_t waiting() const { return queue_.size(); }

 private:
  std::uint64_t next_id_ = 1;
  std::deque<WorkerResponse> queue_;  // body holds the request until answered
  std::set<std::uint64_t> cancelled_;
};

// A controller wired to the inline worker, as the app wires it to the real pool. `playable`
// names the games the "app" can show (default: all).
struct ControllerRig {
  explicit ControllerRig(Controller::Playable playable = [](std::string_view) { return true; })
      : requests(std::make_unique<InlineWorkerClient>()),
        engine(requests),
        controller(engine, std::move(playable), [this] { return clock; }) {}
  // Runs the answers that arrived, as the app does once per frame (answers may send new requests).
  void settle() {
    for (int i = 0; i < 8; ++i) requests.pump();
  }

  double clock = 1000;  // the controller's clock (seconds): tests move it on by hand
  Requests requests;
  EngineClient engine;
  Controller controller;
};

}  // namespace puzzlelab::testing
