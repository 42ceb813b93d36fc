// The defaults of the Game interface's optional parts.
#include "api/game.hpp"

#include "core/input_error.hpp"

namespace puzzlelab {

void Game::check_params(const json&) const {}

json Game::params_for_board(const json& params, std::string_view) const { return params; }

TracedBoard Game::trace(const json&, std::string_view, std::uint64_t, const Budget&) const {
  throw InputError("not_supported", name() + " records no setup steps");
}

json Game::enumerate(const json&, const Budget&) const {
  throw InputError("not_supported", name() + " has no enumeration of deals");
}

}  // namespace puzzlelab
