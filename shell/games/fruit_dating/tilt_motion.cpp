#include "games/fruit_dating/tilt_motion.hpp"

#include <cstdlib>

namespace puzzlelab::fruit_dating {
namespace {

// The slide of one object from `tile` (engine/games/fruit_dating/rules.cpp, slide()), on the
// things array `at` being settled. Returns where it ended; sets eaten / spoiled.
int slide_one(const Board& b, std::vector<Thing>& things, int tile, Dir d, bool& eaten, bool& spoiled) {
  const Thing thing = things[static_cast<std::size_t>(tile)];
  int at = tile;
  for (;;) {
    if (b.closed[static_cast<std::size_t>(at)] & bit(d)) return at;
    const int next = b.step(at, d);
    if (next < 0 || b.ground[static_cast<std::size_t>(next)] == Ground::wall) return at;
    Thing& ahead = things[static_cast<std::size_t>(next)];
    if (is_hedgehog(ahead)) {
      if (is_fruit(thing)) {
        things[static_cast<std::size_t>(at)] = kEmpty;
        ahead = kHedgehogAwake;
        eaten = true;
        return next;  // it disappears into the hedgehog
      }
      ahead = kHedgehog;
      return at;
    }
    if (ahead != kEmpty) return at;
    ahead = thing;
    things[static_cast<std::size_t>(at)] = kEmpty;
    at = next;
    if (is_fruit(thing) && b.ground[static_cast<std::size_t>(at)] == Ground::mud) {
      ahead = static_cast<Thing>(kSpoiled + colour_of(thing));
      spoiled = true;
      return at;
    }
  }
}

}  // namespace

std::vector<ObjectMotion> tilt_motion(const Board& before, const Board& after, Dir d) {
  std::vector<ObjectMotion> motions;
  if (before.width != after.width || before.height != after.height) return motions;
  std::vector<Thing> things = before.things;
  const int n = before.tiles();
  for (int i = 0; i < n; ++i) {
    // Leading side first, in the engine's order.
    int tile;
    if (d == Dir::right || d == Dir::left) {
      const int column = d == Dir::right ? before.width - 1 - i / before.height : i / before.height;
      tile = before.index(i % before.height, column);
    } else {
      tile = d == Dir::down ? n - 1 - i : i;
    }
    const Thing thing = things[static_cast<std::size_t>(tile)];
    if (!is_movable(thing)) continue;
    ObjectMotion m;
    m.thing = thing;
    m.from = tile;
    bool eaten = false, spoiled = false;
    m.slid_to = slide_one(before, things, tile, d, eaten, spoiled);
    m.spoiled = spoiled;
    if (eaten) m.end = ObjectMotion::End::eaten;
    motions.push_back(m);
  }
  // Fruit the slide left where the engine's position has nothing of theirs: matched or pulled.
  std::vector<bool> explained(static_cast<std::size_t>(n), false);
  for (ObjectMotion& m : motions) {
    if (m.end == ObjectMotion::End::eaten) continue;
    const Thing resting = things[static_cast<std::size_t>(m.slid_to)];
    if (after.things[static_cast<std::size_t>(m.slid_to)] == resting) {
      explained[static_cast<std::size_t>(m.slid_to)] = true;
    } else {
      m.end = ObjectMotion::End::pops;
    }
  }
  // A fruit in the engine's position that no slide put there came from an anteater's pull: the
  // nearest gone fruit of its colour on its row or column.
  for (int t = 0; t < n; ++t) {
    const Thing thing = after.things[static_cast<std::size_t>(t)];
    if (explained[static_cast<std::size_t>(t)] || !(is_fruit(thing) || is_spoiled(thing))) continue;
    if (things[static_cast<std::size_t>(t)] == thing) continue;  // untouched by the slide
    ObjectMotion* best = nullptr;
    int best_distance = 1 << 20;
    for (ObjectMotion& m : motions) {
      if (m.end != ObjectMotion::End::pops || !is_fruit(m.thing) || colour_of(m.thing) != colour_of(thing)) continue;
      const int r = before.row_of(m.slid_to), c = before.column_of(m.slid_to);
      if (r != before.row_of(t) && c != before.column_of(t)) continue;
      const int distance = std::abs(r - before.row_of(t)) + std::abs(c - before.column_of(t));
      if (distance < best_distance) {
        best_distance = distance;
        best = &m;
      }
    }
    if (best) {
      best->end = ObjectMotion::End::pulled;
      best->pulled_to = t;
      best->spoiled = is_spoiled(thing);
    }
  }
  return motions;
}

}  // namespace puzzlelab::fruit_dating
