#include "games/fruit_dating/inputs.hpp"

#include <string>

#include "core/input_error.hpp"

namespace puzzlelab::fruit_dating {

using json = nlohmann::json;

GeneratorParams params_of(const json& params) {
  GeneratorParams p;
  if (!params.is_object()) return p;
  p.candidate.width = params.value("width", p.candidate.width);
  p.candidate.height = params.value("height", p.candidate.height);
  p.candidate.features = params.value("features", std::string("all")) != "basic";
  p.min_moves = params.value("min_moves", p.min_moves);
  p.max_moves = params.value("max_moves", p.max_moves);
  return p;
}

Board board_of(const json& params, std::string_view text) {
  Board board = parse_board(text);
  const GeneratorParams p = params_of(params);
  if (board.width != p.candidate.width || board.height != p.candidate.height)
    throw InputError("bad_board", "board is " + std::to_string(board.width) + " x " + std::to_string(board.height) +
                                      " tiles, but width and height are " + std::to_string(p.candidate.width) + " x " +
                                      std::to_string(p.candidate.height));
  return board;
}

}  // namespace puzzlelab::fruit_dating
