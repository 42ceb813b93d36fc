// Links that hold a whole talk (docs/LINKS.md, "Talk document links"): the talk builder's share
// button writes the talk's compact document (middle/talk_document.hpp) into the link itself, as
// base64url (RFC 4648, no padding), so a short talk needs no file and no server:
//   #v1/talk-doc/DATA          the talk from its first scene
//   #v1/talk-doc/DATA/SCENE    from scene SCENE, counted from 1 (the address bar follows the scene)
// A talk whose document is longer than kMaxTalkLinkBytes is offered as a file instead.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "middle/talk.hpp"

namespace puzzlelab {

// The most document a link holds (its JSON text, before base64url makes it a third longer).
inline constexpr std::size_t kMaxTalkLinkBytes = 6 * 1024;

// The bytes a link's DATA spells in base64url (core/base64url.hpp; padding pasted from elsewhere
// is allowed). Throws InputError("bad_link", ...) naming the first character that is not in the
// alphabet, or a length no encoding has.
std::string talk_link_data_bytes(std::string_view data);

// Whether `text` is a talk document link ("#v1/talk-doc/..."). Never throws.
bool is_talk_doc_link(std::string_view text);

struct TalkDocLink {
  Talk talk;
  std::size_t scene = 0;  // 0-based
};
// Reads the link: its syntax, the base64url, the size, then the talk (parse_talk, whose message
// names the scene and field). Throws InputError: "bad_link" for the link itself ("the talk in the
// link is not base64url: ..."), else parse_talk's codes with "the talk in the link: " before them.
TalkDocLink open_talk_doc_link(std::string_view text, const GameList& games = all_games());

// "v1/talk-doc/DATA/SCENE" (no '#'; scene 0-based), or nullopt when the talk's compact document
// is longer than kMaxTalkLinkBytes. `bytes` (when given) gets the document's length.
std::optional<std::string> format_talk_doc_link(const Talk& talk, std::size_t scene = 0, std::size_t* bytes = nullptr,
                                                const GameList& games = all_games());

}  // namespace puzzlelab
