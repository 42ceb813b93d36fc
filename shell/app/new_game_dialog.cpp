#include "app/new_game_dialog.hpp"

#include <algorithm>
#include <cfloat>

#include <imgui.h>

#include "app/param_widgets.hpp"
#include "game/params.hpp"
#include "game/setup_description.hpp"
#include "games/game_view.hpp"
#include "platform/code_part.hpp"
#include "ui/automation.hpp"
#include "ui/keyboard_focus.hpp"
#include "ui/keys.hpp"
#include "ui/named_widgets.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {
namespace {

constexpr const char* kPopup = "New game";

// The games the app can show, in the registry's order.
std::vector<const Game*> playable_games() {
  std::vector<const Game*> out;
  for (const auto& game : all_games())
    if (has_view(game->name())) out.push_back(game.get());
  return out;
}

int index_of(const std::vector<SetupSpec>& list, const std::string& name) {
  for (std::size_t i = 0; i < list.size(); ++i)
    if (list[i].name == name) return static_cast<int>(i);
  return 0;
}

// The dialog's game: the one chosen, within the playable ones (never empty).
const Game& chosen_game(const std::vector<const Game*>& games, int index) {
  return *games[static_cast<std::size_t>(std::clamp(index, 0, static_cast<int>(games.size()) - 1))];
}

void wrapped_disabled_text(const std::string& text) {
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s", text.c_str());
  ImGui::PopTextWrapPos();
}

}  // namespace

void NewGameDialog::open(const Settings& settings, const std::string& current_game, Source source,
                         const SavedSetups* custom) {
  saved_setups_ = custom;
  const std::vector<const Game*> games = playable_games();
  if (games.empty()) return;
  const std::string game_name = !current_game.empty() ? current_game : settings.game;
  game_ = 0;
  for (std::size_t i = 0; i < games.size(); ++i)
    if (games[i]->name() == game_name) game_ = static_cast<int>(i);
  const Game& game = *games[static_cast<std::size_t>(game_)];
  setup_ = index_of(game.info().setups, settings.setup);
  // The custom setup last dealt, when it is still saved.
  const std::vector<std::string> customs = custom_setups(game.info());
  for (std::size_t i = 0; i < customs.size(); ++i)
    if (customs[i] == settings.setup) setup_ = static_cast<int>(game.info().setups.size() + i);
  form_.seed_text.clear();
  error_.clear();
  start_waits_ = false;
  if (source == Source::game_id) {
    form_.source = source;
    form_.game_id_text.clear();
    focus_field_ = true;
  } else if (form_.source == Source::game_id) {
    form_.source = Source::random;  // the game ID tab is for one paste; a new game starts as usual
  }
  reset_params(settings.game == game.name() ? settings.params : nlohmann::json::object());
  open_ = true;
}

bool NewGameDialog::rules_here(const Game& game) {
  if (platform::code_part::ready(game.name())) return true;
  // Asked for once (nothing while it loads); after a failure only Start asks again.
  if (platform::code_part::failure(game.name()).empty()) platform::code_part::request(game.name());
  return false;
}

std::vector<const Game*> NewGameDialog::needed_for_start(const std::vector<const Game*>& games) const {
  if (form_.source == Source::game_id) return games;
  return {&chosen_game(games, game_)};
}

void NewGameDialog::draw_start_wait(const std::vector<const Game*>& needed) {
  // A failure is told before a load still under way.
  std::string line;
  bool failed = false;
  for (const Game* game : needed) {
    if (platform::code_part::ready(game->name())) continue;
    const std::string failure = platform::code_part::failure(game->name());
    failed = !failure.empty();
    line = failed ? game->title() + " could not be loaded (Start tries again): " + failure
                  : "Loading " + game->title() + "...";
    if (failed) break;
  }
  ui::text_colored_wrapped(failed ? ui::palette().bad : ImGui::GetColorU32(ImGuiCol_TextDisabled), line.c_str());
  ui::automation::track("newgame-waiting");
}

void NewGameDialog::reset_params(const nlohmann::json& wanted) {
  params_checked_.clear();
  params_error_.clear();
  custom_ = false;
  const std::vector<const Game*> games = playable_games();
  if (games.empty()) return;
  const Game& game = chosen_game(games, game_);
  // The parameters are read with the game's rules: until they are here, its defaults.
  params_wanted_.reset();
  if (!rules_here(game)) {
    params_wanted_ = wanted;
    form_.params = game.info().default_params();
    return;
  }
  // The last parameters used for this game, else its defaults.
  try {
    form_.params = normalize_params(game, wanted.is_object() ? wanted : nlohmann::json::object());
  } catch (const std::exception&) {
    form_.params = game.info().default_params();
  }
}

void NewGameDialog::check_params(const std::string& setup) {
  const std::vector<const Game*> games = playable_games();
  if (games.empty()) return;
  const Game& game = chosen_game(games, game_);
  if (!rules_here(game)) return;
  // The rules came: the parameters the dialog opened with, unless the player changed them meanwhile.
  if (params_wanted_) {
    const nlohmann::json wanted = std::move(*params_wanted_);
    params_wanted_.reset();
    if (!custom_ && form_.params == game.info().default_params()) reset_params(wanted);
  }
  const std::string key = form_.params.dump() + "|" + setup;
  if (key == params_checked_) return;
  params_checked_ = key;
  params_error_ = params_refusal(game, form_.params, setup);
}

std::string NewGameDialog::setup_name(const GameInfo& info) const {
  if (info.setups.empty()) return {};
  const std::vector<std::string> customs = custom_setups(info);
  const std::size_t count = info.setups.size() + customs.size();
  const auto index = static_cast<std::size_t>(std::clamp(setup_, 0, static_cast<int>(count) - 1));
  return index < info.setups.size() ? info.setups[index].name : customs[index - info.setups.size()];
}

std::vector<std::string> NewGameDialog::custom_setups(const GameInfo& info) const {
  return saved_setups_ && !info.setups.empty() ? saved_setups_->of_game(info.name) : std::vector<std::string>();
}

void NewGameDialog::draw_setup_combo(const GameInfo& info) {
  const std::vector<std::string> customs = custom_setups(info);
  const std::size_t count = info.setups.size() + customs.size();
  if (count == 0) return;
  setup_ = std::clamp(setup_, 0, static_cast<int>(count) - 1);
  const auto chosen = static_cast<std::size_t>(setup_);
  const bool custom = chosen >= info.setups.size();
  const std::string name = custom ? setup_label(customs[chosen - info.setups.size()]) : info.setups[chosen].name;
  if (ui::begin_combo("newgame-setup", "Setup", name.c_str(), 0, name.c_str())) {
    for (std::size_t i = 0; i < count; ++i) {
      if (i == info.setups.size()) {
        ImGui::Separator();
        ImGui::TextDisabled("Custom setups");
      }
      const std::string option =
          i < info.setups.size() ? info.setups[i].name : setup_label(customs[i - info.setups.size()]);
      if (ui::selectable(("newgame-setup-option-" + option).c_str(), option.c_str(), i == chosen))
        setup_ = static_cast<int>(i);
      if (ImGui::IsItemHovered() && i < info.setups.size()) ImGui::SetTooltip("%s", info.setups[i].description.c_str());
      if (i == chosen) ImGui::SetItemDefaultFocus();
    }
    ImGui::EndCombo();
  }
  wrapped_disabled_text(custom ? "Your own setup, described as data and saved in this browser (made in the Lab's "
                                 "setup editor)."
                               : info.setups[chosen].description);
}

std::optional<NewGameChoice> NewGameDialog::draw(const ui::Fonts& fonts) {
  if (open_) {
    ImGui::OpenPopup(kPopup);
    open_ = false;
  }
  const ImVec2 center(ImGui::GetIO().DisplaySize.x * 0.5f, ImGui::GetIO().DisplaySize.y * 0.5f);
  // A phone keeps the dialog centred and fixed (a swipe scrolls it: ui/touch.hpp).
  const bool phone = ui::narrow_screen();
  ImGui::SetNextWindowPos(center, phone ? ImGuiCond_Always : ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  // Fixed width, height fitted every frame (descriptions change length with the choices).
  ImGui::SetNextWindowSize(ImVec2(std::min(540.0f, ImGui::GetIO().DisplaySize.x - 20), 0), ImGuiCond_Always);
  // Never taller than the window: a long form (a game with many parameters) scrolls instead.
  const float margin = 10;
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(FLT_MAX, ImGui::GetIO().DisplaySize.y - 2 * margin));
  visible_ =
      ImGui::BeginPopupModal(kPopup, nullptr, ImGuiWindowFlags_NoSavedSettings | (phone ? ImGuiWindowFlags_NoMove : 0));
  if (!visible_) {
    had_focus_ = false;
    return std::nullopt;
  }
  // It is placed when it appears and then grows downwards as choices add fields: keep its bottom,
  // and so its Start button, inside the window.
  if (const float bottom = ImGui::GetWindowPos().y + ImGui::GetWindowSize().y;
      bottom > ImGui::GetIO().DisplaySize.y - margin)
    ImGui::SetWindowPos(ImVec2(ImGui::GetWindowPos().x,
                               std::max(margin, ImGui::GetIO().DisplaySize.y - margin - ImGui::GetWindowSize().y)));
  ui::automation::track_window("newgame-window");

  std::optional<NewGameChoice> choice;
  const std::vector<const Game*> games = playable_games();
  if (games.empty()) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return choice;
  }
  game_ = std::clamp(game_, 0, static_cast<int>(games.size()) - 1);
  ImGui::PushItemWidth(-ImGui::GetFontSize() * 7);
  draw_game(games);
  const Game& game = chosen_game(games, game_);
  ImGui::Separator();
  draw_source_choice();
  switch (form_.source) {
    case Source::random: draw_random_tab(game.info()); break;
    case Source::game_id: draw_game_id_tab(); break;
    case Source::board: draw_board_tab(game.info()); break;
  }
  ImGui::PopItemWidth();

  if (!error_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui::palette().bad);
    ImGui::TextWrapped("%s", error_.c_str());
    ImGui::PopStyleColor();
    ui::automation::track("newgame-error");
  }
  ImGui::Spacing();
  const std::vector<const Game*> needed = needed_for_start(games);
  if (start_waits_) draw_start_wait(needed);
  const Press press = draw_buttons(fonts);
  if (press == Press::start) {
    start_waits_ = true;
    for (const Game* g : needed) platform::code_part::request(g->name());  // again, after a failure
  }
  if (press == Press::cancel) {
    start_waits_ = false;
    ImGui::CloseCurrentPopup();
  } else if (start_waits_ && std::all_of(needed.begin(), needed.end(),
                                         [](const Game* g) { return platform::code_part::ready(g->name()); })) {
    start_waits_ = false;
    form_.setup = setup_name(game.info());
    NewGameReading reading = read_new_game_form(game, form_);
    error_ = reading.error;
    if (reading.choice) {
      choice = std::move(reading.choice);
      ImGui::CloseCurrentPopup();
    }
  }
  // (A list open over the dialog is not the dialog: ImGui 1.86 counts popups opened from a window
  // as its children unless told not to.)
  had_focus_ = ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows | ImGuiFocusedFlags_NoPopupHierarchy);
  ImGui::EndPopup();
  return choice;
}

// The game, and its rule variant: the variant applies to typed boards too; the other parameters
// describe what is set up, and a typed board implies its own.
void NewGameDialog::draw_game(const std::vector<const Game*>& games) {
  std::vector<Named> game_list;
  std::vector<std::string> game_titles;
  for (const Game* g : games) {
    game_list.push_back({g->name(), {}});
    game_titles.push_back(g->title());
  }
  if (named_combo("newgame-game", "Game", game_list, game_, &game_titles)) {
    setup_ = 0;
    reset_params(nlohmann::json::object());
  }
  ImGui::PushID("params");
  edit_variant_param(chosen_game(games, game_).info(), form_.params);
  ImGui::PopID();
}

// The three ways to give the game, as radio buttons that wrap onto another line where the dialog
// is narrow (a phone).
void NewGameDialog::draw_source_choice() {
  const auto choice = [&](const char* id, const char* label, Source source) {
    if (ui::radio_button(id, label, form_.source == source) && form_.source != source) {
      form_.source = source;
      error_.clear();
    }
  };
  const auto radio_width = [](const char* label) {
    return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label).x;
  };
  choice("newgame-by-seed", "Set up at random", Source::random);
  ui::flow(radio_width("Enter a board"));
  choice("newgame-by-board", "Enter a board", Source::board);
  ui::flow(radio_width("Game ID"));
  choice("newgame-by-id", "Game ID", Source::game_id);
}

void NewGameDialog::draw_random_tab(const GameInfo& info) {
  draw_setup_combo(info);
  // The game's presets and sizes; refused ones are named below them.
  ImGui::PushID("params");
  edit_setup_params(info, form_.params, custom_);
  ImGui::PopID();
  check_params(setup_name(info));
  if (!params_error_.empty()) {
    ui::text_colored_wrapped(ui::palette().bad, params_error_.c_str());
    ui::automation::track("newgame-params-error");
  }
  ui::input_text("newgame-seed", "Seed", &form_.seed_text, "random", ImGuiInputTextFlags_CharsDecimal);
  ui::text_colored_wrapped(ImGui::GetColorU32(ImGuiCol_TextDisabled),
                           "The same setup and seed always give the same puzzle.");
}

void NewGameDialog::draw_game_id_tab() {
  if (focus_field_) {
    ImGui::SetKeyboardFocusHere();
    focus_field_ = false;
  }
  ui::input_text("newgame-game-id", "Game ID", &form_.game_id_text, "a link, #v1/..., or a seed");
  wrapped_disabled_text(
      "Paste a link someone shared (or just its #v1/... part) to play that puzzle, with its moves "
      "if it has them. A number is a seed of the game and setup chosen under \"Set up at random\".");
}

void NewGameDialog::draw_board_tab(const GameInfo& info) {
  ui::input_text("newgame-board", "Board", &form_.board_text, "e.g. 554344221335/311400512200");
  wrapped_disabled_text(info.board_format);
}

NewGameDialog::Press NewGameDialog::draw_buttons(const ui::Fonts& fonts) {
  // Enter starts the game from anywhere in the dialog (a seed just typed), except with the focus
  // frame on another control: there Enter presses that control (ui/keyboard_focus.hpp).
  const ImGuiIO& io = ImGui::GetIO();
  const bool focused =
      had_focus_ && ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows | ImGuiFocusedFlags_NoPopupHierarchy);
  const bool enter = focused && (io.WantTextInput || !ui::focus::frame_shown()) &&
                     (ui::keys::pressed(SDL_SCANCODE_RETURN) || ui::keys::pressed(SDL_SCANCODE_KP_ENTER));
  ImGui::PushFont(fonts.bold);
  const bool start = ui::button("newgame-start", "Start", true, nullptr, ImVec2(120, 0)) || enter;
  ImGui::PopFont();
  ImGui::SameLine();
  // Esc in an open list closes the list, in a field being edited leaves the field; else it cancels.
  // (ImGui closed a list on Esc before this frame was drawn: hence last frame's focus.)
  const bool cancel = ui::button("newgame-cancel", "Cancel", true, nullptr, ImVec2(120, 0)) ||
                      (ui::keys::pressed(SDL_SCANCODE_ESCAPE) && !io.WantTextInput && focused);
  return start ? Press::start : cancel ? Press::cancel : Press::none;
}

}  // namespace puzzlelab
