#include "app/setup_watch.hpp"

#include <algorithm>
#include <cmath>

#include <SDL.h>

#include "games/setup_stage.hpp"
#include "ui/automation.hpp"
#include "ui/colour.hpp"
#include "ui/keys.hpp"
#include "ui/named_widgets.hpp"
#include "ui/redraw.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {
namespace {

// How long the last step's pieces take to come in: most of a step's time at the chosen speed,
// within limits (a quick riffle still shows them land; at the slowest speed a speaker has time
// to point at them on the way).
double arrival_seconds(double speed) { return std::clamp(0.8 / std::max(0.25, speed), 0.12, 2.5); }

// How long the spent supply takes to fold (and to open again on a step back).
constexpr double kFoldSeconds = 0.45;

}  // namespace

void SetupWatch::start(const Challenge& challenge, NoticeBoard& notices) {
  stop();
  if (!challenge.from_seed()) {
    notices.error("Only a challenge set up from a seed has a setup to watch; this one was given as a board.");
    return;
  }
  loading_ = true;
  challenge_board_ = challenge.board;
  const std::uint64_t generation = ++generation_;
  request_ = engine_.trace(challenge, [this, generation, &notices](const TraceResult& result) {
    if (generation != generation_) return;
    loading_ = false;
    request_.reset();
    if (result.end == RequestEnd::cancelled) return;
    if (result.end != RequestEnd::answered) {
      notices.error("The setup cannot be shown: " + result.error.message);
      return;
    }
    if (result.traced.board != challenge_board_) {
      // The trace comes from the same code as generate, so this means the engine changed under
      // a stored challenge: say so rather than animate a different board.
      notices.error("The setup's trace ends on another board than this challenge's, so it is not shown.");
      return;
    }
    playback_.emplace(result.traced);
    last_tick_.reset();
    fold_fresh_ = true;
    arriving_ = false;
  });
}

void SetupWatch::stop() {
  ++generation_;
  if (request_) engine_.abandon(*request_);
  request_.reset();
  loading_ = false;
  playback_.reset();
  arriving_ = false;
}

void SetupWatch::moved(std::size_t from, double now) {
  // Only one step forward is animated; stepping back or jumping shows the pieces in place.
  arriving_ = playback_ && playback_->position() == from + 1;
  arrival_start_ = now;
  arrival_ = arriving_ ? 0.0f : 1.0f;
}

void SetupWatch::seek(std::size_t position, double now) {
  if (!playback_) return;
  const std::size_t from = playback_->position();
  playback_->seek(position);
  moved(from, now);
}

void SetupWatch::toggle_play(double now) {
  if (!playback_) return;
  if (playback_->playing()) {
    playback_->pause();
    return;
  }
  if (playback_->at_end()) seek(0, now);  // playing again from the end starts over
  playback_->play();
}

void SetupWatch::step(int direction, double now) {
  if (!playback_) return;
  playback_->pause();
  if (direction > 0 && !playback_->at_end()) seek(playback_->position() + 1, now);
  if (direction < 0 && !playback_->at_start()) seek(playback_->position() - 1, now);
}

void SetupWatch::tick(double now) {
  const double elapsed = last_tick_ ? std::max(0.0, now - *last_tick_) : 0.0;
  last_tick_ = now;
  if (!playback_) return;
  // A frame may cover several steps at high speed; the last of them is the one animated. A long
  // pause between frames (a hidden tab) moves on by one step or half a second at most.
  if (playback_->advance(std::min(elapsed, std::max(0.5, 1.0 / playback_->speed())))) {
    arriving_ = true;
    arrival_start_ = now;
    arrival_ = 0;
  }
  // Frames are drawn only when asked (ui/redraw.hpp): the clock alone brings the next step.
  if (playback_->playing()) ui::redraw::request_at(now + playback_->seconds_to_next_step());
}

ImVec2 SetupWatch::draw_board(GameView& view, ImVec2 min, ImVec2 max, double now, bool animate,
                              const ui::Fonts& fonts) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (!playback_) {
    const char* text = "Tracing the setup\xE2\x80\xA6";
    const ImVec2 t = ImGui::CalcTextSize(text);
    ImGui::SetCursorScreenPos(ImVec2((min.x + max.x - t.x) * 0.5f, (min.y + max.y - t.y) * 0.5f));
    ui::spinner("tracing", now, ui::palette().accent);
    ImGui::SameLine();
    ImGui::TextUnformatted(text);
    return ImVec2((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f);
  }
  const bool going = arriving_ && animate;
  arrival_ =
      going ? static_cast<float>(std::clamp((now - arrival_start_) / arrival_seconds(playback_->speed()), 0.0, 1.0))
            : 1.0f;
  if (arrival_ >= 1) arriving_ = false;  // done: later frames draw the pieces at rest

  // The supply folds once the last pieces are in (they leave from its panel), and opens again at
  // once on a step back; the first frame of a playback, or with animations off, shows it as it is.
  const float target = supply_folds(*playback_) ? 1.0f : 0.0f;
  if (!animate || target == 0 || fold_fresh_) {
    fold_ = target;
    fold_start_.reset();
  } else if (!arriving_ && fold_ < 1) {
    if (!fold_start_) fold_start_ = now;
    fold_ = static_cast<float>(std::clamp((now - *fold_start_) / kFoldSeconds, 0.0, 1.0));
  }
  fold_fresh_ = false;
  if (fold_ != target) ui::redraw::request();  // frames while it folds (ui/redraw draws on request)

  // The caption in large type, wrapped, in a band over the board (or beside it once folded).
  const float width = max.x - min.x;
  ImFont* font = fonts.heading ? fonts.heading : ImGui::GetFont();
  const float size = std::max(std::clamp(width * 0.045f, 17.0f, font->FontSize), min_text_);
  const std::string caption = playback_->caption();
  const SetupLayout layout = layout_setup(min, max, view.aspect(), fold_, size, min_text_, [&](float at, float wrap) {
    return font->CalcTextSizeA(at, 1e9f, wrap, caption.c_str()).y;
  });
  const float pad = layout.caption_pad;
  const ImVec2 cmin = layout.caption_min, cmax = layout.caption_max;
  dl->AddRectFilled(cmin, cmax, IM_COL32(16, 20, 30, 240), layout.caption_size * 0.3f);
  dl->AddText(font, layout.caption_size, ImVec2(cmin.x + pad, cmin.y + pad), IM_COL32(250, 244, 226, 255),
              caption.c_str(), nullptr, cmax.x - cmin.x - pad * 2);
  const ImVec2 extent = font->CalcTextSizeA(layout.caption_size, 1e9f, cmax.x - cmin.x - pad * 2, caption.c_str());
  ui::automation::text_block("setup-caption", cmin.x + pad, cmin.y + pad, extent.x, extent.y, layout.caption_size);
  ImGui::SetCursorScreenPos(cmin);
  ImGui::Dummy(ImVec2(cmax.x - cmin.x, cmax.y - cmin.y));  // an item, so the automation hook can report the band
  ui::automation::track("setup-caption");

  SetupFrame frame;
  frame.min = min;
  frame.max = max;
  frame.areas = layout.areas;
  frame.time = now;
  frame.animate = animate;
  frame.fonts = &fonts;
  frame.playback = &*playback_;
  frame.arrival = arrival_;
  const SetupAreas& areas = layout.areas;
  areas_ = areas;
  if (areas.board_max.y - areas.board_min.y > 40) view.draw_setup(frame);
  return ImVec2((areas.board_min.x + areas.board_max.x) * 0.5f, (areas.board_min.y + areas.board_max.y) * 0.5f);
}

SetupWatch::Action SetupWatch::draw_controls(double now, bool keyboard, float right, const ui::Fonts& fonts) {
  Action action = Action::none;
  if (!playback_) {
    if (ui::button("setup-close", "Stop watching")) action = Action::close;
    return action;
  }
  SetupPlayback& p = *playback_;
  using namespace ui::keys;
  if (keyboard) {
    if (pressed(SDL_SCANCODE_SPACE)) toggle_play(now);
    if (pressed(SDL_SCANCODE_RIGHT)) {
      p.pause();
      seek(p.position() + 1, now);
    }
    if (pressed(SDL_SCANCODE_LEFT)) {
      p.pause();
      if (!p.at_start()) seek(p.position() - 1, now);
    }
    if (pressed(SDL_SCANCODE_HOME)) seek(0, now);
    if (pressed(SDL_SCANCODE_END)) seek(p.steps(), now);
    if (pressed(SDL_SCANCODE_ESCAPE)) action = Action::close;
  }

  // Items flow left to right and wrap at the board's right edge (ui::flow wraps at the window's,
  // and the side panel stands right of the board).
  const auto place = [right](float width, float gap) {
    const float spacing = gap < 0 ? ImGui::GetStyle().ItemSpacing.x : gap;
    ImGui::SameLine(0, spacing);
    if (ImGui::GetCursorScreenPos().x + width > right) ImGui::NewLine();
  };
  const auto next = [&](const char* label, float gap = -1) { place(ui::button_width(label), gap); };
  ImGui::PushFont(fonts.bold);
  // "Setup step", not "Step": Fujisan's captions call the mountain's spaces steps.
  const std::string where = "Setup step " + std::to_string(p.position()) + " of " + std::to_string(p.steps());
  ImGui::TextUnformatted(where.c_str());
  ui::automation::track("setup-position");
  ImGui::PopFont();
  if (ui::button("setup-start", "|<", !p.at_start(), "Back to the start (Home)")) seek(0, now);
  next("< Back");
  if (ui::button("setup-back", "< Back", !p.at_start(), "One step back (Left arrow)")) {
    p.pause();
    seek(p.position() - 1, now);
  }
  const char* play_label = p.playing() ? "Pause" : (p.at_end() ? "Replay" : "Play");
  next("Replay");
  if (ui::button("setup-play", play_label, p.steps() > 0, "Play or pause (Space)",
                 ImVec2(ui::button_width("Replay"), 0)))
    toggle_play(now);
  next("Forward >");
  if (ui::button("setup-forward", "Forward >", !p.at_end(), "One step forward (Right arrow)")) {
    p.pause();
    seek(p.position() + 1, now);
  }
  next(">|");
  if (ui::button("setup-end", ">|", !p.at_end(), "To the end (End)")) seek(p.steps(), now);

  // The label before the slider, so the slider's own rectangle (the automation's) is its track.
  const float slider = ImGui::GetFontSize() * 9;
  place(slider + ImGui::CalcTextSize("Speed").x + ImGui::GetStyle().ItemSpacing.x, 20);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Speed");
  ImGui::SameLine();
  float speed = static_cast<float>(p.speed());
  ImGui::SetNextItemWidth(slider);
  if (ui::slider_float("setup-speed", "##speed", &speed, 0.25f, 20.0f, "%.2g steps/s", ImGuiSliderFlags_Logarithmic))
    p.set_speed(speed);

  const char* play_this = "Play this challenge";
  next(play_this, 20);
  ImGui::PushStyleColor(ImGuiCol_Button, p.at_end() ? ImGui::ColorConvertU32ToFloat4(ui::palette().chip_next)
                                                    : ImGui::GetStyleColorVec4(ImGuiCol_Button));
  if (ui::button("setup-play-challenge", play_this, true, "Close the setup and play the board it made"))
    action = Action::play_challenge;
  ImGui::PopStyleColor();
  next("Add to talk");
  if (ui::button("setup-add-to-talk", "Add to talk##setup", true,
                 "This setup, played at this speed, as a scene of your talk"))
    action = Action::add_to_talk;
  next("Close");
  if (ui::button("setup-close", "Close", true, "Stop watching (Esc)")) action = Action::close;
  return action;
}

nlohmann::json SetupWatch::automation() const {
  nlohmann::json state = {{"active", active()}, {"loading", loading_}};
  if (!playback_) return state;
  const SetupPlayback& p = *playback_;
  const TraceStep* step = p.current();
  state["position"] = p.position();
  state["steps"] = p.steps();
  state["caption"] = p.caption();
  state["kind"] = step ? nlohmann::json(step->kind) : nlohmann::json(nullptr);
  state["playing"] = p.playing();
  state["speed"] = p.speed();
  state["at_start"] = p.at_start();
  state["at_end"] = p.at_end();
  state["arrival"] = arrival_;
  state["fold"] = fold_;
  const auto rect = [](ImVec2 a, ImVec2 b) {
    return nlohmann::json{{"x", a.x}, {"y", a.y}, {"w", b.x - a.x}, {"h", b.y - a.y}};
  };
  state["board_area"] = rect(areas_.board_min, areas_.board_max);
  state["supply_area"] = rect(areas_.supply_min, areas_.supply_max);
  state["arriving"] = p.arriving();
  state["supply"] = p.supply().size();
  state["board"] = p.board_so_far();
  state["final_board"] = p.board();
  return state;
}

}  // namespace puzzlelab
