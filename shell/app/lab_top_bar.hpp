// The Lab's top bar, a panel that owns the last export's outcome: "Back to play", "Copy link"
// (the link that reruns the experiment or series on show, #v1/lab/..., engine/lab/lab_link.hpp,
// in a popup), the exports of what is on show (CSV, JSON; the plots save themselves as PNG) and
// the line saying how the last export went.
#pragma once

#include <functional>
#include <string>

#include "middle/lab_run.hpp"
#include "middle/lab_series.hpp"
#include "middle/notice_board.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class LabTopBar {
 public:
  LabTopBar(const LabRun& run, const LabSeries& series, NoticeBoard& notices)
      : run_(run), series_(series), notices_(notices) {}

  // Draws the bar over the experiment (or, `showing_series`, the series) on show, whose link is
  // `link`. True when "Back to play" was pressed.
  bool draw(bool showing_series, const std::string& link, const ui::Fonts& fonts);
  // "Validity" on the bar's row (after whatever else the screen adds to it): switches the results to
  // the Validity view and, pressed there ("Back to results"), back. True when pressed.
  bool draw_validity_switch(bool showing_validity);
  // The last export's or save's message, on a line of its own under the bar (after whatever the
  // screen adds to the bar's row).
  void draw_message();
  // A new run: the last export's line goes.
  void clear_message() { message_.clear(); }
  const std::string& message() const { return message_; }

 private:
  void draw_exports(bool showing_series);
  void draw_link_popup(const std::string& link, const ui::Fonts& fonts);
  void export_file(const std::string& file, const std::string& mime, const std::function<std::string()>& bytes);

  const LabRun& run_;
  const LabSeries& series_;
  NoticeBoard& notices_;
  std::string message_;  // the last export's outcome
};

}  // namespace puzzlelab
