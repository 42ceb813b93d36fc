#include "skeleton_game/view/skeleton_view.hpp"

#include <algorithm>
#include <cmath>

#include "core/input_error.hpp"
#include "games/setup_stage.hpp"
#include "middle/setup_playback.hpp"
#include "skeleton_game/notation.hpp"
#include "ui/palette.hpp"

namespace puzzlelab::skeleton {

LampLayout LampLayout::fit(ImVec2 min, ImVec2 max, int lamps) {
  LampLayout out;
  out.lamps = std::max(1, lamps);
  const float width = std::max(1.0f, max.x - min.x), height = std::max(1.0f, max.y - min.y);
  out.cell = std::min(width / static_cast<float>(out.lamps), height);
  out.origin =
      ImVec2(min.x + (width - out.cell * static_cast<float>(out.lamps)) * 0.5f, min.y + (height - out.cell) * 0.5f);
  return out;
}

ImVec2 LampLayout::centre(int lamp) const {
  return ImVec2(origin.x + cell * (static_cast<float>(lamp) + 0.5f), origin.y + cell * 0.5f);
}

int LampLayout::lamp_at(ImVec2 point) const {
  for (int lamp = 0; lamp < lamps; ++lamp) {
    const ImVec2 c = centre(lamp);
    if (std::hypot(point.x - c.x, point.y - c.y) <= radius()) return lamp;
  }
  return -1;
}

void SkeletonView::show(const Challenge& challenge, const SessionPosition& position) {
  // The board as the engine normalized it: the params name how many lamps its text holds.
  const int lamps = challenge.params.value("lamps", static_cast<int>(challenge.board.size()));
  try {
    if (!trail_.started() || position.challenge_revision != challenge_revision_)
      trail_.reset(parse_board(challenge.board, lamps));
    trail_.follow_notation(position.played, Notation{});
  } catch (const InputError&) {
    // The session accepted this board and these moves through the same rules, so this cannot
    // happen; if it ever did, a dark row beats a crash.
    trail_.reset(Board{std::vector<bool>(static_cast<std::size_t>(std::clamp(lamps, kMinLamps, kMaxLamps)), false)});
  }
  challenge_revision_ = position.challenge_revision;
}

const Board& SkeletonView::board() const {
  static const Board none{std::vector<bool>(static_cast<std::size_t>(kMinLamps), false)};
  return trail_.started() ? trail_.current() : none;
}

std::optional<std::string> SkeletonView::press(int lamp) const {
  if (lamp < 0 || lamp >= board().lamps() || !board().lit[static_cast<std::size_t>(lamp)]) return std::nullopt;
  return format_move(lamp);
}

std::optional<std::string> SkeletonView::draw(const BoardFrame& frame) {
  layout_ = LampLayout::fit(frame.min, frame.max, board().lamps());
  const BoardPointer pointer = claim_board(frame, "skeleton-board");
  const int hovered = frame.input && pointer.hovered ? layout_.lamp_at(pointer.pos) : -1;
  std::optional<std::string> move;
  if (frame.input && pointer.clicked) move = press(hovered);
  // Digits press lamps 1 to 10 (0 is the tenth); Ctrl, Alt and Cmd shortcuts belong to the app.
  const ImGuiIO& io = ImGui::GetIO();
  if (!move && frame.input && frame.keyboard && !(io.KeyCtrl || io.KeyAlt || io.KeySuper)) {
    for (int i = 0; i < io.InputQueueCharacters.Size && !move; ++i) {
      const ImWchar c = io.InputQueueCharacters[i];
      if (c >= '0' && c <= '9') move = press(c == '0' ? 9 : c - '1');
    }
  }
  if (press(hovered)) ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);

  std::vector<std::optional<bool>> lamps;
  for (bool lit : board().lit) lamps.emplace_back(lit);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(frame.min, frame.max, true);
  paint(dl, frame, lamps, hovered);
  dl->PopClipRect();
  return move;
}

void SkeletonView::draw_setup(const SetupFrame& frame) {
  const SetupPlayback& playback = *frame.playback;
  const SetupAreas& areas = frame.areas;
  layout_ = LampLayout::fit(areas.board_min, areas.board_max, board().lamps());
  // The lamps switched on or off so far ("#" lit, "." dark); the rest are still to be tossed.
  std::vector<std::optional<bool>> lamps;
  for (const auto& cell : playback.cells()) lamps.push_back(cell ? std::optional<bool>(*cell == "#") : std::nullopt);
  lamps.resize(static_cast<std::size_t>(board().lamps()));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(frame.min, frame.max, true);
  paint(dl, board_frame_of(frame, areas), lamps, -1);
  for (int lamp : playback.arriving())
    paint_arrival_mark(dl, layout_.centre(lamp), layout_.radius() * 1.2f, frame.arrival);
  paint_supply(
      dl, areas, {}, SupplyStyle{"Coin", "tosses", 1.0f, "a coin is tossed for each lamp"},
      [](ImDrawList*, const std::string&, ImVec2, float, float) {}, frame.fonts);
  dl->PopClipRect();
}

void SkeletonView::paint(ImDrawList* dl, const BoardFrame& frame, const std::vector<std::optional<bool>>& lamps,
                         int hovered) const {
  const ui::Palette& p = ui::palette();
  dl->AddRectFilled(frame.min, frame.max, p.panel, 8.0f);
  const float r = layout_.radius();
  for (int lamp = 0; lamp < static_cast<int>(lamps.size()); ++lamp) {
    const ImVec2 c = layout_.centre(lamp);
    const std::optional<bool>& lit = lamps[static_cast<std::size_t>(lamp)];
    if (!lit) {  // not set up yet: an empty socket
      dl->AddCircle(c, r, p.text_disabled, 32, std::max(1.0f, r * 0.06f));
      continue;
    }
    if (*lit) dl->AddCircleFilled(c, r * 1.25f, (p.accent & 0x00FFFFFFu) | 0x40000000u, 32);  // the glow
    dl->AddCircleFilled(c, r, *lit ? p.accent : p.button, 32);
    dl->AddCircle(c, r, lamp == hovered ? p.focus : p.border, 32, std::max(1.0f, r * (lamp == hovered ? 0.1f : 0.05f)));
    const std::string number = format_move(lamp);
    const ImVec2 size = ImGui::CalcTextSize(number.c_str());
    dl->AddText(ImVec2(c.x - size.x * 0.5f, c.y + r + 4), p.text, number.c_str());
  }
}

std::vector<KeyHelp> SkeletonView::controls() const {
  return {{"Click / tap a lit lamp", "press it: it goes dark and its neighbours switch"},
          {"1 ... 9, 0", "press lamp 1 to 9, or 10"}};
}

nlohmann::json SkeletonView::automation() const {
  nlohmann::json lamps = nlohmann::json::array();
  for (int lamp = 0; lamp < board().lamps(); ++lamp) {
    const ImVec2 c = layout_.centre(lamp);
    lamps.push_back(
        {{"x", c.x}, {"y", c.y}, {"r", layout_.radius()}, {"lit", bool(board().lit[static_cast<std::size_t>(lamp)])}});
  }
  return {{"lamps", lamps}};
}

std::unique_ptr<GameView> make_view() { return std::make_unique<SkeletonView>(); }

}  // namespace puzzlelab::skeleton
