#include "app/editor_screen.hpp"

#include "app/notices_view.hpp"

namespace puzzlelab {

EditorScreen::EditorScreen(Controller& controller, EngineClient& engine, ScreenRequest& request)
    : controller_(controller), engine_(engine), request_(request) {}

void EditorScreen::follow(const GameView* view) {
  view_ = view;
  editor_.reset();
}

bool EditorScreen::open_wanted(double now) {
  const std::optional<Challenge> challenge = std::move(wanted_);
  wanted_.reset();
  if (!challenge || !offered()) return false;
  if (editor_ == nullptr) editor_ = view_->make_editor(engine_, *this);
  return editor_ != nullptr && editor_->open(*challenge, now);
}

void EditorScreen::frame(double now, const ui::Fonts& fonts) {
  if (editor_ != nullptr)
    editor_->frame(now, fonts);
  else
    request_.show = "play";  // the game changed under it and offers none
}

nlohmann::json EditorScreen::automation() const {
  return editor_ != nullptr ? editor_->automation() : nlohmann::json::object();
}

void EditorScreen::draw_notices(double now) {
  (void)puzzlelab::draw_notices(controller_.notices(), now);  // an editor's notices have no actions
}

void EditorScreen::play(const std::string& link) {
  if (!link.empty()) controller_.open_link(link);
  request_.show = "play";
}

}  // namespace puzzlelab
