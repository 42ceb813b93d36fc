// How the time to read a request grows with its size (docs/PROTOCOL.md, "Limits"): requests of
// 1, 2, 4 and 8 MiB answered by handle_request_text, in the two shapes that made the library's
// depth-callback parser quadratic (it looked back over the whole parent after each value):
//
//   keys    {"op":"games","x":{"k0":{},"k1":{},...}}   one object with many keys
//   array   {"op":"games","x":[{},{},...]}             one array of many empty objects
//
// Each is answered (unknown_field: "x"), which takes reading the whole text, or, past
// limits::kMaxRequestValues values (the array from 4 MiB), refused (request_too_large) as the
// value past the limit is read, which takes reading the first 3 MiB. Prints the median of
// the runs per size (wall and processor time) and the ratio of processor time to the size before:
// about 2 per doubling is linear time.
//
//   json_input_bench [--runs N]          (default 7 runs per size)
//   json_input_bench --library [--runs N]
//       the same shapes at 16 to 128 KiB through nlohmann's callback parser with a depth guard
//       (the way requests were read before), for comparison: about 4 per doubling.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "game/limits.hpp"

namespace {

using Clock = std::chrono::steady_clock;

struct Request {
  std::string text;
  std::size_t items = 0;
  const char* code = "unknown_field";  // the answer's error code
};

// The request of one shape, with as many items as keep it within `bytes`.
Request request(const std::string& shape, std::size_t bytes) {
  const bool keys = shape == "keys";
  Request out{keys ? R"({"op":"games","x":{)" : R"({"op":"games","x":[)"};
  for (;; ++out.items) {
    const std::string item = keys ? "\"k" + std::to_string(out.items) + "\":{}" : "{}";
    if (out.text.size() + item.size() + 3 > bytes) break;
    if (out.items > 0) out.text += ',';
    out.text += item;
  }
  out.text += keys ? "}}" : "]}";
  // The items, the object around them, the request and its op's string.
  if (out.items + 3 > puzzlelab::limits::kMaxRequestValues) out.code = "request_too_large";
  return out;
}

struct Timing {
  double wall_ms = 0;
  double cpu_ms = 0;  // this process's processor time: what a busy machine does not inflate
};

// The median of each over the runs.
Timing median_ms(int runs, const std::function<void()>& work) {
  std::vector<double> wall, cpu;
  for (int r = 0; r < runs; ++r) {
    const auto start = Clock::now();
    const std::clock_t start_cpu = std::clock();
    work();
    cpu.push_back(1000.0 * static_cast<double>(std::clock() - start_cpu) / CLOCKS_PER_SEC);
    wall.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
  }
  std::sort(wall.begin(), wall.end());
  std::sort(cpu.begin(), cpu.end());
  return {wall[wall.size() / 2], cpu[cpu.size() / 2]};
}

// The reading of requests before: the library's callback parser refusing deep nesting.
void library_callback_parse(const std::string& text) {
  const nlohmann::json::parser_callback_t guard = [](int depth, nlohmann::json::parse_event_t event, nlohmann::json&) {
    const bool opens =
        event == nlohmann::json::parse_event_t::object_start || event == nlohmann::json::parse_event_t::array_start;
    if (opens && depth + 1 > puzzlelab::limits::kMaxJsonDepth) std::abort();
    return true;
  };
  const auto document = nlohmann::json::parse(text, guard);
  if (document.is_null()) std::abort();
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 7;
  bool library = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--runs" && i + 1 < argc) {
      runs = std::max(1, std::atoi(argv[++i]));
    } else if (arg == "--library") {
      library = true;
    } else {
      std::fprintf(stderr, "usage: json_input_bench [--library] [--runs N]\n");
      return 2;
    }
  }
  const std::vector<std::size_t> sizes =
      library ? std::vector<std::size_t>{16 << 10, 32 << 10, 64 << 10, 128 << 10}
              : std::vector<std::size_t>{1 << 20, 2 << 20, 4 << 20, puzzlelab::limits::kMaxRequestBytes};
  std::printf("%s, median of %d runs\n", library ? "nlohmann callback parser (before)" : "handle_request_text", runs);
  std::printf("%-6s %10s %10s %10s %10s %8s\n", "shape", "bytes", "items", "wall ms", "cpu ms", "ratio");
  for (const std::string shape : {"keys", "array"}) {
    double previous = 0;
    for (std::size_t size : sizes) {
      const Request made = request(shape, size);
      const Timing time = median_ms(runs, [&] {
        if (library) {
          library_callback_parse(made.text);
        } else if (puzzlelab::handle_request_text(made.text).find(made.code) == std::string::npos) {
          std::fprintf(stderr, "json_input_bench: the request was not answered with %s\n", made.code);
          std::exit(1);
        }
      });
      std::printf("%-6s %10zu %10zu %10.1f %10.1f", shape.c_str(), made.text.size(), made.items, time.wall_ms,
                  time.cpu_ms);
      if (previous > 0) std::printf(" %8.2f", time.cpu_ms / previous);
      std::printf("\n");
      previous = time.cpu_ms;
    }
  }
  return 0;
}
