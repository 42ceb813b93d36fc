#include "app/play_screen.hpp"

#include <algorithm>
#include <cmath>

#include <SDL.h>
#include <imgui.h>

#include "app/help_panel.hpp"
#include "app/motion.hpp"
#include "app/moves_panel.hpp"
#include "app/notices_view.hpp"
#include "app/stats_popup.hpp"
#include "app/theme_sound_settings.hpp"
#include "core/input_error.hpp"
#include "game/setup_description.hpp"
#include "middle/link_bridge.hpp"
#include "middle/play_record.hpp"
#include "middle/share_card.hpp"
#include "middle/solve_share.hpp"
#include "middle/talk_draft.hpp"
#include "platform/platform.hpp"
#include "ui/automation.hpp"
#include "ui/colour.hpp"
#include "ui/keyboard_focus.hpp"
#include "ui/keys.hpp"
#include "ui/named_widgets.hpp"
#include "ui/redraw.hpp"
#include "ui/screen_layout.hpp"
#include "ui/shortcuts.hpp"
#include "ui/touch.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {
namespace {

namespace sc = ui::shortcuts;

bool any_popup_open() {
  return ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
}

// This frame's keys, as the shortcut table reads them.
sc::FrameKeys frame_keys() {
  const ImGuiIO& io = ImGui::GetIO();
  sc::FrameKeys in;
  in.presses = ui::keys::presses();
  for (int i = 0; i < io.InputQueueCharacters.Size; ++i) in.typed.push_back(io.InputQueueCharacters[i]);
  in.ctrl_or_alt = io.KeyCtrl || io.KeySuper || io.KeyAlt;
  return in;
}

}  // namespace

PlayScreen::PlayScreen(Controller& controller, EngineClient& engine, EditorScreen& editor, ScreenRequest& request)
    : controller_(controller),
      editor_(editor),
      request_(request),
      solver_(engine),
      explain_(engine),
      watch_(engine),
      print_(engine),
      share_image_(engine),
      setup_timer_(engine) {}

void PlayScreen::open_editor() {
  if (!session().active()) return;
  editor_.want(session().challenge());
  request_.show = "editor";  // the app opens it once its code is there
}

void PlayScreen::follow_controller() {
  const Session& session = controller_.session();
  if (!session.active()) return;
  if (session.challenge_revision() != shown_challenge_) {
    shown_challenge_ = session.challenge_revision();
    if (!view_ || view_->game() != session.challenge().game) {
      view_ = make_view(session.challenge().game);
      editor_.follow(view_.get());
    }
    solver_.reset(session);
    explain_.reset();
    optimum_reported_ = false;
    watch_.stop();  // a setup shown belongs to the challenge it was traced for
    zoom_.reset();
  }
  explain_.follow(session);
  if (session.revision() != shown_revision_) {
    shown_revision_ = session.revision();
    shown_preview_ = 0;
    if (view_) view_->show(session.challenge(), session.position());
    follow_moves_ = true;
  }
}

// The board shows the "Why?" panel's preview while one is open, the game's position otherwise.
void PlayScreen::follow_preview() {
  const std::uint64_t preview = explain_.preview_revision();
  if (preview == shown_preview_ || !view_ || !session().active()) return;
  shown_preview_ = preview;
  if (const SessionPosition* position = explain_.preview_position())
    view_->show(session().challenge(), *position);
  else
    view_->show(session().challenge(), session().position());
}

void PlayScreen::play(const std::string& move, bool by_solver) {
  act([&] { controller_.play(move, by_solver); });
}

void PlayScreen::undo() {
  act([&] { controller_.undo(); });
}

void PlayScreen::open_daily() {
  const std::string game = session().active() ? session().challenge().game : controller_.settings().game;
  if (!game.empty()) act([&] { controller_.open_daily(game); });
}

void PlayScreen::open_new_game_dialog(NewGameDialog::Source source) {
  new_game_dialog_.open(controller_.settings(), session().active() ? session().challenge().game : "", source,
                        &controller_.saved_setups());
}

// Called inside the screen's window, before its items (the focus frame may be put on them).
void PlayScreen::handle_shortcuts(double now) {
  const ImGuiIO& io = ImGui::GetIO();
  board_keys_ = ui::focus::owner() == ui::KeyOwner::board;
  // A popup opened from the board by its shortcut gives the keys back to the board when it closes.
  const bool popup = new_game_dialog_.is_open() || any_popup_open();
  if (popup_from_board_ && !popup) {
    ui::focus::give_board_keys();
    popup_from_board_ = false;
  }
  if (io.WantTextInput || popup) return;
  // Esc closes the help window first (ImGui does not get it then: ui/key_owner.hpp).
  if (help_open_ && ui::keys::pressed(SDL_SCANCODE_ESCAPE)) {
    help_open_ = false;
    ui::keys::consume(SDL_SCANCODE_ESCAPE);
  }
  const auto from_board = [&] { popup_from_board_ = board_keys_; };
  sc::FrameKeys keys = frame_keys();
  if (help_keys_) {
    // The help window has the focus: its scrolling keys (Home is also Restart) are its own.
    std::erase_if(keys.presses, [](const ui::keys::Press& p) {
      switch (p.key) {
        case SDL_SCANCODE_UP:
        case SDL_SCANCODE_DOWN:
        case SDL_SCANCODE_PAGEUP:
        case SDL_SCANCODE_PAGEDOWN:
        case SDL_SCANCODE_HOME:
        case SDL_SCANCODE_END: return true;
        default: return false;
      }
    });
  }
  for (const sc::Command command : sc::dispatch(keys, {})) {
    // While a setup is shown its controls have the keys (setup_watch.hpp); help and F6 stay.
    if (watch_.active() && command != sc::Command::help && command != sc::Command::controls) continue;
    switch (command) {
      case sc::Command::new_game:
        from_board();
        open_new_game_dialog();
        break;
      case sc::Command::game_id:
        from_board();
        open_new_game_dialog(NewGameDialog::Source::game_id);
        break;
      case sc::Command::undo: undo(); break;
      case sc::Command::redo: act([&] { controller_.redo(); }); break;
      case sc::Command::restart: act([&] { controller_.restart(); }); break;
      case sc::Command::hint:
        if (solver_.can_ask(session())) solver_.hint(session());
        break;
      case sc::Command::why:
        if (explain_.can_ask(session())) explain_.ask(session());
        break;
      case sc::Command::solve:
        if (solver_.can_ask(session())) solver_.solve(session());
        break;
      case sc::Command::check:
        if (solver_.can_ask(session())) solver_.check(session());
        break;
      case sc::Command::play_solution: solver_.toggle_play(session(), now); break;
      case sc::Command::copy_link:
        if (session().active()) {
          from_board();
          ImGui::OpenPopup(kSharePopup);
        }
        break;
      case sc::Command::settings:
        from_board();
        ImGui::OpenPopup(kSettingsPopup);
        break;
      case sc::Command::help: help_open_ = !help_open_; break;
      case sc::Command::controls:
        if (ui::focus::frame_shown()) {
          ui::focus::give_board_keys();
          board_keys_ = true;
        } else {
          ui::focus::show_controls();
          board_keys_ = false;
        }
        break;
    }
  }
}

void PlayScreen::frame(double now, const ui::Fonts& fonts) {
  fonts_ = &fonts;
  follow_controller();  // answers that arrived (a generated board) and links opened since the last frame
  watch_.tick(now);

  if (session().active()) {
    const SolverAction step = solver_.tick(session(), now, controller_.settings().play_seconds);
    if (step.kind == SolverAction::Kind::play) play(step.move, true);
    // The optimum, once the background search knows it, is the statistics' too.
    if (const auto best = solver_.optimum(); best && !optimum_reported_) {
      controller_.report_optimum(*best);
      optimum_reported_ = true;
    }
    if (solver_.take_hint_shown()) controller_.report_hint();
    if (explain_.take_answer_shown()) controller_.report_hint();
  }

  const bool phone = ui::narrow_screen();
  ui::begin_screen_window("Puzzle Lab");
  if (embedded_) {
    draw_embedded(now);
    return;
  }
  handle_shortcuts(now);
  if (phone)
    draw_compact_top_bar(now);
  else
    draw_top_bar(now);
  // Whatever the optimum setting, a start proved unsolvable is said plainly, with a new deal at hand.
  // (The solver's answer must be about the challenge open now, not one replaced since.)
  if (session().active() && solver_.start_unsolvable() && shown_challenge_ == session().challenge_revision())
    controller_.report_start_unsolvable();
  if (const auto action = draw_notices(controller_.notices(), now)) {
    if (*action == "undo") undo();
    if (*action == "new-deal") act([&] { controller_.new_deal(); });
  }

  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const bool narrow = avail.x < ui::kNarrowWindow;
  if (phone) {
    draw_narrow(avail, now);
  } else if (!narrow) {
    const float board_w = avail.x - ui::kSidePanelWidth - ImGui::GetStyle().ItemSpacing.x;
    ImGui::BeginGroup();
    // The setup's controls may take two lines.
    draw_board(board_w, avail.y - ImGui::GetFrameHeightWithSpacing() * (watch_.active() ? 3.4f : 2.2f), now);
    draw_status(now);
    ImGui::EndGroup();
    ImGui::SameLine();
    draw_side(avail.y, now);
  } else {
    // Narrow screens (phones): board on top, panels below, the whole window scrolls.
    float board_h = std::max(160.0f, avail.x / (view_ ? view_->aspect() : 3.0f));
    // A setup shown needs room for its caption and the supply under the board.
    if (watch_.active())
      board_h = std::min(std::max(board_h * 1.45f + 90.0f, 300.0f), std::max(300.0f, avail.y * 0.8f));
    draw_board(avail.x, board_h, now);
    draw_status(now);
    draw_side(std::max(320.0f, avail.y - board_h), now);
  }
  ImGui::End();

  if (auto choice = new_game_dialog_.draw(*fonts_)) act([&] { controller_.new_game(*choice); });
  if (help_open_) ui::focus::help_on_screen();
  help_keys_ = draw_help(help_open_, view_.get(), platform::state_location(), *fonts_);
  announce();
}

void PlayScreen::draw_embedded(double now) {
  board_keys_ = ui::focus::owner() == ui::KeyOwner::board;
  if (const auto action = draw_notices(controller_.notices(), now)) {
    if (*action == "undo") undo();
    if (*action == "new-deal") act([&] { controller_.new_deal(); });
  }
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  draw_board(avail.x, avail.y, now);
  ImGui::End();
  announce();
}

void PlayScreen::announce() {
  announcer_.follow(session());
  const SolverPanel::Spoken answer = solver_.spoken(session());
  if (answer.answer != 0) announcer_.solver_answer(answer.answer, answer.text, answer.urgent);
  announcer_.notices(controller_.notices());
  if (announcer_.take_clear()) platform::clear_announcements();
  // One sentence per region and frame: a region says only its latest text.
  std::string polite, urgent;
  for (const Announcement& a : announcer_.take()) {
    std::string& region = a.urgent ? urgent : polite;
    region += (region.empty() ? "" : " ") + a.text;
  }
  if (!polite.empty()) platform::announce(polite, false);
  if (!urgent.empty()) platform::announce(urgent, true);
}

void PlayScreen::draw_game_picker(float picker_width) {
  const auto& games = all_games();
  const std::string current = session().active() ? session().challenge().game : controller_.settings().game;
  const Game* shown = games.front().get();
  for (const auto& g : games)
    if (g->name() == current) shown = g.get();
  ImGui::SetNextItemWidth(picker_width);
  if (ui::begin_combo("game-picker", "##game", shown->title().c_str(), ImGuiComboFlags_None, shown->name().c_str())) {
    for (const auto& g : games) {
      const bool playable = has_view(g->name());
      const std::string label = playable ? g->title() : g->title() + " (coming soon)";
      // Finger-sized rows on a narrow screen.
      const ImVec2 row(0, ui::narrow_screen() ? ui::kTouchTarget - ImGui::GetStyle().ItemSpacing.y : 0);
      const std::string option = "game-picker-option-" + g->name();
      if (ui::selectable(option.c_str(), label.c_str(), g.get() == shown, playable ? 0 : ImGuiSelectableFlags_Disabled,
                         row)) {
        Settings wanted = controller_.settings();
        wanted.game = g->name();
        if (g->name() != current) {
          wanted.setup.clear();
          wanted.params = nlohmann::json::object();
        }
        new_game_dialog_.open(wanted, g->name(), NewGameDialog::Source::random, &controller_.saved_setups());
      }
    }
    ImGui::EndCombo();
  }
}

void PlayScreen::draw_compact_top_bar(double now) {
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const char* new_label = "New\xE2\x80\xA6";
  const char* more_label = "More \xE2\x96\xBE";  // ▾
  const float picker =
      ImGui::GetContentRegionAvail().x - ui::button_width(new_label) - ui::button_width(more_label) - spacing * 2;
  draw_game_picker(std::max(ImGui::GetFontSize() * 6, picker));
  ImGui::SameLine();
  if (ui::button("new-game", new_label)) open_new_game_dialog();
  ImGui::SameLine();
  if (ui::button("more", more_label)) ImGui::OpenPopup("More");
  draw_more_menu(now, true);
  draw_popups();
}

void PlayScreen::draw_more_menu(double now, bool phone) {
  ui::fit_next_popup_to_narrow_screen();
  if (ImGui::BeginPopup("More")) {
    const bool active = session().active();
    const bool editable = active && editor_.offered();
    // A phone's rows are finger-sized; a mouse's are a line of text.
    const ImVec2 row(0, phone ? ui::kTouchTarget - ImGui::GetStyle().ItemSpacing.y : 0.0f);
    const auto item = [&](const char* label, const char* id, bool enabled = true) {
      return ui::selectable(id, label, false, enabled ? 0 : ImGuiSelectableFlags_Disabled, row);
    };
    if (phone && item("Daily challenge", "menu-daily")) open_daily();
    if (item(controller_.open_daily_date() ? "Share result" : "Copy link", "menu-copy-link", active))
      open_popup_ = kSharePopup;
    if (item("Check codes", "menu-check-codes")) open_popup_ = kCodeCheckPopup;
    if (item("Print", "menu-print", active && !print_.busy()))
      print_.start(session().challenge(), controller_.notices());
    // The printed setup's steps, done with real pieces and timed: for a challenge of a game with
    // physical pieces dealt from a seed.
    if (item("Time my setup", "menu-time-setup",
             active && session().game().info().physical_pieces && session().challenge().from_seed() &&
                 !setup_timer_.busy()))
      setup_timer_.start(session().challenge(), controller_.notices());
    if (editable && item("Edit this level", "menu-edit-level")) open_editor();
    if (!phone && item("Add to talk", "menu-add-to-talk", active)) add_to_talk();
    if (phone && item("Lab", "menu-lab")) request_.show = "lab";
    if (phone && item("Talk", "menu-talk")) request_.show = "talk";
    if (phone && item("Settings", "menu-settings")) open_popup_ = kSettingsPopup;
    if (item("Stats", "menu-stats")) open_popup_ = "Stats";
    if (item("Play records", "menu-records")) open_popup_ = kRecordsPopup;
    if (phone && item("Help", "menu-help")) help_open_ = !help_open_;
    ImGui::EndPopup();
  }
  // Popups open in the ID scope they are drawn in (the screen's window), not the menu's.
  if (!open_popup_.empty()) {
    ImGui::OpenPopup(open_popup_.c_str());
    open_popup_.clear();
  }
}

void PlayScreen::add_to_talk() {
  const auto& history = session().history();
  const std::vector<std::string> played(history.begin(), history.begin() + session().cursor());
  request_.add_to_talk = position_scene(session().challenge(), played, session().game().title());
}

void PlayScreen::draw_narrow(ImVec2 avail, double now) {
  const float width = avail.x;
  const float aspect = view_ ? view_->aspect() : 3.0f;
  const float fit_h = width / aspect;
  // Under the board: the row of Undo / Redo, the status (its line, "Watch the setup", the moves),
  // the two folded sections.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float below =
      ImGui::GetFrameHeightWithSpacing() * 4 + ImGui::GetTextLineHeightWithSpacing() * 2 + style.ItemSpacing.y;
  const float room = std::max(fit_h, avail.y - below);
  // A board that zooms gets all the height there is, for its zoom to grow into (at its
  // finger-sized zoom it then pans only sideways); another fits the width.
  float board_h = zoom_offered_ ? room : fit_h;
  // A setup shown needs room for its caption and the supply under the board.
  if (watch_.active()) board_h = std::min(std::max(board_h * 1.45f + 90.0f, 300.0f), std::max(300.0f, avail.y * 0.8f));
  draw_board(width, board_h, now);
  if (!watch_.active()) draw_play_row();
  draw_status(now);
  draw_sections(now);
}

void PlayScreen::draw_play_row() {
  const bool active = session().active();
  const int buttons = zoom_offered_ ? 4 : 3;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const ImVec2 size(
      (ImGui::GetContentRegionAvail().x - spacing * static_cast<float>(buttons - 1)) / static_cast<float>(buttons), 0);
  if (ui::button("undo", "\xE2\x86\xB6 Undo", active && session().can_undo(), nullptr, size)) undo();  // ↶
  ImGui::SameLine();
  if (ui::button("redo", "\xE2\x86\xB7 Redo", active && session().can_redo(), nullptr, size))  // ↷
    act([&] { controller_.redo(); });
  ImGui::SameLine();
  if (ui::button("restart", "Restart", active && session().cursor() > 0, nullptr, size))
    act([&] { controller_.restart(); });
  if (zoom_offered_) {
    ImGui::SameLine();
    // Fit shows the whole board; Zoom makes its smallest target finger-sized (pinch works too).
    if (ui::button("zoom", zoom_.zoomed() ? "Fit" : "Zoom", true, nullptr, size))
      zoom_.set_scale(zoom_.zoomed() ? 1.0f : ui::kTouchTarget / fit_target_ + 0.01f);
  }
}

void PlayScreen::draw_sections(double now) {
  // Folded until opened: the board and the status are what a player needs first.
  if (ui::collapsing_header("section-solver", "Solver")) {
    const SolverAction action = solver_.draw(session(), view_.get(), *fonts_, now);
    if (action.kind == SolverAction::Kind::play) play(action.move, true);
    if (action.kind == SolverAction::Kind::undo) undo();
    explain_.draw(session(), *fonts_, now);
  }
  const std::string moves_title =
      "Moves (" + std::to_string(session().active() ? session().cursor() : 0) + ")###moves-section";
  if (ui::collapsing_header("section-moves", moves_title.c_str()) && session().active()) {
    const float list_height = std::max(ui::kTouchTarget * 4, ImGui::GetIO().DisplaySize.y * 0.4f);
    if (auto jump = draw_moves_panel(session().history(), session().cursor(), *fonts_, list_height, follow_moves_))
      act([&] { controller_.go_to(*jump); });
  }
  follow_moves_ = false;
}

void PlayScreen::draw_top_bar(double now) {
  ImGui::PushFont(fonts_->heading);
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().accent), "Puzzle Lab");
  ImGui::PopFont();
  // Buttons flow onto more lines on narrow screens.
  const auto next = [](const char* label, float gap = -1) { ui::flow(ui::button_width(label), gap); };
  // The game picker: choosing a game opens the new-game dialog on it. Wide enough for the
  // longest title ("Sigmar's Garden") and the combo's arrow.
  float picker_width = ImGui::GetFontSize() * 9;
  for (const auto& g : all_games())
    picker_width = std::max(picker_width, ImGui::CalcTextSize(g->title().c_str()).x + ImGui::GetFrameHeight() +
                                              ImGui::GetStyle().FramePadding.x * 2 + ImGui::GetFontSize() * 0.5f);
  ui::flow(picker_width, 20);
  draw_game_picker(picker_width);
  const char* new_label = "New game\xE2\x80\xA6";
  next(new_label);
  if (ui::button("new-game", new_label, true,
                 sc::tooltip("Set up a new puzzle, or paste a game ID (I)", sc::Command::new_game).c_str()))
    open_new_game_dialog();
  next("Daily");
  if (ui::button("daily", "Daily", true,
                 "Today's daily challenge of this game: the same for everyone, always solvable (UTC date)"))
    open_daily();
  const bool active = session().active();
  next("Undo", 20);
  if (ui::button("undo", "Undo", active && session().can_undo(),
                 sc::tooltip("Take back a move", sc::Command::undo).c_str()))
    undo();
  next("Redo");
  if (ui::button("redo", "Redo", active && session().can_redo(),
                 sc::tooltip("Play the move again", sc::Command::redo).c_str()))
    act([&] { controller_.redo(); });
  next("Restart");
  if (ui::button("restart", "Restart", active && session().cursor() > 0,
                 sc::tooltip("Back to the start; your moves stay for redo", sc::Command::restart).c_str()))
    act([&] { controller_.restart(); });
  next("Lab", 20);
  if (ui::button("open-lab", "Lab", true,
                 "Experiments: compare a game's setups over many challenges, beside the papers"))
    request_.show = "lab";
  next("Talk");
  if (ui::button("open-talk", "Talk", true,
                 "Talk mode: the papers retold full screen with live boards and live numbers"))
    request_.show = "talk";
  next("Settings");
  const std::string settings_tip =
      sc::tooltip("Text size, theme, sound, animation, the optimum, deals, playback speed", sc::Command::settings);
  if (ui::button("settings", "Settings", true, settings_tip.c_str())) ImGui::OpenPopup(kSettingsPopup);
  next("Help");
  if (ui::button("help", "Help", true, sc::tooltip("Rules, controls and keys", sc::Command::help).c_str()))
    help_open_ = !help_open_;
  // The actions used less (sharing, printing, the level editor, Add to talk, Stats) in a menu, so
  // that the bar is one row on a 1280 px screen.
  const char* more_label = "More \xE2\x96\xBE";  // ▾
  next(more_label);
  if (ui::button("more", more_label, true,
                 "Copy link, Print, Time my setup, Edit this level, Add to talk, Stats, Play records"))
    ImGui::OpenPopup("More");
  draw_more_menu(now, false);
  draw_popups();
}

void PlayScreen::draw_board(float width, float height, double now) {
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 size(std::max(1.0f, width), std::max(1.0f, height));
  board_right_ = min.x + size.x;
  // A board that covers its whole frame needs no background under it; a zoomable one on a narrow
  // screen may be drawn smaller than its area, and a puzzle being set up is drawn by its setup.
  const bool covered = view_ && session().active() && !watch_.active() && !zoom_offered_ && view_->paints_whole_frame();
  ImGui::BeginChild("board", size, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse |
                        (covered ? ImGuiWindowFlags_NoBackground : 0));
  // The board's area has the keys (ui/key_owner.hpp), also while a puzzle is being set up: an arrow
  // pressed then must not wake the controls' focus frame.
  ui::focus::board_on_screen();
  if (view_ && session().active() && watch_.active()) {
    watch_.draw_board(*view_, min, ImVec2(min.x + size.x, min.y + size.y), now, animations_on(controller_.settings()),
                      *fonts_);
  } else if (view_ && session().active()) {
    BoardFrame frame;
    frame.min = min;
    frame.max = ImVec2(min.x + size.x, min.y + size.y);
    // A narrow screen zooms a board too small for fingers: the view draws into the zoomed frame,
    // the board's child window clips it to the area.
    ui::touch::board_area(frame.min, frame.max, zoom_offered_);
    const ui::touch::BoardGesture gesture = ui::touch::take_board_gesture();
    if (zoom_offered_) {
      const float aspect = view_->aspect();
      const ImVec2 fit(std::min(size.x, size.y * aspect), std::min(size.y, size.x / aspect));
      zoom_.layout(min, size, fit, gesture);
      frame.min = zoom_.frame_min();
      frame.max = zoom_.frame_max();
    } else {
      zoom_.reset();
    }
    frame.time = now;
    frame.keyboard = board_keys_ && !help_keys_ && !new_game_dialog_.is_open() && !any_popup_open();
    follow_preview();
    frame.input = !solver_.playing() && !controller_.generating() && !explain_.previewing();
    frame.animate = animations_on(controller_.settings());
    if (!explain_.previewing()) frame.hint = solver_.current_hint(session());
    frame.fonts = fonts_;
    ui::automation::report(
        "board_frame",
        {{"x", frame.min.x}, {"y", frame.min.y}, {"w", frame.max.x - frame.min.x}, {"h", frame.max.y - frame.min.y}});
    if (auto move = view_->draw(frame)) play(*move);
    // Whether the next frame offers zoom: the board's targets at scale 1 are under a finger's size.
    fit_target_ = view_->target_size() / zoom_.scale();
    zoom_offered_ = ui::narrow_screen() && view_->zoomable() && fit_target_ < ui::kTouchTarget;
    draw_solved_banner(min, size, now);
  } else {
    const char* text = controller_.generating() ? "Setting up the puzzle\xE2\x80\xA6" : "No puzzle open.";
    const ImVec2 t = ImGui::CalcTextSize(text);
    ImGui::SetCursorScreenPos(ImVec2(min.x + (size.x - t.x) * 0.5f, min.y + (size.y - t.y) * 0.5f));
    if (controller_.generating()) {
      ui::spinner("setting-up", now, ui::palette().accent);
      ImGui::SameLine();
    }
    ImGui::TextUnformatted(text);
  }
  // One stop for the focus frame: Enter or Space gives the keys to the board.
  ui::end_panel("board-panel");
}

// The solved moment: a banner over the board for a few seconds, then it fades, so the solved
// board itself (a Pretzel's top row sits right under it) is left to look at; the status line
// keeps saying "Solved". Undo and redo to the solved position again bring it back.
void PlayScreen::draw_solved_banner(ImVec2 min, ImVec2 size, double now) {
  constexpr double kShownSeconds = 4.0, kFadeSeconds = 1.0;
  if (!session().solved()) {
    solved_since_.reset();
    return;
  }
  if (!solved_since_) solved_since_ = now;
  const double age = now - *solved_since_;
  // With animations off (the setting, or the system asking for reduced motion) it goes at once.
  const double fade = animations_on(controller_.settings()) ? kFadeSeconds : 0.0;
  if (age >= kShownSeconds + fade) return;
  // Frames are drawn only when asked (ui/redraw.hpp): the still banner asks for the frame where
  // its fade begins; the fade itself changes every frame, which keeps frames coming.
  if (age < kShownSeconds) ui::redraw::request_at(*solved_since_ + kShownSeconds);
  const float alpha = age <= kShownSeconds ? 1.0f : static_cast<float>(1.0 - (age - kShownSeconds) / fade);
  const std::size_t moves = session().cursor();
  std::string text = "Solved in " + std::to_string(moves) + " move" + (moves == 1 ? "" : "s") + "!";
  if (const auto best = solver_.optimum(); best && controller_.settings().show_optimum)
    text += moves <= *best ? "  That is the optimum." : "  The optimum is " + std::to_string(*best) + ".";
  ui::automation::report("banner", text);
  ImFont* font = fonts_->heading;
  ImGui::PushFont(font);
  const ImVec2 t = ImGui::CalcTextSize(text.c_str());
  const ImVec2 c(min.x + size.x * 0.5f, min.y + size.y * 0.12f + t.y);
  const ImVec2 lo(c.x - t.x * 0.5f - 24, c.y - t.y * 0.5f - 12), hi(c.x + t.x * 0.5f + 24, c.y + t.y * 0.5f + 12);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(lo, hi, ui::with_alpha(ui::palette().board.overlay, alpha), 12);
  dl->AddRect(lo, hi, ui::with_alpha(ui::palette().board.accent, alpha), 12, ImDrawFlags_None, 2);
  dl->AddText(ImVec2(c.x - t.x * 0.5f, c.y - t.y * 0.5f), ui::with_alpha(ui::palette().board.accent, alpha),
              text.c_str());
  ImGui::PopFont();
}

void PlayScreen::draw_setup_controls(double now) {
  const bool keyboard = board_keys_ && !new_game_dialog_.is_open() && !any_popup_open();
  switch (watch_.draw_controls(now, keyboard, board_right_, *fonts_)) {
    case SetupWatch::Action::none: break;
    case SetupWatch::Action::close: watch_.stop(); break;
    case SetupWatch::Action::play_challenge:
      watch_.stop();
      // The board the setup made is the challenge's start: moves played before stay for redo.
      if (session().cursor() > 0) act([&] { controller_.restart(); });
      break;
    case SetupWatch::Action::add_to_talk:
      request_.add_to_talk = setup_scene(session().challenge(), session().game().title(),
                                         watch_.playback() ? watch_.playback()->speed() : 2.0);
      break;
  }
  if (auto pair = pair_.draw(session().challenge(), session().game(), board_right_))
    request_.add_to_talk = std::move(*pair);
}

void PlayScreen::draw_status(double now) {
  if (!session().active()) {
    ImGui::NewLine();
    return;
  }
  if (watch_.active()) {
    draw_setup_controls(now);
    return;
  }
  const Challenge& c = session().challenge();
  const Game& game = session().game();
  std::string what = game.title();
  if (const auto daily = controller_.open_daily_date())
    what += "  \xC2\xB7  Daily challenge, " + long_daily_date(*daily);
  else if (c.from_seed())
    what += "  \xC2\xB7  setup " + setup_label(c.setup) + ", seed " + std::to_string(*c.seed);
  // A long board (a 4 x 13 Pretzel) is cut short: the line must not widen the board's column.
  else
    what += "  \xC2\xB7  board " + (c.board.size() > 48 ? c.board.substr(0, 45) + "\xE2\x80\xA6" : c.board);
  const ParamSpec* variant = game.info().find_param("variant");
  if (!c.variant().empty() && (variant == nullptr || variant->default_value != c.variant()))
    what += "  \xC2\xB7  rules: " + c.variant();
  if (ui::narrow_screen()) {
    // A phone: the line wraps rather than running off the screen.
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", what.c_str());
    ImGui::PopStyleColor();
  } else {
    ImGui::TextDisabled("%s", what.c_str());
  }
  ui::automation::track("challenge-label");
  if (c.from_seed()) {
    const char* watch = "Watch the setup";
    ui::flow(ui::button_width(watch), 16);
    if (ui::small_button("setup-watch", watch) && !controller_.generating()) watch_.start(c, controller_.notices());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("See the setup build this board step by step");
  }

  std::string progress = "Moves: " + std::to_string(session().cursor());
  std::optional<std::string> optimum_undecided;
  if (controller_.settings().show_optimum) {
    if (const auto best = solver_.optimum())
      progress += "   Optimum: " + std::to_string(*best);
    else if (solver_.start_unsolvable())
      progress += "   Optimum: none (this puzzle cannot be solved)";
    else if (solver_.optimum_searching())
      progress += "   Optimum: searching\xE2\x80\xA6";
    else if ((optimum_undecided = solver_.optimum_undecided()))
      progress += "   Optimum: not found";
  }
  if (controller_.settings().show_timer && session().active()) {
    const PlayerStats& stats = controller_.stats();
    const double now_clock = controller_.now();
    progress += "   Time: " + clock_text(stats.seconds(now_clock));
    // Frames are drawn only when asked (ui/redraw.hpp): the next whole second asks for one.
    if (stats.timing()) ui::redraw::request_at(now + (1.0 - std::fmod(stats.seconds(now_clock), 1.0)));
  }
  ImGui::PushFont(fonts_->bold);
  if (controller_.generating()) {
    ui::spinner("generating", now, ui::palette().accent);
    ImGui::SameLine();
  }
  if (ui::narrow_screen())
    ImGui::TextWrapped("%s", progress.c_str());
  else
    ImGui::TextUnformatted(progress.c_str());
  ui::automation::track("progress-line");
  ImGui::PopFont();
  if (optimum_undecided) {
    // The background search gave up: say why where the optimum would be, and offer more time.
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", optimum_undecided->c_str());
    if (solver_.can_search_optimum_longer()) {
      ImGui::SameLine();
      if (ui::small_button("optimum-longer", "Search longer")) solver_.search_optimum_longer(session());
      if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s Search again with four times the time.", optimum_undecided->c_str());
    }
  }
  if (session().solved()) {
    ImGui::SameLine(0, 16);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().good), "\xE2\x9C\x93 Solved");
    ImGui::SameLine(0, 16);
    if (ui::small_button("play-another", "Play another")) act([&] { controller_.fresh_game(); });
  }
}

void PlayScreen::draw_side(float height, double now) {
  ImGui::BeginChild("side", ImVec2(0, height), false);
  const SolverAction action = solver_.draw(session(), view_.get(), *fonts_, now);
  if (action.kind == SolverAction::Kind::play) play(action.move, true);
  if (action.kind == SolverAction::Kind::undo) undo();
  explain_.draw(session(), *fonts_, now);
  ImGui::Separator();
  const float list_height =
      std::max(120.0f, ImGui::GetContentRegionAvail().y - ImGui::GetTextLineHeightWithSpacing() * 1.5f);
  if (session().active()) {
    if (auto jump = draw_moves_panel(session().history(), session().cursor(), *fonts_, list_height, follow_moves_))
      act([&] { controller_.go_to(*jump); });
  }
  follow_moves_ = false;
  ui::end_panel("side-panel");
}

// The top bar's popups (the ones its buttons and the keys open), in the screen's window: where
// ImGui::OpenPopup named them.
void PlayScreen::draw_popups() {
  share_image_.poll(controller_.notices());
  if (session().active()) draw_share_popup();
  if (const auto link = codes_.draw(*fonts_)) act([&] { controller_.open_link(*link); });
  Settings settings = controller_.settings();
  if (draw_settings_popup(settings, *fonts_)) {
    // The records' switch goes through the controller: it starts or stops the record in progress.
    const bool keep_records = settings.keep_records;
    settings.keep_records = controller_.settings().keep_records;
    controller_.edit_settings() = settings;
    controller_.set_keep_records(keep_records);
  }
  ui::fit_next_popup_to_narrow_screen();
  draw_stats_popup(controller_.stats(), controller_.now(), controller_.daily_record(), controller_.today(), *fonts_);
  records_window_.draw(controller_, *fonts_);
  setup_timer_.draw(controller_, controller_.now(), *fonts_);
}

// The Share popup (open only with a game on screen) and what it asks for: a picture, the codes.
void PlayScreen::draw_share_popup() {
  // The solve's code replays every move: made only while the popup shows, not every frame.
  if (!ImGui::IsPopupOpen(kSharePopup)) return;
  const double now = controller_.now();
  const std::string& title = session().game().title();
  const ShareContent content{
      session().challenge(), session().played(), controller_.daily_share_text(),
      solve_share(session().challenge(), session().played(), session().solved(), controller_.stats(), now, title),
      share_image_.busy()};
  switch (share_.draw(content, controller_.notices(), *fonts_)) {
    case ShareRequest::picture: {
      ShareCard card = share_card_for(session().challenge(), title);
      card.result = challenge_result_line(session().solved(), controller_.stats(), session().cursor(), now);
      const std::string text = "Puzzle Lab \xC2\xB7 " + title + ": " + card.result + "\n" +
                               platform::shareable_url(write_link(session().challenge(), {}));
      share_image_.start(session().challenge(), std::move(card), text, controller_.notices());
      break;
    }
    case ShareRequest::check_codes: open_popup_ = kCodeCheckPopup; break;
    case ShareRequest::none: break;
  }
}

// The open daily challenge for the browser tests: its date, the day's result and the game's
// summary as the statistics show them, and the share text; null when the game is not a daily one.
nlohmann::json PlayScreen::daily_automation() const {
  const auto date = controller_.open_daily_date();
  if (!date) return nullptr;
  const std::string& game = session().challenge().game;
  const DailySummary summary = controller_.daily_record().summary(game, controller_.today());
  const DailyResult result = controller_.daily_record().result(game, *date).value_or(DailyResult{});
  const auto or_null = [](const std::optional<std::size_t>& n) { return n ? nlohmann::json(*n) : nlohmann::json(); };
  return {{"date", format_daily_date(*date)},
          {"result",
           {{"solved", result.solved},
            {"assisted", result.assisted},
            {"moves", or_null(result.moves)},
            {"optimum", or_null(result.optimum)},
            {"hints", result.hints}}},
          {"summary",
           {{"played", summary.played},
            {"solved", summary.solved},
            {"streak", summary.streak},
            {"longest_streak", summary.longest_streak}}},
          {"share_text", controller_.daily_share_text().value_or("")}};
}

nlohmann::json PlayScreen::automation() const {
  nlohmann::json state = {
      {"ready", session().active() && !controller_.generating()},
      {"generating", controller_.generating()},
      {"dialog", new_game_dialog_.is_open() ? nlohmann::json("new-game") : nlohmann::json(nullptr)},
      {"help", help_open_},
      {"popup", ui::automation::reported("popup")},
      // Check codes' table while it shows (app/code_check_popup.hpp).
      {"codes", ui::automation::reported("codes")},
      // Whether boards move (app/motion.hpp): the system's request and the result.
      {"motion", {{"reduced", motion_reduced()}, {"animate", animations_on(controller_.settings())}}},
      // Play records (docs/app/RECORDS.md): the switch, the records kept, the one in progress.
      {"records",
       {{"keep", controller_.settings().keep_records},
        {"count", controller_.records().size()},
        {"in_progress",
         controller_.recorder().draft() ? record_to_json(*controller_.recorder().draft()) : nlohmann::json(nullptr)}}},
      {"setup_timer", setup_timer_.automation(controller_.now())}};
  if (session().active()) {
    state["challenge"] = Session::challenge_to_json(session().challenge());
    state["history"] = session().history();
    state["cursor"] = session().cursor();
    state["moves"] = session().played();
    state["solved"] = session().solved();
    state["legal_moves"] = session().legal_moves();
    state["stuck"] = session().stuck();
    state["banner"] = ui::automation::reported("banner");
    state["solver"] = solver_.automation(session());
    state["why"] = explain_.automation(session());
    if (const auto& check = controller_.deal_check())
      state["deal_check"] = {{"status", to_string(check->status)}, {"attempts", check->attempts}};
    else
      state["deal_check"] = nullptr;
    state["setup"] = watch_.automation();
    state["daily"] = daily_automation();
    if (view_) {
      state["board"] = view_->automation();
      // The smallest spot a finger taps on the board as drawn, and the narrow screen's zoom.
      state["board_target"] = view_->target_size();
      state["zoom"] = {{"offered", zoom_offered_}, {"scale", zoom_.scale()}};
      // The area the view drew into (larger than the board's panel when zoomed).
      state["board_frame"] = ui::automation::reported("board_frame");
    }
  }
  return state;
}

}  // namespace puzzlelab
