// BoxOff's setup in progress: the tray (with its tile slots for the tile setups) holding the
// tokens laid so far, empty squares as hollow wells, and the supply beside it: the bag of shuffled
// tokens, or the pile of L-shaped tiles (a corner colour and two arm colours). The last step's
// tokens travel from there to their squares.
#include <algorithm>
#include <string>

#include "games/boxoff/boxoff_view.hpp"
#include "games/setup_stage.hpp"

namespace puzzlelab::boxoff {

void BoxOffView::draw_setup(const SetupFrame& frame) {
  const SetupPlayback& playback = *frame.playback;
  const SetupAreas& areas = frame.areas;
  layout_ = Layout::fit(areas.board_min, areas.board_max, start_.rows, start_.cols);
  const Layout& L = layout_;
  const BoardFrame board_frame = board_frame_of(frame, areas);
  // A token's colour index from its letter, as the board names its colours.
  const auto colour_of = [&](const std::string& piece) {
    for (int k = 0; k < start_.colours; ++k)
      if (!piece.empty() && start_.letters[static_cast<std::size_t>(k)] == piece[0]) return k;
    return -1;
  };

  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(frame.min, frame.max, true);
  paint_frame(dl, board_frame);
  paint_tiles(dl);
  const auto& cells = playback.cells();
  const std::vector<int> arriving = playback.arriving();
  const int squares = start_.rows * start_.cols;
  const float size = L.cell * 0.74f;
  for (int s = 0; s < squares && s < static_cast<int>(cells.size()); ++s) {
    const auto& piece = cells[static_cast<std::size_t>(s)];
    const int colour = piece ? colour_of(*piece) : -1;
    const bool coming = std::find(arriving.begin(), arriving.end(), s) != arriving.end();
    if (colour < 0 || coming) {
      dl->AddCircle(L.center(s), L.cell * 0.09f, IM_COL32(120, 130, 158, 150), 16, std::max(1.0f, L.cell * 0.02f));
      continue;
    }
    paint_token(dl, L.center(s), size, colour, 1.0f);
  }

  const std::vector<std::string>& supply = playback.supply();
  const bool tiles = !tiles_.empty();  // a tile setup: its pieces are L-shaped tiles
  SupplyStyle style =
      tiles ? SupplyStyle{"Tile pile", "tiles", 1.0f,
                          playback.current() ? "Every tile is laid." : "Step forward to start the setup."}
            : SupplyStyle{"Bag", "tokens", 1.0f,
                          playback.current() ? "Every token is on the board." : "Step forward to start the setup."};
  const ImVec2 source = paint_supply(
      dl, areas, supply, style,
      [&](ImDrawList* d, const std::string& piece, ImVec2 c, float h, float alpha) {
        const auto colon = piece.find(':');
        if (colon == std::string::npos) {
          paint_token(d, c, h * 0.86f, std::max(0, colour_of(piece)), alpha);
          return;
        }
        // An L tile: the corner token top-left, the arms to its right and below, on a plate.
        const float q = h * 0.5f;
        const ImVec2 corner(c.x - q * 0.5f, c.y - q * 0.5f);
        d->AddRectFilled(ImVec2(c.x - q, c.y - q), ImVec2(c.x + q, c.y), IM_COL32(62, 70, 94, 255), q * 0.2f);
        d->AddRectFilled(ImVec2(c.x - q, c.y - q), ImVec2(c.x, c.y + q), IM_COL32(62, 70, 94, 255), q * 0.2f);
        const std::string arms = piece.substr(colon + 1);
        paint_token(d, corner, q * 0.84f, std::max(0, colour_of(piece.substr(0, colon))), alpha);
        if (arms.size() >= 2) {
          paint_token(d, ImVec2(corner.x + q, corner.y), q * 0.84f, std::max(0, colour_of(arms.substr(0, 1))), alpha);
          paint_token(d, ImVec2(corner.x, corner.y + q), q * 0.84f, std::max(0, colour_of(arms.substr(1, 1))), alpha);
        }
      },
      frame.fonts);

  // The last step's tokens (a tile's three together) on their way, then ringed in place.
  const bool together = arriving.size() <= 3;
  // A tile's squares keep their places in the L on the way, around the source.
  ImVec2 centroid(0, 0);
  for (const int s : arriving) {
    const ImVec2 c = L.center(std::min(s, squares - 1));
    centroid = ImVec2(centroid.x + c.x / static_cast<float>(arriving.size()),
                      centroid.y + c.y / static_cast<float>(arriving.size()));
  }
  for (std::size_t k = 0; k < arriving.size(); ++k) {
    const int s = arriving[k];
    if (s >= squares) continue;
    const auto& piece = cells[static_cast<std::size_t>(s)];
    const int colour = piece ? colour_of(*piece) : -1;
    if (colour < 0) continue;
    const float t = together ? std::clamp(frame.arrival, 0.0f, 1.0f) : arrival_of(frame.arrival, k, arriving.size());
    const ImVec2 to = L.center(s);
    const ImVec2 from =
        together ? ImVec2(source.x + (to.x - centroid.x) * 0.75f, source.y + (to.y - centroid.y) * 0.75f) : source;
    paint_token(dl, arrival_point(from, to, t), size * (0.75f + 0.25f * t), colour, 1.0f);
    paint_arrival_box(dl, L.square_min(s), L.square_max(s), t);
  }
  dl->PopClipRect();
}

}  // namespace puzzlelab::boxoff
