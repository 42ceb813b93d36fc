// A deal pattern at one size (deal_pattern.hpp): the piles, the deal order and each cell's
// allowed cards, checked to admit a deal; and the deal itself.
#include "games/pretzel/deal_pattern.hpp"

#include <span>
#include <stdexcept>

#include "game/description_fields.hpp"

namespace puzzlelab::pretzel {

namespace {

std::string suit_name_letter(int suit) { return std::string(1, suit_letter(suit)); }

std::string place_text(const Shape& shape, int cell) {
  return "row " + std::to_string(shape.row(cell) + 1) + ", column " + std::to_string(shape.column(cell) + 1);
}

// The suits of a set text (already read) at k suits.
std::vector<bool> suits_of(const std::string& text, int k, const std::string& path) {
  std::vector<bool> out(k, text == "*");
  if (text == "*") return out;
  for (const char c : text) {
    const int suit = c - 'a';
    if (suit >= k)
      bad_setup_field(path, "suit '" + std::string(1, c) + "' is not in play with " + std::to_string(k) +
                                " suits (a.." + suit_name_letter(k - 1) + ")");
    out[suit] = true;
  }
  return out;
}

int rank_token(std::string_view token, int n) {
  if (token == "n") return n;
  int rank = 0;
  for (const char c : token) rank = rank * 10 + (c - '0');
  return rank;
}

// The ranks (index rank - 1) of a set text (already read) at n ranks.
std::vector<bool> ranks_of(const std::string& text, int n, const std::string& path) {
  std::vector<bool> out(n, text == "*");
  if (text == "*") return out;
  std::size_t start = 0;
  for (;;) {
    const auto comma = text.find(',', start);
    const std::string_view item =
        std::string_view(text).substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    const auto dash = item.find('-');
    const int lo = rank_token(item.substr(0, dash), n);
    const int hi = dash == std::string_view::npos ? lo : rank_token(item.substr(dash + 1), n);
    if (hi > n)
      bad_setup_field(path, "rank " + std::to_string(hi) + " is not in play with " + std::to_string(n) +
                                " ranks (1..n = 1.." + std::to_string(n) + ")");
    if (lo > hi)
      bad_setup_field(path, "the range \"" + std::string(item) + "\" is empty with " + std::to_string(n) + " ranks");
    for (int r = lo; r <= hi; ++r) out[r - 1] = true;
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return out;
}

// The suits (ranks) a cell allows under a rule: its place i in deal order, row and column.
std::vector<bool> allowed_values(const AttributeRule& rule, const Shape& shape, int i, int cell, bool suits,
                                 const std::string& path) {
  const int k = shape.suits, n = shape.ranks, count = suits ? k : n;
  std::vector<bool> out(count, false);
  switch (rule.rule) {
    case CellRule::any: out.assign(count, true); break;
    case CellRule::turns: out[suits ? i % k : i % n] = true; break;
    case CellRule::bands: out[suits ? i / n : i / k] = true; break;
    case CellRule::home_row: out[shape.row(cell)] = true; break;
    case CellRule::home_column: out[shape.column(cell)] = true; break;
    case CellRule::band_count: {
      if (rule.bands > count)
        bad_setup_field(path + ".bands", std::to_string(rule.bands) + " bands of " + std::to_string(count) +
                                             (suits ? " suits" : " ranks") + ": at most one band per " +
                                             (suits ? "suit" : "rank"));
      // The values cut into B runs; the cell allows the run holding the value "bands" gives it.
      const int value = suits ? i / n : i / k;
      for (int band = 0; band < rule.bands; ++band) {
        const int from = band * count / rule.bands, to = (band + 1) * count / rule.bands;
        if (value < from || value >= to) continue;
        for (int v = from; v < to; ++v) out[v] = true;
      }
      break;
    }
    case CellRule::grid: {
      const int r = shape.row(cell), c = shape.column(cell);
      const std::string at = path + "[" + std::to_string(r) + "][" + std::to_string(c) + "]";
      const std::string& text = rule.grid[r][c];
      return suits ? suits_of(text, k, at) : ranks_of(text, n, at);
    }
  }
  return out;
}

void check_grid_size(const AttributeRule& rule, const Shape& shape, const std::string& path) {
  if (rule.rule != CellRule::grid) return;
  if (static_cast<int>(rule.grid.size()) != shape.suits)
    bad_setup_field(path, "the grid has " + std::to_string(rule.grid.size()) + " rows, expected " +
                              std::to_string(shape.suits) + " (one per suit)");
  for (std::size_t r = 0; r < rule.grid.size(); ++r)
    if (static_cast<int>(rule.grid[r].size()) != shape.ranks)
      bad_setup_field(path + "[" + std::to_string(r) + "]", "the row has " + std::to_string(rule.grid[r].size()) +
                                                                " cells, expected " + std::to_string(shape.ranks) +
                                                                " (one per rank)");
}

// Perfect assignments of the cards left to the cells left, by augmenting paths (Kuhn). Cells and
// cards are indices 0..N-1; a dealt cell and its card leave the graph together.
class Assignment {
 public:
  explicit Assignment(const std::vector<std::vector<bool>>& allowed)
      : allowed_(allowed),
        cell_card_(allowed.size(), -1),
        card_cell_(allowed.size(), -1),
        gone_(allowed.size(), false) {}

  // Matches every cell it can; the number matched (all of them when a deal fits).
  int match_all() {
    int matched = 0;
    for (int cell = 0; cell < size(); ++cell) {
      std::vector<bool> seen(size(), false);
      if (augment(cell, seen)) ++matched;
    }
    return matched;
  }

  // Gives `card` to `cell` when every other cell left can still get a card; then both leave.
  bool take(int cell, int card) {
    const int other = card_cell_[card], spare = cell_card_[cell];
    if (other != cell) {
      // `other` must find another card, `spare` being free once `cell` takes `card`.
      if (allowed_[other][spare]) {
        cell_card_[other] = spare;
        card_cell_[spare] = other;
      } else {
        card_cell_[spare] = -1;
        cell_card_[other] = -1;
        card_cell_[card] = kHeld;
        std::vector<bool> seen(size(), false);
        if (!augment(other, seen)) {  // a failed search changes nothing: put the three back
          card_cell_[card] = other;
          cell_card_[other] = card;
          card_cell_[spare] = cell;
          return false;
        }
      }
    }
    cell_card_[cell] = card;
    card_cell_[card] = cell;
    gone_[cell] = true;
    return true;
  }

 private:
  static constexpr int kHeld = -2;  // a card promised to the cell being dealt

  int size() const { return static_cast<int>(allowed_.size()); }
  bool usable(int cell, int card, const std::vector<bool>& seen) const {
    return allowed_[cell][card] && !seen[card] && card_cell_[card] != kHeld &&
           !(card_cell_[card] >= 0 && gone_[card_cell_[card]]);
  }

  // An alternating path from `cell` to a free card: a free card it allows first, else a card
  // whose cell can move on (recursion depth at most N, N <= 104).
  bool augment(int cell, std::vector<bool>& seen) {
    for (int card = 0; card < size(); ++card)
      if (card_cell_[card] == -1 && usable(cell, card, seen)) {
        cell_card_[cell] = card;
        card_cell_[card] = cell;
        return true;
      }
    for (int card = 0; card < size(); ++card) {
      if (!usable(cell, card, seen)) continue;
      seen[card] = true;
      if (augment(card_cell_[card], seen)) {
        cell_card_[cell] = card;
        card_cell_[card] = cell;
        return true;
      }
    }
    return false;
  }

  const std::vector<std::vector<bool>>& allowed_;
  std::vector<int> cell_card_;
  std::vector<int> card_cell_;
  std::vector<bool> gone_;
};

int card_index(const Shape& shape, Card card) { return suit_of(card) * shape.ranks + rank_of(card) - 1; }

std::vector<std::string> pile_texts(const std::vector<Card>& cards, const std::vector<bool>& used, const Shape& shape) {
  std::vector<std::string> out;
  for (const Card card : cards)
    if (!used[card_index(shape, card)]) out.push_back(format_move(card));
  return out;
}

}  // namespace

DealPlan plan_deal(const DealPattern& pattern, const Shape& shape) {
  validate(shape);
  const int k = shape.suits, n = shape.ranks, cells = shape.cells();
  DealPlan plan;
  plan.shape = shape;
  const auto card_at = [&](int index) { return make_card(index / n, index % n + 1); };
  // The piles, each in deck order (suit by suit, ranks ascending).
  switch (pattern.piles) {
    case PileRule::deck:
    case PileRule::none: {
      DealPile pile{
          "the deck",
          pattern.piles == PileRule::deck ? "Shuffle the whole deck of " + std::to_string(cells) + " cards" : "",
          {}};
      for (int index = 0; index < cells; ++index) pile.cards.push_back(card_at(index));
      plan.piles.push_back(std::move(pile));
      break;
    }
    case PileRule::suits:
      for (int s = 0; s < k; ++s) {
        DealPile pile{
            "suit " + suit_name_letter(s) + "'s deck", "Shuffle suit " + suit_name_letter(s) + "'s deck apart", {}};
        for (int r = 1; r <= n; ++r) pile.cards.push_back(make_card(s, r));
        plan.piles.push_back(std::move(pile));
      }
      break;
    case PileRule::ranks:
      for (int r = 1; r <= n; ++r) {
        DealPile pile{
            "rank " + std::to_string(r) + "'s deck", "Shuffle rank " + std::to_string(r) + "'s deck apart", {}};
        for (int s = 0; s < k; ++s) pile.cards.push_back(make_card(s, r));
        plan.piles.push_back(std::move(pile));
      }
      break;
    case PileRule::listed: {
      std::vector<int> pile_of(cells, -1);
      for (std::size_t p = 0; p < pattern.listed.size(); ++p) {
        const std::string path = "piles[" + std::to_string(p) + "]";
        const std::vector<bool> suits = suits_of(pattern.listed[p].suits, k, path + ".suits");
        const std::vector<bool> ranks = ranks_of(pattern.listed[p].ranks, n, path + ".ranks");
        const std::string number = std::to_string(p + 1);
        DealPile pile{"pile " + number + "'s deck", "Shuffle pile " + number + "'s deck apart", {}};
        for (int index = 0; index < cells; ++index) {
          if (!suits[index / n] || !ranks[index % n]) continue;
          if (pile_of[index] >= 0)
            bad_setup_field(path, "card " + format_move(card_at(index)) + " is in piles[" +
                                      std::to_string(pile_of[index]) + "] too: every card goes in one pile");
          pile_of[index] = static_cast<int>(p);
          pile.cards.push_back(card_at(index));
        }
        if (pile.cards.empty())
          bad_setup_field(path,
                          "holds no card with " + std::to_string(k) + " suits and " + std::to_string(n) + " ranks");
        plan.piles.push_back(std::move(pile));
      }
      for (int index = 0; index < cells; ++index)
        if (pile_of[index] < 0)
          bad_setup_field("piles",
                          "card " + format_move(card_at(index)) + " is in no pile: every card goes in one pile");
      break;
    }
  }
  // The deal order and what each cell allows.
  for (int i = 0; i < cells; ++i) plan.order.push_back(pattern.by_columns ? shape.cell(i % k, i / k) : i);
  check_grid_size(pattern.suits, shape, "cells.suits");
  check_grid_size(pattern.ranks, shape, "cells.ranks");
  plan.allowed.assign(cells, std::vector<bool>(cells, false));
  std::vector<bool> card_fits(cells, false);
  for (int i = 0; i < cells; ++i) {
    const int cell = plan.order[i];
    const std::vector<bool> suits = allowed_values(pattern.suits, shape, i, cell, true, "cells.suits");
    const std::vector<bool> ranks = allowed_values(pattern.ranks, shape, i, cell, false, "cells.ranks");
    bool any = false;
    for (int index = 0; index < cells; ++index)
      if (suits[index / n] && ranks[index % n]) plan.allowed[cell][index] = card_fits[index] = any = true;
    if (!any) bad_setup_field("cells", place_text(shape, cell) + " allows no card (its suits and ranks do not meet)");
  }
  for (int index = 0; index < cells; ++index)
    if (!card_fits[index])
      bad_setup_field("cells", "no cell allows " + format_move(card_at(index)) + ", so the deck cannot be dealt");
  Assignment assignment(plan.allowed);
  const int matched = assignment.match_all();
  if (matched < cells)
    bad_setup_field("cells", "no deal fits the pattern with " + std::to_string(k) + " suits and " + std::to_string(n) +
                                 " ranks: at most " + std::to_string(matched) + " of the " + std::to_string(cells) +
                                 " cells can get a card they allow at once");
  return plan;
}

std::vector<Card> deal(const DealPlan& plan, Rng& rng, SetupTrace* trace) {
  const Shape& shape = plan.shape;
  const int cells = shape.cells();
  // The stream: the piles, each shuffled, one after another; the pile each card came from.
  std::vector<std::vector<Card>> piles;
  std::vector<int> stream, pile_of(cells, 0);
  for (std::size_t p = 0; p < plan.piles.size(); ++p) {
    std::vector<Card> cards = plan.piles[p].cards;
    if (!plan.piles[p].shuffle.empty()) {
      rng.shuffle(std::span<Card>(cards));
      if (trace) {
        std::vector<std::string> supply;
        for (const Card card : cards) supply.push_back(format_move(card));
        trace->add({"shuffle", plan.piles[p].shuffle, {}, std::move(supply)});
      }
    }
    for (const Card card : cards) {
      stream.push_back(card_index(shape, card));
      pile_of[card_index(shape, card)] = static_cast<int>(p);
    }
    piles.push_back(std::move(cards));
  }
  Assignment assignment(plan.allowed);
  assignment.match_all();  // complete: plan_deal checked it
  std::vector<Card> grid(cells, kHole);
  std::vector<bool> used(cells, false);
  for (const int cell : plan.order) {
    int taken = -1;
    for (const int index : stream)
      if (!used[index] && plan.allowed[cell][index] && assignment.take(cell, index)) {
        taken = index;
        break;
      }
    if (taken < 0) throw std::logic_error("pretzel: a planned deal found no card for a cell");
    used[taken] = true;
    const Card card = make_card(taken / shape.ranks, taken % shape.ranks + 1);
    grid[cell] = card;
    if (trace) {
      const int p = pile_of[taken];
      trace->add({"deal",
                  "Deal " + format_move(card) + " from " + plan.piles[p].source + " to " + place_text(shape, cell),
                  {{cell, format_move(card)}},
                  pile_texts(piles[p], used, shape)});
    }
  }
  return grid;
}

double pattern_deals_bound(const DealPlan& plan) {
  double bound = 1;
  for (const DealPile& pile : plan.piles)
    if (!pile.shuffle.empty())
      for (std::size_t i = 2; i <= pile.cards.size(); ++i) bound *= static_cast<double>(i);
  return bound;
}

}  // namespace puzzlelab::pretzel
