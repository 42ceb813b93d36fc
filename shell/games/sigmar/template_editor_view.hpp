// Sigmar's template editor screen: the 91 cells drawn as on the board, the template's cells lit;
// click or tap a cell (or drag across cells) to add or take away cells, painting each cell's whole
// orbit under the chosen symmetry (none, mirror, 2-, 3- or 6-fold rotation about the centre). It
// starts from the template of the game being played and can start over from any named template;
// it shows the marble count against the tile set's, the engine's verdict on the template, and
// whether the linear and pair-stack generators fill it (a generate request each, seed 1). Play
// starts a game on it; Share copies a link to that game, whose "Edit this level" comes back here.
// Everything the edits do is the headless TemplateSketch's (headless/template_sketch). The game's
// editor (games/game_editor.hpp): SigmarView::make_editor makes it.
#pragma once

#include <cstdint>
#include <string>

#include "games/game_editor.hpp"
#include "games/sigmar/headless/template_sketch.hpp"
#include "games/sigmar/sigmar_layout.hpp"
#include "middle/engine_client.hpp"

namespace puzzlelab::sigmar {

class TemplateEditorView final : public GameEditor {
 public:
  TemplateEditorView(EngineClient& engine, EditorHost& host);
  ~TemplateEditorView() override;

  // Opens the template the challenge's board stands on (its marbles' cells).
  bool open(const Challenge& challenge, double now) override;
  void frame(double now, const ui::Fonts& fonts) override;
  nlohmann::json automation() const override;

  // The generators asked whether they fill the template.
  static constexpr const char* kGenerators[] = {"linear", "pair-stack"};

 private:
  // One generator's answer for the template as it last stood.
  struct GeneratorCheck {
    enum class State { idle, checking, fills, fails } state = State::idle;
    std::string message;  // the engine's message when it fails
    std::uint64_t request = 0;
  };

  void draw_top_bar();
  void draw_board(float width, float height);
  void draw_panel();
  void handle_board_input();
  void handle_keys();
  void start_from(const std::string& text);
  void recheck();  // asks the generators about the template, when it changed and can be played
  Challenge game_challenge(const std::string& setup, std::uint64_t seed) const;
  void play();
  void share();

  EngineClient& engine_;
  EditorHost& host_;
  const ui::Fonts* fonts_ = nullptr;
  TemplateSketch sketch_;
  Layout layout_;
  int hover_ = -1;
  int stroke_ = -1;        // the last cell a drag painted, -1 when no drag is on
  bool stroke_on_ = true;  // a drag adds cells (it began on an empty cell) or takes them away
  std::string checked_;    // the template the generators were last asked about
  GeneratorCheck checks_[2];
  std::string share_url_;
  std::string message_;
  int marbles_ = kStandardMarbles;  // the tile set's marbles: the starting board's
  nlohmann::json tile_set_params_;  // the game's params but its template, kept for Play and Share
};

}  // namespace puzzlelab::sigmar
