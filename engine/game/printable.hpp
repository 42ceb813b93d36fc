// A challenge made printable, for any game through the Game interface: the board drawn as SVG
// (the Printing capability: game/printing.hpp), the physical setup steps when the board came from a seed
// (Printing::setup_steps over its trace), and optionally a solution, each move in the game's words
// (Game::describe_move) with a small board after it when the solution is short. The protocol's
// "render" op sends the parts (the app builds its printable page from them); printable_svg lays
// them out as one SVG document (`puzzlelab render`).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/setup_trace.hpp"
#include "game/game.hpp"

namespace puzzlelab {

// Solutions up to this many moves get a small board after every move; longer ones only the list.
inline constexpr std::size_t kMaxSolutionBoards = 40;

struct PrintedMove {
  std::string move;         // the move's text, e.g. "SR4"
  std::string description;  // in words, e.g. "S (Sun) moves right onto a 4"
  std::string svg;          // the board after it; empty for a solution too long to draw every step
};

struct Printable {
  std::string game;                // "fujisan"
  std::string title;               // "Fujisan"
  std::string board;               // the board text
  std::vector<std::string> moves;  // the moves already played on it, drawn in board_svg
  std::string board_svg;
  std::vector<std::string> setup_steps;  // empty without a trace, or for a game without physical pieces
  bool with_solution = false;            // a solution was asked for
  Status status = Status::unknown;       // the solver's verdict (with_solution only)
  bool shortest = false;
  std::vector<PrintedMove> solution;  // from the position printed; empty unless solved
};

// `trace` is the setup's steps when the board came from a seed (else empty); `solved` the game's
// solve from the position (null: no solution asked for). Throws InputError for a bad board or an
// illegal move.
Printable make_printable(const Game& game, const json& params, std::string_view board,
                         const std::vector<std::string>& moves, const std::vector<TraceStep>& trace,
                         const SolveOutcome* solved);

// One SVG document: the title and board text, the board, the setup steps, then the solution.
std::string printable_svg(const Printable& printable);

}  // namespace puzzlelab
