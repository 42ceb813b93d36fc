#include "ui/theme.hpp"

#include <string>

#include "ui/colour.hpp"
#ifdef __EMSCRIPTEN__
#include "ui/embedded_fonts.hpp"
#else
#include <filesystem>
#endif

namespace puzzlelab::ui {
namespace {

// The characters the app draws (shell/ui/font_glyphs.cmake, which the web build's font subsets
// follow too). Every glyph is rasterized at each size and pixel ratio on startup, so the lists hold
// what is used and no whole blocks; boards only draw digits, letters and a few signs in the large
// display font, and a small list keeps its atlas small.
const ImWchar kBodyRanges[] = {PUZZLELAB_BODY_GLYPHS};
const ImWchar kDisplayRanges[] = {PUZZLELAB_DISPLAY_GLYPHS};

constexpr float kBodySize = 16.0f;
constexpr float kHeadingSize = 24.0f;
constexpr float kDisplaySize = 44.0f;

ImFont* add_font(const char* file, float size, const ImWchar* ranges, int oversample) {
  ImGuiIO& io = ImGui::GetIO();
  ImFontConfig config;
  config.OversampleH = oversample;
  config.OversampleV = 1;
#ifdef __EMSCRIPTEN__
  const std::span<const unsigned char> bytes = embedded_font(file);
  if (!bytes.empty()) {
    // The bytes live in the module's data for the whole run: the atlas reads them, never frees.
    config.FontDataOwnedByAtlas = false;
    void* data = const_cast<unsigned char*>(bytes.data());
    if (ImFont* font = io.Fonts->AddFontFromMemoryTTF(data, static_cast<int>(bytes.size()), size, &config, ranges))
      return font;
  }
#else
  const std::string path = std::string(PUZZLELAB_FONT_DIR) + "/" + file;
  std::error_code error;
  if (std::filesystem::exists(path, error)) {
    if (ImFont* font = io.Fonts->AddFontFromFileTTF(path.c_str(), size, &config, ranges)) return font;
  }
#endif
  // Without DejaVu, ImGui's own font: always present, less pretty.
  ImFontConfig fallback;
  fallback.SizePixels = size;
  return io.Fonts->AddFontDefault(&fallback);
}

}  // namespace

void apply_style(Theme theme) {
  set_palette(theme);
  const Palette& p = palette();
  ImGuiStyle& style = ImGui::GetStyle();
  style = ImGuiStyle();
  if (theme == Theme::light)
    ImGui::StyleColorsLight(&style);
  else
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
  style.FrameBorderSize = theme == Theme::light ? 1.0f : 0.0f;  // light fields need an edge on white
  style.ScrollbarSize = 12;

  // Hovered and pressed controls move towards the text colour: lighter on dark, darker on light.
  const auto col = [](ImU32 c) { return ImGui::ColorConvertU32ToFloat4(c); };
  const auto toward_text = [&](ImU32 c, float t) { return col(mix(c, p.text, t)); };
  ImVec4* c = style.Colors;
  c[ImGuiCol_Text] = col(p.text);
  c[ImGuiCol_TextDisabled] = col(p.text_disabled);
  c[ImGuiCol_WindowBg] = col(p.window);
  c[ImGuiCol_ChildBg] = col(p.panel);
  c[ImGuiCol_PopupBg] = col(p.popup);
  c[ImGuiCol_Border] = col(p.border);
  c[ImGuiCol_FrameBg] = col(p.frame);
  c[ImGuiCol_FrameBgHovered] = toward_text(p.frame, 0.08f);
  c[ImGuiCol_FrameBgActive] = toward_text(p.frame, 0.15f);
  c[ImGuiCol_TitleBg] = col(p.panel);
  c[ImGuiCol_TitleBgActive] = toward_text(p.panel, 0.05f);
  c[ImGuiCol_MenuBarBg] = col(p.window);
  c[ImGuiCol_Button] = col(p.button);
  c[ImGuiCol_ButtonHovered] = toward_text(p.button, 0.12f);
  c[ImGuiCol_ButtonActive] = toward_text(p.button, 0.22f);
  c[ImGuiCol_Header] = col(p.header);
  c[ImGuiCol_HeaderHovered] = toward_text(p.header, 0.1f);
  c[ImGuiCol_HeaderActive] = toward_text(p.header, 0.2f);
  c[ImGuiCol_CheckMark] = col(p.focus);
  c[ImGuiCol_SliderGrab] = col(p.focus);
  c[ImGuiCol_SliderGrabActive] = toward_text(p.focus, 0.2f);
  c[ImGuiCol_Separator] = col(p.border);
  c[ImGuiCol_Tab] = toward_text(p.panel, 0.05f);
  c[ImGuiCol_TabHovered] = toward_text(p.header, 0.1f);
  c[ImGuiCol_TabActive] = col(p.header);
  c[ImGuiCol_PlotHistogram] = col(p.board.accent);  // the Lab's progress bar: the gold, under the text colour
  c[ImGuiCol_ModalWindowDimBg] =
      theme == Theme::light ? ImVec4(0.2f, 0.22f, 0.28f, 0.35f) : ImVec4(0.04f, 0.05f, 0.07f, 0.6f);
  // The keyboard's focus frame (ImGui's navigation): the accent gold, bright against every panel
  // and button colour above (a darker gold in the light theme); a panel entered by the keyboard
  // gets a thicker one (ui/keyboard_focus.hpp).
  c[ImGuiCol_NavHighlight] = col(p.focus);
  c[ImGuiCol_NavWindowingHighlight] = col(with_alpha(p.focus, 0.8f));
}

Fonts build_fonts(float pixel_ratio, float text_scale) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  const float scale = pixel_ratio * text_scale;
  // Sideways oversampling places glyphs between pixels; on a screen of two or more pixels per
  // logical one the glyphs are drawn at that finer size already, and the atlas (built and
  // uploaded on startup) is half as wide.
  const int oversample = pixel_ratio >= 2 ? 1 : 2;
  Fonts fonts;
  fonts.body = add_font("DejaVuSans.ttf", kBodySize * scale, kBodyRanges, oversample);
  fonts.bold = add_font("DejaVuSans-Bold.ttf", kBodySize * scale, kBodyRanges, oversample);
  fonts.heading = add_font("DejaVuSans-Bold.ttf", kHeadingSize * scale, kBodyRanges, oversample);
  fonts.display = add_font("DejaVuSans-Bold.ttf", kDisplaySize * pixel_ratio, kDisplayRanges, oversample);
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
