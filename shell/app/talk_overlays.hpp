// What talk mode shows over a scene at a presenter's keys (docs/app/TALK_MODE.md, "Blackout,
// overview and jump"): the screen blacked out (B or .), the overview of every scene as a grid of
// cards to pick from (O), the box of a scene's number being typed (G), and the keys (?). Each
// takes the keys while it is open: this routes a frame's presses to the one open, and hands the
// rest on to the talk as its commands. The grid and the typed number are ui/talk_overview_grid and
// ui/talk_jump; the words of the keys are ui/talk_keys's table.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>
#include <nlohmann/json.hpp>

#include "middle/talk.hpp"
#include "ui/keys.hpp"
#include "ui/talk_jump.hpp"
#include "ui/talk_keys.hpp"
#include "ui/talk_overview_grid.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class TalkOverlays {
 public:
  struct Routed {
    std::vector<ui::talk_keys::Command> commands;  // for the talk, each at most once, in the order pressed
    std::optional<std::size_t> go_to;              // a scene picked in the overview or typed after G (from 0)
  };
  // This frame's presses, in a talk of `scenes` scenes showing `scene`.
  Routed route(const std::vector<ui::keys::Press>& presses, std::size_t scene, std::size_t scenes, double now);
  // Draws what is open over the whole screen (after the scene, before the laser). Returns the
  // scene whose card was clicked in the overview, if one was.
  std::optional<std::size_t> draw(const Talk& talk, std::size_t scene, const ui::Fonts& fonts, double now);
  // Everything closed and the screen back (a talk started or left).
  void reset();
  bool black() const { return black_; }
  // "blackout", "overview" ({open, selected, columns, cards}), "jump" ({open, typed, message}),
  // "keys_help", for the talk's automation state.
  nlohmann::json automation() const;

 private:
  // One press with nothing open: a command for the talk, or one of the overlays opened.
  void command(ui::talk_keys::Command command, std::size_t scene, std::size_t scenes, Routed& out);
  void draw_overview(const Talk& talk, std::size_t scene, ImFont* font, std::optional<std::size_t>& clicked);
  void draw_jump(std::size_t scenes, ImFont* font, double now);
  // `keys_font` has the arrows' glyphs (the display font is ASCII only).
  void draw_keys_help(ImFont* font, ImFont* keys_font);

  bool black_ = false;
  bool keys_help_ = false;
  ui::talk_keys::OverviewGrid overview_;
  ui::talk_keys::JumpEntry jump_;
  std::string jump_message_;  // a number out of range, shown for a moment
  double jump_message_until_ = 0;
  ImVec2 display_{1280, 800};  // the screen last drawn: the overview's grid is laid out for it
  std::vector<ImVec4> cards_;  // the overview's cards as last drawn: x, y, width, height
};

}  // namespace puzzlelab
