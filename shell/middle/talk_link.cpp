#include "middle/talk_link.hpp"

#include "core/input_error.hpp"
#include "game/link.hpp"
#include "game/link_escape.hpp"
#include "game/whole_number.hpp"

namespace puzzlelab {

bool is_talk_link(std::string_view text) {
  try {
    const auto segments = link_segments(text);
    return segments.size() >= 2 && segments[1] == "talk";
  } catch (const InputError&) {
    return false;
  }
}

TalkLink decode_talk_link(std::string_view text) {
  const auto segments = link_segments(text);
  if (segments.size() < 3 || segments[1] != "talk" || segments[2].empty())
    throw InputError("bad_link", "a talk link reads '#v1/talk/NAME' or '#v1/talk/NAME/SCENE'");
  if (segments.size() > 4)
    throw InputError("bad_link", "a talk link reads '#v1/talk/NAME/SCENE', with nothing after the scene");
  TalkLink link;
  link.talk = unescape_link_item(segments[2], "the talk's name");
  if (segments.size() == 4) {
    const std::uint64_t scene = parse_whole_number(segments[3], {"the scene", "bad_link", 1, 1000});
    link.scene = static_cast<std::size_t>(scene - 1);
  }
  return link;
}

std::pair<Talk, std::size_t> open_talk_link(std::string_view text, const GameList& games) {
  const TalkLink link = decode_talk_link(text);
  Talk talk = shipped_talk(link.talk, games);
  if (link.scene >= talk.scenes.size())
    throw InputError("bad_link", "the talk '" + talk.name + "' has " + std::to_string(talk.scenes.size()) +
                                     " scenes; there is no scene " + std::to_string(link.scene + 1));
  return {std::move(talk), link.scene};
}

std::string format_talk_link(const std::string& talk, std::size_t scene) {
  return "v1/talk/" + escape_link_item(talk) + "/" + std::to_string(scene + 1);
}

}  // namespace puzzlelab
