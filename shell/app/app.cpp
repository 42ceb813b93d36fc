#include "app/app.hpp"

#include <algorithm>

#include <imgui.h>

#include "app/play_screen.hpp"
#include "app/sounds.hpp"
#include "game/game.hpp"
#include "games/game_view.hpp"
#include "lab/lab_link.hpp"
#include "middle/talk_doc_link.hpp"
#include "middle/talk_link.hpp"
#include "platform/code_part.hpp"
#include "platform/embed_host.hpp"
#include "platform/page_keys.hpp"
#include "platform/platform.hpp"
#include "platform/records_store.hpp"
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
  controller_.code_wait().set_ready([](std::string_view game) { return platform::code_part::ready(game); });
  auto editor = std::make_unique<EditorScreen>(controller_, engine_, request_);
  editor_ = editor.get();
  screens_.push_back(std::make_unique<PlayScreen>(controller_, engine_, *editor, request_));
  screens_.push_back(std::move(editor));
  auto loading = std::make_unique<PartLoadingScreen>(request_);
  loading_ = loading.get();
  screens_.push_back(std::move(loading));
  screen_ = screens_.front().get();
}

App::~App() = default;

void App::start() {
  platform_link_ = platform::current_link();
  // A speaker window shows the speaker view alone: it neither reads nor writes the stored game.
  if (platform::speaker::is_speaker_window()) {
    speaker_window_ = true;
    loading_->offer_back(false);
    when_part_ready("the speaker view", platform_link_, &App::open_speaker_view);
    return;
  }
  // A Lab link opens the Lab, a talk link talk mode (the play screen keeps the stored game); any
  // other is the play screen's.
  const bool lab_link = lab::is_lab_link(platform_link_);
  const bool talk_link = is_talk_link(platform_link_) || is_talk_doc_link(platform_link_);
  controller_.load_records(platform::load_play_records());
  controller_.start(platform::load_state(), lab_link || talk_link ? std::string() : platform_link_);
  if (platform::embed_host::embedded()) {
    for (const auto& screen : screens_) screen->set_embedded(true);
    // The host hears "ready" once talk mode's code is there to carry out its commands; they wait
    // in the page's queue until then.
    platform::code_part::request();
  }
  if (lab_link) open_lab(&platform_link_);
  if (talk_link) open_talk(&platform_link_);
  sync_platform();
}

void App::show(Screen* screen) {
  // A talk is on its screen or not at all: leaving it any way (a link, the browser's Back) leaves
  // the talk, which the list of talks then offers to continue.
  if (talk_ != nullptr && screen_ == talk_ && screen != talk_) talk_->set_aside();
  if (screen != loading_) {  // the player went elsewhere while the part loaded
    waiting_.reset();
    controller_.code_wait().cancel();
    games_asked_.clear();
  }
  screen_ = screen;
}

void App::when_part_ready(std::string what, std::string link, Opener open) {
  if (platform::code_part::ready()) {
    (this->*open)(link);
    return;
  }
  platform::code_part::request();
  loading_->waiting_for(std::move(what), {std::string(platform::code_part::kDeferred)});
  loading_->offer_back(!speaker_window_);
  show(loading_);
  waiting_ = Waiting{std::move(link), open};
}

void App::open_lab(const std::string* link) {
  when_part_ready("the Lab", link ? *link : std::string(), &App::show_lab);
}

void App::open_talk(const std::string* link) {
  when_part_ready("talk mode", link ? *link : std::string(), &App::show_talk);
}

void App::show_lab(const std::string& link) {
  if (!link.empty() && link != lab().link()) lab().open_link(link);
  show(&lab());
}

void App::show_talk(const std::string& link) {
  if (!link.empty() && link != talk().link()) talk().open_link(link);
  show(&talk());
}

void App::show_talk_editor(const std::string& /*link*/) { show(&talk_editor()); }

void App::show_editor(const std::string& /*link*/) {
  if (editor_->open_wanted(now_))
    show(editor_);
  else if (screen_ == loading_)
    show(screens_.front().get());  // the level cannot be edited: a notice says why
}

void App::open_speaker_view(const std::string& link) {
  auto speaker = std::make_unique<SpeakerScreen>();
  speaker_ = speaker.get();
  speaker_->open_link(link);
  screens_.push_back(std::move(speaker));
  show(speaker_);
}

LabScreen& App::lab() {
  if (lab_ == nullptr) {
    auto lab = std::make_unique<LabScreen>(controller_, requests_, request_);
    lab_ = lab.get();
    screens_.push_back(std::move(lab));
  }
  return *lab_;
}

TalkScreen& App::talk() {
  if (talk_ == nullptr) {
    auto talk = std::make_unique<TalkScreen>(engine_, requests_, request_);
    talk_ = talk.get();
    talk_->set_embedded(platform::embed_host::embedded());
    screens_.push_back(std::move(talk));
    if (platform::embed_host::embedded()) embed_ = std::make_unique<EmbedBridge>(*talk_, controller_);
  }
  return *talk_;
}

TalkEditorScreen& App::talk_editor() {
  if (talk_editor_ == nullptr) {
    auto editor = std::make_unique<TalkEditorScreen>(talk(), request_);
    talk_editor_ = editor.get();
    talk_editor_->set_embedded(platform::embed_host::embedded());
    screens_.push_back(std::move(editor));
    for (const std::string& problem : talk_editor_->restore()) controller_.notices().error(problem);
  }
  return *talk_editor_;
}

bool App::follow_code_wait() {
  const std::vector<std::string>& games = controller_.code_wait().games();
  if (games.empty()) return false;
  if (std::all_of(games.begin(), games.end(),
                  [](const std::string& game) { return platform::code_part::ready(game); })) {
    games_asked_.clear();
    // Back to the play screen from the loading screen (not through show(), which would drop what
    // the resumed action may wait for next).
    if (screen_ == loading_ && !waiting_) screen_ = screens_.front().get();
    controller_.code_wait().resume();
    return true;
  }
  if (games != games_asked_) {
    games_asked_ = games;
    std::string titles;
    for (const std::string& game : games) {
      platform::code_part::request(game);
      titles += (titles.empty() ? "" : " and ") + find_game(game).title();
    }
    // A screen of the deferred part may be loading already: that part brings every game's.
    if (screen_ != loading_) {
      loading_->waiting_for(titles, games);
      loading_->offer_back(controller_.active() && !speaker_window_);
      show(loading_);
    }
  }
  return false;
}

void App::add_waiting_scenes() {
  if (scenes_waiting_.empty()) return;
  if (platform::code_part::ready()) {
    for (TalkScene& scene : scenes_waiting_) {
      const auto [added, notice] = talk_editor().add(std::move(scene));
      if (added)
        controller_.notices().info(notice);
      else
        controller_.notices().error(notice);
    }
    scenes_waiting_.clear();
  } else if (const std::string failure = platform::code_part::failure(); !failure.empty()) {
    controller_.notices().error("Not added to the talk: the talk builder could not be loaded. " + failure);
    scenes_waiting_.clear();
  }
}

// The address bar shows the link of what is on screen: the Lab's experiment, the talk's scene,
// else the game.
void App::sync_platform() {
  if (speaker_window_) return;  // a speaker window keeps the address it was opened at
  controller_.take_link_update();
  const std::string talk_link = talk_ != nullptr && screen_ == talk_ ? talk_->link() : std::string();
  // While a screen waits for its code, the address stays the link it was opened at.
  // While a game waits for its code, the link that opened it (a reload opens it again).
  const bool link_waits = screen_ == loading_ && waiting_ && !waiting_->link.empty();
  const bool game_waits = !controller_.code_wait().games().empty();
  const std::string& wanted = lab_ != nullptr && screen_ == lab_ ? lab_->link()
                              : link_waits                       ? waiting_->link
                              : game_waits                       ? platform_link_
                              : !talk_link.empty()               ? talk_link
                                                                 : controller_.link();
  if (wanted != platform_link_) {
    platform::set_link(wanted);
    platform_link_ = wanted;
  }
  if (auto document = controller_.take_document()) controller_.report_saved(platform::save_state(*document));
  if (auto records = controller_.take_records_document())
    controller_.report_records_saved(platform::save_play_records(*records));
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
    open_talk(&*hash);
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
  bool changed = follow_code_wait();
  if (waiting_ && platform::code_part::ready()) {
    const Waiting waiting = std::move(*waiting_);
    waiting_.reset();
    (this->*waiting.open)(waiting.link);
    changed = true;
  }
  if (lab_ != nullptr && lab_->tick())
    changed = true;  // a series goes on to its next size, whichever screen is on show
  if (speaker_window_) return (speaker_ != nullptr && speaker_->tick()) || changed;  // it follows no links
  if (follow_link_change()) changed = true;
  // Embedded, talk mode carries out the host's commands from the moment its code is there.
  if (platform::embed_host::embedded() && talk_ == nullptr && platform::code_part::ready()) talk();
  add_waiting_scenes();
  if (talk_ != nullptr) {
    // The paired speaker view's messages: never a reason to change screen.
    if (talk_->tick_speaker(screen_ == talk_)) changed = true;
    // A file chosen for the talk editor's import is its own; any other is a talk to play.
    if (talk_editor_ != nullptr && screen_ == talk_editor_ && talk_editor_->importing()) {
      if (talk_editor_->tick()) changed = true;
    } else if (talk_->tick()) {
      show(talk_);
      changed = true;
    }
  }
  if (embed_) {
    const bool was_stopped = embed_->stopped();
    if (embed_->tick(screen_ == talk_)) changed = true;
    // No frame reports a stop (none is drawn): the state says it at once.
    if (embed_->stopped() != was_stopped && embed_->stopped()) {
      last_published_ = automation_json();
      platform::publish_automation(last_published_);
    }
  }
  if (changed || answered) sync_platform();
  return changed;
}

void App::frame(double now) {
  now_ = now;
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
    // Added as soon as the talk builder's code is there, which may be now.
    scenes_waiting_.push_back(std::move(*request_.add_to_talk));
    request_.add_to_talk.reset();
    platform::code_part::request();
    add_waiting_scenes();
  }
  if (!request_.show.empty()) {
    if (request_.show == "lab")
      open_lab(nullptr);
    else if (request_.show == "talk")
      open_talk(nullptr);
    else if (request_.show == "talk-editor")
      when_part_ready("the talk builder", "", &App::show_talk_editor);
    else if (request_.show == "editor")
      when_part_ready("the editor", "", &App::show_editor);
    else
      for (const auto& screen : screens_)
        if (request_.show == screen->name()) show(screen.get());
    request_.show.clear();
  }

  sync_platform();
  if (!told_playable_ && controller_.session().active() && !controller_.generating()) {
    platform::code_part::first_board_playable();
    told_playable_ = true;
  }
  if (embed_) embed_->after_frame(screen_ == talk_);
  platform::hold_talk_keys(talk_ != nullptr && screen_ == talk_ &&
                           talk_->presenting());  // F5 starts a talk, not a reload
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
  state["stopped"] = drawing_stopped();
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
