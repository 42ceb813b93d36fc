// Drawing Fruit Dating with the ImGui draw list. Each fruit colour has its own shape, so the six
// stay apart without colour vision too: red cherries (two small balls), yellow banana (a
// crescent), green pear (a figure of eight), purple grapes (a bunch), orange slice (a half disc)
// and blueberry (one ball with a crown). Obstacles are a grey stone, a car and a barrel; an
// anteater points its snout the way it looks (faint dots run along its line of sight); a hedgehog
// asleep has closed eyes and a "z", awake open eyes. Mud is brown with bubbles, walls dark slate,
// one-way borders a gold bar across the border with an arrow the way objects may cross.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "games/fruit_dating/fruit_dating_view.hpp"
#include "games/board_animation.hpp"
#include "ui/colour.hpp"
#include "ui/theme.hpp"

namespace puzzlelab::fruit_dating {
namespace {

using ui::mix;
using ui::with_alpha;

ImVec2 operator+(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }
ImVec2 operator-(ImVec2 a, ImVec2 b) { return ImVec2(a.x - b.x, a.y - b.y); }
ImVec2 operator*(ImVec2 a, float k) { return ImVec2(a.x * k, a.y * k); }
ImVec2 lerp(ImVec2 a, ImVec2 b, float t) { return a + (b - a) * t; }

constexpr ImU32 kFloorA = IM_COL32(236, 226, 198, 255);
constexpr ImU32 kFloorB = IM_COL32(228, 216, 186, 255);
constexpr ImU32 kWall = IM_COL32(56, 64, 84, 255);
constexpr ImU32 kWallTop = IM_COL32(78, 88, 112, 255);
constexpr ImU32 kMud = IM_COL32(112, 80, 48, 255);
constexpr ImU32 kMudDark = IM_COL32(84, 58, 34, 255);
constexpr ImU32 kMudLight = IM_COL32(150, 112, 72, 255);
constexpr ImU32 kInk = IM_COL32(36, 30, 28, 255);
constexpr ImU32 kStem = IM_COL32(104, 70, 38, 255);
constexpr ImU32 kLeaf = IM_COL32(72, 150, 60, 255);

ImU32 fruit_colour(int colour) {
  static const ImU32 colours[kColours] = {
      IM_COL32(208, 32, 48, 255),   // red: cherries
      IM_COL32(246, 206, 40, 255),  // yellow: banana
      IM_COL32(128, 192, 54, 255),  // green: pear
      IM_COL32(126, 64, 170, 255),  // purple: grapes
      IM_COL32(246, 134, 26, 255),  // orange: a slice
      IM_COL32(52, 98, 208, 255),   // blue: blueberry
  };
  return colours[std::clamp(colour, 0, kColours - 1)];
}

ImU32 fade(ImU32 c, float alpha) { return with_alpha(c, alpha); }
ImU32 darker(ImU32 c, float k) { return mix(c, IM_COL32(0, 0, 0, (c >> IM_COL32_A_SHIFT) & 0xFF), k); }

// A point `local` (x along the facing, y across it) turned to face d.
ImVec2 turn(ImVec2 local, Dir d) {
  switch (d) {
    case Dir::right: return local;
    case Dir::up: return ImVec2(local.y, -local.x);
    case Dir::left: return ImVec2(-local.x, -local.y);
    case Dir::down: break;
  }
  return ImVec2(-local.y, local.x);
}

ImVec2 dir_vector(Dir d) { return turn(ImVec2(1, 0), d); }

// A fruit of `colour` centred on c, `s` its half size.
void paint_fruit(ImDrawList* dl, int colour, ImVec2 c, float s, float alpha) {
  const ImU32 body = fade(fruit_colour(colour), alpha);
  const ImU32 rim = fade(darker(fruit_colour(colour), 0.45f), alpha);
  const ImU32 shine = fade(IM_COL32(255, 255, 255, 150), alpha);
  const ImU32 stem = fade(kStem, alpha), leaf = fade(kLeaf, alpha);
  const float line = std::max(1.0f, s * 0.08f);
  switch (colour) {
    case 0: {  // cherries: two balls on stems joined at the top
      const ImVec2 a = c + ImVec2(-0.42f * s, 0.36f * s), b = c + ImVec2(0.42f * s, 0.3f * s),
                   top = c + ImVec2(0.1f * s, -0.75f * s);
      dl->AddBezierQuadratic(a, c + ImVec2(-0.3f * s, -0.3f * s), top, stem, line * 1.3f);
      dl->AddBezierQuadratic(b, c + ImVec2(0.45f * s, -0.3f * s), top, stem, line * 1.3f);
      dl->AddTriangleFilled(top, top + ImVec2(0.5f * s, -0.2f * s), top + ImVec2(0.25f * s, 0.12f * s), leaf);
      for (const ImVec2 p : {a, b}) {
        dl->AddCircleFilled(p, 0.4f * s, body, 24);
        dl->AddCircle(p, 0.4f * s, rim, 24, line);
        dl->AddCircleFilled(p + ImVec2(-0.14f * s, -0.14f * s), 0.1f * s, shine, 10);
      }
      break;
    }
    case 1: {  // banana: a thick crescent with brown tips
      const int n = 18;
      ImVec2 outer[n + 1], inner[n + 1];
      for (int i = 0; i <= n; ++i) {
        const float a = std::numbers::pi_v<float> * (0.15f + 0.7f * static_cast<float>(i) / n);
        const float w = 0.42f * std::sin(std::numbers::pi_v<float> * static_cast<float>(i) / n) + 0.06f;
        outer[i] = c + ImVec2(std::cos(a) * 0.95f * s, std::sin(a) * 0.95f * s - 0.45f * s);
        inner[i] = c + ImVec2(std::cos(a) * (0.95f - w * 2.0f) * s, std::sin(a) * (0.95f - w * 2.0f) * s - 0.45f * s);
      }
      for (int i = 0; i < n; ++i) {
        const ImVec2 quad[4] = {outer[i], outer[i + 1], inner[i + 1], inner[i]};
        dl->AddConvexPolyFilled(quad, 4, body);
      }
      for (int i = 0; i < n; ++i) {
        dl->AddLine(outer[i], outer[i + 1], rim, line);
        dl->AddLine(inner[i], inner[i + 1], rim, line);
      }
      dl->AddCircleFilled(outer[0] + (inner[0] - outer[0]) * 0.5f, 0.08f * s, stem, 8);
      dl->AddCircleFilled(outer[n] + (inner[n] - outer[n]) * 0.5f, 0.1f * s, stem, 8);
      break;
    }
    case 2: {  // pear: a big ball below, a smaller one above, a stem and a leaf
      const ImVec2 low = c + ImVec2(0, 0.3f * s), high = c + ImVec2(0, -0.28f * s);
      dl->AddLine(high + ImVec2(0, -0.3f * s), high + ImVec2(0.08f * s, -0.62f * s), stem, line * 1.5f);
      dl->AddTriangleFilled(high + ImVec2(0.06f * s, -0.5f * s), high + ImVec2(0.5f * s, -0.72f * s),
                            high + ImVec2(0.4f * s, -0.38f * s), leaf);
      dl->AddCircleFilled(low, 0.56f * s, body, 28);
      dl->AddCircleFilled(high, 0.34f * s, body, 22);
      const ImVec2 waist[4] = {high + ImVec2(-0.34f * s, 0), high + ImVec2(0.34f * s, 0),
                               low + ImVec2(0.5f * s, -0.2f * s), low + ImVec2(-0.5f * s, -0.2f * s)};
      dl->AddConvexPolyFilled(waist, 4, body);
      dl->AddCircle(low, 0.56f * s, rim, 28, line);
      dl->PathArcTo(high, 0.34f * s, std::numbers::pi_v<float> * 0.95f, std::numbers::pi_v<float> * 2.05f, 14);
      dl->PathStroke(rim, 0, line);
      dl->AddCircleFilled(low + ImVec2(-0.2f * s, -0.16f * s), 0.12f * s, shine, 10);
      break;
    }
    case 3: {  // grapes: a bunch of six, three over two over one
      dl->AddLine(c + ImVec2(0, -0.62f * s), c + ImVec2(0.1f * s, -0.9f * s), stem, line * 1.5f);
      dl->AddTriangleFilled(c + ImVec2(0.05f * s, -0.72f * s), c + ImVec2(0.55f * s, -0.92f * s),
                            c + ImVec2(0.42f * s, -0.55f * s), leaf);
      const float r = 0.25f * s;
      const ImVec2 centres[6] = {c + ImVec2(-0.48f * s, -0.36f * s), c + ImVec2(0, -0.4f * s),
                                 c + ImVec2(0.48f * s, -0.36f * s),  c + ImVec2(-0.25f * s, 0.06f * s),
                                 c + ImVec2(0.25f * s, 0.06f * s),   c + ImVec2(0, 0.5f * s)};
      for (const ImVec2 p : centres) {
        dl->AddCircleFilled(p, r, body, 16);
        dl->AddCircle(p, r, rim, 16, line);
        dl->AddCircleFilled(p + ImVec2(-0.08f * s, -0.08f * s), 0.06f * s, shine, 8);
      }
      break;
    }
    case 4: {  // orange: a half slice, flat side up, rind, pith and segments
      const ImVec2 o = c + ImVec2(0, -0.3f * s);
      const float R = 0.9f * s;
      dl->PathArcTo(o, R, 0, std::numbers::pi_v<float>, 28);
      dl->PathFillConvex(fade(darker(fruit_colour(4), 0.1f), alpha));
      dl->PathArcTo(o, R * 0.84f, 0, std::numbers::pi_v<float>, 24);
      dl->PathFillConvex(fade(IM_COL32(255, 236, 200, 255), alpha));
      dl->PathArcTo(o, R * 0.76f, 0, std::numbers::pi_v<float>, 24);
      dl->PathFillConvex(body);
      for (int i = 1; i < 5; ++i) {
        const float a = std::numbers::pi_v<float> * static_cast<float>(i) / 5;
        dl->AddLine(o, o + ImVec2(std::cos(a) * R * 0.76f, std::sin(a) * R * 0.76f),
                    fade(IM_COL32(255, 236, 200, 255), alpha), line);
      }
      dl->AddLine(o + ImVec2(-R, 0), o + ImVec2(R, 0), rim, line);
      dl->PathArcTo(o, R, 0, std::numbers::pi_v<float>, 28);
      dl->PathStroke(rim, 0, line);
      break;
    }
    default: {  // blueberry: one ball with a five-pointed crown and a bloom
      const float r = 0.72f * s;
      dl->AddCircleFilled(c, r, body, 30);
      dl->AddCircle(c, r, rim, 30, line);
      const ImVec2 crown = c + ImVec2(0, -0.36f * s);
      const ImU32 dark = fade(darker(fruit_colour(5), 0.6f), alpha);
      for (int i = 0; i < 5; ++i) {
        const float a = -std::numbers::pi_v<float> / 2 + 2 * std::numbers::pi_v<float> * static_cast<float>(i) / 5;
        dl->AddTriangleFilled(crown + ImVec2(std::cos(a - 0.5f) * 0.1f * s, std::sin(a - 0.5f) * 0.1f * s),
                              crown + ImVec2(std::cos(a) * 0.3f * s, std::sin(a) * 0.3f * s),
                              crown + ImVec2(std::cos(a + 0.5f) * 0.1f * s, std::sin(a + 0.5f) * 0.1f * s), dark);
      }
      dl->AddCircleFilled(crown, 0.1f * s, dark, 10);
      dl->AddCircleFilled(c + ImVec2(-0.3f * s, 0.15f * s), 0.14f * s, shine, 10);
      break;
    }
  }
}

void paint_stone(ImDrawList* dl, ImVec2 c, float s, float alpha) {
  static const float radii[9] = {0.78f, 0.7f, 0.82f, 0.74f, 0.8f, 0.68f, 0.76f, 0.84f, 0.72f};
  ImVec2 pts[9];
  for (int i = 0; i < 9; ++i) {
    const float a = 2 * std::numbers::pi_v<float> * static_cast<float>(i) / 9 + 0.2f;
    pts[i] = c + ImVec2(std::cos(a) * radii[i] * s, std::sin(a) * radii[i] * s * 0.86f + 0.06f * s);
  }
  dl->AddConvexPolyFilled(pts, 9, fade(IM_COL32(140, 140, 136, 255), alpha));
  dl->AddPolyline(pts, 9, fade(IM_COL32(70, 70, 68, 255), alpha), ImDrawFlags_Closed, std::max(1.0f, s * 0.07f));
  const ImVec2 hi[4] = {c + ImVec2(-0.5f * s, -0.25f * s), c + ImVec2(-0.1f * s, -0.55f * s),
                        c + ImVec2(0.15f * s, -0.45f * s), c + ImVec2(-0.35f * s, -0.1f * s)};
  dl->AddConvexPolyFilled(hi, 4, fade(IM_COL32(186, 186, 180, 255), alpha));
  dl->AddLine(c + ImVec2(0.1f * s, 0.1f * s), c + ImVec2(0.45f * s, 0.3f * s), fade(IM_COL32(96, 96, 92, 255), alpha),
              std::max(1.0f, s * 0.06f));
}

void paint_car(ImDrawList* dl, ImVec2 c, float s, float alpha) {
  const ImU32 body = fade(IM_COL32(32, 150, 160, 255), alpha), rim = fade(IM_COL32(16, 70, 76, 255), alpha);
  const float line = std::max(1.0f, s * 0.06f);
  const ImVec2 cabin[4] = {c + ImVec2(-0.45f * s, -0.12f * s), c + ImVec2(-0.28f * s, -0.55f * s),
                           c + ImVec2(0.3f * s, -0.55f * s), c + ImVec2(0.5f * s, -0.12f * s)};
  dl->AddConvexPolyFilled(cabin, 4, body);
  dl->AddPolyline(cabin, 4, rim, ImDrawFlags_Closed, line);
  const ImVec2 win1[4] = {c + ImVec2(-0.34f * s, -0.16f * s), c + ImVec2(-0.22f * s, -0.46f * s),
                          c + ImVec2(0.0f * s, -0.46f * s), c + ImVec2(0.0f * s, -0.16f * s)};
  const ImVec2 win2[4] = {c + ImVec2(0.06f * s, -0.16f * s), c + ImVec2(0.06f * s, -0.46f * s),
                          c + ImVec2(0.26f * s, -0.46f * s), c + ImVec2(0.4f * s, -0.16f * s)};
  dl->AddConvexPolyFilled(win1, 4, fade(IM_COL32(200, 232, 240, 255), alpha));
  dl->AddConvexPolyFilled(win2, 4, fade(IM_COL32(200, 232, 240, 255), alpha));
  dl->AddRectFilled(c + ImVec2(-0.85f * s, -0.14f * s), c + ImVec2(0.85f * s, 0.34f * s), body, 0.16f * s);
  dl->AddRect(c + ImVec2(-0.85f * s, -0.14f * s), c + ImVec2(0.85f * s, 0.34f * s), rim, 0.16f * s, 0, line);
  dl->AddCircleFilled(c + ImVec2(0.72f * s, 0.02f * s), 0.08f * s, fade(IM_COL32(255, 230, 120, 255), alpha), 8);
  for (const float x : {-0.48f, 0.48f}) {
    dl->AddCircleFilled(c + ImVec2(x * s, 0.38f * s), 0.22f * s, fade(IM_COL32(30, 30, 34, 255), alpha), 16);
    dl->AddCircleFilled(c + ImVec2(x * s, 0.38f * s), 0.09f * s, fade(IM_COL32(170, 170, 176, 255), alpha), 10);
  }
}

void paint_barrel(ImDrawList* dl, ImVec2 c, float s, float alpha) {
  const ImU32 wood = fade(IM_COL32(164, 104, 52, 255), alpha), dark = fade(IM_COL32(92, 56, 26, 255), alpha);
  const ImU32 hoop = fade(IM_COL32(70, 70, 76, 255), alpha);
  const float line = std::max(1.0f, s * 0.06f);
  const float w = 0.6f * s, h = 0.82f * s;
  // A bulging stave outline: a polygon wider in the middle.
  const int n = 12;
  ImVec2 left[n + 1], right[n + 1];
  for (int i = 0; i <= n; ++i) {
    const float t = static_cast<float>(i) / n;
    const float bulge = w * (0.84f + 0.16f * std::sin(std::numbers::pi_v<float> * t));
    left[i] = c + ImVec2(-bulge, -h + 2 * h * t);
    right[i] = c + ImVec2(bulge, -h + 2 * h * t);
  }
  for (int i = 0; i < n; ++i) {
    const ImVec2 quad[4] = {left[i], right[i], right[i + 1], left[i + 1]};
    dl->AddConvexPolyFilled(quad, 4, wood);
  }
  for (int i = 0; i < n; ++i) {
    dl->AddLine(left[i], left[i + 1], dark, line);
    dl->AddLine(right[i], right[i + 1], dark, line);
  }
  dl->AddLine(c + ImVec2(-0.2f * s, -h), c + ImVec2(-0.22f * s, h), fade(IM_COL32(132, 80, 36, 255), alpha), line);
  dl->AddLine(c + ImVec2(0.2f * s, -h), c + ImVec2(0.22f * s, h), fade(IM_COL32(132, 80, 36, 255), alpha), line);
  for (const float y : {-0.5f, 0.5f}) {
    const float bulge = w * (0.84f + 0.16f * std::sin(std::numbers::pi_v<float> * (0.5f + y * 0.5f)));
    dl->AddLine(c + ImVec2(-bulge, y * h), c + ImVec2(bulge, y * h), hoop, std::max(1.5f, s * 0.12f));
  }
  dl->AddLine(left[0], right[0], dark, line * 1.4f);
  dl->AddLine(left[n], right[n], dark, line * 1.4f);
}

void paint_anteater(ImDrawList* dl, ImVec2 c, float s, Dir facing, float alpha) {
  const ImU32 fur = fade(IM_COL32(168, 138, 112, 255), alpha), dark = fade(IM_COL32(70, 54, 44, 255), alpha);
  const ImU32 stripe = fade(IM_COL32(40, 34, 30, 255), alpha), pale = fade(IM_COL32(222, 206, 180, 255), alpha);
  const auto at = [&](float x, float y) { return c + turn(ImVec2(x * s, y * s), facing); };
  // Bushy tail behind, body, the long snout ahead.
  dl->AddTriangleFilled(at(-0.35f, -0.05f), at(-0.95f, -0.55f), at(-0.9f, 0.35f), dark);
  dl->AddCircleFilled(at(-0.15f, 0.02f), 0.52f * s, fur, 26);
  dl->AddCircle(at(-0.15f, 0.02f), 0.52f * s, dark, 26, std::max(1.0f, s * 0.06f));
  dl->AddTriangleFilled(at(0.1f, -0.36f), at(1.0f, -0.04f), at(0.1f, 0.3f), fur);
  dl->AddLine(at(0.22f, -0.32f), at(1.0f, -0.04f), dark, std::max(1.0f, s * 0.07f));
  dl->AddLine(at(0.22f, 0.26f), at(1.0f, -0.04f), dark, std::max(1.0f, s * 0.07f));
  dl->AddCircleFilled(at(0.97f, -0.04f), 0.07f * s, stripe, 8);
  // The giant anteater's pale-edged dark shoulder stripe, and an eye near the snout.
  dl->AddLine(at(-0.35f, -0.36f), at(0.02f, 0.3f), pale, std::max(1.5f, s * 0.16f));
  dl->AddLine(at(-0.32f, -0.34f), at(0.04f, 0.3f), stripe, std::max(1.0f, s * 0.08f));
  dl->AddCircleFilled(at(0.2f, -0.12f), 0.07f * s, fade(IM_COL32(255, 255, 255, 255), alpha), 8);
  dl->AddCircleFilled(at(0.22f, -0.12f), 0.04f * s, stripe, 8);
}

void paint_hedgehog(ImDrawList* dl, ImVec2 c, float s, bool awake, float alpha, double time) {
  const ImU32 spines = fade(awake ? IM_COL32(96, 60, 40, 255) : IM_COL32(110, 84, 62, 255), alpha);
  const ImU32 face = fade(IM_COL32(226, 196, 156, 255), alpha), ink = fade(kInk, alpha);
  const ImVec2 body = c + ImVec2(-0.08f * s, 0.12f * s);
  const float spike = awake ? 0.36f : 0.24f;
  for (int i = 0; i <= 10; ++i) {
    const float a = std::numbers::pi_v<float> * (1.0f + static_cast<float>(i) / 10);
    const ImVec2 dir(std::cos(a), std::sin(a));
    const ImVec2 side(-dir.y, dir.x);
    const ImVec2 base = body + dir * (0.5f * s);
    dl->AddTriangleFilled(base + side * (0.12f * s), base + dir * (spike * s), base - side * (0.12f * s), spines);
  }
  dl->PathArcTo(body, 0.56f * s, std::numbers::pi_v<float>, 2 * std::numbers::pi_v<float>, 20);
  dl->PathLineTo(body + ImVec2(0.56f * s, 0.3f * s));
  dl->PathLineTo(body + ImVec2(-0.56f * s, 0.3f * s));
  dl->PathFillConvex(spines);
  // Face on the right: a pale snout with a black nose.
  dl->AddCircleFilled(body + ImVec2(0.46f * s, 0.05f * s), 0.3f * s, face, 18);
  dl->AddCircleFilled(body + ImVec2(0.74f * s, 0.08f * s), 0.08f * s, ink, 8);
  const ImVec2 eye = body + ImVec2(0.44f * s, -0.04f * s);
  if (awake) {
    dl->AddCircleFilled(eye, 0.08f * s, fade(IM_COL32(255, 255, 255, 255), alpha), 10);
    dl->AddCircleFilled(eye + ImVec2(0.02f * s, 0), 0.05f * s, ink, 8);
  } else {
    dl->PathArcTo(eye, 0.07f * s, 0.1f * std::numbers::pi_v<float>, 0.9f * std::numbers::pi_v<float>, 8);
    dl->PathStroke(ink, 0, std::max(1.0f, s * 0.05f));
    // A "z" drifting up while it sleeps.
    const float t = static_cast<float>(std::fmod(time * 0.6, 1.0));
    const ImVec2 z = c + ImVec2(0.55f * s, (-0.55f - 0.25f * t) * s);
    const float k = 0.14f * s;
    const ImU32 zc = fade(IM_COL32(60, 70, 110, 255), alpha * (1 - t));
    dl->AddLine(z + ImVec2(-k, -k), z + ImVec2(k, -k), zc, std::max(1.0f, s * 0.05f));
    dl->AddLine(z + ImVec2(k, -k), z + ImVec2(-k, k), zc, std::max(1.0f, s * 0.05f));
    dl->AddLine(z + ImVec2(-k, k), z + ImVec2(k, k), zc, std::max(1.0f, s * 0.05f));
  }
}

// A spoiled fruit: the fruit sunk in mud, dimmed, with a mud splash over it.
void paint_spoiled(ImDrawList* dl, int colour, ImVec2 c, float s, float alpha) {
  paint_fruit(dl, colour, c + ImVec2(0, 0.1f * s), s * 0.9f, alpha * 0.8f);
  dl->AddRectFilled(c + ImVec2(-0.95f * s, 0.3f * s), c + ImVec2(0.95f * s, 0.95f * s), fade(kMud, alpha), 0.2f * s);
  dl->AddCircleFilled(c + ImVec2(-0.35f * s, -0.1f * s), 0.14f * s, fade(kMudDark, alpha * 0.9f), 10);
  dl->AddCircleFilled(c + ImVec2(0.3f * s, 0.05f * s), 0.11f * s, fade(kMudDark, alpha * 0.9f), 10);
  dl->AddCircleFilled(c + ImVec2(0.05f * s, -0.4f * s), 0.08f * s, fade(kMudDark, alpha * 0.9f), 8);
}

// A small heart: the date.
void paint_heart(ImDrawList* dl, ImVec2 c, float s, ImU32 colour) {
  dl->AddCircleFilled(c + ImVec2(-0.45f * s, -0.3f * s), 0.5f * s, colour, 16);
  dl->AddCircleFilled(c + ImVec2(0.45f * s, -0.3f * s), 0.5f * s, colour, 16);
  dl->AddTriangleFilled(c + ImVec2(-0.93f * s, -0.16f * s), c + ImVec2(0.93f * s, -0.16f * s), c + ImVec2(0, 0.9f * s),
                        colour);
}

bool moving_this_tilt(const BoardPaint& p) { return p.motions && !p.motions->empty() && p.progress < 2; }

}  // namespace

const char* thing_name(Thing t) {
  static const char* const fruit_names[kColours] = {"cherries", "banana", "pear", "grapes", "orange", "blueberry"};
  if (is_fruit(t)) return fruit_names[colour_of(t)];
  if (is_spoiled(t)) {
    static const char* const spoiled[kColours] = {"spoiled cherries", "spoiled banana", "spoiled pear",
                                                  "spoiled grapes",   "spoiled orange", "spoiled blueberry"};
    return spoiled[colour_of(t)];
  }
  switch (t) {
    case kStone: return "stone";
    case kCar: return "car";
    case kBarrel: return "barrel";
    case kHedgehog: return "hedgehog";
    case kHedgehogAwake: return "hedgehog awake";
    default: break;
  }
  if (is_anteater(t)) {
    static const char* const anteaters[4] = {"anteater right", "anteater up", "anteater left", "anteater down"};
    return anteaters[static_cast<int>(facing_of(t))];
  }
  return "empty";
}

void paint_thing(ImDrawList* dl, Thing t, ImVec2 c, float size, float alpha, double time) {
  const float s = size * 0.5f;
  if (is_fruit(t))
    paint_fruit(dl, colour_of(t), c, s, alpha);
  else if (is_spoiled(t))
    paint_spoiled(dl, colour_of(t), c, s, alpha);
  else if (t == kStone)
    paint_stone(dl, c, s, alpha);
  else if (t == kCar)
    paint_car(dl, c, s, alpha);
  else if (t == kBarrel)
    paint_barrel(dl, c, s, alpha);
  else if (is_hedgehog(t))
    paint_hedgehog(dl, c, s * 1.15f, t == kHedgehogAwake, alpha, time);
  else if (is_anteater(t))
    paint_anteater(dl, c, s * 1.12f, facing_of(t), alpha);
}

void paint_ground(ImDrawList* dl, const BoardPaint& p) {
  const Board& b = *p.board;
  const Layout& L = p.layout;
  const float tile = L.tile;
  // The tray under the grid, with a soft shadow.
  dl->AddRectFilled(L.origin + ImVec2(tile * 0.06f, tile * 0.1f), L.grid_max() + ImVec2(tile * 0.06f, tile * 0.1f),
                    IM_COL32(0, 0, 0, 70), tile * 0.18f);
  dl->AddRectFilled(L.origin, L.grid_max(), kWall, tile * 0.16f);
  for (int t = 0; t < b.tiles(); ++t) {
    const int r = b.row_of(t), col = b.column_of(t);
    const ImVec2 lo = L.tile_min(r, col), hi = L.tile_max(r, col);
    const Ground g = b.ground[static_cast<std::size_t>(t)];
    if (g == Ground::wall) {
      // Inner walls stand out as raised blocks; the border ring stays flat.
      const bool edge = r == 0 || col == 0 || r == b.height - 1 || col == b.width - 1;
      if (!edge) {
        dl->AddRectFilled(lo + ImVec2(1, 1), hi - ImVec2(1, 1), kWallTop, tile * 0.1f);
        dl->AddRectFilled(lo + ImVec2(tile * 0.12f, tile * 0.12f), hi - ImVec2(tile * 0.12f, tile * 0.12f),
                          mix(kWallTop, kWall, 0.4f), tile * 0.06f);
      }
      continue;
    }
    const ImU32 floor = ((r + col) % 2 == 0) ? kFloorA : kFloorB;
    dl->AddRectFilled(lo, hi, floor);
    if (g == Ground::mud) {
      dl->AddRectFilled(lo + ImVec2(tile * 0.04f, tile * 0.04f), hi - ImVec2(tile * 0.04f, tile * 0.04f), kMud,
                        tile * 0.22f);
      // Blobs and bubbles, placed from the tile's number so they do not flicker.
      const unsigned h = static_cast<unsigned>(t) * 2654435761u;
      const ImVec2 c = L.center(r, col);
      dl->AddCircleFilled(c + ImVec2(tile * (((h >> 4) & 7) - 3.5f) * 0.06f, tile * 0.18f), tile * 0.16f, kMudDark, 14);
      dl->AddCircleFilled(c + ImVec2(-tile * 0.22f, -tile * 0.15f), tile * 0.1f, kMudDark, 12);
      const float bubble = static_cast<float>(0.5 + 0.5 * std::sin(p.time * 2.0 + t));
      dl->AddCircle(c + ImVec2(tile * 0.22f, -tile * 0.2f), tile * (0.05f + 0.03f * bubble), kMudLight, 10,
                    std::max(1.0f, tile * 0.025f));
      dl->AddCircle(c + ImVec2(-tile * 0.05f, tile * 0.3f), tile * 0.04f, kMudLight, 8, std::max(1.0f, tile * 0.02f));
    }
    // A shadow along the walls above and to the left: the floor is sunk into the tray.
    if (r > 0 && b.ground[static_cast<std::size_t>(t - b.width)] == Ground::wall)
      dl->AddRectFilledMultiColor(lo, ImVec2(hi.x, lo.y + tile * 0.12f), IM_COL32(0, 0, 0, 60), IM_COL32(0, 0, 0, 60),
                                  IM_COL32(0, 0, 0, 0), IM_COL32(0, 0, 0, 0));
    if (col > 0 && b.ground[static_cast<std::size_t>(t - 1)] == Ground::wall)
      dl->AddRectFilledMultiColor(lo, ImVec2(lo.x + tile * 0.12f, hi.y), IM_COL32(0, 0, 0, 50), IM_COL32(0, 0, 0, 0),
                                  IM_COL32(0, 0, 0, 0), IM_COL32(0, 0, 0, 50));
  }
  // Anteaters' lines of sight: faint dots up to the first thing in the way.
  for (int t = 0; t < b.tiles(); ++t) {
    const Thing thing = b.things[static_cast<std::size_t>(t)];
    if (!is_anteater(thing)) continue;
    const Dir d = facing_of(thing);
    for (int at = t;;) {
      if (b.closed[static_cast<std::size_t>(at)] & bit(d)) break;
      const int next = b.step(at, d);
      if (next < 0 || b.ground[static_cast<std::size_t>(next)] == Ground::wall ||
          b.things[static_cast<std::size_t>(next)] != kEmpty)
        break;
      const ImVec2 c = L.center(b.row_of(next), b.column_of(next));
      for (int k = -1; k <= 1; ++k)
        dl->AddCircleFilled(c + dir_vector(d) * (static_cast<float>(k) * tile * 0.3f), tile * 0.035f,
                            IM_COL32(150, 90, 70, 110), 8);
      at = next;
    }
  }
}

void paint_things(ImDrawList* dl, const BoardPaint& p) {
  const Board& b = *p.board;
  const Layout& L = p.layout;
  const float size = L.tile * 0.8f;
  const bool moving = moving_this_tilt(p);
  // What the tilt's objects end on (drawn by their motion while it runs).
  std::vector<bool> by_motion(static_cast<std::size_t>(b.tiles()), false);
  if (moving)
    for (const ObjectMotion& m : *p.motions) {
      if (m.end == ObjectMotion::End::stays) by_motion[static_cast<std::size_t>(m.slid_to)] = true;
      if (m.end == ObjectMotion::End::pulled) by_motion[static_cast<std::size_t>(m.pulled_to)] = true;
    }
  for (int t = 0; t < b.tiles(); ++t) {
    const Thing thing = b.things[static_cast<std::size_t>(t)];
    if (thing == kEmpty || by_motion[static_cast<std::size_t>(t)]) continue;
    if (moving && is_movable(thing)) continue;
    paint_thing(dl, thing, L.center(b.row_of(t), b.column_of(t)), size, 1, p.time);
  }
  if (!moving) return;
  const float slide = static_cast<float>(ease_out(std::min(1.0, p.progress)));
  const float after = static_cast<float>(std::clamp(p.progress - 1, 0.0, 1.0));
  const auto centre = [&](int tile) { return L.center(b.row_of(tile), b.column_of(tile)); };
  for (const ObjectMotion& m : *p.motions) {
    const ImVec2 from = centre(m.from), to = centre(m.slid_to);
    ImVec2 at = lerp(from, to, slide);
    Thing shown = m.thing;
    float scale = 1, alpha = 1;
    switch (m.end) {
      case ObjectMotion::End::stays:
        if (m.spoiled && p.progress >= 1) shown = static_cast<Thing>(kSpoiled + colour_of(m.thing));
        break;
      case ObjectMotion::End::eaten:
        // It runs into the hedgehog and is gone.
        scale = 1 - 0.7f * slide;
        alpha = 1 - slide;
        break;
      case ObjectMotion::End::pulled:
        at = lerp(to, centre(m.pulled_to), static_cast<float>(ease_out(after)));
        if (m.spoiled && after >= 1) shown = static_cast<Thing>(kSpoiled + colour_of(m.thing));
        break;
      case ObjectMotion::End::pops:
        if (p.progress >= 1) {
          // The pair meets: a swell, a burst of sparks in its colour and a heart rising.
          scale = 1 + 0.45f * after;
          alpha = 1 - after;
          const ImU32 colour = fruit_colour(colour_of(m.thing));
          for (int i = 0; i < 8; ++i) {
            const float a = 2 * std::numbers::pi_v<float> * static_cast<float>(i) / 8 + 0.3f;
            const ImVec2 spark = to + ImVec2(std::cos(a), std::sin(a)) * (L.tile * (0.3f + 0.4f * after));
            dl->AddCircleFilled(spark, L.tile * 0.06f * (1 - after), with_alpha(colour, 1 - after), 8);
          }
          paint_heart(dl, to + ImVec2(0, -L.tile * 0.5f * after), L.tile * 0.14f,
                      with_alpha(IM_COL32(236, 64, 110, 255), 1 - after * after));
        }
        break;
    }
    if (alpha > 0.01f) paint_thing(dl, shown, at, size * scale, alpha, p.time);
  }
}

void paint_one_way_arrow(ImDrawList* dl, ImVec2 c, Dir allowed, float tile, float alpha) {
  const ImVec2 along = dir_vector(allowed), across(-along.y, along.x);
  const ImU32 bar = with_alpha(IM_COL32(250, 206, 80, 255), alpha), ink = with_alpha(IM_COL32(60, 40, 10, 255), alpha);
  // The bar lies on the border; the arrow crosses it the way objects may pass.
  const ImVec2 a = c + across * (tile * 0.42f), b = c - across * (tile * 0.42f);
  dl->AddLine(a, b, with_alpha(IM_COL32(60, 40, 10, 200), alpha), std::max(3.0f, tile * 0.14f));
  dl->AddLine(a, b, bar, std::max(2.0f, tile * 0.09f));
  const ImVec2 tip = c + along * (tile * 0.24f), back = c - along * (tile * 0.16f);
  const ImVec2 tri[3] = {tip, back + across * (tile * 0.2f), back - across * (tile * 0.2f)};
  dl->AddTriangleFilled(tri[0], tri[1], tri[2], bar);
  dl->AddTriangle(tri[0], tri[1], tri[2], ink, std::max(1.0f, tile * 0.03f));
}

void paint_one_ways(ImDrawList* dl, const BoardPaint& p) {
  const Board& b = *p.board;
  for (const OneWay& w : one_ways(b)) {
    const bool vertical = w.allowed == Dir::right || w.allowed == Dir::left;
    const ImVec2 c = vertical ? p.layout.at(static_cast<float>(w.column + 1), static_cast<float>(w.row) + 0.5f)
                              : p.layout.at(static_cast<float>(w.column) + 0.5f, static_cast<float>(w.row + 1));
    paint_one_way_arrow(dl, c, w.allowed, p.layout.tile);
  }
}

void paint_tilt_arrows(ImDrawList* dl, const Layout& L, const bool legal[4], std::optional<Dir> hint,
                       std::optional<Dir> hover, double time) {
  for (Dir d : kDirs) {
    const bool is_hint = hint && *hint == d;
    if (!legal[static_cast<int>(d)] && !is_hint) continue;
    const ImVec2 c = L.arrow_center(d), v = dir_vector(d), across(-v.y, v.x);
    const float k = L.strip * 0.5f;
    const float pulse = is_hint ? static_cast<float>(0.5 + 0.5 * std::sin(time * 6.0)) : 0;
    // The arrows sit beside the board, on the window: the theme's colours.
    const ui::Palette& p = ui::palette();
    ImU32 colour = with_alpha(p.text, 0.45f);
    if (hover && *hover == d) colour = p.accent;
    if (is_hint) colour = mix(p.hint, p.text, pulse * 0.4f);
    const float grow = 1 + 0.18f * pulse;
    const ImVec2 tip = c + v * (k * 0.55f * grow), back = c - v * (k * 0.45f);
    dl->AddTriangleFilled(tip, back + across * (k * 1.1f * grow), back - across * (k * 1.1f * grow), colour);
    if (is_hint) {
      // A wide cyan glow along the whole side, so the hint cannot be missed on a phone.
      const ImVec2 h = L.arrow_half(d);
      dl->AddRect(c - h, c + h, with_alpha(p.hint, 0.5f + 0.5f * pulse), k * 0.5f, 0, 2.0f);
    }
  }
}

}  // namespace puzzlelab::fruit_dating
