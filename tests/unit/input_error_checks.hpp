// What the tests ask of bad input: that it is refused with an InputError carrying the expected
// code, and what the message says.
#pragma once

#include <doctest/doctest.h>

#include <string>

#include "core/input_error.hpp"

namespace puzzlelab::test {

// Runs f, expecting an InputError; checks its code (unless none is given) and returns its
// message. Fails the test when nothing is thrown.
template <class F>
std::string error_of(F&& f, const std::string& code = "") {
  try {
    f();
  } catch (const InputError& e) {
    if (!code.empty()) CHECK(e.code() == code);
    return e.what();
  }
  FAIL("no InputError thrown");
  return "";
}

inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace puzzlelab::test
