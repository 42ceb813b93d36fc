#include "middle/session.hpp"

#include <algorithm>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/daily_date.hpp"
#include "game/game_checks.hpp"
#include "game/params.hpp"
#include "middle/json_read.hpp"

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
  std::vector<std::shared_ptr<const GamePosition>> trail;
  trail.reserve(history.size() + 1);
  trail.push_back(game.start(challenge.params, challenge.board));
  for (std::size_t i = 0; i < history.size(); ++i) {
    try {
      trail.push_back(trail.back()->after(history[i]));
    } catch (const InputError& e) {
      // Quoted: a stored move can be anything, megabytes included, and the message is shown.
      throw InputError("bad_move", "move " + std::to_string(i + 1) + " (" + quote_input(history[i]) +
                                       ") cannot be played: " + e.what());
    }
  }
  const std::size_t at = cursor.value_or(history.size());
  if (at > history.size()) {
    throw InputError("bad_state", "the history position " + std::to_string(at) + " is past its " +
                                      std::to_string(history.size()) + " moves");
  }
  game_ = &game;
  challenge_ = std::move(challenge);
  history_ = std::move(history);
  trail_ = std::move(trail);
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
  std::shared_ptr<const GamePosition> next;
  try {
    next = trail_[cursor_]->after(move);
  } catch (const InputError& e) {
    const std::string why = e.what();
    return why.empty() ? "That move is not legal here." : why;
  }
  history_.resize(cursor_);
  history_.push_back(move);
  trail_.resize(cursor_ + 1);
  trail_.push_back(std::move(next));
  cursor_ = history_.size();
  refresh();
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
  const GamePosition& at = *trail_[cursor_];
  position_.revision = g_next_revision++;
  position_.played.assign(history_.begin(), history_.begin() + static_cast<std::ptrdiff_t>(cursor_));
  position_.solved = at.solved();
  position_.legal_moves = at.legal_moves();
}

nlohmann::json Session::challenge_to_json(const Challenge& challenge) {
  nlohmann::json out = {{"game", challenge.game}, {"params", challenge.params}, {"board", challenge.board}};
  if (challenge.from_seed()) {
    out["setup"] = challenge.setup;
    out["seed"] = *challenge.seed;
  }
  if (!challenge.daily.empty()) out["daily"] = challenge.daily;
  return out;
}

Challenge Session::challenge_from_json(const nlohmann::json& value) {
  using json_read::at;
  if (!value.is_object()) throw InputError("bad_state", "the challenge is not an object");
  Challenge challenge;
  const auto text = [&](const char* key, bool required) {
    const nlohmann::json& field = at(value, key);
    if (field.is_null()) {
      if (required) throw InputError("bad_state", std::string("the challenge has no ") + key);
      return std::string();
    }
    const auto read = json_read::text(field);
    if (!read) throw InputError("bad_state", std::string("the challenge's ") + key + " is not text");
    return *read;
  };
  challenge.game = text("game", true);
  challenge.board = text("board", true);
  challenge.setup = text("setup", false);
  if (value.contains("params")) {
    const nlohmann::json& params = at(value, "params");
    if (!params.is_object()) throw InputError("bad_state", "the challenge's params are not an object");
    challenge.params = params;
  }
  if (const nlohmann::json& seed = at(value, "seed"); !seed.is_null()) {
    const auto read = json_read::whole_number(seed);
    if (!read) throw InputError("bad_state", "the challenge's seed is not a whole number");
    challenge.seed = *read;
  }
  if (challenge.setup.empty() != !challenge.seed.has_value())
    throw InputError("bad_state", "the challenge has a setup without a seed or a seed without a setup");
  challenge.daily = text("daily", false);
  if (!challenge.daily.empty()) {
    if (!challenge.from_seed()) throw InputError("bad_state", "the daily challenge has no setup and seed");
    try {
      parse_daily_date(challenge.daily);
    } catch (const InputError& e) {
      throw InputError("bad_state", std::string("the daily challenge's date: ") + e.what());
    }
  }
  return challenge;
}

nlohmann::json Session::to_json() const {
  return {{"challenge", challenge_to_json(challenge_)}, {"history", history_}, {"cursor", cursor_}};
}

void Session::restore(const nlohmann::json& value) {
  using json_read::at;
  if (!value.is_object()) throw InputError("bad_state", "the saved game is not an object");
  Challenge challenge = challenge_from_json(at(value, "challenge"));
  std::vector<std::string> history;
  if (value.contains("history")) {
    const nlohmann::json& moves = at(value, "history");
    if (!moves.is_array()) throw InputError("bad_state", "the saved moves are not a list");
    for (const auto& move : moves) {
      const auto read = json_read::text(move);
      if (!read) throw InputError("bad_state", "a saved move is not text");
      history.push_back(*read);
    }
  }
  std::optional<std::size_t> cursor;
  if (value.contains("cursor")) {
    const auto read = json_read::whole_number(at(value, "cursor"));
    if (!read) throw InputError("bad_state", "the saved history position is not a whole number");
    // Past the history either way: start() refuses it, naming the position.
    cursor = static_cast<std::size_t>(std::min<std::uint64_t>(*read, SIZE_MAX));
  }
  start(std::move(challenge), std::move(history), cursor);
}

}  // namespace puzzlelab
