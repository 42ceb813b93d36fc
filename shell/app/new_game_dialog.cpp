#include "app/new_game_dialog.hpp"

#include <algorithm>
#include <charconv>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/param_widgets.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "game/params.hpp"
#include "games/game_view.hpp"
#include "middle/game_id.hpp"
#include "ui/automation.hpp"
#include "ui/keyboard_focus.hpp"
#include "ui/keys.hpp"
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

std::vector<Named> named(const std::vector<SetupSpec>& setups) {
  std::vector<Named> out;
  for (const SetupSpec& setup : setups) out.push_back({setup.name, setup.description});
  return out;
}

}  // namespace

void NewGameDialog::open(const Settings& settings, const std::string& current_game, Source source) {
  const std::vector<const Game*> games = playable_games();
  if (games.empty()) return;
  const std::string game_name = !current_game.empty() ? current_game : settings.game;
  game_ = 0;
  for (std::size_t i = 0; i < games.size(); ++i)
    if (games[i]->name() == game_name) game_ = static_cast<int>(i);
  const Game& game = *games[static_cast<std::size_t>(game_)];
  setup_ = index_of(game.info().setups, settings.setup);
  seed_text_.clear();
  error_.clear();
  if (source == Source::game_id) {
    source_ = source;
    game_id_text_.clear();
    focus_field_ = true;
  } else if (source_ == Source::game_id) {
    source_ = Source::random;  // the game ID tab is for one paste; a new game starts as usual
  }
  reset_params(settings.game == game.name() ? settings.params : nlohmann::json::object());
  open_ = true;
}

void NewGameDialog::reset_params(const nlohmann::json& wanted) {
  params_checked_.clear();
  params_error_.clear();
  custom_ = false;
  const std::vector<const Game*> games = playable_games();
  if (games.empty()) return;
  const Game& game = *games[static_cast<std::size_t>(std::clamp(game_, 0, static_cast<int>(games.size()) - 1))];
  // The last parameters used for this game, else its defaults.
  try {
    params_ = normalize_params(game, wanted.is_object() ? wanted : nlohmann::json::object());
  } catch (const std::exception&) {
    params_ = game.info().default_params();
  }
}

void NewGameDialog::check_params(const std::string& setup) {
  const std::vector<const Game*> games = playable_games();
  if (games.empty()) return;
  const Game& game = *games[static_cast<std::size_t>(std::clamp(game_, 0, static_cast<int>(games.size()) - 1))];
  const std::string key = params_.dump() + "|" + setup;
  if (key == params_checked_) return;
  params_checked_ = key;
  params_error_.clear();
  try {
    const nlohmann::json normalized = normalize_params(game, params_);
    // The setup may refuse sizes the rules allow (e.g. tiles need the grid cut into blocks).
    if (!setup.empty()) (void)game.setup_facts(normalized, setup);
  } catch (const std::exception& e) {
    params_error_ = e.what();
  }
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
  visible_ = ImGui::BeginPopupModal(kPopup, nullptr, ImGuiWindowFlags_NoSavedSettings | (phone ? ImGuiWindowFlags_NoMove : 0));
  if (visible_) ui::automation::track_window("newgame-window");
  if (!visible_) {
    had_focus_ = false;
    return std::nullopt;
  }

  std::optional<NewGameChoice> choice;
  const std::vector<const Game*> games = playable_games();
  if (games.empty()) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return choice;
  }
  game_ = std::clamp(game_, 0, static_cast<int>(games.size()) - 1);
  ImGui::PushItemWidth(-ImGui::GetFontSize() * 7);

  std::vector<Named> game_list;
  std::vector<std::string> game_titles;
  for (const Game* g : games) {
    game_list.push_back({g->name(), {}});
    game_titles.push_back(g->title());
  }
  if (named_combo("Game", "newgame-game", game_list, game_, &game_titles)) {
    setup_ = 0;
    reset_params(nlohmann::json::object());
  }
  const Game& game = *games[static_cast<std::size_t>(game_)];
  const GameInfo& info = game.info();
  const std::vector<Named> setups = named(info.setups);

  // The rule variant applies to typed boards too; the other parameters describe what is set up,
  // and a typed board implies its own.
  ImGui::PushID("params");
  edit_variant_param(info, params_);
  ImGui::PopID();
  ImGui::Separator();
  const auto tab = [&](const char* label, Source source, const char* id) {
    if (ImGui::RadioButton(label, source_ == source) && source_ != source) {
      source_ = source;
      error_.clear();
    }
    ui::automation::track(id);
  };
  // The choices wrap onto another line where the dialog is narrow (a phone).
  const auto radio_width = [](const char* label) {
    return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label).x;
  };
  tab("Set up at random", Source::random, "newgame-by-seed");
  ui::flow(radio_width("Enter a board"));
  tab("Enter a board", Source::board, "newgame-by-board");
  ui::flow(radio_width("Game ID"));
  tab("Game ID", Source::game_id, "newgame-by-id");

  if (source_ == Source::random) {
    named_combo("Setup", "newgame-setup", setups, setup_);
    if (!setups.empty()) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextDisabled("%s", setups[static_cast<std::size_t>(std::clamp(setup_, 0, static_cast<int>(setups.size()) - 1))].description.c_str());
      ImGui::PopTextWrapPos();
    }
    // The game's presets and sizes; refused ones are named below them.
    ImGui::PushID("params");
    edit_setup_params(info, params_, custom_);
    ImGui::PopID();
    check_params(setups.empty() ? std::string() : setups[static_cast<std::size_t>(std::clamp(setup_, 0, static_cast<int>(setups.size()) - 1))].name);
    if (!params_error_.empty()) {
      ui::text_colored_wrapped(ui::palette().bad, params_error_.c_str());
      ui::automation::track("newgame-params-error");
    }
    ImGui::InputTextWithHint("Seed", "random", &seed_text_, ImGuiInputTextFlags_CharsDecimal);
    ui::automation::track("newgame-seed");
    ui::text_colored_wrapped(ImGui::GetColorU32(ImGuiCol_TextDisabled), "The same setup and seed always give the same puzzle.");
  } else if (source_ == Source::game_id) {
    if (focus_field_) {
      ImGui::SetKeyboardFocusHere();
      focus_field_ = false;
    }
    ImGui::InputTextWithHint("Game ID", "a link, #v1/..., or a seed", &game_id_text_);
    ui::automation::track("newgame-game-id");
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled("Paste a link someone shared (or just its #v1/... part) to play that puzzle, with its moves "
                        "if it has them. A number is a seed of the game and setup chosen under \"Set up at random\".");
    ImGui::PopTextWrapPos();
  } else {
    ImGui::InputTextWithHint("Board", "e.g. 554344221335/311400512200", &board_text_);
    ui::automation::track("newgame-board");
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled("%s", info.board_format.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::PopItemWidth();

  if (!error_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui::palette().bad);
    ImGui::TextWrapped("%s", error_.c_str());
    ImGui::PopStyleColor();
    ui::automation::track("newgame-error");
  }
  ImGui::Spacing();
  ImGui::PushFont(fonts.bold);
  // Enter starts the game from anywhere in the dialog (a seed just typed), except with the focus
  // frame on another control: there Enter presses that control (ui/keyboard_focus.hpp).
  const ImGuiIO& io = ImGui::GetIO();
  const bool focused = had_focus_ && ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows | ImGuiFocusedFlags_NoPopupHierarchy);
  const bool enter = focused &&
                     (io.WantTextInput || !ui::focus::frame_shown()) &&
                     (ui::keys::pressed(SDL_SCANCODE_RETURN) || ui::keys::pressed(SDL_SCANCODE_KP_ENTER));
  const bool start = ImGui::Button("Start", ImVec2(120, 0)) || enter;
  ImGui::PopFont();
  ui::automation::track("newgame-start");
  ImGui::SameLine();
  // Esc in an open list closes the list, in a field being edited leaves the field; else it cancels.
  // (ImGui closed a list on Esc before this frame was drawn: hence last frame's focus.)
  const bool cancel = ImGui::Button("Cancel", ImVec2(120, 0)) ||
                      (ui::keys::pressed(SDL_SCANCODE_ESCAPE) && !io.WantTextInput && focused);
  ui::automation::track("newgame-cancel");

  if (start) {
    NewGameChoice c;
    c.game = game.name();
    error_.clear();
    if (source_ == Source::game_id) {
      try {
        const GameId id = read_game_id(game_id_text_);
        if (id.hash) {
          c.link = *id.hash;
        } else {
          c.setup = setups.empty() ? std::string() : setups[static_cast<std::size_t>(std::clamp(setup_, 0, static_cast<int>(setups.size()) - 1))].name;
          check_params(c.setup);
          c.params = params_;
          c.seed = id.seed;
          if (!params_error_.empty()) error_ = "These parameters cannot be used: " + params_error_;
        }
      } catch (const InputError& e) {
        error_ = std::string("That game ID cannot be opened: ") + e.what();
      }
    } else if (source_ == Source::board) {
      try {
        // A typed board implies its own size and template: only the rule variant carries over.
        nlohmann::json params = nlohmann::json::object();
        if (params_.contains("variant")) params["variant"] = params_.at("variant");
        c.params = normalize_params(game, params);
        c.board = game.normalize_board(c.params, board_text_);
      } catch (const InputError& e) {
        error_ = e.what();
      }
    } else {
      c.setup = setups.empty() ? std::string() : setups[static_cast<std::size_t>(std::clamp(setup_, 0, static_cast<int>(setups.size()) - 1))].name;
      check_params(c.setup);
      c.params = params_;
      if (!params_error_.empty()) {
        error_ = "These parameters cannot be used (see above).";
      } else if (!seed_text_.empty()) {
        std::uint64_t seed = 0;
        const auto [end, ec] = std::from_chars(seed_text_.data(), seed_text_.data() + seed_text_.size(), seed);
        if (ec != std::errc() || end != seed_text_.data() + seed_text_.size())
          error_ = "The seed must be a whole number from 0 to 18446744073709551615.";
        else
          c.seed = seed;
      }
    }
    if (error_.empty()) {
      choice = c;
      ImGui::CloseCurrentPopup();
    }
  } else if (cancel) {
    ImGui::CloseCurrentPopup();
  }
  // (A list open over the dialog is not the dialog: ImGui 1.86 counts popups opened from a window
  // as its children unless told not to.)
  had_focus_ = ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows | ImGuiFocusedFlags_NoPopupHierarchy);
  ImGui::EndPopup();
  return choice;
}

}  // namespace puzzlelab
