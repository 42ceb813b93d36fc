#include "middle/requests.hpp"

namespace puzzlelab {

std::uint64_t Requests::send(nlohmann::json request, Callback done) {
  const std::uint64_t id = client_->submit(std::move(request));
  callbacks_[id] = std::move(done);
  return id;
}

void Requests::cancel(std::uint64_t id) {
  if (pending(id)) client_->cancel(id);
}

void Requests::abandon(std::uint64_t id) {
  if (callbacks_.erase(id) != 0) client_->cancel(id);
}

bool Requests::pump() {
  bool answered = false;
  for (WorkerResponse& response : client_->poll()) {
    answered = true;
    const auto it = callbacks_.find(response.id);
    if (it == callbacks_.end()) continue;  // abandoned
    Callback done = std::move(it->second);
    callbacks_.erase(it);
    done(response.body);  // may send new requests: the map is not being iterated
  }
  return answered;
}

}  // namespace puzzlelab
