#include "app/talk_overlays.hpp"

#include <algorithm>
#include <cmath>

#include "app/talk_palette.hpp"
#include "ui/palette.hpp"
#include "ui/redraw.hpp"

namespace puzzlelab {

namespace {

namespace tk = ui::talk_keys;

constexpr float kCardAspect = 1.6f;
constexpr double kJumpMessageSeconds = 2.5;

bool is_modifier_key(SDL_Scancode key) { return key >= SDL_SCANCODE_LCTRL && key <= SDL_SCANCODE_RGUI; }

// Text cut to the lines that fit `max_lines` at `size` and `wrap`, with "..." when cut.
std::string fit_lines(ImFont* font, float size, float wrap, const std::string& text, int max_lines) {
  const char* s = text.c_str();
  const char* const end = s + text.size();
  for (int line = 0; line < max_lines && s < end; ++line) {
    const char* eol = font->CalcWordWrapPositionA(size / font->FontSize, s, end, wrap);
    if (eol == s) ++eol;
    s = eol;
    while (s < end && (*s == ' ' || *s == '\n')) ++s;
  }
  if (s >= end) return text;
  std::string cut(text.c_str(), s);
  while (!cut.empty() && cut.back() == ' ') cut.pop_back();
  return cut + "...";
}

}  // namespace

TalkOverlays::Routed TalkOverlays::route(const std::vector<ui::keys::Press>& presses, std::size_t scene,
                                         std::size_t scenes, double now) {
  Routed out;
  for (const ui::keys::Press& press : presses) {
    if (keys_help_) {
      if (!is_modifier_key(press.key)) keys_help_ = false;  // any key closes the keys, and only that
      continue;
    }
    if (jump_.is_open()) {
      const tk::JumpEntry::Result r = jump_.press(press, scenes);
      if (r.outcome == tk::JumpEntry::Outcome::go) out.go_to = r.scene;
      if (r.outcome == tk::JumpEntry::Outcome::out_of_range) {
        jump_message_ = r.message;
        jump_message_until_ = now + kJumpMessageSeconds;
        ui::redraw::request_until(jump_message_until_ + 0.05);  // and a frame to take it away
      }
      continue;
    }
    if (overview_.is_open()) {
      if (overview_.press(press) == tk::OverviewGrid::Outcome::pick) out.go_to = overview_.selected();
      continue;
    }
    for (const tk::Command c : tk::dispatch({press})) command(c, out.go_to.value_or(scene), scenes, out);
  }
  return out;
}

void TalkOverlays::command(tk::Command c, std::size_t scene, std::size_t scenes, Routed& out) {
  if (black_) {
    if (c == tk::Command::fullscreen) {
      out.commands.push_back(c);  // full screen on or off without lighting the room
      return;
    }
    black_ = false;
    // The key that brings the screen back does only that: the room sees the scene it left.
    if (c == tk::Command::blackout || tk::advances(c)) return;
  }
  switch (c) {
    case tk::Command::blackout: black_ = true; break;
    case tk::Command::overview:
      overview_.open(scenes, tk::overview_columns(scenes, display_.x * 0.92f, display_.y * 0.8f, kCardAspect), scene);
      break;
    case tk::Command::jump:
      jump_.open();
      jump_message_.clear();
      break;
    case tk::Command::keys_help: keys_help_ = true; break;
    default:
      if (std::find(out.commands.begin(), out.commands.end(), c) == out.commands.end()) out.commands.push_back(c);
  }
}

void TalkOverlays::reset() {
  black_ = false;
  keys_help_ = false;
  overview_.close();
  jump_.cancel();
  jump_message_.clear();
  cards_.clear();
}

std::optional<std::size_t> TalkOverlays::draw(const Talk& talk, std::size_t scene, const ui::Fonts& fonts, double now) {
  display_ = ImGui::GetIO().DisplaySize;
  if (!jump_message_.empty() && now >= jump_message_until_) jump_message_.clear();
  std::optional<std::size_t> clicked;
  ImFont* font = fonts.display ? fonts.display : ImGui::GetFont();
  if (black_) {
    // Nothing but black: no scene, no laser, no mouse cursor.
    ImGui::GetForegroundDrawList()->AddRectFilled(ImVec2(0, 0), display_, IM_COL32(0, 0, 0, 255));
    ImGui::SetMouseCursor(ImGuiMouseCursor_None);
    return clicked;
  }
  if (overview_.is_open())
    draw_overview(talk, scene, font, clicked);
  else
    cards_.clear();
  if (jump_.is_open() || !jump_message_.empty()) draw_jump(talk.scenes.size(), font, now);
  if (keys_help_) draw_keys_help(font, fonts.heading ? fonts.heading : font);
  return clicked;
}

void TalkOverlays::draw_overview(const Talk& talk, std::size_t scene, ImFont* font,
                                 std::optional<std::size_t>& clicked) {
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const std::size_t count = talk.scenes.size();
  dl->AddRectFilled(ImVec2(0, 0), display_, talk_palette::shade);
  const float heading = std::clamp(display_.y * 0.03f, 16.0f, 30.0f);
  const float margin = display_.x * 0.04f;
  const std::string title = talk.title + ": " + std::to_string(count) + " scenes";
  dl->AddText(font, heading, ImVec2(margin, display_.y * 0.03f), ui::palette().board.accent, title.c_str());
  const char* how = "Arrows and Enter, or a click, go to a scene.  Esc or O: back.";
  const float how_size = heading * 0.6f;
  dl->AddText(font, how_size, ImVec2(margin, display_.y * 0.03f + heading * 1.2f), talk_palette::dim, how);
  // The grid fills the rest, its columns chosen so the cards are largest (and re-chosen when the
  // window changes shape).
  const float top = display_.y * 0.03f + heading * 1.2f + how_size * 2.0f;
  const ImVec2 area(display_.x - 2 * margin, display_.y - top - display_.y * 0.04f);
  const std::size_t columns = tk::overview_columns(count, area.x, area.y, kCardAspect);
  overview_.set_columns(columns);
  const std::size_t rows = (count + columns - 1) / columns;
  const float gap = std::clamp(display_.x * 0.012f, 6.0f, 18.0f);
  const float card_w =
      std::min((area.x - gap * (columns - 1)) / columns, ((area.y - gap * (rows - 1)) / rows) * kCardAspect);
  const float card_h = card_w / kCardAspect;
  const float grid_w = card_w * columns + gap * (columns - 1);
  const ImVec2 origin(margin + (area.x - grid_w) * 0.5f, top);
  const float number_size = std::clamp(card_h * 0.2f, 14.0f, 48.0f);
  const float text_size = std::clamp(card_h * 0.1f, 11.0f, 22.0f);
  const float pad = card_h * 0.07f;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool click = ImGui::IsMouseClicked(ImGuiMouseButton_Left);
  cards_.clear();
  for (std::size_t i = 0; i < count; ++i) {
    const TalkScene& s = talk.scenes[i];
    const ImVec2 min(origin.x + (i % columns) * (card_w + gap), origin.y + (i / columns) * (card_h + gap));
    const ImVec2 max(min.x + card_w, min.y + card_h);
    cards_.push_back(ImVec4(min.x, min.y, card_w, card_h));
    const bool picked = i == overview_.selected();
    const bool hovered = mouse.x >= min.x && mouse.x < max.x && mouse.y >= min.y && mouse.y < max.y;
    if (hovered && click) clicked = i;
    dl->AddRectFilled(min, max, talk_palette::card, 6);
    if (picked)
      dl->AddRect(min, max, ui::palette().board.accent, 6, 0, std::max(3.0f, card_h * 0.03f));
    else if (hovered)
      dl->AddRect(min, max, talk_palette::dim, 6, 0, 2);
    dl->PushClipRect(min, max, true);
    const std::string number = std::to_string(i + 1);
    dl->AddText(font, number_size, ImVec2(min.x + pad, min.y + pad), ui::palette().board.accent, number.c_str());
    std::string kind = scene_kind_name(s.kind);
    if (i == scene) kind += "  (on show)";
    const float number_w = font->CalcTextSizeA(number_size, 1e9f, 0, number.c_str()).x;
    dl->AddText(font, text_size, ImVec2(min.x + pad * 2 + number_w, min.y + pad + number_size - text_size * 1.2f),
                talk_palette::dim, kind.c_str());
    const std::string& words = s.kind == SceneKind::title && !s.title.empty() ? s.title : s.caption;
    const float wrap = card_w - 2 * pad;
    const float words_top = min.y + pad + number_size * 1.25f;
    const int lines = std::max(1, static_cast<int>((max.y - pad - words_top) / text_size));
    const std::string shown = fit_lines(font, text_size, wrap, words, lines);
    dl->AddText(font, text_size, ImVec2(min.x + pad, words_top), talk_palette::text, shown.c_str(), nullptr, wrap);
    dl->PopClipRect();
  }
  if (clicked) overview_.close();
}

void TalkOverlays::draw_jump(std::size_t scenes, ImFont* font, double now) {
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const float size = std::clamp(display_.y * 0.04f, 18.0f, 40.0f);
  const bool typing = jump_.is_open();
  const std::string text = typing ? "Go to scene " + jump_.typed() + (std::fmod(now, 1.0) < 0.5 ? "_" : " ") +
                                        "  (1 to " + std::to_string(scenes) + ", Enter)"
                                  : jump_message_;
  const ImVec2 t = font->CalcTextSizeA(size, 1e9f, 0, text.c_str());
  const ImVec2 min((display_.x - t.x) * 0.5f - size * 0.6f, display_.y * 0.12f);
  const ImVec2 max(min.x + t.x + size * 1.2f, min.y + t.y + size * 0.8f);
  dl->AddRectFilled(min, max, talk_palette::panel, 8);
  dl->AddRect(min, max, typing ? ui::palette().board.accent : talk_palette::warning, 8, 0, 2);
  dl->AddText(font, size, ImVec2(min.x + size * 0.6f, min.y + size * 0.4f),
              typing ? talk_palette::text : talk_palette::warning, text.c_str());
  if (typing) ui::redraw::request_until(now + 0.55);  // the caret blinks
}

void TalkOverlays::draw_keys_help(ImFont* font, ImFont* keys_font) {
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const auto& table = tk::table();
  const float width = std::min(display_.x * 0.86f, 1100.0f);
  const float left = (display_.x - width) * 0.5f;
  // The largest type at which every key and its words fit the screen's height.
  float size = std::clamp(display_.y * 0.028f, 12.0f, 26.0f);
  float keys_w = 0, height = 0;
  for (int attempt = 0; attempt < 8; ++attempt) {
    keys_w = 0;
    for (const tk::TalkKey& k : table)
      keys_w = std::max(keys_w, keys_font->CalcTextSizeA(size, 1e9f, 0, k.keys.c_str()).x);
    height = size * 3.2f;
    for (const tk::TalkKey& k : table)
      height += font->CalcTextSizeA(size, 1e9f, width - keys_w - size * 3, k.action.c_str()).y + size * 0.35f;
    if (height <= display_.y * 0.92f || size <= 12.0f) break;
    size = std::max(12.0f, size * 0.9f);
  }
  const float top = std::max(0.0f, (display_.y - height) * 0.5f);
  dl->AddRectFilled(ImVec2(0, 0), display_, IM_COL32(0, 0, 0, 150));
  dl->AddRectFilled(ImVec2(left, top), ImVec2(left + width, top + height), talk_palette::panel, 10);
  dl->AddRect(ImVec2(left, top), ImVec2(left + width, top + height), ui::palette().board.accent, 10, 0, 2);
  float y = top + size * 0.6f;
  dl->AddText(font, size * 1.2f, ImVec2(left + size, y), ui::palette().board.accent, "Keys");
  const char* close = "any key closes this";
  const float close_w = font->CalcTextSizeA(size * 0.8f, 1e9f, 0, close).x;
  dl->AddText(font, size * 0.8f, ImVec2(left + width - size - close_w, y + size * 0.3f), talk_palette::dim, close);
  y += size * 1.8f;
  const float action_x = left + size * 2 + keys_w;
  const float wrap = left + width - size - action_x;
  for (const tk::TalkKey& k : table) {
    dl->AddText(keys_font, size, ImVec2(left + size, y), ui::palette().board.accent, k.keys.c_str());
    dl->AddText(font, size, ImVec2(action_x, y), talk_palette::text, k.action.c_str(), nullptr, wrap);
    y += font->CalcTextSizeA(size, 1e9f, wrap, k.action.c_str()).y + size * 0.35f;
  }
}

nlohmann::json TalkOverlays::automation() const {
  nlohmann::json cards = nlohmann::json::array();
  for (const ImVec4& c : cards_)
    cards.push_back({{"x", c.x}, {"y", c.y}, {"w", c.z}, {"h", c.w}, {"cx", c.x + c.z / 2}, {"cy", c.y + c.w / 2}});
  const bool open = overview_.is_open();
  return {{"blackout", black_},
          {"keys_help", keys_help_},
          {"overview",
           {{"open", open},
            {"selected", open ? nlohmann::json(overview_.selected() + 1) : nlohmann::json(nullptr)},
            {"columns", open ? nlohmann::json(overview_.columns()) : nlohmann::json(nullptr)},
            {"cards", cards}}},
          {"jump", {{"open", jump_.is_open()}, {"typed", jump_.typed()}, {"message", jump_message_}}}};
}

}  // namespace puzzlelab
