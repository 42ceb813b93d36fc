// Flags entry points whose time grows faster than their input: for each entry point, large
// adversarial inputs of a few shapes (many keys in an object, many empty objects in an array, a
// long string, many moves, a long batch file, many chunks in a merge partial, ...) at sizes N, 2N,
// 4N and 8N, each timed as the median of a few runs. N is the first size (doubling from a small
// one) whose run takes kBaseMs, or less where 8N would pass the entry point's documented cap (an
// 8 MiB request). A shape fails when its time grows more than 3x per doubling over the three
// doublings (8N more than 27x N: linear is 8x, n log n about 10x, quadratic 64x), or when one
// run takes more than kSlowMs (the growth already shown is then the verdict, and a first size that
// slow fails alone). Fuzzers cannot see this: they keep inputs small.
//   puzzlelab_superlinear_check [NAME...]   only the shapes whose name contains one of NAME
// Exit status 0 when every shape grows at most linearly (within the margin), 1 otherwise.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "game/json_input.hpp"
#include "game/limits.hpp"
#include "game/link.hpp"
#include "middle/link_bridge.hpp"
#include "middle/saved_state.hpp"
#include "middle/talk.hpp"
#include "middle_fixtures.hpp"
#include "run_cli.hpp"

namespace {

using namespace puzzlelab;
using nlohmann::json;

constexpr double kBaseMs = 20;
constexpr double kSlowMs = 4000;
constexpr double kMostPerDoubling = 3.0;
constexpr int kRuns = 5;
// An experiment's most trials (docs/PROTOCOL.md): a partial of more is refused before it is merged.
constexpr std::size_t kMaxTrials = 10'000;

struct Shape {
  std::string name;                                  // "protocol: many keys in an object"
  std::function<std::string(std::size_t)> make;      // the input of size n
  std::function<void(const std::string&)> run;       // feeds it to the entry point
  std::size_t max_bytes = limits::kMaxRequestBytes;  // the entry point's documented cap
  std::size_t max_n = SIZE_MAX;                      // and the largest count it takes (trials: 10,000)
};

double time_ms(const Shape& shape, const std::string& input) {
  const auto start = std::chrono::steady_clock::now();
  shape.run(input);
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// The median of up to kRuns runs (fewer when they are slow: a second at most per size).
double median_ms(const Shape& shape, const std::string& input) {
  std::vector<double> times;
  double spent = 0;
  while (static_cast<int>(times.size()) < kRuns && (times.empty() || spent < 1000)) {
    times.push_back(time_ms(shape, input));
    spent += times.back();
    if (times.back() > kSlowMs) break;
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

std::string kilobytes(std::size_t bytes) { return std::to_string((bytes + 512) / 1024) + " KiB"; }

// Measures one shape and prints its line; whether it passed.
bool check(const Shape& shape) {
  std::size_t n = 16;
  // The base size: doubling until a run takes kBaseMs, while 8N stays within the cap.
  while (n * 16 <= shape.max_n && shape.make(n * 16).size() <= shape.max_bytes &&
         time_ms(shape, shape.make(n)) < kBaseMs)
    n *= 2;
  std::vector<double> ms;
  std::string sizes;
  bool slow = false;
  for (std::size_t k = 0; k < 4 && !slow; ++k) {
    const std::string input = shape.make(n << k);
    ms.push_back(median_ms(shape, input));
    sizes += (k ? ", " : "") + kilobytes(input.size());
    slow = ms.back() > kSlowMs;
  }
  std::string ratios;
  for (std::size_t k = 1; k < ms.size(); ++k) {
    char text[32];
    std::snprintf(text, sizeof text, "%s%.1f", k > 1 ? " " : "", ms[k] / std::max(ms[k - 1], 0.001));
    ratios += text;
  }
  const double doublings = static_cast<double>(ms.size() - 1);
  const double per_doubling = ms.size() > 1 ? std::pow(ms.back() / std::max(ms.front(), 0.001), 1 / doublings) : 0;
  const bool superlinear = ms.size() > 1 && per_doubling > kMostPerDoubling;
  const bool failed = superlinear || (slow && ms.size() == 1);
  std::string times;
  for (std::size_t k = 0; k < ms.size(); ++k) {
    char text[32];
    std::snprintf(text, sizeof text, "%s%.1f", k ? " " : "", ms[k]);
    times += text;
  }
  std::printf("%-4s %-52s N=%-8zu sizes %s; ms %s; growth per doubling %s (mean %.2f)%s\n", failed ? "FAIL" : "ok",
              shape.name.c_str(), n, sizes.c_str(), times.c_str(), ratios.empty() ? "-" : ratios.c_str(), per_doubling,
              slow ? "; stopped: a run took over 4 s" : "");
  std::fflush(stdout);
  return !failed;
}

// ---- Inputs ----------------------------------------------------------------------------------

std::string repeated(std::size_t n, const std::function<std::string(std::size_t)>& item, const std::string& separator) {
  std::string out;
  for (std::size_t i = 0; i < n; ++i) out += (i ? separator : "") + item(i);
  return out;
}

std::string many_keys(std::size_t n) {
  return "{" +
         repeated(
             n, [](std::size_t i) { return "\"k" + std::to_string(i) + "\":{}"; }, ",") +
         "}";
}
std::string many_empty_objects(std::size_t n) {
  return "[" +
         repeated(
             n, [](std::size_t) { return "{}"; }, ",") +
         "]";
}

// A position with two moves that can be played one after the other again and again, so a long
// list of legal moves can be written: found by trying pairs of moves on boards of every game.
struct Cycle {
  std::string game;
  json params;
  std::string board;
  std::string first, second;
};

Cycle find_cycle() {
  for (const auto& game : all_games()) {
    const json params = game->info().default_params();
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      const std::string board = game->generate(params, game->info().setups.front().name, seed, {});
      for (const std::string& first : game->replay(params, board, {}).legal_moves) {
        for (const std::string& second : game->replay(params, board, {first}).legal_moves) {
          std::vector<std::string> moves;
          for (int i = 0; i < 32; ++i) moves.insert(moves.end(), {first, second});
          if (game->replay(params, board, moves).legal) return {game->name(), params, board, first, second};
        }
      }
    }
  }
  throw std::runtime_error("no game has two moves that can be repeated");
}

std::vector<std::string> cycle_moves(const Cycle& cycle, std::size_t n) {
  std::vector<std::string> moves;
  for (std::size_t i = 0; i < n; ++i) moves.push_back(i % 2 ? cycle.second : cycle.first);
  return moves;
}

// A partial result of an experiment of `n` trials of two Fujisan setups, every chunk a copy of a
// real one (merge cannot tell), or with `repeated_chunk`: one trial's chunk 0 `n` times.
struct PartialMaker {
  json experiment;  // the normalized experiment, one trial
  std::vector<json> chunk_of_setup;
  std::size_t setups = 0;

  PartialMaker() {
    const json request = {{"op", "experiment"}, {"game", "fujisan"}, {"setups", {"dominoes", "pure-random"}},
                          {"trials", 1},        {"per_trial", 1},    {"max_nodes", 2000},
                          {"chunks", {0, 1}}};
    const json result = handle_request(request).at("result");
    experiment = result.at("experiment");
    setups = experiment.at("setups").size();
    for (const json& chunk : result.at("chunks")) chunk_of_setup.push_back(chunk);
  }
  json partial(std::size_t n, bool repeated_chunk) const {
    json doc = {{"format", "puzzlelab-experiment-partial"}, {"version", 1}, {"experiment", experiment}};
    json chunks = json::array();
    if (repeated_chunk) {
      for (std::size_t i = 0; i < n; ++i) chunks.push_back(chunk_of_setup[0]);
    } else {
      doc["experiment"]["trials"] = n;
      for (std::size_t s = 0; s < setups; ++s) {
        for (std::size_t t = 0; t < n; ++t) {
          json chunk = chunk_of_setup[s];
          chunk["chunk"] = s * n + t;
          chunks.push_back(std::move(chunk));
        }
      }
    }
    doc["chunks"] = std::move(chunks);
    return doc;
  }
};

// The CLI in-process, with its file arguments written to a scratch folder.
class CliRunner {
 public:
  CliRunner() {
    std::string pattern = (std::filesystem::temp_directory_path() / "puzzlelab-superlinear-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("cannot make a scratch folder");
    folder_ = pattern;
  }
  ~CliRunner() { std::filesystem::remove_all(folder_); }
  // Writes `text` as the file `name` and returns its path.
  std::string file(const std::string& name, const std::string& text) const {
    const std::string path = (folder_ / name).string();
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }
  void run(const std::vector<std::string>& args, const std::string& input = {}) const {
    std::istringstream in(input);
    std::ostringstream out, err;
    const int status = cli::run_cli(args, in, out, err);
    if (status != 0 && status != 2) throw std::runtime_error("the CLI failed: " + err.str());
  }

 private:
  std::filesystem::path folder_;
};

std::vector<Shape> shapes(const CliRunner& cli, const Cycle& cycle, const PartialMaker& partials) {
  const auto request = [](const std::string& text) { handle_request_text(text); };
  const std::string verify_head = json{{"op", "verify"}, {"game", cycle.game}, {"board", cycle.board}}.dump();
  const auto verify_with = [=](std::size_t n) {
    json r = json::parse(verify_head);
    r["moves"] = cycle_moves(cycle, n);
    return r.dump();
  };
  const auto link_with = [=](std::size_t n) {
    Link link{Link::Kind::board, cycle.game, cycle.params, {}, 0, cycle.board, cycle_moves(cycle, n)};
    return format_link(link);
  };
  const auto stored_session = [=](std::size_t n) {
    json session = {{"challenge", {{"game", cycle.game}, {"params", cycle.params}, {"board", cycle.board}}},
                    {"history", cycle_moves(cycle, n)},
                    {"cursor", n}};
    return write_saved_state(Settings{}, session);
  };
  const std::string board = "554344221335/311400512200";
  std::vector<Shape> out = {
      {"protocol: many keys in an object", [](std::size_t n) { return R"({"op":"games","x":)" + many_keys(n) + "}"; },
       request},
      {"protocol: many empty objects in an array",
       [](std::size_t n) { return R"({"op":"games","x":)" + many_empty_objects(n) + "}"; }, request},
      {"protocol: a long string",
       [](std::size_t n) { return R"({"op":"games","x":")" + std::string(n * 8, 'a') + "\"}"; }, request},
      {"protocol: many moves (verify)", verify_with, request},
      {"protocol: merge, many chunks in a partial",
       [&partials](std::size_t n) {
         return json{{"op", "merge"}, {"partials", {partials.partial(n, false)}}}.dump();
       },
       request, limits::kMaxRequestBytes, kMaxTrials},
      {"protocol: merge, one chunk repeated",
       [&partials](std::size_t n) {
         return json{{"op", "merge"}, {"partials", {partials.partial(n, true)}}}.dump();
       },
       request},
      {"cli: solve --batch, many lines",
       [board](std::size_t n) {
         return repeated(
             n, [board](std::size_t i) { return i % 2 ? board : std::string("not a board"); }, "\n");
       },
       [&cli](const std::string& text) {
         cli.run({"solve", "fujisan", "--batch", cli.file("batch.txt", text), "--max-nodes", "1"});
       }},
      {"cli: protocol, many lines",
       [board](std::size_t n) {
         return repeated(
             n, [board](std::size_t) { return R"({"op":"verify","game":"fujisan","board":")" + board + "\"}"; }, "\n");
       },
       [&cli](const std::string& text) { cli.run({"protocol"}, text); }},
      {"cli: merge, many chunks in a partial file",
       [&partials](std::size_t n) { return partials.partial(n, false).dump(); },
       [&cli](const std::string& text) {
         cli.run({"merge", cli.file("partial.json", text)});
       },
       SIZE_MAX, kMaxTrials},
      {"cli: --params, many keys", many_keys,
       [&cli](const std::string& text) {
         cli.run({"generate", "fujisan", "--setup", "dominoes", "--seed", "1", "--params", text});
       }},
      {"stored state: many keys",
       [](std::size_t n) { return R"({"format":"puzzlelab-state","version":2,"x":)" + many_keys(n) + "}"; },
       [](const std::string& text) { read_saved_state(text); }},
      {"stored state: start-up with many moves played", stored_session,
       [](const std::string& text) {
         testing::ControllerRig rig;
         rig.controller.start(text, "");
       }},
      {"talk document: many scenes",
       [](std::size_t n) {
         return R"({"format":"puzzlelab-talk","version":1,"name":"t","title":"t","source":"s","scenes":[)" +
                repeated(
                    n, [](std::size_t) { return std::string(R"({"kind":"title","title":"t","caption":"c"})"); }, ",") +
                "]}";
       },
       [](const std::string& text) {
         try {
           parse_talk(text);
         } catch (const InputError&) {
         }
       }},
      {"link: many moves", link_with,
       [](const std::string& text) {
         try {
           read_link(text);
         } catch (const InputError&) {
         }
       }},
  };
  return out;
}

bool selected(const std::string& name, int argc, char** argv) {
  if (argc < 2) return true;
  for (int i = 1; i < argc; ++i)
    if (name.find(argv[i]) != std::string::npos) return true;
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const CliRunner cli;
    const Cycle cycle = find_cycle();
    const PartialMaker partials;
    std::printf("Time by input size, median of up to %d runs; fails above %.0fx per doubling (moves: %s %s, %s)\n",
                kRuns, kMostPerDoubling, cycle.game.c_str(), cycle.first.c_str(), cycle.second.c_str());
    bool passed = true;
    for (const Shape& shape : shapes(cli, cycle, partials))
      if (selected(shape.name, argc, argv)) passed = check(shape) && passed;
    return passed ? 0 : 1;
  } catch (const std::exception& error) {
    std::fprintf(stderr, "puzzlelab_superlinear_check: %s\n", error.what());
    return 1;
  }
}
