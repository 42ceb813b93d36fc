#include "middle/session.hpp"

#include <algorithm>

#include "api/game_checks.hpp"
#include "api/params.hpp"
#include "core/input_error.hpp"

namespace puzzlelab {
namespace {

// Revisions are unique across sessions, so a view can tell a new challenge (or position) from the
// one it shows even when the app swaps in a freshly made Session.
std::uint64_t g_next_challenge_revision = 1;
std::uint64_t g_next_revision = 1;

}  // namespace

void Session::start(Challenge challenge, std::vector<std::string> history, std::optional<std::size_t> cursor) {
  const Game& game = find_game(challenge.game);
  challenge.params = normalize_params(game, challenge.params);
  // A board given directly names its own size (a pasted 3 x 3 Pretzel deal while 4 x 4 is the
  // default): read it with the params it implies, as the protocol and links do.
  if (!challenge.from_seed())
    challenge.params = params_fitting_board(game, nlohmann::json(), challenge.params, challenge.board);
  challenge.board = game.normalize_board(challenge.params, challenge.board);
  const ReplayOutcome outcome = game.replay(challenge.params, challenge.board, history);
  if (!outcome.legal) {
    const std::size_t bad = std::min(outcome.applied, history.empty() ? 0 : history.size() - 1);
    throw InputError("bad_move", "move " + std::to_string(bad + 1) + " (" + (history.empty() ? "" : history[bad]) +
                                     ") cannot be played: " + outcome.error);
  }
  const std::size_t at = cursor.value_or(history.size());
  if (at > history.size()) {
    throw InputError("bad_state", "the history position " + std::to_string(at) + " is past its " +
                                      std::to_string(history.size()) + " moves");
  }
  game_ = &game;
  challenge_ = std::move(challenge);
  history_ = std::move(history);
  cursor_ = at;
  position_.challenge_revision = g_next_challenge_revision++;
  refresh();
}

std::optional<std::string> Session::play(const std::string& move) {
  if (!active()) return "No game is in progress.";
  if (can_redo() && history_[cursor_] == move) {
    redo();
    return std::nullopt;
  }
  std::vector<std::string> moves = played();
  moves.push_back(move);
  const ReplayOutcome outcome = game_->replay(challenge_.params, challenge_.board, moves);
  if (!outcome.legal) return outcome.error.empty() ? "That move is not legal here." : outcome.error;
  history_ = std::move(moves);
  cursor_ = history_.size();
  set_position(outcome);
  return std::nullopt;
}

bool Session::undo() {
  if (!can_undo()) return false;
  --cursor_;
  refresh();
  return true;
}

bool Session::redo() {
  if (!can_redo()) return false;
  ++cursor_;
  refresh();
  return true;
}

void Session::restart() { go_to(0); }

void Session::go_to(std::size_t cursor) {
  if (!active() || cursor > history_.size() || cursor == cursor_) return;
  cursor_ = cursor;
  refresh();
}

void Session::refresh() {
  const std::vector<std::string> moves(history_.begin(), history_.begin() + static_cast<std::ptrdiff_t>(cursor_));
  set_position(game_->replay(challenge_.params, challenge_.board, moves));
}

void Session::set_position(const ReplayOutcome& outcome) {
  position_.revision = g_next_revision++;
  position_.played.assign(history_.begin(), history_.begin() + static_cast<std::ptrdiff_t>(cursor_));
  position_.solved = outcome.solved;
  position_.legal_moves = outcome.legal_moves;
}

nlohmann::json Session::challenge_to_json(const Challenge& challenge) {
  nlohmann::json out = {{"game", challenge.game}, {"params", challenge.params}, {"board", challenge.board}};
  if (challenge.from_seed()) {
    out["setup"] = challenge.setup;
    out["seed"] = *challenge.seed;
  }
  return out;
}

Challenge Session::challenge_from_json(const nlohmann::json& value) {
  if (!value.is_object()) throw InputError("bad_state", "the challenge is not an object");
  Challenge challenge;
  const auto text = [&](const char* key, bool required) {
    const auto it = value.find(key);
    if (it == value.end() || it->is_null()) {
      if (required) throw InputError("bad_state", std::string("the challenge has no ") + key);
      return std::string();
    }
    if (!it->is_string()) throw InputError("bad_state", std::string("the challenge's ") + key + " is not text");
    return it->get<std::string>();
  };
  challenge.game = text("game", true);
  challenge.board = text("board", true);
  challenge.setup = text("setup", false);
  if (const auto params = value.find("params"); params != value.end()) {
    if (!params->is_object()) throw InputError("bad_state", "the challenge's params are not an object");
    challenge.params = *params;
  }
  if (const auto seed = value.find("seed"); seed != value.end() && !seed->is_null()) {
    if (!seed->is_number_unsigned()) throw InputError("bad_state", "the challenge's seed is not a whole number");
    challenge.seed = seed->get<std::uint64_t>();
  }
  if (challenge.setup.empty() != !challenge.seed.has_value())
    throw InputError("bad_state", "the challenge has a setup without a seed or a seed without a setup");
  return challenge;
}

nlohmann::json Session::to_json() const {
  return {{"challenge", challenge_to_json(challenge_)}, {"history", history_}, {"cursor", cursor_}};
}

void Session::restore(const nlohmann::json& value) {
  if (!value.is_object()) throw InputError("bad_state", "the saved game is not an object");
  Challenge challenge = challenge_from_json(value.value("challenge", nlohmann::json()));
  std::vector<std::string> history;
  if (const auto moves = value.find("history"); moves != value.end()) {
    if (!moves->is_array()) throw InputError("bad_state", "the saved moves are not a list");
    for (const auto& move : *moves) {
      if (!move.is_string()) throw InputError("bad_state", "a saved move is not text");
      history.push_back(move.get<std::string>());
    }
  }
  std::optional<std::size_t> cursor;
  if (const auto at = value.find("cursor"); at != value.end()) {
    if (!at->is_number_unsigned()) throw InputError("bad_state", "the saved history position is not a whole number");
    cursor = at->get<std::size_t>();
  }
  start(std::move(challenge), std::move(history), cursor);
}

}  // namespace puzzlelab
