// The Pretzel view's state and input; the drawing is in pretzel_paint.cpp.
#include "games/pretzel/pretzel_view.hpp"

#include <algorithm>
#include <cmath>

#include "core/input_error.hpp"
#include "games/pretzel/notation.hpp"
#include "ui/automation.hpp"
#include "ui/keys.hpp"

namespace puzzlelab::pretzel {
namespace {

constexpr double kGlideSeconds = 0.3;

int param(const nlohmann::json& params, const char* key, int fallback) {
  const auto it = params.find(key);
  return it != params.end() && it->is_number_integer() ? it->get<int>() : fallback;
}

}  // namespace

void PretzelView::show(const Challenge& challenge, const SessionPosition& position) {
  const bool same_challenge = ready_ && position.challenge_revision == challenge_revision_;
  const Board before = board_;
  const Shape shape{param(challenge.params, "suits", 4), param(challenge.params, "ranks", 4)};
  try {
    if (!same_challenge) trail_.reset(parse_board(shape, challenge.board));
    trail_.follow_notation(position.played, Notation{});
    board_ = trail_.current();
  } catch (const InputError&) {
    // The session accepted these moves through the same rules, so this cannot happen; if it ever
    // did, the solved deal beats an empty table.
    trail_.reset(solved_board(shape));
    board_ = trail_.current();
  }
  const Shape& s = board_.shape;
  movable_.clear();
  for (const Move card : legal_moves(board_)) movable_.push_back({card, cell_of(card), target_of(board_, card)});
  home_.assign(static_cast<std::size_t>(s.cells()), false);
  for (int row = 0; row < s.suits; ++row)
    for (int column = 0; column < s.ranks && board_.at(row, column) == make_card(row, column + 2); ++column)
      home_[static_cast<std::size_t>(s.cell(row, column))] = true;

  solved_ = position.solved;
  dead_end_ = position.stuck();
  animation_.on_show(solved_, same_challenge);

  glides_ = {};
  if (same_challenge && before.shape == s) {
    for (int cell = 0; cell < s.cells(); ++cell) {
      const Card card = board_.cells[static_cast<std::size_t>(cell)];
      if (card == kHole || before.cells[static_cast<std::size_t>(cell)] == card) continue;
      const auto it = std::find(before.cells.begin(), before.cells.end(), card);
      if (it != before.cells.end())
        glides_[static_cast<std::size_t>(cell)].from = static_cast<int>(it - before.cells.begin());
    }
    animation_.request_glide();
  } else {
    cursor_ = -1;
  }
  if (cursor_ >= s.cells()) cursor_ = -1;
  ready_ = true;
  challenge_revision_ = position.challenge_revision;
  selected_ = -1;
}

int PretzelView::cell_of(Card card) const {
  const auto it = std::find(board_.cells.begin(), board_.cells.end(), card);
  return it == board_.cells.end() ? -1 : static_cast<int>(it - board_.cells.begin());
}

const PretzelView::Movable* PretzelView::movable_at(int cell) const {
  for (const Movable& m : movable_)
    if (m.from == cell) return &m;
  return nullptr;
}

const PretzelView::Movable* PretzelView::filling(int hole) const {
  for (const Movable& m : movable_)
    if (m.to == hole) return &m;
  return nullptr;
}

ImVec2 PretzelView::card_min(int cell, double time) const {
  const ImVec2 to = layout_.cell_min(cell);
  const Glide& glide = glides_[static_cast<std::size_t>(cell)];
  const std::optional<double> t = animation_.glide_progress(time, kGlideSeconds);
  if (glide.from < 0 || !t) return to;
  const ImVec2 from = layout_.cell_min(glide.from);
  const float k = static_cast<float>(ease_out(*t));
  return ImVec2(from.x + (to.x - from.x) * k, from.y + (to.y - from.y) * k);
}

std::optional<std::string> PretzelView::draw(const BoardFrame& frame) {
  layout_ = Layout::fit(board_.shape, frame.min, frame.max);
  animation_.stamp(frame.time, frame.animate);

  const BoardPointer pointer = claim_board(frame, "pretzel-board");
  const bool hovered = pointer.hovered;
  const bool clicked = pointer.clicked;
  const int hovered_cell = hovered && ready_ ? layout_.hit(pointer.pos) : -1;

  std::optional<std::string> move;
  if (ready_ && frame.input) {
    move = handle_mouse(clicked, hovered_cell);
    if (!move && frame.keyboard) move = handle_keys();
  } else if (!frame.input) {
    selected_ = -1;
  }
  if (frame.input && hovered_cell >= 0 &&
      (movable_at(hovered_cell) || board_.cells[static_cast<std::size_t>(hovered_cell)] == kHole))
    ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);

  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(frame.min, frame.max, true);
  paint_table(dl, frame);
  if (ready_) {
    const int hover = frame.input ? hovered_cell : -1;
    paint_slots(dl, frame, hover);
    paint_cards(dl, frame, hover);
    paint_guides(dl, frame, hover);
  }
  dl->PopClipRect();
  return move;
}

std::optional<std::string> PretzelView::play_cell(int cell) {
  if (cell < 0 || cell >= board_.shape.cells()) return std::nullopt;
  const Movable* m = movable_at(cell);
  if (!m && board_.cells[static_cast<std::size_t>(cell)] == kHole) m = filling(cell);
  if (!m) return std::nullopt;
  selected_ = -1;
  return format_move(m->card);
}

std::optional<std::string> PretzelView::handle_mouse(bool clicked, int hovered_cell) {
  if (!clicked) return std::nullopt;
  if (hovered_cell < 0) {
    selected_ = -1;
    return std::nullopt;
  }
  cursor_ = -1;  // the mouse takes over from the keyboard focus
  if (movable_at(hovered_cell)) return play_cell(hovered_cell);
  // A hole (its card lights up, click that card next) or a card that cannot move (what it waits
  // for lights up). Clicking it again deselects.
  selected_ = selected_ == hovered_cell ? -1 : hovered_cell;
  return std::nullopt;
}

std::optional<std::string> PretzelView::handle_keys() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.KeyCtrl || io.KeySuper || io.KeyAlt) return std::nullopt;  // shortcuts belong to the app
  using ui::keys::pressed;
  const Shape& s = board_.shape;

  if (pressed(SDL_SCANCODE_ESCAPE)) {
    selected_ = -1;
    cursor_ = -1;
  }
  // Numbered holes: the digit fills the hole carrying that badge (legal moves in the engine's
  // order, by hole, row by row).
  for (int i = 0; i < io.InputQueueCharacters.Size; ++i) {
    const ImWchar c = io.InputQueueCharacters[i];
    if (c >= '1' && c <= '9') {
      const std::size_t index = static_cast<std::size_t>(c - '1');
      if (index < movable_.size()) return play_cell(movable_[index].from);
    }
  }
  const bool tab = pressed(SDL_SCANCODE_TAB), back_tab = pressed(SDL_SCANCODE_TAB, ui::keys::kShift);
  if ((tab || back_tab) && !movable_.empty()) {
    std::vector<int> cells;
    for (const Movable& m : movable_) cells.push_back(m.from);
    std::sort(cells.begin(), cells.end());
    const int n = static_cast<int>(cells.size());
    int at = -1;
    for (int i = 0; i < n; ++i)
      if (cells[static_cast<std::size_t>(i)] == cursor_) at = i;
    if (at < 0) at = back_tab ? 0 : n - 1;  // so that Tab gives the first, Shift+Tab the last
    cursor_ = cells[static_cast<std::size_t>((at + (back_tab ? n - 1 : 1)) % n)];
    selected_ = -1;
  }
  const bool left = pressed(SDL_SCANCODE_LEFT), right = pressed(SDL_SCANCODE_RIGHT);
  const bool up = pressed(SDL_SCANCODE_UP), down = pressed(SDL_SCANCODE_DOWN);
  if (left || right || up || down) {
    selected_ = -1;
    if (cursor_ < 0) {
      // The focus appears on the first card that can move (mouse players never see it).
      cursor_ = movable_.empty() ? 0 : movable_.front().from;
    } else {
      int row = s.row(cursor_), column = s.column(cursor_);
      if (left) column = std::max(0, column - 1);
      if (right) column = std::min(s.ranks - 1, column + 1);
      if (up) row = std::max(0, row - 1);
      if (down) row = std::min(s.suits - 1, row + 1);
      cursor_ = s.cell(row, column);
    }
  }
  if (cursor_ >= 0 && (pressed(SDL_SCANCODE_RETURN) || pressed(SDL_SCANCODE_KP_ENTER) || pressed(SDL_SCANCODE_SPACE))) {
    if (auto move = play_cell(cursor_)) return move;
    selected_ = cursor_;  // nothing to play here: show why
  }
  return std::nullopt;
}

std::vector<KeyHelp> PretzelView::controls() const {
  return {
      {"Click / tap a gold-edged card", "move it into its hole"},
      {"Click / tap a hole", "the card that fits it lights up; click that card to move it"},
      {"Click / tap a card that cannot move", "the card it must follow lights up"},
      {"\xE2\x86\x90 \xE2\x86\x92 \xE2\x86\x91 \xE2\x86\x93", "move the keyboard focus over the grid"},
      {"Enter / Space", "move the focused card, or fill the focused hole"},
      {"Tab / Shift+Tab", "focus the next / previous card that can move"},
      {"1 \xE2\x80\xA6 8", "fill the hole with that number"},
      {"Esc", "clear the selection and the focus"},
  };
}

nlohmann::json PretzelView::automation() const {
  const Shape& s = board_.shape;
  nlohmann::json cells = nlohmann::json::array();
  for (int cell = 0; cell < s.cells(); ++cell) {
    const Card card = board_.cells[static_cast<std::size_t>(cell)];
    const ImVec2 c = layout_.center(cell);
    const Movable* m = card == kHole ? nullptr : movable_at(cell);
    const Movable* fill = card == kHole ? filling(cell) : nullptr;
    cells.push_back({{"cell", cell},
                     {"row", s.row(cell)},
                     {"column", s.column(cell)},
                     {"x", c.x},
                     {"y", c.y},
                     {"w", layout_.card_w()},
                     {"h", layout_.card_h()},
                     {"card", card == kHole ? nlohmann::json(nullptr) : nlohmann::json(card_text(card))},
                     {"movable", m != nullptr},
                     {"to", m ? nlohmann::json(m->to) : nlohmann::json(nullptr)},
                     {"fits", fill ? nlohmann::json(card_text(fill->card)) : nlohmann::json(nullptr)},
                     {"home", home_.empty() ? false : static_cast<bool>(home_[static_cast<std::size_t>(cell)])}});
  }
  nlohmann::json aces = nlohmann::json::array();
  for (int row = 0; row < s.suits; ++row) {
    const ImVec2 a = layout_.slot_min(row, -1), b = layout_.slot_max(row, -1);
    aces.push_back({{"row", row},
                    {"x", (a.x + b.x) * 0.5f},
                    {"y", (a.y + b.y) * 0.5f},
                    {"card", std::string{'1', suit_letter(row)}}});
  }
  nlohmann::json moves = nlohmann::json::array();
  for (const Movable& m : movable_) moves.push_back({{"move", format_move(m.card)}, {"from", m.from}, {"to", m.to}});
  return {{"suits", s.suits},
          {"ranks", s.ranks},
          {"cells", cells},
          {"aces", aces},
          {"movable", moves},
          {"selected", selected_ >= 0 ? nlohmann::json(selected_) : nlohmann::json(nullptr)},
          {"focus", cursor_ >= 0 ? nlohmann::json(cursor_) : nlohmann::json(nullptr)},
          {"solved", solved_},
          {"dead_end", dead_end_}};
}

std::unique_ptr<GameView> make_view() { return std::make_unique<PretzelView>(); }

}  // namespace puzzlelab::pretzel
