#include "games/fruit_dating/headless/level_editor.hpp"

#include <array>
#include <utility>

#include "core/input_error.hpp"
#include "game/game.hpp"
#include "games/fruit_dating/info.hpp"

namespace puzzlelab::fruit_dating {

std::string EditorVerdict::text() const {
  switch (kind) {
    case Kind::checking: return "Checking\xE2\x80\xA6";
    case Kind::solvable: return "Solvable in " + std::to_string(moves) + (moves == 1 ? " move" : " moves");
    case Kind::unsolvable: return "Unsolvable: no sequence of tilts matches every fruit";
    case Kind::unknown: return "Not decided: " + message;
    case Kind::invalid: return message;
    case Kind::failed: return "The re-test failed: " + message;
  }
  return message;
}

const char* EditorVerdict::name() const {
  switch (kind) {
    case Kind::checking: return "checking";
    case Kind::solvable: return "solvable";
    case Kind::unsolvable: return "unsolvable";
    case Kind::unknown: return "unknown";
    case Kind::invalid: return "invalid";
    case Kind::failed: return "failed";
  }
  return "failed";
}

bool LevelEditor::is_piece(char piece) {
  switch (piece) {
    case '#':
    case '.':
    case '~':
    case 'o':
    case 'x':
    case 'u':
    case 'h':
    case '>':
    case '^':
    case '<':
    case 'v': return true;
    default: return piece >= 'a' && piece < 'a' + kColours;
  }
}

LevelEditor::LevelEditor(EngineClient& engine) : engine_(engine), board_(empty_board(kMaxSize, kMaxSize)) {
  history_.push_back(text());
}

LevelEditor::~LevelEditor() {
  stop_retest();
  if (generate_request_ != 0) engine_.abandon(generate_request_);
}

void LevelEditor::generate(const nlohmann::json& params, std::uint64_t seed, double now) {
  if (generate_request_ != 0) engine_.abandon(generate_request_);
  generate_error_.clear();
  now_ = now;
  Challenge c;
  c.game = kGame;
  c.params = params;
  c.setup = "article";
  for (const auto& game : all_games())
    if (game->name() == kGame && !game->info().setups.empty()) c.setup = game->info().setups.front().name;
  c.seed = seed;
  generate_request_ = engine_.generate(c, [this](const GenerateResult& r) {
    generate_request_ = 0;
    if (r.end != RequestEnd::answered) {
      generate_error_ = r.error.message;
      return;
    }
    try {
      load(r.board, now_);
    } catch (const InputError& e) {
      generate_error_ = e.what();
    }
  });
}

void LevelEditor::load(const std::string& board_text, double now) {
  Board board = parse_board(board_text);  // throws for a bad board, leaving the editor as it was
  board_ = std::move(board);
  history_.assign(1, text());
  cursor_ = 0;
  refusal_.clear();
  ++revision_;
  stop_retest();
  retest_due_ = true;
  edited_at_ = now - kRetestDelay;  // a loaded level is tested at once
  verdict_ = {};
  if (const auto why = problem()) verdict_ = {EditorVerdict::Kind::invalid, 0, {}, *why};
}

void LevelEditor::load_empty(int width, int height, double now) { load(format_board(empty_board(width, height)), now); }

bool LevelEditor::inside(int tile) const {
  if (tile < 0 || tile >= board_.tiles()) return false;
  const int r = board_.row_of(tile), c = board_.column_of(tile);
  return r > 0 && c > 0 && r < board_.height - 1 && c < board_.width - 1;
}

bool LevelEditor::refuse(std::string why) {
  refusal_ = std::move(why);
  return false;
}

void LevelEditor::commit(double now) {
  const std::string t = text();
  if (t == history_[cursor_]) return;
  history_.resize(cursor_ + 1);
  history_.push_back(t);
  cursor_ = history_.size() - 1;
  board_changed(now);
}

void LevelEditor::board_changed(double now) {
  ++revision_;
  refusal_.clear();
  stop_retest();
  retest_due_ = true;
  edited_at_ = now;
  verdict_ = {};
  if (const auto why = problem()) verdict_ = {EditorVerdict::Kind::invalid, 0, {}, *why};
}

bool LevelEditor::paint(int tile, char piece, double now) {
  if (!is_piece(piece)) return refuse(std::string("'") + piece + "' is not a piece of the editor");
  if (!inside(tile)) return refuse("The border is always wall: place pieces inside it.");
  const auto at = static_cast<std::size_t>(tile);
  const std::string before = text();
  Ground& ground = board_.ground[at];
  Thing& thing = board_.things[at];
  switch (piece) {
    case '#':
      ground = Ground::wall;
      thing = kEmpty;
      break;
    case '.':
      ground = Ground::floor;
      if (is_spoiled(thing)) thing = fruit(colour_of(thing));
      break;
    case '~':
      ground = Ground::mud;
      // A fruit cannot rest in mud unspoiled; only obstacles keep standing there.
      if (is_fruit(thing)) thing = static_cast<Thing>(kSpoiled + colour_of(thing));
      if (is_hedgehog(thing) || is_anteater(thing)) thing = kEmpty;
      break;
    default: {
      Thing t = kEmpty;
      if (piece >= 'a' && piece < 'a' + kColours) t = fruit(piece - 'a');
      if (piece == 'o') t = kStone;
      if (piece == 'x') t = kCar;
      if (piece == 'u') t = kBarrel;
      if (piece == 'h') t = kHedgehog;
      if (piece == '>') t = anteater(Dir::right);
      if (piece == '^') t = anteater(Dir::up);
      if (piece == '<') t = anteater(Dir::left);
      if (piece == 'v') t = anteater(Dir::down);
      if (ground == Ground::wall) ground = Ground::floor;
      // Hedgehogs and anteaters sit on floor; a fruit placed on mud is a spoiled one (as in the text).
      if (ground == Ground::mud && (is_hedgehog(t) || is_anteater(t))) ground = Ground::floor;
      if (ground == Ground::mud && is_fruit(t)) ground = Ground::floor;
      thing = t;
      break;
    }
  }
  if (text() == before) return false;
  commit(now);
  return true;
}

bool LevelEditor::erase(int tile, double now) {
  if (!inside(tile)) return refuse("The border is always wall.");
  const auto at = static_cast<std::size_t>(tile);
  if (board_.things[at] != kEmpty) {
    const Thing t = board_.things[at];
    board_.things[at] = kEmpty;
    if (is_spoiled(t)) board_.ground[at] = Ground::mud;
  } else if (board_.ground[at] != Ground::floor) {
    board_.ground[at] = Ground::floor;
  } else {
    return false;
  }
  commit(now);
  return true;
}

bool LevelEditor::move(int from, int to, double now) {
  if (from == to) return false;
  if (!inside(from) || !inside(to)) return refuse("Pieces stay inside the border.");
  const auto a = static_cast<std::size_t>(from), b = static_cast<std::size_t>(to);
  if (board_.things[a] == kEmpty) return refuse("There is nothing to move there.");
  if (board_.ground[b] == Ground::wall) return refuse("A piece cannot stand on a wall.");
  // Swap the two things; a fruit reaching mud is spoiled there, a spoiled one leaving it is clean.
  const auto settle = [&](std::size_t tile, Thing t) {
    if (is_spoiled(t)) t = fruit(colour_of(t));
    if (board_.ground[tile] == Ground::mud) {
      if (is_fruit(t)) t = static_cast<Thing>(kSpoiled + colour_of(t));
      if (is_hedgehog(t) || is_anteater(t)) board_.ground[tile] = Ground::floor;
    }
    board_.things[tile] = t;
  };
  const Thing moving = board_.things[a], other = board_.things[b];
  settle(b, moving);
  settle(a, other);
  commit(now);
  return true;
}

bool LevelEditor::cycle_one_way(int tile, Dir side, double now) {
  if (side != Dir::right && side != Dir::down) return refuse("A border is named by the tile left of it or above it.");
  if (tile < 0 || tile >= board_.tiles()) return refuse("That border is off the board.");
  const int next = board_.step(tile, side);
  if (next < 0) return refuse("That border is off the board.");
  if (!inside(tile) || !inside(next)) return refuse("One-way borders go between two tiles inside the border.");
  const int r = board_.row_of(tile), c = board_.column_of(tile);
  const bool vertical = side == Dir::right;
  std::optional<Dir> current;
  std::vector<OneWay> rest;
  for (const OneWay& w : one_ways(board_)) {
    const bool w_vertical = w.allowed == Dir::right || w.allowed == Dir::left;
    if (w.row == r && w.column == c && w_vertical == vertical)
      current = w.allowed;
    else
      rest.push_back(w);
  }
  // none -> forward (right / down) -> back (left / up) -> none
  const Dir forward = vertical ? Dir::right : Dir::down;
  std::optional<Dir> next_state;
  if (!current)
    next_state = forward;
  else if (*current == forward)
    next_state = opposite(forward);
  std::fill(board_.closed.begin(), board_.closed.end(), std::uint8_t{0});
  for (const OneWay& w : rest) add_one_way(board_, w);
  if (next_state) add_one_way(board_, {r, c, *next_state});
  commit(now);
  return true;
}

bool LevelEditor::resize(int width, int height, double now) {
  if (width < kMinSize || width > kMaxSize || height < kMinSize || height > kMaxSize)
    return refuse("Levels are " + std::to_string(kMinSize) + " to " + std::to_string(kMaxSize) +
                  " tiles each way, the border included.");
  if (width == board_.width && height == board_.height) return false;
  Board next = empty_board(width, height);
  for (int r = 1; r < std::min(height, board_.height) - 1; ++r)
    for (int c = 1; c < std::min(width, board_.width) - 1; ++c) {
      const auto from = static_cast<std::size_t>(board_.index(r, c)), to = static_cast<std::size_t>(next.index(r, c));
      next.ground[to] = board_.ground[from];
      next.things[to] = board_.things[from];
    }
  for (const OneWay& w : one_ways(board_)) {
    const bool vertical = w.allowed == Dir::right || w.allowed == Dir::left;
    const int r2 = vertical ? w.row : w.row + 1, c2 = vertical ? w.column + 1 : w.column;
    // Kept while both its tiles are still inside the border.
    const bool a_inside = w.row > 0 && w.column > 0 && w.row < height - 1 && w.column < width - 1;
    const bool b_inside = r2 > 0 && c2 > 0 && r2 < height - 1 && c2 < width - 1;
    if (a_inside && b_inside) add_one_way(next, w);
  }
  board_ = std::move(next);
  commit(now);
  return true;
}

bool LevelEditor::undo(double now) {
  if (!can_undo()) return false;
  --cursor_;
  board_ = parse_board(history_[cursor_]);
  board_changed(now);
  return true;
}

bool LevelEditor::redo(double now) {
  if (!can_redo()) return false;
  ++cursor_;
  board_ = parse_board(history_[cursor_]);
  board_changed(now);
  return true;
}

std::optional<std::string> LevelEditor::problem() const {
  std::array<int, kColours> live{};
  int fruit = 0;
  for (std::size_t t = 0; t < board_.things.size(); ++t) {
    const Thing thing = board_.things[t];
    if (is_spoiled(thing))
      return std::string("A ") + colour_name(colour_of(thing)) +
             " fruit starts in mud, so it is spoiled and the level is lost: move it out of the mud.";
    if (thing == kHedgehogAwake) return "A hedgehog starts awake (it has eaten a fruit): place a sleeping one.";
    if (is_fruit(thing)) {
      ++live[static_cast<std::size_t>(colour_of(thing))];
      ++fruit;
    }
  }
  if (fruit == 0) return "No fruit: place at least one pair of fruit of one colour.";
  for (int c = 0; c < kColours; ++c)
    if (live[static_cast<std::size_t>(c)] == 1)
      return std::string("Only one ") + colour_name(c) + " fruit: every fruit needs a partner of its colour.";
  if (legal_moves(board_).empty()) return "No tilt moves anything: give the fruit room to slide.";
  return std::nullopt;
}

Challenge LevelEditor::challenge() const {
  Challenge c;
  c.game = kGame;
  c.params = {{"variant", "standard"}, {"width", board_.width}, {"height", board_.height}};
  c.board = text();
  return c;
}

void LevelEditor::stop_retest() {
  if (request_ != 0) engine_.abandon(request_);
  request_ = 0;
}

void LevelEditor::tick(double now) {
  now_ = now;
  if (!retest_due_ || now - edited_at_ < kRetestDelay) return;
  retest_due_ = false;
  if (problem()) return;  // the verdict already says what is wrong
  verdict_ = {};
  const std::uint64_t revision = revision_;
  request_ = engine_.solve(challenge(), {}, [this, revision](const SolveResult& r) {
    if (revision != revision_) return;  // an older level's answer
    request_ = 0;
    if (r.end != RequestEnd::answered) {
      verdict_ = {EditorVerdict::Kind::failed, 0, {}, r.error.message};
      return;
    }
    switch (r.status) {
      case Status::solved: verdict_ = {EditorVerdict::Kind::solvable, r.solution.size(), r.solution, {}}; break;
      case Status::unsolvable: verdict_ = {EditorVerdict::Kind::unsolvable, 0, {}, {}}; break;
      case Status::unknown:
        verdict_ = {EditorVerdict::Kind::unknown, 0, {}, "the search ran out of time or memory"};
        break;
    }
  });
}

}  // namespace puzzlelab::fruit_dating
