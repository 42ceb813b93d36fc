// The application: the screens (play, a game's editor, the Lab, talk mode) and what they share: the worker pool and its
// typed engine client, the controller of the game in progress with its link and storage, the fonts. Every tick it runs
// the answers that arrived and opens a link the player navigated to; each drawn frame draws the current screen, then
// hands the controller's link and document to the platform (platform.hpp).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/editor_screen.hpp"
#include "app/embed_bridge.hpp"
#include "app/lab_screen.hpp"
#include "app/part_loading_screen.hpp"
#include "app/screen.hpp"
#include "app/speaker_screen.hpp"
#include "app/talk_editor.hpp"
#include "app/talk_screen.hpp"
#include "middle/controller.hpp"
#include "middle/engine_client.hpp"
#include "middle/requests.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class App {
 public:
  explicit App(std::unique_ptr<WorkerClient> worker);
  ~App();

  // Restores the saved game and settings, then opens the page's link if it has one.
  void start();
  // Every tick of the loop, drawn or not: runs the workers' answers that arrived and opens a link
  // the player navigated to. True when that changed something a frame must show at once (the
  // answers ask for their own frames, paced when they stream: ui/redraw.hpp).
  bool tick();
  // One frame of UI (between ImGui::NewFrame and ImGui::Render).
  void frame(double now);
  // Embedded and stopped by the host (reveal.js's "slide:stop", app/embed_bridge): the frame loop
  // draws nothing, whatever asks for a frame, until the host starts the frame again.
  bool drawing_stopped() const { return embed_ != nullptr && embed_->stopped(); }

  const Settings& settings() const { return controller_.settings(); }
  void set_fonts(const ui::Fonts& fonts) { fonts_ = fonts; }

 private:
  void sync_platform();
  bool follow_link_change();  // true when the player navigated to a link
  void play_sounds();         // the controller's sound cues, when sound is on
  void show(Screen* screen);
  // What opens a screen whose code is the deferred part's (the Lab, talk mode, the talk builder, the
  // speaker view, a game's editor), given the link to open it on ("" for none). Each is reached only through
  // when_part_ready, and only by address: web/split_module.js follows no call through them, and
  // neither the compiler nor the link's optimizer inlines them into a caller, so what only they
  // reach goes to the deferred part.
  using Opener = void (App::*)(const std::string& link);
  // Runs `open` on `link` once the module's deferred part is loaded (platform/code_part.hpp): at once
  // when it is, else after the loading screen, which says what waits ("the Lab") and keeps `link` in
  // the address bar (tick()).
  void when_part_ready(std::string what, std::string link, Opener open);
  void open_lab(const std::string* link);   // the Lab, on `link` when there is one
  void open_talk(const std::string* link);  // talk mode, on a talk or talk document link if one
  [[gnu::noinline]] void show_lab(const std::string& link);
  [[gnu::noinline]] void show_talk(const std::string& link);
  [[gnu::noinline]] void show_talk_editor(const std::string& link);
  [[gnu::noinline]] void show_editor(const std::string& link);  // a game's editor (app/editor_screen.hpp)
  [[gnu::noinline]] void open_speaker_view(const std::string& link);
  // The screens of the deferred part, made on first use once it is there; never inlined, for the
  // same reason. The Lab: its forms are costly to build and most visits never open it. Talk mode
  // and the talk builder: the talk being built is restored from storage then (its problems become
  // notices).
  [[gnu::noinline]] LabScreen& lab();
  [[gnu::noinline]] TalkScreen& talk();
  [[gnu::noinline]] TalkEditorScreen& talk_editor();
  // "Add to talk" asked for while the part loads: added once it is there, or refused with why.
  void add_waiting_scenes();
  // A game the controller waits for (middle/code_wait.hpp): its parts are asked for and the loading
  // screen shown, and the controller goes on once they are there. True when it went on.
  bool follow_code_wait();
  std::string automation_json() const;

  Requests requests_;
  EngineClient engine_;
  Controller controller_;
  ScreenRequest request_;  // a screen asking for another one
  std::vector<std::unique_ptr<Screen>> screens_;
  Screen* screen_ = nullptr;        // the one shown
  EditorScreen* editor_ = nullptr;  // a game's editor (among screens_)
  double now_ = 0;                  // the last frame's time
  bool told_playable_ = false;      // the deferred part's loader was told the first board is playable
  LabScreen* lab_ = nullptr;        // the Lab (among screens_ once made: lab()); its links (#v1/lab/...) are its own
  PartLoadingScreen* loading_ = nullptr;  // shown while a screen waits for the deferred part (among screens_)
  // What waits for the deferred part, shown once it is loaded; empty optional: nothing waits.
  struct Waiting {
    std::string link;  // kept in the address bar meanwhile ("" for none)
    Opener open;
  };
  std::optional<Waiting> waiting_;
  std::vector<std::string> games_asked_;   // the games the controller waits for, their parts asked for
  std::vector<TalkScene> scenes_waiting_;  // "Add to talk" before the talk builder's code was there
  TalkScreen* talk_ = nullptr;             // talk mode (among screens_ once made); its links (#v1/talk/...) are its own
  std::string platform_link_;              // the hash last handed to the platform
  ui::Fonts fonts_;
  std::string last_published_;
  std::string last_controls_;              // the controls last handed to the page's screen-reader layer
  const Screen* spoken_screen_ = nullptr;  // the screen the live regions last spoke for

  // The speaker window's one screen (a page opened with ?speaker=..., app/speaker_screen.hpp), else null.
  SpeakerScreen* speaker_ = nullptr;
  bool speaker_window_ = false;  // this page is a speaker window (its screen may still be loading)
  // Embed mode's host page (?embed=1); null when not embedded.
  std::unique_ptr<EmbedBridge> embed_;
  // The talk being built (among screens_ once made): "Add to talk" on every screen adds to it.
  TalkEditorScreen* talk_editor_ = nullptr;
};

}  // namespace puzzlelab
