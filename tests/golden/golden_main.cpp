// Golden vectors: prints raw Rng draws and the boards that fixed (game, params, setup, seed)
// quadruples name, for every registered game through the Game interface (engine/game/game.hpp),
// and a fingerprint of each setup's trace (the steps talk mode animates).
// With the argument `experiments` it prints instead small experiment documents (docs/LAB.md):
// every game at its defaults with every setup, and every published study, shrunk. With `daily` it
// prints the daily challenges (game/daily.hpp) of fixed dates for every game: daily_v1.txt, which
// must never change (a changed line is a day whose challenge changed for everyone). With `codes`
// it prints a replay code per game and its verification: codes_v1.txt, which must never change.
// Built natively and as WebAssembly (run under node); tests/stages/20-golden diffs both outputs
// against the committed generate_v1.txt and experiments_v1.txt, which this program produced. A
// difference in generate_v1.txt means a quadruple no longer names the same board, which would
// break every saved link: fix the code, never the file. A new game (or setup) adds lines:
// regenerate the file natively, review the new boards and commit it; the existing lines must not
// change. experiments_v1.txt changes only with a deliberate change to what an experiment measures
// or how it summarises (say so in the commit); regenerate it natively and review it.
#include <cstdint>
#include <cstdio>
#include <numeric>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "game/game.hpp"
#include "game/params.hpp"
#include "lab/published.hpp"

using puzzlelab::Rng;
using json = nlohmann::json;

namespace {

void print_rng() {
  for (std::uint64_t seed : {0ull, 1ull, 42ull, 20240601ull, 0xffffffffffffffffull}) {
    Rng rng(seed);
    std::printf("rng seed=%llu next_u32:", static_cast<unsigned long long>(seed));
    for (int i = 0; i < 4; ++i) std::printf(" %u", rng.next_u32());
    std::printf("\nrng seed=%llu below:", static_cast<unsigned long long>(seed));
    for (std::uint32_t bound : {1u, 2u, 6u, 7u, 24u, 1000u, 0x80000001u}) std::printf(" %u", rng.below(bound));
    std::printf("\nrng seed=%llu coin:", static_cast<unsigned long long>(seed));
    for (int i = 0; i < 8; ++i) std::printf(" %d", rng.coin() ? 1 : 0);
    std::vector<int> items(24);
    std::iota(items.begin(), items.end(), 0);
    rng.shuffle(std::span<int>(items));
    std::printf("\nrng seed=%llu shuffle24:", static_cast<unsigned long long>(seed));
    for (int v : items) std::printf(" %d", v);
    std::printf("\n");
  }
  // Draws are sequenced one per statement: the order in which function arguments are evaluated
  // differs between GCC and Clang.
  Rng streamed(7, 3);
  const std::uint32_t first = streamed.next_u32();
  const std::uint32_t second = streamed.next_u32();
  std::printf("rng seed=7 stream=3 next_u32: %u %u\n", first, second);
}

// The parameter sets pinned per game, from its description: its defaults, then each preset (a
// preset equal to the defaults, or to an earlier one, is not repeated). A new game or preset
// adds lines by itself.
std::vector<json> parameter_sets(const puzzlelab::Game& game) {
  std::vector<json> sets;
  const auto add = [&](const json& given) {
    const json params = puzzlelab::normalize_params(game, given);
    for (const json& known : sets)
      if (known == params) return;
    sets.push_back(params);
  };
  add(json::object());
  for (const auto& preset : game.info().presets) add(preset.params);
  return sets;
}

// One line per (game, setup, params, seed): the board, or the game's refusal (a setup may not
// accept a size), so a change in what is refused shows up too.
void print_boards() {
  const std::uint64_t seeds[] = {0, 1, 2, 3, 42, 1000, 123456789, 0xffffffffffffffffull};
  for (const auto& game : puzzlelab::all_games()) {
    for (const json& params : parameter_sets(*game)) {
      const std::string params_text = params.dump();
      for (const auto& setup : game->info().setups) {
        for (std::uint64_t seed : seeds) {
          std::string board;
          try {
            board = game->generate(params, setup.name, seed, puzzlelab::Budget{});
          } catch (const puzzlelab::InputError& error) {
            board = std::string("refused ") + error.code() + ": " + error.what();
          }
          std::printf("%s %s %s %llu %s\n", game->name().c_str(), setup.name.c_str(), params_text.c_str(),
                      static_cast<unsigned long long>(seed), board.c_str());
        }
      }
    }
  }
}

// FNV-1a, 64 bits: a short, stable fingerprint of a long text.
std::uint64_t fingerprint(const std::string& text) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (const unsigned char c : text) {
    hash ^= c;
    hash *= 0x100000001b3ull;
  }
  return hash;
}

// One line per (game, setup) at the default params and seed 42: how many steps the setup's trace
// has and a fingerprint of the protocol's "trace" answer, so that the steps talk mode animates
// are the same in both builds (the boards themselves are pinned above).
void print_traces() {
  for (const auto& game : puzzlelab::all_games()) {
    for (const auto& setup : game->info().setups) {
      const json response =
          puzzlelab::handle_request(json{{"op", "trace"}, {"game", game->name()}, {"setup", setup.name}, {"seed", 42}});
      std::printf("trace %s %s 42 ", game->name().c_str(), setup.name.c_str());
      if (response.value("ok", false)) {
        const json& result = response.at("result");
        std::printf("steps=%zu fnv=%016llx\n", result.at("steps").size(),
                    static_cast<unsigned long long>(fingerprint(result.dump())));
      } else {
        std::printf("refused %s\n", response.at("error").at("code").get<std::string>().c_str());
      }
    }
  }
}

// One line per experiment: the protocol's answer (the document, or the refusal) to a small
// experiment, so both builds must agree on every measure, statistic and p-value of it. Every game
// at its defaults with all its setups, then every published study with its comparison to the
// paper, shrunk to a few trials and challenges.
void print_experiments() {
  const auto print = [](const json& request) {
    const json response = puzzlelab::handle_request(request);
    std::printf("%s\n%s\n", request.dump().c_str(),
                (response.value("ok", false) ? response.at("result") : response.at("error")).dump().c_str());
  };
  for (const auto& game : puzzlelab::all_games()) {
    json setups = json::array();
    for (const auto& setup : game->info().setups) setups.push_back(setup.name);
    print({{"op", "experiment"},
           {"game", game->name()},
           {"setups", setups},
           {"trials", 2},
           {"per_trial", 3},
           {"seed", 11}});
  }
  for (const auto& preset : puzzlelab::lab::study_presets())
    print({{"op", "experiment"}, {"preset", preset.name}, {"trials", 2}, {"per_trial", 2}});
}

// One line per (game, date): the daily challenge's seed search and board, so that both builds deal
// the same challenge for the same day. The dates step over month, year and leap-day boundaries.
void print_daily() {
  const char* dates[] = {"2020-01-01", "2024-02-29", "2026-11-26", "2026-11-30",
                         "2026-12-01", "2026-12-31", "2027-01-01", "2999-12-31"};
  for (const auto& game : puzzlelab::all_games()) {
    for (const char* date : dates) {
      const json response = puzzlelab::handle_request({{"op", "daily"}, {"game", game->name()}, {"date", date}});
      if (!response.value("ok", false)) {
        std::printf("%s %s refused %s\n", game->name().c_str(), date,
                    response.at("error").at("code").get<std::string>().c_str());
        continue;
      }
      const json& r = response.at("result");
      const json& check = r.at("check");
      std::printf("%s %s setup=%s first_seed=%s seed=%s status=%s attempts=%llu length=%s nodes=%llu %s\n",
                  game->name().c_str(), date, r.at("setup").get<std::string>().c_str(),
                  r.at("first_seed").get<std::string>().c_str(), r.at("seed").get<std::string>().c_str(),
                  check.at("status").get<std::string>().c_str(),
                  static_cast<unsigned long long>(check.at("attempts").get<std::uint64_t>()),
                  check.at("length").dump().c_str(),
                  static_cast<unsigned long long>(check.at("nodes").get<std::uint64_t>()),
                  r.at("board").get<std::string>().c_str());
    }
  }
}

// One line per game: a replay code of the daily challenge of a fixed date, solved by the solver's
// line, with a fixed time and hint count, and what verify_code answers for it. The code is the
// format (docs/LINKS.md, "Replay codes"): a line that changes is every shared code of that kind
// that no longer reads, so codes_v1.txt must never change either.
void print_codes() {
  for (const auto& game : puzzlelab::all_games()) {
    const json daily = puzzlelab::handle_request({{"op", "daily"}, {"game", game->name()}, {"date", "2026-12-01"}});
    if (!daily.value("ok", false)) {
      std::printf("%s daily refused %s\n", game->name().c_str(),
                  daily.at("error").at("code").get<std::string>().c_str());
      continue;
    }
    const json& challenge = daily.at("result");
    const json solve = puzzlelab::handle_request({{"op", "solve"},
                                                  {"game", game->name()},
                                                  {"params", challenge.at("params")},
                                                  {"board", challenge.at("board")},
                                                  {"max_nodes", 5000000}});
    const json moves = solve.value("ok", false) ? solve.at("result").value("solution", json()) : json();
    if (!moves.is_array()) {
      std::printf("%s solve gave no solution %s\n", game->name().c_str(), solve.dump().c_str());
      continue;
    }
    const json shared = puzzlelab::handle_request({{"op", "share_code"},
                                                   {"game", game->name()},
                                                   {"params", challenge.at("params")},
                                                   {"board", challenge.at("board")},
                                                   {"moves", moves},
                                                   {"seconds", 95},
                                                   {"hints", 1}});
    if (!shared.value("ok", false)) {
      std::printf("%s share_code refused %s\n", game->name().c_str(), shared.at("error").dump().c_str());
      continue;
    }
    const std::string code = shared.at("result").at("code").get<std::string>();
    const json verified = puzzlelab::handle_request({{"op", "verify_code"}, {"code", code}, {"max_nodes", 5000000}});
    const json& v = verified.at(verified.value("ok", false) ? "result" : "error");
    std::printf("%s length=%zu verified=%s optimal=%s code=%s\n", game->name().c_str(), moves.size(),
                verified.value("ok", false) ? "yes" : v.at("code").get<std::string>().c_str(),
                v.value("optimal", json()).dump().c_str(), code.c_str());
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 2 && std::string(argv[1]) == "codes") {
    std::printf("# Puzzle Lab golden replay codes v1 (produced by tests/golden/golden_main.cpp codes)\n");
    std::printf("# GAME length verified optimal CODE (the daily challenge of 2026-12-01, 95 s, 1 hint)\n");
    print_codes();
    return 0;
  }
  if (argc == 2 && std::string(argv[1]) == "daily") {
    std::printf("# Puzzle Lab golden daily challenges v1 (produced by tests/golden/golden_main.cpp daily)\n");
    std::printf("# GAME DATE setup first_seed seed status attempts length nodes BOARD\n");
    print_daily();
    return 0;
  }
  if (argc == 2 && std::string(argv[1]) == "experiments") {
    std::printf("# Puzzle Lab golden experiment documents v1 (produced by tests/golden/golden_main.cpp experiments)\n");
    std::printf("# each experiment: the request, then the result (or the error) on the next line\n");
    print_experiments();
    return 0;
  }
  std::printf("# Puzzle Lab golden vectors v1 (produced by tests/golden/golden_main.cpp)\n");
  std::printf("# GAME SETUP PARAMS SEED BOARD\n");
  print_rng();
  print_boards();
  print_traces();
  return 0;
}
