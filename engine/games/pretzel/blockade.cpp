#include "games/pretzel/blockade.hpp"

#include <cstring>

namespace puzzlelab::pretzel {

int frozen_cards(const Geometry& geometry, const Card* cells, FrozenScratch& scratch) {
  const Shape& shape = geometry.shape();
  const int count = shape.cells();
  const int top = shape.ranks;
  int queued = 0;
  // Every card starts frozen (only the entries of cards on the grid are ever read).
  for (int cell = 0; cell < count; ++cell) {
    const Card c = cells[cell];
    scratch.pos[c] = static_cast<std::uint8_t>(cell);
    scratch.frozen[c] = 1;
  }
  // Strike the cards whose target is a hole now (the legal moves).
  for (int cell = 0; cell < count; ++cell) {
    if (cells[cell] != kHole) continue;
    const Card fit = geometry.fitting(cells, cell);
    if (fit != kHole && scratch.frozen[fit]) {
      scratch.frozen[fit] = 0;
      scratch.work[queued++] = fit;
    }
  }
  // Propagate: a struck card X frees its successor (X+1 follows X) and the card whose target is
  // X's cell.
  for (int head = 0; head < queued; ++head) {
    const Card x = scratch.work[head];
    if (rank_of(x) < top && scratch.frozen[x + 1]) {
      scratch.frozen[x + 1] = 0;
      scratch.work[queued++] = static_cast<Card>(x + 1);
    }
    const Card waiting = geometry.fitting(cells, scratch.pos[x]);
    if (waiting != kHole && scratch.frozen[waiting]) {
      scratch.frozen[waiting] = 0;
      scratch.work[queued++] = waiting;
    }
  }
  const int cards = count - shape.suits;
  if (queued == cards) return 0;  // every card may still move
  int away = 0;
  for (int cell = 0; cell < count; ++cell) {
    const Card c = cells[cell];
    if (c != kHole && scratch.frozen[c] && shape.goal(c) != cell) ++away;
  }
  return away;
}

bool is_blocked(const Shape& shape, const Card* cells) {
  FrozenScratch scratch;
  return frozen_cards(Geometry(shape), cells, scratch) > 0;
}

std::string_view to_string(BlockadeKind kind) {
  switch (kind) {
    case BlockadeKind::none: return "none";
    case BlockadeKind::ducking_crab: return "ducking-crab";
    case BlockadeKind::duelling_deuces: return "duelling-deuces";
    case BlockadeKind::other: return "other";
  }
  return "none";
}

std::vector<int> ducking_crabs(const Board& board) {
  const Shape& shape = board.shape;
  std::vector<int> suits;
  if (shape.ranks < 3) return suits;
  for (int s = 0; s < shape.suits; ++s) {
    if (board.at(s, 0) != make_card(s, 3)) continue;
    for (int r = 0; r < shape.suits; ++r)
      if (board.at(r, shape.ranks - 1) == make_card(s, 2)) suits.push_back(s);
  }
  return suits;
}

std::vector<std::pair<int, int>> duelling_deuces(const Board& board) {
  const Shape& shape = board.shape;
  std::vector<std::pair<int, int>> pairs;
  for (int s = 0; s < shape.suits; ++s)
    for (int t = s + 1; t < shape.suits; ++t)
      if (board.at(t, 0) == make_card(s, 2) && board.at(s, 0) == make_card(t, 2)) pairs.emplace_back(s, t);
  return pairs;
}

Blockade find_blockade(const Board& board) {
  Blockade blockade;
  if (const auto crabs = ducking_crabs(board); !crabs.empty()) {
    blockade.kind = BlockadeKind::ducking_crab;
    blockade.cards = {make_card(crabs[0], 2), make_card(crabs[0], 3)};
    return blockade;
  }
  if (const auto deuces = duelling_deuces(board); !deuces.empty()) {
    blockade.kind = BlockadeKind::duelling_deuces;
    blockade.cards = {make_card(deuces[0].first, 2), make_card(deuces[0].second, 2)};
    return blockade;
  }
  FrozenScratch scratch;
  if (frozen_cards(Geometry(board.shape), board.cells.data(), scratch) > 0) {
    blockade.kind = BlockadeKind::other;
    for (int cell = 0; cell < board.shape.cells(); ++cell) {
      const Card c = board.cells[cell];
      if (c != kHole && scratch.frozen[c] && board.shape.goal(c) != cell) blockade.cards.push_back(c);
    }
  }
  return blockade;
}

}  // namespace puzzlelab::pretzel
