#include "ui/theme.hpp"

#include <filesystem>
#include <string>

namespace puzzlelab::ui {
namespace {

// Latin text plus the punctuation, arrows and shapes the panels use (… – • ← → ▶ ◀ ● ✓ ✗).
const ImWchar kBodyRanges[] = {0x0020, 0x00FF, 0x2010, 0x2027, 0x2190, 0x21FF,
                               0x25A0, 0x25FF, 0x2713, 0x2717, 0};
// Boards only draw digits, letters and a few signs in the display font: a small range keeps the
// large glyphs' atlas small.
const ImWchar kDisplayRanges[] = {0x0020, 0x007E, 0};

constexpr float kBodySize = 16.0f;
constexpr float kHeadingSize = 24.0f;
constexpr float kDisplaySize = 44.0f;

ImFont* add_font(const char* file, float size, const ImWchar* ranges) {
  ImGuiIO& io = ImGui::GetIO();
  const std::string path = std::string(PUZZLELAB_FONT_DIR) + "/" + file;
  std::error_code error;
  if (std::filesystem::exists(path, error)) {
    ImFontConfig config;
    config.OversampleH = 2;
    config.OversampleV = 1;
    if (ImFont* font = io.Fonts->AddFontFromFileTTF(path.c_str(), size, &config, ranges)) return font;
  }
  // Without DejaVu, ImGui's own font: always present, less pretty.
  ImFontConfig config;
  config.SizePixels = size;
  return io.Fonts->AddFontDefault(&config);
}

}  // namespace

void apply_style() {
  ImGuiStyle& style = ImGui::GetStyle();
  style = ImGuiStyle();
  ImGui::StyleColorsDark(&style);
  style.WindowRounding = 8;
  style.ChildRounding = 8;
  style.FrameRounding = 6;
  style.PopupRounding = 8;
  style.GrabRounding = 6;
  style.TabRounding = 6;
  style.ScrollbarRounding = 8;
  style.WindowPadding = ImVec2(14, 12);
  style.FramePadding = ImVec2(10, 6);
  style.ItemSpacing = ImVec2(8, 8);
  style.ItemInnerSpacing = ImVec2(6, 6);
  style.WindowBorderSize = 0;
  style.PopupBorderSize = 1;
  style.FrameBorderSize = 0;
  style.ScrollbarSize = 12;

  ImVec4* c = style.Colors;
  const auto rgb = [](int r, int g, int b, float a = 1.0f) { return ImVec4(r / 255.0f, g / 255.0f, b / 255.0f, a); };
  c[ImGuiCol_Text] = rgb(232, 236, 244);
  c[ImGuiCol_TextDisabled] = rgb(128, 136, 156);
  c[ImGuiCol_WindowBg] = rgb(29, 34, 48);
  c[ImGuiCol_ChildBg] = rgb(36, 42, 59);
  c[ImGuiCol_PopupBg] = rgb(40, 47, 66, 0.98f);
  c[ImGuiCol_Border] = rgb(70, 80, 104, 0.8f);
  c[ImGuiCol_FrameBg] = rgb(50, 58, 80);
  c[ImGuiCol_FrameBgHovered] = rgb(62, 72, 98);
  c[ImGuiCol_FrameBgActive] = rgb(72, 84, 114);
  c[ImGuiCol_TitleBg] = rgb(36, 42, 59);
  c[ImGuiCol_TitleBgActive] = rgb(44, 52, 72);
  c[ImGuiCol_MenuBarBg] = rgb(24, 28, 40);
  c[ImGuiCol_Button] = rgb(58, 68, 94);
  c[ImGuiCol_ButtonHovered] = rgb(78, 91, 124);
  c[ImGuiCol_ButtonActive] = rgb(96, 111, 150);
  c[ImGuiCol_Header] = rgb(64, 74, 102);
  c[ImGuiCol_HeaderHovered] = rgb(80, 92, 126);
  c[ImGuiCol_HeaderActive] = rgb(96, 110, 150);
  c[ImGuiCol_CheckMark] = rgb(242, 184, 75);
  c[ImGuiCol_SliderGrab] = rgb(242, 184, 75);
  c[ImGuiCol_SliderGrabActive] = rgb(255, 204, 110);
  c[ImGuiCol_Separator] = rgb(62, 71, 94);
  c[ImGuiCol_Tab] = rgb(44, 52, 72);
  c[ImGuiCol_TabHovered] = rgb(80, 92, 126);
  c[ImGuiCol_TabActive] = rgb(64, 74, 102);
  c[ImGuiCol_PlotHistogram] = rgb(242, 184, 75);
  c[ImGuiCol_ModalWindowDimBg] = rgb(10, 12, 18, 0.6f);
  // The keyboard's focus frame (ImGui's navigation): the accent gold, bright against every panel
  // and button colour above; a panel entered by the keyboard gets a thicker one
  // (ui/keyboard_focus.hpp).
  c[ImGuiCol_NavHighlight] = rgb(255, 204, 92);
  c[ImGuiCol_NavWindowingHighlight] = rgb(255, 204, 92, 0.8f);
}

Fonts build_fonts(float pixel_ratio, float text_scale) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  const float scale = pixel_ratio * text_scale;
  Fonts fonts;
  fonts.body = add_font("DejaVuSans.ttf", kBodySize * scale, kBodyRanges);
  fonts.bold = add_font("DejaVuSans-Bold.ttf", kBodySize * scale, kBodyRanges);
  fonts.heading = add_font("DejaVuSans-Bold.ttf", kHeadingSize * scale, kBodyRanges);
  fonts.display = add_font("DejaVuSans-Bold.ttf", kDisplaySize * pixel_ratio, kDisplayRanges);
  fonts.display_size = kDisplaySize;
  io.Fonts->Build();
  // Glyphs are rasterized for physical pixels; ImGui lays out in logical units.
  io.FontGlobalScale = 1.0f / pixel_ratio;
  io.FontDefault = fonts.body;
  return fonts;
}

void text_colored_wrapped(ImU32 color, const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, color);
  ImGui::TextWrapped("%s", text);
  ImGui::PopStyleColor();
}

}  // namespace puzzlelab::ui
