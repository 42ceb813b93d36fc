// A Fujisan setup as data (docs/FUJISAN.md, "Setups as data"): the component sets (coins, dice,
// tiles, dominoes and the values on them), whether each is shuffled face-down and turned by a
// coin toss, which spaces of the mountain each piece covers in what order, and the conditions a
// board is redrawn until it meets. One interpreter (setup_deal.hpp) deals every plan; the six
// published setups are plans too (builtin_plans.hpp), so a designer's plan deals, traces and is
// measured exactly like them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab::fujisan {

enum class PieceKind {
  coin,    // one value; laid on a space, or two at a time on a column (top, then bottom)
  die,     // rolled once for every space it fills; its pieces are its faces, never used up
  tile,    // two values (top half, bottom half) covering a column; may show its other column too
  domino,  // the same as a tile, called a domino in the words of the trace
};

struct Piece {
  std::uint8_t first = 0;   // a coin's or a face's value; a tile's or domino's top half as listed
  std::uint8_t second = 0;  // a tile's or domino's bottom half as listed (unused for coins and dice)
};

struct PieceSet {
  std::string name;  // unique in the plan; its capitalised form names the set in the trace
  PieceKind kind = PieceKind::coin;
  std::vector<Piece> pieces;      // in the order listed (the order the shuffle starts from)
  bool shuffled = true;           // shuffled face-down once before anything is laid (never a die)
  std::string shuffle_words;      // the trace's caption of the shuffle
  bool turned_by_coin = false;    // tiles and dominoes: one coin() per piece as it is laid; heads turns it
  int unseen = 0;                 // pieces laid too but showing no value (the stack under the tiles)
  bool unseen_turned_up = false;  // whether those are turned face-up as they are laid
};

// Where one placement puts its piece(s). A space takes one coin or one roll; a column takes a
// tile or domino (its first value on top), two coins of one set (top, then bottom) or two rolls.
struct Target {
  bool whole_column = false;
  int row = 0;           // a space's row: 0 top, 1 bottom
  int column = 0;        // 1..12
  int other_column = 0;  // a tile's or domino's other column, showing the pair upside down; 0: none
};

struct LayoutEntry {
  std::vector<int> from;  // set indices, taken in turn: target k draws from from[k % from.size()]
  std::vector<Target> to;
};

enum class Condition { unique_step_pairs, no_double_steps };

struct SetupPlan {
  std::string name;
  std::vector<PieceSet> sets;
  std::vector<LayoutEntry> layout;
  std::vector<Condition> redraw_until;  // all must hold; empty: the first draw stands
};

// Reads and checks a description (parse_setup_description has read its "name"): every field, the
// values 0..5, enough pieces for what the layout takes, every mountain space covered exactly once,
// and redraw conditions that can hold at all. Throws InputError("bad_setup", ...) naming the field
// and the problem. Shorthands (generated piece lists, target ranges) are expanded.
SetupPlan read_setup_plan(const nlohmann::json& description);

// The plan as its normalized description: every field present, pieces and targets listed one by
// one, so one plan has one text (setup_text).
nlohmann::json plan_description(const SetupPlan& plan);

// The plural noun of the pieces the redraw gathers: "coins", "tiles", ... or "pieces" for a mix.
std::string pieces_noun(const SetupPlan& plan);

// A condition's name in descriptions, and the words the trace and messages use for it.
const char* condition_name(Condition condition);

}  // namespace puzzlelab::fujisan
