// UTF-8 read strictly, XML 1.0's characters, and what keeps a text from being printable: what the
// SVG writer replaces and the setup readers refuse.
#include <doctest/doctest.h>

#include <string>

#include "core/utf8.hpp"

using puzzlelab::is_xml_char;
using puzzlelab::printable_text_problem;
using puzzlelab::utf8_char_at;

namespace {

// The code point at byte 0, or -1 when the bytes are not UTF-8.
long code_point(const std::string& text) {
  const auto ch = utf8_char_at(text, 0);
  return ch ? static_cast<long>(ch->code_point) : -1;
}

}  // namespace

TEST_CASE("utf8: one character at a time, from one to four bytes") {
  CHECK(code_point("a") == 'a');
  CHECK(code_point(std::string(1, '\0')) == 0);
  CHECK(code_point("\xC3\xA9") == 0xE9);
  CHECK(code_point("\xE2\x82\xAC") == 0x20AC);
  CHECK(code_point("\xEF\xBF\xBF") == 0xFFFF);
  CHECK(code_point("\xF0\x9F\x99\x82") == 0x1F642);
  CHECK(code_point("\xF4\x8F\xBF\xBF") == 0x10FFFF);
  const auto euro = utf8_char_at("a\xE2\x82\xAC", 1);
  REQUIRE(euro.has_value());
  CHECK(euro->bytes == 3);
}

TEST_CASE("utf8: what is not UTF-8 is refused, whatever it would decode to") {
  CHECK(code_point("\x80") == -1);  // a continuation byte alone
  CHECK(code_point("\xC3") == -1);  // a sequence cut short
  CHECK(code_point("\xE2\x82") == -1);
  CHECK(code_point("\xC3\x28") == -1);  // a lead byte without its continuation
  CHECK(code_point("\xC0\xAF") == -1);  // overlong forms of '/'
  CHECK(code_point("\xE0\x80\xAF") == -1);
  CHECK(code_point("\xF0\x80\x80\xAF") == -1);
  CHECK(code_point("\xED\xA0\x80") == -1);      // a surrogate, U+D800
  CHECK(code_point("\xF4\x90\x80\x80") == -1);  // past U+10FFFF
  CHECK(code_point("\xF8\x88\x80\x80\x80") == -1);
  CHECK(code_point("\xFF") == -1);
}

TEST_CASE("utf8: XML 1.0's characters") {
  for (const char32_t allowed : {0x9u, 0xAu, 0xDu, 0x20u, 0xD7FFu, 0xE000u, 0xFFFDu, 0x10000u, 0x10FFFFu})
    CHECK(is_xml_char(allowed));
  for (const char32_t forbidden : {0x0u, 0x1u, 0x8u, 0xBu, 0x1Fu, 0xD800u, 0xDFFFu, 0xFFFEu, 0xFFFFu, 0x110000u})
    CHECK_FALSE(is_xml_char(forbidden));
}

TEST_CASE("utf8: a printable text, and what is wrong with one that is not") {
  CHECK(printable_text_problem("").empty());
  CHECK(printable_text_problem("Shuffle the caf\xC3\xA9's 24 coins \xE2\x82\xAC \xF0\x9F\x99\x82").empty());
  CHECK(printable_text_problem("a\x1B[2J") == "holds a control character (U+001B) at byte 2");
  CHECK(printable_text_problem("tab\there") == "holds a control character (U+0009) at byte 4");
  CHECK(printable_text_problem("a\x7F") == "holds a control character (U+007F) at byte 2");
  CHECK(printable_text_problem("a\xC2\x85") == "holds a control character (U+0085) at byte 2");
  CHECK(printable_text_problem("ab\xEF\xBF\xBE") == "holds U+FFFE at byte 3, a character XML does not allow");
  CHECK(printable_text_problem("\xEF\xBF\xBF") == "holds U+FFFF at byte 1, a character XML does not allow");
  CHECK(printable_text_problem("caf\xC3") == "is not valid UTF-8 at byte 4 (byte 0xc3)");
  CHECK(printable_text_problem("\xED\xA0\x80") == "is not valid UTF-8 at byte 1 (byte 0xed)");
}
