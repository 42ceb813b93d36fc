// The game in progress, written once for every game (as in Simon Tatham's puzzle collection's
// middle layer): the challenge, the history of moves as the game's printable move strings, and
// how far along that history the player is (undo/redo move the cursor; a new move cuts the redo
// tail). Beside each move of the history it keeps the position the move reaches, typed inside the
// game (Game::start, game/game_position.hpp), so a move costs one move of the game's rules and an undo,
// a redo or a jump none; the text of the moves is what links and storage keep. Legality and the
// solved test come from the game's type-erased interface, so a session holds no game-specific code.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/game.hpp"
#include "middle/challenge.hpp"
#include "middle/session_position.hpp"

namespace puzzlelab {

class Session {
 public:
  // Starts `challenge` (its board must be set) with an optional history of which the first
  // `cursor` moves are played (default: all). Normalizes the parameters and the board. Throws
  // InputError naming the problem (unknown game, bad board, the first illegal move); the session
  // is unchanged then.
  void start(Challenge challenge, std::vector<std::string> history = {},
             std::optional<std::size_t> cursor = std::nullopt);

  bool active() const { return game_ != nullptr; }
  const Game& game() const { return *game_; }
  const Challenge& challenge() const { return challenge_; }
  const std::vector<std::string>& history() const { return history_; }
  std::size_t cursor() const { return cursor_; }
  // The position after the played moves, computed once per revision.
  const SessionPosition& position() const { return position_; }
  const std::vector<std::string>& played() const { return position_.played; }
  bool solved() const { return position_.solved; }
  const std::vector<std::string>& legal_moves() const { return position_.legal_moves; }
  // The position after the first `moves` moves of the history (0..history().size()).
  const GamePosition& position_after(std::size_t moves) const { return *trail_.at(moves); }
  bool stuck() const { return active() && position_.stuck(); }

  // Plays a move after the current position. Returns why it was refused, or nullopt. Playing the
  // move the redo history holds next keeps the rest of that history.
  std::optional<std::string> play(const std::string& move);
  bool can_undo() const { return cursor_ > 0; }
  bool can_redo() const { return cursor_ < history_.size(); }
  bool undo();
  bool redo();
  // Back to the start; the moves stay available to redo.
  void restart();
  // Moves the cursor anywhere in the history (0..history().size()).
  void go_to(std::size_t cursor);

  // Changes whenever the position or the challenge changes: results computed for an older
  // revision (a hint, a solution) can tell they are stale.
  std::uint64_t revision() const { return position_.revision; }
  // Changes only when a new challenge starts.
  std::uint64_t challenge_revision() const { return position_.challenge_revision; }

  // {"challenge": {...}, "history": [...], "cursor": n}; from_json throws InputError.
  nlohmann::json to_json() const;
  static nlohmann::json challenge_to_json(const Challenge& challenge);
  static Challenge challenge_from_json(const nlohmann::json& value);
  void restore(const nlohmann::json& value);

 private:
  void refresh();  // the position at the cursor, with a new revision

  const Game* game_ = nullptr;
  Challenge challenge_;
  std::vector<std::string> history_;
  // trail_[i]: the position after the first i moves of history_ (one more entry than moves).
  // Positions never change once made, so copies of a session may share them.
  std::vector<std::shared_ptr<const GamePosition>> trail_;
  std::size_t cursor_ = 0;
  SessionPosition position_;
};

}  // namespace puzzlelab
