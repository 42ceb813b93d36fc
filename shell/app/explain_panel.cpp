#include "app/explain_panel.hpp"

#include <imgui.h>

#include "core/input_error.hpp"
#include "middle/search_limits.hpp"
#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/redraw.hpp"
#include "ui/shortcuts.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

void ExplainPanel::reset() {
  if (request_ != 0) engine_.abandon(request_);
  request_ = 0;
  ++asks_;
  answer_.reset();
  base_.clear();
  preview_.reset();
  preview_error_.clear();
}

void ExplainPanel::follow(const Session& session) {
  if (!session.active()) {
    reset();
    return;
  }
  // The player moved (or undid) since: a request for the old position is no use any more, and an
  // answer or a preview for it would mislead.
  if (request_ != 0 && asked_base_ != session.played()) {
    engine_.abandon(request_);
    request_ = 0;
    ++asks_;
  }
  if (answer_ && base_ != session.played()) {
    answer_.reset();
    preview_.reset();
    preview_error_.clear();
  }
}

void ExplainPanel::ask(const Session& session) {
  if (!can_ask(session)) return;
  preview_.reset();
  preview_error_.clear();
  asked_base_ = session.played();
  asked_at_ = -1;
  const std::uint64_t ask = ++asks_;
  request_ = engine_.explain(session.challenge(), asked_base_,
                             [this, ask](const ExplainResult& answer) { finish(ask, answer); });
}

void ExplainPanel::cancel() {
  if (request_ != 0) engine_.cancel(request_);
}

void ExplainPanel::finish(std::uint64_t ask, const ExplainResult& answer) {
  if (ask != asks_) return;  // an answer to an earlier ask, for another position
  request_ = 0;
  if (answer.end == RequestEnd::cancelled) return;  // the player pressed Cancel: nothing to show
  answer_ = answer;
  base_ = asked_base_;
  answer_shown_ = answer.end == RequestEnd::answered && !answer.moves.empty();
}

bool ExplainPanel::show_step(const Session& session, std::size_t index, std::size_t step) {
  const MoveVerdict& verdict = answer_->moves.at(index);
  if (!verdict.has_line || step > verdict.line.size()) return false;
  std::vector<std::string> moves = base_;
  moves.push_back(verdict.move);
  moves.insert(moves.end(), verdict.line.begin(), verdict.line.begin() + static_cast<std::ptrdiff_t>(step));
  try {
    const Challenge& c = session.challenge();
    const auto position = session.game().position_after(c.params, c.board, moves);
    Preview preview;
    preview.verdict = index;
    preview.step = step;
    preview.position.challenge_revision = session.position().challenge_revision;
    preview.position.revision = ++preview_count_;
    preview.position.played = moves;
    preview.position.solved = position->solved();
    preview.position.legal_moves = position->legal_moves();
    preview.revision = preview.position.revision;
    preview_ = std::move(preview);
    preview_error_.clear();
    ui::redraw::request();  // the board shows the new position from the next frame on
    return true;
  } catch (const InputError& error) {
    // The engine's line does not replay here (it never should): say so, show the real game.
    preview_.reset();
    preview_error_ = std::string("This line cannot be shown: ") + error.what();
    return false;
  }
}

void ExplainPanel::draw(const Session& session, const ui::Fonts& fonts, double now) {
  namespace sc = ui::shortcuts;
  const bool asking = can_ask(session);
  const std::string tip = session.solved() ? std::string("The puzzle is solved.")
                          : busy()         ? std::string("Still thinking.")
                                           : sc::tooltip(
                                                 "Every move from here with its verdict: wins in how many, "
                                                         "dead (and why) or undecided",
                                                 sc::Command::why);
  if (ui::button("why", "Why?", asking, tip.c_str())) ask(session);
  if (busy()) {
    if (asked_at_ < 0) asked_at_ = now;
    ImGui::SameLine();
    ui::spinner("why-busy", now, ui::palette().accent);
    ImGui::SameLine();
    ImGui::Text("Weighing every move\xE2\x80\xA6 %.1f s", now - asked_at_);
    ImGui::SameLine();
    if (ui::button("why-cancel", "Cancel")) cancel();
    return;
  }
  if (!answer_) return;
  if (answer_->end != RequestEnd::answered) {
    ui::text_colored_wrapped(ui::palette().bad, ("The solver failed: " + answer_->error.message).c_str());
    return;
  }
  draw_answer(session, fonts);
}

void ExplainPanel::draw_answer(const Session& session, const ui::Fonts& fonts) {
  const ExplainResult& answer = *answer_;
  ui::automation::track("why-answer");
  if (answer.moves.empty()) {
    ImGui::TextWrapped(session.solved() ? "Nothing to explain: the puzzle is solved."
                                        : "No legal move is left: undo some moves or restart.");
    return;
  }
  if (preview_) draw_preview(session);
  if (!preview_error_.empty()) ui::text_colored_wrapped(ui::palette().bad, preview_error_.c_str());
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Every move from here");
  ImGui::PopFont();
  for (std::size_t i = 0; i < answer.moves.size(); ++i) {
    const MoveVerdict& v = answer.moves[i];
    const ImU32 colour = v.verdict == "wins"   ? (v.optimal ? ui::palette().good : ui::palette().text)
                         : v.verdict == "dead" ? ui::palette().bad
                                               : ui::palette().text_dim;
    ImGui::PushID(static_cast<int>(i));
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted(v.move.c_str());
    ImGui::PopFont();
    ImGui::SameLine();
    ui::text_colored_wrapped(colour, v.words.c_str());
    if (v.verdict == "dead" && v.has_line) {
      const std::string id = "why-show-" + v.move;
      const bool open = preview_ && preview_->verdict == i;
      const std::string label = v.line.empty() ? "Show where it leads" : "Step through why";
      if (ui::small_button(id.c_str(), open ? "Showing" : label.c_str()) && !open) show_step(session, i, 0);
    }
    ImGui::PopID();
  }
  if (answer.stopped != StopReason::none)
    ImGui::TextDisabled("%s", stopped_text(answer.stopped, SearchLimits{}, answer.ms).c_str());
}

void ExplainPanel::draw_preview(const Session& session) {
  const Preview& p = *preview_;
  const MoveVerdict& v = answer_->moves.at(p.verdict);
  const std::size_t steps = v.line.size();
  ui::text_colored_wrapped(ui::palette().hint,
                           ("Preview, not your game: after " + v.move +
                            (steps == 0 ? "" : ", step " + std::to_string(p.step) + " of " + std::to_string(steps)))
                               .c_str());
  if (p.step > 0) ImGui::TextDisabled("Last: %s", v.line[p.step - 1].c_str());
  if (ui::button("why-back", "\xE2\x97\x80 Back", p.step > 0, "The position one move earlier on this line"))
    show_step(session, p.verdict, p.step - 1);
  ImGui::SameLine();
  if (ui::button("why-step", "Step \xE2\x96\xB6", p.step < steps, "The next move of this line"))
    show_step(session, p.verdict, p.step + 1);
  ImGui::SameLine();
  if (ui::button("why-leave", "Back to my game", true, "Leave the preview: the board shows your game again"))
    preview_.reset();
  ImGui::Separator();
}

nlohmann::json ExplainPanel::automation(const Session& session) const {
  nlohmann::json out = {{"busy", busy()}, {"answer", nullptr}, {"preview", nullptr}};
  if (answer_) {
    nlohmann::json moves = nlohmann::json::array();
    for (const MoveVerdict& v : answer_->moves)
      moves.push_back({{"move", v.move},
                       {"verdict", v.verdict},
                       {"words", v.words},
                       {"distance", v.distance ? nlohmann::json(*v.distance) : nlohmann::json(nullptr)},
                       {"line", v.has_line ? nlohmann::json(v.line) : nlohmann::json(nullptr)}});
    const bool answered = answer_->end == RequestEnd::answered;
    out["answer"] = {{"status", answered ? "answered" : "error"},
                     {"error", answered ? std::string() : answer_->error.message},
                     {"current", base_ == session.played()},
                     {"base", base_},
                     {"moves", std::move(moves)}};
  }
  if (preview_)
    out["preview"] = {{"move", answer_->moves.at(preview_->verdict).move},
                      {"step", preview_->step},
                      {"steps", answer_->moves.at(preview_->verdict).line.size()},
                      {"played", preview_->position.played},
                      {"solved", preview_->position.solved},
                      {"legal_moves", preview_->position.legal_moves}};
  return out;
}

}  // namespace puzzlelab
