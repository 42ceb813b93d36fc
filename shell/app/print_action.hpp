// "Print" on the play screen: asks the engine to render the challenge (its board, its setup's
// steps when it comes from a seed, its solution), builds the printable page from the answer
// (middle/print_page.hpp) and hands it to the platform: a new browser tab, or on the desktop a
// file whose place a notice gives (docs/app/PRINT.md).
#pragma once

#include <cstdint>
#include <optional>

#include "middle/challenge.hpp"
#include "middle/engine_client.hpp"
#include "middle/notice_board.hpp"

namespace puzzlelab {

class PrintAction {
 public:
  explicit PrintAction(EngineClient& engine) : engine_(engine) {}
  ~PrintAction();
  PrintAction(const PrintAction&) = delete;
  PrintAction& operator=(const PrintAction&) = delete;

  void start(const Challenge& challenge, NoticeBoard& notices);
  // A page is being prepared (the button waits meanwhile).
  bool busy() const { return request_.has_value(); }

 private:
  EngineClient& engine_;
  std::optional<std::uint64_t> request_;
};

}  // namespace puzzlelab
