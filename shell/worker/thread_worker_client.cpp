// WorkerClient for the desktop: a fixed pool of std::threads taking requests from a queue and
// calling the protocol directly, each with its own atomic cancel flag. Cancelling answers at once
// ("cancelled") and raises the flag; the engine notices it within a few hundred nodes and the
// thread's late answer is dropped.
#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

#include "api/protocol.hpp"
#include "worker/worker_client.hpp"

namespace {

struct Job {
  std::uint64_t id = 0;
  nlohmann::json request;
  std::atomic<bool> cancel{false};
};

class ThreadWorkerClient final : public puzzlelab::WorkerClient {
 public:
  ThreadWorkerClient() {
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    size_ = static_cast<int>(std::min(cores, 4u));
    for (int i = 0; i < size_; ++i) threads_.emplace_back([this] { run(); });
  }

  ~ThreadWorkerClient() override {
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
      for (auto& [id, job] : running_) job->cancel = true;
    }
    wake_.notify_all();
    for (auto& thread : threads_) thread.join();
  }

  std::uint64_t submit(nlohmann::json request) override {
    std::lock_guard lock(mutex_);
    const std::uint64_t id = next_id_++;
    request["id"] = id;
    auto job = std::make_shared<Job>();
    job->id = id;
    job->request = std::move(request);
    queue_.push_back(std::move(job));
    wake_.notify_one();
    return id;
  }

  void cancel(std::uint64_t id) override {
    std::lock_guard lock(mutex_);
    const auto queued = std::find_if(queue_.begin(), queue_.end(), [id](const auto& job) { return job->id == id; });
    if (queued != queue_.end()) {
      queue_.erase(queued);
    } else if (auto running = running_.find(id); running != running_.end()) {
      running->second->cancel = true;
      running_.erase(running);  // its late answer finds no entry and is dropped
    } else {
      return;
    }
    done_.push_back({id, puzzlelab::cancelled_response(id)});
  }

  std::vector<puzzlelab::WorkerResponse> poll() override {
    std::lock_guard lock(mutex_);
    std::vector<puzzlelab::WorkerResponse> out(std::make_move_iterator(done_.begin()),
                                               std::make_move_iterator(done_.end()));
    done_.clear();
    return out;
  }

  int concurrency() const override { return size_; }

 private:
  void run() {
    for (;;) {
      std::shared_ptr<Job> job;
      {
        std::unique_lock lock(mutex_);
        wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
        if (stopping_) return;
        job = std::move(queue_.front());
        queue_.pop_front();
        running_[job->id] = job;
      }
      nlohmann::json response = puzzlelab::handle_request(job->request, &job->cancel);
      std::lock_guard lock(mutex_);
      if (running_.erase(job->id) != 0) done_.push_back({job->id, std::move(response)});
    }
  }

  int size_ = 1;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::uint64_t next_id_ = 1;
  std::deque<std::shared_ptr<Job>> queue_;
  std::map<std::uint64_t, std::shared_ptr<Job>> running_;
  std::vector<puzzlelab::WorkerResponse> done_;
  std::vector<std::thread> threads_;
};

}  // namespace

namespace puzzlelab {

std::unique_ptr<WorkerClient> make_worker_client() { return std::make_unique<ThreadWorkerClient>(); }

}  // namespace puzzlelab
