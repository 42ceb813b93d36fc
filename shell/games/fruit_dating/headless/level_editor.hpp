// The Fruit Dating level editor, headless: the level being edited (an engine Board), the edit
// operations the editor screen offers (paint a piece, move one, erase, one-way borders, resize),
// undo and redo of edits, what is wrong with the level for play, and the re-test: after every edit
// the worker is asked for a shortest solution of the new level, the previous question being
// abandoned, so the verdict ("solvable in N moves", "unsolvable", "checking…") follows the
// editing without ever holding it up. The screen (../level_editor_view) only draws it and passes
// clicks in; the unit tests and the documents fuzz target drive it against the real engine, without
// a UI (headless/ builds without ImGui).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "games/fruit_dating/rules.hpp"
#include "middle/challenge.hpp"
#include "middle/engine_client.hpp"

namespace puzzlelab::fruit_dating {

// What the re-test says of the level being edited.
struct EditorVerdict {
  enum class Kind { checking, solvable, unsolvable, unknown, invalid, failed };
  Kind kind = Kind::checking;
  std::size_t moves = 0;              // solvable: moves in a shortest solution
  std::vector<std::string> solution;  // solvable: one shortest solution
  std::string message;                // invalid / failed / unknown: why, for the player
  // The words the editor shows: "Solvable in 7 moves", "Unsolvable", "Checking…", the problem.
  std::string text() const;
  const char* name() const;  // for the automation hook: "checking", "solvable", ...
};

class LevelEditor {
 public:
  // The pieces a click places: a tile character of the board text ('#' wall, '.' floor, '~' mud,
  // 'a'..'f' fruit, 'o' 'x' 'u' stone car barrel, 'h' hedgehog, '>' '^' '<' 'v' anteater).
  static bool is_piece(char piece);
  static constexpr const char* kGame = "fruit-dating";
  // Seconds of quiet after an edit before the re-test starts (a drag of edits asks once).
  static constexpr double kRetestDelay = 0.15;

  explicit LevelEditor(EngineClient& engine);
  ~LevelEditor();
  LevelEditor(const LevelEditor&) = delete;
  LevelEditor& operator=(const LevelEditor&) = delete;

  // Starts editing a level (board text); throws InputError for a board the engine refuses. The
  // edit history starts over.
  void load(const std::string& board_text, double now = 0);
  // Starts a new empty level (solid border, floor inside) of the given size.
  void load_empty(int width, int height, double now = 0);

  // Asks the worker for a generated level (the game's setup, these params, this seed) and opens
  // it for editing when it arrives, as the article's designers touched up generated levels.
  void generate(const nlohmann::json& params, std::uint64_t seed, double now = 0);
  bool generating() const { return generate_request_ != 0; }
  // Why the last generate failed, if it did (cleared by the next one).
  const std::string& generate_error() const { return generate_error_; }

  // Edits. Each returns whether the level changed; a refused edit says why in last_refusal().
  bool paint(int tile, char piece, double now = 0);  // places a piece (replacing what is there)
  bool erase(int tile, double now = 0);              // the thing there, else mud or wall to floor
  bool move(int from, int to, double now = 0);       // a thing to another tile (swapping with one there)
  // The one-way border beside `tile` on side `side` (right or down of the tile): none -> allowed
  // one way -> allowed the other way -> none.
  bool cycle_one_way(int tile, Dir side, double now = 0);
  bool resize(int width, int height, double now = 0);  // keeps what still fits inside the border
  bool undo(double now = 0);
  bool redo(double now = 0);
  bool can_undo() const { return cursor_ > 0; }
  bool can_redo() const { return cursor_ + 1 < history_.size(); }
  const std::string& last_refusal() const { return refusal_; }

  const Board& board() const { return board_; }
  std::string text() const { return format_board(board_); }
  // What keeps the level from being played, or nothing.
  std::optional<std::string> problem() const;
  // The level as a challenge of the game (by board), for play-testing and links.
  Challenge challenge() const;

  // Sends the re-test once the level has been quiet for kRetestDelay (call every frame).
  void tick(double now);
  const EditorVerdict& verdict() const { return verdict_; }
  // Edits so far (every change of the level, undo and redo included).
  std::uint64_t revision() const { return revision_; }

 private:
  void commit(double now);  // a changed board_: history, revision, verdict
  // The board shown changed (an edit, undo or redo): a new revision, the verdict retested.
  void board_changed(double now);
  bool refuse(std::string why);
  bool inside(int tile) const;  // not on the border ring
  void stop_retest();

  EngineClient& engine_;
  Board board_;
  std::vector<std::string> history_;  // board texts; history_[cursor_] is board_
  std::size_t cursor_ = 0;
  std::string refusal_;
  std::uint64_t revision_ = 0;
  EditorVerdict verdict_;
  bool retest_due_ = false;
  double edited_at_ = 0;
  std::uint64_t request_ = 0;  // the re-test in flight, 0 when none
  std::uint64_t generate_request_ = 0;
  std::string generate_error_;
  double now_ = 0;  // the last time tick() saw, for a generated level arriving between frames
};

}  // namespace puzzlelab::fruit_dating
