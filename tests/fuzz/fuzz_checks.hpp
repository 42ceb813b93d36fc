// What every libFuzzer target checks, and the small budgets they run under. Bad input may only
// ever be refused with a documented code that blames the input: any other exception, an
// undocumented code, internal_error or out_of_memory stops the target (abort, so libFuzzer keeps
// the input), as do crashes, sanitizer reports, leaks and hangs (libFuzzer's own checks).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <string_view>
#include <typeinfo>

#include <nlohmann/json.hpp>

#include "api/error_codes.hpp"
#include "core/input_error.hpp"
#include "game/json_input.hpp"

namespace puzzlelab::fuzz {

[[noreturn]] inline void fail(std::string_view what) {
  std::fprintf(stderr, "fuzz check failed: %.*s\n", static_cast<int>(what.size()), what.data());
  std::abort();
}

// The codes the app's middle layer adds to the engine's (shell/middle): a stored game that cannot
// be restored (session.hpp), talk documents and talk links (talk.hpp, talk_link.hpp), a game the
// app cannot draw (controller.cpp). The player sees them as notices, never as protocol answers.
inline bool is_middle_code(std::string_view code) {
  return code == "bad_state" || code == "bad_talk" || code == "unsupported_talk_version" || code == "unknown_talk" ||
         code == "no_view";
}

enum class Codes { engine, middle };

// Bad input is answered with a documented code that blames the input, never the engine.
inline void check_code(std::string_view code, Codes allowed = Codes::engine) {
  const bool documented = is_error_code(code) || (allowed == Codes::middle && is_middle_code(code));
  if (!documented || code == "internal_error" || code == "out_of_memory")
    fail("undocumented or internal error code '" + std::string(code) + "'");
}

// Runs `read`: an InputError must carry a documented code; any other exception is a bug. Whether
// `read` went through.
template <class Read>
bool refused_only_with_codes(Read&& read, Codes allowed = Codes::engine) {
  try {
    read();
    return true;
  } catch (const InputError& error) {
    check_code(error.code(), allowed);
    return false;
  } catch (const std::exception& error) {
    fail(std::string("uncaught ") + typeid(error).name() + ": " + error.what());
  }
}

// Runs a reader documented never to throw.
template <class Read>
void never_throws(Read&& read) {
  try {
    read();
  } catch (const std::exception& error) {
    fail(std::string("a reader that never throws threw ") + typeid(error).name() + ": " + error.what());
  }
}

// A protocol answer: a JSON object with "ok", and on failure a documented code.
inline void check_response(std::string_view response) {
  const auto parsed = nlohmann::json::parse(response, nullptr, false);
  if (!parsed.is_object() || !parsed.contains("ok")) fail("an answer that is not an object with 'ok'");
  if (parsed.at("ok") == false) {
    const auto& error = parsed.at("error");
    if (!error.is_object() || !error.contains("code") || !error.at("code").is_string()) fail("an error without a code");
    check_code(error.at("code").get<std::string>());
  }
}

// Searches run under the protocol's default budget (10 s), which would slow the fuzzer to a crawl
// once it finds a valid solve request. So a request for an op that searches or draws gets a small
// budget appended: the JSON parser keeps the last of duplicate keys, so it overrides any budget the
// input gives. An experiment or a sweep gets one trial of two challenges the same way, the search
// for the hardest challenges three challenges, and validity 100 resamples. The op is read from the
// request itself, so a merge whose partials hold an "experiment" is not taken for one; any other
// request, and text the protocol refuses anyway, is passed on untouched (the bytes the fuzzer made
// are kept).
inline std::string with_small_budget(std::string_view text) {
  std::string op;
  try {
    const nlohmann::json request = parse_json_input(text, "the request");
    if (!request.is_object() || !request.contains("op") || !request.at("op").is_string()) return std::string(text);
    op = request.at("op").get<std::string>();
  } catch (const std::exception&) {
    return std::string(text);
  }
  const bool searches = op == "solve" || op == "hint" || op == "metrics" || op == "enumerate" || op == "generate" ||
                        op == "trace" || op == "daily" || op == "render" || op == "sat";
  const bool experiment = op == "experiment" || op == "sweep";
  const bool extreme = op == "extreme";
  const bool validity = op == "validity";
  if (!searches && !experiment && !extreme && !validity) return std::string(text);
  constexpr std::string_view kSpace(" \t\r\n");
  const auto close = text.find_last_not_of(kSpace);
  const auto before = text.substr(0, close).find_last_not_of(kSpace);
  const bool empty_object = before != std::string_view::npos && text[before] == '{';
  std::string out(text.substr(0, close));
  out += empty_object ? "" : ",";
  // The daily op takes no budget (its deal must not depend on one: game/daily.hpp), so the budget
  // added here makes it refuse after reading its game and date; its deal runs in the unit tests.
  // An experiment runs two challenges per setup, each search on 5,000 nodes (a 4 x 9 Pretzel spends
  // about 0.3 s on 50,000 under the sanitizers, and a preset has three setups), and fails with
  // budget_exhausted past 300 ms (Fruit Dating's generator solves every level it draws).
  if (experiment) {
    out += R"("trials":1,"per_trial":2,"max_nodes":5000,"time_limit_ms":300})";
  } else if (validity) {
    out += R"("resamples":100,"max_nodes":5000,"time_limit_ms":300})";
  } else if (extreme) {
    out += R"("challenges":3,"max_nodes":5000,"time_limit_ms":100})";
  } else {
    // A setup drawn with its trace (trace, render) gets a second: a trace that kept every draw of
    // a setup that redraws grew by tens of megabytes a second, which heap_watch.hpp must see.
    out += (op == "trace" || op == "render") ? R"("time_limit_ms":1000,"max_nodes":50000})"
                                             : R"("time_limit_ms":100,"max_nodes":50000})";
  }
  return out;
}

inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

}  // namespace puzzlelab::fuzz
