// parse_link: a link's syntax (link.cpp) checked against its game, so that a link that opens
// without an error opens a real, playable position.
#include "game/game_checks.hpp"
#include "game/limits.hpp"
#include "game/link.hpp"
#include "game/params.hpp"

namespace puzzlelab {

Link parse_link(std::string_view text, const GameList& games) {
  return parse_link(text, games, Budget{limits::kDefaultMaxNodes, limits::kDefaultTimeLimitMs});
}

Link parse_link(std::string_view text, const GameList& games, const Budget& deal) {
  Link link = parse_link_undealt(text, games);
  if (link.kind == Link::Kind::seed) {
    const Game& game = find_game_in(games, link.game);
    check_moves_legal(game, link.params, game.generate(link.params, link.setup, link.seed, deal), link.moves);
  }
  return link;
}

Link parse_link_undealt(std::string_view text, const GameList& games) {
  Link link = decode_link(text);
  const Game& game = find_game_in(games, link.game);
  link.params = normalize_params(game, link.params);
  if (link.kind == Link::Kind::seed) {
    // A described setup travels as its text (one item); it is read and normalized here. Its moves
    // wait for the deal (parse_link, or whoever deals it).
    link.setup = checked_setup(game, link.params, link.setup);
  } else {
    // The board's own size wins over the link's params (links written before boards carried
    // their size may disagree, and must keep opening).
    link.params = game.params_for_board(link.params, link.board);
    link.board = game.normalize_board(link.params, link.board);
    check_moves_legal(game, link.params, link.board, link.moves);
  }
  return link;
}

}  // namespace puzzlelab
