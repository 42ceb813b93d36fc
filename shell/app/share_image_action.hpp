// "Share image" on the play screen (docs/app/SHARE.md): asks the engine to draw the challenge's
// board as dealt (no solution is asked for), puts it on the share card (middle/share_card.hpp)
// with the game, the day or seed and the result line, and hands the card to the platform
// (platform/picture_share.hpp): the share sheet or a download, the outcome in a notice.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "middle/challenge.hpp"
#include "middle/engine_client.hpp"
#include "middle/notice_board.hpp"
#include "middle/share_card.hpp"

namespace puzzlelab {

class ShareImageAction {
 public:
  explicit ShareImageAction(EngineClient& engine) : engine_(engine) {}
  ~ShareImageAction();
  ShareImageAction(const ShareImageAction&) = delete;
  ShareImageAction& operator=(const ShareImageAction&) = delete;

  // `card`: its heading, subheading and result (the board is drawn here); `text`: what goes beside
  // the picture where the share sheet takes text.
  void start(const Challenge& challenge, ShareCard card, std::string text, NoticeBoard& notices);
  // A picture is being made or shared (the button waits meanwhile).
  bool busy() const;
  // Once a frame: the platform's outcome, as a notice.
  void poll(NoticeBoard& notices);

 private:
  EngineClient& engine_;
  std::optional<std::uint64_t> request_;
};

}  // namespace puzzlelab
