// Talk mode's "go to scene" (G, then a number, then Enter), as a small state machine fed one key
// press at a time: digits typed (at most four: no talk has ten thousand scenes), Backspace takes
// one back, Enter goes, Esc or any other key cancels. No ImGui and no window: unit-tested
// (tests/unit/ui_talk_jump_test.cpp); app/talk_overlays draws the box and the message.
#pragma once

#include <cstddef>
#include <string>

#include "ui/keys.hpp"

namespace puzzlelab::ui::talk_keys {

class JumpEntry {
 public:
  static constexpr std::size_t kMaxDigits = 4;

  enum class Outcome {
    typing,        // still open (a digit, Backspace, a modifier key alone)
    go,            // Enter on a scene of the talk: `scene` (from 0)
    out_of_range,  // Enter on a number the talk has no scene for: `message` says so; closed
    cancelled,     // Esc, Enter on nothing, or a key that is no digit; closed
  };
  struct Result {
    Outcome outcome = Outcome::typing;
    std::size_t scene = 0;
    std::string message;
  };

  void open();
  void cancel();
  bool is_open() const { return open_; }
  // The digits typed so far.
  const std::string& typed() const { return typed_; }
  // One press while open, in a talk of `scenes` scenes.
  Result press(const keys::Press& press, std::size_t scenes);

 private:
  bool open_ = false;
  std::string typed_;
};

// The digit a key stands for (the number row or the keypad, with Shift or without: some layouts
// need Shift for digits), else -1.
int digit_of(const keys::Press& press);

}  // namespace puzzlelab::ui::talk_keys
