// Link format, version 1:  GAME?setup=S&seed=N[&PARAM=VALUE...][&moves=M1,M2,...]
//                      or   GAME?board=TEXT[&PARAM=VALUE...][&moves=...]
// e.g. "fujisan?setup=dominoes&seed=42&variant=standard&moves=SR4(2)3,MU". Values are
// percent-encoded where needed; the browser may percent-encode more on its own, which decoding
// undoes. Game parameters travel as text and are checked by the game when the challenge starts.
#include "app/link_bridge.hpp"

#include <charconv>
#include <map>

#include "core/input_error.hpp"

namespace puzzlelab {
namespace {

bool plain(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         c == '-' || c == '_' || c == '.' || c == '~' || c == '(' || c == ')' || c == '/';
}

std::string escape(std::string_view text) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (const char c : text) {
    if (plain(c)) {
      out += c;
    } else {
      const auto byte = static_cast<unsigned char>(c);
      out += '%';
      out += hex[byte >> 4];
      out += hex[byte & 15];
    }
  }
  return out;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string unescape(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    const int high = i + 2 < text.size() ? hex_value(text[i + 1]) : -1;
    const int low = i + 2 < text.size() ? hex_value(text[i + 2]) : -1;
    if (high < 0 || low < 0) throw InputError("bad_link", "the link has a broken %-escape near '" + std::string(text.substr(i, 3)) + "'");
    out += static_cast<char>(high * 16 + low);
    i += 2;
  }
  return out;
}

std::string param_text(const nlohmann::json& value) {
  if (value.is_string()) return value.get<std::string>();
  return value.dump();  // numbers and booleans print as themselves
}

}  // namespace

std::string encode_link(const Challenge& challenge, const std::vector<std::string>& moves) {
  std::string out = escape(challenge.game) + "?";
  if (challenge.from_seed()) {
    out += "setup=" + escape(challenge.setup) + "&seed=" + std::to_string(*challenge.seed);
  } else {
    out += "board=" + escape(challenge.board);
  }
  if (challenge.params.is_object()) {
    for (const auto& [key, value] : challenge.params.items()) out += "&" + escape(key) + "=" + escape(param_text(value));
  }
  if (!moves.empty()) {
    out += "&moves=";
    for (std::size_t i = 0; i < moves.size(); ++i) out += (i ? "," : "") + escape(moves[i]);
  }
  return out;
}

LinkTarget decode_link(std::string_view hash) {
  if (!hash.empty() && hash.front() == '#') hash.remove_prefix(1);
  const std::size_t question = hash.find('?');
  if (hash.empty() || question == 0)
    throw InputError("bad_link", "the link names no game");
  if (question == std::string_view::npos)
    throw InputError("bad_link", "the link names a game but no puzzle (expected GAME?setup=...&seed=... or GAME?board=...)");
  LinkTarget target;
  target.challenge.game = unescape(hash.substr(0, question));

  std::map<std::string, std::string> fields;
  std::string_view rest = hash.substr(question + 1);
  while (!rest.empty()) {
    const std::size_t amp = rest.find('&');
    const std::string_view pair = rest.substr(0, amp);
    rest = amp == std::string_view::npos ? std::string_view() : rest.substr(amp + 1);
    if (pair.empty()) continue;
    const std::size_t equals = pair.find('=');
    if (equals == std::string_view::npos || equals == 0)
      throw InputError("bad_link", "the link part '" + std::string(pair) + "' is not of the form name=value");
    const std::string key = unescape(pair.substr(0, equals));
    if (fields.count(key) != 0) throw InputError("bad_link", "the link gives '" + key + "' twice");
    fields[key] = std::string(pair.substr(equals + 1));  // unescaped below, per field
  }

  const auto take = [&](const std::string& key) -> std::optional<std::string> {
    const auto it = fields.find(key);
    if (it == fields.end()) return std::nullopt;
    std::string value = it->second;
    fields.erase(it);
    return value;
  };
  const auto board = take("board");
  const auto setup = take("setup");
  const auto seed = take("seed");
  const auto moves = take("moves");
  if (board && (setup || seed)) throw InputError("bad_link", "the link gives both a board and a setup/seed");
  if (board) {
    target.challenge.board = unescape(*board);
    if (target.challenge.board.empty()) throw InputError("bad_link", "the link's board is empty");
  } else if (setup && seed) {
    target.challenge.setup = unescape(*setup);
    const std::string digits = unescape(*seed);
    std::uint64_t number = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), number);
    if (digits.empty() || error != std::errc() || end != digits.data() + digits.size())
      throw InputError("bad_link", "the link's seed '" + digits + "' is not a whole number (0 to 18446744073709551615)");
    target.challenge.seed = number;
  } else {
    throw InputError("bad_link", "the link needs either board=... or both setup=... and seed=...");
  }
  if (moves) {
    std::string_view list = *moves;
    while (!list.empty()) {
      const std::size_t comma = list.find(',');
      const std::string move = unescape(list.substr(0, comma));
      if (move.empty()) throw InputError("bad_link", "the link's move list has an empty move");
      target.moves.push_back(move);
      list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
    }
  }
  target.challenge.params = nlohmann::json::object();
  for (const auto& [key, value] : fields) target.challenge.params[key] = unescape(value);
  return target;
}

}  // namespace puzzlelab
