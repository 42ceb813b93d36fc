#include "middle/talk_announcer.hpp"

#include <utility>

namespace puzzlelab {

namespace {

// A sentence ends in a full stop unless it has its own.
std::string sentence(const std::string& text) {
  if (text.empty()) return text;
  const char last = text.back();
  return last == '.' || last == '!' || last == '?' ? text : text + ".";
}

std::string scene_words(const TalkMoment& m) {
  std::string text = "Scene " + std::to_string(m.scene + 1) + " of " + std::to_string(m.scenes) + ", " + m.kind;
  if (!m.title.empty()) text += ": " + m.title;
  return sentence(text) + " " + sentence(m.caption);
}

}  // namespace

void TalkAnnouncer::say(const std::string& text) {
  if (text.empty()) return;
  queue_ += (queue_.empty() ? "" : " ") + text;
}

void TalkAnnouncer::follow(const TalkMoment& moment) {
  const bool had_talk = following_ && !said_.talk.empty();
  if (moment.talk.empty()) {
    if (had_talk) say("Left the talk. The list of talks.");
    following_ = true;
    said_ = moment;
    return;
  }
  const bool new_talk = !had_talk || moment.talk != said_.talk || moment.scenes != said_.scenes;
  const bool new_scene = new_talk || moment.scene != said_.scene || moment.kind != said_.kind;
  if (new_talk) say(sentence("Talk: " + moment.talk) + " " + std::to_string(moment.scenes) + " scenes.");
  if (new_scene) {
    say(scene_words(moment));
    said_ = moment;
    said_.step.clear();  // the scene's first step is said when it is taken
    said_.verdicts.clear();
  }
  // A step is said where it stands still: taken by a key, or where the playing stopped.
  if (!moment.playing && moment.step != said_.step) {
    say(sentence(moment.step));
    said_.step = moment.step;
  }
  said_.playing = moment.playing;
  for (std::size_t i = 0; i < moment.verdicts.size(); ++i) {
    if (i < said_.verdicts.size() && said_.verdicts[i] == moment.verdicts[i]) continue;
    say(sentence(moment.verdicts[i]));
  }
  said_.verdicts = moment.verdicts;
  following_ = true;
}

std::string TalkAnnouncer::take() { return std::exchange(queue_, std::string()); }

}  // namespace puzzlelab
