#include "games/sigmar/inputs.hpp"

namespace puzzlelab::sigmar {

TileSet tile_set_of(const nlohmann::json& params) {
  TileSet set;
  if (!params.is_object()) return set;
  auto read = [&](const char* key, int& into) {
    const auto it = params.find(key);
    if (it != params.end() && it->is_number_integer()) into = it->get<int>();
  };
  read("elements", set.elements);
  read("salt", set.salt);
  read("vitae_mors", set.vitae_mors);
  read("metals", set.metals);
  read("quicksilver", set.quicksilver);
  return set;
}

Board board_of(const nlohmann::json& params, std::string_view text) { return parse_board(text, tile_set_of(params)); }

}  // namespace puzzlelab::sigmar
