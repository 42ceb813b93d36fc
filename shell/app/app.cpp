#include "app/app.hpp"

#include <imgui.h>

#include "app/play_screen.hpp"
#include "games/game_view.hpp"
#include "middle/json_text.hpp"
#include "platform/platform.hpp"
#include "ui/automation.hpp"

namespace puzzlelab {

App::App(std::unique_ptr<WorkerClient> worker)
    : requests_(std::move(worker)),
      engine_(requests_),
      controller_(engine_, [](std::string_view game) { return has_view(game); }),
      editor_(engine_) {
  screens_.push_back(std::make_unique<PlayScreen>(controller_, engine_, editor_, request_));
  screens_.push_back(std::make_unique<EditorScreen>(controller_, editor_, request_));
  screen_ = screens_.front().get();
}

App::~App() = default;

void App::start() {
  controller_.start(platform::load_state(), platform::current_link());
  sync_platform();
}

void App::sync_platform() {
  if (auto link = controller_.take_link_update()) platform::set_link(*link);
  if (auto document = controller_.take_document()) controller_.report_saved(platform::save_state(*document));
}

void App::frame(double now) {
  ui::automation::begin_frame();
  requests_.pump();
  if (auto hash = platform::take_link_change(); hash && !hash->empty() && *hash != controller_.link())
    controller_.open_link(*hash);

  screen_->frame(now, fonts_);
  if (!request_.show.empty()) {
    for (const auto& screen : screens_)
      if (request_.show == screen->name()) screen_ = screen.get();
    request_.show.clear();
  }

  sync_platform();
  const std::string state = automation_json();
  if (state != last_published_) {
    platform::publish_automation(state);
    last_published_ = state;
  }
}

std::string App::automation_json() const {
  nlohmann::json state = screen_->automation();
  state["screen"] = screen_->name();
  state["link"] = controller_.link();
  state["notices"] = controller_.notices().automation();
  state["widgets"] = ui::automation::widgets();
  state["text_input"] = ImGui::GetIO().WantTextInput;
  state["settings"] = controller_.settings().to_json();
  return json_text(state);
}

}  // namespace puzzlelab
