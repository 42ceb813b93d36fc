#include "games/rush_hour/landscape.hpp"

#include <algorithm>

#include "games/rush_hour/position_store.hpp"

namespace puzzlelab::rush_hour {

Landscape explore(const Board& board, const Budget& budget, std::uint64_t max_positions) {
  Landscape out;
  BudgetMeter meter(budget);
  const PackedGeometry geometry(board);
  const std::uint64_t cap = position_cap(max_positions);
  PositionStore store;
  store.add(geometry.pack(board));
  // The vehicle whose slide first reached each position (kNoVehicle: none), whose moves are not
  // tried from it (packed_position.hpp, for_each_move); then the same for the second search.
  constexpr std::uint8_t kNoVehicle = 0xff;
  std::vector<std::uint8_t> last_vehicle{kNoVehicle};
  MoveBatch batch;

  // The reachable set, breadth first from the board.
  for (std::uint32_t id = 0; id < store.size(); ++id) {
    if (!meter.spend()) {
      out.expanded = meter.nodes();
      return out;
    }
    const PackedPosition p = store.at(id);  // a copy: adding positions moves the store
    const int skip = last_vehicle[id] == kNoVehicle ? -1 : last_vehicle[id];
    batch.clear();
    geometry.for_each_move(p, false, skip, [&](int v, int d) { batch.add(store, p, v, d); });
    for (const MoveBatch::Entry& move : batch) {
      if (store.size() >= cap) {
        if (store.find(move.next, move.hash) == PositionStore::kNone) out.out_of_memory = true;
        continue;
      }
      if (store.add(move.next, move.hash).second) last_vehicle.push_back(static_cast<std::uint8_t>(move.vehicle));
    }
    if (out.out_of_memory) {
      out.expanded = meter.nodes();
      return out;
    }
  }

  // Distances, breadth first from every solved position at once (in the order found).
  std::vector<std::uint16_t> distance(store.size(), Landscape::kNoDistance);
  std::vector<std::uint32_t> queue;
  last_vehicle.assign(store.size(), kNoVehicle);
  for (std::uint32_t id = 0; id < store.size(); ++id)
    if (geometry.solved(store.at(id))) {
      distance[id] = 0;
      queue.push_back(id);
    }
  for (std::size_t next = 0; next < queue.size(); ++next) {
    if (!meter.spend()) {
      out.expanded = meter.nodes();
      return out;
    }
    const std::uint32_t id = queue[next];
    const PackedPosition p = store.at(id);
    if (distance[id] + 1 >= Landscape::kNoDistance) {  // beyond what a distance holds: no board comes near
      out.expanded = meter.nodes();
      out.out_of_memory = true;
      return out;
    }
    const auto d = static_cast<std::uint16_t>(distance[id] + 1);
    const int skip = last_vehicle[id] == kNoVehicle ? -1 : last_vehicle[id];
    batch.clear();
    geometry.for_each_move(p, false, skip, [&](int v, int slide) { batch.add(store, p, v, slide); });
    for (const MoveBatch::Entry& move : batch) {
      const std::uint32_t neighbour = store.find(move.next, move.hash);
      if (distance[neighbour] == Landscape::kNoDistance) {
        distance[neighbour] = d;
        last_vehicle[neighbour] = static_cast<std::uint8_t>(move.vehicle);
        queue.push_back(neighbour);
      }
    }
  }

  out.expanded = meter.nodes();
  out.status = queue.empty() ? Status::unsolvable : Status::solved;
  out.positions = store.size();
  if (!queue.empty()) {
    out.farthest = distance[queue.back()];
    out.start_distance = distance[0];
  }
  out.shape = board;
  out.keys = store.release();
  out.distance = std::move(distance);
  return out;
}

std::vector<Board> Landscape::at_distance(int moves) const {
  std::vector<Board> boards;
  if (moves < 0 || moves >= kNoDistance) return boards;
  const PackedGeometry geometry(shape);
  for (std::size_t i = 0; i < keys.size(); ++i)
    if (distance[i] == moves) boards.push_back(geometry.unpack(keys[i]));
  return boards;
}

std::uint64_t Landscape::count_at(int moves) const {
  if (moves < 0 || moves >= kNoDistance) return 0;
  return static_cast<std::uint64_t>(std::count(distance.begin(), distance.end(), static_cast<std::uint16_t>(moves)));
}

}  // namespace puzzlelab::rush_hour
