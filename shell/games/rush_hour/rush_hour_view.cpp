#include "games/rush_hour/rush_hour_view.hpp"

#include <algorithm>

#include "core/input_error.hpp"
#include "games/rush_hour/notation.hpp"
#include "games/setup_stage.hpp"
#include "middle/setup_playback.hpp"
#include "ui/palette.hpp"

namespace puzzlelab::rush_hour {

void RushHourView::show(const Challenge& challenge, const SessionPosition& position) {
  const int size = challenge.params.value("size", kStandardSize);
  try {
    if (!trail_.started() || position.challenge_revision != challenge_revision_)
      trail_.reset(parse_board(challenge.board, size));
    trail_.follow_notation(position.played, Notation{});
  } catch (const InputError&) {
    trail_.reset(parse_board("..../AA../..../....", kMinSize));
  }
  challenge_revision_ = position.challenge_revision;
}

const Board& RushHourView::board() const {
  static const Board none = parse_board("..../AA../..../....", kMinSize);
  return trail_.started() ? trail_.current() : none;
}

void RushHourView::paint(ImDrawList* dl, ImVec2 min, ImVec2 max, const std::vector<std::string>& cells) {
  const ui::Palette& p = ui::palette();
  const int size = board().size;
  cell_ = std::min(max.x - min.x, max.y - min.y) / static_cast<float>(size);
  const ImVec2 o(min.x + (max.x - min.x - cell_ * size) * 0.5f, min.y + (max.y - min.y - cell_ * size) * 0.5f);
  dl->AddRectFilled(o, ImVec2(o.x + cell_ * size, o.y + cell_ * size), p.panel, 6.0f);
  for (int i = 0; i < size * size && i < static_cast<int>(cells.size()); ++i) {
    const std::string& c = cells[static_cast<std::size_t>(i)];
    if (c.empty() || c == ".") continue;
    const ImVec2 a(o.x + cell_ * (i % size) + 2, o.y + cell_ * (i / size) + 2);
    const ImVec2 b(a.x + cell_ - 4, a.y + cell_ - 4);
    dl->AddRectFilled(a, b, c == "x" ? p.text_disabled : c == "A" ? p.bad : p.button, 4.0f);
    dl->AddText(ImVec2(a.x + cell_ * 0.4f, a.y + cell_ * 0.3f), p.text, c.c_str());
  }
}

std::optional<std::string> RushHourView::draw(const BoardFrame& frame) {
  claim_board(frame, "rush-hour-board");
  std::vector<std::string> cells;
  for (const char c : format_board(board()))
    if (c != '/') cells.emplace_back(1, c);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  paint(dl, frame.min, frame.max, cells);
  return std::nullopt;
}

void RushHourView::draw_setup(const SetupFrame& frame) {
  std::vector<std::string> cells;
  for (const auto& cell : frame.playback->cells()) cells.push_back(cell ? *cell : std::string());
  ImDrawList* dl = ImGui::GetWindowDrawList();
  paint(dl, frame.areas.board_min, frame.areas.board_max, cells);
}

std::vector<KeyHelp> RushHourView::controls() const { return {}; }

nlohmann::json RushHourView::automation() const { return {{"board", format_board(board())}}; }

std::unique_ptr<GameView> make_view() { return std::make_unique<RushHourView>(); }

}  // namespace puzzlelab::rush_hour
