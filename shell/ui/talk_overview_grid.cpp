#include "ui/talk_overview_grid.hpp"

#include <algorithm>

namespace puzzlelab::ui::talk_keys {

std::size_t overview_columns(std::size_t cards, float width, float height, float aspect) {
  if (cards == 0 || width <= 0 || height <= 0 || aspect <= 0) return 1;
  std::size_t best = 1;
  float best_width = 0;
  for (std::size_t columns = 1; columns <= cards; ++columns) {
    const std::size_t rows = (cards + columns - 1) / columns;
    // The card as wide as the column allows, unless the rows' height holds it to less.
    const float card_width = std::min(width / static_cast<float>(columns), height / static_cast<float>(rows) * aspect);
    if (card_width > best_width) {
      best_width = card_width;
      best = columns;
    }
  }
  return best;
}

void OverviewGrid::open(std::size_t cards, std::size_t columns, std::size_t selected) {
  open_ = cards > 0;
  cards_ = cards;
  set_columns(columns);
  selected_ = cards == 0 ? 0 : std::min(selected, cards - 1);
}

void OverviewGrid::select(std::size_t card) {
  if (card < cards_) selected_ = card;
}

OverviewGrid::Outcome OverviewGrid::press(const keys::Press& press) {
  if (!open_) return Outcome::closed;
  if (press.modifiers != keys::kNone) return Outcome::open;
  const std::size_t last = cards_ - 1;
  switch (press.key) {
    case SDL_SCANCODE_ESCAPE:
    case SDL_SCANCODE_O: open_ = false; return Outcome::closed;
    case SDL_SCANCODE_RETURN:
    case SDL_SCANCODE_KP_ENTER:
    case SDL_SCANCODE_SPACE: open_ = false; return Outcome::pick;
    case SDL_SCANCODE_LEFT:
      if (selected_ > 0) --selected_;
      break;
    case SDL_SCANCODE_RIGHT:
      if (selected_ < last) ++selected_;
      break;
    case SDL_SCANCODE_UP:
      if (selected_ >= columns_) selected_ -= columns_;
      break;
    case SDL_SCANCODE_DOWN:
      if (selected_ + columns_ <= last)
        selected_ += columns_;
      else if (selected_ / columns_ < last / columns_)
        selected_ = last;  // the row below is short: its last card
      break;
    case SDL_SCANCODE_HOME: selected_ = 0; break;
    case SDL_SCANCODE_END: selected_ = last; break;
    default: break;
  }
  return Outcome::open;
}

}  // namespace puzzlelab::ui::talk_keys
