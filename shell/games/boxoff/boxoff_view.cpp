// The BoxOff view's state, input and parameters; the drawing is in boxoff_paint.cpp.
#include "games/boxoff/boxoff_view.hpp"

#include <algorithm>
#include <cmath>

#include "core/input_error.hpp"
#include "games/boxoff/notation.hpp"
#include "game/setup_description.hpp"
#include "games/boxoff/setups.hpp"
#include "games/boxoff/tile_deal.hpp"
#include "games/boxoff/tile_design.hpp"
#include "ui/automation.hpp"
#include "ui/keys.hpp"

namespace puzzlelab::boxoff {

void BoxOffView::show(const Challenge& challenge, const SessionPosition& position) {
  const bool same_challenge = ready_ && position.challenge_revision == challenge_revision_;
  const Board before = board_;
  try {
    if (!same_challenge) {
      start_ = parse_board(challenge.board);
      trail_.reset(start_);
    }
    trail_.follow_notation(position.played, Notation{});
    board_ = trail_.current();
  } catch (const InputError&) {
    // The session accepted these moves through the same rules, so this cannot happen.
    trail_.reset(start_);
    board_ = start_;
  }
  // Tile outlines: a challenge named by its setup and seed was laid from tiles in the fixed slots
  // of its grid. A board given in full says nothing about tiles, so none are drawn.
  tiles_.clear();
  const auto setup = setup_from_string(challenge.setup);
  if (challenge.from_seed() && setup && *setup != Setup::shuffled) {
    try {
      tiles_ = tile_of_squares(start_.rows, start_.cols);
    } catch (const InputError&) {
      tiles_.clear();
    }
  }
  // A described setup of tiles (not of tokens) draws its own slots.
  if (challenge.from_seed() && is_described_setup(challenge.setup)) {
    try {
      const Params p{start_.rows, start_.cols, start_.colours};
      const TileDeal deal = resolve_deal(p, read_tile_design(p, parse_setup_description(challenge.setup)));
      if (!deal.tokens()) tiles_ = slot_of_squares(p, deal);
    } catch (const InputError&) {
      tiles_.clear();
    }
  }
  solved_ = position.solved;
  stuck_ = position.stuck();

  fades_.clear();
  if (same_challenge && before.rows == board_.rows && before.cols == board_.cols) {
    const Mask was = before.occupied(), now = board_.occupied();
    for (int square = 0; square < board_.rows * board_.cols; ++square) {
      if ((was & bit(square)) && !(now & bit(square))) fades_.push_back({square, before.colour_at(square), true});
      if (!(was & bit(square)) && (now & bit(square))) fades_.push_back({square, board_.colour_at(square), false});
    }
    if (!fades_.empty()) animation_.request_glide();
  }
  if (!same_challenge) cursor_ = -1;
  if (cursor_ >= board_.rows * board_.cols) cursor_ = -1;
  ready_ = true;
  challenge_revision_ = position.challenge_revision;
  selected_ = -1;
}

std::vector<int> BoxOffView::partners_of(int square) const {
  std::vector<int> out;
  if (square < 0 || square >= board_.rows * board_.cols) return out;
  const int colour = board_.colour_at(square);
  if (colour < 0) return out;
  const Geometry g = board_.geometry();
  const Mask occupied = board_.occupied();
  for (int other = 0; other < board_.rows * board_.cols; ++other)
    if (other != square && is_legal(g, occupied, board_.colour[colour], make_move(square, other))) out.push_back(other);
  return out;
}

std::string BoxOffView::lone_note() const {
  if (selected_ < 0 || !partners_of(selected_).empty()) return {};
  const int colour = board_.colour_at(selected_);
  if (colour < 0) return {};
  int others = 0;
  for (int s = 0; s < board_.rows * board_.cols; ++s)
    if (s != selected_ && board_.colour_at(s) == colour) ++others;
  const std::string name = colour_name(colour);
  if (others == 0) return "No other " + name + " token is left: this one can never be removed.";
  return "This " + name + " token has no partner now: " +
         (others == 1 ? std::string("the other ") + name + " token has"
                      : "each of the " + std::to_string(others) + " other " + name + " tokens has") +
         " another token inside the rectangle it spans with this one.";
}

std::optional<std::string> BoxOffView::pick(int square) {
  if (square < 0) {
    selected_ = -1;
    return std::nullopt;
  }
  if (selected_ >= 0) {
    const std::vector<int> partners = partners_of(selected_);
    if (std::find(partners.begin(), partners.end(), square) != partners.end()) {
      const std::string move = format_move(board_.cols, make_move(selected_, square));
      selected_ = -1;
      return move;
    }
  }
  selected_ = board_.colour_at(square) >= 0 && square != selected_ ? square : -1;
  return std::nullopt;
}

std::optional<Move> BoxOffView::hint_move(const BoardFrame& frame) const {
  if (!frame.hint) return std::nullopt;
  try {
    const Move m = parse_move(board_.rows, board_.cols, *frame.hint);
    if (is_legal(board_, m)) return m;
  } catch (const InputError&) {
  }
  return std::nullopt;  // a hint for another position
}

std::optional<std::string> BoxOffView::draw(const BoardFrame& frame) {
  layout_ = Layout::fit(frame.min, frame.max, board_.rows, board_.cols);
  animation_.stamp(frame.time, frame.animate);
  // Every fade starts together: none left once they are over, or when animations were off.
  const std::optional<double> fade_start = animation_.glide_start();
  if (!fade_start || frame.time - *fade_start > kFadeSeconds) fades_.clear();

  const BoardPointer pointer = claim_board(frame, "boxoff-board");
  const bool hovered = pointer.hovered;
  const bool clicked = pointer.clicked;
  const int hovered_square = hovered && ready_ ? layout_.hit(pointer.pos) : -1;

  std::optional<std::string> move;
  if (ready_ && frame.input) {
    move = handle_mouse(clicked, hovered_square);
    if (!move && frame.keyboard) move = handle_keys(frame);
  } else if (!frame.input) {
    selected_ = -1;
  }
  if (hovered_square >= 0 && board_.colour_at(hovered_square) >= 0 && frame.input)
    ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);

  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(frame.min, frame.max, true);
  paint_frame(dl, frame);
  if (ready_) {
    paint_tiles(dl);
    paint_highlights(dl, frame, hovered_square);
    paint_tokens(dl, frame, hovered_square);
    paint_hint(dl, frame);
    if (const std::string note = lone_note(); !note.empty()) paint_note(dl, frame, note);
  }
  dl->PopClipRect();
  return move;
}

std::optional<std::string> BoxOffView::handle_mouse(bool clicked, int hovered_square) {
  if (!clicked) return std::nullopt;
  cursor_ = -1;  // the keyboard cursor goes away while the mouse plays; an arrow key brings it back
  return pick(hovered_square);
}

std::optional<std::string> BoxOffView::handle_keys(const BoardFrame&) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.KeyCtrl || io.KeySuper || io.KeyAlt) return std::nullopt;  // shortcuts belong to the app
  using ui::keys::pressed;
  const int squares = board_.rows * board_.cols;
  if (squares <= 0) return std::nullopt;

  if (pressed(SDL_SCANCODE_ESCAPE)) selected_ = -1;
  const bool left = pressed(SDL_SCANCODE_LEFT), right = pressed(SDL_SCANCODE_RIGHT);
  const bool up = pressed(SDL_SCANCODE_UP), down = pressed(SDL_SCANCODE_DOWN);
  if (left || right || up || down) {
    if (cursor_ < 0) {
      // The cursor appears with the first arrow key (mouse players never see it): on the
      // selection, else on the first token.
      cursor_ = selected_;
      for (int s = 0; s < squares && cursor_ < 0; ++s)
        if (board_.colour_at(s) >= 0) cursor_ = s;
      if (cursor_ < 0) cursor_ = 0;
    } else {
      int r = cursor_ / board_.cols, c = cursor_ % board_.cols;
      if (left) c = std::max(0, c - 1);
      if (right) c = std::min(board_.cols - 1, c + 1);
      if (up) r = std::max(0, r - 1);
      if (down) r = std::min(board_.rows - 1, r + 1);
      cursor_ = r * board_.cols + c;
    }
  }
  // Tab: the cursor to the next lit token (the selection's partners, else tokens that can move).
  const bool tab = pressed(SDL_SCANCODE_TAB), back_tab = pressed(SDL_SCANCODE_TAB, ui::keys::kShift);
  if (tab || back_tab) {
    std::vector<int> lit = selected_ >= 0 ? partners_of(selected_) : std::vector<int>{};
    if (selected_ < 0)
      for (int s = 0; s < squares; ++s)
        if (!partners_of(s).empty()) lit.push_back(s);
    if (!lit.empty()) {
      const auto after = std::upper_bound(lit.begin(), lit.end(), cursor_);
      const auto before = std::lower_bound(lit.begin(), lit.end(), cursor_);
      if (tab)
        cursor_ = after == lit.end() ? lit.front() : *after;
      else
        cursor_ = before == lit.begin() ? lit.back() : *(before - 1);
    }
  }
  if (cursor_ >= 0 && (pressed(SDL_SCANCODE_RETURN) || pressed(SDL_SCANCODE_KP_ENTER) || pressed(SDL_SCANCODE_SPACE)))
    return pick(cursor_);
  return std::nullopt;
}

std::vector<KeyHelp> BoxOffView::controls() const {
  return {
      {"Click / tap a token", "select it; the tokens it can be removed with light up"},
      {"Click / tap a lit token", "remove the pair"},
      {"\xE2\x86\x90 \xE2\x86\x92 \xE2\x86\x91 \xE2\x86\x93", "move the cursor over the grid"},
      {"Enter / Space", "select the token under the cursor, or remove it with the selected one"},
      {"Tab / Shift+Tab", "cursor to the next / previous lit token"},
      {"Esc", "deselect"},
  };
}

nlohmann::json BoxOffView::automation() const {
  nlohmann::json squares = nlohmann::json::array();
  const std::vector<int> partners = partners_of(selected_);
  for (int square = 0; square < board_.rows * board_.cols; ++square) {
    const ImVec2 c = layout_.center(square);
    const int colour = board_.colour_at(square);
    squares.push_back(
        {{"square", square},
         {"name", square_name(board_.cols, square)},
         {"row", square / board_.cols},
         {"column", square % board_.cols},
         {"x", c.x},
         {"y", c.y},
         {"size", layout_.cell},
         {"colour", colour >= 0 ? nlohmann::json(colour) : nlohmann::json(nullptr)},
         {"symbol", colour >= 0 ? nlohmann::json(symbol_name(colour)) : nlohmann::json(nullptr)},
         {"tile", tiles_.empty() ? nlohmann::json(nullptr) : nlohmann::json(tiles_[static_cast<std::size_t>(square)])},
         {"partner", std::find(partners.begin(), partners.end(), square) != partners.end()}});
  }
  nlohmann::json partner_names = nlohmann::json::array();
  for (const int p : partners) partner_names.push_back(square_name(board_.cols, p));
  return {{"spaces", squares},
          {"rows", board_.rows},
          {"cols", board_.cols},
          {"tiles", !tiles_.empty()},
          {"selected", selected_ >= 0 ? nlohmann::json(square_name(board_.cols, selected_)) : nlohmann::json(nullptr)},
          {"partners", partner_names},
          {"note", lone_note()},
          {"cursor", cursor_ >= 0 ? nlohmann::json(square_name(board_.cols, cursor_)) : nlohmann::json(nullptr)},
          {"tokens", std::popcount(board_.occupied())},
          {"animating", !fades_.empty()},
          {"solved", solved_},
          {"stuck", stuck_}};
}

std::unique_ptr<GameView> make_view() { return std::make_unique<BoxOffView>(); }

}  // namespace puzzlelab::boxoff
