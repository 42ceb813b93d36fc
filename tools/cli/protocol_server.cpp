#include "protocol_server.hpp"

#include <utility>
#include <vector>

#include "api/protocol.hpp"
#include "game/limits.hpp"

namespace puzzlelab::cli {

struct ProtocolServer::Job {
  std::string text;       // the request line, to answer unless `ready` holds the answer already
  std::string ready;      // the answer of a line that was no request (too large; a cancel that is not JSON)
  nlohmann::json id;      // the id a cancel names it by (null: none, it cannot be cancelled)
  std::size_t bytes = 0;  // its text's length, counted against kMaxWaitingBytes
  std::atomic<bool> cancel{false};
  bool answered = false;  // (mutex_) its answer, or the "cancelled" error, is written
};

namespace {

// What the reader needs of a request line without parsing it into a document: its op and its id,
// read from the parser's events (nlohmann's SAX interface) and nothing else kept. As for a parsed
// request, a later key wins over an earlier one of the same name. Text that is not JSON, or nests
// too deep, stops the reading: such a line is no cancel, and its error comes in its turn.
class RequestHead {
 public:
  bool is_cancel() const { return op_ == "cancel"; }
  // The id a request is echoed with (protocol.cpp's read_id): a plain value, else none.
  const nlohmann::json& id() const { return id_; }

  bool null() { return scalar(nullptr); }
  bool boolean(bool value) { return scalar(value); }
  bool number_integer(nlohmann::json::number_integer_t value) { return scalar(value); }
  bool number_unsigned(nlohmann::json::number_unsigned_t value) { return scalar(value); }
  bool number_float(nlohmann::json::number_float_t value, const std::string&) { return scalar(value); }
  bool string(std::string& value) {
    if (depth_ != 1 || field_ != Field::op) return scalar(std::move(value));
    op_ = std::move(value);
    return true;
  }
  bool binary(nlohmann::json::binary_t&) { return scalar(nullptr); }
  bool start_object(std::size_t) { return open(); }
  bool start_array(std::size_t) { return open(); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }
  bool key(std::string& name) {
    if (depth_ == 1) field_ = name == "op" ? Field::op : name == "id" ? Field::id : Field::other;
    return true;
  }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) { return stop(); }

 private:
  enum class Field { other, op, id };

  // A top-level field's value other than the op's string: an id that is a plain value is kept;
  // an op that is not a string names no op.
  bool scalar(nlohmann::json value) {
    if (depth_ != 1) return true;
    if (field_ == Field::id) id_ = std::move(value);
    if (field_ == Field::op) op_.clear();
    return true;
  }
  // Not a request: no op, no id.
  bool stop() {
    op_.clear();
    id_ = nullptr;
    return false;
  }
  bool open() {
    if (depth_ == 1) {
      if (field_ == Field::id) id_ = nullptr;
      if (field_ == Field::op) op_.clear();
    }
    return ++depth_ <= limits::kMaxJsonDepth || stop();
  }
  bool close() {
    --depth_;
    return true;
  }

  int depth_ = 0;
  Field field_ = Field::other;
  std::string op_;
  nlohmann::json id_;
};

std::string cancelled_text(const nlohmann::json& id) {
  return response_text({{"id", id},
                        {"ok", false},
                        {"error", {{"code", "cancelled"}, {"message", "the request was cancelled (op 'cancel')"}}}});
}

// handle_request_text's two halves, as the web worker takes them: the request is parsed only
// now, and its document goes before the answer is written.
std::string answer_text(const std::string& text, const std::atomic<bool>* cancel) {
  nlohmann::json response;
  {
    RequestText read = read_request_text(text);
    response = read.parsed ? handle_request(read.request, cancel) : std::move(read.error);
  }
  return response_text(response);
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
  // Reading the op here, on the reader's side, lets a cancel be seen while a request runs.
  RequestHead head;
  bool json = false;
  try {
    json = nlohmann::json::sax_parse(text.begin(), text.end(), &head);
  } catch (...) {
    head = RequestHead();  // memory ran out: the request's own reading will say so in its turn
  }
  auto job = std::make_shared<Job>();
  job->bytes = text.size();
  if (json && head.is_cancel()) {
    RequestText read = read_request_text(text);
    if (read.parsed) {
      cancel(read.request);
      return;
    }
    job->ready = response_text(read.error);
  } else {
    job->id = head.id();
    job->text = text;
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
      answer = job->ready.empty() ? answer_text(job->text, &job->cancel) : job->ready;
      job->text = std::string();  // the memory goes now, not when the job does
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

std::size_t ProtocolServer::waiting_bytes() const {
  std::lock_guard lock(mutex_);
  return waiting_bytes_;
}

}  // namespace puzzlelab::cli
