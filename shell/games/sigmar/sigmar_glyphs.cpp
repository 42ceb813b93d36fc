// The marbles' colours and alchemical symbols (see sigmar_glyphs.hpp), drawn as strokes scaled
// to the marble, so they stay sharp at any size.
#include "games/sigmar/sigmar_glyphs.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "ui/colour.hpp"

namespace puzzlelab::sigmar {
namespace {

using ui::mix;
using ui::with_alpha;

constexpr ImU32 kWhite = IM_COL32(255, 255, 255, 255);
constexpr ImU32 kBlack = IM_COL32(0, 0, 0, 255);
constexpr ImU32 kDarkInk = IM_COL32(28, 26, 36, 255);
constexpr ImU32 kLightInk = IM_COL32(252, 250, 244, 255);
constexpr ImU32 kBoardTone = IM_COL32(46, 42, 50, 255);  // what a blocked marble greys towards

constexpr ImU32 kBodies[kKinds] = {
    IM_COL32(150, 212, 240, 255),  // air: pale sky
    IM_COL32(0, 128, 90, 255),     // earth: bluish green
    IM_COL32(222, 66, 36, 255),    // fire: vermilion
    IM_COL32(0, 96, 170, 255),     // water: blue
    IM_COL32(238, 232, 214, 255),  // salt: cream
    IM_COL32(246, 192, 212, 255),  // vitae: rose
    IM_COL32(54, 48, 66, 255),     // mors: charcoal
    IM_COL32(184, 206, 222, 255),  // quicksilver: blue-grey
    IM_COL32(78, 86, 100, 255),    // lead: slate
    IM_COL32(166, 170, 150, 255),  // tin: pewter
    IM_COL32(132, 70, 58, 255),    // iron: rust
    IM_COL32(196, 112, 54, 255),   // copper
    IM_COL32(222, 228, 238, 255),  // silver
    IM_COL32(238, 190, 60, 255),   // gold
};

// Relative luminance (WCAG), to pick the ink that contrasts more with a body.
float luminance(ImU32 color) {
  const auto lin = [&](int shift) {
    const float c = static_cast<float>((color >> shift) & 0xFF) / 255.0f;
    return c <= 0.03928f ? c / 12.92f : std::pow((c + 0.055f) / 1.055f, 2.4f);
  };
  return 0.2126f * lin(IM_COL32_R_SHIFT) + 0.7152f * lin(IM_COL32_G_SHIFT) + 0.0722f * lin(IM_COL32_B_SHIFT);
}

ImU32 ink_for(ImU32 body) {
  const float l = luminance(body);
  const float dark = (l + 0.05f) / (luminance(kDarkInk) + 0.05f), light = (luminance(kLightInk) + 0.05f) / (l + 0.05f);
  return dark >= light ? kDarkInk : kLightInk;
}

// Points of a symbol are given in marble radii around its centre.
struct Pen {
  ImDrawList* dl;
  ImVec2 c;
  float s;  // pixels per unit
  ImU32 ink;
  float w;  // stroke width in pixels

  ImVec2 p(float x, float y) const { return ImVec2(c.x + x * s, c.y + y * s); }
  void line(float x0, float y0, float x1, float y1) const { dl->AddLine(p(x0, y0), p(x1, y1), ink, w); }
  void ring(float x, float y, float radius) const { dl->AddCircle(p(x, y), radius * s, ink, segments(radius), w); }
  void dot(float x, float y, float radius) const { dl->AddCircleFilled(p(x, y), radius * s, ink, segments(radius)); }
  void disc(float x, float y, float radius, ImU32 color) const {
    dl->AddCircleFilled(p(x, y), radius * s, color, segments(radius));
  }
  void polygon(std::initializer_list<ImVec2> units) const {
    ImVec2 pts[8];
    int n = 0;
    for (const ImVec2& u : units) pts[n++] = p(u.x, u.y);
    dl->AddPolyline(pts, n, ink, ImDrawFlags_Closed, w);
  }
  void cubic(ImVec2 a, ImVec2 b, ImVec2 d, ImVec2 e) const {
    dl->AddBezierCubic(p(a.x, a.y), p(b.x, b.y), p(d.x, d.y), p(e.x, e.y), ink, w, 20);
  }
  // An arc of a circle, angles in radians (0 = right, clockwise on screen).
  void arc(float x, float y, float radius, float from, float to) const {
    dl->PathArcTo(p(x, y), radius * s, from, to, 20);
    dl->PathStroke(ink, ImDrawFlags_None, w);
  }
  void ellipse(float x, float y, float rx, float ry) const {
    dl->PathClear();
    for (int i = 0; i < 24; ++i) {
      const float a = static_cast<float>(i) * 2 * std::numbers::pi_v<float> / 24;
      dl->PathLineTo(p(x + rx * std::cos(a), y + ry * std::sin(a)));
    }
    dl->PathStroke(ink, ImDrawFlags_Closed, w);
  }
  int segments(float radius) const { return std::clamp(static_cast<int>(radius * s * 1.2f), 12, 40); }
};

// The four elements: the alchemists' triangles. Fire and air point up, water and earth down; air
// and earth carry a bar.
void element(const Pen& pen, bool up, bool bar) {
  const float k = up ? 1.0f : -1.0f;
  pen.polygon({ImVec2(0, -0.58f * k), ImVec2(0.54f, 0.36f * k), ImVec2(-0.54f, 0.36f * k)});
  if (bar) pen.line(-0.5f, -0.06f * k, 0.5f, -0.06f * k);
}

void symbol(const Pen& pen, Kind kind, ImU32 body) {
  switch (kind) {
    case Kind::air: element(pen, true, true); break;
    case Kind::earth: element(pen, false, true); break;
    case Kind::fire: element(pen, true, false); break;
    case Kind::water: element(pen, false, false); break;
    case Kind::salt:
      pen.ring(0, 0, 0.48f);
      pen.line(-0.48f, 0, 0.48f, 0);
      break;
    case Kind::vitae:  // an ankh: a loop over a cross
      pen.ellipse(0, -0.34f, 0.2f, 0.24f);
      pen.line(0, -0.1f, 0, 0.62f);
      pen.line(-0.4f, 0.06f, 0.4f, 0.06f);
      break;
    case Kind::mors:  // crossed bones
      pen.line(-0.4f, -0.4f, 0.4f, 0.4f);
      pen.line(-0.4f, 0.4f, 0.4f, -0.4f);
      for (const float x : {-1.0f, 1.0f})
        for (const float y : {-1.0f, 1.0f}) {
          pen.dot(0.46f * x, 0.35f * y, 0.1f);
          pen.dot(0.35f * x, 0.46f * y, 0.1f);
        }
      break;
    case Kind::quicksilver:  // Mercury: horns over a circle over a cross
      pen.arc(0, -0.52f, 0.22f, 0.15f * std::numbers::pi_v<float>, 0.85f * std::numbers::pi_v<float>);
      pen.ring(0, -0.12f, 0.22f);
      pen.line(0, 0.1f, 0, 0.62f);
      pen.line(-0.2f, 0.38f, 0.2f, 0.38f);
      break;
    case Kind::lead:  // Saturn: a cross with a sickle hanging from it
      pen.line(-0.16f, -0.56f, -0.16f, 0.2f);
      pen.line(-0.38f, -0.36f, 0.06f, -0.36f);
      pen.cubic(ImVec2(-0.16f, -0.02f), ImVec2(0.06f, -0.3f), ImVec2(0.44f, -0.2f), ImVec2(0.22f, 0.2f));
      pen.cubic(ImVec2(0.22f, 0.2f), ImVec2(0.1f, 0.42f), ImVec2(0.2f, 0.54f), ImVec2(0.4f, 0.48f));
      break;
    case Kind::tin:  // Jupiter: a curved stroke meeting a cross
      pen.cubic(ImVec2(-0.42f, -0.32f), ImVec2(-0.34f, -0.66f), ImVec2(0.14f, -0.6f), ImVec2(-0.34f, 0.18f));
      pen.line(-0.42f, 0.18f, 0.46f, 0.18f);
      pen.line(0.22f, -0.52f, 0.22f, 0.56f);
      break;
    case Kind::iron: {  // Mars: a circle with an arrow up and to the right
      pen.ring(-0.12f, 0.12f, 0.28f);
      const float a = 0.7071f;
      pen.line(-0.12f + 0.28f * a, 0.12f - 0.28f * a, 0.44f, -0.44f);
      pen.line(0.44f, -0.44f, 0.14f, -0.44f);
      pen.line(0.44f, -0.44f, 0.44f, -0.14f);
      break;
    }
    case Kind::copper:  // Venus: a circle over a cross
      pen.ring(0, -0.2f, 0.28f);
      pen.line(0, 0.08f, 0, 0.6f);
      pen.line(-0.24f, 0.36f, 0.24f, 0.36f);
      break;
    case Kind::silver:  // the Moon: a crescent cut out of a disc
      pen.disc(-0.04f, 0, 0.5f, pen.ink);
      pen.disc(0.17f, -0.06f, 0.43f, body);
      break;
    case Kind::gold:  // the Sun: a circle with a dot
      pen.ring(0, 0, 0.46f);
      pen.dot(0, 0, 0.13f);
      break;
  }
}

}  // namespace

MarbleLook marble_look(Kind kind) {
  const ImU32 body = kBodies[index_of(kind)];
  return {body, ink_for(body)};
}

void paint_symbol(ImDrawList* dl, Kind kind, ImVec2 c, float r, ImU32 ink, ImU32 body) {
  const float scale = is_metal(kind) && kind != Kind::gold ? 0.86f : 1.0f;  // room for the rank marks
  const Pen pen{dl, c, r * scale, ink, std::max(1.3f, r * 0.13f)};
  symbol(pen, kind, body);
}

void paint_marble(ImDrawList* dl, Kind kind, ImVec2 c, float r, float dim, float alpha) {
  const MarbleLook look = marble_look(kind);
  const ImU32 body = mix(look.body, kBoardTone, 0.68f * dim);
  const ImU32 ink = with_alpha(mix(look.ink, body, 0.4f * dim), alpha);
  const int seg = std::clamp(static_cast<int>(r * 1.3f), 16, 48);
  // Shadow, a darker edge, the body, a soft light from the top left: a glass marble.
  dl->AddCircleFilled(ImVec2(c.x + r * 0.06f, c.y + r * 0.12f), r * 1.02f,
                      with_alpha(IM_COL32(0, 0, 0, 110), alpha * (1 - 0.5f * dim)), seg);
  dl->AddCircleFilled(c, r, with_alpha(mix(body, kBlack, 0.32f), alpha), seg);
  dl->AddCircleFilled(ImVec2(c.x - r * 0.05f, c.y - r * 0.06f), r * 0.9f, with_alpha(body, alpha), seg);
  dl->AddCircleFilled(ImVec2(c.x - r * 0.22f, c.y - r * 0.26f), r * 0.46f,
                      with_alpha(mix(body, kWhite, 0.16f), alpha * (0.55f - 0.3f * dim)), seg);
  if (is_metal(kind)) {
    // A metal bezel, and the rank marks along the bottom of the rim (lead one .. silver five).
    dl->AddCircle(c, r * 0.93f, with_alpha(mix(body, kWhite, 0.5f - 0.3f * dim), alpha), seg,
                  std::max(1.0f, r * 0.07f));
    const int rank = metal_rank(kind);
    if (kind != Kind::gold)
      for (int i = 0; i <= rank; ++i) {
        const float angle =
            std::numbers::pi_v<float> * 0.5f + (static_cast<float>(i) - static_cast<float>(rank) * 0.5f) * 0.3f;
        dl->AddCircleFilled(ImVec2(c.x + std::cos(angle) * r * 0.76f, c.y + std::sin(angle) * r * 0.76f),
                            std::max(1.0f, r * 0.065f), ink, 10);
      }
  }
  paint_symbol(dl, kind, c, r, ink, with_alpha(body, alpha));
  // A free marble (dim 0) catches the light on its rim: free and blocked differ in more than tone.
  if (dim < 0.5f)
    dl->AddCircle(c, r * 0.985f, with_alpha(kWhite, alpha * (0.5f - dim)), seg, std::max(1.0f, r * 0.05f));
  // The highlight: a small bright spot, top left.
  dl->AddCircleFilled(ImVec2(c.x - r * 0.45f, c.y - r * 0.48f), r * 0.11f,
                      with_alpha(kWhite, alpha * (0.6f - 0.35f * dim)), 12);
}

}  // namespace puzzlelab::sigmar
