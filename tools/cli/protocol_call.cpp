#include "protocol_call.hpp"

#include <ostream>

#include "api/protocol.hpp"
#include "cli_error.hpp"

namespace puzzlelab::cli {

nlohmann::json call_protocol_response(const nlohmann::json& request) {
  nlohmann::json response = handle_request(request);
  // handle_request answers null only when even an error response could not be built.
  if (response.is_null())
    response = {{"ok", false}, {"error", {{"code", "out_of_memory"}, {"message", "out of memory"}}}};
  return response;
}

bool is_internal_error(const std::string& code) { return code == "internal_error" || code == "out_of_memory"; }

nlohmann::json call_protocol(const nlohmann::json& request) {
  nlohmann::json response = call_protocol_response(request);
  if (response.value("ok", false)) return response["result"];
  const auto& error = response["error"];
  const std::string code = error.value("code", "internal_error");
  throw CliError(is_internal_error(code) ? kExitInternal : kExitBadInput, error.value("message", code));
}

const nlohmann::json& game_list() {
  static const nlohmann::json games = call_protocol({{"op", "games"}}).at("games");
  return games;
}

void print_json_line(std::ostream& out, const nlohmann::json& value) {
  out << value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n' << std::flush;
}

}  // namespace puzzlelab::cli
