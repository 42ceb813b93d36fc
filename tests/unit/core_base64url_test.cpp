// base64url: RFC 4648's test vectors (§10, in the URL-safe alphabet of §5, without padding), the
// strict reading's single spelling, and each problem reported where it is.
#include <doctest/doctest.h>

#include <string>
#include <utility>

#include "core/base64url.hpp"

using puzzlelab::base64url_decode;
using puzzlelab::base64url_encode;
using Kind = puzzlelab::Base64urlProblem::Kind;

TEST_CASE("base64url writes RFC 4648's vectors and reads them back") {
  const std::pair<std::string, std::string> vectors[] = {
      {"", ""},           {"f", "Zg"},          {"fo", "Zm8"},         {"foo", "Zm9v"},
      {"foob", "Zm9vYg"}, {"fooba", "Zm9vYmE"}, {"foobar", "Zm9vYmFy"}};
  for (const auto& [bytes, text] : vectors) {
    CHECK(base64url_encode(bytes) == text);
    CHECK(base64url_decode(text, true).bytes == bytes);
  }
  // The two characters the URL-safe alphabet changes, and every byte value.
  CHECK(base64url_encode("\xfb\xff") == "-_8");
  std::string every;
  for (int b = 0; b < 256; ++b) every += static_cast<char>(b);
  CHECK(base64url_decode(base64url_encode(every), true).bytes == every);
}

TEST_CASE("base64url names the problem and where it is") {
  const auto length = base64url_decode("abcde", true);
  CHECK_FALSE(length.bytes);
  CHECK(length.problem.kind == Kind::length);
  const auto plus = base64url_decode("ab+c", true);
  CHECK(plus.problem.kind == Kind::character);
  CHECK(plus.problem.position == 2);
  CHECK(plus.problem.character == '+');
  CHECK(base64url_decode("Zg==", true).problem.kind == Kind::character);  // no padding
}

TEST_CASE("read strictly, a text with bits past its last byte is a second spelling and refused") {
  // "Zh" would read as "f" too: its last character carries bits no byte holds.
  CHECK(base64url_decode("Zh", false).bytes == "f");
  const auto strict = base64url_decode("Zh", true);
  CHECK_FALSE(strict.bytes);
  CHECK(strict.problem.kind == Kind::trailing_bits);
  CHECK(strict.problem.position == 1);
}
