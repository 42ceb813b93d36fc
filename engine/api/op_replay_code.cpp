// "share_code" and "verify_code": a solve written as a replay code, and a code checked by
// replaying it (game/replay_code.hpp; docs/LINKS.md, "Replay codes").
#include "api/operations.hpp"
#include "game/replay_code.hpp"

namespace puzzlelab {

namespace {

nlohmann::json code_fields(const ReplayCode& code, const GameList& games) {
  return {{"game", code.game},       {"params", code.params},
          {"board", code.board},     {"link", replay_code_challenge_link(code, games)},
          {"moves", code.moves},     {"length", code.moves.size()},
          {"seconds", code.seconds}, {"hints", code.hints}};
}

// The shortest solution's length within `budget` from the code's challenge (the game's default
// solver), for comparing a verified solve with the optimum.
nlohmann::json optimum_of(const ReplayCode& code, const Budget& budget, const GameList& games) {
  const GameChoice choice{find_game_in(games, code.game), code.params, code.params};
  return search_fields(solve_for_request(choice, {code.params, code.board, {}}, budget, ""));
}

}  // namespace

nlohmann::json op_share_code(RequestFields& fields, const OpContext& context) {
  const GameChoice choice = read_game_choice(fields, context);
  const PositionInput position = read_position(fields, choice);
  ReplayCode code;
  code.seconds = fields.optional_whole_number("seconds", {"seconds", "bad_code", 0, kMaxReplayCodeSeconds}, 0);
  code.hints = fields.optional_whole_number("hints", {"hints", "bad_code", 0, kMaxReplayCodeHints}, 0);
  fields.reject_unknown("share_code");
  code.game = choice.game.name();
  code.params = position.params;
  code.board = position.board;
  code.moves = position.moves;
  const std::string text = encode_replay_code(code, context.games);
  nlohmann::json result = code_fields(verify_replay_code(text, context.games), context.games);
  result["code"] = text;
  return result;
}

nlohmann::json op_verify_code(RequestFields& fields, const OpContext& context) {
  const std::string text = fields.required_string("code");
  const Budget budget = read_budget(fields, context);
  fields.reject_unknown("verify_code");
  const ReplayCode code = verify_replay_code(text, context.games);
  nlohmann::json result = code_fields(code, context.games);
  result["solved"] = true;
  const nlohmann::json optimum = optimum_of(code, budget, context.games);
  result["optimum"] = optimum;
  // Whether the solve is as short as the shortest: decided only when the optimum is proved.
  result["optimal"] = optimum["shortest"].get<bool>()
                          ? nlohmann::json(code.moves.size() == optimum["length"].get<std::size_t>())
                          : nlohmann::json(nullptr);
  return result;
}

}  // namespace puzzlelab
