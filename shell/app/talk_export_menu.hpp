// The Export menu of talk mode and the talk builder (docs/app/TALK_MODE.md, "Export"): Slides as
// PDF, Notes as PDF, This scene as WebM, Every scene as WebM, in a panel over the screen. E opens
// it in a talk; the arrows move the pick, Enter or Space takes it, 1 to 4 take an item at once, Esc
// or E closes it; a click takes an item too. The clips are shown greyed, with the reason, where
// they cannot be recorded (the desktop, a browser without MediaRecorder).
#pragma once

#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/talk_export.hpp"
#include "ui/keys.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class TalkExportMenu {
 public:
  void open();
  void close() { open_ = false; }
  bool is_open() const { return open_; }
  // This frame's presses while it is open (it has every key then): the item taken, if any.
  std::optional<TalkExport::Kind> route(const std::vector<ui::keys::Press>& presses);
  // Draws it, centred over the screen; the item clicked, if any.
  std::optional<TalkExport::Kind> draw(const ui::Fonts& fonts);
  // {open, selected (from 1), items: [{id, label, enabled}]}
  nlohmann::json automation() const;

 private:
  bool enabled(std::size_t item) const;
  bool open_ = false;
  std::size_t selected_ = 0;
  std::string clips_unavailable_;  // read when it opens
};

}  // namespace puzzlelab
