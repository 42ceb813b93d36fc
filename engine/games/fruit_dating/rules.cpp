#include "games/fruit_dating/rules.hpp"

#include <algorithm>

#include "core/input_error.hpp"
#include "core/quote.hpp"

namespace puzzlelab::fruit_dating {

namespace {

constexpr int kRowStep[4] = {0, -1, 0, 1};  // right, up, left, down
constexpr int kColumnStep[4] = {1, 0, -1, 0};

// Slides one object from `tile` as far as it goes; the tiles ahead of it have settled already.
void slide(Board& b, int tile, Dir d) {
  const Thing thing = b.things[tile];
  int at = tile;
  for (;;) {
    if (b.closed[at] & bit(d)) return;
    const int next = b.step(at, d);
    if (next < 0 || b.ground[next] == Ground::wall) return;
    Thing& ahead = b.things[next];
    if (is_hedgehog(ahead)) {
      if (is_fruit(thing)) {
        b.things[at] = kEmpty;  // eaten
        ++b.eaten;
        ahead = kHedgehogAwake;
      } else {
        ahead = kHedgehog;  // not edible: back to sleep
      }
      return;
    }
    if (ahead != kEmpty) return;
    ahead = thing;
    b.things[at] = kEmpty;
    at = next;
    if (is_fruit(thing) && b.ground[at] == Ground::mud) {
      ahead = static_cast<Thing>(kSpoiled + colour_of(thing));
      return;
    }
  }
}

// Removes every fruit orthogonally adjacent to a fruit of its colour. Returns whether any went.
bool match(Board& b) {
  std::array<bool, kMaxTiles> gone{};
  bool any = false;
  for (int t = 0; t < b.tiles(); ++t) {
    if (!is_fruit(b.things[t])) continue;
    for (Dir d : {Dir::right, Dir::down}) {
      const int n = b.step(t, d);
      if (n >= 0 && b.things[n] == b.things[t]) gone[t] = gone[n] = any = true;
    }
  }
  if (any)
    for (int t = 0; t < b.tiles(); ++t)
      if (gone[t]) b.things[t] = kEmpty;
  return any;
}

// Each anteater in row-major order pulls the first thing in its sight if that is a fruit that is
// not already next to it. Returns whether any fruit moved.
bool pull(Board& b) {
  bool any = false;
  for (int a = 0; a < b.tiles(); ++a) {
    if (!is_anteater(b.things[a])) continue;
    const Dir facing = facing_of(b.things[a]);
    const Dir back = opposite(facing);
    int t = b.step(a, facing);
    int distance = 1;
    // Walk the line of sight: floor and mud, nothing on it, no one-way the fruit could not cross
    // on its way back.
    while (t >= 0 && b.ground[t] != Ground::wall && b.things[t] == kEmpty) {
      const int next = b.step(t, facing);
      if (next < 0 || (b.closed[next] & bit(back))) {
        t = -1;
        break;
      }
      t = next;
      ++distance;
    }
    if (t < 0 || b.ground[t] == Ground::wall || !is_fruit(b.things[t]) || distance == 1) continue;
    // Drag it back tile by tile; mud on the way stops and spoils it.
    const Thing f = b.things[t];
    b.things[t] = kEmpty;
    int at = t;
    for (;;) {
      const int next = b.step(at, back);
      if (next == a) break;
      at = next;
      if (b.ground[at] == Ground::mud) break;
    }
    b.things[at] = b.ground[at] == Ground::mud ? static_cast<Thing>(kSpoiled + colour_of(f)) : f;
    any = true;
  }
  return any;
}

std::string where(int row, int column) {
  return "row " + std::to_string(row + 1) + ", column " + std::to_string(column + 1);
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
    s.remove_suffix(1);
  return s;
}

}  // namespace

char tile_char(Ground g, Thing t) {
  if (g == Ground::wall) return '#';
  if (is_fruit(t)) return static_cast<char>('a' + colour_of(t));
  if (is_spoiled(t)) return static_cast<char>('A' + colour_of(t));
  const bool mud = g == Ground::mud;
  switch (t) {
    case kEmpty: return mud ? '~' : '.';
    case kStone: return mud ? 'O' : 'o';
    case kCar: return mud ? 'X' : 'x';
    case kBarrel: return mud ? 'U' : 'u';
    case kHedgehog: return 'h';
    case kHedgehogAwake: return 'H';
    default: break;
  }
  static constexpr char arrows[4] = {'>', '^', '<', 'v'};
  return arrows[static_cast<int>(facing_of(t))];
}

namespace {

// Reads one tile character; false when it is not one.
bool read_tile(char ch, Ground& g, Thing& t) {
  g = Ground::floor;
  t = kEmpty;
  if (ch >= 'a' && ch < 'a' + kColours) {
    t = fruit(ch - 'a');
    return true;
  }
  if (ch >= 'A' && ch < 'A' + kColours) {
    g = Ground::mud;
    t = static_cast<Thing>(kSpoiled + (ch - 'A'));
    return true;
  }
  switch (ch) {
    case '#': g = Ground::wall; return true;
    case '.': return true;
    case '~': g = Ground::mud; return true;
    case 'o': t = kStone; return true;
    case 'x': t = kCar; return true;
    case 'u': t = kBarrel; return true;
    case 'O':
      g = Ground::mud;
      t = kStone;
      return true;
    case 'X':
      g = Ground::mud;
      t = kCar;
      return true;
    case 'U':
      g = Ground::mud;
      t = kBarrel;
      return true;
    case 'h': t = kHedgehog; return true;
    case 'H': t = kHedgehogAwake; return true;
    case '>': t = anteater(Dir::right); return true;
    case '^': t = anteater(Dir::up); return true;
    case '<': t = anteater(Dir::left); return true;
    case 'v': t = anteater(Dir::down); return true;
    default: return false;
  }
}

}  // namespace

int Board::step(int tile, Dir d) const {
  const int r = row_of(tile) + kRowStep[static_cast<int>(d)];
  const int c = column_of(tile) + kColumnStep[static_cast<int>(d)];
  if (r < 0 || r >= height || c < 0 || c >= width) return -1;
  return r * width + c;
}

void validate_size(int width, int height) {
  for (const auto& [name, value] : {std::pair{"width", width}, std::pair{"height", height}})
    if (value < kMinSize || value > kMaxSize)
      throw InputError("bad_params", std::string(name) + " must be " + std::to_string(kMinSize) + ".." +
                                         std::to_string(kMaxSize) + " (border included), got " + std::to_string(value));
}

Board empty_board(int width, int height) {
  validate_size(width, height);
  Board b;
  b.width = width;
  b.height = height;
  b.ground.assign(b.tiles(), Ground::floor);
  b.closed.assign(b.tiles(), 0);
  b.things.assign(b.tiles(), kEmpty);
  for (int t = 0; t < b.tiles(); ++t) {
    const int r = b.row_of(t), c = b.column_of(t);
    if (r == 0 || c == 0 || r == height - 1 || c == width - 1) b.ground[t] = Ground::wall;
  }
  return b;
}

std::vector<OneWay> one_ways(const Board& b) {
  std::vector<OneWay> out;
  for (int t = 0; t < b.tiles(); ++t) {
    for (Dir d : {Dir::right, Dir::down}) {
      const int n = b.step(t, d);
      if (n < 0) continue;
      const bool forward_closed = b.closed[t] & bit(d);
      const bool back_closed = b.closed[n] & bit(opposite(d));
      if (forward_closed != back_closed) out.push_back({b.row_of(t), b.column_of(t), forward_closed ? opposite(d) : d});
    }
  }
  return out;
}

void add_one_way(Board& b, const OneWay& w) {
  const bool vertical = w.allowed == Dir::right || w.allowed == Dir::left;
  const Dir along = vertical ? Dir::right : Dir::down;
  const std::string name =
      std::string("the one-way border ") + (vertical ? "right of " : "below ") + where(w.row, w.column);
  if (w.row < 0 || w.row >= b.height || w.column < 0 || w.column >= b.width ||
      b.step(b.index(w.row, w.column), along) < 0)
    throw InputError("bad_board", name + " is off the board");
  const int t = b.index(w.row, w.column);
  const int n = b.step(t, along);
  if ((b.closed[t] & bit(along)) || (b.closed[n] & bit(opposite(along))))
    throw InputError("bad_board", name + " is given twice");
  if (w.allowed == along)
    b.closed[n] |= bit(opposite(along));
  else
    b.closed[t] |= bit(along);
}

int fruit_count(const Board& b) {
  return static_cast<int>(
      std::count_if(b.things.begin(), b.things.end(), [](Thing t) { return is_fruit(t) || is_spoiled(t); }));
}

bool is_solved(const Board& b) { return b.eaten == 0 && fruit_count(b) == 0; }

bool is_lost(const Board& b) {
  if (b.eaten > 0) return true;
  std::array<int, kColours> live{};
  for (Thing t : b.things) {
    if (is_spoiled(t)) return true;
    if (is_fruit(t)) ++live[colour_of(t)];
  }
  return std::find(live.begin(), live.end(), 1) != live.end();
}

Status verdict_before_search(const Board& b) {
  if (is_solved(b)) return Status::solved;
  if (is_lost(b)) return Status::unsolvable;
  return Status::unknown;
}

bool tilt(Board& b, Dir d) {
  std::array<Thing, kMaxTiles> before;
  std::copy(b.things.begin(), b.things.end(), before.begin());
  // Leading side first: for right, the rightmost column first; for up, the top row first.
  const int n = b.tiles();
  const bool backwards = d == Dir::right || d == Dir::down;
  for (int i = 0; i < n; ++i) {
    int tile;
    if (d == Dir::right || d == Dir::left) {
      const int column = d == Dir::right ? b.width - 1 - i / b.height : i / b.height;
      tile = b.index(i % b.height, column);
    } else {
      tile = backwards ? n - 1 - i : i;
    }
    if (is_movable(b.things[tile])) slide(b, tile, d);
  }
  for (;;) {
    match(b);
    if (!pull(b)) break;
  }
  return !std::equal(b.things.begin(), b.things.end(), before.begin());
}

std::vector<Dir> legal_moves(const Board& b) {
  std::vector<Dir> out;
  if (is_solved(b) || is_lost(b)) return out;
  for (Dir d : kDirs) {
    Board copy = b;
    if (tilt(copy, d)) out.push_back(d);
  }
  return out;
}

void apply(Board& b, Dir d) {
  if (is_solved(b))
    throw InputError("bad_move", std::string("tilt ") + direction_name(d) + ": the level is already solved");
  if (is_lost(b))
    throw InputError("bad_move", std::string("tilt ") + direction_name(d) + ": the level is already lost");
  Board copy = b;
  if (!tilt(copy, d)) throw InputError("bad_move", std::string("tilt ") + direction_name(d) + " changes nothing");
  b = std::move(copy);
}

std::pair<int, int> size_of_text(std::string_view text) {
  text = trim(text);
  const std::size_t semi = text.find(';');
  const std::string_view grid = text.substr(0, semi);
  if (grid.empty()) return {0, 0};
  const std::size_t slash = grid.find('/');
  const int width = static_cast<int>(trim(grid.substr(0, slash)).size());
  const int rows = static_cast<int>(std::count(grid.begin(), grid.end(), '/')) + 1;
  return {width, rows};
}

Board parse_board(std::string_view text) {
  const std::string_view all = trim(text);
  if (all.empty()) throw InputError("bad_board", "empty board (expected rows of tiles separated by '/')");
  const std::size_t semi = all.find(';');
  const std::string_view grid = all.substr(0, semi);
  std::vector<std::string_view> rows;
  for (std::size_t start = 0;;) {
    const std::size_t slash = grid.find('/', start);
    rows.push_back(trim(grid.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start)));
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  const int height = static_cast<int>(rows.size());
  const int width = static_cast<int>(rows[0].size());
  if (height < kMinSize || height > kMaxSize || width < kMinSize || width > kMaxSize)
    throw InputError("bad_board", "board is " + std::to_string(width) + " x " + std::to_string(height) +
                                      " tiles; width and height must be " + std::to_string(kMinSize) + ".." +
                                      std::to_string(kMaxSize) + " (border included)");
  Board b = empty_board(width, height);
  for (int r = 0; r < height; ++r) {
    if (static_cast<int>(rows[r].size()) != width)
      throw InputError("bad_board", "row " + std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) +
                                        " tiles, expected " + std::to_string(width) + " (as row 1)");
    for (int c = 0; c < width; ++c) {
      const char ch = rows[r][c];
      Ground g;
      Thing t;
      if (!read_tile(ch, g, t))
        throw InputError("bad_board", where(r, c) + ": " + describe_char(ch) +
                                          " is not a tile (# . ~ a-f A-F o x u O X U h H > ^ < v)");
      const bool edge = r == 0 || c == 0 || r == height - 1 || c == width - 1;
      if (edge && g != Ground::wall)
        throw InputError("bad_board",
                         where(r, c) + " is on the border, which must be wall ('#'), not " + describe_char(ch));
      const int tile = b.index(r, c);
      b.ground[tile] = g;
      b.things[tile] = t;
    }
  }
  // One-way borders: ";RCa" each.
  std::string_view rest = semi == std::string_view::npos ? std::string_view() : all.substr(semi + 1);
  if (semi != std::string_view::npos) {
    for (std::size_t start = 0;;) {
      const std::size_t next = rest.find(';', start);
      const std::string_view item =
          trim(rest.substr(start, next == std::string_view::npos ? std::string_view::npos : next - start));
      const bool digits = item.size() == 3 && item[0] >= '1' && item[0] <= '8' && item[1] >= '1' && item[1] <= '8';
      const char arrow = item.size() == 3 ? item[2] : '\0';
      if (!digits || (arrow != '>' && arrow != '<' && arrow != '^' && arrow != 'v'))
        throw InputError("bad_board", "one-way " + quote_input(item) +
                                          " is not a row digit, a column digit and one of > < (border right of the "
                                          "tile) or v ^ (border below it), e.g. ;34>");
      OneWay w;
      w.row = item[0] - '1';
      w.column = item[1] - '1';
      w.allowed = arrow == '>' ? Dir::right : arrow == '<' ? Dir::left : arrow == 'v' ? Dir::down : Dir::up;
      add_one_way(b, w);
      if (next == std::string_view::npos) break;
      start = next + 1;
    }
  }
  return b;
}

std::string format_board(const Board& b) {
  std::string out;
  for (int r = 0; r < b.height; ++r) {
    if (r) out += '/';
    for (int c = 0; c < b.width; ++c) out += tile_char(b.ground[b.index(r, c)], b.things[b.index(r, c)]);
  }
  static constexpr char arrows[4] = {'>', '^', '<', 'v'};
  for (const OneWay& w : one_ways(b)) {
    out += ';';
    out += static_cast<char>('1' + w.row);
    out += static_cast<char>('1' + w.column);
    out += arrows[static_cast<int>(w.allowed)];
  }
  return out;
}

char direction_letter(Dir d) {
  static constexpr char letters[4] = {'R', 'U', 'L', 'D'};
  return letters[static_cast<int>(d)];
}

const char* direction_name(Dir d) {
  static const char* const names[4] = {"right", "up", "left", "down"};
  return names[static_cast<int>(d)];
}

Dir parse_move(std::string_view text) {
  const std::string_view t = trim(text);
  if (t.size() == 1) {
    for (Dir d : kDirs)
      if ((t[0] & ~0x20) == direction_letter(d)) return d;
  }
  throw InputError("bad_move", "move " + quote_input(text) + " is not a tilt: R, U, L or D (right, up, left, down)");
}

std::string format_move(Dir d) { return std::string(1, direction_letter(d)); }

}  // namespace puzzlelab::fruit_dating
