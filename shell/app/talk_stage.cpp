#include "app/talk_stage.hpp"

#include <algorithm>
#include <cstdio>

#include <imgui.h>

#include "app/experiment_plots.hpp"
#include "app/talk_palette.hpp"
#include "ui/automation.hpp"
#include "ui/colour.hpp"
#include "ui/plot.hpp"

namespace puzzlelab {

namespace {

// Large type: the display font (bold, rasterized large) drawn at the size asked.
ImFont* large_font(const ui::Fonts& fonts) { return fonts.display ? fonts.display : ImGui::GetFont(); }

ImVec2 measure_text(ImFont* font, float size, float wrap, const std::string& text) {
  return font->CalcTextSizeA(size, 1e9f, wrap, text.c_str());
}

TalkBoard::Mode board_mode(SceneKind kind) {
  switch (kind) {
    case SceneKind::setup: return TalkBoard::Mode::setup;
    case SceneKind::solution: return TalkBoard::Mode::solution;
    default: return TalkBoard::Mode::board;
  }
}

}  // namespace

TalkStage::TalkStage(EngineClient& engine, Requests& requests, NoticeBoard& notices)
    : engine_(engine), requests_(requests), notices_(notices) {}

void TalkStage::leave() {
  left_.reset();
  right_.reset();
  run_.reset();  // cancels a run still going
}

void TalkStage::enter(const TalkScene& s) {
  leave();
  plot_hit_.reset();
  switch (s.kind) {
    case SceneKind::title: break;
    case SceneKind::setup:
    case SceneKind::board:
    case SceneKind::solution:
      left_ = std::make_unique<TalkBoard>(engine_, notices_, s.challenge, board_mode(s.kind), s.speed, false, s.moves);
      break;
    case SceneKind::lab:
      run_ = std::make_unique<LabRun>(requests_);
      run_->start(*s.experiment);
      break;
    case SceneKind::side_by_side:
      left_ = std::make_unique<TalkBoard>(engine_, notices_, s.challenge, TalkBoard::Mode::setup, s.speed, true);
      right_ = std::make_unique<TalkBoard>(engine_, notices_, s.right, TalkBoard::Mode::setup, s.speed, true);
      break;
  }
}

bool TalkStage::next_beat(const TalkScene& s, double now, bool single) {
  if (s.kind == SceneKind::side_by_side && left_ && right_) {
    if (!(left_->at_end() && right_->at_end())) {
      // Both boards move together: a beat plays both, or finishes both.
      const bool a = left_->next(now, single);
      const bool b = right_->next(now, single);
      return a || b;
    }
    if (s.deal > 0 && !run_) {
      run_ = std::make_unique<LabRun>(requests_);
      run_->start(*s.experiment);
      return true;
    }
    return false;
  }
  return left_ ? left_->next(now, single) : false;
}

bool TalkStage::back_beat(double now) {
  bool stayed = false;
  if (left_) stayed = left_->back(now);
  if (right_) stayed = right_->back(now) || stayed;
  return stayed;
}

void TalkStage::finish(double now) {
  if (left_) left_->finish(now);
  if (right_) right_->finish(now);
}

void TalkStage::tick(double now) {
  if (left_) left_->tick(now);
  if (right_) right_->tick(now);
}

bool TalkStage::settled() const {
  for (const TalkBoard* board : {left_.get(), right_.get()})
    if (board && !board->settled()) return false;
  return !run_ || !run_->running();
}

void TalkStage::draw(const TalkScene& scene, ImVec2 min, ImVec2 max, float top, double now, const Frame& frame) {
  frame_ = frame;
  spots_.clear();
  caption_spot_.reset();
  const float caption = draw_caption(scene.caption, ImVec2(min.x, top), max);
  const ImVec2 area_min(min.x, top);
  const ImVec2 area_max(max.x, max.y - caption - 10);
  if (area_max.y - area_min.y >= 60) {
    switch (scene.kind) {
      case SceneKind::title: draw_title_card(scene, area_min, area_max); break;
      case SceneKind::setup:
      case SceneKind::board:
      case SceneKind::solution:
      case SceneKind::side_by_side: draw_boards(scene, area_min, area_max, now); break;
      case SceneKind::lab:
        if (run_) draw_plot(scene, area_min, area_max);
        break;
    }
  }
  if (caption_spot_) spots_.push_back(*caption_spot_);
}

std::vector<PointerSpot> TalkStage::take_spots() { return std::exchange(spots_, {}); }

float TalkStage::draw_caption(const std::string& caption, ImVec2 min, ImVec2 max) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* font = large_font(*frame_.fonts);
  const float width = max.x - min.x;
  const float size = std::max(std::clamp(width * 0.024f, 18.0f, 34.0f), frame_.min_text);
  const float pad = size * 0.6f;
  const ImVec2 extent = measure_text(font, size, width - pad * 3, caption);
  const float band = extent.y + pad * 2;
  const ImVec2 top(min.x, max.y - band);
  dl->AddRectFilled(top, max, talk_palette::caption_band);
  dl->AddRectFilled(top, ImVec2(min.x + pad * 0.35f, max.y), ui::palette().board.accent);
  dl->AddText(font, size, ImVec2(min.x + pad * 1.5f, top.y + pad), talk_palette::text, caption.c_str(), nullptr,
              width - pad * 3);
  ui::automation::text_block("caption", min.x + pad * 1.5f, top.y + pad, extent.x, extent.y, size);
  caption_spot_ = PointerSpot{"caption", {min.x + pad * 0.9f, top.y + pad + size * 0.55f}};  // beside its first line
  ImGui::SetCursorScreenPos(top);
  ImGui::Dummy(ImVec2(width, band));
  ui::automation::track("talk-caption");
  return band;
}

void TalkStage::draw_title_card(const TalkScene& scene, ImVec2 min, ImVec2 max) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* font = large_font(*frame_.fonts);
  const float width = max.x - min.x;
  const float wrap = width * 0.84f;
  const float left = min.x + width * 0.1f;
  // The sizes the card's width asks for; when the card would run into the caption band, all of
  // them (and the room above the title) smaller together until it fits, none under the smallest.
  const float title_base = std::clamp(width * 0.05f, 28.0f, 72.0f);
  const float point_base = std::clamp(title_base * 0.46f, 17.0f, 32.0f);
  struct Sizes {
    float margin, title, subtitle, point;
  };
  const auto sizes_at = [&](float scale) {
    return Sizes{(max.y - min.y) * 0.12f * scale, std::max(frame_.min_text, title_base * scale),
                 std::max(frame_.min_text, title_base * 0.5f * scale), std::max(frame_.min_text, point_base * scale)};
  };
  // Lays the card out, drawing it when `draw` (else only measuring); returns its bottom.
  const auto lay = [&](const Sizes& z, bool draw) {
    float y = min.y + z.margin;
    // Each line centred on its own (a wrapped subtitle too), broken where ImGui would wrap it.
    const auto centred = [&](const std::string& name, const std::string& text, float size, ImU32 colour) {
      const char* s = text.c_str();
      const char* const end = s + text.size();
      const float top = y;
      float x_min = max.x, x_max = min.x;
      while (s < end) {
        const char* eol = font->CalcWordWrapPositionA(size / font->FontSize, s, end, wrap);
        if (eol == s) ++eol;  // a word wider than the line: one character at least, as ImGui does
        const ImVec2 t = font->CalcTextSizeA(size, 1e9f, 0, s, eol);
        const float x = min.x + (width - t.x) * 0.5f;
        if (draw) {
          dl->AddText(font, size, ImVec2(x, y), colour, s, eol);
          if (y == top) add_spot(name, ImVec2(x - size * 0.45f, y + size * 0.55f));  // just before its first line
        }
        x_min = std::min(x_min, x);
        x_max = std::max(x_max, x + t.x);
        y += size;  // ImGui's line height at this size
        s = eol;
        while (s < end && (*s == ' ' || *s == '\t')) ++s;  // the blanks at the break
        if (s < end && *s == '\n') ++s;
      }
      if (draw) ui::automation::text_block(name, x_min, top, x_max - x_min, y - top, size);
      y += size * 0.5f;
    };
    centred("title", scene.title, z.title, ui::palette().board.accent);
    if (!scene.subtitle.empty()) centred("subtitle", scene.subtitle, z.subtitle, talk_palette::text);
    y += z.title * 0.3f;
    for (std::size_t i = 0; i < scene.points.size(); ++i) {
      const std::string& point = scene.points[i];
      const ImVec2 t = measure_text(font, z.point, wrap - z.point, point);
      if (draw) {
        const std::string name = "point-" + std::to_string(i + 1);
        const ImVec2 bullet(left - z.point * 0.6f, y + z.point * 0.55f);
        dl->AddCircleFilled(bullet, z.point * 0.16f, ui::palette().board.accent);
        add_spot(name, bullet);  // on its bullet
        dl->AddText(font, z.point, ImVec2(left, y), talk_palette::text, point.c_str(), nullptr, wrap - z.point);
        ui::automation::text_block(name, left, y, t.x, t.y, z.point);
      }
      y += t.y + (i + 1 < scene.points.size() ? z.point * 0.6f : 0.0f);
    }
    return y;
  };
  float scale = 1;
  Sizes z = sizes_at(scale);
  while (lay(z, false) > max.y && scale > 0.2f) z = sizes_at(scale *= 0.93f);
  lay(z, true);
}

void TalkStage::draw_boards(const TalkScene& scene, ImVec2 min, ImVec2 max, double now) {
  ImFont* font = large_font(*frame_.fonts);
  const float line = std::max(std::clamp((max.x - min.x) * 0.018f, 16.0f, 28.0f), frame_.min_text);
  const auto status_line = [&](const std::string& spot, const TalkBoard& board, ImVec2 at, float width,
                               const std::string& label) {
    std::string text = label;
    const std::string verdict = board.verdict_text();
    const std::string moves = board.solution_text();
    if (!verdict.empty()) text += (text.empty() ? "" : ": ") + verdict;
    if (!moves.empty()) text += (text.empty() ? "" : ". ") + moves;
    if (text.empty()) return 0.0f;
    ImGui::GetWindowDrawList()->AddText(font, line, at, talk_palette::text, text.c_str(), nullptr, width);
    add_text_spot(spot, at, line, width, text);
    const ImVec2 extent = measure_text(font, line, width, text);
    ui::automation::text_block(spot, at.x, at.y, extent.x, extent.y, line);
    return extent.y + line * 0.4f;
  };
  if (scene.kind != SceneKind::side_by_side) {
    float top = min.y;
    if (scene.kind == SceneKind::solution) top += status_line("verdict", *left_, min, max.x - min.x, "");
    ImGui::SetCursorScreenPos(ImVec2(min.x, top));
    ImGui::BeginChild("talk-board", ImVec2(max.x - min.x, max.y - top), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoBackground);
    const ImVec2 middle = left_->draw(ImVec2(min.x, top), max, now, *frame_.fonts, frame_.min_text);
    ImGui::EndChild();
    ui::automation::track("talk-board");
    add_spot("board", middle);
    return;
  }
  // Side by side: the two boards across the top, the tally under them once dealing starts.
  float boards_bottom = max.y;
  if (run_) boards_bottom = min.y + (max.y - min.y) * 0.6f;
  const float gap = 24;
  const float half = (max.x - min.x - gap) * 0.5f;
  int index = 0;
  for (TalkBoard* board : {left_.get(), right_.get()}) {
    const Challenge& c = index == 0 ? scene.challenge : scene.right;
    const ImVec2 bmin(min.x + index * (half + gap), min.y);
    const std::string label = c.setup + ", seed " + std::to_string(c.seed.value_or(0));
    const std::string side = index == 0 ? "left" : "right";
    const float used = status_line(side + "-verdict", *board, bmin, half, label);
    const std::string id = "talk-" + side;
    ImGui::SetCursorScreenPos(ImVec2(bmin.x, bmin.y + used));
    ImGui::BeginChild(id.c_str(), ImVec2(half, boards_bottom - bmin.y - used), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoBackground);
    const ImVec2 middle = board->draw(ImVec2(bmin.x, bmin.y + used), ImVec2(bmin.x + half, boards_bottom), now,
                                      *frame_.fonts, frame_.min_text);
    ImGui::EndChild();
    ui::automation::track(id);
    add_spot(side, middle);
    ++index;
  }
  if (run_) draw_plot(scene, ImVec2(min.x, boards_bottom + 8), max);
}

void TalkStage::draw_plot(const TalkScene& scene, ImVec2 min, ImVec2 max) {
  namespace plot = ui::plot;
  const lab::ExperimentSpec& spec = run_->spec();
  const nlohmann::json& doc = run_->document();
  ImFont* font = large_font(*frame_.fonts);
  const float line = std::max(std::clamp((max.x - min.x) * 0.018f, 16.0f, 28.0f), frame_.min_text);
  // The run's progress and, per setup, its solvable share so far: the live numbers in words.
  std::string progress;
  const std::uint64_t per_setup = spec.trials * spec.per_trial;
  const std::uint64_t done = run_->chunks_done() * spec.per_trial / std::max<std::size_t>(1, spec.setups.size());
  if (run_->state() == LabRun::State::failed)
    progress = "The run failed: " + run_->error();
  else
    progress = std::to_string(std::min(done, per_setup)) + " of " + std::to_string(per_setup) +
               " challenges per setup" + (run_->running() ? "..." : ".");
  for (const std::string& setup : spec.setups) {
    if (!doc.is_object() || !doc.contains("setups") || !doc["setups"].contains(setup)) continue;
    const nlohmann::json& s = doc["setups"][setup];
    char share[64];
    std::snprintf(share, sizeof share, "%.1f%%", s.value("solvable", 0.0) * 100);
    progress += "  " + setup + ": " + share + " solvable.";
  }
  ImGui::GetWindowDrawList()->AddText(font, line, min, talk_palette::text, progress.c_str(), nullptr, max.x - min.x);
  add_text_spot("progress", min, line, max.x - min.x, progress);
  const ImVec2 extent = measure_text(font, line, max.x - min.x, progress);
  ui::automation::text_block("progress", min.x, min.y, extent.x, extent.y, line);
  ImGui::SetCursorScreenPos(min);
  ImGui::Dummy(ImVec2(max.x - min.x, extent.y));
  ui::automation::track("talk-progress");
  const float top = ImGui::GetCursorScreenPos().y + 4;
  const ImVec2 size(max.x - min.x, std::max(80.0f, max.y - top));
  ImGui::SetCursorScreenPos(ImVec2(min.x, top));
  // The plot's lettering follows the font in use: the heading font, for a room to read.
  ImGui::PushFont(frame_.fonts->heading);
  const TalkPlot kind = scene.kind == SceneKind::lab ? scene.plot : TalkPlot::bars;
  // The keys' laser points at the plot as the mouse would: the element under it is shaded and its
  // values shown beside it (Frame::pointed).
  plot::point_with(frame_.pointed ? &*frame_.pointed : nullptr);
  plot::Hit hit;
  switch (kind) {
    case TalkPlot::box: hit = plot::box_plot("talk-plot", experiment_plots::solvability_boxes(doc, spec), size); break;
    case TalkPlot::bars: hit = plot::bar_plot("talk-plot", experiment_plots::solvable_bars(doc, spec), size); break;
    case TalkPlot::lengths:
      hit = plot::histogram("talk-plot", experiment_plots::length_histograms(doc, spec), size);
      break;
  }
  plot::point_with(nullptr);  // the mouse again for every other plot
  ImGui::PopFont();
  ui::automation::track("talk-plot");
  if (hit.hovered())
    plot_hit_ = std::make_pair(hit.series, hit.item);
  else
    plot_hit_.reset();
  std::vector<PlotMark> marks;
  for (const plot::Mark& m : plot::last_marks()) marks.push_back({{m.at.x, m.at.y}, m.series, m.item});
  for (PointerSpot& s : plot_spots(marks)) spots_.push_back(std::move(s));
}

void TalkStage::add_spot(std::string name, ImVec2 at) {
  at.x = std::clamp(at.x, 0.0f, std::max(0.0f, frame_.display.x - 1));
  at.y = std::clamp(at.y, 0.0f, std::max(0.0f, frame_.display.y - 1));
  spots_.push_back({std::move(name), {at.x, at.y}});
}

void TalkStage::add_text_spot(std::string name, ImVec2 at, float size, float wrap, const std::string& text) {
  // The end of the first line: the text measured up to where it wraps.
  ImFont* font = large_font(*frame_.fonts);
  const char* end = font->CalcWordWrapPositionA(size / font->FontSize, text.c_str(), text.c_str() + text.size(), wrap);
  const float first = font->CalcTextSizeA(size, 1e9f, 0, text.c_str(), end).x;
  add_spot(std::move(name), ImVec2(at.x + first + size * 0.7f, at.y + size * 0.55f));
}

}  // namespace puzzlelab
