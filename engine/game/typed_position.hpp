// GamePosition (game/game_position.hpp) for any game, written once over the game's typed core: its
// notation (game/move_list.hpp: MoveNotation) and its words. A game's adapter describes one
// challenge in play as a small struct and starts from it:
//
//   struct MyPlay {
//     // What every position of the challenge shares (a board the moves are played on, the
//     // variant), owned here: the notation may refer to it.
//     Notation notation() const;
//     BoardWords words(const Notation::State&) const;
//     // May throw InputError for a move it cannot read: the move is then said as it is.
//     std::string describe_move(const Notation::State&, const std::string& move) const;
//     // Why the state has no solution, when a sound rule of the game shows it at a glance; ""
//     // otherwise (GamePosition::dead_end).
//     std::string dead_end(const Notation::State&) const;
//   };
//   return start_position(MyPlay{...}, initial_state);
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/move_list.hpp"
#include "core/input_error.hpp"
#include "game/game_position.hpp"

namespace puzzlelab {

template <class Play>
concept PositionPlay = requires(const Play& play, const std::string& move) {
  requires MoveNotation<decltype(play.notation())>;
  { play.words(std::declval<const typename decltype(play.notation())::State&>()) } -> std::same_as<BoardWords>;
  {
    play.describe_move(std::declval<const typename decltype(play.notation())::State&>(), move)
    } -> std::convertible_to<std::string>;
  {
    play.dead_end(std::declval<const typename decltype(play.notation())::State&>())
    } -> std::convertible_to<std::string>;
};

template <PositionPlay Play>
class TypedPosition final : public GamePosition {
 public:
  using Notation = decltype(std::declval<const Play&>().notation());
  using State = typename Notation::State;

  // `play` is shared by every position reached from this one: a move copies the state only.
  TypedPosition(std::shared_ptr<const Play> play, State state) : play_(std::move(play)), state_(std::move(state)) {}

  std::unique_ptr<GamePosition> after(std::string_view move) const override {
    const Notation notation = play_->notation();
    State next = state_;
    notation.play(next, notation.read(state_, move));
    return std::make_unique<TypedPosition>(play_, std::move(next));
  }
  bool solved() const override { return play_->notation().is_goal(state_); }
  std::vector<std::string> legal_moves() const override {
    const Notation notation = play_->notation();
    std::vector<std::string> out;
    for (const auto& move : notation.legal_moves(state_)) out.push_back(notation.write(state_, move));
    return out;
  }
  BoardWords words() const override { return play_->words(state_); }
  std::string describe_move(const std::string& move) const override {
    try {
      return play_->describe_move(state_, move);
    } catch (const InputError&) {
      return move;
    }
  }
  std::string dead_end() const override { return play_->dead_end(state_); }

 private:
  std::shared_ptr<const Play> play_;
  State state_;
};

// The first position of a challenge: `start` played on with `play`'s notation.
template <PositionPlay Play>
std::unique_ptr<GamePosition> start_position(Play play, typename TypedPosition<Play>::State start) {
  return std::make_unique<TypedPosition<Play>>(std::make_shared<const Play>(std::move(play)), std::move(start));
}

}  // namespace puzzlelab
