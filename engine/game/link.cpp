// The syntax of v1 links (docs/LINKS.md): segments separated by '/', items within a segment
// separated by '.', each item escaped by link_escape.
#include "game/link.hpp"

#include <algorithm>
#include <cctype>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/link_escape.hpp"
#include "game/whole_number.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (;;) {
    const auto end = text.find(separator, start);
    parts.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

bool is_param_name(std::string_view name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  });
}

std::string_view trim(std::string_view text) {
  const auto is_space = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

// "v1" -> 1. Anything else that starts with 'v' and digits is a version this build cannot read.
void check_version(std::string_view segment) {
  const bool well_formed = segment.size() >= 2 && segment.size() <= 10 && segment[0] == 'v' && segment[1] != '0' &&
                           std::all_of(segment.begin() + 1, segment.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (!well_formed) bad_link("a link starts with its version, e.g. '#v1/', not " + quote_input(segment));
  if (segment != "v1")
    throw InputError("unsupported_link_version", "this link is version " + std::string(segment.substr(1)) +
                                                     "; this build of Puzzle Lab opens version 1 links only");
}

std::string read_name(std::string_view segment, const std::string& what) {
  if (segment.empty()) bad_link("the " + what + " is missing");
  return unescape_link_item(segment, "the " + what);
}

// A parameter value: true/false, a whole number (optionally negative) or a string.
json read_param_value(const std::string& text) {
  if (text == "true") return true;
  if (text == "false") return false;
  if (text.empty()) return text;
  const std::string_view digits = text[0] == '-' ? std::string_view(text).substr(1) : std::string_view(text);
  const bool integral =
      !digits.empty() && std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (!integral) return text;
  if (digits.size() > 18) bad_link("parameter value " + quote_input(text) + " is too large");
  return std::stoll(text);
}

// "standard" or "standard.rows=4.cols=6": the variant first, then key=value items.
json read_params(std::string_view segment) {
  const auto items = split(segment, '.');
  json params = json::object();
  params["variant"] = read_name(items[0], "variant");
  for (std::size_t i = 1; i < items.size(); ++i) {
    const auto equals = items[i].find('=');
    if (equals == std::string_view::npos || equals == 0 || equals + 1 == items[i].size())
      bad_link("parameter " + quote_input(items[i]) + " must be written name=value");
    const std::string key(items[i].substr(0, equals));
    if (!is_param_name(key)) bad_link("parameter name " + quote_input(key) + " may use only a-z, 0-9 and _");
    if (params.contains(key)) bad_link("parameter '" + key + "' appears twice");
    params[key] = read_param_value(unescape_link_item(items[i].substr(equals + 1), "parameter '" + key + "'"));
  }
  return params;
}

std::vector<std::string> read_items(std::string_view segment, const std::string& what) {
  if (segment.empty()) bad_link(what + " segment is empty");
  std::vector<std::string> items;
  for (const auto item : split(segment, '.')) {
    if (item.empty()) bad_link("an empty item in " + what);
    items.push_back(unescape_link_item(item, what));
  }
  return items;
}

// The board's rows ('/' in its text) become the '.'-separated items of one segment.
std::string read_board(std::string_view segment) {
  if (segment.empty()) bad_link("the board is missing");
  const auto rows = split(segment, '.');
  std::string board;
  for (std::size_t i = 0; i < rows.size(); ++i) board += (i == 0 ? "" : "/") + unescape_link_item(rows[i], "the board");
  return board;
}

std::string write_board(const std::string& board) {
  const auto rows = split(board, '/');
  std::string out;
  for (std::size_t i = 0; i < rows.size(); ++i) out += (i == 0 ? "" : ".") + escape_link_item(rows[i]);
  return out;
}

std::string write_param_value(const std::string& key, const json& value) {
  if (value.is_boolean()) return value.get<bool>() ? "true" : "false";
  if (value.is_number_integer()) return value.dump();
  if (value.is_string()) {
    const auto& text = value.get_ref<const std::string&>();
    // A string that reads back as a number or a boolean would change type on the way back.
    if (text.empty() || !read_param_value(text).is_string())
      bad_link("parameter '" + key + "' = " + quote_input(text) + " cannot be written in a link");
    return escape_link_item(text);
  }
  bad_link("parameter '" + key + "' must be a boolean, a whole number or a string to be written in a link");
}

// The variant the link spells out: the params' own, else the game's default (the first).
std::string variant_of(const Link& link, const GameList& games) {
  if (!link.params.is_object()) bad_link("a link's params must be a JSON object");
  const auto it = link.params.find("variant");
  if (it == link.params.end()) {
    const ParamSpec* variant = find_game_in(games, link.game).info().find_param("variant");
    if (variant == nullptr || !variant->default_value.is_string())
      bad_link("game '" + link.game + "' has no variants to name in a link");
    return variant->default_value.get<std::string>();
  }
  if (!it->is_string() || it->get_ref<const std::string&>().empty())
    bad_link("the params' 'variant' must be a non-empty string to be written in a link");
  return it->get<std::string>();
}

std::string write_params(const json& params, const std::string& variant) {
  std::string out = escape_link_item(variant);
  for (const auto& [key, value] : params.items()) {
    if (key == "variant") continue;
    if (!is_param_name(key)) bad_link("parameter name " + quote_input(key) + " cannot be written in a link");
    out += "." + key + "=" + write_param_value(key, value);
  }
  return out;
}

std::string write_name(const std::string& name, const std::string& what) {
  if (name.empty()) bad_link("a link needs a " + what);
  return escape_link_item(name);
}

}  // namespace

std::vector<std::string> link_segments(std::string_view text) {
  text = trim(text);
  if (const auto hash = text.find('#'); hash != std::string_view::npos) text.remove_prefix(hash + 1);
  if (text.empty()) bad_link("the link is empty");
  const std::string decoded = percent_decode(text);
  std::vector<std::string> segments;
  for (const auto segment : split(decoded, '/')) segments.emplace_back(segment);
  check_version(segments[0]);
  return segments;
}

json decode_link_params(std::string_view segment) { return read_params(segment); }

std::string encode_link_params(const json& params, const std::string& variant) { return write_params(params, variant); }

Link decode_link(std::string_view text) {
  const auto segments = link_segments(text);

  Link link;
  if (segments.size() < 3) bad_link("a link names its game and its kind: '#v1/GAME/seed/...' or '#v1/GAME/board/...'");
  link.game = read_name(segments[1], "game");
  std::size_t next = 0;
  if (segments[2] == "seed") {
    if (segments.size() < 6) bad_link("a seed link reads '#v1/GAME/seed/SETUP/PARAMS/SEED'");
    link.kind = Link::Kind::seed;
    link.setup = read_name(segments[3], "setup");
    link.params = read_params(segments[4]);
    link.seed = parse_whole_number(segments[5], {"seed", "bad_link"});
    next = 6;
  } else if (segments[2] == "board") {
    if (segments.size() < 5) bad_link("a board link reads '#v1/GAME/board/BOARD/PARAMS'");
    link.kind = Link::Kind::board;
    link.board = read_board(segments[3]);
    link.params = read_params(segments[4]);
    next = 5;
  } else {
    bad_link("the link's kind must be 'seed' or 'board', not " + quote_input(segments[2]));
  }
  if (next < segments.size()) {
    if (segments[next] != "m")
      bad_link("expected '/m/' and the moves after the " + std::string(segments[2]) + " link's fields, found " +
               quote_input(segments[next]));
    if (next + 1 >= segments.size()) bad_link("'/m/' must be followed by the moves");
    link.moves = read_items(segments[next + 1], "the moves");
    if (next + 2 < segments.size()) bad_link("unexpected " + quote_input(segments[next + 2]) + " after the moves");
  }
  return link;
}

std::string format_link(const Link& link, const GameList& games) {
  std::string out = "#v" + std::to_string(kLinkVersion) + "/" + write_name(link.game, "game");
  const std::string params = write_params(link.params, variant_of(link, games));
  if (link.kind == Link::Kind::seed) {
    out += "/seed/" + write_name(link.setup, "setup") + "/" + params + "/" + std::to_string(link.seed);
  } else {
    if (link.board.empty()) bad_link("a board link needs a board");
    out += "/board/" + write_board(link.board) + "/" + params;
  }
  if (!link.moves.empty()) {
    out += "/m/";
    for (std::size_t i = 0; i < link.moves.size(); ++i) {
      if (link.moves[i].empty()) bad_link("move " + std::to_string(i + 1) + " is empty");
      out += (i == 0 ? "" : ".") + escape_link_item(link.moves[i]);
    }
  }
  return out;
}

}  // namespace puzzlelab
