// The app's colours, one Palette per theme (dark, light), chosen at run time: the one place every
// panel, plot and board reads a colour from. ImGui's style is built from the same palette
// (ui/theme.cpp), so switching the theme changes everything on the next frame.
//
// The boards are pictures with their own surfaces (Fujisan's sky and mountain, BoxOff's tray,
// Pretzel's felt, Sigmar's plate, Fruit Dating's floor): they look the same in both themes, so
// the marks drawn on them (selection, hint, good, bad) are the `board` colours, which do not
// change either. Everything drawn on the window and its panels takes the theme's own colours,
// checked for contrast in tests/unit/ui_palette_test.cpp: text at least 4.5:1 against the
// window, panel and popup backgrounds, plot series at least 3:1 against the plot's.
#pragma once

#include <imgui.h>

namespace puzzlelab::ui {

enum class Theme { dark, light };

struct Palette {
  Theme theme = Theme::dark;

  // Surfaces: the window (and the frame's clear colour), panels (child windows, the plots' data
  // area), popups, input frames, buttons, list headers, borders and separators.
  ImU32 window = 0, panel = 0, popup = 0, frame = 0, button = 0, header = 0, border = 0;
  // Text: running text, disabled controls, secondary text (captions, axis titles).
  ImU32 text = 0, text_disabled = 0, text_dim = 0;
  // Words and marks on the window: the app's accent (titles, spinners, the focus frame), hints,
  // success and failure.
  ImU32 accent = 0, accent_soft = 0, hint = 0, good = 0, bad = 0;
  // The keyboard's focus frame, check marks and slider grabs.
  ImU32 focus = 0;
  // Plot series: Okabe and Ito's palette ("Color Universal Design", 2008), told apart with every
  // common colour-vision deficiency; the light theme darkens each hue so it stands out on white.
  ImU32 series[8] = {};

  // Small surfaces the app draws itself: the notices (error, warning, information) under the
  // text colour, a table row that disagrees with a paper, the solution's move chips (the next one
  // highlighted), key caps in the help, the editor's tool buttons (hovered, chosen).
  ImU32 notice_error = 0, notice_warning = 0, notice_info = 0;
  ImU32 row_bad = 0;
  ImU32 chip = 0, chip_next = 0;
  ImU32 key_cap = 0, key_cap_edge = 0;
  ImU32 tool = 0, tool_hovered = 0, tool_chosen = 0;

  // Marks drawn on the boards' own surfaces and on the overlays over them (the solved banner,
  // the setup's caption band): the same in both themes, like the boards.
  struct OnBoard {
    ImU32 accent = 0;  // warm gold: selection, the summit, the solved banner
    ImU32 accent_soft = 0;
    ImU32 hint = 0;  // cyan: hints
    ImU32 good = 0;
    ImU32 bad = 0;
    ImU32 text = 0;  // light text on the boards' dark overlays
    ImU32 text_dim = 0;
    ImU32 overlay = 0;  // the dark band behind such text
  } board;
};

// The palette of a theme.
const Palette& palette_of(Theme theme);
// The palette in use (dark until use_theme says otherwise).
const Palette& palette();
// Makes `theme` the one palette() returns; returns whether it changed.
bool set_palette(Theme theme);

// WCAG 2 contrast ratio of two opaque colours (1 to 21); alpha is ignored.
float contrast_ratio(ImU32 a, ImU32 b);

}  // namespace puzzlelab::ui
