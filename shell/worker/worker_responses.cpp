// The error responses both worker clients synthesize, in the protocol's error shape.
#include <string>

#include "worker/worker_client.hpp"

namespace puzzlelab {

nlohmann::json cancelled_response(std::uint64_t id) {
  return {{"id", id}, {"ok", false}, {"error", {{"code", "cancelled"}, {"message", "Cancelled."}}}};
}

nlohmann::json failed_response(std::uint64_t id, const std::string& why) {
  return {{"id", id}, {"ok", false}, {"error", {{"code", "worker_failed"}, {"message", why}}}};
}

}  // namespace puzzlelab
