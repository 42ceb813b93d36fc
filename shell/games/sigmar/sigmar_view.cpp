// The Sigmar view's state, input and automation; the drawing is in sigmar_paint.cpp.
#include "games/sigmar/sigmar_view.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "core/input_error.hpp"
#include "games/sigmar/notation.hpp"
#include "ui/keys.hpp"

namespace puzzlelab::sigmar {
namespace {

std::string name_of(Kind k) { return std::string(kind_name(k)); }

// "fire" -> "Fire": messages start a sentence.
std::string capitalised(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

// What a marble of this kind leaves with, in words.
std::string partners_in_words(Kind k, int next_metal) {
  if (is_element(k)) return "another " + name_of(k) + " or salt";
  switch (k) {
    case Kind::salt: return "salt or any element";
    case Kind::vitae: return "mors";
    case Kind::mors: return "vitae";
    case Kind::quicksilver:
      return next_metal >= 0 && next_metal < metal_rank(Kind::gold)
                 ? name_of(metal_of_rank(next_metal)) + ", the next metal"
                 : "a metal, once one is left";
    case Kind::gold: return "nothing: it leaves alone";
    default: return "quicksilver";  // the other metals
  }
}

}  // namespace

void SigmarView::show(const Challenge& challenge, const SessionPosition& position) {
  const bool same_challenge = ready_ && position.challenge_revision == challenge_revision_;
  const Board before = board_;
  try {
    if (!same_challenge) {
      // The session read the board through the game already; positions in play are any set of
      // marbles, so the lenient reader is enough here.
      start_ = parse_cells(challenge.board);
      trail_.reset(start_);
    }
    trail_.follow_notation(position.played, Notation{});
    board_ = trail_.current();
  } catch (const InputError&) {
    // The session accepted these moves through the same rules, so this cannot happen; if it ever
    // did, the starting board beats an empty one.
    trail_.reset(start_);
    board_ = start_;
  }
  free_.assign(kCells, false);
  for (int c = 0; c < kCells; ++c) free_[static_cast<std::size_t>(c)] = board_.has(c) && is_free(board_, c);
  legal_ = legal_moves(board_);
  next_metal_ = next_metal_rank(board_);
  solved_ = position.solved;
  stuck_ = position.stuck();
  animation_.on_show(solved_, same_challenge);

  fades_.clear();
  if (same_challenge) {
    for (int c = 0; c < kCells; ++c) {
      if (before.has(c) && !board_.has(c)) fades_.push_back({c, before.kind(c), true});
      if (!before.has(c) && board_.has(c)) fades_.push_back({c, board_.kind(c), false});
    }
    if (!fades_.empty()) animation_.request_glide();
  } else {
    cursor_ = kNoCell;
  }
  if (solved_) cursor_ = kNoCell;  // nothing left to focus
  ready_ = true;
  challenge_revision_ = position.challenge_revision;
  selected_ = kNoCell;
  message_.clear();
}

bool SigmarView::usable(int cell) const {
  if (cell < 0 || cell >= kCells || !board_.has(cell)) return false;
  return std::any_of(legal_.begin(), legal_.end(), [&](const Move& m) { return m.a == cell || m.b == cell; });
}

std::vector<int> SigmarView::partners_of(int cell) const {
  std::vector<int> out;
  if (cell < 0 || cell >= kCells) return out;
  for (const Move& m : legal_) {
    if (m.single()) continue;
    if (m.a == cell) out.push_back(m.b);
    if (m.b == cell) out.push_back(m.a);
  }
  std::sort(out.begin(), out.end());
  return out;
}

void SigmarView::say(std::string text, Tone tone) {
  message_ = capitalised(std::move(text));
  message_tone_ = tone;
}

std::optional<std::string> SigmarView::pick(int cell) {
  message_.clear();
  if (cell < 0 || cell >= kCells || !board_.has(cell)) {
    selected_ = kNoCell;
    return std::nullopt;
  }
  const Kind kind = board_.kind(cell);
  if (kind == Kind::gold) {
    // Gold leaves alone, with one click, whatever is selected.
    const Move gold = gold_move(cell);
    if (is_legal(board_, gold)) {
      selected_ = kNoCell;
      return format_move(gold);
    }
    say(why_illegal(board_, gold), Tone::bad);
    return std::nullopt;
  }
  if (selected_ >= 0 && board_.has(selected_)) {
    if (cell == selected_) {
      selected_ = kNoCell;
      return std::nullopt;
    }
    const Move pair = make_move(selected_, cell);
    const std::string why = why_illegal(board_, pair);
    if (why.empty()) {
      selected_ = kNoCell;
      return format_move(pair);
    }
    say(why, Tone::bad);
    // The clicked marble becomes the selection when it could leave now: the player changed
    // their mind, and the message says why the two did not go together.
    if (free_[static_cast<std::size_t>(cell)] && (!is_metal(kind) || metal_rank(kind) == next_metal_)) selected_ = cell;
    return std::nullopt;
  }
  if (!free_[static_cast<std::size_t>(cell)]) {
    say(name_of(kind) + " on " + cell_name(cell) + " is not free: it needs three empty neighbours in a row", Tone::bad);
    return std::nullopt;
  }
  if (is_metal(kind) && metal_rank(kind) != next_metal_) {
    say(name_of(kind) + " is not the next metal (" + name_of(metal_of_rank(next_metal_)) + " must go first)",
        Tone::bad);
    return std::nullopt;
  }
  selected_ = cell;
  return std::nullopt;
}

std::optional<Move> SigmarView::hint_move(const BoardFrame& frame) const {
  if (!frame.hint) return std::nullopt;
  try {
    const Move m = parse_move(*frame.hint);
    if (is_legal(board_, m)) return m;
  } catch (const InputError&) {
  }
  return std::nullopt;  // a hint for another position
}

std::string SigmarView::status_line() const {
  if (solved_) return "The garden is clear: every marble has left the board.";
  if (stuck_) return "No pair can leave the board: undo a move or restart.";
  if (selected_ >= 0 && board_.has(selected_)) {
    const Kind k = board_.kind(selected_);
    const std::size_t n = partners_of(selected_).size();
    std::string line =
        capitalised(name_of(k)) + " on " + cell_name(selected_) + " pairs with " + partners_in_words(k, next_metal_);
    if (n == 0) return line + "; none is free now.";
    return line + ": " + std::to_string(n) + (n == 1 ? " marble is lit." : " marbles are lit.");
  }
  const auto free_count = std::count(free_.begin(), free_.end(), true);
  return std::to_string(board_.marbles()) + " marbles left, " + std::to_string(free_count) + " free, " +
         std::to_string(legal_.size()) + (legal_.size() == 1 ? " move" : " moves") + " possible.";
}

std::optional<std::string> SigmarView::draw(const BoardFrame& frame) {
  layout_ = Layout::fit(frame.min, frame.max);
  animation_.stamp(frame.time, frame.animate);
  // Every fade starts together: none left once they are over, or when animations are off.
  const std::optional<double> fade_start = animation_.glide_start();
  if (!fade_start || frame.time - *fade_start > kFadeSeconds) fades_.clear();

  const BoardPointer pointer = claim_board(frame, "sigmar-board");
  const int hovered = pointer.hovered && ready_ ? layout_.hit(pointer.pos) : kNoCell;

  std::optional<std::string> move;
  if (ready_ && frame.input) {
    if (pointer.clicked) {
      cursor_ = kNoCell;  // the mouse takes over; an arrow key brings the focus back
      move = pick(hovered);
    }
    if (!move && frame.keyboard) move = handle_keys();
  } else if (!frame.input) {
    selected_ = kNoCell;
  }
  if (frame.input && hovered >= 0 && board_.has(hovered) && free_[static_cast<std::size_t>(hovered)])
    ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);

  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(frame.min, frame.max, true);
  paint_plate(dl);
  if (ready_) {
    const int hover = frame.input ? hovered : kNoCell;
    paint_cells(dl, frame, hover);
    paint_marbles(dl, frame, hover);
    paint_hint(dl, frame);
    paint_cursor(dl);
    paint_celebration(dl, frame);
    paint_metal_track(dl, frame);
    paint_message(dl, frame);
  }
  dl->PopClipRect();
  return move;
}

void SigmarView::move_cursor(int dx, int dy) {
  const Axial at = axial(cursor_);
  int to = kNoCell;
  if (dy == 0) {
    to = cell_at(at.x + dx, at.y);
    if (to != kNoCell) {
      const Axial a = axial(to);
      cursor_column_ = static_cast<float>(2 * a.x - a.y);
    }
  } else {
    // Up: up-left (x-1, y-1) or up-right (x, y-1); down: down-left (x, y+1) or down-right
    // (x+1, y+1). The one nearer the column the focus keeps (in half cells: 2x - y); on a tie,
    // alternate by row so that going straight up zigzags around that column.
    const int left = dy < 0 ? cell_at(at.x - 1, at.y - 1) : cell_at(at.x, at.y + 1);
    const int right = dy < 0 ? cell_at(at.x, at.y - 1) : cell_at(at.x + 1, at.y + 1);
    const auto column = [](int cell) {
      const Axial a = axial(cell);
      return static_cast<float>(2 * a.x - a.y);
    };
    if (left == kNoCell)
      to = right;
    else if (right == kNoCell)
      to = left;
    else {
      const float dl = std::abs(column(left) - cursor_column_), dr = std::abs(column(right) - cursor_column_);
      to = dl < dr ? left : dr < dl ? right : (at.y % 2 == 0 ? left : right);
    }
  }
  if (to != kNoCell) cursor_ = to;
}

std::optional<std::string> SigmarView::handle_keys() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.KeyCtrl || io.KeySuper || io.KeyAlt) return std::nullopt;  // shortcuts belong to the app
  using ui::keys::pressed;

  if (pressed(SDL_SCANCODE_ESCAPE)) {
    selected_ = kNoCell;
    cursor_ = kNoCell;
    message_.clear();
  }
  const bool left = pressed(SDL_SCANCODE_LEFT), right = pressed(SDL_SCANCODE_RIGHT);
  const bool up = pressed(SDL_SCANCODE_UP), down = pressed(SDL_SCANCODE_DOWN);
  if (left || right || up || down) {
    if (cursor_ < 0) {
      // The focus appears with the first arrow key (mouse players never see it): on the
      // selection, else on the first marble that can leave, else in the centre.
      cursor_ = selected_;
      for (int c = 0; c < kCells && cursor_ < 0; ++c)
        if (usable(c)) cursor_ = c;
      if (cursor_ < 0) cursor_ = kCentre;
      const Axial a = axial(cursor_);
      cursor_column_ = static_cast<float>(2 * a.x - a.y);
    } else {
      if (left) move_cursor(-1, 0);
      if (right) move_cursor(1, 0);
      if (up) move_cursor(0, -1);
      if (down) move_cursor(0, 1);
    }
  }
  // Tab: the focus to the next lit marble (the selection's partners, else the marbles that can
  // leave now), in cell order.
  const bool tab = pressed(SDL_SCANCODE_TAB), back_tab = pressed(SDL_SCANCODE_TAB, ui::keys::kShift);
  if (tab || back_tab) {
    std::vector<int> lit = selected_ >= 0 ? partners_of(selected_) : std::vector<int>{};
    if (lit.empty())
      for (int c = 0; c < kCells; ++c)
        if (usable(c) && c != selected_) lit.push_back(c);
    if (!lit.empty()) {
      const auto after = std::upper_bound(lit.begin(), lit.end(), cursor_);
      const auto before = std::lower_bound(lit.begin(), lit.end(), cursor_);
      if (tab)
        cursor_ = after == lit.end() ? lit.front() : *after;
      else
        cursor_ = before == lit.begin() ? lit.back() : *(before - 1);
      const Axial a = axial(cursor_);
      cursor_column_ = static_cast<float>(2 * a.x - a.y);
    }
  }
  if (cursor_ >= 0 && (pressed(SDL_SCANCODE_RETURN) || pressed(SDL_SCANCODE_KP_ENTER) || pressed(SDL_SCANCODE_SPACE)))
    return pick(cursor_);
  return std::nullopt;
}

std::vector<KeyHelp> SigmarView::controls() const {
  return {
      {"Click / tap a bright marble", "select it; the marbles it can leave with light up"},
      {"Click / tap a lit marble", "remove the pair"},
      {"Click / tap gold", "remove it, once every other metal has gone"},
      {"Click / tap a dim marble", "the line under the board says why it cannot leave yet"},
      {"\xE2\x86\x90 \xE2\x86\x92 \xE2\x86\x91 \xE2\x86\x93", "move the keyboard focus over the board"},
      {"Enter / Space", "select the focused marble, or remove it with the selected one"},
      {"Tab / Shift+Tab", "focus the next / previous lit marble"},
      {"Esc", "clear the selection and the focus"},
  };
}

nlohmann::json SigmarView::automation() const {
  const std::vector<int> partners = partners_of(selected_);
  const auto is_partner = [&](int c) { return std::binary_search(partners.begin(), partners.end(), c); };
  nlohmann::json cells = nlohmann::json::array();
  nlohmann::json free_names = nlohmann::json::array();
  for (int c = 0; c < kCells; ++c) {
    const ImVec2 p = layout_.cell_centre(c);
    const bool has = board_.has(c);
    const bool is_free_here = has && free_[static_cast<std::size_t>(c)];
    if (is_free_here) free_names.push_back(cell_name(c));
    cells.push_back({{"cell", c},
                     {"name", cell_name(c)},
                     {"row", row_of(c)},
                     {"column", column_of(c)},
                     {"x", p.x},
                     {"y", p.y},
                     {"size", layout_.marble_radius() * 2},
                     {"kind", has ? nlohmann::json(name_of(board_.kind(c))) : nlohmann::json(nullptr)},
                     {"letter", has ? nlohmann::json(std::string(1, letter(board_.kind(c)))) : nlohmann::json(nullptr)},
                     {"free", is_free_here},
                     {"usable", usable(c)},
                     {"partner", is_partner(c)}});
  }
  nlohmann::json partner_names = nlohmann::json::array();
  for (const int p : partners) partner_names.push_back(cell_name(p));
  nlohmann::json moves = nlohmann::json::array();
  for (const Move& m : legal_) moves.push_back(format_move(m));
  const auto cell_or_null = [](int c) { return c >= 0 ? nlohmann::json(cell_name(c)) : nlohmann::json(nullptr); };
  int next_metal_cell = kNoCell;
  for (int c = 0; c < kCells; ++c)
    if (board_.has(c) && next_metal_ >= 0 && board_.kind(c) == metal_of_rank(next_metal_)) next_metal_cell = c;
  return {
      {"cells", cells},
      {"marbles", board_.marbles()},
      {"free", free_names},
      {"moves", moves},
      {"selected", cell_or_null(selected_)},
      {"partners", partner_names},
      {"next_metal", next_metal_ >= 0 ? nlohmann::json(name_of(metal_of_rank(next_metal_))) : nlohmann::json(nullptr)},
      {"next_metal_cell", cell_or_null(next_metal_cell)},
      {"message", message_.empty() ? nlohmann::json(nullptr) : nlohmann::json(message_)},
      {"status", status_line()},
      {"cursor", cell_or_null(cursor_)},
      {"radius", layout_.r},
      {"animating", !fades_.empty()},
      {"solved", solved_},
      {"stuck", stuck_}};
}

std::unique_ptr<GameView> make_view() { return std::make_unique<SigmarView>(); }

}  // namespace puzzlelab::sigmar
