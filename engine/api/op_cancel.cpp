// "cancel": stops another request, named by its id ("request"). Only a loop that reads requests
// while one runs can act on it (`puzzlelab protocol`, tools/cli/protocol_server.hpp), and it
// answers the cancel itself. Here, one request at a time, nothing else is running: the answer
// says that no request was cancelled. The app's worker pools cancel by id with their own call
// and answer the same "cancelled" error (docs/PROTOCOL.md, "cancel").
#include "api/operations.hpp"

namespace puzzlelab {

nlohmann::json op_cancel(RequestFields& fields, const OpContext&) {
  const nlohmann::json target = fields.required_id("request");
  fields.reject_unknown("cancel");
  return {{"request", target}, {"cancelled", false}};
}

}  // namespace puzzlelab
