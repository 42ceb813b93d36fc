#include "app/app.hpp"

#include <algorithm>
#include <chrono>
#include <random>

#include <SDL.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include "api/params.hpp"
#include "app/help_panel.hpp"
#include "app/json_text.hpp"
#include "app/moves_panel.hpp"
#include "app/saved_state.hpp"
#include "core/input_error.hpp"
#include "platform/platform.hpp"
#include "ui/automation.hpp"
#include "ui/colour.hpp"
#include "ui/keys.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {
namespace {

constexpr float kSideWidth = 340;
constexpr float kNarrow = 820;  // below this width the panels go under the board
constexpr const char* kFreshGame = "A fresh game";

// Seeds players see and type: nine digits are plenty and easy to read out.
std::uint64_t random_seed() {
  std::random_device device;
  const auto ticks = static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
  return ((static_cast<std::uint64_t>(device()) << 20) ^ ticks) % 1'000'000'000ull;
}

bool find_setup(const std::vector<SetupSpec>& list, const std::string& name) {
  for (const SetupSpec& item : list)
    if (item.name == name) return true;
  return false;
}

// Refuses games the engine knows but the app cannot draw yet, naming them.
void require_view(const std::string& game) {
  if (has_view(game)) return;
  for (const auto& g : all_games())
    if (g->name() == game) throw InputError("no_view", g->title() + " cannot be played in this app yet");
  find_game(game);  // throws unknown_game, listing the known ones
}

std::string error_message(const nlohmann::json& response) {
  const auto error = response.find("error");
  if (error != response.end() && error->is_object()) return error->value("message", std::string("unknown error"));
  return "the worker's answer could not be read";
}

}  // namespace

App::App(std::unique_ptr<WorkerClient> worker) : requests_(std::move(worker)), solver_(requests_) {}

void App::start() {
  // Read the page's link first: restoring the saved game rewrites the address bar.
  const std::string hash = platform::current_link();
  SavedState saved = read_saved_state(platform::load_state());
  settings_ = saved.settings;
  if (saved.problem) notices_.error(*saved.problem);
  if (saved.session) {
    try {
      Session restored;
      restored.restore(*saved.session);
      require_view(restored.challenge().game);
      session_ = std::move(restored);
      challenge_changed();
    } catch (const std::exception& e) {
      notices_.error(std::string("Your saved game could not be restored and was discarded: ") + e.what());
    }
  }
  if (!hash.empty()) {
    open_link(hash);
  } else if (!session_.active()) {
    fresh_game();
  }
  dirty_ = true;  // rewrite the storage now: drops whatever was discarded above
}

void App::fresh_game() {
  NewGameChoice choice;
  const Game* game = nullptr;
  for (const auto& g : all_games()) {
    if (!has_view(g->name())) continue;
    if (game == nullptr || g->name() == settings_.game) game = g.get();
  }
  if (game == nullptr) {
    notices_.error("This build of the app can show none of the engine's games.");
    return;
  }
  choice.game = game->name();
  const std::vector<SetupSpec>& setups = game->info().setups;
  choice.setup = find_setup(setups, settings_.setup) ? settings_.setup : (setups.empty() ? "" : setups.front().name);
  choice.params = game->info().default_params();
  if (settings_.game == choice.game && settings_.params.is_object()) {
    // The last parameters used, if the game still takes them.
    try {
      choice.params = normalize_params(*game, settings_.params);
    } catch (const std::exception&) {
    }
  }
  new_game(choice, kFreshGame);
}

void App::new_game(const NewGameChoice& choice, const char* source) {
  settings_.game = choice.game;
  if (!choice.setup.empty()) settings_.setup = choice.setup;
  if (!choice.board) settings_.params = choice.params;
  dirty_ = true;
  Challenge challenge;
  challenge.game = choice.game;
  if (choice.params.is_object()) challenge.params = choice.params;
  if (choice.board) {
    challenge.board = *choice.board;
    begin(std::move(challenge), {}, std::nullopt, source);
    return;
  }
  challenge.setup = choice.setup;
  challenge.seed = choice.seed.value_or(random_seed());
  generate_then_begin(std::move(challenge), {}, source);
}

void App::open_link(const std::string& hash) {
  const char* fallback = session_.active() ? " You are still playing the game you had open." : " A new game was started instead.";
  try {
    LinkTarget target = read_link(hash);
    require_view(target.challenge.game);
    if (target.challenge.board.empty()) {
      generate_then_begin(std::move(target.challenge), std::move(target.moves), "The link");
    } else {
      begin(std::move(target.challenge), std::move(target.moves), std::nullopt, "The link");
    }
  } catch (const std::exception& e) {
    notices_.error(std::string("This link could not be opened: ") + e.what() + "." + fallback);
    if (!session_.active()) fresh_game();
    else platform::set_link(link_);  // the address bar shows the game actually open
  }
}

void App::begin(Challenge challenge, std::vector<std::string> moves, std::optional<std::size_t> cursor,
                const char* source) {
  const bool had_game = session_.active();
  try {
    require_view(challenge.game);
    Session next;
    try {
      next.start(challenge, moves, cursor);
    } catch (const InputError& e) {
      if (moves.empty() || e.code() != "bad_move") throw;
      // The puzzle is fine, a move is not: open the puzzle from its start and say so.
      next.start(challenge);
      notices_.error(std::string(source) + " had a move that cannot be played (" + e.what() + "); the puzzle opens at its start.");
    }
    session_ = std::move(next);
    challenge_changed();
  } catch (const std::exception& e) {
    notices_.error(std::string(source) + " could not be opened: " + e.what() + "." +
                   (had_game ? " You are still playing the game you had open." : ""));
    // With nothing to play, fall back to a fresh game (unless that is what just failed).
    if (!session_.active() && std::string(source) != kFreshGame) fresh_game();
    else if (session_.active()) platform::set_link(link_);
  }
}

void App::generate_then_begin(Challenge challenge, std::vector<std::string> moves, std::string source) {
  requests_.abandon(generate_request_);
  generating_ = true;
  nlohmann::json request = {{"op", "generate"},
                            {"game", challenge.game},
                            {"params", challenge.params},
                            {"setup", challenge.setup},
                            {"seed", *challenge.seed}};
  generate_request_ = requests_.send(request, [this, challenge, moves, source](const nlohmann::json& response) mutable {
    generating_ = false;
    const bool ok = response.value("ok", false) && response.contains("result") && response["result"].is_object();
    const nlohmann::json* boards = ok ? &response["result"]["boards"] : nullptr;
    if (!boards || !boards->is_array() || boards->empty() || !(*boards)[0].is_string()) {
      notices_.error(source + " could not be set up: " + error_message(response) + "." +
                     (session_.active() ? " You are still playing the game you had open." : ""));
      if (!session_.active() && source != kFreshGame) fresh_game();
      else if (session_.active()) platform::set_link(link_);
      return;
    }
    challenge.board = (*boards)[0].get<std::string>();
    if (const auto params = response["result"].find("params"); params != response["result"].end() && params->is_object())
      challenge.params = *params;
    begin(std::move(challenge), std::move(moves), std::nullopt, source.c_str());
  });
}

void App::challenge_changed() {
  if (!view_ || view_->game() != session_.challenge().game) view_ = make_view(session_.challenge().game);
  solver_.reset(session_);
  position_changed();
}

void App::position_changed() {
  if (view_) view_->show(session_);
  // A dead end (tokens or cards left, no legal move) is announced with Undo at hand; any change of
  // position ends the announcement.
  notices_.withdraw("undo");
  if (session_.stuck())
    notices_.warn("Stuck: no legal move is left and the puzzle is not solved. Undo to try another way.", "undo",
                  session_.can_undo() ? "Undo" : "OK");
  shown_revision_ = session_.revision();
  follow_moves_ = true;
  link_ = write_link(session_.challenge(), session_.played());
  platform::set_link(link_);
  dirty_ = true;
}

void App::play(const std::string& move) {
  if (const auto refused = session_.play(move)) {
    notices_.error("That move is not allowed: " + *refused);
    return;
  }
  position_changed();
}

void App::undo() {
  if (session_.undo()) position_changed();
}
void App::redo() {
  if (session_.redo()) position_changed();
}
void App::restart() {
  if (session_.cursor() == 0) return;
  session_.restart();
  position_changed();
}
void App::go_to(std::size_t cursor) {
  if (cursor == session_.cursor()) return;
  session_.go_to(cursor);
  position_changed();
}

void App::save() {
  // Every change is written at once (one small document): a reload right after a move keeps it.
  if (!dirty_) return;
  const std::optional<nlohmann::json> session = session_.active() ? std::optional(session_.to_json()) : std::nullopt;
  const bool ok = platform::save_state(write_saved_state(settings_, session));
  if (!ok && !storage_failed_) notices_.error("Your game could not be saved (the storage is full or disabled).");
  storage_failed_ = !ok;
  dirty_ = false;
}

void App::handle_shortcuts() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || new_game_dialog_.is_open()) return;
  using namespace ui::keys;
  if (pressed(SDL_SCANCODE_Z, kCtrl)) undo();
  if (pressed(SDL_SCANCODE_Y, kCtrl) || pressed(SDL_SCANCODE_Z, kCtrl | kShift)) redo();
  if (pressed(SDL_SCANCODE_HOME)) restart();
  if (pressed(SDL_SCANCODE_F1)) help_open_ = !help_open_;
  const bool ctrl = io.KeyCtrl || io.KeySuper;
  if (ctrl || io.KeyAlt) return;
  for (int i = 0; i < io.InputQueueCharacters.Size; ++i) {
    switch (io.InputQueueCharacters[i]) {
      case 'h': case 'H': solver_.hint(session_); break;
      case 'n': case 'N': new_game_dialog_.open(settings_, session_.active() ? session_.challenge().game : ""); break;
      case '?': help_open_ = !help_open_; break;
      default: break;
    }
  }
}

void App::frame(double now) {
  now_ = now;
  ui::automation::begin_frame();
  requests_.pump();
  if (auto hash = platform::take_link_change(); hash && !hash->empty() && *hash != link_) open_link(*hash);
  if (session_.active() && session_.revision() != shown_revision_) position_changed();

  if (session_.active()) {
    const SolverAction step = solver_.tick(session_, now, settings_.play_seconds);
    if (step.kind == SolverAction::Kind::play) play(step.move);
  }

  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(io.DisplaySize);
  // No decoration, but a scrollbar when the content is taller than the window (phones).
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoBringToFrontOnFocus;
  ImGui::Begin("Puzzle Lab", nullptr, flags);
  handle_shortcuts();
  draw_top_bar();
  if (const auto action = notices_.draw(now); action && *action == "undo") undo();

  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const bool narrow = avail.x < kNarrow;
  if (!narrow) {
    const float board_w = avail.x - kSideWidth - ImGui::GetStyle().ItemSpacing.x;
    ImGui::BeginGroup();
    draw_board(board_w, avail.y - ImGui::GetFrameHeightWithSpacing() * 2.2f, now);
    draw_status();
    ImGui::EndGroup();
    ImGui::SameLine();
    draw_side(avail.y, now);
  } else {
    // Narrow screens (phones): board on top, panels below, the whole window scrolls.
    const float board_h = std::max(160.0f, avail.x / (view_ ? view_->aspect() : 3.0f));
    draw_board(avail.x, board_h, now);
    draw_status();
    draw_side(std::max(320.0f, avail.y - board_h), now);
  }
  ImGui::End();

  if (auto choice = new_game_dialog_.draw(fonts_)) new_game(*choice, "The new game");
  draw_help(help_open_, view_.get(), platform::state_location(), fonts_);

  save();
  const std::string state = automation_json();
  if (state != last_published_) {
    platform::publish_automation(state);
    last_published_ = state;
  }
}

void App::draw_top_bar() {
  ImGui::PushFont(fonts_.heading);
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::colors::kAccent), "Puzzle Lab");
  ImGui::PopFont();
  // Buttons flow onto more lines on narrow screens.
  const auto next = [](const char* label, float gap = -1) { ui::flow(ui::button_width(label), gap); };
  const float picker_width = ImGui::GetFontSize() * 9;
  ui::flow(picker_width, 20);
  // The game picker: choosing a game opens the new-game dialog on it.
  const auto& games = all_games();
  const std::string current = session_.active() ? session_.challenge().game : settings_.game;
  const Game* shown = games.front().get();
  for (const auto& g : games)
    if (g->name() == current) shown = g.get();
  ImGui::SetNextItemWidth(picker_width);
  if (ImGui::BeginCombo("##game", shown->title().c_str())) {
    for (const auto& g : games) {
      const bool playable = has_view(g->name());
      const std::string label = playable ? g->title() : g->title() + " (coming soon)";
      if (ImGui::Selectable(label.c_str(), g.get() == shown, playable ? 0 : ImGuiSelectableFlags_Disabled)) {
        Settings wanted = settings_;
        wanted.game = g->name();
        if (g->name() != current) {
          wanted.setup.clear();
          wanted.params = nlohmann::json::object();
        }
        new_game_dialog_.open(wanted, g->name());
      }
    }
    ImGui::EndCombo();
  } else {
    ui::automation::track("game-picker");
  }
  const char* new_label = "New game\xE2\x80\xA6";
  next(new_label);
  if (ui::button(new_label, true, "Set up a new puzzle (N)"))
    new_game_dialog_.open(settings_, session_.active() ? session_.challenge().game : "");
  ui::automation::track("new-game");
  const bool active = session_.active();
  next("Undo", 20);
  if (ui::button("Undo", active && session_.can_undo(), "Take back a move (Ctrl+Z)")) undo();
  ui::automation::track("undo");
  next("Redo");
  if (ui::button("Redo", active && session_.can_redo(), "Play the move again (Ctrl+Y)")) redo();
  ui::automation::track("redo");
  next("Restart");
  if (ui::button("Restart", active && session_.cursor() > 0, "Back to the start; your moves stay for redo (Home)")) restart();
  ui::automation::track("restart");
  next("Copy link", 20);
  if (ui::button("Copy link", active, "A link to this puzzle, to share or bookmark")) ImGui::OpenPopup("Share");
  ui::automation::track("copy-link");
  draw_link_popup();
  next("Settings");
  if (ImGui::Button("Settings")) ImGui::OpenPopup("Settings");
  ui::automation::track("settings");
  draw_settings_popup();
  next("Help");
  if (ui::button("Help", true, "Rules and controls (F1)")) help_open_ = !help_open_;
  ui::automation::track("help");
}

void App::draw_board(float width, float height, double now) {
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 size(std::max(1.0f, width), std::max(1.0f, height));
  ImGui::BeginChild("board", size, false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  if (view_ && session_.active()) {
    BoardFrame frame;
    frame.min = min;
    frame.max = ImVec2(min.x + size.x, min.y + size.y);
    frame.time = now;
    frame.keyboard = !ImGui::GetIO().WantTextInput && !new_game_dialog_.is_open() && !ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId);
    frame.input = !solver_.playing() && !generating_;
    frame.animate = settings_.animate;
    frame.hint = solver_.current_hint(session_);
    frame.fonts = &fonts_;
    if (auto move = view_->draw(frame)) play(*move);
    draw_solved_banner(min, size, now);
  } else {
    const char* text = generating_ ? "Setting up the puzzle\xE2\x80\xA6" : "No puzzle open.";
    const ImVec2 t = ImGui::CalcTextSize(text);
    ImGui::SetCursorScreenPos(ImVec2(min.x + (size.x - t.x) * 0.5f, min.y + (size.y - t.y) * 0.5f));
    if (generating_) {
      ui::spinner("setting-up", now, ui::colors::kAccent);
      ImGui::SameLine();
    }
    ImGui::TextUnformatted(text);
  }
  ImGui::EndChild();
}

// The solved moment: a banner over the board for a few seconds, then it fades, so the solved
// board itself (a Pretzel's top row sits right under it) is left to look at; the status line
// keeps saying "Solved". Undo and redo to the solved position again bring it back.
void App::draw_solved_banner(ImVec2 min, ImVec2 size, double now) {
  constexpr double kShownSeconds = 4.0, kFadeSeconds = 1.0;
  banner_.clear();
  if (!session_.solved()) {
    solved_since_.reset();
    return;
  }
  if (!solved_since_) solved_since_ = now;
  const double age = now - *solved_since_;
  if (age >= kShownSeconds + kFadeSeconds) return;
  const float alpha = age <= kShownSeconds ? 1.0f : static_cast<float>(1.0 - (age - kShownSeconds) / kFadeSeconds);
  const std::size_t moves = session_.cursor();
  std::string text = "Solved in " + std::to_string(moves) + " move" + (moves == 1 ? "" : "s") + "!";
  if (const auto best = solver_.optimum(); best && settings_.show_optimum)
    text += moves <= *best ? "  That is the optimum." : "  The optimum is " + std::to_string(*best) + ".";
  banner_ = text;
  ImFont* font = fonts_.heading;
  ImGui::PushFont(font);
  const ImVec2 t = ImGui::CalcTextSize(text.c_str());
  const ImVec2 c(min.x + size.x * 0.5f, min.y + size.y * 0.12f + t.y);
  const ImVec2 lo(c.x - t.x * 0.5f - 24, c.y - t.y * 0.5f - 12), hi(c.x + t.x * 0.5f + 24, c.y + t.y * 0.5f + 12);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(lo, hi, ui::with_alpha(IM_COL32(24, 28, 40, 225), alpha), 12);
  dl->AddRect(lo, hi, ui::with_alpha(ui::colors::kAccent, alpha), 12, ImDrawFlags_None, 2);
  dl->AddText(ImVec2(c.x - t.x * 0.5f, c.y - t.y * 0.5f), ui::with_alpha(ui::colors::kAccent, alpha), text.c_str());
  ImGui::PopFont();
}

void App::draw_status() {
  if (!session_.active()) {
    ImGui::NewLine();
    return;
  }
  const Challenge& c = session_.challenge();
  const Game& game = session_.game();
  std::string what = game.title();
  if (c.from_seed()) what += "  \xC2\xB7  setup " + c.setup + ", seed " + std::to_string(*c.seed);
  // A long board (a 4 x 13 Pretzel) is cut short: the line must not widen the board's column.
  else what += "  \xC2\xB7  board " + (c.board.size() > 48 ? c.board.substr(0, 45) + "\xE2\x80\xA6" : c.board);
  const ParamSpec* variant = game.info().find_param("variant");
  if (!c.variant().empty() && (variant == nullptr || variant->default_value != c.variant()))
    what += "  \xC2\xB7  rules: " + c.variant();
  ImGui::TextDisabled("%s", what.c_str());
  ui::automation::track("challenge-label");

  std::string progress = "Moves: " + std::to_string(session_.cursor());
  if (settings_.show_optimum) {
    if (const auto best = solver_.optimum()) progress += "   Optimum: " + std::to_string(*best);
    else if (solver_.start_unsolvable()) progress += "   Optimum: none (this puzzle cannot be solved)";
  }
  ImGui::PushFont(fonts_.bold);
  if (generating_) {
    ui::spinner("generating", now_, ui::colors::kAccent);
    ImGui::SameLine();
  }
  ImGui::TextUnformatted(progress.c_str());
  ImGui::PopFont();
  if (session_.solved()) {
    ImGui::SameLine(0, 16);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::colors::kGood), "\xE2\x9C\x93 Solved");
    ImGui::SameLine(0, 16);
    if (ImGui::SmallButton("Play another")) fresh_game();
    ui::automation::track("play-another");
  }
}

void App::draw_side(float height, double now) {
  ImGui::BeginChild("side", ImVec2(0, height), false);
  const SolverAction action = solver_.draw(session_, view_.get(), fonts_, now);
  if (action.kind == SolverAction::Kind::play) play(action.move);
  if (action.kind == SolverAction::Kind::undo) undo();
  ImGui::Separator();
  const float list_height = std::max(120.0f, ImGui::GetContentRegionAvail().y - ImGui::GetTextLineHeightWithSpacing() * 1.5f);
  if (session_.active()) {
    if (auto jump = draw_moves_panel(session_, fonts_, list_height, follow_moves_)) go_to(*jump);
  }
  follow_moves_ = false;
  ImGui::EndChild();
}

void App::draw_link_popup() {
  ImGui::SetNextWindowSize(ImVec2(std::min(560.0f, ImGui::GetIO().DisplaySize.x - 20), 0));
  if (!ImGui::BeginPopup("Share")) return;
  ImGui::PushFont(fonts_.bold);
  ImGui::TextUnformatted("Link to this puzzle");
  ImGui::PopFont();
  ImGui::Checkbox("Include my moves", &link_with_moves_);
  ui::automation::track("link-with-moves");
  std::string url = platform::shareable_url(
      write_link(session_.challenge(), link_with_moves_ ? session_.played() : std::vector<std::string>{}));
  ImGui::SetNextItemWidth(-1);
  // Read-only but selectable: where the clipboard is refused, the link can be copied by hand.
  ImGui::InputText("##url", &url, ImGuiInputTextFlags_ReadOnly | ImGuiInputTextFlags_AutoSelectAll);
  ui::automation::track("link-text");
  if (ImGui::Button("Copy to clipboard")) {
    platform::copy_to_clipboard(url);
    notices_.info("Link copied. If your browser blocked the clipboard, select the link above and copy it.");
    ImGui::CloseCurrentPopup();
  }
  ui::automation::track("link-copy");
  ImGui::EndPopup();
}

void App::draw_settings_popup() {
  if (!ImGui::BeginPopup("Settings")) return;
  ImGui::PushFont(fonts_.bold);
  ImGui::TextUnformatted("Settings");
  ImGui::PopFont();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
  if (ImGui::SliderFloat("Text size", &settings_.text_scale, 0.8f, 1.6f, "%.1fx")) dirty_ = true;
  if (ImGui::Checkbox("Animate moves", &settings_.animate)) dirty_ = true;
  if (ImGui::Checkbox("Show the optimum", &settings_.show_optimum)) dirty_ = true;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
  if (ImGui::SliderFloat("Solution playback (s per move)", &settings_.play_seconds, 0.2f, 3.0f, "%.1f")) dirty_ = true;
  ImGui::EndPopup();
}

std::string App::automation_json() const {
  nlohmann::json state = {{"ready", session_.active() && !generating_},
                          {"generating", generating_},
                          {"link", link_},
                          {"notices", notices_.automation()},
                          {"widgets", ui::automation::widgets()},
                          {"dialog", new_game_dialog_.is_open() ? nlohmann::json("new-game") : nlohmann::json(nullptr)},
                          {"help", help_open_},
                          {"text_input", ImGui::GetIO().WantTextInput},
                          {"settings", settings_.to_json()}};
  if (session_.active()) {
    state["challenge"] = Session::challenge_to_json(session_.challenge());
    state["history"] = session_.history();
    state["cursor"] = session_.cursor();
    state["moves"] = session_.played();
    state["solved"] = session_.solved();
    state["legal_moves"] = session_.legal_moves();
    state["stuck"] = session_.stuck();
    state["banner"] = banner_.empty() ? nlohmann::json(nullptr) : nlohmann::json(banner_);
    state["solver"] = solver_.automation(session_);
    if (view_) state["board"] = view_->automation();
  }
  return json_text(state);
}

}  // namespace puzzlelab
