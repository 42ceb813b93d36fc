// Matches worker responses to the code that asked: send() takes a callback, pump() (once per
// frame, on the UI thread) runs the callbacks of the responses that arrived. Cancelling still
// runs the callback, with the "cancelled" error, so every asker hears back exactly once.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>

#include <nlohmann/json.hpp>

#include "worker/worker_client.hpp"

namespace puzzlelab {

class Requests {
 public:
  using Callback = std::function<void(const nlohmann::json& response)>;

  explicit Requests(std::unique_ptr<WorkerClient> client) : client_(std::move(client)) {}

  std::uint64_t send(nlohmann::json request, Callback done);
  void cancel(std::uint64_t id);
  // Cancels without running the callback (its owner no longer cares, e.g. a new game started).
  void abandon(std::uint64_t id);
  bool pending(std::uint64_t id) const { return callbacks_.count(id) != 0; }
  // Runs the callbacks of the answers that arrived; true when there were any.
  bool pump();
  int concurrency() const { return client_->concurrency(); }

 private:
  std::unique_ptr<WorkerClient> client_;
  std::map<std::uint64_t, Callback> callbacks_;
};

}  // namespace puzzlelab
