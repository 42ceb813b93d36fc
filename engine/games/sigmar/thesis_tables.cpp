#include "games/sigmar/thesis_tables.hpp"

#include <algorithm>
#include <cmath>

namespace puzzlelab::sigmar {

RunSummary summarise_runs(std::vector<double> v) {
  RunSummary s;
  if (v.empty()) return s;
  double sum = 0;
  for (const double x : v) sum += x;
  const double n = static_cast<double>(v.size());
  s.mean = sum / n;
  double sq = 0;
  for (const double x : v) sq += (x - s.mean) * (x - s.mean);
  s.sd = v.size() > 1 ? std::sqrt(sq / (n - 1)) : 0;
  std::sort(v.begin(), v.end());
  const std::size_t k = v.size();
  s.median = k % 2 ? v[k / 2] : (v[k / 2 - 1] + v[k / 2]) / 2;
  const auto at = [&](double p) { return v[static_cast<std::size_t>(p * (n - 1) + 0.5)]; };
  s.p90 = at(0.9);
  s.p99 = at(0.99);
  s.max = v.back();
  return s;
}

double largest_run_bound(const PrintedCell& cell, int n) { return cell.mean + cell.sd * std::sqrt(n - 1.0); }

// Copied cell by cell from the thesis ("mean ± sd"); columns dense, pinwheel, rings, sparse, star.
const PrintedCell kTable1[5][5] = {
    {{1415, 2619}, {3961, 5421}, {1420310, 2835010}, {10215, 12667.2}, {138, 93}},
    {{270, 160}, {615, 752}, {1110260, 2218950}, {6098, 9363}, {117, 39}},
    {{74, 30}, {709, 713}, {19354, 28320}, {870, 1018}, {331, 382}},
    {{1418, 2561}, {655, 921}, {1420250, 2835050}, {173009, 340788}, {180, 104}},
    {{320, 215}, {1464, 2419}, {1421080, 2834630}, {774, 1046}, {109, 76}},
};

const PrintedCell kTable2[5][5] = {
    {{1550, 6529}, {4649, 25286}, {545373, 2472940}, {196597, 1042840}, {405, 929}},
    {{1179, 3504}, {1821, 8741}, {577630, 2208530}, {432739, 1930470}, {722, 1647}},
    {{1943, 5221}, {6742, 25775}, {788053, 2310010}, {986958, 3722110}, {709, 2035}},
    {{1831, 7003}, {8880, 33213}, {436211, 2433920}, {335964, 1768820}, {632, 2030}},
    {{988, 2596}, {3793, 15682}, {420123, 2420240}, {647589, 2859290}, {1125, 3392}},
};

const PrintedCell kTable3[6][5] = {
    {{0.0059, 0.0374}, {0.0142, 0.0822}, {4.3906, 24.1876}, {1.2014, 7.2385}, {0.0009, 0.0024}},
    {{0.0038, 0.0146}, {0.0057, 0.0289}, {3.9474, 16.2280}, {2.8288, 13.6514}, {0.0018, 0.0046}},
    {{0.0099, 0.0282}, {0.0309, 0.1240}, {8.4922, 26.2547}, {9.5988, 38.3993}, {0.0032, 0.0109}},
    {{0.0077, 0.0421}, {0.0296, 0.1193}, {4.2019, 27.8464}, {2.7429, 17.7640}, {0.0017, 0.0062}},
    {{0.0027, 0.0075}, {0.0114, 0.0490}, {3.8767, 25.8291}, {5.1326, 27.1634}, {0.0034, 0.0112}},
    {{1.1576, 0.7488}, {1.2128, 1.2648}, {1.2426, 0.8044}, {1.1201, 0.7261}, {1.1569, 0.6587}},
};

}  // namespace puzzlelab::sigmar
