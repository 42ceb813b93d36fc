// The CLI's only way into the engine: a protocol request (engine/api/protocol.hpp), so anything
// the CLI does, the app and the worker can do the same way.
#pragma once

#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

namespace puzzlelab::cli {

// The response's "result", or throws CliError with the response's error message (exit 2 for
// bad input, 1 for internal_error and out_of_memory).
nlohmann::json call_protocol(const nlohmann::json& request);

// The same, returning the whole response ({"ok": ..., "result"|"error": ...}) without throwing,
// for commands that report errors per item (solve --batch).
nlohmann::json call_protocol_response(const nlohmann::json& request);

// The "games" list of the protocol (asked once, then kept): names, setups, parameters, ...
const nlohmann::json& game_list();

// True when an error code is a failure of the engine rather than of the input.
bool is_internal_error(const std::string& code);

// One JSON document on one line of `out` (invalid UTF-8 from the input replaced, not fatal).
void print_json_line(std::ostream& out, const nlohmann::json& value);

}  // namespace puzzlelab::cli
