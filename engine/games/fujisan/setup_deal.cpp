#include "games/fujisan/setup_deal.hpp"

#include <cctype>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/input_error.hpp"
#include "games/fujisan/setup_conditions.hpp"

namespace puzzlelab::fujisan {

namespace {

constexpr int kTopRow = 0;
constexpr int kBottomRow = 1;

// ---- the trace's words (core/setup_trace.hpp) ----
// Cells in board text order: the top row's columns 1..12, then the bottom row's.
int cell_of(int row, int column) { return row * kLastMountain + column - 1; }
std::string digit(int value) { return std::string(1, static_cast<char>('0' + value)); }
std::string column_name(int column) {
  return is_summit_column(column) ? "summit column " + std::to_string(column) : "step " + std::to_string(column);
}
std::string row_name(int row) { return row == kTopRow ? "top" : "bottom"; }
TracePlacement at(int row, int column, int value) { return {cell_of(row, column), digit(value)}; }
std::string capitalised(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}
bool shows_pair(PieceKind kind) { return kind == PieceKind::tile || kind == PieceKind::domino; }
std::string piece_text(const PieceSet& set, const Piece& p) {
  return shows_pair(set.kind) ? digit(p.first) + ":" + digit(p.second) : digit(p.first);
}

// One set's pieces in the order they are taken.
struct Stack {
  const PieceSet* set = nullptr;
  std::vector<Piece> pieces;
  std::size_t next = 0;

  Piece take() { return pieces[next++]; }
  std::vector<std::string> supply() const {
    std::vector<std::string> out;
    for (std::size_t i = next; i < pieces.size(); ++i) out.push_back(piece_text(*set, pieces[i]));
    return out;
  }
};

void put(Board& board, int row, int column, int value) {
  board.values[row][column - 1] = static_cast<std::uint8_t>(value);
}

// A column's two values laid at once: "3 over 5 on step 4".
void trace_column(SetupTrace* trace, std::string kind, std::string caption, int column, int top, int bottom,
                  std::vector<std::string> supply) {
  if (!trace) return;
  trace->add({std::move(kind),
              std::move(caption) + ": " + digit(top) + " over " + digit(bottom) + " on " + column_name(column),
              {at(kTopRow, column, top), at(kBottomRow, column, bottom)},
              std::move(supply)});
}

void roll(Board& board, const PieceSet& die, Rng& rng, int row, int column, SetupTrace* trace) {
  const int v = die.pieces[rng.below(static_cast<std::uint32_t>(die.pieces.size()))].first;
  put(board, row, column, v);
  if (trace)
    trace->add({"roll",
                "A die roll for the " + row_name(row) + " row's " + column_name(column) + ": " + digit(v),
                {at(row, column, v)},
                {}});
}

void lay(Board& board, Stack& stack, const Target& t, Rng& rng, SetupTrace* trace) {
  const PieceSet& set = *stack.set;
  if (set.kind == PieceKind::die) {
    if (!t.whole_column) return roll(board, set, rng, t.row, t.column, trace);
    roll(board, set, rng, kTopRow, t.column, trace);
    return roll(board, set, rng, kBottomRow, t.column, trace);
  }
  if (set.kind == PieceKind::coin && !t.whole_column) {
    const int v = stack.take().first;
    put(board, t.row, t.column, v);
    if (trace)
      trace->add({"place",
                  "Lay the next coin, " + digit(v) + ", on the " + row_name(t.row) + " row's " + column_name(t.column),
                  {at(t.row, t.column, v)},
                  stack.supply()});
    return;
  }
  if (set.kind == PieceKind::coin) {
    const int top = stack.take().first;
    const int bottom = stack.take().first;
    put(board, kTopRow, t.column, top);
    put(board, kBottomRow, t.column, bottom);
    trace_column(trace, "place", capitalised(set.name) + "'s next two coins", t.column, top, bottom, stack.supply());
    return;
  }
  const Piece piece = stack.take();
  int top = piece.first;
  int bottom = piece.second;
  const bool turned = set.turned_by_coin && rng.coin();
  if (turned) std::swap(top, bottom);
  put(board, kTopRow, t.column, top);
  put(board, kBottomRow, t.column, bottom);
  const std::string noun = set.kind == PieceKind::tile ? "tile" : "domino";
  trace_column(trace, turned ? "flip" : "place",
               capitalised(noun) + " " + piece_text(set, piece) + (turned ? ", turned" : ""), t.column, top, bottom,
               stack.supply());
  if (!t.other_column) return;
  // The piece's other column shows the pair upside down (an engraved tile: a over b, b over a).
  put(board, kTopRow, t.other_column, bottom);
  put(board, kBottomRow, t.other_column, top);
  trace_column(trace, "place",
               "The top " + noun + "'s other half shows" + (is_summit_column(t.other_column) ? " on the summit" : ""),
               t.other_column, bottom, top, stack.supply());
}

Board deal_once(const SetupPlan& plan, Rng& rng, SetupTrace* trace) {
  std::vector<Stack> stacks;
  for (const PieceSet& set : plan.sets) {
    Stack stack{&set, set.pieces, 0};
    if (set.shuffled) {
      rng.shuffle(std::span<Piece>(stack.pieces));
      if (trace) trace->add({"shuffle", set.shuffle_words, {}, stack.supply()});
    }
    stacks.push_back(std::move(stack));
  }
  Board board;
  for (const LayoutEntry& entry : plan.layout)
    for (std::size_t k = 0; k < entry.to.size(); ++k)
      lay(board, stacks[entry.from[k % entry.from.size()]], entry.to[k], rng, trace);
  return board;
}

// The first condition a board fails, or null.
const Condition* failed_condition(const SetupPlan& plan, const Board& board) {
  for (const Condition& c : plan.redraw_until)
    if (!condition_holds(c, board)) return &c;
  return nullptr;
}

}  // namespace

Board deal(const SetupPlan& plan, Rng& rng, const Budget& budget, SetupTrace* trace) {
  if (plan.redraw_until.empty()) return deal_once(plan, rng, trace);
  BudgetMeter meter(budget);
  const Condition* failed = nullptr;
  for (;;) {
    if (!meter.spend()) {
      const std::uint64_t draws = meter.nodes();
      std::string goal;
      for (const Condition c : plan.redraw_until) goal += (goal.empty() ? "" : " and ") + condition_goal_words(c);
      throw InputError("budget_exhausted", plan.name + " drew " + std::to_string(draws) +
                                               (draws == 1 ? " board" : " boards") + ", none with " + goal +
                                               ", before the budget (max_nodes, time_limit_ms) ran out");
    }
    if (trace && failed)
      trace->add({"redraw",
                  condition_failure_words(*failed) + ": gather the " + pieces_noun(plan) + " and draw again",
                  {},
                  {},
                  true});
    const Board board = deal_once(plan, rng, trace);
    failed = failed_condition(plan, board);
    if (!failed) return board;
  }
}

}  // namespace puzzlelab::fujisan
