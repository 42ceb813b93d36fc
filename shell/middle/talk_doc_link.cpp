#include "middle/talk_doc_link.hpp"

#include "core/base64url.hpp"
#include "core/input_error.hpp"
#include "game/link.hpp"
#include "game/whole_number.hpp"
#include "middle/talk_document.hpp"

namespace puzzlelab {

namespace {

// base64url makes 4 characters of 3 bytes: a link's DATA is at most this long.
constexpr std::size_t kMaxDataChars = (kMaxTalkLinkBytes + 2) / 3 * 4;

[[noreturn]] void bad_link(const std::string& message) { throw InputError("bad_link", message); }

}  // namespace

std::string talk_link_data_bytes(std::string_view text) {
  // Padding is not written, but a link pasted from elsewhere may carry it.
  while (!text.empty() && text.back() == '=') text.remove_suffix(1);
  Base64urlDecoded decoded = base64url_decode(text, false);
  if (decoded.bytes) return std::move(*decoded.bytes);
  if (decoded.problem.kind == Base64urlProblem::Kind::length)
    bad_link("the talk in the link is not base64url: " + std::to_string(text.size()) +
             " characters is a length no encoding has (the link may be cut short)");
  const unsigned char c = static_cast<unsigned char>(decoded.problem.character);
  const std::string shown =
      c >= 0x20 && c < 0x7f ? "'" + std::string(1, decoded.problem.character) + "'" : "byte " + std::to_string(c);
  bad_link("the talk in the link is not base64url: " + shown + " at character " +
           std::to_string(decoded.problem.position + 1) + " (only A-Z, a-z, 0-9, '-' and '_')");
}

bool is_talk_doc_link(std::string_view text) {
  try {
    const auto segments = link_segments(text);
    return segments.size() >= 2 && segments[1] == "talk-doc";
  } catch (const InputError&) {
    return false;
  }
}

TalkDocLink open_talk_doc_link(std::string_view text, const GameList& games) {
  const auto segments = link_segments(text);
  if (segments.size() < 3 || segments[1] != "talk-doc" || segments[2].empty())
    bad_link("a talk document link reads '#v1/talk-doc/DATA' or '#v1/talk-doc/DATA/SCENE'");
  if (segments.size() > 4)
    bad_link("a talk document link reads '#v1/talk-doc/DATA/SCENE', with nothing after the scene");
  if (segments[2].size() > kMaxDataChars)
    bad_link("the talk in the link has " + std::to_string(segments[2].size()) + " characters, at most " +
             std::to_string(kMaxDataChars) + " (" + std::to_string(kMaxTalkLinkBytes) + " bytes of document)");
  const std::string document = talk_link_data_bytes(segments[2]);
  TalkDocLink link;
  try {
    link.talk = parse_talk(document, games);
  } catch (const InputError& e) {
    throw InputError(e.code(), std::string("the talk in the link: ") + e.what());
  }
  if (segments.size() == 4) {
    const std::uint64_t scene = parse_whole_number(segments[3], {"the scene", "bad_link", 1, 1000});
    if (scene > link.talk.scenes.size())
      bad_link("the talk in the link has " + std::to_string(link.talk.scenes.size()) + " scenes; there is no scene " +
               std::to_string(scene));
    link.scene = static_cast<std::size_t>(scene - 1);
  }
  return link;
}

std::optional<std::string> format_talk_doc_link(const Talk& talk, std::size_t scene, std::size_t* bytes,
                                                const GameList& games) {
  const std::string document = talk_text(talk, false, games);
  if (bytes) *bytes = document.size();
  if (document.size() > kMaxTalkLinkBytes) return std::nullopt;
  return "v1/talk-doc/" + base64url_encode(document) + "/" + std::to_string(scene + 1);
}

}  // namespace puzzlelab
