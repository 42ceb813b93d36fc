// The Fruit Dating view's state and input; the drawing is in fruit_dating_paint.cpp.
#include "games/fruit_dating/fruit_dating_view.hpp"

#include <algorithm>
#include <cmath>

#include "core/input_error.hpp"
#include "games/fruit_dating/notation.hpp"
#include "ui/keys.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab::fruit_dating {
namespace {

constexpr double kSlideSeconds = 0.24;  // objects sliding to where they stop
constexpr double kAfterSeconds = 0.28;  // then pairs pop, anteaters pull, hedgehogs bite
constexpr float kSwipeTiles = 0.35f;    // a drag this long (in tiles) is a swipe

nlohmann::json tile_json(const Board& b, const Layout& layout, int tile) {
  const int r = b.row_of(tile), c = b.column_of(tile);
  const ImVec2 centre = layout.center(r, c);
  const Ground g = b.ground[static_cast<std::size_t>(tile)];
  const Thing t = b.things[static_cast<std::size_t>(tile)];
  return {{"row", r},
          {"column", c},
          {"x", centre.x},
          {"y", centre.y},
          {"ground", g == Ground::wall  ? "wall"
                     : g == Ground::mud ? "mud"
                                        : "floor"},
          {"thing", t == kEmpty ? nlohmann::json(nullptr) : nlohmann::json(thing_name(t))}};
}

}  // namespace

void FruitDatingView::show(const Challenge& challenge, const SessionPosition& position) {
  const bool same_challenge = ready_ && position.challenge_revision == challenge_revision_;
  const Board before = board_;
  const std::size_t moves_before = played_before_;
  try {
    if (!same_challenge) trail_.reset(parse_board(challenge.board));
    trail_.follow_notation(position.played, Notation{});
    board_ = trail_.current();
  } catch (const InputError&) {
    // The session accepted the board and the moves through the same rules, so this cannot happen;
    // an empty board beats a crash if it ever did.
    trail_.reset(empty_board(kMinSize, kMinSize));
    board_ = trail_.current();
  }
  for (int i = 0; i < 4; ++i) legal_[i] = false;
  for (const std::string& move : position.legal_moves) {
    try {
      legal_[static_cast<int>(parse_move(move))] = true;
    } catch (const InputError&) {
    }
  }
  solved_ = position.solved;
  lost_ = is_lost(board_);
  animation_.on_show(solved_, same_challenge);

  // One move forward from the position shown is animated: its slide, pops and pulls.
  motions_.clear();
  if (same_challenge && position.played.size() == moves_before + 1) {
    try {
      motions_ = tilt_motion(before, board_, parse_move(position.played.back()));
      animation_.request_glide();
    } catch (const InputError&) {
    }
  }
  played_before_ = position.played.size();
  ready_ = true;
  challenge_revision_ = position.challenge_revision;
}

double FruitDatingView::progress(double time) const {
  const std::optional<double> start = animation_.glide_start();
  if (!start || motions_.empty()) return 2;
  const double elapsed = time - *start;
  if (elapsed < kSlideSeconds) return std::max(0.0, elapsed / kSlideSeconds);
  return 1 + std::min(1.0, (elapsed - kSlideSeconds) / kAfterSeconds);
}

std::optional<std::string> FruitDatingView::tilt_if_legal(Dir d) const {
  if (!legal_[static_cast<int>(d)]) return std::nullopt;
  return format_move(d);
}

std::optional<std::string> FruitDatingView::draw(const BoardFrame& frame) {
  // The arrows are tapped: their strip is a finger deep however small the tiles.
  layout_ = Layout::fit(board_.width, board_.height, frame.min, frame.max, ui::kTouchTarget);
  animation_.stamp(frame.time, frame.animate);
  last_time_ = frame.time;
  hint_.reset();
  if (frame.hint) {
    try {
      hint_ = parse_move(*frame.hint);
    } catch (const InputError&) {
    }
  }

  const BoardPointer pointer = claim_board(frame, "fruit-dating-board");
  std::optional<std::string> move;
  if (ready_ && frame.input) {
    move = handle_pointer(pointer);
    if (!move && frame.keyboard) move = handle_keys();
  }
  Dir hovered{};
  const bool over_arrow = pointer.hovered && layout_.arrow_hit(pointer.pos, hovered);
  if (frame.input && over_arrow && legal_[static_cast<int>(hovered)]) ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);

  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(frame.min, frame.max, true);
  BoardPaint p;
  p.board = &board_;
  p.layout = layout_;
  p.time = frame.ambient_time();
  p.motions = &motions_;
  p.progress = progress(frame.time);
  paint_ground(dl, p);
  paint_things(dl, p);
  paint_one_ways(dl, p);
  if (ready_ && !solved_ && !lost_) {
    bool shown[4];
    for (int i = 0; i < 4; ++i) shown[i] = legal_[i] && frame.input;
    paint_tilt_arrows(dl, layout_, shown, hint_, over_arrow && frame.input ? std::optional<Dir>(hovered) : std::nullopt,
                      frame.ambient_time());
  }
  if (lost_) {
    // The level is lost (a fruit spoiled or eaten, or a lone colour): the board greys a little;
    // the app's stuck notice offers Undo.
    dl->AddRectFilled(layout_.origin, layout_.grid_max(), IM_COL32(60, 20, 20, 70), layout_.tile * 0.12f);
  }
  dl->PopClipRect();
  return move;
}

std::optional<std::string> FruitDatingView::handle_pointer(const BoardPointer& pointer) {
  const bool active = ImGui::IsItemActive();  // the board's invisible button, pressed on the board
  if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) swipe_used_ = false;
  if (pointer.clicked) {
    swipe_used_ = false;
    Dir d{};
    if (layout_.arrow_hit(pointer.pos, d)) {
      swipe_used_ = true;  // the press was a tap on an arrow, not the start of a swipe
      return tilt_if_legal(d);
    }
  }
  if (!active || swipe_used_) return std::nullopt;
  const ImVec2 delta = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, 0.0f);
  const float threshold = std::max(12.0f, kSwipeTiles * layout_.tile);
  if (std::fabs(delta.x) < threshold && std::fabs(delta.y) < threshold) return std::nullopt;
  swipe_used_ = true;
  const Dir d = std::fabs(delta.x) >= std::fabs(delta.y) ? (delta.x > 0 ? Dir::right : Dir::left)
                                                         : (delta.y > 0 ? Dir::down : Dir::up);
  return tilt_if_legal(d);
}

std::optional<std::string> FruitDatingView::handle_keys() const {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.KeyCtrl || io.KeySuper || io.KeyAlt) return std::nullopt;  // shortcuts belong to the app
  using ui::keys::pressed;
  if (pressed(SDL_SCANCODE_RIGHT) || pressed(SDL_SCANCODE_D)) return tilt_if_legal(Dir::right);
  if (pressed(SDL_SCANCODE_UP) || pressed(SDL_SCANCODE_W)) return tilt_if_legal(Dir::up);
  if (pressed(SDL_SCANCODE_LEFT) || pressed(SDL_SCANCODE_A)) return tilt_if_legal(Dir::left);
  if (pressed(SDL_SCANCODE_DOWN) || pressed(SDL_SCANCODE_S)) return tilt_if_legal(Dir::down);
  return std::nullopt;
}

std::vector<KeyHelp> FruitDatingView::controls() const {
  return {
      {"\xE2\x86\x90 \xE2\x86\x92 \xE2\x86\x91 \xE2\x86\x93  or  W A S D", "tilt the board left, right, up or down"},
      {"Swipe / drag across the board", "tilt it the way you swipe"},
      {"Click / tap an arrow beside the board", "tilt it that way (only the tilts that change something are shown)"},
  };
}

nlohmann::json FruitDatingView::automation() const {
  nlohmann::json tiles = nlohmann::json::array();
  for (int t = 0; t < board_.tiles(); ++t) tiles.push_back(tile_json(board_, layout_, t));
  nlohmann::json arrows = nlohmann::json::object();
  nlohmann::json legal = nlohmann::json::array();
  for (Dir d : kDirs) {
    const ImVec2 c = layout_.arrow_center(d);
    arrows[format_move(d)] = {{"x", c.x}, {"y", c.y}, {"legal", legal_[static_cast<int>(d)]}};
    if (legal_[static_cast<int>(d)]) legal.push_back(format_move(d));
  }
  nlohmann::json one_way_list = nlohmann::json::array();
  for (const OneWay& w : one_ways(board_))
    one_way_list.push_back({{"row", w.row}, {"column", w.column}, {"allowed", format_move(w.allowed)}});
  const ImVec2 a = layout_.origin, b = layout_.grid_max();
  return {{"width", board_.width},
          {"height", board_.height},
          {"tile", layout_.tile},
          {"grid", {{"x0", a.x}, {"y0", a.y}, {"x1", b.x}, {"y1", b.y}}},
          {"text", format_board(board_)},
          {"tiles", tiles},
          {"one_ways", one_way_list},
          {"fruit", fruit_count(board_)},
          {"arrows", arrows},
          {"legal", legal},
          {"hint", hint_ ? nlohmann::json(format_move(*hint_)) : nlohmann::json(nullptr)},
          {"animating", !motions_.empty() && animation_.glide_start().has_value() && progress(last_time_) < 2},
          {"solved", solved_},
          {"lost", lost_}};
}

std::unique_ptr<GameView> make_view() { return std::make_unique<FruitDatingView>(); }

}  // namespace puzzlelab::fruit_dating
