#include "games/boxoff/inputs.hpp"

namespace puzzlelab::boxoff {

Params params_of(const nlohmann::json& params) {
  return Params{params.at("rows").get<int>(), params.at("cols").get<int>(), params.at("colours").get<int>()};
}

}  // namespace puzzlelab::boxoff
