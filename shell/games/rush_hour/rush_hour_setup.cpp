// Rush Hour's setup in progress, read from its trace (engine/games/rush_hour/setups.hpp): walls and
// vehicles placed one by one where the dice put them, a constructed board laid whole once found.
// The cells written so far are grouped by letter into vehicles; the last step's vehicle comes in
// from the box beside the board (the cars and trucks still in it, in the order they come out) and
// is ringed in place, a vehicle slid by the step glides along its line, a refused roll is a red
// outline where the dice said, and a whole board laid at once simply appears.
#include <algorithm>
#include <array>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "games/rush_hour/rush_hour_view.hpp"
#include "games/setup_stage.hpp"
#include "ui/colour.hpp"
#include "ui/palette.hpp"

namespace puzzlelab::rush_hour {
namespace {

// The board as far as the trace has written it: walls, and for each letter a vehicle when its
// cells lie in one line next to each other (else one single-cell block per cell, so a trace the
// rules would not read still shows what it wrote).
Board board_so_far(const std::vector<std::optional<std::string>>& cells, int size) {
  Board b;
  b.size = size;
  std::array<std::vector<int>, 26> by_letter;
  for (int cell = 0; cell < size * size && cell < static_cast<int>(cells.size()); ++cell) {
    const auto& piece = cells[static_cast<std::size_t>(cell)];
    if (!piece || piece->size() != 1) continue;
    const char c = (*piece)[0];
    if (c == 'x' || c == 'X') b.walls.push_back(static_cast<std::uint8_t>(cell));
    if (c >= 'A' && c <= 'Z') by_letter[static_cast<std::size_t>(c - 'A')].push_back(cell);
  }
  for (int l = 0; l < 26; ++l) {
    const std::vector<int>& at = by_letter[static_cast<std::size_t>(l)];  // ascending
    if (at.empty()) continue;
    const int n = static_cast<int>(at.size()), first = at.front();
    bool across = true, down = true;
    for (int i = 0; i < n; ++i) {
      across = across && at[static_cast<std::size_t>(i)] == first + i && (first + i) / size == first / size;
      down = down && at[static_cast<std::size_t>(i)] == first + i * size;
    }
    Vehicle v;
    v.letter = static_cast<char>('A' + l);
    if (across || down) {
      v.horizontal = across;
      v.length = static_cast<std::int8_t>(n);
      v.line = static_cast<std::int8_t>(across ? first / size : first % size);
      v.offset = static_cast<std::int8_t>(across ? first % size : first / size);
      b.vehicles.push_back(v);
      continue;
    }
    for (const int cell : at) {
      v.horizontal = true;
      v.length = 1;
      v.line = static_cast<std::int8_t>(cell / size);
      v.offset = static_cast<std::int8_t>(cell % size);
      b.vehicles.push_back(v);
    }
  }
  return b;
}

// Where a refused roll's dice put a vehicle or a wall, read from the step's caption ("Car B: row
// 2, column 4, down: hits A; roll again", "Wall: row 3, column 1: taken"): the trace places
// nothing for it, so the caption is all there is. Nothing when the caption says otherwise.
std::optional<Vehicle> rolled_at(const std::string& caption) {
  char kind[8] = {}, letter = 0, way[8] = {};
  int row = 0, column = 0;
  Vehicle v;
  if (std::sscanf(caption.c_str(), "Wall: row %d, column %d", &row, &column) == 2) {
    v.letter = 'x';
    v.length = 1;
  } else if (std::sscanf(caption.c_str(), "%7s %c: row %d, column %d, %7[a-z]", kind, &letter, &row, &column, way) ==
             5) {
    const std::string k = kind, w = way;
    if ((k != "Car" && k != "Truck") || (w != "across" && w != "down")) return std::nullopt;
    v.letter = letter;
    v.length = static_cast<std::int8_t>(k == "Car" ? kCarLength : kTruckLength);
    v.horizontal = w == "across";
  } else {
    return std::nullopt;
  }
  if (row < 1 || column < 1 || row > kMaxSize || column > kMaxSize) return std::nullopt;
  v.line = static_cast<std::int8_t>(v.horizontal ? row - 1 : column - 1);
  v.offset = static_cast<std::int8_t>(v.horizontal ? column - 1 : row - 1);
  return v;
}

// A vehicle in the box, lying across, centred on c, `size` tall: grey until it is on the board.
void paint_boxed_vehicle(ImDrawList* dl, ImVec2 c, float size, int length, float alpha) {
  const float h = size * 0.84f, w = h * static_cast<float>(length) * 1.05f;
  const ImVec2 lo(c.x - w * 0.5f, c.y - h * 0.5f), hi(c.x + w * 0.5f, c.y + h * 0.5f);
  const ImU32 body = ui::with_alpha(IM_COL32(150, 160, 178, 255), alpha);
  dl->AddRectFilled(lo, hi, body, h * 0.28f);
  dl->AddRect(lo, hi, ui::with_alpha(IM_COL32(70, 78, 94, 255), alpha), h * 0.28f, 0, std::max(1.0f, h * 0.05f));
  const ImU32 glass = ui::with_alpha(IM_COL32(206, 224, 236, 255), alpha);
  const float unit = w / static_cast<float>(length);
  dl->AddRectFilled(ImVec2(hi.x - unit * 0.42f, lo.y + h * 0.2f), ImVec2(hi.x - unit * 0.2f, hi.y - h * 0.2f), glass,
                    h * 0.06f);
  dl->AddRectFilled(ImVec2(lo.x + unit * 0.12f, lo.y + h * 0.2f), ImVec2(lo.x + unit * 0.26f, hi.y - h * 0.2f), glass,
                    h * 0.06f);
}

float ease(float t) {
  t = std::clamp(t, 0.0f, 1.0f);
  return t * t * (3 - 2 * t);
}

}  // namespace

void RushHourView::draw_setup(const SetupFrame& frame) {
  const SetupPlayback& playback = *frame.playback;
  const int size = board_.size;
  const Board b = board_so_far(playback.cells(), size);
  const std::vector<int> arriving = playback.arriving();
  const float t = std::clamp(frame.arrival, 0.0f, 1.0f);

  // What the last step did: the letters it wrote and the cells it freed.
  std::string letters;
  std::vector<int> freed;
  for (const int cell : arriving) {
    if (cell >= size * size) continue;
    const auto& piece = playback.cells()[static_cast<std::size_t>(cell)];
    if (!piece || piece->size() != 1) continue;
    const char c = (*piece)[0];
    if (c == '.') freed.push_back(cell);
    if (((c >= 'A' && c <= 'Z') || c == 'x') && letters.find(c) == std::string::npos) letters += c;
  }
  // One vehicle placed or slid by the step (a whole board laid at once is not animated).
  int moving = -1;
  if (letters.size() == 1 && letters[0] != 'x')
    for (int v = 0; v < static_cast<int>(b.vehicles.size()); ++v)
      if (b.vehicles[static_cast<std::size_t>(v)].letter == letters[0] && moving < 0) moving = v;
  // Slid: it stood where the freed cells were (moved forward, its old front is the first freed
  // cell; moved back, its old back end is the last freed one).
  std::optional<float> slid_from;
  if (moving >= 0 && !freed.empty()) {
    const Vehicle& v = b.vehicles[static_cast<std::size_t>(moving)];
    std::vector<int> along;
    for (const int cell : freed)
      if ((v.horizontal ? cell / size : cell % size) == v.line)
        along.push_back(v.horizontal ? cell % size : cell / size);
    if (!along.empty()) {
      const int lo = *std::min_element(along.begin(), along.end()), hi = *std::max_element(along.begin(), along.end());
      slid_from = static_cast<float>(lo < v.offset ? lo : hi - v.length + 1);
    }
  }

  const SetupAreas& areas = frame.areas;
  layout_ = Layout::fit(size, areas.board_min, areas.board_max);
  const Layout& L = layout_;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(frame.min, frame.max, true);
  int exit_row = exit_row_for(size);
  if (!board_.vehicles.empty()) exit_row = board_.vehicles.front().line;
  paint_tray(dl, L, exit_row);
  paint_walls(dl, L, b.walls);
  for (int v = 0; v < static_cast<int>(b.vehicles.size()); ++v)
    if (v != moving || slid_from) {
      const Vehicle& veh = b.vehicles[static_cast<std::size_t>(v)];
      const float offset = v == moving ? *slid_from + (veh.offset - *slid_from) * ease(t) : veh.offset;
      paint_vehicle(dl, L, veh, offset, frame.fonts);
    }

  // The box: the vehicles still in it, in the order they come out ("car", "truck"); they get
  // their letter and colour only on the board.
  const ImVec2 source = paint_supply(
      dl, areas, playback.supply(),
      {"Box", "vehicles", 3.0f, "Every vehicle out of the box is placed by dice: row, column, across or down."},
      [](ImDrawList* d, const std::string& piece, ImVec2 c, float size, float alpha) {
        paint_boxed_vehicle(d, c, size, piece == "truck" ? kTruckLength : kCarLength, alpha);
      },
      frame.fonts);

  // A vehicle out of the box flies to its place; it and a new wall are ringed where they land.
  if (moving >= 0) {
    const Vehicle& veh = b.vehicles[static_cast<std::size_t>(moving)];
    ImVec2 lo, hi;
    L.vehicle_rect(veh, veh.offset, lo, hi);
    if (!slid_from) {
      const ImVec2 to((lo.x + hi.x) * 0.5f, (lo.y + hi.y) * 0.5f), at = arrival_point(source, to, t);
      Layout flying = L;
      flying.origin = ImVec2(L.origin.x + at.x - to.x, L.origin.y + at.y - to.y);
      paint_vehicle(dl, flying, veh, veh.offset, frame.fonts, 0.4f + 0.6f * t);
    }
    paint_arrival_box(dl, lo, hi, t);
  } else if (const TraceStep* step = playback.current(); step && step->kind == "roll") {
    // A refused roll: a red outline where the dice said, running off the board or over what is
    // in the way.
    if (const std::optional<Vehicle> v = rolled_at(step->caption)) {
      ImVec2 lo, hi;
      L.vehicle_rect(*v, v->offset, lo, hi);
      const float inset = L.cell * 0.07f;
      lo = ImVec2(lo.x + inset, lo.y + inset);
      hi = ImVec2(hi.x - inset, hi.y - inset);
      const ImU32 bad = ui::palette().board.bad;
      // Cut at the tray's edge: a vehicle that runs off the board is seen to leave it there.
      dl->PushClipRect(L.tray_min(), L.tray_max(), true);
      dl->AddRectFilled(lo, hi, ui::with_alpha(bad, 0.25f * t), L.cell * 0.2f);
      dl->AddRect(lo, hi, ui::with_alpha(bad, t), L.cell * 0.2f, 0, std::max(2.0f, L.cell * 0.06f));
      dl->PopClipRect();
    }
  } else if (letters == "x") {
    for (const int cell : arriving)
      if (cell < size * size)
        paint_arrival_box(dl, L.cell_min(cell / size, cell % size), L.cell_max(cell / size, cell % size), t);
  }
  dl->PopClipRect();
}

}  // namespace puzzlelab::rush_hour
