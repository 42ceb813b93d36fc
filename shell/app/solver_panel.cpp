#include "app/solver_panel.hpp"

#include <algorithm>
#include <cstdio>

#include <imgui.h>

#include "app/sounds.hpp"
#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/redraw.hpp"
#include "ui/shortcuts.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {
void SolverPanel::reset(const Session& session) {
  engine_.abandon(optimum_request_);
  engine_.abandon(job_request_);
  optimum_.reset();
  start_unsolvable_ = false;
  job_ = Job::none;
  result_.reset();
  playing_ = false;
  if (!session.active()) return;
  search_optimum(session, {});
}

void SolverPanel::search_optimum(const Session& session, const SearchLimits& limits) {
  engine_.abandon(optimum_request_);
  optimum_limits_ = limits;
  optimum_undecided_.reset();
  optimum_request_ = engine_.solve(
      session.challenge(), {},
      [this](const SolveResult& answer) {
        if (answer.end != RequestEnd::answered) return;
        if (answer.status == Status::solved && answer.shortest && answer.length) optimum_ = answer.length;
        start_unsolvable_ = answer.status == Status::unsolvable;
        if (answer.status == Status::unknown) optimum_undecided_ = answer;
      },
      limits);
}

std::optional<std::string> SolverPanel::optimum_undecided() const {
  if (!optimum_undecided_) return std::nullopt;
  return stopped_text(optimum_undecided_->stopped, optimum_limits_, optimum_undecided_->ms);
}

bool SolverPanel::can_search_optimum_longer() const {
  return optimum_undecided_ && longer_may_help(optimum_undecided_->stopped) && longer(optimum_limits_).has_value();
}

void SolverPanel::search_optimum_longer(const Session& session) {
  if (!can_search_optimum_longer() || !session.active()) return;
  search_optimum(session, *longer(optimum_limits_));
}

void SolverPanel::start(Job job, const Session& session, const SearchLimits& limits) {
  if (busy() || !session.active()) return;
  playing_ = false;
  job_ = job;
  job_base_ = session.played();
  job_limits_ = limits;
  job_started_ = -1;
  auto done = [this](const SolveResult& answer) { finish(answer); };
  job_request_ = job == Job::hint ? engine_.hint(session.challenge(), job_base_, done, limits)
                                  : engine_.solve(session.challenge(), job_base_, done, limits);
}

void SolverPanel::cancel() {
  if (busy()) engine_.cancel(job_request_);
}

void SolverPanel::finish(const SolveResult& answer) {
  const Job job = job_;
  job_ = Job::none;
  if (answer.end == RequestEnd::cancelled) return;  // the player knows: they pressed Cancel
  result_ = Result{job, job_base_, job_limits_, answer};
  ++answers_;
  if (job == Job::hint && answer.move) {
    play_sound(SoundCue::hint);
    hint_shown_ = true;
  }
}

int SolverPanel::solution_step(const Session& session) const {
  if (!result_ || result_->kind != Job::solve || !result_->solved()) return -1;
  const std::vector<std::string> played = session.played();
  const std::vector<std::string>& base = result_->base;
  if (played.size() < base.size() || played.size() > base.size() + result_->answer.solution.size()) return -1;
  if (!std::equal(base.begin(), base.end(), played.begin())) return -1;
  const std::size_t step = played.size() - base.size();
  if (!std::equal(played.begin() + static_cast<std::ptrdiff_t>(base.size()), played.end(),
                  result_->answer.solution.begin()))
    return -1;
  return static_cast<int>(step);
}

std::optional<std::string> SolverPanel::current_hint(const Session& session) const {
  if (!result_ || result_->kind != Job::hint || !result_->answer.move) return std::nullopt;
  if (result_->base != session.played()) return std::nullopt;
  return result_->answer.move;
}

bool SolverPanel::toggle_play(const Session& session, double now) {
  if (playing_) {
    playing_ = false;
    return true;
  }
  const int step = solution_step(session);
  if (step < 0 || step >= static_cast<int>(result_->answer.solution.size())) return false;
  playing_ = true;
  next_step_at_ = now;
  return true;
}

SolverAction SolverPanel::tick(const Session& session, double now, double step_seconds) {
  if (!playing_) return {};
  const int step = solution_step(session);
  if (step < 0 || step >= static_cast<int>(result_->answer.solution.size())) {
    playing_ = false;
    return {};
  }
  if (now < next_step_at_) {
    ui::redraw::request_at(next_step_at_);  // the clock alone plays the next move
    return {};
  }
  next_step_at_ = now + step_seconds;
  ui::redraw::request_at(next_step_at_);
  return {SolverAction::Kind::play, result_->answer.solution[static_cast<std::size_t>(step)]};
}

SolverAction SolverPanel::draw(const Session& session, const GameView* view, const ui::Fonts& fonts, double now) {
  SolverAction action;
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Solver");
  ImGui::PopFont();
  namespace sc = ui::shortcuts;
  const bool asking = can_ask(session);
  const char* why = session.solved() ? "The puzzle is solved." : (busy() ? "The solver is busy." : nullptr);
  const auto tip = [&](const char* text, sc::Command command) {
    return why ? std::string(why) : sc::tooltip(text, command);
  };
  if (ui::button("hint", "Hint", asking,
                 tip("The next move of a shortest solution from here", sc::Command::hint).c_str()))
    hint(session);
  // The buttons wrap in a narrow panel or at a large text size rather than run past its edge.
  ui::flow(ui::button_width("Solve"));
  if (ui::button("solve", "Solve", asking,
                 tip("A shortest solution from here, to step through or play", sc::Command::solve).c_str()))
    solve(session);
  ui::flow(ui::button_width("Can this be solved?"));
  if (ui::button("check", "Can this be solved?", asking,
                 tip("Yes or no, from the current position", sc::Command::check).c_str()))
    check(session);

  if (busy()) {
    if (job_started_ < 0) job_started_ = now;
    ui::spinner("busy", now, ui::palette().accent);
    ImGui::SameLine();
    ImGui::Text("Thinking\xE2\x80\xA6 %.1f s", now - job_started_);
    ImGui::SameLine();
    if (ui::button("cancel", "Cancel")) cancel();
  } else if (result_) {
    draw_result(session, view, fonts, action, now);
  }
  return action;
}

void SolverPanel::draw_result(const Session& session, const GameView* view, const ui::Fonts& fonts,
                              SolverAction& action, double now) {
  const Result& result = *result_;
  const SolveResult& r = result.answer;
  if (r.end != RequestEnd::answered) {
    ui::text_colored_wrapped(ui::palette().bad, ("The solver failed: " + r.error.message).c_str());
    return;
  }
  const bool here = result.base == session.played();
  const bool solved = r.status == Status::solved, unsolvable = r.status == Status::unsolvable;
  switch (result.kind) {
    case Job::hint: {
      if (!here) return;  // a hint for an earlier position is no use
      if (solved && r.move) {
        ImGui::PushFont(fonts.bold);
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().hint), "Hint: %s", r.move->c_str());
        ImGui::PopFont();
        if (view) {
          const std::string said = session.position_after(session.cursor()).describe_move(*r.move);
          ImGui::TextWrapped("%s (shown on the board).", said.c_str());
        }
        if (r.length) ImGui::TextDisabled("%zu move%s to go from here.", *r.length, *r.length == 1 ? "" : "s");
      } else if (solved) {
        ImGui::TextWrapped("Nothing to do: the puzzle is solved.");
      } else if (unsolvable) {
        ui::text_colored_wrapped(ui::palette().bad,
                                 "No hint: this position cannot be solved. Undo some moves or restart.");
      } else {
        draw_undecided(session, here);
      }
      return;
    }
    case Job::check: {
      if (!here) {
        ImGui::TextDisabled("(The last answer was for an earlier position.)");
        return;
      }
      if (solved) {
        std::string text = "Yes: this position can be solved";
        if (r.length)
          text += " in " + std::to_string(*r.length) + " more move" + (*r.length == 1 ? "" : "s") +
                  (r.shortest ? " at best." : ".");
        ui::text_colored_wrapped(ui::palette().good, text.c_str());
      } else if (unsolvable) {
        ui::text_colored_wrapped(ui::palette().bad,
                                 "No: no sequence of moves solves this position. Undo some moves or restart.");
      } else {
        draw_undecided(session, here);
      }
      ui::automation::track("check-answer");
      return;
    }
    case Job::solve: {
      if (unsolvable) {
        if (here)
          ui::text_colored_wrapped(ui::palette().bad, "This position cannot be solved. Undo some moves or restart.");
        return;
      }
      if (!solved) {
        if (here) draw_undecided(session, here);
        return;
      }
      const int step = solution_step(session);
      if (step < 0) {
        ImGui::TextDisabled("You left the solution found earlier.");
        if (ui::button("solve-from-here", "Solve from here", !busy() && !session.solved())) solve(session);
        return;
      }
      const std::size_t total = r.solution.size();
      ImGui::Text("Solution: %zu move%s%s", total, total == 1 ? "" : "s", r.shortest ? " (shortest)" : "");
      // The moves as chips; played ones dimmed, the next one in gold.
      ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(4, 4));
      const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
      for (std::size_t i = 0; i < total; ++i) {
        const std::string label = std::to_string(i + 1) + ". " + r.solution[i];
        const float w = ImGui::CalcTextSize(label.c_str()).x + 10;
        if (i > 0) {
          ImGui::SameLine();
          if (ImGui::GetCursorScreenPos().x + w > right) ImGui::NewLine();
        }
        const bool next = static_cast<int>(i) == step;
        const ImU32 color =
            next ? ui::palette().accent : (static_cast<int>(i) < step ? ui::palette().text_dim : ui::palette().text);
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const ImVec2 size(w, ImGui::GetTextLineHeight() + 4);
        ImGui::Dummy(size);
        ImDrawList* dl = ImGui::GetWindowDrawList();
        dl->AddRectFilled(at, ImVec2(at.x + size.x, at.y + size.y), next ? ui::palette().chip_next : ui::palette().chip,
                          4);
        dl->AddText(ImVec2(at.x + 5, at.y + 2), color, label.c_str());
      }
      ImGui::PopStyleVar();
      const bool at_end = step >= static_cast<int>(total);
      if (ui::button("solution-back", "\xE2\x97\x80 Back", step > 0, "Take back the last solution move")) {
        playing_ = false;
        action.kind = SolverAction::Kind::undo;
      }
      ImGui::SameLine();
      if (ui::button("solution-step", "Step \xE2\x96\xB6", !at_end, "Play the next solution move")) {
        playing_ = false;
        action = {SolverAction::Kind::play, r.solution[static_cast<std::size_t>(step)]};
      }
      ImGui::SameLine();
      namespace sc = ui::shortcuts;
      if (playing_) {
        // One id for Play and Pause: the keyboard's focus frame stays on the button as it changes.
        if (ui::button("solution-play", "Pause###play", true,
                       sc::tooltip("Stop playing the solution", sc::Command::play_solution).c_str()))
          playing_ = false;
      } else if (ui::button("solution-play", "Play###play", !at_end,
                            sc::tooltip("Play the rest of the solution", sc::Command::play_solution).c_str())) {
        playing_ = true;
        next_step_at_ = now;
      }
      return;
    }
    case Job::none: return;
  }
}

void SolverPanel::draw_undecided(const Session& session, bool here) {
  const Result& result = *result_;
  ImGui::TextWrapped("%s", stopped_text(result.answer.stopped, result.limits, result.answer.ms).c_str());
  ui::automation::track("undecided");
  const auto grown = longer(result.limits);
  if (!here || !grown || !longer_may_help(result.answer.stopped)) return;
  const std::string label = "Search longer (up to " + duration_text(static_cast<double>(grown->time_limit_ms)) + ")";
  if (ui::button("search-longer", label.c_str(), !busy(),
                 "Ask again with four times the time and ten times the positions"))
    start(result.kind, session, *grown);
}

SolverPanel::Spoken SolverPanel::spoken(const Session& session) const {
  if (!result_ || !session.active()) return {};
  const Result& result = *result_;
  const SolveResult& r = result.answer;
  Spoken out{answers_, "", true};
  if (r.end != RequestEnd::answered) {
    out.text = "The solver failed: " + r.error.message;
    return out;
  }
  const auto more_moves = [](std::size_t n) { return std::to_string(n) + (n == 1 ? " move" : " moves"); };
  const bool solved = r.status == Status::solved, unsolvable = r.status == Status::unsolvable;
  if (!solved && !unsolvable) {
    out.text = stopped_text(r.stopped, result.limits, r.ms);
    return out;
  }
  switch (result.kind) {
    case Job::hint:
      if (solved && r.move) {
        const Challenge& c = session.challenge();
        out.text = "Hint: " + session.game().describe_move(c.params, c.board, result.base, *r.move) + ".";
        if (r.length) out.text += " " + more_moves(*r.length) + " to go from here.";
        out.urgent = false;
      } else {
        out.text = solved ? "Nothing to do: the puzzle is solved."
                          : "No hint: this position cannot be solved. Undo some moves or restart.";
      }
      return out;
    case Job::check:
      out.text = solved ? "Yes: this position can be solved" +
                              (r.length ? " in " + more_moves(*r.length) + (r.shortest ? " at best." : ".") : ".")
                        : "No: no sequence of moves solves this position. Undo some moves or restart.";
      return out;
    case Job::solve:
      out.text = solved ? "Solution: " + more_moves(r.solution.size()) + (r.shortest ? " (shortest)" : "") +
                              ". Step through it, or play it with P."
                        : "This position cannot be solved. Undo some moves or restart.";
      return out;
    case Job::none: break;
  }
  return {};
}

nlohmann::json SolverPanel::automation(const Session& session) const {
  nlohmann::json out = {
      {"busy", busy()},
      {"playing", playing_},
      {"optimum", optimum_ ? nlohmann::json(*optimum_) : nlohmann::json(nullptr)},
      {"start_unsolvable", start_unsolvable_},
      {"optimum_searching", optimum_searching()},
      {"optimum_undecided", optimum_undecided() ? nlohmann::json(*optimum_undecided()) : nlohmann::json(nullptr)}};
  if (result_) {
    const char* kind = result_->kind == Job::hint ? "hint" : result_->kind == Job::solve ? "solve" : "check";
    const SolveResult& r = result_->answer;
    const bool answered = r.end == RequestEnd::answered;
    out["result"] = {
        {"kind", kind},
        {"status", answered ? to_string(r.status) : "error"},
        {"solution", r.solution},
        {"move", r.move ? nlohmann::json(*r.move) : nlohmann::json(nullptr)},
        {"length", r.length ? nlohmann::json(*r.length) : nlohmann::json(nullptr)},
        {"error", answered ? std::string() : r.error.message},
        {"stopped", r.stopped == StopReason::none ? nlohmann::json(nullptr) : nlohmann::json(to_string(r.stopped))},
        {"current", result_->base == session.played()},
        {"step", solution_step(session)}};
  } else {
    out["result"] = nullptr;
  }
  return out;
}

}  // namespace puzzlelab
