#include "protocol_server.hpp"

#include <utility>
#include <vector>

#include "api/protocol.hpp"
#include "game/limits.hpp"

namespace puzzlelab::cli {

struct ProtocolServer::Job {
  nlohmann::json request;  // to answer, unless `ready` holds the answer already
  std::string ready;       // the answer of a line that was no request (too large, not JSON)
  nlohmann::json id;       // the id a cancel names it by (null: none, it cannot be cancelled)
  std::size_t bytes = 0;   // its text's length, counted against kMaxWaitingBytes
  std::atomic<bool> cancel{false};
  bool answered = false;  // (mutex_) its answer, or the "cancelled" error, is written
};

namespace {

// The id a request is echoed with (protocol.cpp's read_id): a plain value, else none.
nlohmann::json id_of(const nlohmann::json& request) {
  if (!request.is_object()) return nullptr;
  const auto it = request.find("id");
  if (it == request.end() || it->is_structured()) return nullptr;
  return *it;
}

bool is_cancel(const nlohmann::json& request) {
  if (!request.is_object()) return false;
  const auto op = request.find("op");
  return op != request.end() && op->is_string() && op->get_ref<const std::string&>() == "cancel";
}

std::string cancelled_text(const nlohmann::json& id) {
  return response_text({{"id", id},
                        {"ok", false},
                        {"error", {{"code", "cancelled"}, {"message", "the request was cancelled (op 'cancel')"}}}});
}

// What handle_request_text answers a line over the limit, built without the text.
std::string too_large_text() {
  return response_text(
      {{"id", nullptr},
       {"ok", false},
       {"error",
        {{"code", "request_too_large"},
         {"message", "the request is over the limit of " + std::to_string(limits::kMaxRequestBytes) + " bytes"}}}});
}

}  // namespace

ProtocolServer::ProtocolServer(std::ostream& out) : out_(out), runner_([this] { run(); }) {}

ProtocolServer::~ProtocolServer() {
  {
    std::lock_guard lock(mutex_);
    closing_ = true;
    waiting_.clear();
    if (running_) running_->cancel = true;
  }
  work_.notify_all();
  room_.notify_all();
  if (runner_.joinable()) runner_.join();
}

void ProtocolServer::submit(std::string_view text) {
  // Parsing here, on the reader's side, lets a cancel be seen while a request runs.
  RequestText read = read_request_text(text);
  auto job = std::make_shared<Job>();
  job->bytes = text.size();
  if (!read.parsed) {
    job->ready = response_text(read.error);
  } else if (is_cancel(read.request)) {
    cancel(read.request);
    return;
  } else {
    job->id = id_of(read.request);
    job->request = std::move(read.request);
  }
  enqueue(std::move(job));
}

void ProtocolServer::submit_too_large() {
  auto job = std::make_shared<Job>();
  job->ready = too_large_text();
  enqueue(std::move(job));
}

void ProtocolServer::enqueue(std::shared_ptr<Job> job) {
  std::unique_lock lock(mutex_);
  // At least one request may always wait, whatever its size.
  room_.wait(lock, [&] {
    return failed_ || waiting_.empty() ||
           (waiting_.size() < kMaxWaitingRequests && waiting_bytes_ + job->bytes <= kMaxWaitingBytes);
  });
  if (failed_) return;
  waiting_bytes_ += job->bytes;
  waiting_.push_back(std::move(job));
  work_.notify_one();
}

void ProtocolServer::cancel(const nlohmann::json& request) {
  // The engine checks the cancel request's fields and answers "cancelled": false; whether a
  // request was cancelled is known only here.
  nlohmann::json response = handle_request(request);
  std::lock_guard lock(mutex_);
  if (response.is_object() && response.value("ok", false)) {
    const nlohmann::json& target = response["result"]["request"];
    std::vector<std::shared_ptr<Job>> stopped;
    for (auto it = waiting_.begin(); it != waiting_.end();) {
      if ((*it)->id == target) {
        waiting_bytes_ -= (*it)->bytes;
        stopped.push_back(std::move(*it));
        it = waiting_.erase(it);
      } else {
        ++it;
      }
    }
    if (running_ && running_->id == target && !running_->answered) {
      running_->cancel = true;
      stopped.push_back(running_);
    }
    for (const auto& job : stopped) {
      job->answered = true;
      write(cancelled_text(job->id));
    }
    response["result"]["cancelled"] = !stopped.empty();
    room_.notify_all();
  }
  write(response_text(response));
}

void ProtocolServer::run() {
  for (;;) {
    std::shared_ptr<Job> job;
    {
      std::unique_lock lock(mutex_);
      work_.wait(lock, [&] { return closing_ || failed_ || !waiting_.empty(); });
      if (failed_ || waiting_.empty()) return;
      job = std::move(waiting_.front());
      waiting_.pop_front();
      waiting_bytes_ -= job->bytes;
      running_ = job;
      room_.notify_all();
    }
    std::string answer;
    try {
      answer = job->ready.empty() ? response_text(handle_request(job->request, &job->cancel)) : job->ready;
      job->request = nullptr;  // the memory goes now, not when the job does
    } catch (...) {
      // Memory ran out on the way (response_text never throws; copying its text may).
      try {
        answer = response_text(nullptr);
      } catch (...) {
        answer.clear();
      }
    }
    std::lock_guard lock(mutex_);
    running_.reset();
    if (!job->answered) {
      job->answered = true;
      if (answer.empty()) {
        failed_ = true;  // not even an error could be written: stop as when the output fails
        room_.notify_all();
        return;
      }
      write(answer);
    }
  }
}

void ProtocolServer::write(const std::string& text) {
  if (failed_) return;
  out_ << text << '\n' << std::flush;
  if (out_) return;
  // The reader is gone or the disk is full: nobody will see further answers.
  failed_ = true;
  if (running_) running_->cancel = true;
  work_.notify_all();
  room_.notify_all();
}

bool ProtocolServer::finish() {
  {
    std::lock_guard lock(mutex_);
    closing_ = true;
  }
  work_.notify_all();
  if (runner_.joinable()) runner_.join();
  std::lock_guard lock(mutex_);
  return !failed_;
}

bool ProtocolServer::output_ok() const {
  std::lock_guard lock(mutex_);
  return !failed_;
}

nlohmann::json ProtocolServer::running_id() const {
  std::lock_guard lock(mutex_);
  return running_ ? running_->id : nlohmann::json();
}

}  // namespace puzzlelab::cli
