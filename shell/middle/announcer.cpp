#include "middle/announcer.hpp"

#include <algorithm>
#include <utility>

namespace puzzlelab {
namespace {

// The game's words for the session's position.
BoardWords words_for(const Session& session) { return session.position_after(session.cursor()).words(); }

// The history's move `index` in words, from the position it was played in.
std::string move_words(const Session& session, std::size_t index) {
  return session.position_after(index).describe_move(session.history()[index]);
}

std::string moves_count(std::size_t n) { return std::to_string(n) + (n == 1 ? " move" : " moves"); }

}  // namespace

void Announcer::say(std::string text, bool urgent) {
  if (!text.empty()) queue_.push_back({std::move(text), urgent});
}

void Announcer::follow(const Session& session) {
  if (!session.active()) return;
  const bool new_challenge = !following_ || session.challenge_revision() != challenge_revision_;
  if (!new_challenge && session.revision() == revision_) return;
  if (new_challenge) {
    clear_ = true;
    const BoardWords words = words_for(session);
    std::string text = "New challenge: " + session.game().title() + ". ";
    if (session.cursor() > 0) text += moves_count(session.cursor()) + " played. ";
    say(text + words.summary + " " + words.places);
  } else {
    describe_change(session);
  }
  say_verdict(session);
  following_ = true;
  challenge_revision_ = session.challenge_revision();
  revision_ = session.revision();
  history_ = session.history();
  cursor_ = session.cursor();
}

void Announcer::describe_change(const Session& session) {
  const std::vector<std::string>& history = session.history();
  const std::size_t cursor = session.cursor();
  const auto same_prefix = [&](std::size_t n) {
    return n <= history.size() && n <= history_.size() &&
           std::equal(history.begin(), history.begin() + static_cast<std::ptrdiff_t>(n), history_.begin());
  };
  const std::string summary = words_for(session).summary;
  if (cursor == cursor_ + 1 && same_prefix(cursor_)) {
    // The redo history kept beyond the new move: a redo (or the same move played again, which is
    // the same thing to the board).
    const bool redo = history == history_;
    say((redo ? "Redo move " : "Move ") + std::to_string(cursor) + ": " + move_words(session, cursor - 1) + ". " +
        summary);
  } else if (cursor + 1 == cursor_ && history == history_) {
    say("Undo: took back move " + std::to_string(cursor_) + ", " + move_words(session, cursor) + ". " + summary);
  } else if (cursor == 0 && history == history_) {
    say("Restart: back to the start, " + moves_count(history.size()) + " kept to redo. " + summary);
  } else {
    say("At move " + std::to_string(cursor) + " of " + std::to_string(history.size()) + ". " + summary);
  }
}

void Announcer::say_verdict(const Session& session) {
  if (session.solved() && session.cursor() > 0)
    say("Solved in " + moves_count(session.cursor()) + "!", true);
  else if (session.stuck())
    say("Stuck: no move is left. Undo to go back.", true);
}

void Announcer::solver_answer(std::uint64_t answer, const std::string& text, bool urgent) {
  if (answer == answer_) return;
  answer_ = answer;
  say(text, urgent);
}

void Announcer::notices(const NoticeBoard& board) {
  std::vector<std::string> shown;
  for (const Notice& notice : board.all()) {
    if (std::find(notices_.begin(), notices_.end(), notice.text) == notices_.end())
      say(notice.text, notice.level != Notice::Level::info);
    shown.push_back(notice.text);
  }
  notices_ = std::move(shown);
}

std::vector<Announcement> Announcer::take() { return std::exchange(queue_, {}); }

bool Announcer::take_clear() { return std::exchange(clear_, false); }

}  // namespace puzzlelab
