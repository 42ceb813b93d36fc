// The list of game views: one line per game the app can show.
#include "games/boxoff/boxoff_view.hpp"
#include "games/fruit_dating/fruit_dating_view.hpp"
#include "games/fujisan/fujisan_view.hpp"
#include "games/game_view.hpp"
#include "games/pretzel/pretzel_view.hpp"
#include "games/sigmar/sigmar_view.hpp"

namespace puzzlelab {

std::unique_ptr<GameView> make_view(std::string_view game) {
  if (game == "fujisan") return std::make_unique<fujisan::FujisanView>();
  if (game == "boxoff") return std::make_unique<boxoff::BoxOffView>();
  if (game == "pretzel") return std::make_unique<pretzel::PretzelView>();
  if (game == "sigmar") return std::make_unique<sigmar::SigmarView>();
  if (game == "fruit-dating") return std::make_unique<fruit_dating::FruitDatingView>();
  return nullptr;
}

bool has_view(std::string_view game) { return make_view(game) != nullptr; }

}  // namespace puzzlelab
