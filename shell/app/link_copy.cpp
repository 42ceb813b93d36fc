#include "app/link_copy.hpp"

#include <algorithm>

#include <imgui.h>

#include "middle/link_bridge.hpp"
#include "platform/platform.hpp"
#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

void link_copy_field(const std::string& link, const std::string& id, NoticeBoard& notices) {
  std::string url = platform::shareable_url(link);
  ImGui::SetNextItemWidth(-1);
  ui::input_text((id + "-text").c_str(), ("##" + id).c_str(), &url, nullptr,
                 ImGuiInputTextFlags_ReadOnly | ImGuiInputTextFlags_AutoSelectAll);
  if (ui::button((id + "-copy").c_str(), "Copy to clipboard")) {
    platform::copy_to_clipboard(url);
    notices.info("Link copied. If your browser blocked the clipboard, select the link above and copy it.");
    ImGui::CloseCurrentPopup();
  }
}

namespace {

// The day's result in words and its link, in one field to copy as it is.
void draw_daily_share(const std::string& text, const std::string& link, NoticeBoard& notices, const ui::Fonts& fonts) {
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Share your daily challenge");
  ImGui::PopFont();
  ImGui::TextDisabled("Your result and the day's link: it shows no moves.");
  const std::string url = platform::shareable_url(link);
  const std::string shared = text + "\n" + url;
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::TextWrapped("%s", url.c_str());
  ui::automation::track("daily-share-text");
  ui::automation::show_value("daily-share-text", shared);
  if (ui::button("daily-share-copy", "Copy result")) {
    platform::copy_to_clipboard(shared);
    notices.info("Result copied. If your browser blocked the clipboard, select the text above and copy it.");
    ImGui::CloseCurrentPopup();
  }
  ImGui::Separator();
  ImGui::TextUnformatted("The day's link only:");
  link_copy_field(link, "link", notices);
}

// The solve in words, the link to its challenge (no moves: the code carries them) and its replay
// code, which anyone's copy of the app checks by replaying it.
void draw_solve_share(const SolveShare& solve, const std::string& link, NoticeBoard& notices, const ui::Fonts& fonts) {
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Your solve, with its replay code");
  ImGui::PopFont();
  ImGui::TextWrapped("%s", solve.text.c_str());
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("The code holds your moves: anyone can replay it to check the solve (Check codes).");
  ImGui::PopStyleColor();
  std::string code = solve.code;
  ImGui::SetNextItemWidth(-1);
  ui::input_text("solve-code-text", "##solve-code", &code, nullptr,
                 ImGuiInputTextFlags_ReadOnly | ImGuiInputTextFlags_AutoSelectAll);
  const std::string shared = solve.text + "\n" + platform::shareable_url(link) + "\nReplay code: " + solve.code;
  ui::automation::track("solve-share-text");
  ui::automation::show_value("solve-share-text", shared);
  if (ui::button("solve-share-copy", "Copy result and code")) {
    platform::copy_to_clipboard(shared);
    notices.info("Result and replay code copied. If your browser blocked the clipboard, select the code above.");
    ImGui::CloseCurrentPopup();
  }
}

}  // namespace

ShareRequest SharePopup::draw(const ShareContent& content, NoticeBoard& notices, const ui::Fonts& fonts) {
  ImGui::SetNextWindowSize(ImVec2(std::min(560.0f, ImGui::GetIO().DisplaySize.x - 20), 0));
  ui::fit_next_popup_to_narrow_screen();
  if (!ImGui::BeginPopup(kSharePopup)) return ShareRequest::none;
  ui::automation::report("popup", "share");
  ShareRequest request = ShareRequest::none;
  const std::string challenge_link = write_link(content.challenge, {});
  if (content.daily_text) {
    draw_daily_share(*content.daily_text, challenge_link, notices, fonts);
  } else {
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted("Link to this puzzle");
    ImGui::PopFont();
    ui::checkbox("link-with-moves", "Include my moves", &with_moves_);
    link_copy_field(write_link(content.challenge, with_moves_ ? content.played : std::vector<std::string>{}), "link",
                    notices);
  }
  if (content.solve) {
    ImGui::Separator();
    draw_solve_share(*content.solve, challenge_link, notices, fonts);
  }
  ImGui::Separator();
  if (ui::button("share-image", content.picture_busy ? "Making the picture\xE2\x80\xA6" : "Share image",
                 !content.picture_busy, "A picture of the challenge as dealt, with your result: never the solution"))
    request = ShareRequest::picture;
  ImGui::SameLine();
  if (ui::button("share-check-codes", "Check codes\xE2\x80\xA6", true, "Rank your friends' replay codes"))
    request = ShareRequest::check_codes;
  if (request == ShareRequest::check_codes) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return request;
}

}  // namespace puzzlelab
