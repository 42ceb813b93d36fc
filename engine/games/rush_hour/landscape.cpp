// (first version: plain searches over board texts; the packed searches replace it)
#include "games/rush_hour/landscape.hpp"

#include <map>
#include <string>

namespace puzzlelab::rush_hour {

namespace {
std::vector<Board> g_all;  // not thread-safe: first version only
}

std::vector<Board> Landscape::at_distance(int moves) const {
  std::vector<Board> out;
  for (std::size_t i = 0; i < distance.size(); ++i)
    if (distance[i] == moves) out.push_back(parse_board(format_board(shape), shape.size)), out.back() = g_all[i];
  return out;
}

std::uint64_t Landscape::count_at(int moves) const {
  std::uint64_t n = 0;
  for (const auto d : distance) n += d == moves;
  return n;
}

Landscape explore(const Board& board, const Budget& budget) {
  Landscape out;
  out.shape = board;
  BudgetMeter meter(budget);
  std::map<std::string, std::size_t> index;
  std::vector<Board> all = {board};
  index[format_board(board)] = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (!meter.spend()) return out;
    for (const Move& m : legal_moves(all[i])) {
      Board c = all[i];
      apply(c, m);
      if (index.emplace(format_board(c), all.size()).second) all.push_back(c);
    }
  }
  std::vector<int> dist(all.size(), -1);
  std::vector<std::size_t> queue;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (is_solved(all[i])) dist[i] = 0, queue.push_back(i);
  for (std::size_t q = 0; q < queue.size(); ++q) {
    const std::size_t i = queue[q];
    for (const Move& m : legal_moves(all[i])) {
      Board c = all[i];
      apply(c, m);
      const std::size_t j = index[format_board(c)];
      if (dist[j] < 0) dist[j] = dist[i] + 1, queue.push_back(j);
    }
  }
  out.positions = all.size();
  out.status = queue.empty() ? Status::unsolvable : Status::solved;
  for (std::size_t i = 0; i < all.size(); ++i) {
    out.distance.push_back(static_cast<std::uint8_t>(dist[i] < 0 ? 255 : dist[i]));
    out.farthest = std::max(out.farthest, dist[i]);
  }
  out.start_distance = dist[0];
  out.expanded = meter.nodes();
  g_all = all;
  return out;
}

}  // namespace puzzlelab::rush_hour
