// The input of the boards target, as bytes: which game, its parameters and where the board comes
// from, then the board text and the moves. One layout, read by the target and written by the seed
// generator, so that every byte a mutation changes still means something:
//   byte 0        the game (index into all_games(), modulo their number)
//   byte 1        bit 0: the board is generated (else it is the text below); the rest: the setup
//                 (index into the game's setups, modulo their number)
//   1 byte each   the game's parameters in info() order: a whole number min + byte % (max - min + 1),
//                 a choice values[byte % values]
//   8 bytes       the seed of a generated board (little-endian)
//   then text     NUL-separated: the board text (ignored when generated), then the moves; a move
//                 "#N" is the position's legal move N (modulo their number), any other is played as
//                 written
// Missing bytes read as 0, so every input is a case.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/game.hpp"

namespace puzzlelab::fuzz {

struct BoardCase {
  const Game* game = nullptr;
  nlohmann::json params = nlohmann::json::object();  // every parameter, as the bytes chose it
  bool generated = false;
  std::string setup;
  std::uint64_t seed = 0;
  std::string board;
  std::vector<std::string> moves;
};

inline BoardCase read_board_case(std::string_view bytes) {
  std::size_t at = 0;
  const auto next = [&]() -> std::uint8_t { return at < bytes.size() ? static_cast<std::uint8_t>(bytes[at++]) : 0; };
  BoardCase out;
  const auto& games = all_games();
  out.game = games[next() % games.size()].get();
  const GameInfo& info = out.game->info();
  const std::uint8_t source = next();
  out.generated = (source & 1) != 0;
  out.setup = info.setups[(source >> 1) % info.setups.size()].name;
  for (const ParamSpec& spec : info.params) {
    const std::uint8_t byte = next();
    if (spec.kind == ParamSpec::Kind::whole_number)
      out.params[spec.name] = spec.min + static_cast<std::int64_t>(byte % (spec.max - spec.min + 1));
    else
      out.params[spec.name] = spec.values[byte % spec.values.size()].name;
  }
  for (int i = 0; i < 8; ++i) out.seed |= static_cast<std::uint64_t>(next()) << (8 * i);
  std::vector<std::string> texts;
  std::string_view rest = at < bytes.size() ? bytes.substr(at) : std::string_view();
  for (;;) {
    const auto end = rest.find('\0');
    texts.emplace_back(rest.substr(0, end));
    if (end == std::string_view::npos) break;
    rest.remove_prefix(end + 1);
  }
  out.board = texts.front();
  out.moves.assign(texts.begin() + 1, texts.end());
  return out;
}

// The bytes of a case (its game and setup by name, its parameters by value).
inline std::string write_board_case(const BoardCase& c) {
  std::string out;
  const auto& games = all_games();
  for (std::size_t i = 0; i < games.size(); ++i)
    if (games[i].get() == c.game) out += static_cast<char>(i);
  const GameInfo& info = c.game->info();
  std::size_t setup = 0;
  for (std::size_t i = 0; i < info.setups.size(); ++i)
    if (info.setups[i].name == c.setup) setup = i;
  out += static_cast<char>((setup << 1) | (c.generated ? 1 : 0));
  for (const ParamSpec& spec : info.params) {
    const nlohmann::json& value = c.params.contains(spec.name) ? c.params.at(spec.name) : spec.default_value;
    std::size_t byte = 0;
    if (spec.kind == ParamSpec::Kind::whole_number) {
      byte = static_cast<std::size_t>(value.get<std::int64_t>() - spec.min);
    } else {
      for (std::size_t i = 0; i < spec.values.size(); ++i)
        if (spec.values[i].name == value.get<std::string>()) byte = i;
    }
    out += static_cast<char>(byte);
  }
  for (int i = 0; i < 8; ++i) out += static_cast<char>((c.seed >> (8 * i)) & 0xff);
  out += c.board;
  for (const std::string& move : c.moves) out += '\0' + move;
  return out;
}

}  // namespace puzzlelab::fuzz
