#include "games/setup_stage.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/setup_trace.hpp"
#include "ui/automation.hpp"
#include "ui/colour.hpp"

namespace puzzlelab {
namespace {

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

namespace {

ImVec2 lerp(ImVec2 a, ImVec2 b, float t) { return ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t); }

}  // namespace

SetupLayout layout_setup(ImVec2 min, ImVec2 max, float board_aspect, float fold, float caption_size, float min_text,
                         const std::function<float(float size, float width)>& caption_height) {
  const float w = std::max(1.0f, max.x - min.x), h = std::max(1.0f, max.y - min.y);
  board_aspect = std::max(0.2f, board_aspect);
  const float gap = std::clamp(std::min(w, h) * 0.02f, 4.0f, 14.0f);
  const auto band_of = [&](float size, float width) {
    const float pad = size * 0.45f;
    return caption_height(size, std::max(1.0f, width - pad * 2)) + pad * 2;
  };

  // With the panel: the caption's band over the board, the panel beside the board under it.
  const float band = band_of(caption_size, w);
  const ImVec2 below(min.x, std::min(max.y, min.y + band + caption_size * 0.45f * 0.5f));
  const SetupAreas panel = split_setup_area(below, max, board_aspect);

  // Folded: the supply's line at about half the caption's size, at least readable. Of three ways
  // to place the caption and the line, the one whose board area holds the largest board.
  const float line = std::max(std::clamp(caption_size * 0.55f, 13.0f, 22.0f), min_text);
  const auto fit = [&](const SetupAreas& a) {
    return std::min(a.board_max.x - a.board_min.x, (a.board_max.y - a.board_min.y) * board_aspect);
  };
  SetupAreas folded;
  ImVec2 cap_min = min;
  float cap_size = caption_size;
  {
    // The caption on top, the supply's line under the board.
    const float strip = line * 2.0f;
    folded.board_min = below;
    folded.board_max = ImVec2(max.x, std::max(below.y + 1, max.y - strip - gap));
    folded.supply_min = ImVec2(min.x, max.y - strip);
    folded.supply_max = max;
  }
  {
    // The caption on top, the supply's line in a column right of the board.
    const float h2 = std::max(1.0f, max.y - below.y);
    const float column = std::clamp(w - h2 * board_aspect - gap, w * 0.18f, w * 0.42f);
    SetupAreas side;
    side.board_min = below;
    side.board_max = ImVec2(max.x - column - gap, max.y);
    side.supply_min = ImVec2(max.x - column, below.y);
    side.supply_max = ImVec2(max.x, std::min(max.y, below.y + line * 3.4f));
    if (fit(side) > fit(folded)) folded = side;
  }
  {
    // A column right of the board, which has the area's full height: the caption on top (its
    // type made smaller, down to half, until lines hold a dozen letters and it fits three quarters
    // of the height), the supply's line under it.
    const float column = std::clamp(w - h * board_aspect - gap, w * 0.22f, w * 0.42f);
    const float x = max.x - column;
    const float smallest = std::max({std::min(caption_size, 14.0f), caption_size * 0.5f, min_text});
    // Type no larger than leaves a dozen letters a line in the column.
    float size = std::clamp(column / 7.0f, smallest, caption_size), tall = band_of(size, column);
    while (tall > h * 0.75f && size > smallest) {
      size = std::max(smallest, size * 0.92f);
      tall = band_of(size, column);
    }
    SetupAreas beside;
    beside.board_min = min;
    beside.board_max = ImVec2(x - gap, max.y);
    beside.supply_min = ImVec2(x, std::min(max.y, min.y + tall + gap));
    beside.supply_max = ImVec2(max.x, std::min(max.y, beside.supply_min.y + line * 3.4f));
    if (tall <= h * 0.75f && fit(beside) > fit(folded)) {
      folded = beside;
      cap_min = ImVec2(x, min.y);
      cap_size = size;
    }
  }

  const float e = ease(fold);
  SetupLayout out;
  out.caption_size = caption_size + (cap_size - caption_size) * e;
  out.caption_pad = out.caption_size * 0.45f;
  out.caption_min = lerp(min, cap_min, e);
  const float caption_w = std::max(1.0f, max.x - out.caption_min.x);
  out.caption_max = ImVec2(max.x, out.caption_min.y + band_of(out.caption_size, caption_w));
  out.areas.board_min = lerp(panel.board_min, folded.board_min, e);
  out.areas.board_max = lerp(panel.board_max, folded.board_max, e);
  out.areas.supply_min = lerp(panel.supply_min, folded.supply_min, e);
  out.areas.supply_max = lerp(panel.supply_max, folded.supply_max, e);
  out.areas.fold = std::clamp(fold, 0.0f, 1.0f);
  out.areas.line_size = line;
  out.areas.min_text = min_text;
  return out;
}

bool supply_folds(const SetupPlayback& playback) { return playback.at_end() && playback.supply().empty(); }

void setup_text(ImDrawList* dl, const ui::Fonts* fonts, float size, ImVec2 centre, ImU32 color,
                const std::string& text) {
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
  if (areas.fold > 0.5f) {
    // Folded: "Bag · Every marble is on the board." (or what the supply's empty text says, such
    // as how a die is rolled), wrapped to the line's width, fading in over the fold's second half.
    ImFont* body = fonts && fonts->body ? fonts->body : ImGui::GetFont();
    std::string line = style.title;
    if (!style.empty_text.empty()) line.append("  \xC2\xB7  ").append(style.empty_text);
    // Smaller type until the wrapped line fits its box; a box too small for it at the smallest
    // type (a narrow column beside a board shrunk for a tally) shows the supply's name alone.
    const auto extent = [&](float at) {
      return body->CalcTextSizeA(at, 1e9f, std::max(1.0f, w - at * 0.45f * 2.8f), line.c_str());
    };
    const float smallest = std::max(9.0f, areas.min_text);
    const auto fit = [&] {
      float at = areas.line_size;
      while (at > smallest && extent(at).y > h - at * 0.45f * 2) at = std::max(smallest, at * 0.92f);
      return at;
    };
    float size = fit();
    if (extent(size).y > h - size * 0.45f * 2 && line != style.title) {
      line = style.title;
      size = fit();
    }
    const float pad = size * 0.45f;
    const ImU32 ink = ui::with_alpha(IM_COL32(196, 202, 220, 255), std::clamp(areas.fold * 2 - 1, 0.0f, 1.0f));
    dl->PushClipRect(lo, hi, true);
    dl->AddText(body, size, ImVec2(lo.x + pad * 1.4f, lo.y + pad), ink, line.c_str(), nullptr,
                std::max(1.0f, w - pad * 2.8f));
    dl->PopClipRect();
    const ImVec2 drawn = extent(size);
    ui::automation::text_block("supply-line", lo.x + pad * 1.4f, lo.y + pad, drawn.x, drawn.y, size,
                               lo.y + pad + drawn.y <= hi.y);
    return ImVec2((lo.x + hi.x) * 0.5f, (lo.y + hi.y) * 0.5f);
  }

  dl->PushClipRect(lo, hi, true);  // while the panel folds its contents must stay inside it
  struct PopClip {
    ImDrawList* dl;
    ~PopClip() { dl->PopClipRect(); }
  } pop_clip{dl};

  // The title line: "Bag · 23 coins".
  const float text_size = std::max(std::clamp(std::min(w * 0.075f, h * 0.1f), 12.0f, 22.0f), areas.min_text);
  const float pad = text_size * 0.6f;
  std::string title = style.title;
  ImFont* font = fonts && fonts->bold ? fonts->bold : ImGui::GetFont();
  const auto title_width = [&] { return font->CalcTextSizeA(text_size, 1e9f, 0, title.c_str()).x; };
  // The count after the name when both fit ("Bag · 23 coins"), else the name alone; the name cut
  // to the box's width only when even it is wider, rather than overflow the box.
  if (!pieces.empty()) {
    title.append("  \xC2\xB7  ").append(std::to_string(pieces.size())).append(" ").append(style.unit);
    if (title_width() > w - pad * 2) title = style.title;
  }
  bool whole = true;
  while (title.size() > 4 && title_width() > w - pad * 2) {
    whole = false;
    title.pop_back();
    while (!title.empty() && (static_cast<unsigned char>(title.back()) & 0xC0) == 0x80) title.pop_back();
  }
  dl->AddText(font, text_size, ImVec2(lo.x + pad, lo.y + pad * 0.6f), kLabel, title.c_str());
  ui::automation::text_block("supply-title", lo.x + pad, lo.y + pad * 0.6f, title_width(), text_size, text_size, whole);

  const ImVec2 inner_min(lo.x + pad, lo.y + pad * 0.6f + text_size * 1.4f), inner_max(hi.x - pad, hi.y - pad);
  const float iw = std::max(1.0f, inner_max.x - inner_min.x), ih = std::max(1.0f, inner_max.y - inner_min.y);
  if (pieces.empty()) {
    if (!style.empty_text.empty()) {
      ImFont* body = fonts && fonts->body ? fonts->body : ImGui::GetFont();
      const float size = std::max(std::clamp(text_size * 0.85f, 11.0f, 18.0f), areas.min_text);
      dl->AddText(body, size, inner_min, IM_COL32(176, 184, 204, 255), style.empty_text.c_str(), nullptr, iw);
      const ImVec2 drawn = body->CalcTextSizeA(size, 1e9f, iw, style.empty_text.c_str());
      ui::automation::text_block("supply-text", inner_min.x, inner_min.y, drawn.x, drawn.y, size,
                                 inner_min.y + drawn.y <= hi.y);
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
    const float col = static_cast<float>(i % static_cast<std::size_t>(cols)),
                row = static_cast<float>(i / static_cast<std::size_t>(cols));
    return ImVec2(inner_min.x + (col + 0.5f) * cw, inner_min.y + (row + 0.5f) * chh);
  };
  for (std::size_t i = 0; i < shown; ++i) paint(dl, pieces[i], slot(i), ph, 1.0f);
  if (shown < pieces.size()) {
    const float size = std::max({11.0f, ph * 0.4f, areas.min_text});
    const std::string rest = std::string("+").append(std::to_string(pieces.size() - shown));
    setup_text(dl, fonts, size, slot(shown), kLabel, rest);
    ImFont* display = fonts && fonts->display ? fonts->display : ImGui::GetFont();
    const ImVec2 drawn = display->CalcTextSizeA(size, 1e9f, 0, rest.c_str());
    ui::automation::text_block("supply-rest", slot(shown).x - drawn.x * 0.5f, slot(shown).y - drawn.y * 0.5f, drawn.x,
                               drawn.y, size);
  }
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
  const float lift = std::sin(e * std::numbers::pi_v<float>) * len * 0.12f;
  const float nx = len > 0 ? -dy / len : 0, ny = len > 0 ? dx / len : 0;
  return ImVec2(from.x + dx * e + nx * lift, from.y + dy * e + ny * lift);
}

void paint_arrival_mark(ImDrawList* dl, ImVec2 centre, float radius, float t) {
  const float pulse = 1.0f + 0.25f * (1.0f - ease(t));
  dl->AddCircle(centre, radius * pulse, ui::with_alpha(kMark, 0.55f + 0.45f * ease(t)), 40,
                std::max(2.0f, radius * 0.12f));
}

void paint_arrival_box(ImDrawList* dl, ImVec2 min, ImVec2 max, float t) {
  const float grow = (1.0f - ease(t)) * (max.x - min.x) * 0.12f;
  const float thick = std::max(2.0f, (max.x - min.x) * 0.07f);
  dl->AddRect(ImVec2(min.x - grow, min.y - grow), ImVec2(max.x + grow, max.y + grow),
              ui::with_alpha(kMark, 0.55f + 0.45f * ease(t)), (max.x - min.x) * 0.14f, ImDrawFlags_None, thick);
}

std::vector<std::string> pieces_to_come(const SetupPlayback& playback,
                                        const std::function<bool(const std::string&)>& is_piece) {
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
  board.animate = frame.animate;
  board.fonts = frame.fonts;
  return board;
}

bool is_arriving(const std::vector<int>& arriving, int cell) {
  return std::find(arriving.begin(), arriving.end(), cell) != arriving.end();
}

}  // namespace puzzlelab
