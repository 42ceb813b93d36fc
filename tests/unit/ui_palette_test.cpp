// The two themes' palettes (shell/ui/palette.hpp): text readable on every surface it is drawn on,
// plot series visible on the plots' background, the series told apart from each other, and the
// boards' marks the same in both themes.
#include <doctest/doctest.h>

#include <string>

#include "ui/colour.hpp"
#include "ui/palette.hpp"

using puzzlelab::ui::contrast_ratio;
using puzzlelab::ui::Palette;
using puzzlelab::ui::palette_of;
using puzzlelab::ui::Theme;

namespace {

// A colour with alpha drawn over an opaque one, as the screen shows it.
ImU32 over(ImU32 top, ImU32 below) {
  const float a = static_cast<float>((top >> IM_COL32_A_SHIFT) & 0xFF) / 255.0f;
  return puzzlelab::ui::mix(below | IM_COL32_A_MASK, top | IM_COL32_A_MASK, a);
}

const char* name(Theme theme) { return theme == Theme::light ? "light" : "dark"; }

}  // namespace

TEST_CASE("palette: the contrast ratio is WCAG's (black on white 21:1, a colour on itself 1:1)") {
  CHECK(contrast_ratio(IM_COL32(0, 0, 0, 255), IM_COL32(255, 255, 255, 255)) == doctest::Approx(21.0f));
  CHECK(contrast_ratio(IM_COL32(255, 255, 255, 255), IM_COL32(0, 0, 0, 255)) == doctest::Approx(21.0f));
  CHECK(contrast_ratio(IM_COL32(90, 120, 30, 255), IM_COL32(90, 120, 30, 255)) == doctest::Approx(1.0f));
  // WCAG's own example: #767676 is the lightest grey with 4.5:1 on white.
  CHECK(contrast_ratio(IM_COL32(0x76, 0x76, 0x76, 255), IM_COL32(255, 255, 255, 255)) ==
        doctest::Approx(4.54f).epsilon(0.01));
}

TEST_CASE("palette: text and coloured words reach 4.5:1 on the window, panels, popups and notices in both themes") {
  for (const Theme theme : {Theme::dark, Theme::light}) {
    const Palette& p = palette_of(theme);
    CHECK(p.theme == theme);
    const ImU32 surfaces[] = {p.window, over(p.panel, p.window), over(p.popup, p.window)};
    const std::pair<const char*, ImU32> words[] = {{"text", p.text}, {"text_dim", p.text_dim}, {"accent", p.accent},
                                                   {"hint", p.hint}, {"good", p.good},         {"bad", p.bad}};
    for (const ImU32 surface : surfaces)
      for (const auto& [what, colour] : words) {
        INFO(name(theme), " theme: ", what);
        CHECK(contrast_ratio(colour, surface) >= 4.5f);
      }
    // Notices, move chips and key caps carry the running text.
    for (const ImU32 surface :
         {p.notice_error, p.notice_warning, p.notice_info, p.chip, p.chip_next, p.key_cap, p.button, p.frame}) {
      INFO(name(theme), " theme: text on a small surface");
      CHECK(contrast_ratio(p.text, surface) >= 4.5f);
    }
    // The next move's chip shows it in the accent.
    CHECK(contrast_ratio(p.accent, p.chip_next) >= 4.5f);
    // Secondary text (the done moves' chips) on its chip.
    CHECK(contrast_ratio(p.text_dim, p.chip) >= 4.5f);
    // Disabled controls are exempt in WCAG; they still stay legible.
    CHECK(contrast_ratio(p.text_disabled, p.window) >= 3.0f);
    // The focus frame must stand out against whatever it surrounds (WCAG's 3:1 for non-text).
    CHECK(contrast_ratio(p.focus, p.window) >= 3.0f);
    CHECK(contrast_ratio(p.focus, p.button) >= 3.0f);
  }
}

TEST_CASE("palette: every plot series reaches 3:1 on the plot's background, and the series differ from each other") {
  for (const Theme theme : {Theme::dark, Theme::light}) {
    const Palette& p = palette_of(theme);
    // The data area is the panel colour at 80% over a panel (ui/plot_style.cpp).
    const ImU32 background = over(puzzlelab::ui::with_alpha(p.panel, 0.8f), over(p.panel, p.window));
    for (int i = 0; i < 8; ++i) {
      INFO(name(theme), " theme: series ", i);
      CHECK(contrast_ratio(p.series[i], background) >= 3.0f);
      for (int j = 0; j < i; ++j) CHECK(p.series[i] != p.series[j]);
    }
  }
}

TEST_CASE("palette: the boards look the same in both themes, so their marks do too") {
  const Palette::OnBoard& dark = palette_of(Theme::dark).board;
  const Palette::OnBoard& light = palette_of(Theme::light).board;
  CHECK(dark.accent == light.accent);
  CHECK(dark.hint == light.hint);
  CHECK(dark.good == light.good);
  CHECK(dark.bad == light.bad);
  // Text on the boards' dark overlays (the solved banner, the setup's caption).
  CHECK(contrast_ratio(dark.text, over(dark.overlay, IM_COL32(255, 255, 255, 255))) >= 4.5f);
  CHECK(contrast_ratio(dark.accent, over(dark.overlay, IM_COL32(255, 255, 255, 255))) >= 4.5f);
}

TEST_CASE("palette: set_palette switches what palette() returns and says whether it changed") {
  using puzzlelab::ui::palette;
  using puzzlelab::ui::set_palette;
  set_palette(Theme::dark);
  CHECK(set_palette(Theme::light));
  CHECK(palette().theme == Theme::light);
  CHECK_FALSE(set_palette(Theme::light));
  CHECK(set_palette(Theme::dark));
  CHECK(palette().theme == Theme::dark);
}
