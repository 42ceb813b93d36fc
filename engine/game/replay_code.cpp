// Replay codes (docs/LINKS.md, "Replay codes"): the binary layout, its base64 and its checksum.
#include "game/replay_code.hpp"

#include <array>
#include <cctype>
#include <utility>

#include "core/base64url.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "core/status.hpp"
#include "game/link.hpp"
#include "game/move_list.hpp"

namespace puzzlelab {

namespace {

InputError bad_code(const std::string& message) { return InputError("bad_code", message); }

// The checksum: 64-bit FNV-1a (the hash the project already uses for board seeds) of the version
// character and the binary before the checksum, folded to 32 bits. It catches a changed or
// mistyped character with probability 1 - 2^-32; it is not a signature (the replay is the proof).
std::uint32_t checksum(std::string_view bytes) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (char ch : bytes) h = (h ^ static_cast<unsigned char>(ch)) * 0x100000001b3ull;
  return static_cast<std::uint32_t>(h ^ (h >> 32));
}

// Strict: the URL-safe alphabet only, no padding, and the unused low bits of the last character
// zero, so that every byte string has exactly one spelling (no second code for the same solve).
std::string unbase64url(std::string_view text) {
  Base64urlDecoded decoded = base64url_decode(text, true);
  if (decoded.bytes) return std::move(*decoded.bytes);
  const Base64urlProblem& problem = decoded.problem;
  switch (problem.kind) {
    case Base64urlProblem::Kind::length:
      throw bad_code("bad base64: " + std::to_string(text.size()) +
                     " characters after the version cannot be whole bytes (a character is missing or extra)");
    case Base64urlProblem::Kind::character:
      throw bad_code("bad base64: character " + quote_input(text.substr(problem.position, 1)) + " at position " +
                     std::to_string(problem.position + 2) + " is not one of A-Z a-z 0-9 - _");
    case Base64urlProblem::Kind::trailing_bits: break;
  }
  throw bad_code("bad base64: the last character has bits set past the end");
}

void put_number(std::string& out, std::uint64_t value) {
  do {
    std::uint8_t byte = value & 0x7F;
    value >>= 7;
    if (value != 0) byte |= 0x80;
    out += static_cast<char>(byte);
  } while (value != 0);
}

void put_text(std::string& out, std::string_view text) {
  put_number(out, text.size());
  out += text;
}

struct Reader {
  std::string_view bytes;
  std::size_t at = 0;

  // LEB128, shortest form only, at most `max`.
  std::uint64_t number(const char* what, std::uint64_t max) {
    std::uint64_t value = 0;
    for (int shift = 0;; shift += 7) {
      if (at >= bytes.size()) throw bad_code(std::string("the code ends inside its ") + what);
      if (shift > 35) throw bad_code(std::string("the code's ") + what + " is too large");
      const auto byte = static_cast<std::uint8_t>(bytes[at++]);
      if (shift > 0 && byte == 0)
        throw bad_code(std::string("the code's ") + what + " is not written in its shortest form");
      value |= std::uint64_t(byte & 0x7F) << shift;
      if ((byte & 0x80) == 0) break;
    }
    if (value > max)
      throw bad_code(std::string("the code's ") + what + " is " + std::to_string(value) + "; at most " +
                     std::to_string(max) + " is allowed");
    return value;
  }

  std::string text(const char* what) {
    const std::uint64_t length = number(what, bytes.size());
    if (length > bytes.size() - at) throw bad_code(std::string("the code ends inside its ") + what);
    std::string out(bytes.substr(at, length));
    at += length;
    return out;
  }
};

// The challenge's kinds, one byte. Only a board is written so far; a seed (setup and seed, which
// verification would have to deal) may take another value in a later build.
constexpr std::uint8_t kBoardChallenge = 0;

// The params as a link's PARAMS segment writes them: the variant, then name=value items in key
// order. The params are normalized (encode_replay_code reads them back as a link does), so they
// always hold the variant.
std::string params_text(const ReplayCode& code) {
  return encode_link_params(code.params, code.params.value("variant", std::string()));
}

void check_bounds(const ReplayCode& code) {
  if (code.seconds > kMaxReplayCodeSeconds)
    throw bad_code("time must be a whole number of seconds from 0 to " + std::to_string(kMaxReplayCodeSeconds) +
                   ", not " + std::to_string(code.seconds));
  if (code.hints > kMaxReplayCodeHints)
    throw bad_code("hints must be a whole number from 0 to " + std::to_string(kMaxReplayCodeHints) + ", not " +
                   std::to_string(code.hints));
}

void check_solve(const ReplayCode& code, const GameList& games) {
  const Game& game = find_game_in(games, code.game);
  const ReplayOutcome replay = game.replay(code.params, code.board, code.moves);
  if (!replay.legal) throw illegal_move(replay.applied, code.moves, replay.error);
  if (!replay.solved)
    throw InputError("not_solved",
                     code.moves.empty()       ? std::string("the code holds no moves and the challenge is not solved")
                     : code.moves.size() == 1 ? std::string("the 1 move is legal but leaves the challenge unsolved")
                                              : "the " + std::to_string(code.moves.size()) +
                                                    " moves are legal but leave the challenge unsolved");
}

}  // namespace

std::string encode_replay_code(const ReplayCode& code, const GameList& games) {
  check_bounds(code);
  const Game& game = find_game_in(games, code.game);
  // The board as a link reads it back: normalized, with the params its size implies.
  Link link;
  link.kind = Link::Kind::board;
  link.game = game.name();
  link.params = code.params;
  link.board = code.board;
  const Link checked = parse_link_undealt(format_link(link, games), games);
  ReplayCode normalized = code;
  normalized.game = checked.game;
  normalized.params = checked.params;
  normalized.board = checked.board;
  check_solve(normalized, games);

  std::string bytes;
  put_text(bytes, normalized.game);
  bytes += static_cast<char>(kBoardChallenge);
  put_text(bytes, normalized.board);
  put_text(bytes, params_text(normalized));
  put_number(bytes, normalized.moves.size());
  for (const auto& move : normalized.moves) put_text(bytes, move);
  put_number(bytes, normalized.seconds);
  put_number(bytes, normalized.hints);
  const std::uint32_t sum = checksum(std::string(1, kReplayCodeVersion) + bytes);
  for (int shift = 24; shift >= 0; shift -= 8) bytes += static_cast<char>((sum >> shift) & 0xFF);
  std::string text = kReplayCodeVersion + base64url_encode(bytes);
  if (text.size() > kMaxReplayCodeLength)
    throw bad_code("this solve's code would have " + std::to_string(text.size()) + " characters; at most " +
                   std::to_string(kMaxReplayCodeLength) + " are allowed");
  return text;
}

ReplayCode decode_replay_code(std::string_view text, const GameList& games) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  if (text.empty()) throw bad_code("the code is empty");
  if (text.size() > kMaxReplayCodeLength)
    throw bad_code("the code has " + std::to_string(text.size()) + " characters; at most " +
                   std::to_string(kMaxReplayCodeLength) + " are allowed");
  if (text.front() != kReplayCodeVersion) {
    if (text.front() >= '2' && text.front() <= '9')
      throw bad_code("this code is version " + std::string(1, text.front()) +
                     "; this build of Puzzle Lab reads version 1 codes only");
    throw bad_code("a code starts with its version, '1', not " + quote_input(text.substr(0, 1)));
  }
  const std::string bytes = unbase64url(text.substr(1));
  if (bytes.size() < 4) throw bad_code("the code is too short to hold a solve");
  const std::string_view body = std::string_view(bytes).substr(0, bytes.size() - 4);
  std::uint32_t stored = 0;
  for (std::size_t i = bytes.size() - 4; i < bytes.size(); ++i) stored = (stored << 8) | std::uint8_t(bytes[i]);
  if (stored != checksum(std::string(1, kReplayCodeVersion) + std::string(body)))
    throw bad_code("wrong checksum: the code was changed or mistyped");

  Reader reader{body};
  ReplayCode code;
  code.game = reader.text("game");
  const std::uint64_t kind = reader.number("challenge kind", 127);
  if (kind != kBoardChallenge)
    throw bad_code("the code's challenge is of kind " + std::to_string(kind) +
                   ", which this build of Puzzle Lab does not read (0: a board)");
  const std::string board = reader.text("board");
  const std::string params = reader.text("params");
  const std::uint64_t count = reader.number("move count", body.size());
  for (std::uint64_t i = 0; i < count; ++i) code.moves.push_back(reader.text("moves"));
  code.seconds = reader.number("time", kMaxReplayCodeSeconds);
  code.hints = reader.number("hints", kMaxReplayCodeHints);
  if (reader.at != body.size()) throw bad_code("the code has bytes after its last field");

  const Game& game = find_game_in(games, code.game);
  code.game = game.name();
  // The challenge is checked as its board link would be: the same params, board and messages.
  Link challenge;
  challenge.kind = Link::Kind::board;
  challenge.game = code.game;
  challenge.params = decode_link_params(params);
  challenge.board = board;
  if (board.empty()) throw bad_code("the code's board is empty");
  const Link link = parse_link_undealt(format_link(challenge, games), games);
  code.params = link.params;
  code.board = link.board;
  return code;
}

ReplayCode verify_replay_code(std::string_view text, const GameList& games) {
  ReplayCode code = decode_replay_code(text, games);
  check_solve(code, games);
  return code;
}

std::string replay_code_challenge_link(const ReplayCode& code, const GameList& games) {
  Link link;
  link.kind = Link::Kind::board;
  link.game = code.game;
  link.params = code.params;
  link.board = code.board;
  return format_link(link, games);
}

}  // namespace puzzlelab
