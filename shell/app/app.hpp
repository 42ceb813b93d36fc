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

  const Settings& settings() const { return controller_.settings(); }
  void set_fonts(const ui::Fonts& fonts) { fonts_ = fonts; }

 private:
  void sync_platform();
  bool follow_link_change();  // true when the player navigated to a link
  void play_sounds();         // the controller's sound cues, when sound is on
  void show(Screen* screen);
  // Shows the Lab, on `link` when there is one: at once when the module's deferred part, which holds
  // the Lab's code, is loaded (platform/code_part.hpp), else the loading screen until it is (tick()).
  void open_lab(const std::string* link);
  void open_pending_lab();
  LabScreen& lab();  // made on first use: its forms are costly to build and most visits never open it
  std::string automation_json() const;

  Requests requests_;
  EngineClient engine_;
  Controller controller_;
  ScreenRequest request_;  // a screen asking for another one
  std::vector<std::unique_ptr<Screen>> screens_;
  Screen* screen_ = nullptr;  // the one shown
  LabScreen* lab_ = nullptr;  // the Lab (among screens_ once made: lab()); its links (#v1/lab/...) are its own
  PartLoadingScreen* loading_ = nullptr;  // shown while the Lab waits for its code (among screens_)
  // The Lab waiting for its code: the link to open on it ("" for none); empty optional: nothing waits.
  std::optional<std::string> pending_lab_;
  TalkScreen* talk_ = nullptr;  // talk mode (among screens_); its links (#v1/talk/...) are its own
  std::string platform_link_;   // the hash last handed to the platform
  ui::Fonts fonts_;
  std::string last_published_;
  std::string last_controls_;              // the controls last handed to the page's screen-reader layer
  const Screen* spoken_screen_ = nullptr;  // the screen the live regions last spoke for

  // The speaker window's one screen (a page opened with ?speaker=..., app/speaker_screen.hpp), else null.
  SpeakerScreen* speaker_ = nullptr;
  // Embed mode's host page (?embed=1); null when not embedded.
  std::unique_ptr<EmbedBridge> embed_;
  // The talk being built (among screens_): "Add to talk" on every screen adds to it.
  TalkEditorScreen* talk_editor_ = nullptr;
};

}  // namespace puzzlelab
