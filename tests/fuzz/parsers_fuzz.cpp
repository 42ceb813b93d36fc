// Arbitrary bytes into every parser of user input: the link codecs (challenges and Lab links), each game's board parser
// (through Game::normalize_board) and the protocol's text entry point. Bad input may only ever
// raise InputError (or, for the protocol, an error response) with one of the documented codes
// (api/error_codes.hpp); any other exception, an undocumented code, out_of_memory or
// internal_error, a crash, a sanitizer report or a hang is a bug.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "api/error_codes.hpp"
#include "api/link.hpp"
#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "lab/lab_link.hpp"

namespace {

// Bad input is answered with a documented code that blames the input, never the engine.
void check_code(const std::string& code) {
  if (!puzzlelab::is_error_code(code) || code == "internal_error" || code == "out_of_memory") __builtin_trap();
}

void fuzz_link(std::string_view text) {
  try {
    const puzzlelab::Link link = puzzlelab::decode_link(text);
    // Whatever decodes must format and decode to the same link.
    if (!(puzzlelab::decode_link(puzzlelab::format_link(link)) == link)) __builtin_trap();
  } catch (const puzzlelab::InputError& error) {
    check_code(error.code());
  }
  try {
    puzzlelab::parse_link(text);
  } catch (const puzzlelab::InputError& error) {
    check_code(error.code());
  }
  // Lab links: whatever reads as an experiment is written and read back as the same one.
  try {
    const puzzlelab::lab::ExperimentSpec spec = puzzlelab::lab::parse_lab_link(text);
    if (puzzlelab::lab::parse_lab_link(puzzlelab::lab::format_lab_link(spec)).to_json() != spec.to_json())
      __builtin_trap();
  } catch (const puzzlelab::InputError& error) {
    check_code(error.code());
  }
}

void fuzz_boards(std::string_view text) {
  for (const auto& game : puzzlelab::all_games()) {
    const auto params = game->info().default_params();
    try {
      const std::string board = game->normalize_board(params, text);
      // A normalized board is a fixed point.
      if (game->normalize_board(params, board) != board) __builtin_trap();
    } catch (const puzzlelab::InputError& error) {
      check_code(error.code());
    }
  }
}

// Searches run under the protocol's default budget (10 s), which would slow the fuzzer to a
// crawl once it finds a valid solve request. So a request that names a searching op gets a
// small budget appended: the JSON parser keeps the last of duplicate keys, so it overrides any
// budget the input gives. An experiment gets one trial of two challenges the same way. Everything
// else is passed on untouched.
std::string with_small_budget(std::string_view text) {
  const bool searches = text.find("\"solve\"") != std::string_view::npos ||
                        text.find("\"hint\"") != std::string_view::npos ||
                        text.find("\"metrics\"") != std::string_view::npos ||
                        text.find("\"enumerate\"") != std::string_view::npos;
  const bool experiment = text.find("\"experiment\"") != std::string_view::npos;
  const auto close = text.find_last_not_of(" \t\r\n");
  if ((!searches && !experiment) || close == std::string_view::npos || text[close] != '}') return std::string(text);
  const auto before = text.substr(0, close).find_last_not_of(" \t\r\n");
  const bool empty_object = before != std::string_view::npos && text[before] == '{';
  std::string out(text.substr(0, close));
  out += empty_object ? "" : ",";
  // An experiment (which takes no time limit: with one the request is refused) runs two challenges.
  out += experiment ? R"("trials":1,"per_trial":2,"max_nodes":50000})" : R"("time_limit_ms":100,"max_nodes":50000})";
  return out;
}

void fuzz_protocol(std::string_view text) {
  const std::string response = puzzlelab::handle_request_text(with_small_budget(text));
  // Every answer is a JSON object with "ok".
  const auto parsed = nlohmann::json::parse(response, nullptr, false);
  if (!parsed.is_object() || !parsed.contains("ok")) __builtin_trap();
  if (parsed.at("ok") == false) check_code(parsed.at("error").at("code").get<std::string>());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  fuzz_link(text);
  fuzz_boards(text);
  fuzz_protocol(text);
  return 0;
}
