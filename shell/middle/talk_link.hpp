// Links that open a shipped talk at a scene (docs/LINKS.md, "Talk links"):
//   #v1/talk/NAME          the talk's first scene
//   #v1/talk/NAME/SCENE    scene SCENE, counted from 1
// Whole URLs, a missing '#' and percent-encoding are read as every link is (game/link.hpp).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "middle/talk.hpp"

namespace puzzlelab {

struct TalkLink {
  std::string talk;       // a shipped talk's name (not checked by decode_talk_link)
  std::size_t scene = 0;  // 0-based
};

// Whether `text` is a talk link ("#v1/talk/..."). Never throws.
bool is_talk_link(std::string_view text);
// The link's syntax. Throws InputError("bad_link" or "unsupported_link_version", ...).
TalkLink decode_talk_link(std::string_view text);
// decode_talk_link, then the talk (a shipped one) read and the scene checked against it. Throws
// InputError naming the problem: "unknown_talk" (listing the shipped talks), "bad_link" for a
// scene past the talk's end.
std::pair<Talk, std::size_t> open_talk_link(std::string_view text, const GameList& games = all_games());
// "v1/talk/NAME/SCENE" (no '#', as the address bar's hash is handed to the platform), scene 0-based.
std::string format_talk_link(const std::string& talk, std::size_t scene);

}  // namespace puzzlelab
