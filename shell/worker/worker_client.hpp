// The app's only way to run engine work that may take longer than a frame (generate, solve, hint,
// verify): protocol requests (engine/api/protocol.hpp) go to a pool off the UI thread and the
// responses come back through poll(), once per frame. In the browser the pool is Web Workers
// (web/worker_pool.js + web/worker.js), on the desktop std::threads.
//
// Every submitted request is answered exactly once: by the engine, or by the client itself with
// {"ok": false, "error": {"code": "cancelled" | "worker_failed", ...}} when it was cancelled or
// its worker died.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab {

struct WorkerResponse {
  std::uint64_t id = 0;
  nlohmann::json body;  // the protocol response
};

class WorkerClient {
 public:
  virtual ~WorkerClient() = default;
  // Queues a request; the client sets its "id" field and returns that id.
  virtual std::uint64_t submit(nlohmann::json request) = 0;
  // Stops the request (the browser terminates its worker and starts a fresh one). Its answer is
  // the "cancelled" error. Unknown or finished ids are ignored.
  virtual void cancel(std::uint64_t id) = 0;
  // Responses that arrived since the last call.
  virtual std::vector<WorkerResponse> poll() = 0;
  // How many requests can run at once.
  virtual int concurrency() const = 0;
};

// The pool for this build (browser or desktop).
std::unique_ptr<WorkerClient> make_worker_client();

// The error responses the clients make up themselves.
nlohmann::json cancelled_response(std::uint64_t id);
nlohmann::json failed_response(std::uint64_t id, const std::string& why);

}  // namespace puzzlelab
