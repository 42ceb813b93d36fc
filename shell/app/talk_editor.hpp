// The talk editor ("Your talk", reached from the list of talks; docs/app/TALK_MODE.md, "Building a
// talk"): the talk being built (middle/talk_draft.hpp), to which "Add to talk" on the play screen,
// the setup watch and the Lab appends scenes. It lists the scenes (kind and caption), moves them up
// and down, deletes them, edits the talk's title and name, a scene's caption and notes and a title
// card's title, subtitle and points, adds a title card, previews a scene in talk mode (Esc comes
// back here) and plays the talk from the start. The talk is saved in the browser after every change
// (platform/talk_store.hpp), exported as its document ("my-talk.json"), imported from a file (it
// replaces the talk being built after a confirmation) and shared by a link that holds it
// (middle/talk_doc_link.hpp) when it is short enough. What parse_talk says of the talk as it stands
// (a scene and its field) shows under the title; play and share wait until it is fixed.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/screen.hpp"
#include "app/talk_export_menu.hpp"
#include "app/talk_screen.hpp"
#include "middle/notice_board.hpp"
#include "middle/talk_draft.hpp"

namespace puzzlelab {

class TalkEditorScreen final : public Screen {
 public:
  TalkEditorScreen(TalkScreen& talk, ScreenRequest& request);

  const char* name() const override { return "talk-editor"; }
  void frame(double now, const ui::Fonts& fonts) override;
  nlohmann::json automation() const override;

  // Reads the stored talk; returns a sentence per part of it that was dropped.
  std::vector<std::string> restore();
  // Appends a scene; returns the notice for the player ("Added scene 4 to "My talk"") and whether
  // it was added.
  std::pair<bool, std::string> add(TalkScene scene);
  // Every tick: the file chosen for an import arrives. True when one did.
  bool tick();
  // Waiting for the file chooser's file (the app hands it here rather than to talk mode).
  bool importing() const { return awaiting_file_; }

 private:
  void changed();  // after every edit: stored, checked again
  void receive(const std::string& file_name, const std::string& text);
  void draw_actions(double now);
  // The Export menu (slides, notes, clips of the talk being built) and the export's progress.
  void draw_export(double now, const ui::Fonts& fonts);
  void draw_scene_list();
  void draw_scene_fields();
  void draw_import_confirmation();
  void play_from(std::size_t scene);
  void share();
  void select(std::size_t index);

  TalkScreen& talk_;
  ScreenRequest& request_;
  NoticeBoard notices_;
  TalkDraft draft_;
  TalkExportMenu export_menu_;
  std::string problem_;  // parse_talk's message on the talk as it stands, or ""
  std::string message_;  // the last export, import or share: what happened
  bool message_bad_ = false;
  std::string share_link_;  // the talk's link once shared (no '#')
  std::size_t selected_ = 0;
  std::string points_text_;  // the selected title card's points, a line each
  bool awaiting_file_ = false;
  std::string import_path_;             // natively: the path typed to import
  std::optional<Talk> pending_import_;  // a file read, waiting for "Replace"
  std::string pending_name_;
  bool stored_ok_ = true;
};

}  // namespace puzzlelab
