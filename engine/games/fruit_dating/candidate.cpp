#include "games/fruit_dating/candidate.hpp"

#include <algorithm>
#include <array>
#include <numeric>
#include <span>

namespace puzzlelab::fruit_dating {

namespace {

using Weights = std::array<int, 5>;  // by Spot: open, corridor, corner, corridor end, closed

// The mix's weights for one candidate: a random part is drawn (corridor end, corner, corridor,
// open: the article's order for the fruit's two random weights), a fixed one is not.
Weights draw_weights(const SpotWeights& spec, Rng& rng) {
  Weights out{};
  for (const Spot spot : {Spot::corridor_end, Spot::corner, Spot::corridor, Spot::open}) {
    const SpotWeight& w = spec[static_cast<int>(spot)];
    out[static_cast<int>(spot)] =
        w.base + (w.random > 1 ? static_cast<int>(rng.below(static_cast<std::uint32_t>(w.random))) : 0);
  }
  return out;
}

// A count in the range: one draw, or none when the range holds one value.
int draw_count(const CountRange& range, Rng& rng) {
  if (range.max <= range.min) return range.min;
  return range.min + static_cast<int>(rng.below(static_cast<std::uint32_t>(range.max - range.min + 1)));
}

// A chance of 0 or 1 draws nothing.
bool draw_chance(const Chance& chance, Rng& rng) {
  if (chance.numerator <= 0) return false;
  if (chance.numerator >= chance.denominator) return true;
  return static_cast<int>(rng.below(static_cast<std::uint32_t>(chance.denominator))) < chance.numerator;
}

int draw_feature(const FeatureMix& feature, Rng& rng) {
  return draw_chance(feature.chance, rng) ? draw_count(feature.count, rng) : 0;
}

bool interior(const Board& b, int r, int c) { return r > 0 && c > 0 && r < b.height - 1 && c < b.width - 1; }

// The tile and its image under the symmetry, as painted.
class Painter {
 public:
  Painter(Board& b, std::uint8_t symmetry) : b_(b), symmetry_(symmetry) {}

  int image(int tile) const {
    int r = b_.row_of(tile), c = b_.column_of(tile);
    if (symmetry_ & kRotate90) {  // square boards only
      const int nr = c, nc = b_.width - 1 - r;
      r = nr;
      c = nc;
    }
    if (symmetry_ & kFlipColumns) c = b_.width - 1 - c;
    if (symmetry_ & kFlipRows) r = b_.height - 1 - r;
    return b_.index(r, c);
  }

  void paint(int tile, std::vector<int>& painted) {
    put(tile, painted);
    if (symmetry_ != 0) put(image(tile), painted);
  }

 private:
  void put(int tile, std::vector<int>& painted) {
    if (b_.ground[tile] == Ground::wall) return;
    b_.ground[tile] = Ground::wall;
    painted.push_back(tile);
  }
  Board& b_;
  std::uint8_t symmetry_;
};

Dir turn(Dir d, bool left) { return static_cast<Dir>((static_cast<int>(d) + (left ? 1 : 3)) & 3); }

// Draws up to `length` tiles from `from` (exclusive) in direction d, inside the border. Returns the
// tiles of the part itself (images not included).
std::vector<int> draw_part(Board& b, Painter& painter, int from, Dir d, int length, std::vector<int>& painted) {
  std::vector<int> part;
  int at = from;
  for (int i = 0; i < length; ++i) {
    at = b.step(at, d);
    if (at < 0 || !interior(b, b.row_of(at), b.column_of(at))) break;
    painter.paint(at, painted);
    part.push_back(at);
  }
  return part;
}

void walls_from_border(Board& b, Painter& painter, const GeneratorMix& mix, Rng& rng, Trace& trace) {
  const int iw = b.width - 2, ih = b.height - 2;
  const int walls = mix.border_walls_min + static_cast<int>(rng.below(static_cast<std::uint32_t>(
                                               std::max(1, (iw + ih) / mix.border_walls_size_divisor) + 1)));
  for (int w = 1; w <= walls; ++w) {
    const int side = static_cast<int>(rng.below(4));  // top, right, bottom, left
    const int along = side % 2 == 0 ? b.width : b.height;
    const int at = static_cast<int>(rng.between(1, static_cast<std::uint32_t>(along - 2)));
    static constexpr Dir inward[4] = {Dir::down, Dir::left, Dir::up, Dir::right};
    const int start = side == 0   ? b.index(0, at)
                      : side == 1 ? b.index(at, b.width - 1)
                      : side == 2 ? b.index(b.height - 1, at)
                                  : b.index(at, 0);
    Dir d = inward[side];
    const int extent = side % 2 == 0 ? ih : iw;
    int length = static_cast<int>(rng.between(1, static_cast<std::uint32_t>(std::max(1, extent - 2))));
    int from = start;
    for (int part = 1;; ++part) {
      GeneratorStep step;
      step.kind = GeneratorStep::Kind::wall_part;
      step.wall = w;
      step.part = part;
      step.length = length;
      const std::vector<int> tiles = draw_part(b, painter, from, d, length, step.tiles);
      trace.steps.push_back(std::move(step));
      // The next part: a random length below this one's; 0 ends the wall.
      const int next = static_cast<int>(rng.below(static_cast<std::uint32_t>(length)));
      if (next == 0 || tiles.empty()) break;
      from = tiles[rng.below(static_cast<std::uint32_t>(tiles.size()))];
      d = turn(d, rng.coin());
      length = next;
    }
  }
}

bool free_3x3(const Board& b, int tile) {
  const int r = b.row_of(tile), c = b.column_of(tile);
  if (!interior(b, r, c)) return false;
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc)
      if (b.ground[b.index(r + dr, c + dc)] == Ground::wall) return false;
  return true;
}

void inner_walls(Board& b, Painter& painter, const GeneratorMix& mix, Rng& rng, Trace& trace) {
  const int count = draw_count({0, mix.inner_walls_max}, rng);
  for (int i = 0; i < count; ++i) {
    const Dir d = kDirs[rng.below(4)];  // chosen before the first tile is tested
    // One draw per statement: compilers evaluate function arguments in different orders.
    const int row = static_cast<int>(rng.between(1, static_cast<std::uint32_t>(b.height - 2)));
    const int column = static_cast<int>(rng.between(1, static_cast<std::uint32_t>(b.width - 2)));
    int tile = b.index(row, column);
    // Collected first and painted at once: a tile painted at once would spoil the next tile's
    // free surroundings.
    std::vector<int> collected;
    while (tile >= 0 && free_3x3(b, tile)) {
      collected.push_back(tile);
      tile = b.step(tile, d);
    }
    if (collected.empty()) continue;
    GeneratorStep step;
    step.kind = GeneratorStep::Kind::inner_wall;
    for (int t : collected) painter.paint(t, step.tiles);
    trace.steps.push_back(std::move(step));
  }
}

void fill_small_areas(Board& b, Trace& trace) {
  std::vector<int> area(b.tiles(), -1);
  std::vector<std::vector<int>> areas;
  for (int t = 0; t < b.tiles(); ++t) {
    if (b.ground[t] == Ground::wall || area[t] >= 0) continue;
    const int id = static_cast<int>(areas.size());
    areas.emplace_back();
    std::vector<int> todo = {t};
    area[t] = id;
    while (!todo.empty()) {
      const int at = todo.back();
      todo.pop_back();
      areas[id].push_back(at);
      for (Dir d : kDirs) {
        const int n = b.step(at, d);
        if (n >= 0 && b.ground[n] != Ground::wall && area[n] < 0) {
          area[n] = id;
          todo.push_back(n);
        }
      }
    }
  }
  std::size_t largest = 0;
  for (std::size_t i = 1; i < areas.size(); ++i)
    if (areas[i].size() > areas[largest].size()) largest = i;
  for (std::size_t i = 0; i < areas.size(); ++i) {
    if (i == largest) continue;
    GeneratorStep step;
    step.kind = GeneratorStep::Kind::fill_area;
    for (int t : areas[i]) b.ground[t] = Ground::wall;
    step.tiles = areas[i];
    std::sort(step.tiles.begin(), step.tiles.end());
    trace.steps.push_back(std::move(step));
  }
}

// Picks an empty floor tile with probability proportional to its spot's weight; -1 when every
// weight is 0. Records the step.
int place(Board& b, const std::vector<Spot>& spots, const Weights& weights, Rng& rng, Trace& trace, Thing thing,
          bool mud) {
  int total = 0;
  for (int t = 0; t < b.tiles(); ++t)
    if (b.ground[t] == Ground::floor && b.things[t] == kEmpty) total += weights[static_cast<int>(spots[t])];
  if (total == 0) return -1;
  int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
  int tile = 0;
  for (;; ++tile) {
    if (b.ground[tile] != Ground::floor || b.things[tile] != kEmpty) continue;
    const int w = weights[static_cast<int>(spots[tile])];
    if (pick < w) break;
    pick -= w;
  }
  if (mud) b.ground[tile] = Ground::mud;
  b.things[tile] = thing;
  GeneratorStep step;
  step.kind = GeneratorStep::Kind::place;
  step.tiles = {tile};
  step.thing = thing;
  step.mud = mud;
  step.spot = spots[tile];
  step.weight = weights[static_cast<int>(spots[tile])];
  step.total_weight = total;
  trace.steps.push_back(std::move(step));
  return tile;
}

// An anteater faces a direction with floor in front of it, drawn uniformly.
Dir anteater_facing(const Board& b, int tile, Rng& rng) {
  std::vector<Dir> open;
  for (Dir d : kDirs) {
    const int n = b.step(tile, d);
    if (n >= 0 && b.ground[n] != Ground::wall) open.push_back(d);
  }
  if (open.empty()) return Dir::right;
  return open[rng.below(static_cast<std::uint32_t>(open.size()))];
}

// A one-way border between two floor tiles without one, uniformly; the direction by a coin.
void place_one_way(Board& b, Rng& rng, Trace& trace) {
  std::vector<OneWay> free_borders;
  for (int t = 0; t < b.tiles(); ++t) {
    if (b.ground[t] == Ground::wall) continue;
    for (Dir d : {Dir::right, Dir::down}) {
      const int n = b.step(t, d);
      if (n < 0 || b.ground[n] == Ground::wall) continue;
      if ((b.closed[t] & bit(d)) || (b.closed[n] & bit(opposite(d)))) continue;
      free_borders.push_back({b.row_of(t), b.column_of(t), d});
    }
  }
  if (free_borders.empty()) return;
  OneWay w = free_borders[rng.below(static_cast<std::uint32_t>(free_borders.size()))];
  if (rng.coin()) w.allowed = opposite(w.allowed);
  add_one_way(b, w);
  GeneratorStep step;
  step.kind = GeneratorStep::Kind::one_way;
  step.border = w;
  step.tiles = {b.index(w.row, w.column)};
  step.weight = 1;
  step.total_weight = static_cast<int>(free_borders.size());
  trace.steps.push_back(std::move(step));
}

}  // namespace

Spot spot_of(const Board& b, int tile) {
  bool wall[4];
  int walls = 0;
  for (Dir d : kDirs) {
    const int n = b.step(tile, d);
    wall[static_cast<int>(d)] = n < 0 || b.ground[n] == Ground::wall;
    walls += wall[static_cast<int>(d)];
  }
  if (walls == 4) return Spot::closed;
  if (walls == 3) return Spot::corridor_end;
  if (walls == 2) return wall[0] == wall[2] ? Spot::corridor : Spot::corner;
  return Spot::open;
}

Board draw_walls(const CandidateOptions& options, Rng& rng, Trace& trace) {
  trace = Trace{};
  Board b = empty_board(options.width, options.height);
  GeneratorStep border;
  border.kind = GeneratorStep::Kind::border;
  for (int t = 0; t < b.tiles(); ++t)
    if (b.ground[t] == Ground::wall) border.tiles.push_back(t);
  trace.steps.push_back(std::move(border));
  const GeneratorMix& mix = options.mix;
  const bool two_tiles = mix.painting == Painting::two_tiles || (mix.painting == Painting::coin && rng.coin());
  if (two_tiles) {  // with a symmetry drawn among those the board allows (the article: any)
    std::vector<std::uint8_t> allowed;
    for (const std::uint8_t symmetry : mix.symmetries)
      if (b.width == b.height || !(symmetry & kRotate90)) allowed.push_back(symmetry);
    if (allowed.size() == 1) trace.symmetry = allowed[0];
    if (allowed.size() > 1) trace.symmetry = allowed[rng.below(static_cast<std::uint32_t>(allowed.size()))];
  }
  Painter painter(b, trace.symmetry);
  walls_from_border(b, painter, mix, rng, trace);
  inner_walls(b, painter, mix, rng, trace);
  if (mix.fill_small_areas) fill_small_areas(b, trace);
  return b;
}

Board draw_candidate(const CandidateOptions& options, Rng& rng, Trace& trace) {
  Board b = draw_walls(options, rng, trace);
  std::vector<Spot> spots(b.tiles(), Spot::closed);
  int free = 0;
  for (int t = 0; t < b.tiles(); ++t)
    if (b.ground[t] != Ground::wall) {
      spots[t] = spot_of(b, t);
      ++free;
    }
  // The per-level weights and counts, drawn before anything is placed.
  const GeneratorMix& mix = options.mix;
  const Weights fruit_weights = draw_weights(mix.fruit_weights, rng);
  trace.fruit_weights = {fruit_weights[0], fruit_weights[1], fruit_weights[2], fruit_weights[3]};
  const Weights obstacle_weights = draw_weights(mix.obstacle_weights, rng);
  const Weights mud_weights = draw_weights(mix.mud_weights, rng);
  const Weights hedgehog_weights = draw_weights(mix.hedgehog_weights, rng);
  const Weights anteater_weights = draw_weights(mix.anteater_weights, rng);
  int pairs = draw_count(mix.pairs, rng);
  while (pairs > 1 && mix.floor_tiles_per_pair * pairs > free) --pairs;
  std::vector<int> colours = mix.colours;
  rng.shuffle(std::span<int>(colours));
  trace.obstacle_density_percent = draw_count(mix.obstacle_percent, rng);
  const int obstacles = free * trace.obstacle_density_percent / 100;
  int mud = 0, hedgehogs = 0, anteaters = 0, one_way_count = 0;
  if (options.features) {
    mud = draw_feature(mix.mud, rng);
    hedgehogs = draw_feature(mix.hedgehogs, rng);
    anteaters = draw_feature(mix.anteaters, rng);
    one_way_count = draw_feature(mix.one_ways, rng);
  }
  for (int p = 0; p < pairs; ++p)
    for (int i = 0; i < 2; ++i) place(b, spots, fruit_weights, rng, trace, fruit(colours[p]), false);
  for (int i = 0; i < obstacles; ++i) {
    const Thing kind = mix.obstacle_kinds.size() == 1  // drawn before its tile
                           ? mix.obstacle_kinds[0]
                           : mix.obstacle_kinds[rng.below(static_cast<std::uint32_t>(mix.obstacle_kinds.size()))];
    place(b, spots, obstacle_weights, rng, trace, kind, false);
  }
  for (int i = 0; i < mud; ++i) place(b, spots, mud_weights, rng, trace, kEmpty, true);
  for (int i = 0; i < hedgehogs; ++i) place(b, spots, hedgehog_weights, rng, trace, kHedgehog, false);
  for (int i = 0; i < anteaters; ++i) {
    const int tile = place(b, spots, anteater_weights, rng, trace, anteater(Dir::right), false);
    if (tile < 0) continue;
    b.things[tile] = anteater(anteater_facing(b, tile, rng));
    trace.steps.back().thing = b.things[tile];
  }
  for (int i = 0; i < one_way_count; ++i) place_one_way(b, rng, trace);
  return b;
}

const char* to_string(GeneratorStep::Kind kind) {
  switch (kind) {
    case GeneratorStep::Kind::border: return "border";
    case GeneratorStep::Kind::wall_part: return "wall_part";
    case GeneratorStep::Kind::inner_wall: return "inner_wall";
    case GeneratorStep::Kind::fill_area: return "fill_area";
    case GeneratorStep::Kind::place: return "place";
    case GeneratorStep::Kind::one_way: return "one_way";
  }
  return "place";
}

const char* to_string(Spot spot) {
  switch (spot) {
    case Spot::open: return "open";
    case Spot::corridor: return "corridor";
    case Spot::corner: return "corner";
    case Spot::corridor_end: return "corridor_end";
    case Spot::closed: return "closed";
  }
  return "open";
}

}  // namespace puzzlelab::fruit_dating
