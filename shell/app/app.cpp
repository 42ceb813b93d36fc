#include "app/app.hpp"

#include <imgui.h>

#include "app/play_screen.hpp"
#include "app/sounds.hpp"
#include "games/game_view.hpp"
#include "lab/lab_link.hpp"
#include "middle/talk_doc_link.hpp"
#include "middle/talk_link.hpp"
#include "platform/code_part.hpp"
#include "platform/embed_host.hpp"
#include "platform/page_keys.hpp"
#include "platform/platform.hpp"
#include "platform/speaker_channel.hpp"
#include "ui/automation.hpp"
#include "ui/keyboard_focus.hpp"
#include "ui/palette.hpp"
#include "ui/redraw.hpp"
#include "ui/sound_device.hpp"
#include "ui/widgets.hpp"
#include "worker/json_text.hpp"

namespace puzzlelab {

App::App(std::unique_ptr<WorkerClient> worker)
    : requests_(std::move(worker)),
      engine_(requests_),
      controller_(engine_, [](std::string_view game) { return has_view(game); }) {
  auto editor = std::make_unique<EditorScreen>(controller_, engine_, request_);
  screens_.push_back(std::make_unique<PlayScreen>(controller_, engine_, *editor, request_));
  screens_.push_back(std::move(editor));
  auto talk = std::make_unique<TalkScreen>(engine_, requests_, request_);
  talk_ = talk.get();
  screens_.push_back(std::move(talk));
  auto talk_editor = std::make_unique<TalkEditorScreen>(*talk_, request_);
  talk_editor_ = talk_editor.get();
  screens_.push_back(std::move(talk_editor));
  auto loading = std::make_unique<PartLoadingScreen>(request_);
  loading->waiting_for("the Lab");
  loading_ = loading.get();
  screens_.push_back(std::move(loading));
  screen_ = screens_.front().get();
}

App::~App() = default;

void App::start() {
  platform_link_ = platform::current_link();
  // A speaker window shows the speaker view alone: it neither reads nor writes the stored game.
  if (platform::speaker::is_speaker_window()) {
    auto speaker = std::make_unique<SpeakerScreen>();
    speaker_ = speaker.get();
    speaker_->open_link(platform_link_);
    screens_.push_back(std::move(speaker));
    show(speaker_);
    return;
  }
  // A Lab link opens the Lab, a talk link talk mode (the play screen keeps the stored game); any
  // other is the play screen's.
  const bool lab_link = lab::is_lab_link(platform_link_);
  const bool talk_link = is_talk_link(platform_link_) || is_talk_doc_link(platform_link_);
  controller_.start(platform::load_state(), lab_link || talk_link ? std::string() : platform_link_);
  for (const std::string& problem : talk_editor_->restore()) controller_.notices().error(problem);
  if (lab_link) open_lab(&platform_link_);
  if (talk_link) {
    talk_->open_link(platform_link_);
    show(talk_);
  }
  if (platform::embed_host::embedded()) {
    for (const auto& screen : screens_) screen->set_embedded(true);
    embed_ = std::make_unique<EmbedBridge>(*talk_, controller_);
  }
  sync_platform();
}

void App::show(Screen* screen) {
  // A talk is on its screen or not at all: leaving it any way (a link, the browser's Back) leaves
  // the talk, which the list of talks then offers to continue.
  if (screen_ == talk_ && screen != talk_) talk_->set_aside();
  if (screen != loading_) pending_lab_.reset();  // the player went elsewhere while the Lab loaded
  screen_ = screen;
}

void App::open_lab(const std::string* link) {
  pending_lab_ = link != nullptr ? *link : std::string();
  if (platform::code_part::ready()) {
    open_pending_lab();
    return;
  }
  platform::code_part::request();
  show(loading_);
}

void App::open_pending_lab() {
  const std::string link = std::move(*pending_lab_);
  pending_lab_.reset();
  if (!link.empty() && link != lab().link()) lab().open_link(link);
  show(&lab());
}

LabScreen& App::lab() {
  if (lab_ == nullptr) {
    auto lab = std::make_unique<LabScreen>(controller_, requests_, request_);
    lab_ = lab.get();
    screens_.push_back(std::move(lab));
  }
  return *lab_;
}

// The address bar shows the link of what is on screen: the Lab's experiment, the talk's scene,
// else the game.
void App::sync_platform() {
  if (screen_ == speaker_) return;  // a speaker window keeps the address it was opened at
  controller_.take_link_update();
  const std::string talk_link = screen_ == talk_ ? talk_->link() : std::string();
  // While the Lab loads, the address stays the Lab link it was opened at.
  const bool lab_link_waits = screen_ == loading_ && pending_lab_ && !pending_lab_->empty();
  const std::string& wanted = screen_ == lab_      ? lab_->link()
                              : lab_link_waits     ? *pending_lab_
                              : !talk_link.empty() ? talk_link
                                                   : controller_.link();
  if (wanted != platform_link_) {
    platform::set_link(wanted);
    platform_link_ = wanted;
  }
  if (auto document = controller_.take_document()) controller_.report_saved(platform::save_state(*document));
}

// A link the user navigated to: a Lab link opens the Lab on it, any other opens on the play screen.
// True when there was one.
bool App::follow_link_change() {
  const auto hash = platform::take_link_change();
  if (!hash || hash->empty()) return false;
  platform_link_ = *hash;
  if (lab::is_lab_link(*hash)) {
    open_lab(&*hash);
    return true;
  }
  if (is_talk_link(*hash) || is_talk_doc_link(*hash)) {
    if (*hash != talk_->link()) talk_->open_link(*hash);
    show(talk_);
    return true;
  }
  if (*hash != controller_.link()) controller_.open_link(*hash);
  if (screen_ == lab_ || screen_ == loading_ || screen_ == talk_ || screen_ == talk_editor_)
    show(screens_.front().get());
  return true;
}

bool App::tick() {
  // Answers draw through request_for_answer: a study's stream of reports is paced (ui/redraw.hpp).
  const bool answered = requests_.pump();
  if (answered) ui::redraw::request_for_answer();
  bool changed = false;
  if (pending_lab_ && platform::code_part::ready()) {
    open_pending_lab();
    changed = true;
  }
  if (lab_ != nullptr && lab_->tick())
    changed = true;  // a series goes on to its next size, whichever screen is on show
  if (speaker_ != nullptr) return speaker_->tick() || changed;  // a speaker window follows no links
  if (follow_link_change()) changed = true;
  // The paired speaker view's messages: never a reason to change screen.
  if (talk_->tick_speaker(screen_ == talk_)) changed = true;
  // A file chosen for the talk editor's import is its own; any other is a talk to play.
  if (screen_ == talk_editor_ && talk_editor_->importing()) {
    if (talk_editor_->tick()) changed = true;
  } else if (talk_->tick()) {
    show(talk_);
    changed = true;
  }
  if (embed_ && embed_->tick(screen_ == talk_)) changed = true;
  if (changed || answered) sync_platform();
  return changed;
}

void App::frame(double now) {
  ui::automation::begin_frame();
  // A phone's controls are finger-sized on every screen and in every dialog.
  const bool touch_sized = ui::narrow_screen();
  if (touch_sized) ui::push_touch_style();
  // Another screen: what the live regions said of the last one (a hint, "Solved in 14 moves!") is
  // emptied before the new screen says anything.
  if (screen_ != spoken_screen_) {
    platform::clear_announcements();
    spoken_screen_ = screen_;
  }
  screen_->frame(now, fonts_);
  if (touch_sized) ui::pop_touch_style();
  play_sounds();
  if (request_.add_to_talk) {
    const auto [added, notice] = talk_editor_->add(std::move(*request_.add_to_talk));
    request_.add_to_talk.reset();
    if (added)
      controller_.notices().info(notice);
    else
      controller_.notices().error(notice);
  }
  if (!request_.show.empty()) {
    if (request_.show == "lab")
      open_lab(nullptr);
    else
      for (const auto& screen : screens_)
        if (request_.show == screen->name()) show(screen.get());
    request_.show.clear();
  }

  sync_platform();
  if (embed_) embed_->after_frame(screen_ == talk_);
  platform::hold_talk_keys(screen_ == talk_ && talk_->presenting());  // F5 starts a talk, not a reload
  // The page's layer of buttons follows the controls drawn, whenever they change (platform.hpp).
  const std::string controls = json_text(ui::automation::controls_json());
  if (controls != last_controls_) {
    platform::sync_accessible_controls(controls);
    last_controls_ = controls;
  }
  const std::string state = automation_json();
  if (state != last_published_) {
    platform::publish_automation(state);
    last_published_ = state;
  }
}

// The position's changes since the last frame, heard when sound is on (middle/sound_synth.hpp).
void App::play_sounds() {
  ui::sound::configure(controller_.settings().sound, controller_.settings().volume);
  for (const SoundCue cue : controller_.take_cues()) play_sound(cue);
}

std::string App::automation_json() const {
  nlohmann::json state = screen_->automation();
  state["screen"] = screen_->name();
  state["link"] = controller_.link();
  state["embedded"] = embed_ != nullptr;
  state["notices"] = controller_.notices().automation();
  state["widgets"] = ui::automation::widgets();
  state["tables"] = ui::automation::tables();
  state["text_input"] = ImGui::GetIO().WantTextInput;
  // Who has the keys (decided after the last frame) and the widget under the focus frame.
  const ui::KeyOwner owner = ui::focus::owner();
  state["keyboard"] = owner == ui::KeyOwner::board ? "board" : owner == ui::KeyOwner::controls ? "controls" : "text";
  state["focus"] =
      ui::automation::focused().empty() ? nlohmann::json(nullptr) : nlohmann::json(ui::automation::focused());
  state["settings"] = controller_.settings().to_json();
  state["stats"] = controller_.stats().to_json(controller_.now());
  state["frames_drawn"] = ui::redraw::frames_drawn();
  state["frames_shown"] = ui::redraw::frames_shown();
  state["theme"] = ui::palette().theme == ui::Theme::light ? "light" : "dark";
  state["sound"] = ui::sound::automation();
  return json_text(state);
}

}  // namespace puzzlelab
