#include "middle/link_bridge.hpp"

#include "core/input_error.hpp"
#include "game/daily_link.hpp"
#include "game/link.hpp"

namespace puzzlelab {

std::string write_link(const Challenge& challenge, const std::vector<std::string>& moves) {
  if (!challenge.daily.empty()) {
    // A day's challenge keeps its daily link while it is played: the link names the day, not
    // the moves, so it is the one to share and the one a reload opens (the moves are stored).
    try {
      return format_daily_link({challenge.game, parse_daily_date(challenge.daily)}).substr(1);
    } catch (const InputError&) {
      return {};
    }
  }
  Link link;
  link.kind = challenge.from_seed() ? Link::Kind::seed : Link::Kind::board;
  link.game = challenge.game;
  link.params = challenge.params;
  if (challenge.from_seed()) {
    link.setup = challenge.setup;
    link.seed = *challenge.seed;
  } else {
    link.board = challenge.board;
  }
  link.moves = moves;
  std::string hash;
  try {
    hash = format_link(link);
  } catch (const InputError&) {
    return {};  // not expressible as a link (the app then shows no link rather than a wrong one)
  }
  if (!hash.empty() && hash.front() == '#') hash.erase(0, 1);
  return hash;
}

LinkTarget read_link(std::string_view hash) {
  LinkTarget target;
  Link link;
  try {
    link = parse_link_undealt(hash);
  } catch (const InputError& e) {
    if (e.code() != "illegal_move") throw;
    // The puzzle is fine, a move is not: check and open the puzzle without its moves.
    Link bare = decode_link(hash);
    bare.moves.clear();
    link = parse_link_undealt(format_link(bare));
    target.refused_moves = e.what();
  }
  target.challenge.game = link.game;
  target.challenge.params = link.params;
  if (link.kind == Link::Kind::seed) {
    target.challenge.setup = link.setup;
    target.challenge.seed = link.seed;
  } else {
    target.challenge.board = link.board;
  }
  target.moves = link.moves;
  return target;
}

}  // namespace puzzlelab
