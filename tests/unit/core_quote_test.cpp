// quote_input: how every message shows user input (escaped, cut, one line).
#include <doctest/doctest.h>

#include <string>

#include "core/quote.hpp"

using puzzlelab::printable;
using puzzlelab::quote_input;

TEST_CASE("quote_input escapes control and non-ASCII bytes as \\xHH") {
  CHECK(quote_input("SU") == "'SU'");
  CHECK(quote_input("") == "''");
  CHECK(quote_input(std::string("a\x1b[2Jb\n", 7)) == "'a\\x1B[2Jb\\x0A'");
  CHECK(quote_input(std::string("\0", 1)) == "'\\x00'");
  CHECK(quote_input("caf\xc3\xa9\x7f") == "'caf\\xC3\\xA9\\x7F'");
}

TEST_CASE("quote_input cuts at 60 bytes and says how long the input was") {
  CHECK(quote_input(std::string(60, 'x')) == "'" + std::string(60, 'x') + "'");
  CHECK(quote_input(std::string(61, 'x')) == "'" + std::string(60, 'x') + "...' (61 bytes)");
  const std::string quoted = quote_input(std::string(100000, '\x01'));
  CHECK(quoted == "'" + [] {
    std::string escaped;
    for (int i = 0; i < 60; ++i) escaped += "\\x01";
    return escaped;
  }() + "...' (100000 bytes)");
}

TEST_CASE("printable escapes a whole message and cuts it at the given length") {
  CHECK(printable("plain text", 100) == "plain text");
  CHECK(printable("tab\there", 100) == "tab\\x09here");
  CHECK(printable(std::string(30, 'm'), 10) == std::string(10, 'm') + "... (30 bytes)");
}
