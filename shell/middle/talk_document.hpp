// A talk written back as the document parse_talk reads (docs/app/TALK_MODE.md, "The talk format"):
// what the talk builder exports, stores in the browser and puts in a link. parse_talk reads the
// output back to the same talk, so writing it again gives the same text. Fields at their defaults
// (a setup's speed 2, a side-by-side's deal_seed 1, an experiment's sizes as its preset has them)
// are left out, so a link holds as much talk as it can.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "middle/talk.hpp"

namespace puzzlelab {

// The talk as a document. A talk with no scenes is written too (the builder's empty talk), though
// parse_talk refuses it.
nlohmann::json talk_to_json(const Talk& talk, const GameList& games = all_games());
// The document's text: compact (one line, for a link) or indented two spaces (a file to read).
std::string talk_text(const Talk& talk, bool indented = false, const GameList& games = all_games());
// One scene as its object in "scenes".
nlohmann::json talk_scene_to_json(const TalkScene& scene, const GameList& games = all_games());

}  // namespace puzzlelab
