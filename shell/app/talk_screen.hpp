// Talk mode (docs/app/TALK_MODE.md): a talk (middle/talk.hpp) played scene by scene, full screen,
// in large type on black, with no side panels, driven by the keyboard: Space (or a clicker's Page
// Down) plays or finishes what the scene shows and then moves on, the arrows step, N and P change
// scene, F toggles full screen, L the laser pointer (a red dot drawn by ImGui in place of the mouse
// cursor, moved by the mouse or by the keys: Tab to the scene's spots, Shift+arrows held), Esc leaves
// (the keys: ui/talk_keys.hpp; the pointer: middle/laser_pointer.hpp). Each scene reuses what the app already has: the
// game views, the setup playback (app/setup_watch), the workers' generate and solve (app/talk_board), the Lab's runs
// (middle/lab_run) and plots (app/experiment_plots). With no talk open it lists the shipped talks
// and loads one from a file. A shipped talk's link (#v1/talk/NAME/SCENE, middle/talk_link.hpp)
// names the scene on show.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <imgui.h>

#include "app/screen.hpp"
#include "app/speaker_host.hpp"
#include "app/talk_board.hpp"
#include "app/talk_export.hpp"
#include "app/talk_export_menu.hpp"
#include "app/talk_stage.hpp"
#include "app/talk_overlays.hpp"
#include "middle/embed_messages.hpp"
#include "middle/engine_client.hpp"
#include "middle/lab_run.hpp"
#include "middle/laser_pointer.hpp"
#include "middle/notice_board.hpp"
#include "middle/talk_announcer.hpp"
#include "middle/requests.hpp"
#include "middle/talk.hpp"
#include "ui/talk_keys.hpp"

namespace puzzlelab {

class TalkScreen final : public Screen {
 public:
  TalkScreen(EngineClient& engine, Requests& requests, ScreenRequest& request);
  ~TalkScreen() override;

  const char* name() const override { return "talk"; }
  void frame(double now, const ui::Fonts& fonts) override;
  nlohmann::json automation() const override;

  // Opens a talk link at its scene; a bad one shows the list of talks with the message naming the
  // problem.
  void open_link(const std::string& hash);
  // A talk document's text (a file the user chose): played from its first scene, or refused with
  // the file's name and the problem.
  void load_text(const std::string& file_name, const std::string& text);
  // Every tick of the loop, drawn or not: a file the user chose arrives (the browser reads it
  // after the chooser closes). True when one did (a frame must show it).
  bool tick();
  // Every tick of the loop: the paired speaker window's messages (app/speaker_host.hpp); its
  // commands move the talk only while it is `showing`. True when a frame is wanted. Never changes
  // the screen.
  bool tick_speaker(bool showing);
  // Another screen is shown while a talk is open (a link followed, the browser's Back): the talk
  // is left, as Esc leaves it, and the list offers to continue it.
  void set_aside();
  // The link of the shipped talk and scene on show (no '#'), or "" (the list, a talk from a file).
  std::string link() const;
  // Whether a talk is open (not the list): it then has keys the browser would take (F5).
  bool presenting() const { return talk_.has_value(); }

  // Embed mode (app/embed_bridge): no key line, no list of talks (a refused link shows only its
  // message), Esc left to the page; the host page's commands, as Space, Page Up and a jump do.
  void set_embedded(bool on) override { embedded_ = on; }
  const Talk* open_talk() const { return talk_ ? &*talk_ : nullptr; }
  std::size_t scene_index() const { return scene_; }
  const std::string& refusal() const { return error_; }  // why the last link or file was refused
  void host_next();
  void host_prev();
  void host_goto(std::size_t scene);
  // From a reveal.js deck: one step (its "next", as the Right arrow); step `step` of the scene (its
  // "slide"), which a restart of the same scene starts at again until the frame is stopped;
  // "slide:stop": the scene's work cancelled (a Lab run, a trace) and nothing entered until
  // "slide:start", which enters the scene on show again from its beginning.
  void host_step();
  void host_step_to(std::size_t step);
  void host_stop();
  void host_resume();
  // What embed mode's messages are checked against (middle/embed_messages.hpp); `stopped` is the
  // bridge's to fill in.
  embed::FrameFacts embed_facts() const;

  // The export (app/talk_export.hpp): the talk builder starts its exports here too, and draws their
  // progress while it shows.
  TalkExport& exporter() { return exporter_; }

  // The talk editor's preview and play (app/talk_editor.hpp): the talk from `scene`; leaving it (Esc)
  // shows the screen named `return_to` again.
  void preview(Talk talk, std::size_t scene, std::string return_to);

 private:
  static double platform_now();
  // A scene waiting for the next frame to be entered (a link, host_resume) is entered now: a host's
  // step must move it, not skip it.
  void enter_pending(double now);
  void draw_refusal();  // embedded, no talk open: the link's problem alone
  void start(Talk talk, std::size_t scene, bool from_file);
  void close();
  void continue_last();  // the talk last left, at its scene
  void enter_scene(std::size_t scene, double now);
  void leave_scene();
  void next_beat(double now, bool single);
  void back_beat(double now);
  void handle_keys(double now);
  void draw_list(double now);
  void draw_scene(double now);  // the key line, the scene (app/talk_stage), the spots the pointer can go to
  // The line on top (the talk, the scene, the keys): one line, or the keys under it when narrow.
  void draw_key_line(ImVec2 min, ImVec2 max, double now);
  void draw_laser(double now);
  // The talk's keys as the page's screen-reader layer shows them (ui::layer_control), over the key
  // line at `min`..`max`; a press is run as its key with the next frame.
  void draw_layer_controls(ImVec2 min, ImVec2 max, double now);
  // What changed this frame, said to the page's polite live region (middle/talk_announcer.hpp).
  void announce();
  // The commands a speaker window sent (app/speaker_host.hpp), run as the keys' are.
  void run_speaker_commands(double now);
  // One key command on the open talk (it may close the talk: Esc).
  void run_command(ui::talk_keys::Command command, double now);
  // Shift+arrows held: the laser moves by this frame's step.
  void nudge_pointer(double now);

  EngineClient& engine_;
  Requests& requests_;
  ScreenRequest& request_;
  NoticeBoard notices_;
  const ui::Fonts* fonts_ = nullptr;

  std::optional<Talk> talk_;
  std::size_t scene_ = 0;
  bool from_file_ = false;
  std::string error_;      // why the last link or file was refused
  std::string file_path_;  // natively: the path typed to load a talk
  // The shipped talks as the list shows them, read once when the list first shows.
  std::optional<std::vector<ListedTalk>> library_;
  // A preview's screen to go back to when the talk is left (the talk editor's), else "".
  std::string return_to_;
  // A talk opened from a talk document link: the link's data, which the address bar keeps.
  std::string doc_link_data_;
  // The talk last left (Esc, or another screen shown): the list's "Continue" opens it again there.
  struct LastTalk {
    Talk talk;
    std::size_t scene = 0;
    bool from_file = false;
    std::string document;
    std::string doc_link_data;
  };
  std::optional<LastTalk> last_;

  // The scene on show: its boards and run, drawn under the key line.
  TalkStage stage_;
  bool pending_enter_ = false;  // a scene chosen outside a frame (a link) starts with the next frame
  bool embedded_ = false;       // embed mode: the scene alone
  bool stopped_ = false;        // embed mode: stopped by the host (host_stop) until host_resume
  // Embed mode: the step reveal.js's "slide" asked for on a scene, where entering that scene again
  // (host_resume's restart) starts it; forgotten when another scene is entered or the frame stops.
  struct StartStep {
    std::size_t scene = 0;
    std::size_t step = 0;
  };
  std::optional<StartStep> start_step_;

  // The laser pointer: on or off (L), and where it is (the mouse's or the keys').
  bool laser_ = true;
  LaserPointer pointer_;
  double now_ = 0;          // this frame's clock
  double last_frame_ = -1;  // the clock at the last frame: the keys move the pointer by its step
  ImVec2 display_{0, 0};    // the screen, which the pointer stays inside
  float min_text_ = 14;     // the smallest type for this screen (app/talk_type.hpp)

  // The speaker view (S): its window or panel, and the document of a talk that is not shipped, which
  // the speaker window is sent.
  SpeakerHost speaker_;
  std::string document_;
  // Blackout, the overview, the scene number being typed, the keys: over the scene, with its keys.
  TalkOverlays overlays_;
  // The screen reader: what was said of the talk, and the keys its layer's buttons pressed, run
  // with the next frame's keys.
  TalkAnnouncer announcer_;
  std::vector<ui::talk_keys::Command> layer_commands_;
  // The Export menu (E) and the export it starts, drawn apart from the live talk.
  TalkExportMenu export_menu_;
  TalkExport exporter_;
};

}  // namespace puzzlelab
