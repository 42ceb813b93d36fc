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

void SharePopup::draw(const Challenge& challenge, const std::vector<std::string>& played, NoticeBoard& notices,
                      const ui::Fonts& fonts) {
  ImGui::SetNextWindowSize(ImVec2(std::min(560.0f, ImGui::GetIO().DisplaySize.x - 20), 0));
  ui::fit_next_popup_to_narrow_screen();
  if (!ImGui::BeginPopup(kSharePopup)) return;
  ui::automation::report("popup", "share");
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Link to this puzzle");
  ImGui::PopFont();
  ui::checkbox("link-with-moves", "Include my moves", &with_moves_);
  link_copy_field(write_link(challenge, with_moves_ ? played : std::vector<std::string>{}), "link", notices);
  ImGui::EndPopup();
}

}  // namespace puzzlelab
