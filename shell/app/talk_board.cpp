#include "app/talk_board.hpp"

#include <algorithm>
#include <utility>

#include "app/motion.hpp"
#include "core/input_error.hpp"
#include "games/setup_stage.hpp"
#include "ui/colour.hpp"
#include "ui/redraw.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

constexpr double kMoveSeconds = 0.7;  // between the moves of a solution played by itself

}  // namespace

TalkBoard::TalkBoard(EngineClient& engine, NoticeBoard& notices, Challenge challenge, Mode mode, double speed,
                     bool verdict, std::vector<std::string> moves)
    : engine_(engine),
      notices_(notices),
      challenge_(std::move(challenge)),
      moves_(mode == Mode::board ? std::move(moves) : std::vector<std::string>()),
      mode_(mode),
      speed_(speed),
      want_verdict_(verdict) {
  if (!challenge_.board.empty()) {
    generated(challenge_.board, challenge_.params);
    return;
  }
  generate_request_ = engine_.generate(challenge_, [this](const GenerateResult& result) {
    generate_request_.reset();
    if (result.end != RequestEnd::answered) {
      error_ = "The board cannot be dealt: " + result.error.message;
      notices_.error(error_);
      return;
    }
    generated(result.board, result.params);
  });
}

TalkBoard::~TalkBoard() {
  if (generate_request_) engine_.abandon(*generate_request_);
  if (solve_request_) engine_.abandon(*solve_request_);
  if (watch_) watch_->stop();
}

void TalkBoard::generated(const std::string& board, const nlohmann::json& params) {
  challenge_.board = board;
  if (params.is_object() && !params.empty()) challenge_.params = params;
  try {
    session_.start(challenge_, moves_);
  } catch (const InputError& e) {
    error_ = std::string("The board cannot be shown: ") + e.what();
    notices_.error(error_);
    return;
  }
  view_ = make_view(challenge_.game);
  if (!view_) {
    error_ = "The app cannot draw " + challenge_.game + " boards.";
    notices_.error(error_);
    return;
  }
  show_position();
  if (mode_ == Mode::setup) {
    watch_ = std::make_unique<SetupWatch>(engine_);
    watch_->start(challenge_, notices_);
  }
  if (mode_ == Mode::solution || want_verdict_) {
    solve_request_ = engine_.solve(challenge_, {}, [this](const SolveResult& result) {
      solve_request_.reset();
      solved(result);
    });
  }
}

void TalkBoard::solved(const SolveResult& result) {
  verdict_ = result;
  if (result.end != RequestEnd::answered) {
    error_ = "The workers could not decide the board: " + result.error.message;
    return;
  }
  if (mode_ == Mode::solution && result.status == Status::solved) {
    solution_ = result.solution;
    session_.start(challenge_, solution_, 0);
    show_position();
  }
}

void TalkBoard::show_position() {
  if (!view_ || !session_.active() || session_.revision() == shown_revision_) return;
  shown_revision_ = session_.revision();
  view_->show(session_.challenge(), session_.position());
}

void TalkBoard::tick(double now) {
  if (watch_) {
    watch_->tick(now);
    if (watch_->playback() && watch_->playback()->speed() != speed_ && !watch_started_playing_)
      watch_->set_speed(speed_);
  }
  if (playing_) {
    if (now >= next_move_at_) {
      session_.go_to(std::min(session_.cursor() + 1, solution_.size()));
      next_move_at_ = now + kMoveSeconds;
      if (session_.cursor() >= solution_.size()) playing_ = false;
    }
    if (playing_) ui::redraw::request_at(next_move_at_);
  }
  if (pending_step_ && step_count()) go_to_step(*std::exchange(pending_step_, std::nullopt), now);
  show_position();
}

bool TalkBoard::next(double now, bool single) {
  switch (mode_) {
    case Mode::board: return false;
    case Mode::setup: {
      if (!watch_ || !watch_->playback()) return !error_.empty() ? false : true;  // still tracing
      const SetupPlayback& p = *watch_->playback();
      if (p.at_end()) return false;
      watch_started_playing_ = true;
      if (single)
        watch_->step(+1, now);
      else if (p.playing())
        watch_->seek(p.steps(), now);
      else
        watch_->toggle_play(now);
      return true;
    }
    case Mode::solution: {
      if (solution_.empty()) return !verdict_.has_value() && error_.empty();  // still solving: stay
      if (session_.cursor() >= solution_.size()) return false;
      if (single) {
        playing_ = false;
        session_.go_to(session_.cursor() + 1);
      } else if (playing_) {
        finish(now);
      } else {
        playing_ = true;
        next_move_at_ = now;
      }
      show_position();
      return true;
    }
  }
  return false;
}

bool TalkBoard::back(double now) {
  if (mode_ == Mode::setup && watch_ && watch_->playback() && !watch_->playback()->at_start()) {
    watch_->step(-1, now);
    return true;
  }
  if (mode_ == Mode::solution && session_.active() && session_.cursor() > 0) {
    playing_ = false;
    session_.go_to(session_.cursor() - 1);
    show_position();
    return true;
  }
  return false;
}

void TalkBoard::finish(double now) {
  if (mode_ == Mode::setup && watch_ && watch_->playback()) {
    watch_started_playing_ = true;
    watch_->seek(watch_->playback()->steps(), now);
    if (watch_->playback()->playing()) watch_->toggle_play(now);
  }
  if (mode_ == Mode::solution && !solution_.empty()) {
    playing_ = false;
    session_.go_to(solution_.size());
    show_position();
  }
}

bool TalkBoard::at_end() const {
  if (mode_ == Mode::setup) return watch_ && watch_->playback() && watch_->playback()->at_end();
  if (mode_ == Mode::solution) return !solution_.empty() && session_.cursor() >= solution_.size();
  return true;
}

bool TalkBoard::settled() const {
  if (!error_.empty()) return true;
  if (!view_ || (watch_ && !watch_->playback())) return false;
  if ((want_verdict_ || mode_ == Mode::solution) && !verdict_) return false;
  return !playing();
}

std::optional<std::size_t> TalkBoard::step_count() const {
  switch (mode_) {
    case Mode::board: return 0;
    case Mode::setup:
      if (watch_ && watch_->playback()) return watch_->playback()->steps();
      break;
    case Mode::solution:
      if (!solution_.empty() || verdict_) return solution_.size();  // unsolvable: no moves to show
      break;
  }
  if (!error_.empty()) return 0;  // never to be known: nothing to step through
  return std::nullopt;
}

void TalkBoard::go_to_step(std::size_t step, double now) {
  const std::optional<std::size_t> count = step_count();
  if (!count) {
    pending_step_ = step;
    return;
  }
  pending_step_.reset();
  step = std::min(step, *count);
  if (mode_ == Mode::setup && watch_ && watch_->playback()) {
    if (watch_->playback()->playing()) watch_->toggle_play(now);  // paused there, as the arrows leave it
    watch_->seek(step, now);
  }
  if (mode_ == Mode::solution && !solution_.empty()) {
    playing_ = false;
    session_.go_to(step);
    show_position();
  }
}

ImVec2 TalkBoard::draw(ImVec2 min, ImVec2 max, double now, const ui::Fonts& fonts, float min_text) {
  const ImVec2 middle((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f);
  if (!view_ || (watch_ && !watch_->playback())) {
    const char* text = !error_.empty() ? error_.c_str() : (view_ ? "Tracing the setup..." : "Dealing the board...");
    const ImVec2 t = ImGui::CalcTextSize(text);
    ImGui::SetCursorScreenPos(ImVec2((min.x + max.x - t.x) * 0.5f, (min.y + max.y - t.y) * 0.5f));
    if (error_.empty()) {
      ui::spinner("talk-board-loading", now, ui::palette().accent);
      ImGui::SameLine();
    }
    ImGui::TextUnformatted(text);
    return middle;
  }
  if (watch_) {
    watch_->set_min_text(min_text);
    return watch_->draw_board(*view_, min, max, now, true, fonts);
  }
  BoardFrame frame;
  frame.min = min;
  frame.max = max;
  frame.time = now;
  frame.keyboard = false;
  frame.input = false;
  frame.animate = !motion_reduced();
  frame.fonts = &fonts;
  (void)view_->draw(frame);
  return middle;  // the views centre their board in the frame
}

std::string TalkBoard::verdict_text() const {
  if (!want_verdict_ && mode_ != Mode::solution) return "";
  if (!verdict_) return error_.empty() ? "Deciding..." : error_;
  if (verdict_->end != RequestEnd::answered) return "Undecided: " + verdict_->error.message;
  switch (verdict_->status) {
    case Status::solved: {
      const std::size_t length = verdict_->length.value_or(verdict_->solution.size());
      return "Solvable: " + std::to_string(length) + (length == 1 ? " move" : " moves") +
             (verdict_->shortest ? " (shortest)" : "");
    }
    case Status::unsolvable: return "Cannot be solved";
    case Status::unknown: return "Undecided in the time allowed";
  }
  return "";
}

std::string TalkBoard::solution_text() const {
  if (mode_ != Mode::solution || solution_.empty()) return "";
  return "Move " + std::to_string(session_.cursor()) + " of " + std::to_string(solution_.size());
}

std::string TalkBoard::step_text() const {
  if (mode_ == Mode::solution) return session_.active() && session_.cursor() > 0 ? solution_text() : "";
  if (mode_ != Mode::setup || !watch_ || !watch_->playback() || watch_->playback()->position() == 0) return "";
  const SetupPlayback& p = *watch_->playback();
  const std::string caption = p.caption();
  return "Step " + std::to_string(p.position()) + " of " + std::to_string(p.steps()) +
         (caption.empty() ? "" : ": " + caption);
}

bool TalkBoard::playing() const {
  if (mode_ == Mode::solution) return playing_;
  return mode_ == Mode::setup && watch_ && watch_->playback() && watch_->playback()->playing();
}

nlohmann::json TalkBoard::automation() const {
  nlohmann::json state = {
      {"game", challenge_.game},
      {"setup", challenge_.setup},
      {"seed", challenge_.seed ? nlohmann::json(std::to_string(*challenge_.seed)) : nlohmann::json(nullptr)},
      {"board", challenge_.board},
      {"ready", view_ != nullptr},
      {"error", error_},
      {"verdict", verdict_text()}};
  if (verdict_ && verdict_->end == RequestEnd::answered) {
    state["status"] = to_string(verdict_->status);
    state["length"] = verdict_->length ? nlohmann::json(*verdict_->length) : nlohmann::json(nullptr);
  }
  if (mode_ == Mode::solution)
    state["solution"] = {
        {"moves", solution_.size()}, {"position", session_.active() ? session_.cursor() : 0}, {"playing", playing_}};
  if (watch_) state["setup_watch"] = watch_->automation();
  if (session_.active()) state["position"] = session_.played().size();
  return state;
}

}  // namespace puzzlelab
