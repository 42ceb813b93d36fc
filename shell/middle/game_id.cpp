#include "middle/game_id.hpp"

#include <charconv>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "middle/link_bridge.hpp"

namespace puzzlelab {
namespace {

std::string_view trim(std::string_view s) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return s;
}

bool all_digits(std::string_view s) {
  for (const char c : s)
    if (c < '0' || c > '9') return false;
  return !s.empty();
}

}  // namespace

GameId read_game_id(std::string_view text) {
  const std::string_view id = trim(text);
  if (id.empty())
    throw InputError("bad_link", "Paste a game ID: a link to a puzzle, its #v1/... part, or a seed number.");
  GameId result;
  if (all_digits(id)) {
    std::uint64_t seed = 0;
    const auto [end, ec] = std::from_chars(id.data(), id.data() + id.size(), seed);
    if (ec != std::errc() || end != id.data() + id.size())
      throw InputError("bad_seed",
                       "The seed " + quote_input(id) + " is too large: seeds go from 0 to 18446744073709551615.");
    result.seed = seed;
    return result;
  }
  // A full link keeps what follows its '#'; a bare hash may come with or without it.
  std::string_view hash = id;
  if (const auto at = id.find('#'); at != std::string_view::npos) hash = id.substr(at + 1);
  if (hash.rfind("v1/lab/", 0) == 0 || hash.rfind("v1/talk/", 0) == 0)
    throw InputError("bad_link", "That is a link to " +
                                     std::string(hash.rfind("v1/lab/", 0) == 0 ? "a Lab experiment" : "a talk") +
                                     ", not a puzzle: open it in the address bar.");
  if (hash.rfind("v", 0) != 0 || hash.find('/') == std::string_view::npos)
    throw InputError("bad_link", "A game ID is a link to a puzzle (...#v1/...), its #v1/... part, or a seed number; " +
                                     quote_input(id) + " is none of these.");
  // Checked now, so a bad ID is refused in the dialog and the game in progress stays.
  read_link(hash);
  result.hash = std::string(hash);
  return result;
}

}  // namespace puzzlelab
