// Pretzel benchmark and experiment runner (docs/PRETZEL.md, "Figures").
//
//   pretzel_bench survey [--suits K] [--ranks A-B] [--deals N] [--seed S] [--setups a,b,c]
//                        [--max-states M] [--max-nodes X]
//       The solver's cost: for each setup and rank count, N deals (seeds S, S+1, ...), shortest
//       solutions by breadth-first search; prints solvable share, median/min/max shortest length,
//       unknowns, mean/max stored states, the time and the memory. The papers' experiment
//       (solvability, P(Sp)-P(Sr), lengths, with intervals and tests) is
//       `puzzlelab experiment --preset pretzel-4xN` (docs/LAB.md).
//   pretzel_bench decide [--suits K] [--ranks N] [--deals N] [--seed S] [--setups ...]
//                        [--max-states M] [--max-ms T]
//       Solvability only (depth-first search), e.g. full-deck 4 x 13 deals under a budget.
//   pretzel_bench enumerate --suits K --ranks N
//       Every distinct deal: count, solvable, shortest-length histogram.
//   pretzel_bench blockades [--suits K] [--ranks N] [--deals N] [--seed S] [--setups ...]
//       The paper's cyclic blockades (section V) per setup: for Sequential and Banded Suits every deal
//       (each ordering of each suit deck, (n!)^k of them) with exact counts of Ducking Crabs per
//       suit, Duelling Deuces per pair, either, any blockade, and the solvable deals; then, for
//       every setup, the same shares over N seeded deals (seeds S, S+1, ...) with 95% intervals.
#include <algorithm>
#include <chrono>
#include <ctime>

#include <sys/resource.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <numeric>
#include <utility>
#include <vector>

#include "core/budget.hpp"
#include "core/rng.hpp"
#include "games/pretzel/blockade.hpp"
#include "games/pretzel/enumerate.hpp"
#include "games/pretzel/rules.hpp"
#include "games/pretzel/setups.hpp"
#include "games/pretzel/solver.hpp"
#include "lab/stats.hpp"

using namespace puzzlelab;
using namespace puzzlelab::pretzel;

namespace {

struct Args {
  std::string mode;
  int suits = 4;
  int rank_lo = 2, rank_hi = 9;
  int deals = 1000;
  std::uint64_t seed = 1;
  std::vector<Setup> setups = {Setup::shuffled, Setup::sequential_suits, Setup::banded_suits};
  std::uint64_t max_states = 8'000'000;
  std::uint64_t max_nodes = 0;
  double max_ms = 0;
};

[[noreturn]] void usage(const char* why) {
  std::fprintf(stderr, "pretzel_bench: %s\nusage: pretzel_bench survey|decide|enumerate|blockades [options]\n", why);
  std::exit(2);
}

Args parse(int argc, char** argv) {
  Args a;
  if (argc < 2) usage("missing mode");
  a.mode = argv[1];
  for (int i = 2; i < argc; ++i) {
    const std::string opt = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) usage(("missing value for " + opt).c_str());
      return argv[++i];
    };
    if (opt == "--suits")
      a.suits = std::stoi(value());
    else if (opt == "--ranks") {
      const std::string v = value();
      const auto dash = v.find('-');
      a.rank_lo = std::stoi(v.substr(0, dash));
      a.rank_hi = dash == std::string::npos ? a.rank_lo : std::stoi(v.substr(dash + 1));
    } else if (opt == "--deals")
      a.deals = std::stoi(value());
    else if (opt == "--seed")
      a.seed = std::stoull(value());
    else if (opt == "--max-states")
      a.max_states = std::stoull(value());
    else if (opt == "--max-nodes")
      a.max_nodes = std::stoull(value());
    else if (opt == "--max-ms")
      a.max_ms = std::stod(value());
    else if (opt == "--setups") {
      a.setups.clear();
      std::string v = value();
      std::size_t start = 0;
      for (;;) {
        const auto comma = v.find(',', start);
        const auto name = v.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        const auto setup = setup_from_string(name);
        if (!setup) usage(("unknown setup " + name).c_str());
        a.setups.push_back(*setup);
        if (comma == std::string::npos) break;
        start = comma + 1;
      }
    } else
      usage(("unknown option " + opt).c_str());
  }
  return a;
}

double now_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

int survey(const Args& a, bool shortest) {
  std::printf("%-17s %2s %3s %6s %9s %6s %4s %4s %4s %8s %10s %10s %9s %9s %8s\n", "setup", "k", "n", "deals",
              "solvable", "unkn", "med", "min", "max", "blocked", "mean-st", "max-st", "wall-s", "cpu-s", "peak-MB");
  for (int n = a.rank_lo; n <= a.rank_hi; ++n) {
    for (Setup setup : a.setups) {
      const Shape shape{a.suits, n};
      int solvable = 0, unknown = 0, blocked = 0;
      std::vector<int> lengths;
      double states = 0, max_states = 0;
      const double t0 = now_ms();
      const std::clock_t c0 = std::clock();
      for (int d = 0; d < a.deals; ++d) {
        const Board board = generate(shape, setup, a.seed + static_cast<std::uint64_t>(d));
        if (is_blocked(board)) ++blocked;
        Budget budget;
        budget.max_nodes = a.max_nodes;
        budget.max_ms = a.max_ms;
        BudgetMeter meter(budget);
        SolverOptions options;
        options.max_states = a.max_states;
        const SolveResult r = shortest ? solve_shortest(board, meter, options) : solve_any(board, meter, options);
        states += static_cast<double>(r.stored);
        max_states = std::max(max_states, static_cast<double>(r.stored));
        if (r.status == Status::solved) {
          ++solvable;
          lengths.push_back(static_cast<int>(r.moves.size()));
        } else if (r.status == Status::unknown) {
          ++unknown;
        }
      }
      const double secs = (now_ms() - t0) / 1000;
      const double cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
      const double peak_mb = max_states * static_cast<double>(bytes_per_state(shape)) / (1 << 20);
      std::sort(lengths.begin(), lengths.end());
      auto median = [&]() -> double {
        if (lengths.empty()) return 0;
        const std::size_t m = lengths.size();
        return m % 2 ? lengths[m / 2] : (lengths[m / 2 - 1] + lengths[m / 2]) / 2.0;
      };
      std::printf("%-17s %2d %3d %6d %8.1f%% %6d %4.1f %4d %4d %8d %10.0f %10.0f %9.2f %9.2f %8.1f\n",
                  std::string(to_string(setup)).c_str(), a.suits, n, a.deals, 100.0 * solvable / a.deals, unknown,
                  shortest ? median() : 0.0, lengths.empty() ? 0 : lengths.front(),
                  lengths.empty() ? 0 : lengths.back(), blocked, states / a.deals, max_states, secs, cpu, peak_mb);
      std::fflush(stdout);
    }
  }
  return 0;
}

int enumerate_mode(const Args& a) {
  const Shape shape{a.suits, a.rank_lo};
  const double t0 = now_ms();
  Budget budget;
  BudgetMeter meter(budget);
  const Enumeration e = enumerate_deals(shape, meter);
  std::printf("%d x %d: deals %llu, solvable %llu (%.2f%%), blocked %llu, %.2f s\n", shape.suits, shape.ranks,
              static_cast<unsigned long long>(e.deals), static_cast<unsigned long long>(e.solvable),
              100.0 * static_cast<double>(e.solvable) / static_cast<double>(e.deals),
              static_cast<unsigned long long>(e.blocked), (now_ms() - t0) / 1000);
  std::printf("  blocked but solvable: %llu (must be 0); ducking crabs %llu, duelling deuces %llu\n",
              static_cast<unsigned long long>(e.blocked_but_solvable), static_cast<unsigned long long>(e.ducking_crabs),
              static_cast<unsigned long long>(e.duelling_deuces));
  for (std::size_t len = 0; len < e.lengths.size(); ++len)
    if (e.lengths[len]) std::printf("  length %2zu: %llu\n", len, static_cast<unsigned long long>(e.lengths[len]));
  return 0;
}

// What the blockade counts look at in one deal.
struct BlockadeTally {
  std::uint64_t deals = 0, any_crab = 0, deuces = 0, crab_or_deuces = 0, blocked = 0, solvable = 0;
  std::vector<std::uint64_t> crab_of_suit;
  std::vector<std::vector<std::uint64_t>> deuces_of_pair;

  explicit BlockadeTally(int suits)
      : crab_of_suit(suits, 0), deuces_of_pair(suits, std::vector<std::uint64_t>(suits, 0)) {}

  void add(const Board& board, bool solve_it) {
    ++deals;
    const std::vector<int> crabs = ducking_crabs(board);
    const auto duels = duelling_deuces(board);
    for (int s : crabs) ++crab_of_suit[s];
    for (auto [s, t] : duels) ++deuces_of_pair[s][t];
    any_crab += !crabs.empty();
    deuces += !duels.empty();
    crab_or_deuces += !crabs.empty() || !duels.empty();
    blocked += is_blocked(board);
    if (solve_it) {
      Budget budget;
      BudgetMeter meter(budget);
      solvable += solve_any(board, meter).status == Status::solved;
    }
  }
};

void print_share(const char* what, std::uint64_t count, std::uint64_t of, bool exact) {
  const double share = static_cast<double>(count) / static_cast<double>(of);
  if (exact) {
    const std::uint64_t g = std::max<std::uint64_t>(std::gcd(count, of), 1);
    std::printf("  %-28s %10llu / %-10llu = %llu/%llu = %.4f\n", what, static_cast<unsigned long long>(count),
                static_cast<unsigned long long>(of), static_cast<unsigned long long>(count / g),
                static_cast<unsigned long long>(of / g), share);
  } else {
    const lab::Interval i = lab::wilson_interval(count, of);
    std::printf("  %-28s %10llu / %-10llu = %.4f (95%%: %.4f-%.4f)\n", what, static_cast<unsigned long long>(count),
                static_cast<unsigned long long>(of), share, i.low, i.high);
  }
}

void print_tally(const BlockadeTally& t, int suits, bool exact, bool solved) {
  for (int s = 0; s < suits; ++s)
    if (t.crab_of_suit[s])
      print_share(("Ducking Crab of suit " + std::string(1, suit_letter(s))).c_str(), t.crab_of_suit[s], t.deals,
                  exact);
  print_share("any Ducking Crab", t.any_crab, t.deals, exact);
  for (int s = 0; s < suits; ++s)
    for (int x = s + 1; x < suits; ++x)
      if (t.deuces_of_pair[s][x])
        print_share(
            ("Duelling Deuces " + std::string(1, suit_letter(s)) + "/" + std::string(1, suit_letter(x))).c_str(),
            t.deuces_of_pair[s][x], t.deals, exact);
  print_share("any Duelling Deuces", t.deuces, t.deals, exact);
  print_share("crab or deuces", t.crab_or_deuces, t.deals, exact);
  print_share("blocked at the deal (any)", t.blocked, t.deals, exact);
  if (solved) {
    print_share("solvable", t.solvable, t.deals, exact);
    const std::uint64_t unsolvable = t.deals - t.solvable;
    if (unsolvable) print_share("crab or deuces / unsolvable", t.crab_or_deuces, unsolvable, exact);
  }
}

int blockades_mode(const Args& a) {
  const Shape shape{a.suits, a.rank_lo};
  validate(shape);
  const bool solve_them = shape.cells() <= 20;  // every deal solved only where that is quick
  for (Setup setup : a.setups) {
    const double t0 = now_ms();
    if ((setup == Setup::sequential_suits || setup == Setup::banded_suits) && distinct_deals(shape, setup) <= 1e7) {
      BlockadeTally t(shape.suits);
      std::vector<std::vector<Card>> decks(shape.suits);
      for (int s = 0; s < shape.suits; ++s)
        for (int r = 1; r <= shape.ranks; ++r) decks[s].push_back(make_card(s, r));
      for (;;) {  // every ordering of every suit deck, an odometer over the suits
        t.add(take_out_aces(shape, deal_suit_decks(shape, setup, decks)), solve_them);
        int s = 0;
        while (s < shape.suits && !std::next_permutation(decks[s].begin(), decks[s].end())) ++s;
        if (s == shape.suits) break;
      }
      std::printf("%s %d x %d, every deal (%.2f s):\n", std::string(to_string(setup)).c_str(), shape.suits, shape.ranks,
                  (now_ms() - t0) / 1000);
      print_tally(t, shape.suits, true, solve_them);
    }
    BlockadeTally t(shape.suits);
    const double t1 = now_ms();
    for (int d = 0; d < a.deals; ++d) t.add(generate(shape, setup, a.seed + static_cast<std::uint64_t>(d)), solve_them);
    std::printf("%s %d x %d, %d seeded deals from seed %llu (%.2f s):\n", std::string(to_string(setup)).c_str(),
                shape.suits, shape.ranks, a.deals, static_cast<unsigned long long>(a.seed), (now_ms() - t1) / 1000);
    print_tally(t, shape.suits, false, solve_them);
  }
  return 0;
}

}  // namespace

void print_peak_memory() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  std::printf("peak resident memory: %.1f MB\n", static_cast<double>(usage.ru_maxrss) / 1024);
}

int main(int argc, char** argv) {
  const Args a = parse(argc, argv);
  int status = -1;
  if (a.mode == "survey") status = survey(a, true);
  if (a.mode == "decide") status = survey(a, false);
  if (a.mode == "enumerate") status = enumerate_mode(a);
  if (a.mode == "blockades") status = blockades_mode(a);
  if (status >= 0) {
    print_peak_memory();
    return status;
  }
  usage(("unknown mode " + a.mode).c_str());
}
