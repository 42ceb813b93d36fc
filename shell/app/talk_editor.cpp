#include "app/talk_editor.hpp"

#include <algorithm>

#include <imgui.h>

#include "app/link_copy.hpp"
#include "app/notices_view.hpp"
#include "core/input_error.hpp"
#include "middle/talk_doc_link.hpp"
#include "middle/talk_document.hpp"
#include "platform/platform.hpp"
#include "platform/talk_store.hpp"
#include "ui/automation.hpp"
#include "ui/keys.hpp"
#include "ui/named_widgets.hpp"
#include "ui/palette.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

constexpr const char* kImportPopup = "Replace your talk?";

std::string scene_words(std::size_t n) { return std::to_string(n) + (n == 1 ? " scene" : " scenes"); }

std::string joined_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += (out.empty() ? "" : "\n") + line;
  return out;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    std::string line = text.substr(start, end - start);
    if (line.find_first_not_of(" \t\r") != std::string::npos) out.push_back(line);
    start = end + 1;
  }
  return out;
}

// A list row: the scene's kind and its caption, cut short.
std::string row_label(std::size_t index, const TalkScene& scene) {
  std::string caption = scene.caption.size() > 70 ? scene.caption.substr(0, 67) + "..." : scene.caption;
  std::replace(caption.begin(), caption.end(), '\n', ' ');
  return std::to_string(index + 1) + ". " + scene_kind_name(scene.kind) + ": " + caption;
}

}  // namespace

TalkEditorScreen::TalkEditorScreen(TalkScreen& talk, ScreenRequest& request) : talk_(talk), request_(request) {
  problem_ = draft_.problem();
}

std::vector<std::string> TalkEditorScreen::restore() {
  std::vector<std::string> problems;
  if (const auto text = platform::load_talk_draft()) {
    draft_ = TalkDraft::from_text(*text, problems);
    // What was dropped is gone from the store too, so the message is said once.
    if (!problems.empty()) changed();
  }
  problem_ = draft_.problem();
  select(0);
  return problems;
}

void TalkEditorScreen::changed() {
  stored_ok_ = platform::save_talk_draft(draft_.to_text());
  problem_ = draft_.problem();
}

std::pair<bool, std::string> TalkEditorScreen::add(TalkScene scene) {
  const std::string refused = draft_.add(std::move(scene));
  if (!refused.empty()) return {false, refused};
  changed();
  select(draft_.size() - 1);
  return {true, "Added scene " + std::to_string(draft_.size()) + " to \"" + draft_.talk().title + "\"" +
                    (stored_ok_ ? "" : " (the browser refused to keep it: it lasts until the page closes)")};
}

void TalkEditorScreen::select(std::size_t index) {
  selected_ = index;
  const TalkScene* scene = draft_.scene(index);
  points_text_ = scene ? joined_lines(scene->points) : std::string();
}

bool TalkEditorScreen::tick() {
  if (!awaiting_file_) return false;
  auto file = platform::take_chosen_file();
  if (!file) return false;
  awaiting_file_ = false;
  receive(file->name, file->text);
  return true;
}

void TalkEditorScreen::receive(const std::string& file_name, const std::string& text) {
  try {
    Talk talk = parse_talk(text);
    if (draft_.empty()) {
      const std::string refused = draft_.replace(std::move(talk));
      message_ = refused.empty() ? "Imported " + file_name + ": " + scene_words(draft_.size()) + "." : refused;
      message_bad_ = !refused.empty();
      changed();
      select(0);
      return;
    }
    pending_import_ = std::move(talk);
    pending_name_ = file_name;
  } catch (const InputError& e) {
    message_ = file_name + " is not a talk this app can play: " + e.what();
    message_bad_ = true;
  }
}

void TalkEditorScreen::play_from(std::size_t scene) {
  try {
    talk_.preview(draft_.checked(), scene, name());
    request_.show = "talk";
  } catch (const InputError& e) {
    message_ = std::string("The talk cannot be played yet: ") + e.what();
    message_bad_ = true;
  }
}

void TalkEditorScreen::share() {
  share_link_.clear();
  try {
    std::size_t bytes = 0;
    const auto link = format_talk_doc_link(draft_.checked(), 0, &bytes);
    if (!link) {
      message_ = "Your talk is " + std::to_string((bytes + 1023) / 1024) + " KB, too long for a link (at most " +
                 std::to_string(kMaxTalkLinkBytes / 1024) + " KB): export it and share the file instead.";
      message_bad_ = true;
      return;
    }
    share_link_ = *link;
    message_ = "A link that holds your talk (" + std::to_string(bytes) + " bytes): opening it plays the talk.";
    message_bad_ = false;
  } catch (const InputError& e) {
    message_ = std::string("The talk cannot be shared yet: ") + e.what();
    message_bad_ = true;
  }
}

void TalkEditorScreen::frame(double now, const ui::Fonts& fonts) {
  notices_.age(now);
  talk_.exporter().frame(now, fonts);  // an export started here goes on (Esc stops it)
  ui::begin_screen_window("Puzzle Lab: your talk");
  ImGui::PushFont(fonts.heading);
  ImGui::TextUnformatted("Your talk");
  ImGui::PopFont();
  ImGui::SameLine(0, 30);
  if (ui::button("talk-editor-back", "Back to talks", true, "The list of talks")) request_.show = "talk";
  ImGui::TextWrapped(
      "Add scenes with \"Add to talk\" on the play screen, while watching a setup, and in the Lab. Here you order "
      "them, write their captions and your notes, preview any of them in talk mode (Esc comes back here) and play "
      "the talk. It is kept in this browser.");
  (void)draw_notices(notices_, now);
  ImGui::Spacing();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 22);
  std::string title = draft_.talk().title;
  if (ui::input_text("talk-editor-title", "Title", &title)) {
    draft_.set_title(title);
    changed();
  }
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 14);
  std::string link_name = draft_.talk().name;
  if (ui::input_text("talk-editor-name", "Name (lower-case letters, digits, '-')", &link_name)) {
    draft_.set_name(link_name);
    changed();
  }
  if (!problem_.empty() && !draft_.empty()) {
    ui::text_colored_wrapped(ui::palette().bad, ("Cannot be played yet: " + problem_).c_str());
    ui::automation::track("talk-editor-problem");
  }
  draw_actions(now);
  if (!message_.empty()) {
    ui::text_colored_wrapped(message_bad_ ? ui::palette().bad : ui::palette().text_dim, message_.c_str());
    ui::automation::track("talk-editor-message");
  }
  if (!share_link_.empty()) link_copy_field(share_link_, "talk-editor-link", notices_);
  ImGui::Separator();
  if (draft_.empty()) {
    ImGui::TextWrapped("No scenes yet.");
  } else {
    const float list_width = std::min(ImGui::GetContentRegionAvail().x * 0.5f, ImGui::GetFontSize() * 34);
    ImGui::BeginChild("talk-editor-scenes", ImVec2(list_width, 0), true);
    draw_scene_list();
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("talk-editor-scene", ImVec2(0, 0), true);
    draw_scene_fields();
    ImGui::EndChild();
  }
  draw_import_confirmation();
  ImGui::End();
  draw_export(now, fonts);
}

void TalkEditorScreen::draw_export(double now, const ui::Fonts& fonts) {
  std::optional<TalkExport::Kind> kind = export_menu_.route(ui::keys::presses());
  if (const auto clicked = export_menu_.draw(fonts)) kind = clicked;
  if (kind) {
    try {
      talk_.exporter().start(draft_.checked(), *kind, selected_);
    } catch (const InputError& e) {
      message_ = std::string("The talk cannot be exported yet: ") + e.what();
      message_bad_ = true;
    }
  }
  talk_.exporter().draw_progress(now, fonts);
}

void TalkEditorScreen::draw_actions(double /*now*/) {
  const auto next = [](const char* label, float gap = -1) { ui::flow(ui::button_width(label), gap); };
  const bool playable = problem_.empty();
  const char* why = draft_.empty() ? "Add a scene first" : problem_.c_str();
  if (ui::button("talk-editor-play", "Play the talk", playable, playable ? "From its first scene, full screen" : why)) {
    platform::set_fullscreen(true);  // in answer to the click, as the browser requires
    play_from(0);
  }
  next("Add a title card");
  if (ui::button("talk-editor-add-title", "Add a title card", true, "A scene of large text: a title and points")) {
    TalkScene card;
    card.title = draft_.talk().title;
    card.caption = "What this talk is about.";
    const auto [added, text] = add(std::move(card));
    message_ = text;
    message_bad_ = !added;
  }
  next("Export", 20);
  if (ui::button("talk-editor-export", "Export", !draft_.empty(), "The talk as a file (JSON) to keep or send")) {
    message_ = platform::offer_download(draft_.talk().name + ".json", "application/json", draft_.to_text());
    message_bad_ = false;
  }
  next("Import...");
  if (ui::button("talk-editor-import", "Import...", true, "A talk file (JSON) to edit: it replaces this one")) {
    if (platform::choose_text_file(".json,application/json")) {
      awaiting_file_ = true;
    } else {
      std::string error;
      if (const auto text = platform::read_text_file(import_path_, error))
        receive(import_path_, *text);
      else {
        message_ = error;
        message_bad_ = true;
      }
    }
  }
  next("Share link");
  if (ui::button("talk-editor-share", "Share link", playable, playable ? "A link that holds the whole talk" : why))
    share();
  next("Slides, notes, clips...");
  if (ui::button("talk-editor-export-menu", "Slides, notes, clips...", playable,
                 playable ? "Export the slides or the notes as PDF, a scene or every scene as WebM" : why))
    export_menu_.open();
  // Natively the import is named by its path (there is no file chooser); in the browser the chooser opens.
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
  ui::input_text("talk-editor-path", "##talk-editor-path", &import_path_, "path of a talk file (desktop)");
}

void TalkEditorScreen::draw_scene_list() {
  std::optional<std::pair<std::size_t, int>> move;
  std::optional<std::size_t> remove, preview;
  for (std::size_t i = 0; i < draft_.size(); ++i) {
    const TalkScene& scene = draft_.talk().scenes[i];
    const std::string n = std::to_string(i + 1);
    ImGui::PushID(static_cast<int>(i));
    if (ui::inline_button(("talk-editor-up-" + n).c_str(), "Up") && i > 0) move = {{i, -1}};
    ImGui::SameLine();
    if (ui::inline_button(("talk-editor-down-" + n).c_str(), "Down")) move = {{i, +1}};
    ImGui::SameLine();
    if (ui::inline_button(("talk-editor-preview-" + n).c_str(), "Preview")) preview = i;
    ImGui::SameLine();
    if (ui::inline_button(("talk-editor-delete-" + n).c_str(), "Delete")) remove = i;
    ImGui::SameLine();
    if (ui::selectable(("talk-editor-scene-" + n).c_str(), row_label(i, scene).c_str(), i == selected_)) select(i);
    ImGui::PopID();
  }
  if (move && draft_.move(move->first, move->second)) {
    changed();
    if (selected_ == move->first) select(move->first + move->second);
  }
  if (remove && draft_.remove(*remove)) {
    changed();
    select(std::min(selected_, draft_.empty() ? 0 : draft_.size() - 1));
  }
  if (preview) play_from(*preview);
}

void TalkEditorScreen::draw_scene_fields() {
  TalkScene* scene = draft_.scene(selected_);
  if (!scene) return;
  ImGui::Text("Scene %zu: %s", selected_ + 1, scene_kind_name(scene->kind));
  ImGui::TextUnformatted("Caption (shown in the band at the bottom)");
  bool edited = ui::input_text_multiline("talk-editor-caption", "##caption", &scene->caption,
                                         ImVec2(-1, ImGui::GetTextLineHeight() * 3));
  if (scene->kind == SceneKind::title) {
    ImGui::TextUnformatted("Title");
    ImGui::SetNextItemWidth(-1);
    edited |= ui::input_text("talk-editor-card-title", "##card-title", &scene->title);
    ImGui::TextUnformatted("Subtitle");
    ImGui::SetNextItemWidth(-1);
    edited |= ui::input_text("talk-editor-subtitle", "##subtitle", &scene->subtitle);
    ImGui::TextUnformatted("Points (one a line)");
    if (ui::input_text_multiline("talk-editor-points", "##points", &points_text_,
                                 ImVec2(-1, ImGui::GetTextLineHeight() * 5))) {
      scene->points = split_lines(points_text_);
      edited = true;
    }
  }
  ImGui::TextUnformatted("Notes (yours alone: the speaker view shows them)");
  edited |= ui::input_text_multiline("talk-editor-notes", "##notes", &scene->notes,
                                     ImVec2(-1, ImGui::GetTextLineHeight() * 8));
  if (edited) changed();
}

void TalkEditorScreen::draw_import_confirmation() {
  if (pending_import_ && !ImGui::IsPopupOpen(kImportPopup)) ImGui::OpenPopup(kImportPopup);
  if (!ImGui::BeginPopupModal(kImportPopup, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  ui::automation::track_window("talk-editor-import-popup");
  if (pending_import_) {
    ImGui::Text("Replace \"%s\" (%s) with %s: \"%s\" (%s)?", draft_.talk().title.c_str(),
                scene_words(draft_.size()).c_str(), pending_name_.c_str(), pending_import_->title.c_str(),
                scene_words(pending_import_->scenes.size()).c_str());
    ImGui::TextUnformatted("Export your talk first to keep a copy of it.");
  }
  if (ui::button("talk-editor-import-replace", "Replace") && pending_import_) {
    const std::string refused = draft_.replace(std::move(*pending_import_));
    message_ = refused.empty() ? "Imported " + pending_name_ + ": " + scene_words(draft_.size()) + "." : refused;
    message_bad_ = !refused.empty();
    pending_import_.reset();
    changed();
    select(0);
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ui::button("talk-editor-import-keep", "Keep mine")) {
    pending_import_.reset();
    message_ = "Kept your talk; " + pending_name_ + " was not imported.";
    message_bad_ = false;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

nlohmann::json TalkEditorScreen::automation() const {
  nlohmann::json scenes = nlohmann::json::array();
  for (const TalkScene& s : draft_.talk().scenes)
    scenes.push_back({{"kind", scene_kind_name(s.kind)}, {"caption", s.caption}, {"notes", s.notes}});
  return {{"talk_editor",
           {{"title", draft_.talk().title},
            {"name", draft_.talk().name},
            {"scenes", scenes},
            {"selected", draft_.empty() ? nlohmann::json(nullptr) : nlohmann::json(selected_ + 1)},
            {"problem", problem_},
            {"message", message_},
            {"message_bad", message_bad_},
            {"link", share_link_},
            {"importing", awaiting_file_},
            {"confirm_import", pending_import_.has_value()},
            {"export", talk_.exporter().automation()},
            {"export_menu", export_menu_.automation()}}}};
}

}  // namespace puzzlelab
