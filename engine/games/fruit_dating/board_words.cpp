#include "games/fruit_dating/board_words.hpp"

#include <array>
#include <string>

#include "games/fruit_dating/info.hpp"

namespace puzzlelab::fruit_dating {
namespace {

std::string tile_words(Ground ground, Thing thing) {
  if (ground == Ground::wall) return "wall";
  const bool mud = ground == Ground::mud;
  if (is_fruit(thing)) return std::string(colour_name(colour_of(thing))) + " fruit";
  if (is_spoiled(thing)) return std::string(colour_name(colour_of(thing))) + " fruit stuck in mud";
  if (is_anteater(thing)) return std::string("anteater facing ") + direction_name(facing_of(thing));
  std::string out;
  switch (thing) {
    case kEmpty: return mud ? "mud" : "floor";
    case kStone: out = "stone"; break;
    case kCar: out = "car"; break;
    case kBarrel: out = "barrel"; break;
    case kHedgehog: return "sleeping hedgehog";
    case kHedgehogAwake: return "hedgehog that ate";
    default: return "?";
  }
  return mud ? out + " in mud" : out;
}

}  // namespace

BoardWords describe_board(const Board& board) {
  BoardWords words;
  std::array<int, kColours> live{};
  int spoiled = 0;
  for (const Thing t : board.things) {
    if (is_fruit(t)) ++live[static_cast<std::size_t>(colour_of(t))];
    spoiled += is_spoiled(t);
  }
  const int left = fruit_count(board);
  if (is_solved(board)) {
    words.summary = "Every fruit has met its match: solved.";
  } else {
    words.summary = std::to_string(left) + " fruit left";
    bool first = true;
    for (int c = 0; c < kColours; ++c) {
      if (live[static_cast<std::size_t>(c)] == 0) continue;
      words.summary +=
          std::string(first ? ": " : ", ") + std::to_string(live[static_cast<std::size_t>(c)]) + " " + colour_name(c);
      first = false;
    }
    if (spoiled > 0) words.summary += ", " + std::to_string(spoiled) + " stuck in mud";
    if (is_lost(board)) words.summary += "; the level is lost";
    words.summary += ".";
  }
  std::string& places = words.places;
  places = std::to_string(board.height - 2) + " rows of " + std::to_string(board.width - 2) +
           " tiles inside the wall, rows and columns counted from 2.";
  for (int row = 1; row + 1 < board.height; ++row) {
    places += " Row " + std::to_string(row + 1) + ":";
    std::string run;
    int count = 0;
    const auto flush = [&](bool first) {
      if (count == 0) return;
      places += (first ? " " : ", ") + (count > 1 ? std::to_string(count) + " " + run : run);
    };
    bool first = true;
    for (int col = 1; col + 1 < board.width; ++col) {
      const int tile = board.index(row, col);
      const std::string here =
          tile_words(board.ground[static_cast<std::size_t>(tile)], board.things[static_cast<std::size_t>(tile)]);
      if (here == run) {
        ++count;
        continue;
      }
      flush(first);
      if (count > 0) first = false;
      run = here;
      count = 1;
    }
    flush(first);
    places += ".";
  }
  for (const OneWay& w : one_ways(board)) {
    const bool vertical = w.allowed == Dir::right || w.allowed == Dir::left;
    places += " One-way border " + std::string(vertical ? "right of" : "below") + " row " + std::to_string(w.row + 1) +
              ", column " + std::to_string(w.column + 1) + ": " + direction_name(w.allowed) + " only.";
  }
  return words;
}

std::string dead_end(const Board& board) {
  if (board.eaten > 0) return "A hedgehog ate a fruit";
  std::array<int, kColours> live{};
  for (const Thing t : board.things) {
    if (is_spoiled(t)) return "A " + std::string(colour_name(colour_of(t))) + " fruit is stuck in mud";
    if (is_fruit(t)) ++live[static_cast<std::size_t>(colour_of(t))];
  }
  for (int c = 0; c < kColours; ++c)
    if (live[static_cast<std::size_t>(c)] == 1)
      return "The last " + std::string(colour_name(c)) + " fruit is left without a partner";
  return "";
}

}  // namespace puzzlelab::fruit_dating
