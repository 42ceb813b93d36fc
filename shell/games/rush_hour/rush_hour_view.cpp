// The Rush Hour view's state and input; the drawing is in rush_hour_paint.cpp, the setup in
// rush_hour_setup.cpp.
#include "games/rush_hour/rush_hour_view.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "core/input_error.hpp"
#include "games/rush_hour/notation.hpp"
#include "ui/keys.hpp"
#include "ui/shortcuts.hpp"

namespace puzzlelab::rush_hour {
namespace {

constexpr double kGlideSeconds = 0.2;        // a vehicle sliding to its new place
constexpr double kCelebrationSeconds = 1.6;  // the exit and the primary car lit after the solving move
constexpr float kClickTiles = 0.15f;         // a press that travels less than this (in cells) is a click

int size_param(const Challenge& challenge) {
  if (const int from_text = size_of_text(challenge.board); from_text > 0) return from_text;
  const auto it = challenge.params.is_object() ? challenge.params.find("size") : challenge.params.end();
  return it != challenge.params.end() && it->is_number_integer() ? it->get<int>() : kStandardSize;
}

// Whether the app takes this typed letter as one of its shortcuts (ui/shortcuts.hpp): the board
// then leaves it alone, and Tab reaches the vehicle instead.
bool app_letter(char32_t letter) {
  const auto lower = [](char32_t c) { return c >= U'A' && c <= U'Z' ? c - U'A' + U'a' : c; };
  for (const ui::shortcuts::Shortcut& s : ui::shortcuts::table())
    for (const ui::shortcuts::Trigger& t : s.triggers)
      if (t.character != 0 && lower(t.character) == lower(letter)) return true;
  return false;
}

nlohmann::json rect_json(ImVec2 lo, ImVec2 hi) { return {{"x0", lo.x}, {"y0", lo.y}, {"x1", hi.x}, {"y1", hi.y}}; }

}  // namespace

void RushHourView::show(const Challenge& challenge, const SessionPosition& position) {
  const bool same_challenge = ready_ && position.challenge_revision == challenge_revision_;
  const Board before = board_;
  try {
    if (!same_challenge) trail_.reset(parse_board(challenge.board, size_param(challenge)));
    trail_.follow_notation(position.played, Notation{});
    board_ = trail_.current();
  } catch (const InputError&) {
    // The session accepted this board and these moves through the same rules, so this cannot
    // happen; an empty tray beats a crash if it ever did.
    trail_.reset(Board{});
    board_ = trail_.current();
  }
  cells_ = occupancy(board_);
  solved_ = position.solved;
  animation_.on_show(solved_, same_challenge);

  // Vehicles that moved (a move, an undo, a jump in the move list) glide from where they stood;
  // one just dropped by a drag glides from where it was let go.
  glides_.clear();
  if (same_challenge && before.vehicles.size() == board_.vehicles.size()) {
    for (std::size_t i = 0; i < board_.vehicles.size(); ++i) {
      if (before.vehicles[i].offset == board_.vehicles[i].offset) continue;
      const int v = static_cast<int>(i);
      const float from = dropped_ && dropped_->vehicle == v ? dropped_->from : before.vehicles[i].offset;
      // A vehicle dropped right on its cell (dragged against what stops it) has nowhere to glide:
      // a glide that moves nothing would leave the picture still and the animation never ending.
      if (from != static_cast<float>(board_.vehicles[i].offset)) glides_.push_back({v, from});
    }
    if (!glides_.empty()) animation_.request_glide();
  } else {
    selected_ = -1;
  }
  if (!(before == board_)) drag_.reset();  // the board changed under the pointer: the drag is over
  if (selected_ >= static_cast<int>(board_.vehicles.size())) selected_ = -1;
  dropped_.reset();
  ready_ = true;
  challenge_revision_ = position.challenge_revision;
}

int RushHourView::vehicle_at(int cell) const {
  if (cell < 0 || cell >= static_cast<int>(cells_.size())) return -1;
  const int v = cells_[static_cast<std::size_t>(cell)];
  return v >= 0 ? v : -1;
}

Reach RushHourView::reach_of(int vehicle) const {
  if (vehicle < 0 || vehicle >= static_cast<int>(board_.vehicles.size())) return {};
  return reach(board_, cells_, vehicle);
}

std::optional<std::string> RushHourView::slide(int vehicle, int distance) {
  if (vehicle < 0 || distance == 0) return std::nullopt;
  const Reach r = reach_of(vehicle);
  if (distance < r.back || distance > r.forward) return std::nullopt;
  return format_move(board_, Move{vehicle, distance});
}

std::optional<std::string> RushHourView::slide_onto(int cell) {
  if (selected_ < 0 || cell < 0) return std::nullopt;
  const Vehicle& v = board_.vehicles[static_cast<std::size_t>(selected_)];
  const int row = cell / board_.size, column = cell % board_.size;
  if ((v.horizontal ? row : column) != v.line) return std::nullopt;
  const int at = v.horizontal ? column : row, first = v.offset, last = v.offset + v.length - 1;
  if (at >= first && at <= last) return std::nullopt;
  // The nearest end comes onto the cell: the shortest slide that covers it.
  return slide(selected_, at < first ? at - first : at - last);
}

std::vector<float> RushHourView::drawn_offsets(double time) const {
  std::vector<float> out;
  for (const Vehicle& v : board_.vehicles) out.push_back(v.offset);
  if (const std::optional<double> t = animation_.glide_progress(time, kGlideSeconds))
    for (const Glide& g : glides_) {
      float& at = out[static_cast<std::size_t>(g.vehicle)];
      at = g.from + (at - g.from) * static_cast<float>(ease_out(*t));
    }
  if (drag_ && drag_->moved) out[static_cast<std::size_t>(drag_->vehicle)] += drag_->cells;
  return out;
}

bool RushHourView::animating(double time) const {
  const std::optional<double> t = animation_.glide_progress(time, kGlideSeconds);
  return !glides_.empty() && t && *t < 1;
}

std::optional<std::string> RushHourView::draw(const BoardFrame& frame) {
  layout_ = Layout::fit(board_.size, frame.min, frame.max);
  animation_.stamp(frame.time, frame.animate);
  last_time_ = frame.time;
  hint_.reset();
  if (frame.hint && !board_.vehicles.empty()) {
    try {
      const Move m = parse_move(board_, *frame.hint);
      if (why_illegal(board_, m).empty()) hint_ = m;
    } catch (const InputError&) {
      // A hint for another position: nothing to point at.
    }
  }

  const BoardPointer pointer = claim_board(frame, "rush-hour-board");
  std::optional<std::string> move;
  if (ready_ && frame.input) {
    move = handle_pointer(pointer);
    if (!move && frame.keyboard) move = handle_keys();
  } else {
    drag_.reset();
    if (!frame.input) selected_ = -1;  // a solution playing: the board is not the player's
  }

  const int hovered = frame.input && pointer.hovered ? vehicle_at(layout_.hit(pointer.pos)) : -1;
  if (drag_ && drag_->moved) {
    ImGui::SetMouseCursor(board_.vehicles[static_cast<std::size_t>(drag_->vehicle)].horizontal
                              ? ImGuiMouseCursor_ResizeEW
                              : ImGuiMouseCursor_ResizeNS);
  } else if (hovered >= 0) {
    const Reach r = reach_of(hovered);
    if (r.back != 0 || r.forward != 0) ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
  }

  BoardPaint p;
  p.board = &board_;
  p.layout = layout_;
  p.time = frame.ambient_time();
  p.offsets = drawn_offsets(frame.time);
  p.selected = selected_;
  p.hovered = drag_ ? -1 : hovered;
  p.dragged = drag_ && drag_->moved ? drag_->vehicle : -1;
  p.hint = hint_;
  if (const std::optional<double> age = animation_.celebration_age(frame.time, kCelebrationSeconds))
    p.solved_glow = static_cast<float>(1 - *age / kCelebrationSeconds);
  else if (solved_)
    p.solved_glow = 0.35f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(frame.min, frame.max, true);
  paint_board(dl, p, frame.fonts);
  dl->PopClipRect();
  return move;
}

std::optional<std::string> RushHourView::handle_pointer(const BoardPointer& pointer) {
  if (pointer.clicked) {
    dropped_.reset();
    const int cell = layout_.hit(pointer.pos);
    const int v = vehicle_at(cell);
    if (v >= 0) {
      drag_ = Drag{v, pointer.pos, reach_of(v), 0, false};
    } else {
      // A free cell on the selected vehicle's line: it slides there; anywhere else clears it.
      if (std::optional<std::string> move = slide_onto(cell)) return move;
      selected_ = -1;
      return std::nullopt;
    }
  }
  if (!drag_) return std::nullopt;

  const Vehicle& v = board_.vehicles[static_cast<std::size_t>(drag_->vehicle)];
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const ImVec2 travel(mouse.x - drag_->start.x, mouse.y - drag_->start.y);
  if (std::max(std::fabs(travel.x), std::fabs(travel.y)) >= std::max(6.0f, kClickTiles * layout_.cell))
    drag_->moved = true;
  const float along = (v.horizontal ? travel.x : travel.y) / layout_.cell;
  drag_->cells = std::clamp(along, static_cast<float>(drag_->reach.back), static_cast<float>(drag_->reach.forward));
  if (ImGui::IsMouseDown(ImGuiMouseButton_Left)) return std::nullopt;

  // Let go: a click selects; a drag drops the vehicle on the nearest cell.
  const Drag done = *drag_;
  drag_.reset();
  selected_ = done.vehicle;
  if (!done.moved) return std::nullopt;
  const float let_go = static_cast<float>(v.offset) + done.cells;
  const int distance = static_cast<int>(std::lround(done.cells));
  if (distance == 0) {
    // Not far enough for a cell: it slides back to where it stood (if it left it at all).
    if (done.cells != 0) {
      glides_.assign(1, Glide{done.vehicle, let_go});
      animation_.request_glide();
    }
    return std::nullopt;
  }
  dropped_ = Glide{done.vehicle, let_go};
  return slide(done.vehicle, distance);
}

std::optional<std::string> RushHourView::handle_keys() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.KeyCtrl || io.KeySuper || io.KeyAlt || board_.vehicles.empty()) return std::nullopt;  // the app's
  using ui::keys::kShift;
  using ui::keys::pressed;
  const int n = static_cast<int>(board_.vehicles.size());

  if (pressed(SDL_SCANCODE_ESCAPE)) selected_ = -1;
  // A vehicle's letter selects it (typed characters follow the keyboard's layout).
  for (int i = 0; i < io.InputQueueCharacters.Size; ++i) {
    ImWchar c = io.InputQueueCharacters[i];
    if (c >= 'a' && c <= 'z') c = static_cast<ImWchar>(c - 'a' + 'A');
    if (c < 'A' || c > 'Z' || app_letter(c)) continue;
    for (int v = 0; v < n; ++v)
      if (board_.vehicles[static_cast<std::size_t>(v)].letter == static_cast<char>(c)) selected_ = v;
  }
  const bool tab = pressed(SDL_SCANCODE_TAB), back_tab = pressed(SDL_SCANCODE_TAB, kShift);
  if (tab || back_tab) {
    if (selected_ < 0)
      selected_ = back_tab ? n - 1 : 0;
    else
      selected_ = (selected_ + (back_tab ? n - 1 : 1)) % n;
  }

  // The arrows along the selected vehicle's line: one cell, or with Shift as far as it goes.
  struct Arrow {
    SDL_Scancode key;
    bool horizontal;
    int direction;
  };
  static constexpr Arrow kArrows[] = {{SDL_SCANCODE_LEFT, true, -1},
                                      {SDL_SCANCODE_RIGHT, true, 1},
                                      {SDL_SCANCODE_UP, false, -1},
                                      {SDL_SCANCODE_DOWN, false, 1}};
  for (const Arrow& a : kArrows) {
    const bool one = pressed(a.key), far = pressed(a.key, kShift);
    if (!one && !far) continue;
    if (selected_ < 0) {
      selected_ = 0;  // the first arrow shows which vehicle the keys drive: the primary car
      return std::nullopt;
    }
    if (board_.vehicles[static_cast<std::size_t>(selected_)].horizontal != a.horizontal) continue;
    const Reach r = reach_of(selected_);
    return slide(selected_, far ? (a.direction > 0 ? r.forward : r.back) : a.direction);
  }
  return std::nullopt;
}

std::vector<KeyHelp> RushHourView::controls() const {
  std::string reserved;
  for (char c = 'A'; c <= 'Z'; ++c)
    if (app_letter(static_cast<char32_t>(c))) reserved += std::string(reserved.empty() ? "" : " ") + c;
  return {
      {"Drag a vehicle", "slide it along its line; it drops on the nearest cell"},
      {"Click / tap a vehicle", "select it; then click / tap a free cell in its line to slide it there"},
      {"A \xE2\x80\xA6 Z",
       "select the vehicle with that letter (not " + reserved + ": the app's shortcuts; Tab reaches those)"},
      {"Tab / Shift+Tab", "select the next / previous vehicle"},
      {"\xE2\x86\x90 \xE2\x86\x92 or \xE2\x86\x91 \xE2\x86\x93", "slide the selected vehicle one cell along its line"},
      {"Shift+\xE2\x86\x90 \xE2\x86\x92 or Shift+\xE2\x86\x91 \xE2\x86\x93", "slide it as far as it goes"},
      {"Esc", "clear the selection"},
  };
}

nlohmann::json RushHourView::automation() const {
  const std::vector<float> offsets = drawn_offsets(last_time_);
  nlohmann::json vehicles = nlohmann::json::array();
  for (std::size_t i = 0; i < board_.vehicles.size(); ++i) {
    const Vehicle& v = board_.vehicles[i];
    ImVec2 lo, hi;
    layout_.vehicle_rect(v, offsets[i], lo, hi);
    const Reach r = reach(board_, cells_, static_cast<int>(i));
    vehicles.push_back({{"letter", std::string(1, v.letter)},
                        {"horizontal", v.horizontal},
                        {"length", static_cast<int>(v.length)},
                        {"row", v.horizontal ? v.line : v.offset},
                        {"column", v.horizontal ? v.offset : v.line},
                        {"rect", rect_json(lo, hi)},
                        {"x", (lo.x + hi.x) * 0.5f},
                        {"y", (lo.y + hi.y) * 0.5f},
                        {"back", r.back},
                        {"forward", r.forward}});
  }
  nlohmann::json walls = nlohmann::json::array();
  for (const std::uint8_t w : board_.walls) {
    const int row = w / board_.size, column = w % board_.size;
    const ImVec2 c = layout_.center(row, column);
    walls.push_back({{"row", row}, {"column", column}, {"x", c.x}, {"y", c.y}});
  }
  const int exit_row = board_.vehicles.empty() ? exit_row_for(board_.size) : board_.vehicles.front().line;
  const ImVec2 exit = layout_.at(static_cast<float>(board_.size) + Layout::kRim, static_cast<float>(exit_row) + 0.5f);
  const auto letter_of = [&](int v) {
    return v >= 0 ? nlohmann::json(std::string(1, board_.vehicles[static_cast<std::size_t>(v)].letter))
                  : nlohmann::json(nullptr);
  };
  return {{"size", board_.size},
          {"cell", layout_.cell},
          {"grid", rect_json(layout_.origin, layout_.grid_max())},
          {"text", board_.vehicles.empty() ? std::string() : format_board(board_)},
          {"vehicles", vehicles},
          {"walls", walls},
          {"exit", {{"row", exit_row}, {"column", board_.size}, {"x", exit.x}, {"y", exit.y}}},
          {"selected", letter_of(selected_)},
          {"dragging", letter_of(drag_ && drag_->moved ? drag_->vehicle : -1)},
          {"hint", hint_ ? nlohmann::json(format_move(board_, *hint_)) : nlohmann::json(nullptr)},
          {"animating", animating(last_time_)},
          {"solved", solved_}};
}

std::unique_ptr<GameView> make_view() { return std::make_unique<RushHourView>(); }

}  // namespace puzzlelab::rush_hour
