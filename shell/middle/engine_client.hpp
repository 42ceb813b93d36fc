// The app's typed door to the engine running off the UI thread: it builds the protocol requests
// (engine/api/protocol.hpp) for generate, solve, hint and explain, sends them through Requests, and reads
// each answer once, here, into a typed result. Nothing else in the app looks inside the worker's
// JSON.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/status.hpp"
#include "game/game.hpp"
#include "middle/challenge.hpp"
#include "middle/requests.hpp"
#include "middle/search_limits.hpp"

namespace puzzlelab {

// How a request ended, besides the engine's own answer: the player cancelled it, or it failed
// (the engine refused the request, a worker died, the answer could not be read).
enum class RequestEnd { answered, cancelled, failed };

struct EngineError {
  std::string code;     // the protocol's error code, e.g. "bad_board", "cancelled", "worker_failed"
  std::string message;  // for the player
};

// One legal move's verdict in the answer to explain (docs/PROTOCOL.md, "explain").
struct MoveVerdict {
  std::string move;
  std::string description;              // the move in a player's words
  std::string verdict;                  // "wins", "dead" or "undecided"
  std::string words;                    // "wins in 22 (optimal)", "dead: ...", "not decided within the budget"
  std::optional<std::size_t> distance;  // wins: moves left after it
  bool optimal = false;                 // wins: on a shortest line (known to be)
  std::vector<std::string> line;        // dead: the refutation from the position after the move
  bool has_line = false;                // dead: a line was found (it may be empty: lost at once)
};

// The answer to explain: every legal move from a position with its verdict, best first.
struct ExplainResult {
  RequestEnd end = RequestEnd::failed;
  std::vector<MoveVerdict> moves;         // when answered
  StopReason stopped = StopReason::none;  // the limit the first undecided move reached
  double ms = 0;
  EngineError error;  // when not answered
};

// The answer to solve or hint, from a position.
struct SolveResult {
  RequestEnd end = RequestEnd::failed;
  Status status = Status::unknown;        // when answered
  std::vector<std::string> solution;      // solve: the moves from the position, when solved
  std::optional<std::string> move;        // hint: the next move, when solved and not already at the end
  std::optional<std::size_t> length;      // moves to the end, when solved
  bool shortest = false;                  // the length is proved shortest
  StopReason stopped = StopReason::none;  // unknown: the limit the search reached
  double ms = 0;                          // how long the search ran
  EngineError error;                      // when not answered
};

// How a solvable deal's check ended (generate with "solvable": true).
struct DealCheck {
  Status status = Status::unknown;    // solved: proved solvable; unknown: not checked in the budget
  std::uint64_t attempts = 0;         // seeds tried
  std::optional<std::size_t> length;  // solved: the solution's length
};

// What a solvable deal may spend: the whole search's wall clock and the seeds tried. A player
// waits at most this long for a new game (the worker's time; a Fujisan deal takes milliseconds).
struct DealBudget {
  std::uint64_t time_limit_ms = 3000;
  std::uint64_t max_attempts = 200;
};

// The answer to generate: the board of a challenge named by its setup and seed.
struct GenerateResult {
  RequestEnd end = RequestEnd::failed;
  std::string board;                                 // when answered
  std::optional<std::uint64_t> seed;                 // the seed dealt (a solvable deal may move on)
  std::optional<DealCheck> check;                    // solvable deals only
  nlohmann::json params = nlohmann::json::object();  // the params the engine completed
  std::string setup;                                 // the setup dealt, as the engine names it
  EngineError error;                                 // when not answered
};

// The answer to trace: the challenge's board with the steps its setup took.
struct TraceResult {
  RequestEnd end = RequestEnd::failed;
  TracedBoard traced;  // when answered
  EngineError error;   // when not answered
};

// The answer to render: the challenge made printable (engine/game/printable.hpp), kept as the
// protocol's result object, which the printable page (middle/print_page.hpp) is built from.
struct RenderResult {
  RequestEnd end = RequestEnd::failed;
  nlohmann::json printable = nlohmann::json::object();  // when answered: "svg", "setup_steps", "solution", ...
  EngineError error;                                    // when not answered
};

// Reading a protocol response (also what the tests check against the real engine).
SolveResult read_solve_result(const nlohmann::json& response);
GenerateResult read_generate_result(const nlohmann::json& response);
// The answer to daily (the day's challenge) read as a solvable deal: board, seed, params, setup,
// check.
GenerateResult read_daily_result(const nlohmann::json& response);
TraceResult read_trace_result(const nlohmann::json& response);
RenderResult read_render_result(const nlohmann::json& response);
ExplainResult read_explain_result(const nlohmann::json& response);

class EngineClient {
 public:
  using SolveDone = std::function<void(const SolveResult&)>;
  using GenerateDone = std::function<void(const GenerateResult&)>;
  using TraceDone = std::function<void(const TraceResult&)>;
  using RenderDone = std::function<void(const RenderResult&)>;
  using ExplainDone = std::function<void(const ExplainResult&)>;

  explicit EngineClient(Requests& requests) : requests_(requests) {}

  // Each returns the request's id, for cancel and abandon; `done` runs once, from pump().
  std::uint64_t generate(const Challenge& challenge, GenerateDone done);
  // A solvable deal from the challenge's seed on (seed, seed+1, ...): the result's seed is the
  // one dealt.
  std::uint64_t generate_solvable(const Challenge& challenge, const DealBudget& budget, GenerateDone done);
  // The daily challenge of `game` on the UTC date `date` ("YYYY-MM-DD"; game/daily.hpp).
  std::uint64_t daily(const std::string& game, const std::string& date, GenerateDone done);
  // The steps of a challenge's setup (it must come from a seed).
  std::uint64_t trace(const Challenge& challenge, TraceDone done);
  // The challenge's board made printable, with its setup steps when it comes from a seed and its
  // solution from the start, found within `limits`.
  std::uint64_t render(const Challenge& challenge, RenderDone done, const SearchLimits& limits = {});
  // The challenge's board as dealt, drawn, without its solution (no search at all).
  std::uint64_t render_board(const Challenge& challenge, RenderDone done);
  // From the position `moves` reach on the challenge's board, within `limits`.
  std::uint64_t solve(const Challenge& challenge, const std::vector<std::string>& moves, SolveDone done,
                      const SearchLimits& limits = {});
  std::uint64_t hint(const Challenge& challenge, const std::vector<std::string>& moves, SolveDone done,
                     const SearchLimits& limits = {});
  // Every legal move from the position with its verdict, within `limits` for the whole request.
  std::uint64_t explain(const Challenge& challenge, const std::vector<std::string>& moves, ExplainDone done,
                        const SearchLimits& limits = {});

  // Stops a request; its `done` hears RequestEnd::cancelled.
  void cancel(std::uint64_t id) { requests_.cancel(id); }
  // Stops a request whose answer nobody wants any more; its `done` never runs.
  void abandon(std::uint64_t id) { requests_.abandon(id); }
  bool pending(std::uint64_t id) const { return requests_.pending(id); }

 private:
  Requests& requests_;
};

}  // namespace puzzlelab
