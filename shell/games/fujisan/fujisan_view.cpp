// The Fujisan view's state and input; the drawing is in fujisan_paint.cpp.
#include "games/fujisan/fujisan_view.hpp"

#include <algorithm>
#include <cmath>

#include "core/input_error.hpp"
#include "games/fujisan/notation.hpp"
#include "ui/keys.hpp"

namespace puzzlelab::fujisan {
namespace {

constexpr double kGlideSeconds = 0.32;

int priest_of_letter(char c) {
  const char upper = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
  for (int i = 0; i < kPriests; ++i)
    if (kPriestLetters[i] == upper) return i;
  return -1;
}

}  // namespace

void FujisanView::show(const Challenge& challenge, const SessionPosition& position) {
  const bool same_challenge = ready_ && position.challenge_revision == challenge_revision_;
  const Priests before = priests_;
  setup_ = challenge.setup;
  try {
    if (!same_challenge) {
      board_ = parse_board(challenge.board);
      variant_ = variant_from_string(challenge.variant()).value_or(Variant::standard);
      trail_.reset(initial_priests());
    }
    trail_.follow_notation(position.played, Notation{board_, variant_});
    priests_ = trail_.current();
  } catch (const InputError&) {
    // The session accepted these moves through the same rules, so this cannot happen; if it
    // ever did, showing the start position beats showing nothing.
    trail_.reset(initial_priests());
    priests_ = trail_.current();
  }
  position_ = position_of(priests_);
  solved_ = position.solved;
  animation_.on_show(solved_, same_challenge);
  glides_ = {};
  if (same_challenge) {
    for (int i = 0; i < kPriests; ++i) {
      if (before[i] == priests_[i]) continue;
      glides_[i].from = before[i];
      glides_[i].hop = row_of(before[i]) == row_of(priests_[i]);
    }
    animation_.request_glide();
  }
  ready_ = true;
  challenge_revision_ = position.challenge_revision;
  selected_ = -1;
  cursor_ = -1;
}

std::vector<FujisanView::Target> FujisanView::targets_of(int priest) const {
  std::vector<Target> out;
  if (priest < 0 || priest >= kPriests) return out;
  for (const Move& m : legal_moves(board_, variant_, position_))
    if (m.from == priests_[priest]) out.push_back({m, to_notation(board_, priests_, m)});
  std::sort(out.begin(), out.end(), [](const Target& a, const Target& b) {
    if (column_of(a.move.to) != column_of(b.move.to)) return column_of(a.move.to) < column_of(b.move.to);
    return row_of(a.move.to) < row_of(b.move.to);
  });
  return out;
}

ImVec2 FujisanView::priest_point(int priest, double time) const {
  const ImVec2 to = layout_.center(priests_[priest]);
  const Glide& glide = glides_[priest];
  const std::optional<double> t = animation_.glide_progress(time, kGlideSeconds);
  if (glide.from < 0 || !t) return to;
  const ImVec2 from = layout_.center(glide.from);
  const float k = static_cast<float>(ease_out(*t));
  ImVec2 p(from.x + (to.x - from.x) * k, from.y + (to.y - from.y) * k);
  if (glide.hop) p.y -= static_cast<float>(std::sin(*t * 3.14159265) * layout_.cell * 0.55);
  return p;
}

std::optional<std::string> FujisanView::draw(const BoardFrame& frame) {
  layout_ = Layout::fit(frame.min, frame.max);
  animation_.stamp(frame.time, frame.animate);

  const BoardPointer pointer = claim_board(frame, "fujisan-board");
  const bool hovered = pointer.hovered;
  const bool clicked = pointer.clicked;
  const int hovered_space = hovered ? layout_.hit(pointer.pos) : -1;

  std::optional<std::string> move;
  if (ready_ && frame.input) {
    move = handle_mouse(frame, clicked, hovered_space);
    if (!move && frame.keyboard) move = handle_keys(frame);
  } else if (!frame.input) {
    selected_ = -1;
    cursor_ = -1;
  }
  if (hovered_space >= 0 && priest_at(priests_, hovered_space) >= 0 && frame.input)
    ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);

  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(frame.min, frame.max, true);
  paint_backdrop(dl, frame);
  paint_tiles(dl, frame);
  if (ready_) {
    paint_targets(dl, frame, hovered_space);
    paint_hint(dl, frame);
    paint_priests(dl, frame);
  }
  dl->PopClipRect();
  return move;
}

std::optional<std::string> FujisanView::handle_mouse(const BoardFrame&, bool clicked, int hovered_space) {
  if (!clicked) return std::nullopt;
  if (hovered_space < 0) {
    selected_ = -1;
    return std::nullopt;
  }
  if (selected_ >= 0) {
    for (const Target& target : targets_of(selected_)) {
      if (target.move.to == hovered_space) {
        selected_ = -1;
        cursor_ = -1;
        return target.notation;
      }
    }
  }
  const int priest = priest_at(priests_, hovered_space);
  selected_ = priest == selected_ ? -1 : priest;
  cursor_ = -1;
  return std::nullopt;
}

std::optional<std::string> FujisanView::handle_keys(const BoardFrame&) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.KeyCtrl || io.KeySuper || io.KeyAlt) return std::nullopt;  // shortcuts belong to the app
  using ui::keys::pressed;

  if (pressed(SDL_SCANCODE_ESCAPE)) {
    selected_ = -1;
    cursor_ = -1;
  }
  const bool tab = pressed(SDL_SCANCODE_TAB), back_tab = pressed(SDL_SCANCODE_TAB, ui::keys::kShift);
  if (tab || back_tab) {
    selected_ = selected_ < 0 ? (back_tab ? kPriests - 1 : 0) : (selected_ + (back_tab ? kPriests - 1 : 1)) % kPriests;
    cursor_ = targets_of(selected_).empty() ? -1 : 0;
  }
  // Typed characters: priest letters and target numbers (layout-independent, unlike key codes).
  for (int i = 0; i < io.InputQueueCharacters.Size; ++i) {
    const ImWchar c = io.InputQueueCharacters[i];
    if (c > 127) continue;
    if (const int priest = priest_of_letter(static_cast<char>(c)); priest >= 0) {
      selected_ = priest;
      cursor_ = targets_of(selected_).empty() ? -1 : 0;
    } else if (c >= '1' && c <= '9' && selected_ >= 0) {
      const std::vector<Target> targets = targets_of(selected_);
      const std::size_t index = static_cast<std::size_t>(c - '1');
      if (index < targets.size()) {
        selected_ = -1;
        cursor_ = -1;
        return targets[index].notation;
      }
    }
  }

  const bool left = pressed(SDL_SCANCODE_LEFT), right = pressed(SDL_SCANCODE_RIGHT);
  const bool up = pressed(SDL_SCANCODE_UP), down = pressed(SDL_SCANCODE_DOWN);
  if ((left || right || up || down) && selected_ < 0) {
    // Arrows with nothing selected pick the first priest that can move.
    for (int i = 0; i < kPriests && selected_ < 0; ++i)
      if (!targets_of(i).empty()) selected_ = i;
    cursor_ = selected_ >= 0 ? 0 : -1;
    return std::nullopt;
  }
  const std::vector<Target> targets = targets_of(selected_);
  if (!targets.empty()) {
    const int n = static_cast<int>(targets.size());
    // The keyboard cursor appears with the first arrow key (mouse players never see it).
    if (cursor_ >= n) cursor_ = 0;
    if (right) cursor_ = cursor_ < 0 ? 0 : (cursor_ + 1) % n;
    if (left) cursor_ = cursor_ < 0 ? n - 1 : (cursor_ + n - 1) % n;
    if ((up || down) && cursor_ < 0) cursor_ = 0;
    if (up || down) {
      // Up/down pick the target in that row nearest the cursor's column.
      const int row = up ? 0 : 1;
      const int column = column_of(targets[cursor_].move.to);
      int best = -1;
      for (int i = 0; i < n; ++i) {
        if (row_of(targets[i].move.to) != row) continue;
        if (best < 0 ||
            std::abs(column_of(targets[i].move.to) - column) < std::abs(column_of(targets[best].move.to) - column))
          best = i;
      }
      if (best >= 0) cursor_ = best;
    }
    if (cursor_ >= 0 &&
        (pressed(SDL_SCANCODE_RETURN) || pressed(SDL_SCANCODE_KP_ENTER) || pressed(SDL_SCANCODE_SPACE))) {
      const std::string notation = targets[cursor_].notation;
      selected_ = -1;
      cursor_ = -1;
      return notation;
    }
  }
  return std::nullopt;
}

std::vector<KeyHelp> FujisanView::controls() const {
  return {
      {"Click / tap a priest", "select it; its targets light up"},
      {"Click / tap a lit space", "move there"},
      {"Tab / Shift+Tab", "select the next / previous priest"},
      {"A, C, M, S", "select that priest"},
      {"\xE2\x86\x90 \xE2\x86\x92 \xE2\x86\x91 \xE2\x86\x93", "choose among the selected priest's targets"},
      {"Enter / Space", "move to the chosen target"},
      {"1 \xE2\x80\xA6 9", "move to the target with that number"},
      {"Esc", "deselect"},
  };
}

nlohmann::json FujisanView::automation() const {
  nlohmann::json spaces = nlohmann::json::array();
  const std::vector<Target> targets = targets_of(selected_);
  for (int space = 0; space < kSpaces; ++space) {
    const ImVec2 c = layout_.center(space);
    const int priest = priest_at(priests_, space);
    const int column = column_of(space);
    const bool is_target =
        std::any_of(targets.begin(), targets.end(), [&](const Target& t) { return t.move.to == space; });
    spaces.push_back(
        {{"space", space},
         {"row", row_of(space)},
         {"column", column},
         {"x", c.x},
         {"y", c.y},
         {"size", layout_.cell},
         {"value", is_start_column(column) ? nlohmann::json(nullptr) : nlohmann::json(board_.value(space))},
         {"priest", priest >= 0 ? nlohmann::json(std::string(1, kPriestLetters[priest])) : nlohmann::json(nullptr)},
         {"target", is_target}});
  }
  nlohmann::json priests = nlohmann::json::object();
  for (int i = 0; i < kPriests; ++i) priests[std::string(1, kPriestLetters[i])] = priests_[i];
  nlohmann::json target_list = nlohmann::json::array();
  for (const Target& t : targets) target_list.push_back({{"space", t.move.to}, {"move", t.notation}});
  return {{"spaces", spaces},
          {"priests", priests},
          {"selected",
           selected_ >= 0 ? nlohmann::json(std::string(1, kPriestLetters[selected_])) : nlohmann::json(nullptr)},
          {"targets", target_list},
          {"solved", solved_}};
}

std::unique_ptr<GameView> make_view() { return std::make_unique<FujisanView>(); }

}  // namespace puzzlelab::fujisan
