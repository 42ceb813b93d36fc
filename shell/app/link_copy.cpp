#include "app/link_copy.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include "platform/platform.hpp"
#include "ui/automation.hpp"

namespace puzzlelab {

void link_copy_field(const std::string& link, const std::string& id, NoticeBoard& notices) {
  std::string url = platform::shareable_url(link);
  ImGui::SetNextItemWidth(-1);
  ImGui::InputText(("##" + id).c_str(), &url, ImGuiInputTextFlags_ReadOnly | ImGuiInputTextFlags_AutoSelectAll);
  ui::automation::track(id + "-text");
  if (ImGui::Button("Copy to clipboard")) {
    platform::copy_to_clipboard(url);
    notices.info("Link copied. If your browser blocked the clipboard, select the link above and copy it.");
    ImGui::CloseCurrentPopup();
  }
  ui::automation::track(id + "-copy");
}

}  // namespace puzzlelab
