// Fruit Dating's setup in progress, as the article's generator builds a level: the solid border,
// walls painted with their symmetry, small areas filled, then fruit, obstacles and features placed
// by weight, one-way borders last. Tiles not painted yet are floor. Walls and mud appear where
// they are painted, ringed; the fruit and objects come from the pile beside the board (the
// level's pieces not placed yet: the trace records no supply).
#include <algorithm>
#include <string>
#include <string_view>

#include "core/input_error.hpp"
#include "core/setup_trace.hpp"
#include "games/fruit_dating/fruit_dating_view.hpp"
#include "games/setup_stage.hpp"

namespace puzzlelab::fruit_dating {
namespace {

// What stands on a tile written as `c` in the board text (kEmpty for ground-only tiles).
Thing thing_of(char c) {
  if (c >= 'a' && c <= 'f') return fruit(c - 'a');
  if (c >= 'A' && c <= 'F') return static_cast<Thing>(kSpoiled + (c - 'A'));
  switch (c) {
    case 'o':
    case 'O': return kStone;
    case 'x':
    case 'X': return kCar;
    case 'u':
    case 'U': return kBarrel;
    case 'h': return kHedgehog;
    case 'H': return kHedgehogAwake;
    case '>': return anteater(Dir::right);
    case '^': return anteater(Dir::up);
    case '<': return anteater(Dir::left);
    case 'v': return anteater(Dir::down);
    default: return kEmpty;
  }
}

bool is_piece(const std::string& text) { return text.size() == 1 && thing_of(text[0]) != kEmpty; }

}  // namespace

void FruitDatingView::draw_setup(const SetupFrame& frame) {
  const SetupPlayback& playback = *frame.playback;
  const std::vector<std::string> final_cells = board_cells(playback.board());
  const auto& cells = playback.cells();
  const int width = board_.width, height = board_.height, tiles = width * height;
  if (static_cast<int>(cells.size()) < tiles || static_cast<int>(final_cells.size()) != static_cast<int>(cells.size()))
    return;

  // The level as far as it is built: tiles not painted yet are floor (the border too, until the
  // border step paints it), one-way borders only once placed.
  const std::vector<int> arriving = playback.arriving();
  std::vector<std::string> text(cells.size());
  for (int t = 0; t < tiles; ++t) {
    const auto& piece = cells[static_cast<std::size_t>(t)];
    const bool edge = t / width == 0 || t % width == 0 || t / width == height - 1 || t % width == width - 1;
    text[static_cast<std::size_t>(t)] = piece && piece->size() == 1 ? *piece : (edge ? "#" : ".");
  }
  const std::string_view level = playback.board();
  std::string grid = compose_board(level.substr(0, level.find(';')), {text.begin(), text.begin() + tiles});
  for (std::size_t i = static_cast<std::size_t>(tiles); i < cells.size(); ++i)
    if (cells[i] && !cells[i]->empty()) grid += ";" + *cells[i];
  Board b;
  try {
    b = parse_board(grid);
  } catch (const InputError&) {
    return;  // a trace the rules cannot read: nothing sensible to draw
  }
  for (int t = 0; t < tiles; ++t) {
    const bool edge = t / width == 0 || t % width == 0 || t / width == height - 1 || t % width == width - 1;
    if (edge && !cells[static_cast<std::size_t>(t)]) b.ground[static_cast<std::size_t>(t)] = Ground::floor;
    // Pieces on their way are drawn moving, not in place.
    if (is_arriving(arriving, t) && b.things[static_cast<std::size_t>(t)] != kEmpty)
      b.things[static_cast<std::size_t>(t)] = kEmpty;
  }

  const SetupAreas& areas = frame.areas;
  layout_ = Layout::fit(width, height, areas.board_min, areas.board_max);
  const Layout& L = layout_;
  BoardPaint p;
  p.board = &b;
  p.layout = L;
  p.time = frame.ambient_time();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(frame.min, frame.max, true);
  paint_ground(dl, p);
  paint_things(dl, p);
  paint_one_ways(dl, p);

  const std::vector<std::string> pile = pieces_to_come(playback, is_piece);
  const ImVec2 source = paint_supply(
      dl, areas, pile, {"Pile", "pieces", 1.0f, "Every piece is placed."},
      [](ImDrawList* d, const std::string& piece, ImVec2 c, float size, float alpha) {
        if (!piece.empty()) paint_thing(d, thing_of(piece[0]), c, size * 0.92f, alpha);
      },
      frame.fonts);

  // The last step: painted tiles ringed where they are (a whole wall at once), pieces flying in.
  const float t = std::clamp(frame.arrival, 0.0f, 1.0f);
  for (std::size_t k = 0; k < arriving.size(); ++k) {
    const int cell = arriving[k];
    if (cell >= tiles) {
      // A one-way border: ring the tile it belongs to (row and column in its text, 1-based).
      const auto& item = cells[static_cast<std::size_t>(cell)];
      if (item && item->size() == 3) {
        const int r = (*item)[0] - '1', c = (*item)[1] - '1';
        if (r >= 0 && r < height && c >= 0 && c < width) paint_arrival_box(dl, L.tile_min(r, c), L.tile_max(r, c), t);
      }
      continue;
    }
    const int r = cell / width, c = cell % width;
    const auto& piece = cells[static_cast<std::size_t>(cell)];
    const Thing thing = piece && piece->size() == 1 ? thing_of((*piece)[0]) : kEmpty;
    if (thing != kEmpty) paint_thing(dl, thing, arrival_point(source, L.center(r, c), t), L.tile * (0.6f + 0.2f * t));
    paint_arrival_box(dl, L.tile_min(r, c), L.tile_max(r, c), t);
  }
  dl->PopClipRect();
}

}  // namespace puzzlelab::fruit_dating
