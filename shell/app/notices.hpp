// Messages for the player: problems (a link that would not open, a discarded saved game, a move
// the rules refuse) and confirmations ("Link copied"). Information fades after a few seconds;
// problems stay until dismissed.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab {

class Notices {
 public:
  void info(std::string text);
  void error(std::string text);
  // Draws them as a stack of bars across the given width; time in seconds.
  void draw(double now);
  nlohmann::json automation() const;

 private:
  struct Notice {
    std::string text;
    bool error = false;
    double shown_at = -1;  // stamped by the first draw
  };
  std::vector<Notice> notices_;
};

}  // namespace puzzlelab
