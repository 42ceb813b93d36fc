// Reading JSON from users: time linear in the text whatever its shape (a long array or object
// was quadratic under the library's depth-callback parser), the same limits and messages as the
// library's own parser, and the streamed reading of a long array item by item.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/json_input.hpp"
#include "game/limits.hpp"

using json = nlohmann::json;
using puzzlelab::InputError;
using puzzlelab::JsonArrayStream;
using puzzlelab::parse_json_input;

namespace {

// {"op":"games","x":{"k0":{},"k1":{},...}} or {"op":"games","x":[{},{},...]}, as large as fits
// in `bytes`.
std::string wide_request(bool keys, std::size_t bytes) {
  std::string text = keys ? R"({"op":"games","x":{)" : R"({"op":"games","x":[)";
  for (std::size_t i = 0;; ++i) {
    const std::string item = keys ? "\"k" + std::to_string(i) + "\":{}" : "{}";
    if (text.size() + item.size() + 3 > bytes) break;
    if (i > 0) text += ',';
    text += item;
  }
  return text + (keys ? "}}" : "]}");
}

std::string error_code(const std::string& text) {
  try {
    parse_json_input(text, "the text");
  } catch (const InputError& e) {
    return e.code();
  }
  return "(read)";
}

std::string error_message(const std::string& text) {
  try {
    parse_json_input(text, "the text");
  } catch (const InputError& e) {
    return e.what();
  }
  return "(read)";
}

}  // namespace

// Before the builder of json_input.cpp these took hours (160,000 keys: no answer in a minute):
// the timeout only guards against such a hang; tools/bench/json_input_bench measures the time.
TEST_CASE("api: an 8 MiB request of many keys or many empty objects is read and answered" * doctest::timeout(120)) {
  for (const bool keys : {true, false}) {
    const std::string text = wide_request(keys, puzzlelab::limits::kMaxRequestBytes);
    REQUIRE(text.size() <= puzzlelab::limits::kMaxRequestBytes);
    const json document = parse_json_input(text, "the request");
    CHECK(document.at("x").size() > (keys ? 600'000u : 2'000'000u));
    // As a request, 2.8 million empty objects are more values than a request may hold (they
    // would parse to some 320 MB); 654,000 keys are not.
    const json response = json::parse(puzzlelab::handle_request_text(text));
    CHECK(response.at("ok") == false);
    CHECK(response.at("error").at("code") == (keys ? "unknown_field" : "request_too_large"));
  }
  // A million empty objects, as reported.
  std::string million = "[";
  for (int i = 0; i < 1'000'000; ++i) million += i == 0 ? "{}" : ",{}";
  CHECK(parse_json_input(million + "]", "the text").size() == 1'000'000);
}

TEST_CASE("api: a request holds at most kMaxRequestValues values, counted as they are read") {
  const std::size_t limit = puzzlelab::limits::kMaxRequestValues;
  // {"op":"games","x":[0,0,...]}: the object, the op's string and the array are three values.
  const auto request = [](std::size_t zeros) {
    std::string text = R"({"op":"games","x":[)";
    for (std::size_t i = 0; i < zeros; ++i) text += i == 0 ? "0" : ",0";
    return text + "]}";
  };
  const json at_limit = json::parse(puzzlelab::handle_request_text(request(limit - 3)));
  CHECK(at_limit.at("error").at("code") == "unknown_field");
  const json over = json::parse(puzzlelab::handle_request_text(request(limit - 2)));
  CHECK(over.at("error").at("code") == "request_too_large");
  CHECK(over.at("error").at("message") ==
        "the request holds more than 1048576 values (each number, string, array and object counts)");
  // Refused as the value past the limit is read: the broken text after it is never reached.
  CHECK_THROWS_WITH(parse_json_input("[1,2,3,!!!", "the text", 3),
                    "the text holds more than 3 values (each number, string, array and object counts)");
  CHECK(parse_json_input("[1,2]", "the text", 3) == json::array({1, 2}));
  // Other texts (files, stored state, the workers' answers) have their own size limits and no
  // count of values.
  CHECK(parse_json_input(request(limit), "the text").at("x").size() == limit);
}

TEST_CASE("api: nesting is refused at the limit, also deep inside a large document") {
  const int limit = puzzlelab::limits::kMaxJsonDepth;
  CHECK(error_code(std::string(limit, '[') + std::string(limit, ']')) == "(read)");
  CHECK(error_code(std::string(limit + 1, '[') + std::string(limit + 1, ']')) == "too_deep");
  CHECK(error_message(std::string(limit + 1, '[')) == "the text nests deeper than 64 levels of arrays and objects");
  // Refused as the too-deep container opens: the text after it is never read (a syntax error
  // there would be reported otherwise).
  CHECK(error_code("[" + std::string(limit, '[') + "!!!") == "too_deep");
  std::string wide = wide_request(false, 1 << 20);
  wide.insert(wide.size() - 2, "," + std::string(limit, '[') + std::string(limit, ']'));
  CHECK(error_code(wide) == "too_deep");
}

TEST_CASE("api: reading errors keep the library's codes and messages") {
  CHECK(error_message("{\"op\": \"games\",\n \"id\": }")
            .rfind("the text is not valid JSON: parse error at line 2, column ", 0) == 0);
  CHECK(error_code("") == "bad_json");
  CHECK(error_code("[1] 2") == "bad_json");
  CHECK(error_code("[1e400]") == "number_out_of_range");
  CHECK(error_message("[1e400]") == "the text holds a number out of range: number overflow parsing '1e400'");
  // The same document as the library's parser: duplicate keys keep the last value.
  const std::string text = R"({"a":[1,-2,3.5,"x",null,true,{"b":{}}],"c":{"d":[[]]},"a2":18446744073709551615,"c":1})";
  CHECK(parse_json_input(text, "the text") == json::parse(text));
}

TEST_CASE("api: a streamed array goes item by item; a refused item stops the reading there") {
  std::vector<json> taken;
  const JsonArrayStream stream{"items", [&](json&& item) { taken.push_back(std::move(item)); }};
  const json document = parse_json_input(
      R"({"head":1,"items":[{"a":[1]},2,[3],"four"],"nested":{"items":[5]},"tail":true})", "the text", stream);
  CHECK(document == json::parse(R"({"head":1,"items":[],"nested":{"items":[5]},"tail":true})"));
  CHECK(taken == json::parse(R"([{"a":[1]},2,[3],"four"])").get<std::vector<json>>());

  // Not an array under that key, or a top level that is not an object: nothing is streamed.
  taken.clear();
  CHECK(parse_json_input(R"({"items":{"a":1}})", "the text", stream) == json::parse(R"({"items":{"a":1}})"));
  CHECK(parse_json_input(R"([{"items":[1]}])", "the text", stream) == json::parse(R"([{"items":[1]}])"));
  CHECK(taken.empty());

  // The second item throws: the broken text after it is never reached.
  int calls = 0;
  const JsonArrayStream refusing{"items", [&](json&&) {
                                   if (++calls == 2) throw InputError("bad_partial", "item 2 is refused");
                                 }};
  CHECK_THROWS_WITH(parse_json_input(R"({"items":[1,2,3,!!!)", "the text", refusing), "item 2 is refused");
  CHECK(calls == 2);
  // Depth counts the streamed items where they stand in the document.
  const int limit = puzzlelab::limits::kMaxJsonDepth;
  CHECK_THROWS_WITH(parse_json_input("{\"items\":[" + std::string(limit - 1, '['), "the text", stream),
                    "the text nests deeper than 64 levels of arrays and objects");
}

TEST_CASE("api: a NUL byte does not end the text: it is bad JSON at its line and column") {
  const std::string nul(1, '\0');
  // The library alone reads up to a NUL and stops, as if the text ended there: the first two
  // would pass as {"op":"games"}.
  CHECK(error_message(R"({"op":"games"})" + nul + "junk") ==
        "the text is not valid JSON: parse error at line 1, column 15: a NUL byte, which JSON does not allow "
        "(inside a string, write \\u0000)");
  CHECK(error_message(R"({"op":"games"})" + nul) ==
        "the text is not valid JSON: parse error at line 1, column 15: a NUL byte, which JSON does not allow "
        "(inside a string, write \\u0000)");
  CHECK(error_message("{\"op\":\n \"games\"" + nul + "}")
            .rfind("the text is not valid JSON: parse error at line 2, "
                   "column 9: a NUL byte",
                   0) == 0);
  CHECK(error_message(R"({"a":")" + nul + R"("})")
            .rfind("the text is not valid JSON: parse error at line 1, column 7: "
                   "a NUL byte",
                   0) == 0);
  CHECK(error_message("tru" + nul + "e")
            .rfind("the text is not valid JSON: parse error at line 1, column 4: a NUL "
                   "byte",
                   0) == 0);
  // An error before the NUL is reported as it is.
  CHECK(error_message("[1,,2]" + nul)
            .rfind("the text is not valid JSON: parse error at line 1, column 4: syntax "
                   "error",
                   0) == 0);
  CHECK(error_code("[1e400]" + nul) == "number_out_of_range");
  // Written as \u0000 inside a string, it is text like any other.
  CHECK(parse_json_input(R"({"a":"x\u0000y"})", "the text").at("a") == std::string("x\0y", 3));

  // Streamed items before the NUL are taken; the NUL still refuses the text.
  std::vector<json> taken;
  const JsonArrayStream stream{"items", [&](json&& item) { taken.push_back(std::move(item)); }};
  CHECK_THROWS_WITH(parse_json_input(R"({"items":[1,2]})" + nul + R"({"items":[3]})", "the text", stream),
                    "the text is not valid JSON: parse error at line 1, column 16: a NUL byte, which JSON does not "
                    "allow (inside a string, write \\u0000)");
  CHECK(taken.size() == 2);

  // Through the protocol: answered bad_json, never as the request before the NUL.
  const json response = json::parse(puzzlelab::handle_request_text(R"({"id":1,"op":"games"})" + nul + R"({"id":2)"));
  CHECK(response.at("ok") == false);
  CHECK(response.at("id") == nullptr);
  CHECK(response.at("error").at("code") == "bad_json");
}

TEST_CASE("api: anything but whitespace after the value is bad JSON, at its line and column") {
  CHECK(parse_json_input("  {\"a\":1} \t\r\n ", "the text") == json::parse(R"({"a":1})"));
  CHECK(error_message(R"({"a":1} x)").rfind("the text is not valid JSON: parse error at line 1, column 9: ", 0) == 0);
  CHECK(error_message("{\"a\":1}\n\n  x").rfind("the text is not valid JSON: parse error at line 3, column 3: ", 0) ==
        0);
  CHECK(error_code(R"({"a":1}{"b":2})") == "bad_json");
  CHECK(error_code("[1] [2]") == "bad_json");
  CHECK(error_code("1 2") == "bad_json");
  CHECK(error_code("\"a\" \x01") == "bad_json");
}

TEST_CASE("api: the input a reading error echoes is quoted as every message quotes input") {
  // The library's "last read" holds all it read of the token at fault, here a string of 10,000
  // bytes with a control character at its end.
  const std::string message = error_message("[\"" + std::string(10'000, 'z') + "\x01\"]");
  CHECK(message.rfind("the text is not valid JSON: parse error at line 1, column 10003: syntax error while parsing "
                      "value - invalid string: control character U+0001 (SOH) must be escaped",
                      0) == 0);
  CHECK(message.find("; last read: '\"" + std::string(59, 'z') + "...' (10009 bytes)") != std::string::npos);
  CHECK(message.size() < 300);
  // A number out of range the same way: its text is quoted and cut.
  const std::string huge = "1" + std::string(10'000, '0');
  CHECK(error_message("[" + huge + "]") ==
        "the text holds a number out of range: number overflow parsing " + puzzlelab::quote_input(huge));
  // Bytes the library shows raw are escaped.
  CHECK(error_message("[\"caf\xC3\"]").find("\\xC3") != std::string::npos);
}
