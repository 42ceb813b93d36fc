// The talk being built in the app (docs/app/TALK_MODE.md, "Building a talk"): one talk in progress,
// "My talk" until it is renamed, to which the play screen, the setup watch and the Lab add scenes
// and which the talk editor reorders and edits. It is kept in the browser (platform/talk_store.hpp)
// as its own talk document, apart from the player's game, so damage to either costs nothing of the
// other; it is bounded (kMaxDraftScenes, kMaxDraftBytes of document) so the stored text stays
// small. Reading a stored draft never throws: a damaged scene is dropped (the rest kept), a damaged
// document as a whole, each with a sentence saying so; a caption or title left empty while being
// edited reads as "(write this)", so the scene is kept.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "middle/talk.hpp"

namespace puzzlelab {

inline constexpr std::size_t kMaxDraftScenes = 200;
inline constexpr std::size_t kMaxDraftBytes = 256 * 1024;

class TalkDraft {
 public:
  TalkDraft();

  const Talk& talk() const { return talk_; }
  bool empty() const { return talk_.scenes.empty(); }
  std::size_t size() const { return talk_.scenes.size(); }

  // Appends a scene. Returns "" when added, else why not (no room left), for the player.
  std::string add(TalkScene scene);
  // Moves scene `index` one place up (-1) or down (+1); false at an end or past the list.
  bool move(std::size_t index, int direction);
  bool remove(std::size_t index);
  // The scene to edit in place (captions, notes, a title card's text); null past the list.
  TalkScene* scene(std::size_t index);
  void set_title(std::string title) { talk_.title = std::move(title); }
  void set_name(std::string name) { talk_.name = std::move(name); }
  // Replaces the whole talk (an import). Returns "" when taken, else why not (too big).
  std::string replace(Talk talk);

  // Why the talk cannot be played as it stands (parse_talk's message on its document: a scene
  // and the field, an empty caption, a bad name), or "" when it can.
  std::string problem() const;
  // The talk as parse_talk reads it back (checked): throws InputError as parse_talk does.
  Talk checked() const;

  // The stored form: the talk's document, indented.
  std::string to_text() const;
  // Never throws. `problems` gets a sentence per scene or document dropped.
  static TalkDraft from_text(const std::string& text, std::vector<std::string>& problems);

 private:
  Talk talk_;
};

// Scenes made from what the app shows, with a caption that says what they are.
// The board of a challenge: at its seed (a challenge set up from one), else its board text.
TalkScene board_scene(const Challenge& challenge, const std::string& game_title);
// The position after `moves` played from the challenge's board: a board scene with those moves.
TalkScene position_scene(const Challenge& challenge, const std::vector<std::string>& moves,
                         const std::string& game_title);
// A challenge's setup animated step by step (it must come from a seed), at `speed` steps a second.
TalkScene setup_scene(const Challenge& challenge, const std::string& game_title, double speed = 2.0);
// Two setups of one game side by side, on the same seed.
TalkScene side_by_side_scene(const Challenge& left, const std::string& right_setup, const std::string& game_title);
// A study of the Lab with its plot.
TalkScene lab_scene(const lab::ExperimentSpec& spec, TalkPlot plot, const std::string& game_title);

}  // namespace puzzlelab
