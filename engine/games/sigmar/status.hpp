// The three answers of every Sigmar search. Kept in one line so it can become the engine-wide
// status type without touching the solvers.
#pragma once

namespace puzzlelab::sigmar {

enum class Status { solved, unsolvable, unknown };

const char* to_string(Status status);

}  // namespace puzzlelab::sigmar
