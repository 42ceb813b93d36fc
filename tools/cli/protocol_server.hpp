// The loop behind `puzzlelab protocol` (docs/PROTOCOL.md, "cancel"): requests are answered one at
// a time, in the order they came, on a thread of their own, while the caller goes on reading
// lines. So a `cancel` line is acted on at once, while the request it names runs or waits: that
// request is answered with the "cancelled" error right away and its search stopped (the engine
// looks at its cancel flag every few hundred nodes); its own late answer is dropped. The app's
// worker pools cancel the same way (shell/worker/worker_client.hpp).
//
// Requests read ahead wait in a line of bounded length (kMaxWaitingRequests, at most
// kMaxWaitingBytes of request text), so reading ahead never holds more than about one large
// request besides the running one; when the line is full, submit() waits for room. They wait as
// text: only the running request is parsed (a text parses to many times its size, an 8 MiB one
// to up to about 170 MB, limits::kMaxRequestValues), and the reader reads a waiting one only for
// its op and id, keeping nothing else of it.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <memory>
#include <mutex>
#include <ostream>
#include <string>
#include <string_view>
#include <thread>

#include <nlohmann/json.hpp>

namespace puzzlelab::cli {

inline constexpr std::size_t kMaxWaitingRequests = 256;
inline constexpr std::size_t kMaxWaitingBytes = 8 * 1024 * 1024;

class ProtocolServer {
 public:
  explicit ProtocolServer(std::ostream& out);
  // Stops what runs, drops what waits (an exception is unwinding; finish() is the normal end).
  ~ProtocolServer();
  ProtocolServer(const ProtocolServer&) = delete;
  ProtocolServer& operator=(const ProtocolServer&) = delete;

  // One request line (blank lines are the caller's to skip). A cancel is answered before this
  // returns; any other request waits its turn.
  void submit(std::string_view text);
  // A line over the request limit, skipped by the reader: answered request_too_large in its turn.
  void submit_too_large();
  // Waits until every request is answered. False when the output failed (answers were lost).
  bool finish();
  // False once the output failed: reading on is pointless.
  bool output_ok() const;
  // The id of the running request (null when none or it has none), for tests.
  nlohmann::json running_id() const;
  // The bytes of request text the waiting requests hold (all they hold), for tests.
  std::size_t waiting_bytes() const;

 private:
  struct Job;
  void enqueue(std::shared_ptr<Job> job);
  void cancel(const nlohmann::json& request);
  void run();
  void write(const std::string& text);  // with mutex_ held

  std::ostream& out_;
  mutable std::mutex mutex_;
  std::condition_variable work_;  // a job waits, or closing
  std::condition_variable room_;  // the line has room again, or the output failed
  std::deque<std::shared_ptr<Job>> waiting_;
  std::size_t waiting_bytes_ = 0;
  std::shared_ptr<Job> running_;
  bool closing_ = false;
  bool failed_ = false;
  std::thread runner_;
};

}  // namespace puzzlelab::cli
