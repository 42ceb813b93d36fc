// Talk mode's overview (O): every scene as a card in a grid, one card picked. This is the grid's
// shape and the picked card's moves by the keys; app/talk_overlays draws it. No ImGui and no
// window: unit-tested (tests/unit/ui_talk_jump_test.cpp).
#pragma once

#include <cstddef>

#include "ui/keys.hpp"

namespace puzzlelab::ui::talk_keys {

// How many columns show `cards` cards of the shape `aspect` (width over height) largest inside a
// `width` x `height` area: at least 1, at most `cards` (1 when there is no card).
std::size_t overview_columns(std::size_t cards, float width, float height, float aspect);

class OverviewGrid {
 public:
  enum class Outcome {
    open,    // still open: the picked card may have moved
    pick,    // Enter or Space: go to `selected()`; closed
    closed,  // Esc or O: closed, nothing picked
  };

  // Opens on `selected` (the scene on show) among `cards`, `columns` to a row.
  void open(std::size_t cards, std::size_t columns, std::size_t selected);
  void close() { open_ = false; }
  bool is_open() const { return open_; }
  std::size_t selected() const { return selected_; }
  std::size_t columns() const { return columns_; }
  // The window changed shape: the same card stays picked.
  void set_columns(std::size_t columns) { columns_ = columns < 1 ? 1 : columns; }
  // A card clicked: picked.
  void select(std::size_t card);
  // One press while open. Left and Right go along the cards (on to the next row at a row's end),
  // Up and Down a row (Down from above a short last row goes to its last card), Home and End to
  // the first and last; keys of no meaning here leave it open and unchanged.
  Outcome press(const keys::Press& press);

 private:
  bool open_ = false;
  std::size_t cards_ = 0, columns_ = 1, selected_ = 0;
};

}  // namespace puzzlelab::ui::talk_keys
