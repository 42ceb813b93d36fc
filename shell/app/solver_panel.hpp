// The solver panel: Hint (the next move of a shortest solution), Solve (the whole solution, to
// step through or play back) and "Can this be solved?" (yes or no from the current position),
// all computed by the worker pool while the UI keeps running: a busy indicator, a Cancel button.
// It also learns each new challenge's optimum (shortest solution length) in the background.
// A search that stops undecided says which limit it reached (middle/search_limits.hpp) and,
// where more time could decide it, offers to search longer.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "middle/engine_client.hpp"
#include "middle/session.hpp"
#include "games/game_view.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

// What the panel asks the app to do with the session.
struct SolverAction {
  enum class Kind { none, play, undo } kind = Kind::none;
  std::string move;
};

class SolverPanel {
 public:
  explicit SolverPanel(EngineClient& engine) : engine_(engine) {}

  // A new challenge: drop every result and pending request, learn the new optimum.
  void reset(const Session& session);
  // Solution playback: a move to play now, if it is time.
  SolverAction tick(const Session& session, double now, double step_seconds);
  SolverAction draw(const Session& session, const GameView* view, const ui::Fonts& fonts, double now);

  void hint(const Session& session) { start(Job::hint, session, {}); }
  void solve(const Session& session) { start(Job::solve, session, {}); }
  void check(const Session& session) { start(Job::check, session, {}); }
  void cancel();
  // Whether Hint, Solve and "Can this be solved?" can be asked now.
  bool can_ask(const Session& session) const { return session.active() && !busy() && !session.solved(); }
  // Plays the rest of the solution shown, or pauses it (the P key). False when there is none to play.
  bool toggle_play(const Session& session, double now);
  bool busy() const { return job_ != Job::none; }
  bool playing() const { return playing_; }

  // Whether a hint was shown since the last call (the daily record counts them).
  bool take_hint_shown() { return std::exchange(hint_shown_, false); }
  // The hint for the current position, to point at on the board.
  std::optional<std::string> current_hint(const Session& session) const;
  // The shortest solution's length from the start, once known.
  std::optional<std::size_t> optimum() const { return optimum_; }
  bool start_unsolvable() const { return start_unsolvable_; }
  // The background search for the optimum: still running, or stopped undecided (why, for the
  // player), and asking it again with larger limits when that may help.
  bool optimum_searching() const { return engine_.pending(optimum_request_); }
  std::optional<std::string> optimum_undecided() const;
  bool can_search_optimum_longer() const;
  void search_optimum_longer(const Session& session);

  nlohmann::json automation(const Session& session) const;

  // The last answer in words, for the screen reader (middle/announcer.hpp): its number, which
  // changes with every answer, the words the panel shows, and whether it is a verdict (said at
  // once). Number 0 while there is none.
  struct Spoken {
    std::uint64_t answer = 0;
    std::string text;
    bool urgent = false;
  };
  Spoken spoken(const Session& session) const;

 private:
  enum class Job { none, hint, solve, check };
  struct Result {
    Job kind = Job::none;
    std::vector<std::string> base;  // the moves played when it was asked
    SearchLimits limits;            // the limits it was asked with
    SolveResult answer;             // answered or failed (a cancelled job leaves no result)
    bool solved() const { return answer.end == RequestEnd::answered && answer.status == Status::solved; }
    bool unsolvable() const { return answer.end == RequestEnd::answered && answer.status == Status::unsolvable; }
  };

  void start(Job job, const Session& session, const SearchLimits& limits);
  void search_optimum(const Session& session, const SearchLimits& limits);
  // An undecided answer: why, and "Search longer" when more time may decide it (from here only).
  void draw_undecided(const Session& session, bool here);
  void finish(const SolveResult& answer);
  // How far along the solution the session is, or -1 when it left it.
  int solution_step(const Session& session) const;
  void draw_result(const Session& session, const GameView* view, const ui::Fonts& fonts, SolverAction& action,
                   double now);

  EngineClient& engine_;
  std::uint64_t optimum_request_ = 0;
  std::optional<std::size_t> optimum_;
  bool start_unsolvable_ = false;
  SearchLimits optimum_limits_;
  std::optional<SolveResult> optimum_undecided_;  // the background search stopped undecided

  Job job_ = Job::none;
  std::uint64_t job_request_ = 0;
  std::vector<std::string> job_base_;
  SearchLimits job_limits_;
  double job_started_ = -1;

  std::optional<Result> result_;
  std::uint64_t answers_ = 0;  // answers received: the number of the last one
  bool playing_ = false;
  bool hint_shown_ = false;
  double next_step_at_ = 0;
};

}  // namespace puzzlelab
