// Every game's board and move parsers at every size, variant and template: the input chooses the
// game and its parameters (board_case.hpp), a board (generated from a setup and seed, or text),
// and moves (legal ones picked from the position, or text), which are then replayed. Boards read
// at the size the parameters name and at the size the board implies; a normalized board is a
// fixed point; replay agrees with itself move by move; describing a move never throws. Bad boards
// and moves are refused with documented codes only (fuzz_checks.hpp).
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "board_case.hpp"
#include "fuzz_checks.hpp"
#include "game/game_checks.hpp"
#include "game/params.hpp"

namespace {

using namespace puzzlelab;

// Setups that redraw until a condition holds stop after this many draws.
constexpr Budget kGenerateBudget{20'000, 200};

// Generating is only a source of valid boards here (the protocol target fuzzes generate): a setup
// that spends its own fixed budget on every draw (Sigmar's random-test: 20,000 search positions a
// draw, up to 400 draws, seconds a board) would slow the target to a crawl, so its boards come from
// the seed corpus instead.
bool cheap_to_generate(const Game& game, const std::string& setup) {
  return !(game.name() == "sigmar" && setup == "random-test");
}

// "#N": legal move N of the position; anything else as written.
std::string chosen_move(const Game& game, const nlohmann::json& params, const std::string& board,
                        const std::vector<std::string>& before, const std::string& move) {
  std::size_t index = 0;
  if (move.size() < 2 || move[0] != '#') return move;
  const auto [end, error] = std::from_chars(move.data() + 1, move.data() + move.size(), index);
  if (error != std::errc() || end != move.data() + move.size()) return move;
  const ReplayOutcome position = game.replay(params, board, before);
  if (!position.legal || position.legal_moves.empty()) return move;
  return position.legal_moves[index % position.legal_moves.size()];
}

void play(const Game& game, const nlohmann::json& params, const std::string& board,
          const std::vector<std::string>& given) {
  std::vector<std::string> moves;
  for (const std::string& move : given) moves.push_back(chosen_move(game, params, board, moves, move));
  const ReplayOutcome outcome = game.replay(params, board, moves);
  if (outcome.applied > moves.size() || outcome.legal != (outcome.applied == moves.size()))
    fuzz::fail("replay's count of applied moves disagrees with its verdict");
  // The legal prefix replays as legal, to the same position.
  const std::vector<std::string> prefix(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(outcome.applied));
  const ReplayOutcome again = game.replay(params, board, prefix);
  if (!again.legal || again.solved != outcome.solved || again.legal_moves != outcome.legal_moves)
    fuzz::fail("the legal moves of a replay do not replay to the same position");
  const std::size_t described = outcome.applied < moves.size() ? outcome.applied + 1 : moves.size();
  for (std::size_t i = 0; i < described; ++i) {
    const std::vector<std::string> before(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(i));
    fuzz::never_throws([&] { game.describe_move(params, board, before, moves[i]); });
  }
  fuzz::refused_only_with_codes([&] { check_moves_legal(game, params, board, moves); });
}

// Reads `text` with `params`; a board that reads is normalized, a fixed point, and played.
void read_and_play(const Game& game, const nlohmann::json& params, const std::string& text,
                   const std::vector<std::string>& moves) {
  std::string board;
  if (!fuzz::refused_only_with_codes([&] { board = game.normalize_board(params, text); })) return;
  if (game.normalize_board(params, board) != board) fuzz::fail("a normalized board that normalizes differently");
  play(game, params, board, moves);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::BoardCase input = fuzz::read_board_case(fuzz::text_of(data, size));
  const Game& game = *input.game;
  nlohmann::json params;
  if (!fuzz::refused_only_with_codes([&] { params = normalize_params(game, input.params); })) return 0;
  if (input.generated && cheap_to_generate(game, input.setup)) {
    std::string board;
    if (!fuzz::refused_only_with_codes(
            [&] { board = game.generate(params, input.setup, input.seed, kGenerateBudget); }))
      return 0;
    // A generated board reads as itself (an InputError here escapes: a crash).
    if (game.normalize_board(params, board) != board) fuzz::fail("a generated board that does not read back as itself");
    play(game, params, board, input.moves);
    return 0;
  }
  // At the size the parameters name, and at the size the board implies (as links and the
  // protocol read a board whose request leaves the size out).
  read_and_play(game, params, input.board, input.moves);
  nlohmann::json implied;
  if (fuzz::refused_only_with_codes(
          [&] { implied = params_fitting_board(game, nlohmann::json::object(), params, input.board); }) &&
      implied != params && fuzz::refused_only_with_codes([&] { implied = normalize_params(game, implied); }))
    read_and_play(game, implied, input.board, input.moves);
  return 0;
}
