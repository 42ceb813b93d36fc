#include "games/sigmar/template_editor_view.hpp"

#include <algorithm>
#include <memory>
#include <random>

#include <imgui.h>

#include "core/input_error.hpp"
#include "games/sigmar/sigmar_view.hpp"
#include "games/sigmar/templates.hpp"
#include "middle/link_bridge.hpp"
#include "platform/platform.hpp"
#include "ui/automation.hpp"
#include "ui/colour.hpp"
#include "ui/keyboard_focus.hpp"
#include "ui/keys.hpp"
#include "ui/named_widgets.hpp"
#include "ui/palette.hpp"
#include "ui/screen_layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab::sigmar {
namespace {

constexpr ImU32 kLit = IM_COL32(214, 180, 110, 255);  // a template cell: the setup screen's bronze
constexpr ImU32 kGold = IM_COL32(240, 200, 80, 255);

// The templates a sketch can start from: rings and the named ones (their mirrors too).
std::vector<std::pair<std::string, std::string>> starting_templates() {
  std::vector<std::pair<std::string, std::string>> out = {{"rings", format_template(rings_template())}};
  for (const NamedTemplate& t : named_templates()) out.emplace_back(t.name, format_template(t.cells));
  return out;
}

// The most symmetry the template has, so that painting keeps it.
Symmetry strongest_symmetry(const TemplateSketch& sketch) {
  for (const Symmetry s : {Symmetry::rotate6, Symmetry::rotate3, Symmetry::rotate2, Symmetry::mirror})
    if (sketch.symmetric_under(s)) return s;
  return Symmetry::none;
}

const char* symmetry_label(Symmetry s) {
  switch (s) {
    case Symmetry::none: return "None";
    case Symmetry::mirror: return "Mirror (left-right)";
    case Symmetry::rotate2: return "2-fold rotation";
    case Symmetry::rotate3: return "3-fold rotation";
    case Symmetry::rotate6: return "6-fold rotation";
  }
  return "None";
}

}  // namespace

std::unique_ptr<GameEditor> SigmarView::make_editor(EngineClient& engine, EditorHost& host) const {
  return std::make_unique<TemplateEditorView>(engine, host);
}

TemplateEditorView::TemplateEditorView(EngineClient& engine, EditorHost& host) : engine_(engine), host_(host) {}

TemplateEditorView::~TemplateEditorView() {
  for (const GeneratorCheck& check : checks_)
    if (check.request != 0) engine_.abandon(check.request);
}

bool TemplateEditorView::open(const Challenge& challenge, double /*now*/) {
  if (challenge.board.size() != static_cast<std::size_t>(kCells)) {
    host_.notices().error("This board cannot be edited as a template: it is not a Sigmar board.");
    return false;
  }
  // The template is the cells the starting board's marbles stand on (for any template, random
  // ones included).
  std::string cells(kCells, '_');
  for (int c = 0; c < kCells; ++c)
    if (challenge.board[static_cast<std::size_t>(c)] != '_') cells[static_cast<std::size_t>(c)] = 'x';
  // The game's tile set stays: a template must hold as many cells as the starting board has
  // marbles, and a game started here keeps the set's parameters.
  marbles_ = static_cast<int>(std::count(cells.begin(), cells.end(), 'x'));
  tile_set_params_ = challenge.params.is_object() ? challenge.params : nlohmann::json::object();
  tile_set_params_.erase("template");
  if (!tile_set_params_.contains("variant")) tile_set_params_["variant"] = "standard";
  start_from(cells);
  return true;
}

void TemplateEditorView::start_from(const std::string& text) {
  try {
    sketch_.load(text);
  } catch (const InputError& e) {
    message_ = e.what();
    return;
  }
  sketch_.set_symmetry(strongest_symmetry(sketch_));
  share_url_.clear();
  message_.clear();
}

void TemplateEditorView::frame(double now, const ui::Fonts& fonts) {
  fonts_ = &fonts;
  ui::begin_screen_window("Template editor");
  ui::focus::f6_toggles_controls();
  handle_keys();
  draw_top_bar();
  host_.draw_notices(now);
  recheck();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  if (avail.x >= ui::kNarrowWindow) {
    const float board_w = avail.x - ui::kSidePanelWidth - ImGui::GetStyle().ItemSpacing.x;
    draw_board(board_w, avail.y);
    ImGui::SameLine();
    ImGui::BeginChild("template-editor-side", ImVec2(0, avail.y), false);
    draw_panel();
    ui::end_panel("template-editor-side-panel");
  } else {
    // A phone: the board across the width, the panel under it.
    draw_board(avail.x, std::max(220.0f, avail.x / Layout::aspect()));
    draw_panel();
  }
  ImGui::End();
}

void TemplateEditorView::draw_top_bar() {
  ImGui::PushFont(fonts_->heading);
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().accent), "Template editor");
  ImGui::PopFont();
  const auto next = [](const char* label, float gap = -1) { ui::flow(ui::button_width(label), gap); };
  next("Back to play", 20);
  if (ui::button("template-editor-back", "Back to play", true, "The play screen, with the game you were playing"))
    host_.play("");
  next("Undo", 20);
  if (ui::button("template-editor-undo", "Undo", sketch_.can_undo(), "Take back a stroke (Ctrl+Z)")) sketch_.undo();
  next("Redo");
  if (ui::button("template-editor-redo", "Redo", sketch_.can_redo(), "Make the stroke again (Ctrl+Y)")) sketch_.redo();
  const bool playable = sketch_.problem(marbles_).empty();
  next("Play", 20);
  if (ui::button("template-editor-play", "Play", playable,
                 playable ? "A new game on this template" : "Fix the template first (see the panel)"))
    play();
  next("Share");
  if (ui::button("template-editor-share", "Share", playable,
                 playable ? "A link to a game on this template, copied to the clipboard"
                          : "Fix the template first (see the panel)"))
    share();
  if (!share_url_.empty()) {
    ImGui::SetNextItemWidth(std::min(520.0f, ImGui::GetContentRegionAvail().x));
    ui::input_text("template-editor-share-url", "##share-url", &share_url_, nullptr,
                   ImGuiInputTextFlags_ReadOnly | ImGuiInputTextFlags_AutoSelectAll);
  }
}

void TemplateEditorView::draw_board(float width, float height) {
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 size(std::max(1.0f, width), std::max(1.0f, height));
  const ImVec2 max(min.x + size.x, min.y + size.y);
  layout_ = Layout::fit(min, max);
  ImGui::BeginChild("template-editor-board", size, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  ui::focus::board_on_screen();
  ImGui::SetCursorScreenPos(min);
  ui::focus::board_area("template-editor-board-area", size);
  handle_board_input();

  const Layout& L = layout_;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(min, max, true);
  ImVec2 plate[6];
  for (int k = 0; k < 6; ++k) plate[k] = L.plate_corner(k);
  dl->AddConvexPolyFilled(plate, 6, IM_COL32(40, 36, 44, 255));
  dl->AddPolyline(plate, 6, ui::with_alpha(kLit, 0.7f), ImDrawFlags_Closed, std::max(1.5f, L.r * 0.09f));
  // The hovered cell's orbit: what a click paints.
  std::vector<int> lit_orbit;
  if (hover_ >= 0) lit_orbit = orbit(hover_, sketch_.symmetry());
  for (int c = 0; c < kCells; ++c) {
    ImVec2 hex[6];
    Layout::hexagon(L.cell_centre(c), L.r * 0.94f, hex);
    const bool on = sketch_.has(c);
    const bool aimed = std::find(lit_orbit.begin(), lit_orbit.end(), c) != lit_orbit.end();
    ImU32 fill = on ? ui::mix(kCellFill, kLit, 0.35f) : kCellFill;
    if (aimed) fill = ui::mix(fill, IM_COL32(255, 255, 255, 255), 0.18f);
    dl->AddConvexPolyFilled(hex, 6, fill);
    dl->AddPolyline(hex, 6, on ? ui::with_alpha(kLit, 0.9f) : ui::with_alpha(kCellEdge, 0.8f), ImDrawFlags_Closed,
                    std::max(1.0f, L.r * (on ? 0.06f : 0.035f)));
    if (on) {
      // A marble's place: gold's in the centre, a bronze disc elsewhere.
      dl->AddCircleFilled(L.cell_centre(c), L.marble_radius() * 0.55f, c == kCentre ? kGold : kLit, 20);
      if (c == kCentre)  // gold's cell: a bright ring, so it reads apart from the others
        dl->AddCircle(L.cell_centre(c), L.marble_radius() * 0.78f, kGold, 24, std::max(1.5f, L.r * 0.07f));
    } else {
      dl->AddCircle(L.cell_centre(c), L.r * 0.16f, ui::with_alpha(kCellEdge, 0.9f), 14, std::max(1.0f, L.r * 0.03f));
    }
    if (c == kCentre && !on)
      dl->AddCircle(L.cell_centre(c), L.marble_radius() * 0.55f, IM_COL32(230, 80, 80, 255), 20,
                    std::max(1.5f, L.r * 0.08f));
  }
  if (sketch_.cursor() >= 0) {
    // The keyboard focus: a dashed white hexagon, as on the play board.
    ImVec2 hex[6];
    Layout::hexagon(L.cell_centre(sketch_.cursor()), L.r * 1.02f, hex);
    for (int k = 0; k < 6; ++k) {
      const ImVec2 a = hex[k], b = hex[(k + 1) % 6];
      const ImVec2 mid_a(a.x + (b.x - a.x) * 0.2f, a.y + (b.y - a.y) * 0.2f);
      const ImVec2 mid_b(a.x + (b.x - a.x) * 0.8f, a.y + (b.y - a.y) * 0.8f);
      dl->AddLine(mid_a, mid_b, IM_COL32(255, 255, 255, 255), std::max(1.5f, L.r * 0.08f));
    }
  }
  dl->PopClipRect();
  ImGui::EndChild();
}

void TemplateEditorView::handle_board_input() {
  const bool hovered = ImGui::IsItemHovered();
  const int cell = layout_.hit(ImGui::GetIO().MousePos);
  hover_ = hovered ? cell : -1;
  if (hovered && cell >= 0) ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
  if (hovered && cell >= 0 && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    // A stroke adds cells when it begins on an empty one, else takes them away.
    stroke_on_ = !sketch_.has(cell);
    sketch_.begin_stroke();
    sketch_.paint(cell, stroke_on_);
    stroke_ = cell;
    sketch_.set_cursor(-1);
    share_url_.clear();
    return;
  }
  if (stroke_ < 0) return;
  if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
    sketch_.end_stroke();  // the whole drag is one step to undo
    stroke_ = -1;
    return;
  }
  if (cell >= 0 && cell != stroke_) {
    sketch_.paint(cell, stroke_on_);
    stroke_ = cell;
  }
}

void TemplateEditorView::handle_keys() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  using namespace ui::keys;
  if (pressed(SDL_SCANCODE_Z, kCtrl)) sketch_.undo();
  if (pressed(SDL_SCANCODE_Y, kCtrl) || pressed(SDL_SCANCODE_Z, kCtrl | kShift)) sketch_.redo();
  if (ui::focus::owner() != ui::KeyOwner::board || io.KeyCtrl || io.KeyAlt || io.KeySuper) return;
  if (pressed(SDL_SCANCODE_LEFT)) sketch_.move_cursor(-1, 0);
  if (pressed(SDL_SCANCODE_RIGHT)) sketch_.move_cursor(1, 0);
  if (pressed(SDL_SCANCODE_UP)) sketch_.move_cursor(0, -1);
  if (pressed(SDL_SCANCODE_DOWN)) sketch_.move_cursor(0, 1);
  if ((pressed(SDL_SCANCODE_RETURN) || pressed(SDL_SCANCODE_SPACE)) && sketch_.cursor() >= 0) {
    sketch_.toggle(sketch_.cursor());
    share_url_.clear();
  }
  if (pressed(SDL_SCANCODE_ESCAPE)) sketch_.set_cursor(-1);
}

void TemplateEditorView::draw_panel() {
  ImGui::PushFont(fonts_->bold);
  ImGui::TextUnformatted("Symmetry");
  ImGui::PopFont();
  for (const Symmetry s : kSymmetries) {
    if (ui::radio_button((std::string("template-editor-symmetry-") + symmetry_name(s)).c_str(), symmetry_label(s),
                         sketch_.symmetry() == s))
      sketch_.set_symmetry(s);
  }
  ImGui::TextDisabled("Painting a cell paints its images too.");

  ImGui::Spacing();
  ImGui::PushFont(fonts_->bold);
  ImGui::TextUnformatted("Start from");
  ImGui::PopFont();
  const auto starts = starting_templates();
  if (ui::begin_combo("template-editor-start", "##start", "a named template\xE2\x80\xA6")) {
    for (const auto& [name, text] : starts)
      if (ui::selectable(("template-editor-start-option-" + name).c_str(), name.c_str(), false)) start_from(text);
    ImGui::EndCombo();
  }

  ImGui::Spacing();
  ImGui::PushFont(fonts_->bold);
  ImGui::TextUnformatted("Marbles");
  ImGui::PopFont();
  const int count = sketch_.count();
  const std::string tally = std::to_string(count) + " cells of the " + std::to_string(marbles_) + " the tile set needs";
  ui::text_colored_wrapped(count == marbles_ ? ui::palette().good : ui::palette().bad, tally.c_str());
  ui::automation::track("template-editor-count");
  const std::string problem = sketch_.problem(marbles_);
  if (!problem.empty()) {
    const std::string text = "Not playable yet: " + problem + ".";
    ui::text_colored_wrapped(ui::palette().bad, text.c_str());
  } else {
    ui::text_colored_wrapped(ui::palette().good, "The engine accepts this template.");
  }
  ui::automation::track("template-editor-problem");

  ImGui::Spacing();
  ImGui::PushFont(fonts_->bold);
  ImGui::TextUnformatted("Generators");
  ImGui::PopFont();
  for (std::size_t i = 0; i < 2; ++i) {
    const GeneratorCheck& check = checks_[i];
    std::string line = std::string(kGenerators[i]) + ": ";
    ImU32 colour = ui::palette().text_dim;
    switch (check.state) {
      case GeneratorCheck::State::idle: line += "waits for a playable template"; break;
      case GeneratorCheck::State::checking: line += "asking the engine\xE2\x80\xA6"; break;
      case GeneratorCheck::State::fills:
        line += "fills it";
        colour = ui::palette().good;
        break;
      case GeneratorCheck::State::fails:
        line += "cannot fill it (" + check.message + ")";
        colour = ui::palette().bad;
        break;
    }
    ui::text_colored_wrapped(colour, line.c_str());
  }
  if (!message_.empty()) ui::text_colored_wrapped(ui::palette().bad, message_.c_str());
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("Click or drag to paint \xC2\xB7 arrows and Enter on the board \xC2\xB7 F6 for the buttons");
  ImGui::PopTextWrapPos();
}

Challenge TemplateEditorView::game_challenge(const std::string& setup, std::uint64_t seed) const {
  Challenge c;
  c.game = "sigmar";
  c.params = tile_set_params_;
  c.params["template"] = sketch_.text();
  c.setup = setup;
  c.seed = seed;
  return c;
}

void TemplateEditorView::recheck() {
  if (sketch_.text() == checked_) return;
  checked_ = sketch_.text();
  const bool playable = sketch_.problem(marbles_).empty();
  for (std::size_t i = 0; i < 2; ++i) {
    GeneratorCheck& check = checks_[i];
    if (check.request != 0) engine_.abandon(check.request);
    check.request = 0;
    check.message.clear();
    check.state = playable ? GeneratorCheck::State::checking : GeneratorCheck::State::idle;
    if (!playable) continue;
    check.request = engine_.generate(game_challenge(kGenerators[i], 1), [this, i](const GenerateResult& r) {
      GeneratorCheck& done = checks_[i];
      done.request = 0;
      if (r.end == RequestEnd::answered) {
        done.state = GeneratorCheck::State::fills;
      } else {
        done.state = GeneratorCheck::State::fails;
        done.message = r.error.message;
      }
    });
  }
}

void TemplateEditorView::play() {
  // The linear generator when it fills the template (the thesis's), else pair-stack; a new seed.
  const std::string setup =
      checks_[0].state == GeneratorCheck::State::fails && checks_[1].state == GeneratorCheck::State::fills
          ? "pair-stack"
          : "linear";
  std::random_device device;
  const std::uint64_t seed = ((static_cast<std::uint64_t>(device()) << 20) ^ device()) % 1000000;
  const std::string link = write_link(game_challenge(setup, seed), {});
  if (link.empty()) {
    message_ = "This template cannot be written as a link.";
    return;
  }
  host_.play(link);
}

void TemplateEditorView::share() {
  const std::string setup =
      checks_[0].state == GeneratorCheck::State::fails && checks_[1].state == GeneratorCheck::State::fills
          ? "pair-stack"
          : "linear";
  const std::string link = write_link(game_challenge(setup, 1), {});
  share_url_ = platform::shareable_url(link);
  platform::copy_to_clipboard(share_url_);
  host_.notices().info(
      "Link to a game on this template copied. If your browser blocked the clipboard, copy it "
      "from the field.");
}

nlohmann::json TemplateEditorView::automation() const {
  nlohmann::json cells = nlohmann::json::array();
  for (int c = 0; c < kCells; ++c) {
    const ImVec2 at = layout_.cell_centre(c);
    cells.push_back({{"cell", c}, {"name", cell_name(c)}, {"x", at.x}, {"y", at.y}, {"on", sketch_.has(c)}});
  }
  nlohmann::json generators = nlohmann::json::object();
  for (std::size_t i = 0; i < 2; ++i) {
    const GeneratorCheck& check = checks_[i];
    const char* state = check.state == GeneratorCheck::State::checking ? "checking"
                        : check.state == GeneratorCheck::State::fills  ? "fills"
                        : check.state == GeneratorCheck::State::fails  ? "fails"
                                                                       : "idle";
    generators[kGenerators[i]] = {{"state", state}, {"message", check.message}};
  }
  const std::string problem = sketch_.problem(marbles_);
  return {{"template_editor",
           {{"text", sketch_.text()},
            {"count", sketch_.count()},
            {"marbles", marbles_},
            {"problem", problem.empty() ? nlohmann::json(nullptr) : nlohmann::json(problem)},
            {"symmetry", symmetry_name(sketch_.symmetry())},
            {"cells", cells},
            {"cell_size", layout_.r * Layout::kSqrt3},
            {"cursor", sketch_.cursor() >= 0 ? nlohmann::json(cell_name(sketch_.cursor())) : nlohmann::json(nullptr)},
            {"can_undo", sketch_.can_undo()},
            {"can_redo", sketch_.can_redo()},
            {"generators", generators},
            {"share_url", share_url_},
            {"message", message_}}}};
}

}  // namespace puzzlelab::sigmar
