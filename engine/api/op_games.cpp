// "games": what the app's new-game dialog and `puzzlelab games` list: per game its setups, rule
// variants, parameters (with their defaults), default params and board format.
#include "api/operations.hpp"

namespace puzzlelab {

namespace {

nlohmann::json named_list(const std::vector<Named>& items) {
  auto list = nlohmann::json::array();
  for (const auto& item : items) list.push_back({{"name", item.name}, {"description", item.description}});
  return list;
}

}  // namespace

nlohmann::json op_games(RequestFields& fields, const OpContext& context) {
  fields.reject_unknown("games");
  auto games = nlohmann::json::array();
  for (const auto& game : context.games) {
    const nlohmann::json defaults = game->normalize_params(nlohmann::json::object());
    auto parameters = named_list(game->parameters());
    for (auto& parameter : parameters) parameter["default"] = defaults.value(parameter["name"].get<std::string>(), nlohmann::json());
    games.push_back({{"name", game->name()},
                     {"title", game->title()},
                     {"setups", named_list(game->setups())},
                     {"variants", named_list(game->variants())},
                     {"parameters", parameters},
                     {"default_params", defaults},
                     {"board_format", game->board_format_help()}});
  }
  return {{"games", games}};
}

}  // namespace puzzlelab
