#include "game/tree_walk.hpp"

namespace puzzlelab {

std::map<std::string, double> tree_measures(const TreeFacts& tree) {
  std::map<std::string, double> out;
  if (tree.shortest_known) {
    out["shortest_solutions"] = static_cast<double>(tree.shortest_count);
    out["shortest_solutions_capped"] = tree.shortest_count_capped ? 1 : 0;
  } else if (tree.complete) {
    out["shortest_solutions"] = 0;  // the whole tree holds no solution
    out["shortest_solutions_capped"] = 0;
  }
  if (tree.complete) {
    out["tree_positions"] = static_cast<double>(tree.positions);
    out["dead_end_share"] = static_cast<double>(tree.dead_ends) / static_cast<double>(tree.positions);
  }
  return out;
}

const std::vector<std::string>& tree_measure_names() {
  static const std::vector<std::string> names = {"shortest_solutions", "shortest_solutions_capped", "tree_positions",
                                                 "dead_end_share"};
  return names;
}

}  // namespace puzzlelab
