#include "ui/talk_jump.hpp"

namespace puzzlelab::ui::talk_keys {
namespace {

bool is_modifier_key(SDL_Scancode key) { return key >= SDL_SCANCODE_LCTRL && key <= SDL_SCANCODE_RGUI; }

}  // namespace

int digit_of(const keys::Press& press) {
  if (press.modifiers != keys::kNone && press.modifiers != keys::kShift) return -1;
  const SDL_Scancode k = press.key;
  if (k >= SDL_SCANCODE_1 && k <= SDL_SCANCODE_9) return 1 + (k - SDL_SCANCODE_1);
  if (k == SDL_SCANCODE_0) return 0;
  if (k >= SDL_SCANCODE_KP_1 && k <= SDL_SCANCODE_KP_9) return 1 + (k - SDL_SCANCODE_KP_1);
  if (k == SDL_SCANCODE_KP_0) return 0;
  return -1;
}

void JumpEntry::open() {
  open_ = true;
  typed_.clear();
}

void JumpEntry::cancel() {
  open_ = false;
  typed_.clear();
}

JumpEntry::Result JumpEntry::press(const keys::Press& press, std::size_t scenes) {
  Result result;
  if (!open_) {
    result.outcome = Outcome::cancelled;
    return result;
  }
  if (is_modifier_key(press.key)) return result;  // Shift on its way to a digit
  const int digit = digit_of(press);
  if (digit >= 0) {
    if (typed_.size() < kMaxDigits && !(typed_.empty() && digit == 0)) typed_ += static_cast<char>('0' + digit);
    return result;
  }
  if (press.key == SDL_SCANCODE_BACKSPACE && press.modifiers == keys::kNone) {
    if (!typed_.empty()) typed_.pop_back();
    return result;
  }
  const bool enter =
      (press.key == SDL_SCANCODE_RETURN || press.key == SDL_SCANCODE_KP_ENTER) && press.modifiers == keys::kNone;
  const std::string typed = typed_;
  cancel();
  if (!enter || typed.empty()) {
    result.outcome = Outcome::cancelled;
    return result;
  }
  const std::size_t number = std::stoul(typed);  // at most four digits, no leading zero
  if (number < 1 || number > scenes) {
    result.outcome = Outcome::out_of_range;
    result.message = "There is no scene " + typed + ": this talk has " + std::to_string(scenes) +
                     (scenes == 1 ? " scene." : " scenes.");
    return result;
  }
  result.outcome = Outcome::go;
  result.scene = number - 1;
  return result;
}

}  // namespace puzzlelab::ui::talk_keys
