// Drawing a setup in progress (middle/setup_playback): the pieces every view's draw_setup shares.
// The board gives part of its area to the supply the pieces come from (a bag of coins, a deck of
// cards, a pile of tiles), drawn beside it, until the setup ends with the supply spent and it folds
// to a line; the last step's pieces travel from the supply to their cells, one after another, and
// their cells stay ringed until the next step.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include <imgui.h>

#include "games/game_view.hpp"
#include "middle/setup_playback.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

// The board's part of the area and the supply's. `fold` says how far a spent supply has folded:
// 0 while it has its panel, 1 once it is only a caption line (the end of a setup whose supply is
// empty: the board takes the room), between while it folds.
struct SetupAreas {
  ImVec2 board_min, board_max;
  ImVec2 supply_min, supply_max;
  float fold = 0;
  float line_size = 14;  // the type size of the folded supply's line
  float min_text = 0;    // the smallest type for the supply's labels (talk mode's), 0 for their own limits
};
// The supply's panel beside the board: right of it when the area is wider than the board needs,
// else under it.
SetupAreas split_setup_area(ImVec2 min, ImVec2 max, float board_aspect);

// Where the step's caption and the board's parts go in a setup's whole area (app/setup_watch
// lays them out once, the view draws into them). With the supply's panel the caption is a band
// over the board and the panel beside it. Folded, of three places for the caption and the
// supply's line, the one that leaves room for the largest board: the caption on top and the line
// under the board, or the line in a column right of it, or (in an area wider than the board
// needs) both in that column, the caption in smaller type if need be, the board at full height.
// Between the two (0 < fold < 1) every part moves on an eased path.
struct SetupLayout {
  ImVec2 caption_min, caption_max;  // the caption's band, text inset by `caption_pad`
  float caption_size = 17, caption_pad = 8;
  SetupAreas areas;
};
// `caption_height(size, width)`: the caption's wrapped text height at a type size and width.
// `min_text`: no type smaller (the caption beside the board, the supply's labels), 0 for none.
SetupLayout layout_setup(ImVec2 min, ImVec2 max, float board_aspect, float fold, float caption_size, float min_text,
                         const std::function<float(float size, float width)>& caption_height);

// What a view gets to draw a setup.
struct SetupFrame {
  ImVec2 min, max;      // the area to fill, in logical pixels
  SetupAreas areas;     // the board's part and the supply's (layout_setup)
  double time = 0;      // seconds
  bool animate = true;  // animations on (BoardFrame::animate)
  const ui::Fonts* fonts = nullptr;
  const SetupPlayback* playback = nullptr;  // never null when a view draws
  // How far the last step's pieces have come from the supply: 0 as the step starts, 1 once they
  // are in place (and whenever the step was reached backwards or animations are off).
  float arrival = 1;

  double ambient_time() const { return animate ? time : 0.0; }  // as BoardFrame's
};

// Whether the setup's supply folds at this position: the setup is at its end and the trace's
// supply is empty (so every piece is laid; leftover dominoes or tiles keep their panel).
bool supply_folds(const SetupPlayback& playback);

// The board frame for the board's part of the area: a view paints its board's backdrop with it.
BoardFrame board_frame_of(const SetupFrame& frame, const SetupAreas& areas);
// Whether the last step placed `cell` (playback.arriving()): its piece is still on its way.
bool is_arriving(const std::vector<int>& arriving, int cell);

// Draws one piece of the supply (or one arriving piece), centred, `size` its height.
using PiecePainter = std::function<void(ImDrawList*, const std::string& piece, ImVec2 centre, float size, float alpha)>;

struct SupplyStyle {
  std::string title;       // "Bag", "Deck", "Tile pile"
  std::string unit;        // "coins": the count line says "23 coins"
  float piece_aspect = 1;  // a piece's width over its height (cards 0.7, dominoes 0.5 standing)
  std::string empty_text;  // said when the supply is empty, e.g. "a die is rolled for each step"
};

// Draws the supply box and its pieces in order, the next to come first (top left), as many as
// fit, the rest counted; a folded supply (areas.fold) as its title and empty text on one line. Returns where the next
// piece leaves from: the first piece's place (the box's first slot when it is empty), so arriving pieces start where
// they lay. Its labels are reported as text blocks (ui/automation.hpp: supply-title, supply-text, supply-line,
// supply-rest).
ImVec2 paint_supply(ImDrawList* dl, const SetupAreas& areas, const std::vector<std::string>& pieces,
                    const SupplyStyle& style, const PiecePainter& paint, const ui::Fonts* fonts);

// The k-th of n arriving pieces' own progress: they leave the supply one after another.
float arrival_of(float arrival, std::size_t k, std::size_t n);
// Where a piece with progress t (0..1) is on its way from `from` to `to`: an eased arc.
ImVec2 arrival_point(ImVec2 from, ImVec2 to, float t);
// The ring that marks a cell the last step placed (pulsing while the piece arrives).
void paint_arrival_mark(ImDrawList* dl, ImVec2 centre, float radius, float t);
// A square variant of the mark, for square cells.
void paint_arrival_box(ImDrawList* dl, ImVec2 min, ImVec2 max, float t);

// The pieces of the final board not placed yet, in cell order: a supply for setups that record
// none (Sigmar's marbles, Fruit Dating's fruit), `is_piece` telling pieces from empty cells.
std::vector<std::string> pieces_to_come(const SetupPlayback& playback,
                                        const std::function<bool(const std::string&)>& is_piece);

// Text centred on a point at a given size (the display font when there is one).
void setup_text(ImDrawList* dl, const ui::Fonts* fonts, float size, ImVec2 centre, ImU32 color,
                const std::string& text);

}  // namespace puzzlelab
