#include "app/talk_screen.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <utility>

#include <SDL.h>
#include <imgui.h>

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
#include "ui/redraw.hpp"
#include "ui/talk_keys.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

// Shift+arrows move the laser across half the screen's height a second: quick enough to cross a
// board, slow enough to stop on a piece.
constexpr float kNudgeScreensPerSecond = 0.5f;

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

}  // namespace

TalkScreen::TalkScreen(EngineClient& engine, Requests& requests, ScreenRequest& request)
    : engine_(engine),
      requests_(requests),
      request_(request),
      stage_(engine, requests, notices_),
      exporter_(engine, requests) {}

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

void TalkScreen::leave_scene() { stage_.leave(); }

void TalkScreen::enter_scene(std::size_t scene, double now) {
  if (!talk_) return;
  scene_ = std::min(scene, talk_->scenes.size() - 1);
  pending_enter_ = false;
  pointer_.new_scene();  // the keys' pointer leaves with the scene; Tab finds the new scene's spots
  stage_.enter(talk_->scenes[scene_]);
  if (start_step_ && start_step_->scene != scene_) start_step_.reset();
  if (start_step_) {
    if (TalkBoard* left = stage_.left()) left->go_to_step(start_step_->step, now);
    if (TalkBoard* right = stage_.right()) right->go_to_step(start_step_->step, now);
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
  if (TalkBoard* left = stage_.left()) left->go_to_step(step, now);
  if (TalkBoard* right = stage_.right()) right->go_to_step(step, now);
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
  if (pending_enter_ || (!stage_.left() && !stage_.right())) {
    // Not entered yet, or a scene without boards: a setup, solution or pair of setups has steps.
    const SceneKind kind = talk_->scenes[scene_].kind;
    const bool stepped = kind == SceneKind::setup || kind == SceneKind::solution || kind == SceneKind::side_by_side;
    facts.has_steps = stepped ? embed::FrameFacts::Steps::unknown : embed::FrameFacts::Steps::none;
    return facts;
  }
  const SceneKind kind = talk_->scenes[scene_].kind;
  if (kind == SceneKind::board) return facts;
  facts.has_steps = embed::FrameFacts::Steps::known;
  for (const TalkBoard* board : {stage_.left(), stage_.right()}) {
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
  const bool stay = stage_.next_beat(talk_->scenes[scene_], now, single);
  if (!stay && scene_ + 1 < talk_->scenes.size()) enter_scene(scene_ + 1, now);
}

void TalkScreen::back_beat(double now) {
  if (!talk_) return;
  const bool stayed = stage_.back_beat(now);
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
  // The Export menu, while open, has every key.
  if (export_menu_.is_open()) {
    if (const auto kind = export_menu_.route(presses)) exporter_.start(*talk_, *kind, scene_);
    return;
  }
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
    case Command::export_menu: export_menu_.open(); break;
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
  exporter_.frame(now, fonts);  // first: Esc stops an export before the talk sees it
  run_speaker_commands(now);
  stage_.tick(now);

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
  if (talk_) {
    if (const auto kind = export_menu_.draw(fonts)) exporter_.start(*talk_, *kind, scene_);
  } else {
    export_menu_.close();
  }
  exporter_.draw_progress(now, fonts);
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
      "? shows the keys, E exports the slides and notes (PDF) or scenes (WebM), Esc leaves. Help (F1) on the "
      "play screen lists every key.");
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

void TalkScreen::draw_scene(double now) {
  const TalkScene& scene = talk_->scenes[scene_];
  const ImVec2 window = ImGui::GetWindowPos();
  const ImVec2 region_min = ImGui::GetWindowContentRegionMin(), region_max = ImGui::GetWindowContentRegionMax();
  const ImVec2 min(window.x + region_min.x, window.y + region_min.y);
  const ImVec2 max(window.x + region_max.x, window.y + region_max.y);
  // A thin line on top: where we are, and the keys (embedded: none, the host's deck says where it is).
  if (!embedded_) draw_key_line(min, max, now);
  (void)draw_notices(notices_, now);  // errors only: no actions
  TalkStage::Frame frame;
  frame.fonts = fonts_;
  frame.min_text = min_text_;
  frame.display = display_;
  // The keys' laser points at a plot as the mouse would (TalkStage::Frame::pointed).
  if (laser_ && pointer_.source() == LaserPointer::Source::keys)
    if (const std::optional<PointerXY> at = pointer_.position(now_)) frame.pointed = ImVec2(at->x, at->y);
  stage_.draw(scene, min, max, ImGui::GetCursorScreenPos().y + 6, now, frame);
  pointer_.set_spots(stage_.take_spots());
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
    const TalkBoard* left = stage_.left();
    const TalkBoard* right = stage_.right();
    if (left) {
      moment.step = left->step_text();  // side by side, both boards step together
      moment.playing = left->playing() || (right && right->playing());
    }
    if (scene.kind == SceneKind::side_by_side) {
      int index = 0;
      for (const TalkBoard* board : {left, right}) {
        const Challenge& c = index == 0 ? scene.challenge : scene.right;
        if (board && board->verdict_known())
          moment.verdicts.push_back(std::string(index == 0 ? "Left, " : "Right, ") + c.setup + ", seed " +
                                    std::to_string(c.seed.value_or(0)) + ": " + board->verdict_text());
        ++index;
      }
    } else if (left && left->verdict_known()) {
      moment.verdicts.push_back(left->verdict_text());
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
  state["export"] = exporter_.automation();
  state["export_menu"] = export_menu_.automation();
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
  if (stage_.left()) state[scene.kind == SceneKind::side_by_side ? "left" : "board"] = stage_.left()->automation();
  if (stage_.right()) state["right"] = stage_.right()->automation();
  if (stage_.run()) state["run"] = stage_.run()->automation();
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
  state["plot_hit"] = stage_.plot_hit()
                          ? nlohmann::json({{"series", stage_.plot_hit()->first}, {"item", stage_.plot_hit()->second}})
                          : nlohmann::json(nullptr);
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
