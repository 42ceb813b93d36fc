#include "ui/plot_marks.hpp"

#include <algorithm>
#include <cmath>

namespace puzzlelab::ui::plot {

void series_marker(ImDrawList* dl, ImVec2 c, float r, ImU32 color, int series, const Style& style) {
  const float edge = style.thin;
  switch (((series % 4) + 4) % 4) {
    case 0:
      dl->AddCircleFilled(c, r, color, 16);
      dl->AddCircle(c, r, style.outline, 16, edge);
      break;
    case 1: {
      const float h = r * 0.9f;
      dl->AddRectFilled(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), color);
      dl->AddRect(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), style.outline, 0, 0, edge);
      break;
    }
    case 2: {
      const ImVec2 a(c.x, c.y - r * 1.15f), b(c.x + r * 1.1f, c.y + r * 0.8f), d(c.x - r * 1.1f, c.y + r * 0.8f);
      dl->AddTriangleFilled(a, b, d, color);
      dl->AddTriangle(a, b, d, style.outline, edge);
      break;
    }
    default: {
      const float h = r * 1.2f;
      const ImVec2 a(c.x, c.y - h), b(c.x + h, c.y), d(c.x, c.y + h), e(c.x - h, c.y);
      dl->AddQuadFilled(a, b, d, e, color);
      dl->AddQuad(a, b, d, e, style.outline, edge);
      break;
    }
  }
}

void reference_mark(ImDrawList* dl, float x0, float x1, float y, const Style& style) {
  // Dashed, so it never reads as a whisker cap or a box edge, with the diamond at the right end,
  // clear of the mean cross and the interval drawn in the middle.
  const float t = style.line, dash = style.font * 0.25f;
  dashed_line(dl, ImVec2(x0, y), ImVec2(x1, y), style.outline, t + 2 * style.thin, dash);
  dashed_line(dl, ImVec2(x0, y), ImVec2(x1, y), style.reference, t, dash);
  const float h = style.marker * 1.1f;
  const ImVec2 a(x1, y - h), b(x1 + h, y), c(x1, y + h), d(x1 - h, y);
  dl->AddQuadFilled(a, b, c, d, style.reference);
  dl->AddQuad(a, b, c, d, style.outline, style.thin);
}

void mean_mark(ImDrawList* dl, ImVec2 c, float r, const Style& style) {
  const auto cross = [&](ImU32 color, float thickness) {
    dl->AddLine(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), color, thickness);
    dl->AddLine(ImVec2(c.x - r, c.y + r), ImVec2(c.x + r, c.y - r), color, thickness);
  };
  cross(style.outline, style.line + 2 * style.thin);
  cross(style.reference, style.line);
}

void whisker(ImDrawList* dl, float x, float y_lo, float y_hi, float cap, ImU32 color, float thickness) {
  dl->AddLine(ImVec2(x, y_lo), ImVec2(x, y_hi), color, thickness);
  dl->AddLine(ImVec2(x - cap, y_lo), ImVec2(x + cap, y_lo), color, thickness);
  dl->AddLine(ImVec2(x - cap, y_hi), ImVec2(x + cap, y_hi), color, thickness);
}

void dashed_line(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 color, float thickness, float dash) {
  const float dx = b.x - a.x, dy = b.y - a.y;
  const float length = std::sqrt(dx * dx + dy * dy);
  if (!(length > 0) || !(dash > 0)) return;
  // At most a few hundred dashes however long the line: never a runaway loop.
  const int dashes = std::min(400, static_cast<int>(std::ceil(length / (2 * dash))));
  for (int i = 0; i < dashes; ++i) {
    const float t0 = std::min(1.0f, (2 * i * dash) / length), t1 = std::min(1.0f, ((2 * i + 1) * dash) / length);
    dl->AddLine(ImVec2(a.x + dx * t0, a.y + dy * t0), ImVec2(a.x + dx * t1, a.y + dy * t1), color, thickness);
  }
}

}  // namespace puzzlelab::ui::plot
