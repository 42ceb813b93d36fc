#include "middle/talk_draft.hpp"

#include <utility>

#include "core/input_error.hpp"
#include "game/json_input.hpp"
#include "game/setup_description.hpp"
#include "middle/talk_document.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;

// Stands for a caption or title left empty in the editor (a stored talk keeps such a scene).
constexpr const char* kMissingWords = "(write this)";

// A scene that always reads: the header of a stored talk is checked with it alone.
json stand_in_scene() { return {{"kind", "title"}, {"title", "-"}, {"caption", "-"}}; }

std::string scene_count(std::size_t n) { return std::to_string(n) + (n == 1 ? " scene" : " scenes"); }

Talk fresh_talk() {
  Talk talk;
  talk.name = "my-talk";
  talk.title = "My talk";
  return talk;
}

// "setup dominoes, seed 4" or "a board given as text".
std::string challenge_words(const Challenge& c) {
  if (!c.from_seed()) return "a board given as text";
  return "setup " + setup_label(c.setup) + ", seed " + std::to_string(*c.seed);
}

}  // namespace

TalkDraft::TalkDraft() : talk_(fresh_talk()) {}

std::string TalkDraft::add(TalkScene scene) {
  if (talk_.scenes.size() >= kMaxDraftScenes)
    return "Your talk has " + scene_count(talk_.scenes.size()) + ", the most a talk has: delete one to add another.";
  talk_.scenes.push_back(std::move(scene));
  if (to_text().size() > kMaxDraftBytes) {
    talk_.scenes.pop_back();
    return "Your talk would be longer than " + std::to_string(kMaxDraftBytes / 1024) +
           " KB, the most kept in the browser: shorten its notes or delete a scene.";
  }
  return "";
}

bool TalkDraft::move(std::size_t index, int direction) {
  if (index >= talk_.scenes.size()) return false;
  if (direction < 0 && index == 0) return false;
  if (direction > 0 && index + 1 >= talk_.scenes.size()) return false;
  const std::size_t other = direction < 0 ? index - 1 : index + 1;
  std::swap(talk_.scenes[index], talk_.scenes[other]);
  return true;
}

bool TalkDraft::remove(std::size_t index) {
  if (index >= talk_.scenes.size()) return false;
  talk_.scenes.erase(talk_.scenes.begin() + static_cast<std::ptrdiff_t>(index));
  return true;
}

TalkScene* TalkDraft::scene(std::size_t index) { return index < talk_.scenes.size() ? &talk_.scenes[index] : nullptr; }

std::string TalkDraft::replace(Talk talk) {
  TalkDraft candidate;
  candidate.talk_ = std::move(talk);
  if (candidate.talk_.scenes.size() > kMaxDraftScenes)
    return "The talk has " + scene_count(candidate.talk_.scenes.size()) + "; the most kept in the browser is " +
           std::to_string(kMaxDraftScenes) + ".";
  if (candidate.to_text().size() > kMaxDraftBytes)
    return "The talk is longer than " + std::to_string(kMaxDraftBytes / 1024) + " KB, the most kept in the browser.";
  *this = std::move(candidate);
  return "";
}

Talk TalkDraft::checked() const { return parse_talk(talk_text(talk_)); }

std::string TalkDraft::problem() const {
  try {
    (void)checked();
    return "";
  } catch (const InputError& e) {
    return e.what();
  }
}

std::string TalkDraft::to_text() const { return talk_text(talk_, true); }

TalkDraft TalkDraft::from_text(const std::string& text, std::vector<std::string>& problems) {
  TalkDraft draft;
  if (text.size() > kMaxDraftBytes * 2) {
    problems.push_back("Your talk in progress was too large to read (" + std::to_string(text.size() / 1024) +
                       " KB) and was dropped.");
    return draft;
  }
  json document;
  try {
    document = parse_json_input(text, "the stored talk");
  } catch (const InputError& e) {
    problems.push_back(std::string("Your talk in progress could not be read and was dropped: ") + e.what());
    return draft;
  }
  if (!document.is_object() || !document.contains("scenes") || !document["scenes"].is_array()) {
    problems.push_back("Your talk in progress could not be read and was dropped: it is not a talk document.");
    return draft;
  }
  // The talk's own fields, checked alone; damaged ones fall back to "My talk".
  json header = document;
  header["scenes"] = json::array({stand_in_scene()});
  try {
    Talk read = parse_talk(header.dump());
    draft.talk_.name = read.name;
    draft.talk_.title = read.title;
    draft.talk_.source = read.source;
    draft.talk_.minutes = read.minutes;
    header = talk_to_json(draft.talk_);
  } catch (const InputError& e) {
    problems.push_back(std::string("Your talk's title and name could not be read and were reset: ") + e.what());
    header = talk_to_json(draft.talk_);
  }
  // Each scene alone: one damaged scene costs only itself.
  const json& scenes = document["scenes"];
  for (std::size_t i = 0; i < scenes.size(); ++i) {
    if (draft.talk_.scenes.size() >= kMaxDraftScenes) {
      problems.push_back("Your talk had more than " + std::to_string(kMaxDraftScenes) +
                         " scenes; the ones after that were dropped.");
      break;
    }
    json one = header;
    one["scenes"] = json::array({scenes[i]});
    // The editor lets a caption or a title card's title be cleared while it is being rewritten: such a
    // scene is kept with words that ask for one rather than dropped.
    for (const char* field : {"caption", "title"}) {
      json& scene = one["scenes"][0];
      if (scene.is_object() && scene.contains(field) && scene[field].is_string() &&
          scene[field].get<std::string>().find_first_not_of(" \t\n") == std::string::npos)
        scene[field] = kMissingWords;
    }
    try {
      draft.talk_.scenes.push_back(
          std::move(parse_talk(one.dump(-1, ' ', false, json::error_handler_t::replace)).scenes.front()));
    } catch (const InputError& e) {
      std::string message = e.what();
      if (message.rfind("scene 1", 0) == 0) message.erase(0, 7);  // renumbered below
      problems.push_back("Scene " + std::to_string(i + 1) + " of your talk could not be read and was dropped" +
                         (message.empty() || message[0] != ' ' ? ": " : "") + message);
    }
  }
  return draft;
}

TalkScene board_scene(const Challenge& challenge, const std::string& game_title) {
  TalkScene scene;
  scene.kind = SceneKind::board;
  scene.challenge = challenge;
  scene.challenge.daily.clear();
  if (challenge.from_seed()) scene.challenge.board.clear();  // dealt again from the seed
  scene.caption = game_title + ": " + challenge_words(challenge) + ".";
  return scene;
}

TalkScene position_scene(const Challenge& challenge, const std::vector<std::string>& moves,
                         const std::string& game_title) {
  TalkScene scene = board_scene(challenge, game_title);
  if (moves.empty()) return scene;
  scene.moves = moves;
  scene.caption = game_title + ": " + challenge_words(challenge) + ", after " + std::to_string(moves.size()) +
                  (moves.size() == 1 ? " move." : " moves.");
  return scene;
}

TalkScene setup_scene(const Challenge& challenge, const std::string& game_title, double speed) {
  TalkScene scene = board_scene(challenge, game_title);
  scene.kind = SceneKind::setup;
  scene.speed = speed;
  scene.caption = game_title + ": how " + challenge_words(challenge) + " is set up, step by step.";
  return scene;
}

TalkScene side_by_side_scene(const Challenge& left, const std::string& right_setup, const std::string& game_title) {
  TalkScene scene = board_scene(left, game_title);
  scene.kind = SceneKind::side_by_side;
  scene.right = scene.challenge;
  scene.right.setup = right_setup;
  scene.caption = game_title + ": " + setup_label(left.setup) + " and " + setup_label(right_setup) + " on seed " +
                  std::to_string(left.seed.value_or(0)) + ", side by side.";
  return scene;
}

TalkScene lab_scene(const lab::ExperimentSpec& spec, TalkPlot plot, const std::string& game_title) {
  TalkScene scene;
  scene.kind = SceneKind::lab;
  scene.experiment = spec;
  scene.plot = plot;
  std::string setups;
  for (const std::string& label : spec.setup_labels()) setups += (setups.empty() ? "" : ", ") + label;
  const std::uint64_t challenges = spec.trials * spec.per_trial;
  scene.caption = game_title + " in the Lab: " + setups + ", " + std::to_string(challenges) + " challenges of each" +
                  (spec.preset.empty() ? "" : " (" + spec.preset + ")") + ".";
  return scene;
}

}  // namespace puzzlelab
