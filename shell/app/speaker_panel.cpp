#include "app/speaker_panel.hpp"

#include <algorithm>
#include <ctime>

#include "app/talk_palette.hpp"
#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/palette.hpp"

namespace puzzlelab {

namespace {

ImU32 tone_colour(CountdownTone tone) {
  switch (tone) {
    case CountdownTone::amber: return talk_palette::amber;
    case CountdownTone::red: return talk_palette::red;
    case CountdownTone::normal: break;
  }
  return talk_palette::green;
}

ImFont* big_font(const ui::Fonts& fonts) { return fonts.display ? fonts.display : ImGui::GetFont(); }

// A line of text at `at` in `size`, recorded under `name`; returns its height.
float panel_line(const ui::Fonts& fonts, const char* name, const std::string& text, ImVec2 at, float size, ImU32 colour,
                 float wrap = 0) {
  ImFont* font = big_font(fonts);
  ImGui::GetWindowDrawList()->AddText(font, size, at, colour, text.c_str(), nullptr, wrap);
  const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, wrap, text.c_str());
  if (name != nullptr) {
    ImGui::SetCursorScreenPos(at);
    ImGui::Dummy(ImVec2(std::max(1.0f, wrap > 0 ? wrap : extent.x), std::max(1.0f, extent.y)));
    ui::automation::track(name);
  }
  return extent.y;
}

}  // namespace

std::string wall_clock_text() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  if (localtime_r(&now, &local) == nullptr) return "";
  char out[16];
  std::strftime(out, sizeof out, "%H:%M", &local);
  return out;
}

bool draw_speaker_panel(const SpeakerSummary& summary, const SpeakerPanelText& text, ImVec2 min, ImVec2 max,
                        const ui::Fonts& fonts) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(min, max, talk_palette::panel);
  dl->AddRectFilled(min, ImVec2(max.x, min.y + 3), ui::palette().board.accent);
  ImGui::SetCursorScreenPos(min);
  ImGui::Dummy(ImVec2(max.x - min.x, max.y - min.y));
  ui::automation::track("speaker-panel");
  const float width = max.x - min.x, height = max.y - min.y;
  const float pad = std::clamp(width * 0.015f, 8.0f, 20.0f);
  const float head = std::clamp(height * 0.07f, 18.0f, 40.0f);  // the top line's size
  const float label = std::clamp(head * 0.55f, 14.0f, 22.0f);
  const float split = min.x + width * 0.62f;  // notes on the left, time and next on the right
  // The notes' size: from the height, but a wide, low panel (the desktop's) reads them larger too.
  const float reading = std::clamp(std::max(height * 0.05f, std::min(width * 0.018f, 24.0f)), 18.0f, 34.0f);
  bool reset = false;

  // The top line: where the talk is, and the time of day.
  float y = min.y + pad;
  std::string where = summary.where.empty() ? "No talk" : summary.where + "   " + summary.kind;
  panel_line(fonts, "speaker-where", where, ImVec2(min.x + pad, y), head, talk_palette::text);
  const std::string clock = wall_clock_text();
  const float clock_w = big_font(fonts)->CalcTextSizeA(head, 1e9f, 0, clock.c_str()).x;
  panel_line(fonts, "speaker-clock", clock, ImVec2(max.x - pad - clock_w, y), head, talk_palette::dim);
  y += head + pad * 0.6f;
  const float status_h = label + pad;
  const float body_bottom = max.y - status_h - pad * 0.5f;

  // The notes: wrapped and scrollable, in the largest type that leaves room for a paragraph.
  panel_line(fonts, nullptr, "Notes", ImVec2(min.x + pad, y), label, talk_palette::dim);
  const float notes_top = y + label + 4;
  ImGui::SetCursorScreenPos(ImVec2(min.x + pad, notes_top));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0, 0, 0, 0));
  ImGui::BeginChild("speaker-notes", ImVec2(split - min.x - pad * 2, std::max(40.0f, body_bottom - notes_top)), false,
                    ImGuiWindowFlags_NoNav);
  ImGui::PushFont(fonts.heading);
  ImGui::SetWindowFontScale(reading / ImGui::GetFontSize());
  if (!summary.notes.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(talk_palette::text));
    ImGui::TextWrapped("%s", summary.notes.c_str());
  } else {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(talk_palette::dim));
    ImGui::TextWrapped("No notes for this scene. The room reads: %s", summary.caption.c_str());
  }
  ImGui::PopStyleColor();
  ImGui::SetWindowFontScale(1.0f);
  ImGui::PopFont();
  ImGui::EndChild();
  ImGui::PopStyleColor();
  ui::automation::track("speaker-notes");

  // The right column: elapsed, left, next.
  const float right = split + pad;
  const float column = max.x - pad - right;
  float ry = y;
  const float big = std::clamp(height * 0.11f, 24.0f, 72.0f);
  panel_line(fonts, nullptr, "Elapsed", ImVec2(right, ry), label, talk_palette::dim);
  ry += label + 2;
  ry += panel_line(fonts, "speaker-elapsed", speaker_clock_text(summary.elapsed_s), ImVec2(right, ry), big,
                   talk_palette::text);
  ImGui::SetCursorScreenPos(ImVec2(right, ry + 2));
  ImGui::PushFont(fonts.bold);
  reset = ui::button("speaker-reset", "Reset clock (R)", true, "Count the talk's time from now");
  ImGui::PopFont();
  ry = ImGui::GetItemRectMax().y + pad * 0.6f;
  if (summary.countdown_s) {
    panel_line(fonts, nullptr, "Time left", ImVec2(right, ry), label, talk_palette::dim);
    ry += label + 2;
    ry += panel_line(fonts, "speaker-countdown", speaker_countdown_text(*summary.countdown_s), ImVec2(right, ry),
                     big * 0.7f, tone_colour(summary.tone));
    ry += pad * 0.6f;
  }
  const std::string next_label = summary.next_kind.empty() ? "Next" : "Next (" + summary.next_kind + ")";
  panel_line(fonts, nullptr, next_label, ImVec2(right, ry), label, talk_palette::dim);
  ry += label + 4;
  const float next_size = std::clamp(reading * 0.8f, 16.0f, 28.0f);
  // The next scene's words, cut at the panel's bottom rather than drawn over the status line.
  dl->PushClipRect(ImVec2(right, ry), ImVec2(max.x, body_bottom), true);
  panel_line(fonts, "speaker-next", summary.next, ImVec2(right, ry), next_size, talk_palette::text, column);
  dl->PopClipRect();

  // The status line: whether the main window is there, and the keys in what room is left beside it
  // (smaller type rather than cut off; none when there is no room).
  const float sy = max.y - status_h;
  panel_line(fonts, "speaker-status", text.status, ImVec2(min.x + pad, sy), label,
             text.status_bad ? talk_palette::red : talk_palette::green);
  if (!text.keys.empty()) {
    const float status_w = big_font(fonts)->CalcTextSizeA(label, 1e9f, 0, text.status.c_str()).x;
    const float from = std::max(split, min.x + pad + status_w + pad * 2);
    const float keys_w = big_font(fonts)->CalcTextSizeA(label, 1e9f, 0, text.keys.c_str()).x;
    const float room = max.x - pad - from;
    const float size = keys_w <= room ? label : label * room / std::max(1.0f, keys_w);
    if (size >= 10) {
      const float width = big_font(fonts)->CalcTextSizeA(size, 1e9f, 0, text.keys.c_str()).x;
      panel_line(fonts, nullptr, text.keys, ImVec2(max.x - pad - width, sy + (label - size)), size, talk_palette::dim);
    }
  }
  return reset;
}

}  // namespace puzzlelab
