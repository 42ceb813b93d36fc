// The "Why?" panel beside the hint: every legal move from the position with its verdict (the
// protocol's explain, asked of the worker with the app's search limits, cancellable): "wins in 22
// (optimal)", "wins in 25 (3 longer)", "dead: Fire is left without a partner after 9 moves", "not
// decided within the budget". A dead move's refutation can be stepped through on the board as a
// preview: positions shown by the view only, never played, so the player's game, its undo history
// and its saved progress stay as they are; leaving the preview shows the real position again.
// An answer for another position than the one on the board (the player moved meanwhile) is
// dropped, and so is a request still running for it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "middle/engine_client.hpp"
#include "middle/session.hpp"
#include "middle/session_position.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class ExplainPanel {
 public:
  explicit ExplainPanel(EngineClient& engine) : engine_(engine) {}

  // A new challenge: drop the answer, the preview and any request.
  void reset();
  // Every frame, before anything is drawn: drops what belongs to another position.
  void follow(const Session& session);

  bool can_ask(const Session& session) const { return session.active() && !busy() && !session.solved(); }
  void ask(const Session& session);
  void cancel();
  bool busy() const { return request_ != 0; }
  // Whether an answer arrived since the last call: it shows winning moves, so the daily record
  // counts it as a hint.
  bool take_answer_shown() { return std::exchange(answer_shown_, false); }

  // The "Why?" button and, once asked, the answer (or the thinking state and Cancel).
  void draw(const Session& session, const ui::Fonts& fonts, double now);

  // The preview: the position the board shows instead of the game's, while one is open.
  bool previewing() const { return preview_.has_value(); }
  const SessionPosition* preview_position() const { return preview_ ? &preview_->position : nullptr; }
  // Changes with every step of the preview and when it opens or closes; 0 while none is open.
  std::uint64_t preview_revision() const { return preview_ ? preview_->revision : 0; }
  void leave_preview() { preview_.reset(); }

  nlohmann::json automation(const Session& session) const;

 private:
  struct Preview {
    std::size_t verdict = 0;  // index in the answer's moves
    std::size_t step = 0;     // 0: just after the dead move; k: after k moves of its line
    SessionPosition position;
    std::uint64_t revision = 0;
  };

  void finish(std::uint64_t ask, const ExplainResult& answer);
  // Opens or moves the preview to `step` of verdict `index`'s line; false when the line cannot be
  // replayed (then no preview is open).
  bool show_step(const Session& session, std::size_t index, std::size_t step);
  void draw_answer(const Session& session, const ui::Fonts& fonts);
  void draw_preview(const Session& session);

  EngineClient& engine_;
  std::uint64_t request_ = 0;  // the request running, 0 when none
  std::uint64_t asks_ = 0;     // the number of the last ask: an answer to an earlier one is dropped
  std::vector<std::string> asked_base_;
  double asked_at_ = -1;

  std::optional<ExplainResult> answer_;
  std::vector<std::string> base_;  // the moves played when the answer was asked
  std::optional<Preview> preview_;
  std::uint64_t preview_count_ = 0;
  std::string preview_error_;
  bool answer_shown_ = false;
};

}  // namespace puzzlelab
