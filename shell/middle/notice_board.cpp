#include "middle/notice_board.hpp"

#include <algorithm>

namespace puzzlelab {
namespace {

constexpr double kInfoSeconds = 5.0;
constexpr std::size_t kMaxNotices = 4;

}  // namespace

void NoticeBoard::add(Notice notice) {
  notices_.push_back(std::move(notice));
  if (notices_.size() > kMaxNotices) notices_.erase(notices_.begin());
}

void NoticeBoard::info(std::string text) { add({Notice::Level::info, std::move(text), {}, {}, {}, -1}); }

void NoticeBoard::error(std::string text, std::string topic) {
  // The same problem twice in a row is shown once.
  if (!notices_.empty() && notices_.back().level == Notice::Level::error && notices_.back().text == text) return;
  add({Notice::Level::error, std::move(text), {}, {}, std::move(topic), -1});
}

void NoticeBoard::warn(std::string text, std::string action, std::string button) {
  withdraw(action);
  add({Notice::Level::warning, std::move(text), std::move(action), std::move(button), {}, -1});
}

void NoticeBoard::withdraw(const std::string& action) {
  std::erase_if(notices_, [&](const Notice& n) { return n.level == Notice::Level::warning && n.action == action; });
}

void NoticeBoard::withdraw_errors(const std::string& topic) {
  std::erase_if(notices_, [&](const Notice& n) { return n.level == Notice::Level::error && n.topic == topic; });
}

void NoticeBoard::age(double now) {
  std::erase_if(notices_, [&](const Notice& n) {
    return n.level == Notice::Level::info && n.shown_at >= 0 && now - n.shown_at > kInfoSeconds;
  });
  for (Notice& n : notices_)
    if (n.shown_at < 0) n.shown_at = now;
}

std::optional<double> NoticeBoard::next_expiry() const {
  std::optional<double> next;
  for (const Notice& n : notices_)
    if (n.level == Notice::Level::info && n.shown_at >= 0 && (!next || n.shown_at + kInfoSeconds < *next))
      next = n.shown_at + kInfoSeconds;
  if (next) *next += 0.05;  // just past the moment age() drops it
  return next;
}

void NoticeBoard::dismiss(std::size_t index) {
  if (index < notices_.size()) notices_.erase(notices_.begin() + static_cast<std::ptrdiff_t>(index));
}

nlohmann::json NoticeBoard::automation() const {
  nlohmann::json out = nlohmann::json::array();
  for (const Notice& n : notices_) {
    const char* level = n.level == Notice::Level::error     ? "error"
                        : n.level == Notice::Level::warning ? "warning"
                                                            : "info";
    out.push_back({{"level", level}, {"text", n.text}});
    if (!n.action.empty()) out.back()["action"] = n.action;
  }
  return out;
}

}  // namespace puzzlelab
