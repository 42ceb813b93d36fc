// `puzzlelab protocol`'s loop (tools/cli/protocol_server.hpp): a cancel is read and acted on while
// the request it names runs or waits; that request is answered "cancelled" at once, exactly once.
#include <doctest/doctest.h>

#include <chrono>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol_server.hpp"
#include "run_cli.hpp"

using json = nlohmann::json;

namespace {

// 10^8 Fujisan challenges: about a day's work, so it is running whenever the test looks.
const std::string kHuge =
    R"({"id": "huge", "op": "experiment", "game": "fujisan", "setups": ["dominoes"], "trials": 100, "per_trial": 1000000})";

// A guard against hangs only, not a timing claim.
constexpr auto kHangGuard = std::chrono::seconds(120);

std::vector<json> lines_of(const std::string& text) {
  std::vector<json> lines;
  std::istringstream stream(text);
  for (std::string line; std::getline(stream, line);) lines.push_back(json::parse(line));
  return lines;
}

}  // namespace

TEST_CASE("protocol loop: cancel stops the running request promptly, and each request is answered once") {
  std::ostringstream out;
  const auto start = std::chrono::steady_clock::now();
  {
    puzzlelab::cli::ProtocolServer server(out);
    server.submit(kHuge);
    server.submit(R"({"id": "after", "op": "games"})");
    // Wait until the experiment runs (the guard only stops a broken loop from hanging the tests).
    while (server.running_id() != "huge" && std::chrono::steady_clock::now() - start < kHangGuard)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    REQUIRE(server.running_id() == "huge");
    server.submit(R"({"id": "stop", "op": "cancel", "request": "huge"})");
    server.submit(R"({"id": "again", "op": "cancel", "request": "huge"})");
    CHECK(server.finish());
  }
  CHECK(std::chrono::steady_clock::now() - start < kHangGuard);
  const auto lines = lines_of(out.str());
  REQUIRE(lines.size() == 4);
  CHECK(lines[0] == json{{"id", "huge"},
                         {"ok", false},
                         {"error", {{"code", "cancelled"}, {"message", "the request was cancelled (op 'cancel')"}}}});
  CHECK(lines[1] == json{{"id", "stop"}, {"ok", true}, {"result", {{"request", "huge"}, {"cancelled", true}}}});
  // Answered already: a second cancel finds nothing.
  CHECK(lines[2] == json{{"id", "again"}, {"ok", true}, {"result", {{"request", "huge"}, {"cancelled", false}}}});
  // The request after it runs once the experiment has stopped.
  CHECK(lines[3].at("id") == "after");
  CHECK(lines[3].at("ok") == true);
}

TEST_CASE("protocol loop: a waiting request is cancelled before it runs; a bad cancel is answered at once") {
  std::ostringstream out;
  const auto start = std::chrono::steady_clock::now();
  {
    puzzlelab::cli::ProtocolServer server(out);
    server.submit(kHuge);
    server.submit(R"({"id": 2, "op": "generate", "game": "fujisan", "setup": "dominoes", "seed": 1})");
    server.submit(R"({"id": 3, "op": "cancel", "request": 2})");
    server.submit(R"({"id": 4, "op": "cancel"})");
    server.submit(R"({"id": 5, "op": "cancel", "request": "huge"})");
    CHECK(server.finish());
  }
  CHECK(std::chrono::steady_clock::now() - start < kHangGuard);
  const auto lines = lines_of(out.str());
  REQUIRE(lines.size() == 5);
  CHECK(lines[0].at("id") == 2);
  CHECK(lines[0].at("error").at("code") == "cancelled");
  CHECK(lines[1].at("result") == json{{"request", 2}, {"cancelled", true}});
  CHECK(lines[2].at("id") == 4);
  CHECK(lines[2].at("error").at("code") == "missing_field");
  CHECK(lines[3].at("id") == "huge");
  CHECK(lines[3].at("error").at("code") == "cancelled");
  CHECK(lines[4].at("result") == json{{"request", "huge"}, {"cancelled", true}});
}

TEST_CASE("protocol loop: puzzlelab protocol cancels by id, in-process") {
  std::istringstream in(kHuge + "\n" + R"({"id": "stop", "op": "cancel", "request": "huge"})" + "\n" +
                        R"({"id": "next", "op": "games"})" + "\n");
  std::ostringstream out;
  std::ostringstream err;
  const auto start = std::chrono::steady_clock::now();
  CHECK(puzzlelab::cli::run_cli({"protocol"}, in, out, err) == 0);
  CHECK(std::chrono::steady_clock::now() - start < kHangGuard);
  CHECK(err.str().empty());
  const auto lines = lines_of(out.str());
  REQUIRE(lines.size() == 3);
  CHECK(lines[0].at("id") == "huge");
  CHECK(lines[0].at("error").at("code") == "cancelled");
  CHECK(lines[1].at("result").at("cancelled") == true);
  CHECK(lines[2].at("id") == "next");
}
