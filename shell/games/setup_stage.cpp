#include "games/setup_stage.hpp"

#include <algorithm>
#include <cmath>

#include "core/setup_trace.hpp"
#include "ui/colour.hpp"

namespace puzzlelab {
namespace {

constexpr float kPi = 3.14159265f;
constexpr ImU32 kBox = IM_COL32(28, 32, 44, 235);
constexpr ImU32 kBoxRim = IM_COL32(118, 128, 156, 255);
constexpr ImU32 kLabel = IM_COL32(226, 230, 240, 255);
constexpr ImU32 kMark = IM_COL32(255, 214, 92, 255);

float ease(float t) {
  t = std::clamp(t, 0.0f, 1.0f);
  return t * t * (3 - 2 * t);
}

}  // namespace

SetupAreas split_setup_area(ImVec2 min, ImVec2 max, float board_aspect) {
  const float w = std::max(1.0f, max.x - min.x), h = std::max(1.0f, max.y - min.y);
  board_aspect = std::max(0.2f, board_aspect);
  SetupAreas a;
  const float gap = std::clamp(std::min(w, h) * 0.02f, 4.0f, 14.0f);
  if (w / h > board_aspect * 1.15f) {
    // Room to the right: the board keeps its full height, the supply takes what is left (at
    // least a fifth of the width).
    const float supply_w = std::clamp(w - h * board_aspect - gap, w * 0.2f, w * 0.42f);
    a.board_min = min;
    a.board_max = ImVec2(max.x - supply_w - gap, max.y);
    a.supply_min = ImVec2(max.x - supply_w, min.y);
    a.supply_max = max;
  } else {
    const float supply_h = std::clamp(h - w / board_aspect - gap, h * 0.2f, h * 0.4f);
    a.board_min = min;
    a.board_max = ImVec2(max.x, max.y - supply_h - gap);
    a.supply_min = ImVec2(min.x, max.y - supply_h);
    a.supply_max = max;
  }
  return a;
}

void setup_text(ImDrawList* dl, const ui::Fonts* fonts, float size, ImVec2 centre, ImU32 color, const std::string& text) {
  ImFont* font = fonts && fonts->display ? fonts->display : ImGui::GetFont();
  const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, text.c_str());
  dl->AddText(font, size, ImVec2(std::round(centre.x - extent.x * 0.5f), std::round(centre.y - extent.y * 0.5f)), color,
              text.c_str());
}

ImVec2 paint_supply(ImDrawList* dl, const SetupAreas& areas, const std::vector<std::string>& pieces,
                    const SupplyStyle& style, const PiecePainter& paint, const ui::Fonts* fonts) {
  const ImVec2 lo = areas.supply_min, hi = areas.supply_max;
  const float w = hi.x - lo.x, h = hi.y - lo.y;
  const float rounding = std::min(w, h) * 0.06f;
  dl->AddRectFilled(lo, hi, kBox, rounding);
  dl->AddRect(lo, hi, kBoxRim, rounding, ImDrawFlags_None, 1.5f);

  // The title line: "Bag · 23 coins".
  const float text_size = std::clamp(std::min(w * 0.075f, h * 0.1f), 12.0f, 22.0f);
  const float pad = text_size * 0.6f;
  std::string title = style.title;
  if (!pieces.empty()) title.append("  \xC2\xB7  ").append(std::to_string(pieces.size())).append(" ").append(style.unit);
  ImFont* font = fonts && fonts->bold ? fonts->bold : ImGui::GetFont();
  // Cut the title to the box's width rather than overflow it.
  while (title.size() > 4 && font->CalcTextSizeA(text_size, 1e9f, 0, title.c_str()).x > w - pad * 2) {
    title.pop_back();
    while (!title.empty() && (static_cast<unsigned char>(title.back()) & 0xC0) == 0x80) title.pop_back();
  }
  dl->AddText(font, text_size, ImVec2(lo.x + pad, lo.y + pad * 0.6f), kLabel, title.c_str());

  const ImVec2 inner_min(lo.x + pad, lo.y + pad * 0.6f + text_size * 1.4f), inner_max(hi.x - pad, hi.y - pad);
  const float iw = std::max(1.0f, inner_max.x - inner_min.x), ih = std::max(1.0f, inner_max.y - inner_min.y);
  if (pieces.empty()) {
    if (!style.empty_text.empty()) {
      ImFont* body = fonts && fonts->body ? fonts->body : ImGui::GetFont();
      const float size = std::clamp(text_size * 0.85f, 11.0f, 18.0f);
      dl->AddText(body, size, inner_min, IM_COL32(176, 184, 204, 255), style.empty_text.c_str(), nullptr, iw);
    }
    return ImVec2(inner_min.x + iw * 0.5f, inner_min.y + ih * 0.4f);
  }

  // The largest piece height at which every piece fits (within limits); below the smallest, as
  // many as fit and a count of the rest.
  const float aspect = std::max(0.2f, style.piece_aspect);
  const float spacing = 1.12f;
  const auto capacity = [&](float ph) {
    const int cols = std::max(1, static_cast<int>(iw / (ph * aspect * spacing)));
    const int rows = std::max(1, static_cast<int>(ih / (ph * spacing)));
    return std::pair<int, int>(cols, rows);
  };
  float ph = std::min({ih, 96.0f, iw / aspect});
  const float smallest = std::min(ph, 16.0f);
  while (ph > smallest) {
    const auto [cols, rows] = capacity(ph);
    if (static_cast<std::size_t>(cols * rows) >= pieces.size()) break;
    ph *= 0.94f;
  }
  ph = std::max(ph, smallest);
  // Plain variables, not a structured binding: the lambda below captures them (clang 14 cannot).
  const std::pair<int, int> grid = capacity(ph);
  const int cols = grid.first, rows = grid.second;
  const std::size_t room = static_cast<std::size_t>(cols * rows);
  const std::size_t shown = pieces.size() <= room ? pieces.size() : room - 1;  // the last slot counts the rest
  const float cw = ph * aspect * spacing, chh = ph * spacing;
  const auto slot = [&](std::size_t i) {
    const float col = static_cast<float>(i % static_cast<std::size_t>(cols)), row = static_cast<float>(i / static_cast<std::size_t>(cols));
    return ImVec2(inner_min.x + (col + 0.5f) * cw, inner_min.y + (row + 0.5f) * chh);
  };
  for (std::size_t i = 0; i < shown; ++i) paint(dl, pieces[i], slot(i), ph, 1.0f);
  if (shown < pieces.size())
    setup_text(dl, fonts, std::max(11.0f, ph * 0.4f), slot(shown), kLabel, std::string("+").append(std::to_string(pieces.size() - shown)));
  // The next piece to go: a gold frame.
  const ImVec2 first = slot(0);
  const ImVec2 half(ph * aspect * 0.56f, ph * 0.56f);
  dl->AddRect(ImVec2(first.x - half.x, first.y - half.y), ImVec2(first.x + half.x, first.y + half.y), kMark, ph * 0.12f,
              ImDrawFlags_None, std::max(1.5f, ph * 0.05f));
  return first;
}

float arrival_of(float arrival, std::size_t k, std::size_t n) {
  if (n <= 1) return std::clamp(arrival, 0.0f, 1.0f);
  // Each piece travels for half the step's time; their starts are spread over the first half.
  const float start = 0.5f * static_cast<float>(k) / static_cast<float>(n - 1);
  return std::clamp((arrival - start) / 0.5f, 0.0f, 1.0f);
}

ImVec2 arrival_point(ImVec2 from, ImVec2 to, float t) {
  const float e = ease(t);
  const float dx = to.x - from.x, dy = to.y - from.y;
  // A gentle arc: lifted sideways from the straight line by a tenth of the distance.
  const float len = std::sqrt(dx * dx + dy * dy);
  const float lift = std::sin(e * kPi) * len * 0.12f;
  const float nx = len > 0 ? -dy / len : 0, ny = len > 0 ? dx / len : 0;
  return ImVec2(from.x + dx * e + nx * lift, from.y + dy * e + ny * lift);
}

void paint_arrival_mark(ImDrawList* dl, ImVec2 centre, float radius, float t) {
  const float pulse = 1.0f + 0.25f * (1.0f - ease(t));
  dl->AddCircle(centre, radius * pulse, ui::with_alpha(kMark, 0.55f + 0.45f * ease(t)), 40, std::max(2.0f, radius * 0.12f));
}

void paint_arrival_box(ImDrawList* dl, ImVec2 min, ImVec2 max, float t) {
  const float grow = (1.0f - ease(t)) * (max.x - min.x) * 0.12f;
  const float thick = std::max(2.0f, (max.x - min.x) * 0.07f);
  dl->AddRect(ImVec2(min.x - grow, min.y - grow), ImVec2(max.x + grow, max.y + grow), ui::with_alpha(kMark, 0.55f + 0.45f * ease(t)),
              (max.x - min.x) * 0.14f, ImDrawFlags_None, thick);
}

std::vector<std::string> pieces_to_come(const SetupPlayback& playback, const std::function<bool(const std::string&)>& is_piece) {
  std::vector<std::string> out;
  const std::vector<std::string> board = board_cells(playback.board());
  const auto& cells = playback.cells();
  for (std::size_t i = 0; i < board.size() && i < cells.size(); ++i)
    if (!cells[i] && is_piece(board[i])) out.push_back(board[i]);
  return out;
}

BoardFrame board_frame_of(const SetupFrame& frame, const SetupAreas& areas) {
  BoardFrame board;
  board.min = areas.board_min;
  board.max = areas.board_max;
  board.time = frame.time;
  board.fonts = frame.fonts;
  return board;
}

bool is_arriving(const std::vector<int>& arriving, int cell) {
  return std::find(arriving.begin(), arriving.end(), cell) != arriving.end();
}

}  // namespace puzzlelab
