// The one request/response protocol over all games, spoken as JSON by the CLI, the web worker,
// the desktop app's worker threads and the tests. Documented in docs/PROTOCOL.md.
//
// Request:  {"id": any, "op": "generate"|"solve"|"hint"|"verify"|"playout"|"metrics"|"enumerate"|"games"|...,
//            "game": "fujisan", "params": {...}, ...op-specific fields...}
// Response: {"id": same, "ok": true, "result": {...}}
//        or {"id": same, "ok": false, "error": {"code": "bad_board", "message": "..."}}
#pragma once

#include <atomic>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "game/game.hpp"

namespace puzzlelab {

// Never throws: every failure becomes an error response naming the problem. `cancel`, when
// given, stops a long search early (the response then has status "unknown").
nlohmann::json handle_request(const nlohmann::json& request, const std::atomic<bool>* cancel = nullptr);

// The same over text: parses the request (a malformed document is an error response too).
std::string handle_request_text(std::string_view request, const std::atomic<bool>* cancel = nullptr);

// handle_request_text in its two halves, for a loop that reads the next request while one runs
// (`puzzlelab protocol`): reading the text, which gives the request or, for text that is too
// large or not JSON, its error response; then, after handle_request, the response as text.
// Neither throws.
struct RequestText {
  bool parsed = false;  // `request` holds the request (any JSON value: the ops check it)
  nlohmann::json request;
  nlohmann::json error;  // otherwise the error response (null: memory ran out)
};
RequestText read_request_text(std::string_view request);
std::string response_text(const nlohmann::json& response);

// handle_request over a given list of games instead of all_games() (tests use their own games).
nlohmann::json handle_request_with(const nlohmann::json& request, const GameList& games,
                                   const std::atomic<bool>* cancel = nullptr);

}  // namespace puzzlelab
