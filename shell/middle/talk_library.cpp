// The talks the app ships: assets/talks/*.json, compiled in by shell/middle/CMakeLists.txt (the
// page reads no files, and a talk must open from a link at once).
#include <algorithm>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "middle/talk.hpp"

namespace puzzlelab {

const std::vector<ShippedTalk>& shipped_talks() {
  static const std::vector<ShippedTalk> talks = {
#include "middle/shipped_talks.inc"
  };
  return talks;
}

std::string shipped_talk_names() {
  std::string out;
  for (const ShippedTalk& t : shipped_talks()) out += (out.empty() ? "" : ", ") + t.name;
  return out;
}

Talk shipped_talk(std::string_view name, const GameList& games) {
  const auto& talks = shipped_talks();
  const auto it = std::find_if(talks.begin(), talks.end(), [&](const ShippedTalk& t) { return t.name == name; });
  if (it == talks.end())
    throw InputError("unknown_talk", "no talk named " + quote_input(name) + " (known: " + shipped_talk_names() + ")");
  return parse_talk(it->text, games);
}

std::vector<ListedTalk> read_shipped_talks(const GameList& games) {
  std::vector<ListedTalk> out;
  for (const ShippedTalk& shipped : shipped_talks()) {
    ListedTalk& listed = out.emplace_back();
    listed.name = shipped.name;
    try {
      listed.talk = parse_talk(shipped.text, games);
    } catch (const InputError& e) {
      listed.error = e.what();
    }
  }
  return out;
}

}  // namespace puzzlelab
