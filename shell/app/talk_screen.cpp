#include "app/talk_screen.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <utility>

#include <SDL.h>
#include <imgui.h>

#include "app/experiment_plots.hpp"
#include "app/notices_view.hpp"
#include "app/talk_palette.hpp"
#include "app/talk_type.hpp"
#include "core/input_error.hpp"
#include "middle/talk_doc_link.hpp"
#include "middle/talk_link.hpp"
#include "platform/platform.hpp"
#include "ui/automation.hpp"
#include "ui/colour.hpp"
#include "ui/keyboard_focus.hpp"
#include "ui/keys.hpp"
#include "ui/named_widgets.hpp"
#include "ui/plot.hpp"
#include "ui/redraw.hpp"
#include "ui/talk_keys.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

// Shift+arrows move the laser across half the screen's height a second: quick enough to cross a
// board, slow enough to stop on a piece.
constexpr float kNudgeScreensPerSecond = 0.5f;

// Large type: the display font (bold, rasterized large) drawn at the size asked.
ImFont* large_font(const ui::Fonts& fonts) { return fonts.display ? fonts.display : ImGui::GetFont(); }

ImVec2 text_size(ImFont* font, float size, float wrap, const std::string& text) {
  return font->CalcTextSizeA(size, 1e9f, wrap, text.c_str());
}

// The talk's keys that the page's screen-reader layer shows as buttons, in the order a presenter
// reads them (the key line's order, and more).
struct LayerControl {
  const char* id;
  const char* label;
  ui::talk_keys::Command command;
};
constexpr LayerControl kLayerControls[] = {
    {"talk-next", "Next (Space)", ui::talk_keys::Command::next_beat},
    {"talk-step", "Step (Right arrow)", ui::talk_keys::Command::step},
    {"talk-step-back", "Step back (Left arrow)", ui::talk_keys::Command::step_back},
    {"talk-previous-scene", "Previous scene (P)", ui::talk_keys::Command::previous_scene},
    {"talk-next-scene", "Next scene (N)", ui::talk_keys::Command::next_scene},
    {"talk-overview", "Overview of the scenes (O)", ui::talk_keys::Command::overview},
    {"talk-fullscreen", "Full screen (F)", ui::talk_keys::Command::fullscreen},
    {"talk-speaker", "Speaker view (S)", ui::talk_keys::Command::speaker_view},
    {"talk-keys", "Keys (?)", ui::talk_keys::Command::keys_help},
    {"talk-leave", "Leave the talk (Esc)", ui::talk_keys::Command::leave},
};

// The key press a command's first key makes: a layer button acts exactly as its key would.
ui::keys::Press press_for(ui::talk_keys::Command command) {
  for (const ui::talk_keys::TalkKey& k : ui::talk_keys::table())
    if (k.command == command && !k.triggers.empty()) return {k.triggers.front().key, k.triggers.front().modifiers};
  return {SDL_SCANCODE_UNKNOWN, ui::keys::kNone};
}

TalkBoard::Mode board_mode(SceneKind kind) {
  switch (kind) {
    case SceneKind::setup: return TalkBoard::Mode::setup;
    case SceneKind::solution: return TalkBoard::Mode::solution;
    default: return TalkBoard::Mode::board;
  }
}

}  // namespace

TalkScreen::TalkScreen(EngineClient& engine, Requests& requests, ScreenRequest& request)
    : engine_(engine), requests_(requests), request_(request) {}

TalkScreen::~TalkScreen() { leave_scene(); }

void TalkScreen::open_link(const std::string& hash) {
  try {
    if (is_talk_doc_link(hash)) {
      TalkDocLink opened = open_talk_doc_link(hash);
      const auto own = format_talk_doc_link(opened.talk);
      start(std::move(opened.talk), opened.scene, true);
      if (own) doc_link_data_ = own->substr(0, own->rfind('/'));
      return;
    }
    auto [talk, scene] = open_talk_link(hash);
    start(std::move(talk), scene, false);
  } catch (const InputError& e) {
    close();
    error_ = std::string("The talk link cannot be opened: ") + e.what();
  }
}

void TalkScreen::load_text(const std::string& file_name, const std::string& text) {
  try {
    start(parse_talk(text), 0, true);
    document_ = text;
  } catch (const InputError& e) {
    close();
    error_ = file_name + " is not a talk this app can play: " + e.what();
  }
}

bool TalkScreen::tick() {
  auto file = platform::take_chosen_file();
  if (!file) return false;
  load_text(file->name, file->text);
  return true;
}

bool TalkScreen::tick_speaker(bool showing) { return speaker_.tick(showing); }

std::string TalkScreen::link() const {
  if (talk_ && !doc_link_data_.empty()) return doc_link_data_ + "/" + std::to_string(scene_ + 1);
  if (!talk_ || from_file_) return "";
  return format_talk_link(talk_->name, scene_);
}

void TalkScreen::preview(Talk talk, std::size_t scene, std::string return_to) {
  start(std::move(talk), scene, true);
  return_to_ = std::move(return_to);
}

void TalkScreen::start(Talk talk, std::size_t scene, bool from_file) {
  leave_scene();
  error_.clear();
  return_to_.clear();
  doc_link_data_.clear();
  talk_ = std::move(talk);
  from_file_ = from_file;
  scene_ = std::min(scene, talk_->scenes.size() - 1);
  pending_enter_ = true;  // the scene's work starts with the next frame's clock
  speaker_.talk_started();
  document_.clear();
  overlays_.reset();
}

void TalkScreen::close() {
  leave_scene();
  if (talk_) last_ = LastTalk{*talk_, scene_, from_file_, document_, doc_link_data_};
  talk_.reset();
  scene_ = 0;
  pending_enter_ = false;
  overlays_.reset();
  platform::set_fullscreen(false);
  doc_link_data_.clear();
  if (!return_to_.empty()) request_.show = std::exchange(return_to_, std::string());
}

void TalkScreen::set_aside() {
  if (!talk_) return;
  return_to_.clear();  // left for the screen being shown, not for the one a preview came from
  close();
  speaker_.announce(nullptr, 0, "");  // the speaker view hears that no talk is open
}

void TalkScreen::continue_last() {
  if (!last_) return;
  LastTalk last = std::move(*last_);
  last_.reset();
  start(std::move(last.talk), last.scene, last.from_file);
  document_ = std::move(last.document);
  doc_link_data_ = std::move(last.doc_link_data);
}

void TalkScreen::leave_scene() {
  left_.reset();
  right_.reset();
  run_.reset();  // cancels a run still going
}

void TalkScreen::enter_scene(std::size_t scene, double now) {
  if (!talk_) return;
  leave_scene();
  scene_ = std::min(scene, talk_->scenes.size() - 1);
  pending_enter_ = false;
  pointer_.new_scene();  // the keys' pointer leaves with the scene; Tab finds the new scene's spots
  plot_hit_.reset();
  const TalkScene& s = talk_->scenes[scene_];
  switch (s.kind) {
    case SceneKind::title: break;
    case SceneKind::setup:
    case SceneKind::board:
    case SceneKind::solution:
      left_ = std::make_unique<TalkBoard>(engine_, notices_, s.challenge, board_mode(s.kind), s.speed, false, s.moves);
      break;
    case SceneKind::lab:
      run_ = std::make_unique<LabRun>(requests_);
      run_->start(*s.experiment);
      break;
    case SceneKind::side_by_side:
      left_ = std::make_unique<TalkBoard>(engine_, notices_, s.challenge, TalkBoard::Mode::setup, s.speed, true);
      right_ = std::make_unique<TalkBoard>(engine_, notices_, s.right, TalkBoard::Mode::setup, s.speed, true);
      break;
  }
  if (start_step_ && start_step_->scene != scene_) start_step_.reset();
  if (start_step_) {
    if (left_) left_->go_to_step(start_step_->step, now);
    if (right_) right_->go_to_step(start_step_->step, now);
  }
}

void TalkScreen::enter_pending(double now) {
  if (talk_ && pending_enter_) enter_scene(scene_, now);
}

void TalkScreen::host_next() {
  const double now = platform_now();
  enter_pending(now);
  next_beat(now, false);
}

void TalkScreen::host_prev() {
  const double now = platform_now();
  enter_pending(now);
  back_beat(now);
}

void TalkScreen::host_step() {
  const double now = platform_now();
  enter_pending(now);
  next_beat(now, true);
}

void TalkScreen::host_goto(std::size_t scene) {
  if (!talk_) return;
  if (!stopped_) {
    enter_scene(scene, platform_now());
    return;
  }
  scene_ = std::min(scene, talk_->scenes.size() - 1);  // entered when the frame starts again
  pending_enter_ = true;
}

void TalkScreen::host_step_to(std::size_t step) {
  if (!talk_) return;
  start_step_ = StartStep{scene_, step};
  if (stopped_ || pending_enter_) return;  // the scene is entered later, at that step
  const double now = platform_now();
  if (left_) left_->go_to_step(step, now);
  if (right_) right_->go_to_step(step, now);
}

void TalkScreen::host_stop() {
  stopped_ = true;
  start_step_.reset();
  if (!talk_) return;
  leave_scene();  // cancels the scene's work: a stopped frame leaves the workers idle
  pending_enter_ = true;
}

void TalkScreen::host_resume() {
  stopped_ = false;
  if (talk_) pending_enter_ = true;  // the scene from its beginning, with the next frame
}

embed::FrameFacts TalkScreen::embed_facts() const {
  embed::FrameFacts facts;
  if (!talk_) return facts;
  facts.scenes = talk_->scenes.size();
  facts.scene = scene_ + 1;
  if (pending_enter_ || (!left_ && !right_)) {
    // Not entered yet, or a scene without boards: a setup, solution or pair of setups has steps.
    const SceneKind kind = talk_->scenes[scene_].kind;
    const bool stepped = kind == SceneKind::setup || kind == SceneKind::solution || kind == SceneKind::side_by_side;
    facts.has_steps = stepped ? embed::FrameFacts::Steps::unknown : embed::FrameFacts::Steps::none;
    return facts;
  }
  const SceneKind kind = talk_->scenes[scene_].kind;
  if (kind == SceneKind::board) return facts;
  facts.has_steps = embed::FrameFacts::Steps::known;
  for (const TalkBoard* board : {left_.get(), right_.get()}) {
    if (!board) continue;
    const std::optional<std::size_t> count = board->step_count();
    if (!count) {
      facts.has_steps = embed::FrameFacts::Steps::unknown;
      return facts;
    }
    facts.steps = std::max(facts.steps, *count);
  }
  return facts;
}

void TalkScreen::next_beat(double now, bool single) {
  if (!talk_) return;
  const TalkScene& s = talk_->scenes[scene_];
  bool stay = false;
  if (s.kind == SceneKind::side_by_side) {
    if (!(left_->at_end() && right_->at_end())) {
      // Both boards move together: a beat plays both, or finishes both.
      const bool a = left_->next(now, single);
      const bool b = right_->next(now, single);
      stay = a || b;
    } else if (s.deal > 0 && !run_) {
      run_ = std::make_unique<LabRun>(requests_);
      run_->start(*s.experiment);
      stay = true;
    }
  } else if (left_) {
    stay = left_->next(now, single);
  }
  if (!stay && scene_ + 1 < talk_->scenes.size()) enter_scene(scene_ + 1, now);
}

void TalkScreen::back_beat(double now) {
  if (!talk_) return;
  bool stayed = false;
  if (left_) stayed = left_->back(now);
  if (right_) stayed = right_->back(now) || stayed;
  if (!stayed && scene_ > 0) enter_scene(scene_ - 1, now);
}

void TalkScreen::handle_keys(double now) {
  if (ImGui::GetIO().WantTextInput) return;
  if (!talk_) {
    if (ui::keys::pressed(SDL_SCANCODE_ESCAPE)) request_.show = "play";
    return;
  }
  using Command = ui::talk_keys::Command;
  // Blackout, the overview, a number after G and the keys take the keys first (app/talk_overlays).
  // Embedded, the presenter's own keys are the host deck's (ui/talk_keys.hpp, used_when_embedded):
  // in the browser the page keeps them from the app, natively they are dropped here.
  std::vector<ui::keys::Press> presses = ui::keys::presses();
  for (const Command command : std::exchange(layer_commands_, {})) presses.push_back(press_for(command));
  if (embedded_)
    std::erase_if(presses, [](const ui::keys::Press& press) {
      const std::vector<Command> asked = ui::talk_keys::dispatch({press});
      return asked.empty() || !std::all_of(asked.begin(), asked.end(), ui::talk_keys::used_when_embedded);
    });
  const TalkOverlays::Routed routed = overlays_.route(presses, scene_, talk_->scenes.size(), now);
  if (routed.go_to) enter_scene(*routed.go_to, now);
  for (const Command command : routed.commands) {
    run_command(command, now);
    if (!talk_) return;
  }
  nudge_pointer(now);
}

// One command of the talk's keys, or of a speaker window's (run_speaker_commands), on the open talk.
void TalkScreen::run_command(ui::talk_keys::Command command, double now) {
  using Command = ui::talk_keys::Command;
  const std::size_t last = talk_->scenes.size() - 1;
  switch (command) {
    case Command::next_beat: next_beat(now, false); break;
    case Command::step: next_beat(now, true); break;
    case Command::step_back: back_beat(now); break;
    case Command::next_scene:
      if (scene_ < last) enter_scene(scene_ + 1, now);
      break;
    case Command::previous_scene:
      if (scene_ > 0) enter_scene(scene_ - 1, now);
      break;
    case Command::first_scene: enter_scene(0, now); break;
    case Command::last_scene: enter_scene(last, now); break;
    case Command::fullscreen:
      platform::set_fullscreen(!platform::is_fullscreen());
      ui::redraw::request_until(now + 1.0);  // the browser answers later: show (and report) it then
      break;
    case Command::laser: laser_ = !laser_; break;
    case Command::speaker_view: speaker_.toggle(link()); break;
    case Command::speaker_clock: speaker_.reset_clock(); break;
    case Command::pointer_next:
    case Command::pointer_previous:
      laser_ = true;  // pointing with the laser off would show nothing: the key means "point"
      pointer_.jump(command == Command::pointer_next ? +1 : -1, now);
      break;
    case Command::pointer_move: break;  // held, not pressed: nudge_pointer
    case Command::leave:
      if (embedded_) break;  // embedded there is nothing to leave to: Esc is the page's
      close();
      break;
    case Command::start_talk:  // a clicker's start key, as in a slide show: full screen, from the top
      enter_scene(0, now);
      [[fallthrough]];
    case Command::start_here:
      platform::set_fullscreen(true);
      ui::redraw::request_until(now + 1.0);
      break;
    case Command::blackout:
    case Command::overview:
    case Command::jump:
    case Command::keys_help: break;  // the overlays' own
  }
}

void TalkScreen::nudge_pointer(double now) {
  const double step = last_frame_ < 0 ? 0 : std::clamp(now - last_frame_, 0.0, 0.1);
  if (overlays_.black()) return;
  if (SDL_GetModState() & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) return;
  const Uint8* held = SDL_GetKeyboardState(nullptr);
  const auto direction = ui::talk_keys::held_direction([held](SDL_Scancode key) { return held && held[key] != 0; });
  if (!direction.any()) return;
  laser_ = true;
  const float speed = display_.y * kNudgeScreensPerSecond;
  pointer_.nudge(direction.x, direction.y, step, speed, {0, 0}, {display_.x - 1, display_.y - 1}, now);
  ui::redraw::request_until(now + 0.1);  // frames keep coming while the key is held
}

void TalkScreen::frame(double now, const ui::Fonts& fonts) {
  fonts_ = &fonts;
  now_ = now;
  display_ = ImGui::GetIO().DisplaySize;
  min_text_ = talk_type::min_size(display_);
  notices_.age(now);
  enter_pending(now);
  run_speaker_commands(now);
  if (left_) left_->tick(now);
  if (right_) right_->tick(now);

  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::ColorConvertU32ToFloat4(talk_palette::background));
  ui::begin_screen_window("Talk", ImGuiWindowFlags_NoScrollbar);
  // A talk in progress has every key (Space, the arrows, Enter, Esc): like a board, they are kept
  // from ImGui's navigation, whose focus frame stays hidden (ui/key_owner.hpp). The list of talks
  // is navigated like any screen.
  if (talk_) ui::focus::board_on_screen();
  handle_keys(now);
  if (talk_)
    draw_scene(now);
  else if (embedded_)
    draw_refusal();
  else
    draw_list(now);
  ImGui::End();
  ImGui::PopStyleColor();
  if (talk_) {
    if (const auto picked = overlays_.draw(*talk_, scene_, fonts, now)) enter_scene(*picked, now);
  }
  speaker_.draw(talk_ ? &*talk_ : nullptr, scene_, ImVec2(0, 0), display_, fonts, now);
  speaker_.announce(talk_ ? &*talk_ : nullptr, scene_, document_);
  if (talk_ && !overlays_.black()) draw_laser(now);  // black is black: no dot either
  announce();
  last_frame_ = now;
}

void TalkScreen::draw_list(double now) {
  const ui::Fonts& fonts = *fonts_;
  ImGui::PushFont(fonts.heading);
  ImGui::TextUnformatted("Talks");
  ImGui::PopFont();
  ImGui::SameLine(0, 30);
  if (ui::button("talk-back", "Back to play", true, "The play screen (Esc)")) request_.show = "play";
  ImGui::TextWrapped(
      "A talk retells a paper's argument with live boards and live numbers, full screen and driven by "
      "the keyboard: Space plays what a scene shows and moves on, the arrows step, N and P change "
      "scene, F is full screen, L the laser pointer (Tab sends it to the next thing worth pointing "
      "at, Shift+arrows move it), B blacks the screen, O shows every scene, G and a number go to one, "
      "? shows the keys, Esc leaves. Help (F1) on the play screen lists every key.");
  (void)draw_notices(notices_, now);  // errors only: no actions
  if (!error_.empty()) {
    ui::text_colored_wrapped(ui::palette().bad, error_.c_str());
    ui::automation::track("talk-error");
  }
  // The talk last left, where it was left: the Talk button always shows this list, and going back to
  // the talk is one button away.
  if (last_) {
    const std::string label = "Continue \"" + last_->talk.title + "\" at scene " + std::to_string(last_->scene + 1) +
                              " of " + std::to_string(last_->talk.scenes.size()) + "###talk-continue";
    ImGui::Spacing();
    if (ui::button("talk-continue", label.c_str(), true,
                   "Back to the talk you left, at the scene you left, full screen")) {
      platform::set_fullscreen(true);  // in answer to the click, as Start does
      ui::redraw::request_until(now + 1.0);
      continue_last();
    }
  }
  ImGui::Spacing();
  // The shipped talks are read and checked once, the first time the list shows (not every frame).
  if (!library_) library_ = read_shipped_talks();
  for (const ListedTalk& listed : *library_) {
    ImGui::Separator();
    if (!listed.talk) {
      ui::text_colored_wrapped(ui::palette().bad, (listed.name + ": " + listed.error).c_str());
      continue;
    }
    const Talk& talk = *listed.talk;
    ImGui::PushFont(fonts.bold);
    ImGui::TextWrapped("%s", talk.title.c_str());
    ImGui::PopFont();
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().text_dim), "%zu scenes. %s", talk.scenes.size(),
                       talk.source.c_str());
    const std::string label = "Start##" + talk.name;
    const std::string id = "talk-start-" + talk.name;
    if (ui::button(id.c_str(), label.c_str(), true, "Play this talk from its first scene, full screen")) {
      platform::set_fullscreen(true);  // in answer to the click, as the browser requires
      ui::redraw::request_until(now + 1.0);
      start(talk, 0, false);
    }
  }
  ImGui::Separator();
  ImGui::Spacing();
  ImGui::TextUnformatted("Your own talk: a JSON document (docs/APP.md, \"Talk mode\").");
  if (ui::button("talk-load-file", "Load a talk file...", true, "Choose a talk document (.json) to play")) {
    if (!platform::choose_text_file(".json,application/json")) {
      std::string error;
      if (const auto text = platform::read_text_file(file_path_, error))
        load_text(file_path_, *text);
      else
        error_ = error;
    }
  }
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 20);
  // Natively the file is named by its path (there is no file chooser); in the browser the chooser opens.
  ui::input_text("talk-path", "##talk-path", &file_path_, "path of a talk file (desktop)");
  // The talk being built in the app (app/talk_editor.hpp).
  if (ui::button("talk-your-talk", "Your talk", true, "Build your own talk from boards, setups and studies"))
    request_.show = "talk-editor";
}

void TalkScreen::draw_key_line(ImVec2 min, ImVec2 max, double now) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* font = fonts_->body ? fonts_->body : ImGui::GetFont();
  const float size = std::max(ImGui::GetFontSize(), min_text_);
  const float width = max.x - min.x;
  const std::string where =
      talk_->title + "   " + std::to_string(scene_ + 1) + " / " + std::to_string(talk_->scenes.size());
  static const std::string keys = ui::talk_keys::hint_line();
  const ImVec2 where_size = text_size(font, size, width, where);
  // The keys on the right of the same line when both fit; else on lines of their own under it
  // (a phone), never over the title.
  const float gap = size * 1.5f;
  const float keys_one_line = text_size(font, size, 0, keys).x;
  const bool beside = where_size.y <= size * 1.01f && where_size.x + gap + keys_one_line <= width;
  const ImVec2 keys_at = beside ? ImVec2(max.x - keys_one_line, min.y) : ImVec2(min.x, min.y + where_size.y);
  const ImVec2 keys_size = beside ? ImVec2(keys_one_line, size) : text_size(font, size, width, keys);
  dl->AddText(font, size, min, talk_palette::dim, where.c_str(), nullptr, width);
  dl->AddText(font, size, keys_at, talk_palette::dim, keys.c_str(), nullptr, beside ? 0.0f : width);
  ui::automation::text_block("where", min.x, min.y, where_size.x, where_size.y, size);
  ui::automation::text_block("keys", keys_at.x, keys_at.y, keys_size.x, keys_size.y, size);
  ImGui::SetCursorScreenPos(min);
  ImGui::Dummy(where_size);
  ui::automation::track("talk-where");
  ImGui::SetCursorScreenPos(ImVec2(min.x, std::max(min.y + where_size.y, keys_at.y + keys_size.y)));
  ImGui::Dummy(ImVec2(0, 0));
  // The screen reader's buttons lie over the keys they stand for (draw_layer_controls).
  draw_layer_controls(keys_at, ImVec2(keys_at.x + keys_size.x, keys_at.y + keys_size.y), now);
}

float TalkScreen::draw_caption(const std::string& caption, ImVec2 min, ImVec2 max) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* font = large_font(*fonts_);
  const float width = max.x - min.x;
  const float size = std::max(std::clamp(width * 0.024f, 18.0f, 34.0f), min_text_);
  const float pad = size * 0.6f;
  const ImVec2 extent = text_size(font, size, width - pad * 3, caption);
  const float band = extent.y + pad * 2;
  const ImVec2 top(min.x, max.y - band);
  dl->AddRectFilled(top, max, talk_palette::caption_band);
  dl->AddRectFilled(top, ImVec2(min.x + pad * 0.35f, max.y), ui::palette().board.accent);
  dl->AddText(font, size, ImVec2(min.x + pad * 1.5f, top.y + pad), talk_palette::text, caption.c_str(), nullptr,
              width - pad * 3);
  ui::automation::text_block("caption", min.x + pad * 1.5f, top.y + pad, extent.x, extent.y, size);
  caption_spot_ = PointerSpot{"caption", {min.x + pad * 0.9f, top.y + pad + size * 0.55f}};  // beside its first line
  ImGui::SetCursorScreenPos(top);
  ImGui::Dummy(ImVec2(width, band));
  ui::automation::track("talk-caption");
  return band;
}

void TalkScreen::draw_title_card(const TalkScene& scene, ImVec2 min, ImVec2 max) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* font = large_font(*fonts_);
  const float width = max.x - min.x;
  const float wrap = width * 0.84f;
  const float left = min.x + width * 0.1f;
  // The sizes the card's width asks for; when the card would run into the caption band, all of
  // them (and the room above the title) smaller together until it fits, none under the smallest.
  const float title_base = std::clamp(width * 0.05f, 28.0f, 72.0f);
  const float point_base = std::clamp(title_base * 0.46f, 17.0f, 32.0f);
  struct Sizes {
    float margin, title, subtitle, point;
  };
  const auto sizes_at = [&](float scale) {
    return Sizes{(max.y - min.y) * 0.12f * scale, std::max(min_text_, title_base * scale),
                 std::max(min_text_, title_base * 0.5f * scale), std::max(min_text_, point_base * scale)};
  };
  // Lays the card out, drawing it when `draw` (else only measuring); returns its bottom.
  const auto lay = [&](const Sizes& z, bool draw) {
    float y = min.y + z.margin;
    // Each line centred on its own (a wrapped subtitle too), broken where ImGui would wrap it.
    const auto centred = [&](const std::string& name, const std::string& text, float size, ImU32 colour) {
      const char* s = text.c_str();
      const char* const end = s + text.size();
      const float top = y;
      float x_min = max.x, x_max = min.x;
      while (s < end) {
        const char* eol = font->CalcWordWrapPositionA(size / font->FontSize, s, end, wrap);
        if (eol == s) ++eol;  // a word wider than the line: one character at least, as ImGui does
        const ImVec2 t = font->CalcTextSizeA(size, 1e9f, 0, s, eol);
        const float x = min.x + (width - t.x) * 0.5f;
        if (draw) {
          dl->AddText(font, size, ImVec2(x, y), colour, s, eol);
          if (y == top) add_spot(name, ImVec2(x - size * 0.45f, y + size * 0.55f));  // just before its first line
        }
        x_min = std::min(x_min, x);
        x_max = std::max(x_max, x + t.x);
        y += size;  // ImGui's line height at this size
        s = eol;
        while (s < end && (*s == ' ' || *s == '\t')) ++s;  // the blanks at the break
        if (s < end && *s == '\n') ++s;
      }
      if (draw) ui::automation::text_block(name, x_min, top, x_max - x_min, y - top, size);
      y += size * 0.5f;
    };
    centred("title", scene.title, z.title, ui::palette().board.accent);
    if (!scene.subtitle.empty()) centred("subtitle", scene.subtitle, z.subtitle, talk_palette::text);
    y += z.title * 0.3f;
    for (std::size_t i = 0; i < scene.points.size(); ++i) {
      const std::string& point = scene.points[i];
      const ImVec2 t = text_size(font, z.point, wrap - z.point, point);
      if (draw) {
        const std::string name = "point-" + std::to_string(i + 1);
        const ImVec2 bullet(left - z.point * 0.6f, y + z.point * 0.55f);
        dl->AddCircleFilled(bullet, z.point * 0.16f, ui::palette().board.accent);
        add_spot(name, bullet);  // on its bullet
        dl->AddText(font, z.point, ImVec2(left, y), talk_palette::text, point.c_str(), nullptr, wrap - z.point);
        ui::automation::text_block(name, left, y, t.x, t.y, z.point);
      }
      y += t.y + (i + 1 < scene.points.size() ? z.point * 0.6f : 0.0f);
    }
    return y;
  };
  float scale = 1;
  Sizes z = sizes_at(scale);
  while (lay(z, false) > max.y && scale > 0.2f) z = sizes_at(scale *= 0.93f);
  lay(z, true);
}

void TalkScreen::draw_boards(const TalkScene& scene, ImVec2 min, ImVec2 max, double now) {
  ImFont* font = large_font(*fonts_);
  const float line = std::max(std::clamp((max.x - min.x) * 0.018f, 16.0f, 28.0f), min_text_);
  const auto status_line = [&](const std::string& spot, const TalkBoard& board, ImVec2 at, float width,
                               const std::string& label) {
    std::string text = label;
    const std::string verdict = board.verdict_text();
    const std::string moves = board.solution_text();
    if (!verdict.empty()) text += (text.empty() ? "" : ": ") + verdict;
    if (!moves.empty()) text += (text.empty() ? "" : ". ") + moves;
    if (text.empty()) return 0.0f;
    ImGui::GetWindowDrawList()->AddText(font, line, at, talk_palette::text, text.c_str(), nullptr, width);
    add_text_spot(spot, at, line, width, text);
    const ImVec2 extent = text_size(font, line, width, text);
    ui::automation::text_block(spot, at.x, at.y, extent.x, extent.y, line);
    return extent.y + line * 0.4f;
  };
  if (scene.kind != SceneKind::side_by_side) {
    float top = min.y;
    if (scene.kind == SceneKind::solution) top += status_line("verdict", *left_, min, max.x - min.x, "");
    ImGui::SetCursorScreenPos(ImVec2(min.x, top));
    ImGui::BeginChild("talk-board", ImVec2(max.x - min.x, max.y - top), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoBackground);
    const ImVec2 middle = left_->draw(ImVec2(min.x, top), max, now, *fonts_, min_text_);
    ImGui::EndChild();
    ui::automation::track("talk-board");
    add_spot("board", middle);
    return;
  }
  // Side by side: the two boards across the top, the tally under them once dealing starts.
  float boards_bottom = max.y;
  if (run_) boards_bottom = min.y + (max.y - min.y) * 0.6f;
  const float gap = 24;
  const float half = (max.x - min.x - gap) * 0.5f;
  int index = 0;
  for (TalkBoard* board : {left_.get(), right_.get()}) {
    const Challenge& c = index == 0 ? scene.challenge : scene.right;
    const ImVec2 bmin(min.x + index * (half + gap), min.y);
    const std::string label = c.setup + ", seed " + std::to_string(c.seed.value_or(0));
    const std::string side = index == 0 ? "left" : "right";
    const float used = status_line(side + "-verdict", *board, bmin, half, label);
    const std::string id = "talk-" + side;
    ImGui::SetCursorScreenPos(ImVec2(bmin.x, bmin.y + used));
    ImGui::BeginChild(id.c_str(), ImVec2(half, boards_bottom - bmin.y - used), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoBackground);
    const ImVec2 middle =
        board->draw(ImVec2(bmin.x, bmin.y + used), ImVec2(bmin.x + half, boards_bottom), now, *fonts_, min_text_);
    ImGui::EndChild();
    ui::automation::track(id);
    add_spot(side, middle);
    ++index;
  }
  if (run_) draw_plot(scene, ImVec2(min.x, boards_bottom + 8), max);
}

void TalkScreen::draw_plot(const TalkScene& scene, ImVec2 min, ImVec2 max) {
  namespace plot = ui::plot;
  const lab::ExperimentSpec& spec = run_->spec();
  const nlohmann::json& doc = run_->document();
  ImFont* font = large_font(*fonts_);
  const float line = std::max(std::clamp((max.x - min.x) * 0.018f, 16.0f, 28.0f), min_text_);
  // The run's progress and, per setup, its solvable share so far: the live numbers in words.
  std::string progress;
  const std::uint64_t per_setup = spec.trials * spec.per_trial;
  const std::uint64_t done = run_->chunks_done() * spec.per_trial / std::max<std::size_t>(1, spec.setups.size());
  if (run_->state() == LabRun::State::failed)
    progress = "The run failed: " + run_->error();
  else
    progress = std::to_string(std::min(done, per_setup)) + " of " + std::to_string(per_setup) +
               " challenges per setup" + (run_->running() ? "..." : ".");
  for (const std::string& setup : spec.setups) {
    if (!doc.is_object() || !doc.contains("setups") || !doc["setups"].contains(setup)) continue;
    const nlohmann::json& s = doc["setups"][setup];
    char share[64];
    std::snprintf(share, sizeof share, "%.1f%%", s.value("solvable", 0.0) * 100);
    progress += "  " + setup + ": " + share + " solvable.";
  }
  ImGui::GetWindowDrawList()->AddText(font, line, min, talk_palette::text, progress.c_str(), nullptr, max.x - min.x);
  add_text_spot("progress", min, line, max.x - min.x, progress);
  const ImVec2 extent = text_size(font, line, max.x - min.x, progress);
  ui::automation::text_block("progress", min.x, min.y, extent.x, extent.y, line);
  ImGui::SetCursorScreenPos(min);
  ImGui::Dummy(ImVec2(max.x - min.x, extent.y));
  ui::automation::track("talk-progress");
  const float top = ImGui::GetCursorScreenPos().y + 4;
  const ImVec2 size(max.x - min.x, std::max(80.0f, max.y - top));
  ImGui::SetCursorScreenPos(ImVec2(min.x, top));
  // The plot's lettering follows the font in use: the heading font, for a room to read.
  ImGui::PushFont(fonts_->heading);
  const TalkPlot kind = scene.kind == SceneKind::lab ? scene.plot : TalkPlot::bars;
  // The keys' laser points at the plot as the mouse would: the element under it is shaded and its
  // values shown beside it.
  const std::optional<PointerXY> keys_at =
      laser_ && pointer_.source() == LaserPointer::Source::keys ? pointer_.position(now_) : std::nullopt;
  const ImVec2 pointed = keys_at ? ImVec2(keys_at->x, keys_at->y) : ImVec2();
  plot::point_with(keys_at ? &pointed : nullptr);
  plot::Hit hit;
  switch (kind) {
    case TalkPlot::box: hit = plot::box_plot("talk-plot", experiment_plots::solvability_boxes(doc, spec), size); break;
    case TalkPlot::bars: hit = plot::bar_plot("talk-plot", experiment_plots::solvable_bars(doc, spec), size); break;
    case TalkPlot::lengths:
      hit = plot::histogram("talk-plot", experiment_plots::length_histograms(doc, spec), size);
      break;
  }
  plot::point_with(nullptr);  // the mouse again for every other plot
  ImGui::PopFont();
  ui::automation::track("talk-plot");
  if (hit.hovered())
    plot_hit_ = std::make_pair(hit.series, hit.item);
  else
    plot_hit_.reset();
  std::vector<PlotMark> marks;
  for (const plot::Mark& m : plot::last_marks()) marks.push_back({{m.at.x, m.at.y}, m.series, m.item});
  for (PointerSpot& s : plot_spots(marks)) frame_spots_.push_back(std::move(s));
}

void TalkScreen::add_spot(std::string name, ImVec2 at) {
  at.x = std::clamp(at.x, 0.0f, std::max(0.0f, display_.x - 1));
  at.y = std::clamp(at.y, 0.0f, std::max(0.0f, display_.y - 1));
  frame_spots_.push_back({std::move(name), {at.x, at.y}});
}

void TalkScreen::add_text_spot(std::string name, ImVec2 at, float size, float wrap, const std::string& text) {
  // The end of the first line: the text measured up to where it wraps.
  ImFont* font = large_font(*fonts_);
  const char* end = font->CalcWordWrapPositionA(size / font->FontSize, text.c_str(), text.c_str() + text.size(), wrap);
  const float first = font->CalcTextSizeA(size, 1e9f, 0, text.c_str(), end).x;
  add_spot(std::move(name), ImVec2(at.x + first + size * 0.7f, at.y + size * 0.55f));
}

void TalkScreen::draw_scene(double now) {
  frame_spots_.clear();
  caption_spot_.reset();
  draw_scene_parts(now);
  if (caption_spot_) frame_spots_.push_back(*caption_spot_);
  pointer_.set_spots(std::move(frame_spots_));
  frame_spots_.clear();
}

void TalkScreen::draw_scene_parts(double now) {
  const TalkScene& scene = talk_->scenes[scene_];
  const ImVec2 window = ImGui::GetWindowPos();
  const ImVec2 region_min = ImGui::GetWindowContentRegionMin(), region_max = ImGui::GetWindowContentRegionMax();
  const ImVec2 min(window.x + region_min.x, window.y + region_min.y);
  const ImVec2 max(window.x + region_max.x, window.y + region_max.y);
  // A thin line on top: where we are, and the keys (embedded: none, the host's deck says where it is).
  if (!embedded_) draw_key_line(min, max, now);
  (void)draw_notices(notices_, now);  // errors only: no actions
  const float top = ImGui::GetCursorScreenPos().y + 6;
  const float caption = draw_caption(scene.caption, ImVec2(min.x, top), max);
  const ImVec2 area_min(min.x, top);
  const ImVec2 area_max(max.x, max.y - caption - 10);
  if (area_max.y - area_min.y < 60) return;
  switch (scene.kind) {
    case SceneKind::title: draw_title_card(scene, area_min, area_max); break;
    case SceneKind::setup:
    case SceneKind::board:
    case SceneKind::solution:
    case SceneKind::side_by_side: draw_boards(scene, area_min, area_max, now); break;
    case SceneKind::lab:
      if (run_) draw_plot(scene, area_min, area_max);
      break;
  }
}

void TalkScreen::draw_layer_controls(ImVec2 min, ImVec2 max, double now) {
  const ImVec2 cursor = ImGui::GetCursorScreenPos();
  const float width = (max.x - min.x) / static_cast<float>(std::size(kLayerControls));
  for (std::size_t i = 0; i < std::size(kLayerControls); ++i) {
    const LayerControl& c = kLayerControls[i];
    ImGui::SetCursorScreenPos(ImVec2(min.x + width * static_cast<float>(i), min.y));
    if (ui::layer_control(c.id, c.label, ImVec2(width, max.y - min.y))) {
      layer_commands_.push_back(c.command);
      ui::redraw::request_until(now + 0.1);  // the next frame runs it
    }
  }
  ImGui::SetCursorScreenPos(cursor);
}

void TalkScreen::announce() {
  TalkMoment moment;
  if (talk_) {
    const TalkScene& scene = talk_->scenes[scene_];
    moment.talk = talk_->title;
    moment.scene = scene_;
    moment.scenes = talk_->scenes.size();
    moment.kind = scene_kind_name(scene.kind);
    if (scene.kind == SceneKind::title) moment.title = scene.title;
    moment.caption = scene.caption;
    if (left_) {
      moment.step = left_->step_text();  // side by side, both boards step together
      moment.playing = left_->playing() || (right_ && right_->playing());
    }
    if (scene.kind == SceneKind::side_by_side) {
      int index = 0;
      for (const TalkBoard* board : {left_.get(), right_.get()}) {
        const Challenge& c = index == 0 ? scene.challenge : scene.right;
        if (board && board->verdict_known())
          moment.verdicts.push_back(std::string(index == 0 ? "Left, " : "Right, ") + c.setup + ", seed " +
                                    std::to_string(c.seed.value_or(0)) + ": " + board->verdict_text());
        ++index;
      }
    } else if (left_ && left_->verdict_known()) {
      moment.verdicts.push_back(left_->verdict_text());
    }
  }
  announcer_.follow(moment);
  const std::string text = announcer_.take();
  if (!text.empty()) platform::announce(text, false);
}

double TalkScreen::platform_now() { return platform::now_seconds(); }

void TalkScreen::draw_refusal() {
  ImGui::Spacing();
  ui::text_colored_wrapped(ui::palette().bad, error_.empty() ? "No talk is open." : error_.c_str());
  ui::automation::track("talk-error");
}

void TalkScreen::draw_laser(double now) {
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 mouse = io.MousePos;
  pointer_.mouse(ImGui::IsMousePosValid(&mouse) ? std::optional<PointerXY>(PointerXY{mouse.x, mouse.y}) : std::nullopt,
                 now);
  pointer_.tick(now);
  if (!laser_) return;
  // The laser replaces the mouse cursor: a room sees the red dot, not a small arrow.
  ImGui::SetMouseCursor(ImGuiMouseCursor_None);
  const std::optional<PointerXY> at = pointer_.position(now);
  if (!at) return;
  const float fade = pointer_.opacity(now);
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const auto& trail = pointer_.trail();
  for (std::size_t i = 1; i < trail.size(); ++i) {
    const float age = static_cast<float>((now - trail[i].second) / LaserPointer::kTrailSeconds);
    const int alpha = static_cast<int>(150 * (1 - age) * fade);
    dl->AddLine(ImVec2(trail[i - 1].first.x, trail[i - 1].first.y), ImVec2(trail[i].first.x, trail[i].first.y),
                IM_COL32(255, 40, 40, std::max(0, alpha)), 5 * (1 - age) + 1);
  }
  const auto alpha = [fade](int a) { return static_cast<int>(a * fade); };
  const ImVec2 dot(at->x, at->y);
  dl->AddCircleFilled(dot, 22, IM_COL32(255, 30, 30, alpha(40)), 32);
  dl->AddCircleFilled(dot, 13, IM_COL32(255, 40, 40, alpha(90)), 24);
  dl->AddCircleFilled(dot, 7, IM_COL32(255, 70, 60, alpha(255)), 20);
  dl->AddCircleFilled(dot, 3, IM_COL32(255, 230, 220, alpha(255)), 12);
  // The glide, the trail and the fade-out go on by the clock alone.
  const double busy = pointer_.busy_until();
  if (busy > now) ui::redraw::request_until(std::min(now + 0.1, busy + 0.05));
}

nlohmann::json TalkScreen::automation() const {
  nlohmann::json talks = nlohmann::json::array();
  for (const ShippedTalk& t : shipped_talks()) talks.push_back(t.name);
  nlohmann::json state = {{"open", talk_.has_value()},
                          {"talks", talks},
                          {"error", error_},
                          {"fullscreen", platform::is_fullscreen()},
                          {"laser", laser_}};
  state["speaker"] = speaker_.automation();
  state.update(overlays_.automation());
  if (!talk_) return {{"talk", state}};
  state["texts"] = ui::automation::text_blocks();
  const TalkScene& scene = talk_->scenes[scene_];
  state["name"] = talk_->name;
  state["title"] = talk_->title;
  state["from_file"] = from_file_;
  state["scene"] = scene_ + 1;
  state["scenes"] = talk_->scenes.size();
  state["kind"] = scene_kind_name(scene.kind);
  state["caption"] = scene.caption;
  if (left_) state[scene.kind == SceneKind::side_by_side ? "left" : "board"] = left_->automation();
  if (right_) state["right"] = right_->automation();
  if (run_) state["run"] = run_->automation();
  // The laser: where it is and who moved it, the spots Tab goes through, and what of a plot it is on.
  const std::optional<PointerXY> at = laser_ && !overlays_.black() ? pointer_.position(now_) : std::nullopt;
  const char* source = pointer_.source() == LaserPointer::Source::keys    ? "keys"
                       : pointer_.source() == LaserPointer::Source::mouse ? "mouse"
                                                                          : "none";
  state["pointer"] = {{"visible", at.has_value()},
                      {"x", at ? nlohmann::json(at->x) : nlohmann::json(nullptr)},
                      {"y", at ? nlohmann::json(at->y) : nlohmann::json(nullptr)},
                      {"source", source},
                      {"spot", pointer_.spot().empty() ? nlohmann::json(nullptr) : nlohmann::json(pointer_.spot())}};
  nlohmann::json spots = nlohmann::json::array();
  for (const PointerSpot& s : pointer_.spots()) spots.push_back({{"name", s.name}, {"x", s.at.x}, {"y", s.at.y}});
  state["spots"] = spots;
  state["plot_hit"] =
      plot_hit_ ? nlohmann::json({{"series", plot_hit_->first}, {"item", plot_hit_->second}}) : nlohmann::json(nullptr);
  return {{"talk", state}};
}

void TalkScreen::run_speaker_commands(double now) {
  using Command = ui::talk_keys::Command;
  for (const SpeakerMessage& message : speaker_.take_commands()) {
    if (!talk_) return;
    switch (message.command) {
      case SpeakerCommand::next_beat: run_command(Command::next_beat, now); break;
      case SpeakerCommand::step: run_command(Command::step, now); break;
      case SpeakerCommand::step_back: run_command(Command::step_back, now); break;
      case SpeakerCommand::next_scene: run_command(Command::next_scene, now); break;
      case SpeakerCommand::previous_scene: run_command(Command::previous_scene, now); break;
      case SpeakerCommand::go_to:
        if (message.scene < talk_->scenes.size()) enter_scene(message.scene, now);
        break;
      case SpeakerCommand::reset_clock: break;  // the speaker host's own
    }
  }
}

}  // namespace puzzlelab
