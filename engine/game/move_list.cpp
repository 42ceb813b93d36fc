#include "game/move_list.hpp"

#include "core/quote.hpp"

namespace puzzlelab {

InputError illegal_move(std::size_t index, const std::vector<std::string>& moves, std::string_view why) {
  return InputError("illegal_move", "move " + std::to_string(index + 1) + " of " + std::to_string(moves.size()) + " (" +
                                        quote_input(moves[index]) + ") is illegal: " + std::string(why));
}

}  // namespace puzzlelab
