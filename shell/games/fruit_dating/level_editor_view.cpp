#include "games/fruit_dating/level_editor_view.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <random>

#include <imgui.h>

#include "core/input_error.hpp"
#include "games/fruit_dating/fruit_dating_view.hpp"
#include "middle/link_bridge.hpp"
#include "platform/platform.hpp"
#include "ui/automation.hpp"
#include "ui/colour.hpp"
#include "ui/keyboard_focus.hpp"
#include "ui/keys.hpp"
#include "ui/named_widgets.hpp"
#include "ui/screen_layout.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab::fruit_dating {
namespace {

struct PaletteEntry {
  char piece;
  const char* id;     // the automation name: editor-piece-<id>
  const char* label;  // tooltip
};

constexpr PaletteEntry kPalette[] = {
    {'#', "wall", "Wall"},
    {'.', "floor", "Floor (clears mud and walls)"},
    {'~', "mud", "Mud: obstacles cross it, fruit get stuck and spoiled"},
    {LevelEditorView::kOneWayTool, "one-way",
     "One-way border: click near a tile's edge; again to turn it, a third time to remove it"},
    {'a', "fruit-a", "Red cherries"},
    {'b', "fruit-b", "Yellow banana"},
    {'c', "fruit-c", "Green pear"},
    {'d', "fruit-d", "Purple grapes"},
    {'e', "fruit-e", "Orange"},
    {'f', "fruit-f", "Blueberry"},
    {'o', "stone", "Stone"},
    {'x', "car", "Car"},
    {'u', "barrel", "Barrel"},
    {'h', "hedgehog", "Sleeping hedgehog: eats a fruit that hits it"},
    {'>', "anteater-right", "Anteater looking right"},
    {'^', "anteater-up", "Anteater looking up"},
    {'<', "anteater-left", "Anteater looking left"},
    {'v', "anteater-down", "Anteater looking down"},
    {LevelEditorView::kEraser, "eraser", "Eraser: removes a piece, then mud or wall (right-click does the same)"},
};

const PaletteEntry* entry_of(char piece) {
  for (const PaletteEntry& e : kPalette)
    if (e.piece == piece) return &e;
  return nullptr;
}

bool is_ground_piece(char piece) { return piece == '#' || piece == '.' || piece == '~'; }

Thing palette_thing(char piece) {
  if (piece >= 'a' && piece < 'a' + kColours) return fruit(piece - 'a');
  switch (piece) {
    case 'o': return kStone;
    case 'x': return kCar;
    case 'u': return kBarrel;
    case 'h': return kHedgehog;
    case '>': return anteater(Dir::right);
    case '^': return anteater(Dir::up);
    case '<': return anteater(Dir::left);
    case 'v': return anteater(Dir::down);
    default: return kEmpty;
  }
}

ImVec2 add(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }

// A palette icon: the piece drawn in a small tile.
void paint_icon(ImDrawList* dl, char piece, ImVec2 lo, ImVec2 hi) {
  const ImVec2 c((lo.x + hi.x) * 0.5f, (lo.y + hi.y) * 0.5f);
  const float s = hi.x - lo.x;
  switch (piece) {
    case '#':
      dl->AddRectFilled(add(lo, ImVec2(s * 0.12f, s * 0.12f)), add(hi, ImVec2(-s * 0.12f, -s * 0.12f)),
                        IM_COL32(78, 88, 112, 255), 4);
      return;
    case '.':
      dl->AddRectFilled(add(lo, ImVec2(s * 0.12f, s * 0.12f)), add(hi, ImVec2(-s * 0.12f, -s * 0.12f)),
                        IM_COL32(236, 226, 198, 255), 4);
      return;
    case '~':
      dl->AddRectFilled(add(lo, ImVec2(s * 0.12f, s * 0.12f)), add(hi, ImVec2(-s * 0.12f, -s * 0.12f)),
                        IM_COL32(112, 80, 48, 255), 8);
      dl->AddCircleFilled(add(c, ImVec2(s * 0.1f, s * 0.1f)), s * 0.12f, IM_COL32(84, 58, 34, 255), 10);
      return;
    case LevelEditorView::kOneWayTool: paint_one_way_arrow(dl, c, Dir::right, s * 0.9f); return;
    case LevelEditorView::kEraser: {
      const ImVec2 a = add(c, ImVec2(-s * 0.28f, s * 0.05f)), b = add(c, ImVec2(s * 0.05f, -s * 0.28f));
      const ImVec2 quad[4] = {add(a, ImVec2(0, s * 0.18f)), a, b, add(b, ImVec2(s * 0.18f, s * 0.18f))};
      dl->AddConvexPolyFilled(quad, 4, IM_COL32(236, 120, 140, 255));
      const ImVec2 quad2[4] = {add(b, ImVec2(s * 0.18f, s * 0.18f)), b, add(b, ImVec2(s * 0.18f, 0)),
                               add(b, ImVec2(s * 0.36f, s * 0.18f))};
      dl->AddConvexPolyFilled(quad2, 4, IM_COL32(200, 200, 210, 255));
      dl->AddLine(add(c, ImVec2(-s * 0.3f, s * 0.32f)), add(c, ImVec2(s * 0.3f, s * 0.32f)),
                  IM_COL32(170, 178, 196, 255), 2);
      return;
    }
    default: paint_thing(dl, palette_thing(piece), c, s * 0.78f);
  }
}

}  // namespace

std::unique_ptr<GameEditor> FruitDatingView::make_editor(EngineClient& engine, EditorHost& host) const {
  return std::make_unique<LevelEditorView>(engine, host);
}

LevelEditorView::LevelEditorView(EngineClient& engine, EditorHost& host) : editor_(engine), host_(host) {}

bool LevelEditorView::open(const Challenge& challenge, double now) {
  try {
    editor_.load(challenge.board, now);
  } catch (const InputError& e) {
    host_.notices().error(std::string("This level cannot be edited: ") + e.what());
    return false;
  }
  return true;
}

void LevelEditorView::frame(double now, const ui::Fonts& fonts) {
  fonts_ = &fonts;
  editor_.tick(now);

  const ImGuiIO& io = ImGui::GetIO();
  ui::begin_screen_window("Level editor");
  ui::focus::f6_toggles_controls();
  if (!io.WantTextInput) {
    using namespace ui::keys;
    if (pressed(SDL_SCANCODE_Z, kCtrl)) editor_.undo(now);
    if (pressed(SDL_SCANCODE_Y, kCtrl) || pressed(SDL_SCANCODE_Z, kCtrl | kShift)) editor_.redo(now);
  }
  draw_top_bar(now);
  host_.draw_notices(now);
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  if (avail.x >= ui::kNarrowWindow) {
    const float board_w = avail.x - ui::kSidePanelWidth - ImGui::GetStyle().ItemSpacing.x;
    ImGui::BeginGroup();
    draw_verdict(now);
    draw_board(board_w, avail.y - ImGui::GetFrameHeightWithSpacing() * 2.4f, now);
    ImGui::EndGroup();
    ImGui::SameLine();
    ImGui::BeginChild("editor-side", ImVec2(0, avail.y), false);
    draw_palette(now);
    ui::end_panel("editor-side-panel");  // the keyboard enters the palette with Enter or Space, leaves it with Esc
  } else {
    draw_verdict(now);
    const Board& b = editor_.board();
    const float board_h = std::max(200.0f, avail.x / Layout::aspect(b.width, b.height));
    draw_board(avail.x, board_h, now);
    draw_palette(now);
  }
  ImGui::End();
}

void LevelEditorView::draw_top_bar(double now) {
  ImGui::PushFont(fonts_->heading);
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().accent), "Level editor");
  ImGui::PopFont();
  const auto next = [](const char* label, float gap = -1) { ui::flow(ui::button_width(label), gap); };
  next("Back to play", 20);
  if (ui::button("editor-back", "Back to play", true, "The play screen, with the game you were playing"))
    host_.play("");
  next("Undo", 20);
  if (ui::button("editor-undo", "Undo", editor_.can_undo(), "Take back an edit (Ctrl+Z)")) editor_.undo(now);
  next("Redo");
  if (ui::button("editor-redo", "Redo", editor_.can_redo(), "Make the edit again (Ctrl+Y)")) editor_.redo(now);
  const bool playable = !editor_.problem().has_value();
  next("Play-test", 20);
  if (ui::button("editor-play-test", "Play-test", playable,
                 playable ? "Play this level" : "Fix the level first (see the message)"))
    play_test();
  next("Share");
  if (ui::button("editor-share", "Share", true, "A link to this level, copied to the clipboard")) share();
  if (!share_url_.empty()) {
    ImGui::SetNextItemWidth(std::min(520.0f, ImGui::GetContentRegionAvail().x));
    ui::input_text("editor-share-url", "##share-url", &share_url_, nullptr,
                   ImGuiInputTextFlags_ReadOnly | ImGuiInputTextFlags_AutoSelectAll);
  }
}

void LevelEditorView::draw_verdict(double now) {
  const EditorVerdict& v = editor_.verdict();
  ImU32 colour = ui::palette().text_dim;
  if (v.kind == EditorVerdict::Kind::solvable) colour = ui::palette().good;
  if (v.kind == EditorVerdict::Kind::unsolvable || v.kind == EditorVerdict::Kind::invalid ||
      v.kind == EditorVerdict::Kind::failed)
    colour = ui::palette().bad;
  ImGui::PushFont(fonts_->bold);
  if (v.kind == EditorVerdict::Kind::checking) {
    ui::spinner("checking", now, ui::palette().accent);
    ImGui::SameLine();
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour));
  ImGui::TextWrapped("%s", v.text().c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ui::automation::track("editor-verdict");
  if (!message_.empty()) {
    ImGui::TextDisabled("%s", message_.c_str());
  } else {
    ImGui::TextDisabled("Click to place \xC2\xB7 drag a piece to move it \xC2\xB7 right-click to remove");
  }
}

void LevelEditorView::draw_board(float width, float height, double now) {
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 size(std::max(1.0f, width), std::max(1.0f, height));
  const Board& b = editor_.board();
  layout_ = Layout::fit(b.width, b.height, min, ImVec2(min.x + size.x, min.y + size.y));
  ImGui::BeginChild("editor-board-area", size, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::SetCursorScreenPos(min);
  ImGui::InvisibleButton("editor-board", size, ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight);
  handle_board_input(layout_, now);

  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(min, ImVec2(min.x + size.x, min.y + size.y), true);
  BoardPaint p;
  p.board = &b;
  p.layout = layout_;
  p.time = now;
  paint_ground(dl, p);
  const bool dragging = press_tile_ >= 0 && press_had_thing_ && ImGui::IsMouseDown(ImGuiMouseButton_Left);
  if (dragging) {
    // The piece being dragged is drawn under the pointer, its tile left dim.
    Board shown = b;
    const Thing lifted = shown.things[static_cast<std::size_t>(press_tile_)];
    shown.things[static_cast<std::size_t>(press_tile_)] = kEmpty;
    p.board = &shown;
    paint_things(dl, p);
    paint_one_ways(dl, p);
    paint_thing(dl, lifted, layout_.center(b.row_of(press_tile_), b.column_of(press_tile_)), layout_.tile * 0.8f, 0.3f);
    if (hover_tile_ >= 0) {
      const ImVec2 lo = layout_.tile_min(b.row_of(hover_tile_), b.column_of(hover_tile_));
      const ImVec2 hi = layout_.tile_max(b.row_of(hover_tile_), b.column_of(hover_tile_));
      dl->AddRect(lo, hi, ui::palette().board.accent, layout_.tile * 0.1f, 0, 3);
    }
    paint_thing(dl, lifted, ImGui::GetIO().MousePos, layout_.tile * 0.9f);
  } else {
    paint_things(dl, p);
    paint_one_ways(dl, p);
    if (hover_tile_ >= 0 && ImGui::IsItemHovered()) {
      const ImVec2 lo = layout_.tile_min(b.row_of(hover_tile_), b.column_of(hover_tile_));
      const ImVec2 hi = layout_.tile_max(b.row_of(hover_tile_), b.column_of(hover_tile_));
      dl->AddRect(lo, hi, ui::with_alpha(IM_COL32(255, 255, 255, 255), 0.6f), layout_.tile * 0.1f, 0, 2);
    }
  }
  dl->PopClipRect();
  ImGui::EndChild();
}

void LevelEditorView::handle_board_input(const Layout& layout, double now) {
  const Board& b = editor_.board();
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  hover_tile_ = layout.hit(mouse);
  const bool hovered = ImGui::IsItemHovered();
  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Right) && hover_tile_ >= 0) {
    if (!editor_.erase(hover_tile_, now) && !editor_.last_refusal().empty())
      message_ = editor_.last_refusal();
    else
      message_.clear();
    return;
  }
  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && hover_tile_ >= 0) {
    const int t = hover_tile_;
    message_.clear();
    bool ok = true;
    if (tool_ == kOneWayTool) {
      // The border nearest to the click.
      const ImVec2 lo = layout.tile_min(b.row_of(t), b.column_of(t));
      const float fx = (mouse.x - lo.x) / layout.tile, fy = (mouse.y - lo.y) / layout.tile;
      const float left = fx, right = 1 - fx, top = fy, bottom = 1 - fy;
      const float nearest = std::min({left, right, top, bottom});
      if (nearest == right)
        ok = editor_.cycle_one_way(t, Dir::right, now);
      else if (nearest == left)
        ok = editor_.cycle_one_way(t - 1, Dir::right, now);
      else if (nearest == bottom)
        ok = editor_.cycle_one_way(t, Dir::down, now);
      else
        ok = editor_.cycle_one_way(t - b.width, Dir::down, now);
    } else if (tool_ == kEraser) {
      ok = editor_.erase(t, now);
    } else if (b.things[static_cast<std::size_t>(t)] != kEmpty) {
      press_tile_ = t;  // a drag moves it; a click without moving places the tool there
      press_had_thing_ = true;
    } else if (is_ground_piece(tool_)) {
      ok = editor_.paint(t, tool_, now);
      press_tile_ = t;
      press_had_thing_ = false;
      last_painted_ = t;
    } else {
      ok = editor_.paint(t, tool_, now);
    }
    if (!ok && !editor_.last_refusal().empty()) message_ = editor_.last_refusal();
    return;
  }
  if (press_tile_ < 0) return;
  if (ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
    // A ground stroke paints every tile the pointer enters.
    if (!press_had_thing_ && hover_tile_ >= 0 && hover_tile_ != last_painted_) {
      editor_.paint(hover_tile_, tool_, now);
      last_painted_ = hover_tile_;
    }
    return;
  }
  // Released.
  if (press_had_thing_) {
    bool ok = true;
    if (hover_tile_ == press_tile_)
      ok = editor_.paint(press_tile_, tool_, now) || editor_.last_refusal().empty();
    else if (hover_tile_ >= 0)
      ok = editor_.move(press_tile_, hover_tile_, now);
    if (!ok) message_ = editor_.last_refusal();
  }
  press_tile_ = -1;
  press_had_thing_ = false;
  last_painted_ = -1;
}

void LevelEditorView::draw_palette(double now) {
  ImGui::PushFont(fonts_->bold);
  ImGui::TextUnformatted("Pieces");
  ImGui::PopFont();
  const float icon = std::max(40.0f, ImGui::GetFrameHeight() * 1.6f);
  bool first = true;
  for (const PaletteEntry& e : kPalette) {
    if (!first) ui::flow(icon, 4);
    first = false;
    ImGui::PushID(e.id);
    const ImVec2 lo = ImGui::GetCursorScreenPos();
    if (ui::invisible_button((std::string("editor-piece-") + e.id).c_str(), "piece", ImVec2(icon, icon))) {
      tool_ = e.piece;
      message_.clear();
    }
    const bool hovered = ImGui::IsItemHovered();
    if (hovered) ImGui::SetTooltip("%s", e.label);
    ImGui::PopID();
    const ImVec2 hi(lo.x + icon, lo.y + icon);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(lo, hi,
                      tool_ == e.piece ? ui::palette().tool_chosen
                      : hovered        ? ui::palette().tool_hovered
                                       : ui::palette().tool,
                      6);
    if (tool_ == e.piece) dl->AddRect(lo, hi, ui::palette().accent, 6, 0, 2.5f);
    paint_icon(dl, e.piece, lo, hi);
  }
  const PaletteEntry* chosen = entry_of(tool_);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("%s", chosen ? chosen->label : "");
  ImGui::PopStyleColor();

  ImGui::Spacing();
  ImGui::PushFont(fonts_->bold);
  ImGui::TextUnformatted("Size");
  ImGui::PopFont();
  const Board& b = editor_.board();
  int width = b.width, height = b.height;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
  const bool w_changed = ui::input_int("editor-width", "Width", &width);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
  const bool h_changed = ui::input_int("editor-height", "Height", &height);
  if ((w_changed || h_changed) && !editor_.resize(width, height, now) && !editor_.last_refusal().empty())
    message_ = editor_.last_refusal();
  ImGui::TextDisabled("4 to 8 tiles each way, the solid border included.");

  ImGui::Spacing();
  ImGui::PushFont(fonts_->bold);
  ImGui::TextUnformatted("Start from");
  ImGui::PopFont();
  if (ui::button("editor-empty", "Empty level", true, "A level with only its border"))
    editor_.load_empty(b.width, b.height, now);
  ImGui::SameLine();
  if (ui::button("editor-generate", editor_.generating() ? "Generating\xE2\x80\xA6" : "Generate", !editor_.generating(),
                 "A new level from the article's generator, to touch up")) {
    std::random_device device;
    const std::uint64_t seed = (static_cast<std::uint64_t>(device()) << 20) ^ device();
    editor_.generate({{"width", b.width}, {"height", b.height}}, seed % 1000000, now);
  }
  if (!editor_.generate_error().empty()) ui::text_colored_wrapped(ui::palette().bad, editor_.generate_error().c_str());
}

void LevelEditorView::play_test() {
  const std::string link = write_link(editor_.challenge(), {});
  if (link.empty()) {
    message_ = "This level cannot be written as a link.";
    return;
  }
  host_.play(link);
}

void LevelEditorView::share() {
  const std::string link = write_link(editor_.challenge(), {});
  share_url_ = platform::shareable_url(link);
  platform::copy_to_clipboard(share_url_);
  host_.notices().info("Link to this level copied. If your browser blocked the clipboard, copy it from the field.");
}

nlohmann::json LevelEditorView::automation() const {
  const Board& b = editor_.board();
  nlohmann::json tiles = nlohmann::json::array();
  for (int t = 0; t < b.tiles(); ++t) {
    const ImVec2 c = layout_.center(b.row_of(t), b.column_of(t));
    const Ground g = b.ground[static_cast<std::size_t>(t)];
    const Thing thing = b.things[static_cast<std::size_t>(t)];
    tiles.push_back({{"row", b.row_of(t)},
                     {"column", b.column_of(t)},
                     {"x", c.x},
                     {"y", c.y},
                     {"ground", g == Ground::wall  ? "wall"
                                : g == Ground::mud ? "mud"
                                                   : "floor"},
                     {"thing", thing == kEmpty ? nlohmann::json(nullptr) : nlohmann::json(thing_name(thing))}});
  }
  const EditorVerdict& v = editor_.verdict();
  const auto problem = editor_.problem();
  const PaletteEntry* tool = entry_of(tool_);
  return {{"editor",
           {{"width", b.width},
            {"height", b.height},
            {"tile", layout_.tile},
            {"text", editor_.text()},
            {"tiles", tiles},
            {"tool", tool ? tool->id : ""},
            {"revision", editor_.revision()},
            {"can_undo", editor_.can_undo()},
            {"can_redo", editor_.can_redo()},
            {"verdict", {{"kind", v.name()}, {"text", v.text()}, {"moves", v.moves}}},
            {"problem", problem ? nlohmann::json(*problem) : nlohmann::json(nullptr)},
            {"message", message_},
            {"generating", editor_.generating()},
            {"share_url", share_url_}}}};
}

}  // namespace puzzlelab::fruit_dating
