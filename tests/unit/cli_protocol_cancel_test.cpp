// `puzzlelab protocol`'s loop (tools/cli/protocol_server.hpp): a cancel is read and acted on while
// the request it names runs or waits; that request is answered "cancelled" at once, exactly once.
#include <doctest/doctest.h>

#include <atomic>
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

TEST_CASE("protocol loop: a waiting request is read only for its op and id, and waits as text") {
  std::ostringstream out;
  const auto start = std::chrono::steady_clock::now();
  {
    puzzlelab::cli::ProtocolServer server(out);
    server.submit(kHuge);
    while (server.running_id() != "huge" && std::chrono::steady_clock::now() - start < kHangGuard)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    REQUIRE(server.running_id() == "huge");
    // The last "op" and "id" of the top level count, as in a parsed request; those nested deeper
    // do not.
    const std::string games = R"({"op":"cancel","x":{"op":"cancel","id":"inner"},"id":"w1","op":"games"})";
    server.submit(games);
    // Text that is not JSON is no cancel, whatever it starts with: it waits for its turn.
    server.submit(R"({"op":"cancel","request":"huge")");
    CHECK(server.waiting_bytes() == games.size() + 31);
    server.submit(R"({"id":"c1","op":"cancel","request":"inner"})");
    server.submit(R"({"id":"c2","op":"cancel","request":"w1"})");
    CHECK(server.waiting_bytes() == 31);
    server.submit(R"({"id":"c3","op":"cancel","request":"huge"})");
    CHECK(server.finish());
  }
  CHECK(std::chrono::steady_clock::now() - start < kHangGuard);
  const auto lines = lines_of(out.str());
  REQUIRE(lines.size() == 6);
  CHECK(lines[0].at("result") == json{{"request", "inner"}, {"cancelled", false}});
  CHECK(lines[1].at("id") == "w1");
  CHECK(lines[1].at("error").at("code") == "cancelled");
  CHECK(lines[2].at("result") == json{{"request", "w1"}, {"cancelled", true}});
  CHECK(lines[3].at("id") == "huge");
  CHECK(lines[4].at("result") == json{{"request", "huge"}, {"cancelled", true}});
  CHECK(lines[5].at("error").at("code") == "bad_json");
}

TEST_CASE("protocol loop: the waiting line holds at most kMaxWaitingBytes of text; a reader past it waits") {
  // Requests of 2.9 MB, each close to kMaxRequestValues values (over 100 MB each, were they held
  // parsed): two fit in the line, a third does not.
  const auto heavy = [](const std::string& id) {
    std::string text = R"({"id":")" + id + R"(","op":"games","x":[)";
    while (text.size() + 3 < 2'900'000) text += "{},";
    text.back() = ']';
    return text + "}";
  };
  const std::string first = heavy("h1");
  std::ostringstream out;
  const auto start = std::chrono::steady_clock::now();
  {
    puzzlelab::cli::ProtocolServer server(out);
    server.submit(kHuge);
    while (server.running_id() != "huge" && std::chrono::steady_clock::now() - start < kHangGuard)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    REQUIRE(server.running_id() == "huge");
    server.submit(first);
    server.submit(heavy("h2"));
    CHECK(server.waiting_bytes() == 2 * first.size());
    std::atomic<bool> third_in{false};
    std::thread reader([&] {
      server.submit(heavy("h3"));
      third_in = true;
    });
    // The third waits for room: cancelling the first makes it.
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    CHECK_FALSE(third_in.load());
    CHECK(server.waiting_bytes() <= puzzlelab::cli::kMaxWaitingBytes);
    server.submit(R"({"id":"c1","op":"cancel","request":"h1"})");
    reader.join();
    CHECK(server.waiting_bytes() == 2 * first.size());
    server.submit(R"({"id":"c2","op":"cancel","request":"huge"})");
    CHECK(server.finish());
  }
  CHECK(std::chrono::steady_clock::now() - start < kHangGuard);
  const auto lines = lines_of(out.str());
  REQUIRE(lines.size() == 6);
  CHECK(lines[0].at("id") == "h1");
  CHECK(lines[0].at("error").at("code") == "cancelled");
  CHECK(lines[2].at("id") == "huge");
  // Each is parsed when its turn comes, and answered as handle_request_text answers it.
  CHECK(lines[4].at("id") == "h2");
  CHECK(lines[4].at("error").at("code") == "unknown_field");
  CHECK(lines[5].at("id") == "h3");
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
