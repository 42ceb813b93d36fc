// Every error code an answer can carry, in one list: the protocol's error responses, InputError
// from the link codec (talk links too), the CLI's batch lines, the answers request loops make up
// (a cancelled request; the app's dead worker). docs/PROTOCOL.md documents exactly these (a unit
// test compares the two, and another checks that the engine throws no code missing here); the
// fuzzer checks every error it provokes against this list. A new code is added here and in the
// docs together.
#pragma once

#include <algorithm>
#include <iterator>
#include <string_view>

namespace puzzlelab {

// The codes are grouped by what went wrong, a group to a line or two: kept as written.
// clang-format off
inline constexpr std::string_view kErrorCodes[] = {
    // Reading the request
    "bad_json", "number_out_of_range", "too_deep", "request_too_large", "bad_request", "missing_field",
    "wrong_type", "unknown_field", "unknown_op",
    // Naming things
    "unknown_game", "unknown_setup", "unknown_solver", "unknown_param", "unknown_encoding",
    // Values
    "bad_param", "bad_params", "budget_exhausted", "bad_seed", "bad_count", "bad_budget", "bad_max_moves",
    "bad_date",
    // Boards and moves
    "bad_board", "board_mismatch", "bad_move", "illegal_move", "bad_template",
    // Setups as data (docs/SETUPS.md)
    "bad_setup",
    // Operations
    "not_supported", "too_large",
    // Experiments (engine/lab)
    "unknown_preset", "unknown_random_solver", "bad_experiment", "bad_partial",
    "bad_sweep",
    // The search for a setup's hardest challenges (engine/lab/extreme.hpp)
    "unknown_measure",
    // Play records (engine/lab/play_records.hpp): a file that is not a record document
    "bad_records",
    // Links (the app's talk links too)
    "bad_link", "unsupported_link_version", "unknown_talk",
    // Replay codes (a solve anyone can verify)
    "bad_code", "not_solved",
    // The CLI's solve --batch
    "line_too_long",
    // Request loops: puzzlelab protocol's cancel, the app's worker pools
    "cancelled", "worker_failed",
    // The engine itself
    "internal_error", "out_of_memory",
};
// clang-format on

inline constexpr bool is_error_code(std::string_view code) {
  return std::find(std::begin(kErrorCodes), std::end(kErrorCodes), code) != std::end(kErrorCodes);
}

}  // namespace puzzlelab
