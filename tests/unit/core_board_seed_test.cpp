// The board seed (core/board_seed.hpp) that metrics playouts draw from: its values are part of the
// determinism contract, so a few are pinned here (produced by the code before it moved into core,
// when Fujisan and Pretzel each had their own copy).
#include <doctest/doctest.h>

#include <cstdint>
#include <string_view>

#include "core/board_seed.hpp"

using namespace puzzlelab;

TEST_CASE("board seed: pinned values") {
  CHECK(board_seed("3a,.,2b/2a,3b,.") == 17401224854358463002ull);
  CHECK(board_seed("3a,2b,./3b,.,2a/2c,3c,.") == 17527119267307090956ull);
  CHECK(board_seed("2a,3a,4a,./2b,3b,4b,./2c,3c,.,4c/.,2d,3d,4d") == 9970583690557064724ull);
}

TEST_CASE("board seed: every byte of the text counts, and it is a compile-time constant") {
  CHECK(board_seed("3a,.,2b/2a,3b,.") != board_seed("3a,.,2b/2a,.,3b"));
  CHECK(board_seed("554344221335/311400512200") != board_seed("554344221335/311400512201"));
  static_assert(board_seed("") == board_seed(std::string_view()));
}
