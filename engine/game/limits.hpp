// The bounds the protocol puts on every request, so that no request (however written) can run
// forever or exhaust memory. Documented in docs/PROTOCOL.md; change both together.
#pragma once

#include <cstddef>
#include <cstdint>

namespace puzzlelab::limits {

// Searches (solve, hint, metrics, ...): a request without a budget gets these. max_nodes bounds
// each search; time_limit_ms the whole request's wall clock (every search and every board of it).
inline constexpr std::uint64_t kDefaultMaxNodes = 10'000'000;
inline constexpr std::uint64_t kMaxMaxNodes = 1'000'000'000'000;
inline constexpr std::uint64_t kDefaultTimeLimitMs = 10'000;
inline constexpr std::uint64_t kMaxTimeLimitMs = 3'600'000;  // one hour
// experiment: its chunks are long work by nature, so its default is the most any request may
// take. No request runs longer than kMaxTimeLimitMs (but verify, playout, games and merge, whose
// work is bounded by the request's size instead).
inline constexpr std::uint64_t kDefaultExperimentTimeLimitMs = kMaxTimeLimitMs;

// generate: boards per request.
inline constexpr std::uint64_t kMaxCount = 100'000;
// generate with "solvable": seeds tried at most (max_attempts), by default and at most.
inline constexpr std::uint64_t kDefaultMaxAttempts = 100;
inline constexpr std::uint64_t kMaxAttempts = 100'000;

// experiment: challenges listed one row each in one request ("challenges_of": the chunk's
// per_trial; "rows": every chunk asked for). A row takes some 8 KB on the way to the answer (its
// measures by name, as a document and as text), so the rows of a million challenges would take
// gigabytes; this keeps a request's rows under about 1 GB.
inline constexpr std::uint64_t kMaxListedChallenges = 100'000;

// playout: moves per random playout (a request without max_moves gets core/playout.hpp's
// kDefaultPlayoutMoves).
inline constexpr std::uint64_t kMaxPlayoutMoves = 1'000'000;

// handle_request_text: larger documents are refused before parsing; deeper nesting is refused
// while parsing (nested JSON is copied and printed recursively, so depth must stay small).
inline constexpr std::size_t kMaxRequestBytes = 8 * 1024 * 1024;
inline constexpr int kMaxJsonDepth = 64;
// handle_request_text: a request of more values (numbers, strings, arrays, objects) is refused
// while parsing. An 8 MiB text of empty objects would otherwise parse to some 320 MB; with this a
// parsed request stays under about 170 MB whatever its shape (the most: an object of some 810,000
// short keys, each holding {}, docs/PROTOCOL.md), and no request the ops take comes near it.
inline constexpr std::size_t kMaxRequestValues = 1 << 20;

}  // namespace puzzlelab::limits
