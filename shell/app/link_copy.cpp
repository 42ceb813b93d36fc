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

}  // namespace

void SharePopup::draw(const Challenge& challenge, const std::vector<std::string>& played,
                      const std::optional<std::string>& daily_text, NoticeBoard& notices, const ui::Fonts& fonts) {
  ImGui::SetNextWindowSize(ImVec2(std::min(560.0f, ImGui::GetIO().DisplaySize.x - 20), 0));
  ui::fit_next_popup_to_narrow_screen();
  if (!ImGui::BeginPopup(kSharePopup)) return;
  ui::automation::report("popup", "share");
  if (daily_text) {
    draw_daily_share(*daily_text, write_link(challenge, {}), notices, fonts);
    ImGui::EndPopup();
    return;
  }
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Link to this puzzle");
  ImGui::PopFont();
  ui::checkbox("link-with-moves", "Include my moves", &with_moves_);
  link_copy_field(write_link(challenge, with_moves_ ? played : std::vector<std::string>{}), "link", notices);
  ImGui::EndPopup();
}

}  // namespace puzzlelab
