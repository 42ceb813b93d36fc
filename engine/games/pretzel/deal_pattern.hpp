// Pretzel's setups as data (docs/PRETZEL.md, "Setups as data"): a deal pattern says how the deck
// is cut into piles that are shuffled apart (the shuffle order), in which order the cells are
// dealt, and which cards each cell may take (per cell, a set of suits times a set of ranks). The
// deal: the piles, each shuffled, laid one after another make one stream; each cell in deal order
// takes the first card of the stream it allows that still leaves a card for every later cell (a
// perfect assignment of the cards left to the cells left, kept by bipartite matching).
//
// The built-in setups are patterns: shuffled (one pile, rows, any card anywhere), sequential-suits
// (a pile per suit, rows, the i-th cell dealt takes suit i mod k) and banded-suits (a pile per
// suit, columns, the i-th cell dealt takes suit i div n); each deals the very same boards and
// trace steps as its built-in name, at every size.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/pretzel/rules.hpp"
#include "games/pretzel/setups.hpp"

namespace puzzlelab::pretzel {

// How a cell's suit (or rank) is restricted, from its place i in the deal order (0-based), its
// row and its column. `bands` with count B: the suits (ranks) cut into B runs in order, a cell
// allowing the whole run that holds the one suit (rank) `bands` gives it, so B = 1 is `any` and
// B = k suits (n ranks) is `bands`, and every B between can be dealt.
enum class CellRule { any, turns, bands, band_count, home_row, home_column, grid };

struct AttributeRule {
  CellRule rule = CellRule::any;
  int bands = 0;                               // band_count
  std::vector<std::vector<std::string>> grid;  // grid: per row, per column, a set text
};

enum class PileRule { deck, suits, ranks, none, listed };

// One pile of a listed cut: the cards of these suits and ranks (set texts, below).
struct PileSpec {
  std::string suits = "*";
  std::string ranks = "*";
};

// A description read: size-free, every text kept as written in normalized form. Set texts: suits
// "*" (all) or letters ("ab"); ranks "*" or items separated by commas, each a rank or a range
// ("2-5"), where "n" names the top rank of the size played ("1,8-n").
struct DealPattern {
  PileRule piles = PileRule::deck;
  std::vector<PileSpec> listed;  // listed
  bool by_columns = false;       // the deal order: column by column, else row by row
  AttributeRule suits;
  AttributeRule ranks;
};

// The pattern of a built-in setup.
DealPattern builtin_pattern(Setup setup);

// A description (its "name" already checked) read: throws InputError("bad_setup", ...) naming
// the field (an unknown field, a rule or a set text that cannot be read).
DealPattern read_pattern(const nlohmann::json& description);

// The normalized description of a pattern under `name`.
nlohmann::json describe_pattern(const DealPattern& pattern, std::string_view name);

// The pattern at one size, ready to deal.
struct DealPile {
  std::string source;   // "the deck", "suit a's deck": where a dealt card comes from
  std::string shuffle;  // the shuffle step's caption; empty when the pile is not shuffled
  std::vector<Card> cards;
};
struct DealPlan {
  Shape shape;
  std::vector<DealPile> piles;
  std::vector<int> order;                  // the cells in deal order
  std::vector<std::vector<bool>> allowed;  // allowed[cell][card index suit * ranks + rank - 1]
};

// Resolves the pattern at `shape`: throws InputError("bad_setup", ...) naming the field when a
// set names a suit or rank not in play, a grid has the wrong size, the piles do not hold every
// card exactly once, or no deal fits the pattern (no perfect assignment of cards to cells).
DealPlan plan_deal(const DealPattern& pattern, const Shape& shape);

// The deal of a plan: kn cards row by row, aces as rank 1, each step recorded in `trace`.
std::vector<Card> deal(const DealPlan& plan, Rng& rng, SetupTrace* trace = nullptr);

// An upper bound on the distinct deals: the product of the piles' orderings (exact when every
// cell of a pile allows all of that pile's cards and nothing else, as in the built-in setups).
double pattern_deals_bound(const DealPlan& plan);

}  // namespace puzzlelab::pretzel
