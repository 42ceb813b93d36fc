// Reading and writing deal patterns (deal_pattern.hpp); deal_plan.cpp resolves them at a size
// and deals.
#include "games/pretzel/deal_pattern.hpp"

#include <algorithm>
#include <cctype>

#include "core/quote.hpp"
#include "game/description_fields.hpp"

namespace puzzlelab::pretzel {

namespace {

using nlohmann::json;

// "*" or distinct suit letters a..h, written sorted.
std::string read_suit_set(const json& value, const std::string& path) {
  const std::string text = read_text(value, path, kMaxSuits);
  if (text == "*") return text;
  std::string out;
  for (const char raw : text) {
    const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(raw)));
    if (c < 'a' || c >= 'a' + kMaxSuits)
      bad_setup_field(path, quote_input(text) + " is not a set of suits: \"*\" for every suit, or suit letters a..h");
    if (out.find(c) != std::string::npos) bad_setup_field(path, "suit '" + std::string(1, c) + "' is given twice");
    out += c;
  }
  if (out.empty()) bad_setup_field(path, "an empty set of suits allows no card: \"*\" for every suit");
  std::sort(out.begin(), out.end());
  return out;
}

// "*" or comma-separated ranks and ranges, "n" the top rank; written without spaces.
bool read_rank_token(std::string_view token, int& rank) {
  if (token == "n") return (rank = kMaxRanks + 1), true;  // resolved per size (deal_plan.cpp)
  if (token.empty() || token.size() > 2) return false;
  rank = 0;
  for (const char c : token) {
    if (c < '0' || c > '9') return false;
    rank = rank * 10 + (c - '0');
  }
  return rank >= 1 && rank <= kMaxRanks;
}

std::string read_rank_set(const json& value, const std::string& path) {
  const std::string raw = read_text(value, path, 64);
  std::string text;
  for (const char c : raw)
    if (c != ' ') text += c;
  if (text == "*") return text;
  const std::string problem = quote_input(raw) +
                              " is not a set of ranks: \"*\" for every rank, or ranks and ranges separated by "
                              "commas, 1..13 or n (the top rank), e.g. \"1,8-n\"";
  if (text.empty()) bad_setup_field(path, problem);
  std::size_t start = 0;
  for (;;) {
    const auto comma = text.find(',', start);
    const std::string item = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    const auto dash = item.find('-');
    int lo = 0, hi = 0;
    if (dash == std::string::npos) {
      if (!read_rank_token(item, lo)) bad_setup_field(path, problem);
    } else {
      if (!read_rank_token(std::string_view(item).substr(0, dash), lo) ||
          !read_rank_token(std::string_view(item).substr(dash + 1), hi))
        bad_setup_field(path, problem);
      if (lo > hi) bad_setup_field(path, "the range \"" + item + "\" runs backwards");
    }
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return text;
}

AttributeRule read_rule(const json& value, const std::string& path, bool suits) {
  AttributeRule out;
  const char* home = suits ? "rows" : "columns";
  const std::string known = std::string("\"any\", \"turns\", \"bands\", \"") + home +
                            "\", {\"bands\": B} or a grid (one list per row of one set per column)";
  if (value.is_string()) {
    const std::string text = value.get<std::string>();
    if (text == "any")
      out.rule = CellRule::any;
    else if (text == "turns")
      out.rule = CellRule::turns;
    else if (text == "bands")
      out.rule = CellRule::bands;
    else if (text == home)
      out.rule = suits ? CellRule::home_row : CellRule::home_column;
    else
      bad_setup_field(path, "unknown rule " + quote_input(text) + " (known: " + known + ")");
  } else if (value.is_object()) {
    check_fields(value, path, {"bands"});
    const json* bands = find_field(value, "bands");
    if (!bands) bad_setup_field(path, "needs \"bands\", the number of bands");
    out.rule = CellRule::band_count;
    out.bands = static_cast<int>(read_whole(*bands, path + ".bands", 1, suits ? kMaxSuits : kMaxRanks));
  } else if (value.is_array()) {
    out.rule = CellRule::grid;
    if (value.empty() || value.size() > kMaxSuits)
      bad_setup_field(path, "a grid has one list per row: 1 to " + std::to_string(kMaxSuits) + ", got " +
                                std::to_string(value.size()));
    for (std::size_t r = 0; r < value.size(); ++r) {
      const std::string row_path = path + "[" + std::to_string(r) + "]";
      const json& row = value[r];
      if (!row.is_array() || row.empty() || row.size() > kMaxRanks)
        bad_setup_field(row_path,
                        "a grid row is a list of one set per column (1 to " + std::to_string(kMaxRanks) + ")");
      out.grid.emplace_back();
      for (std::size_t c = 0; c < row.size(); ++c) {
        const std::string cell_path = row_path + "[" + std::to_string(c) + "]";
        out.grid.back().push_back(suits ? read_suit_set(row[c], cell_path) : read_rank_set(row[c], cell_path));
      }
    }
  } else {
    bad_setup_field(path, "must be " + known + ", not " + std::string(value.type_name()));
  }
  return out;
}

json rule_json(const AttributeRule& rule, bool suits) {
  switch (rule.rule) {
    case CellRule::any: return "any";
    case CellRule::turns: return "turns";
    case CellRule::bands: return "bands";
    case CellRule::band_count: return {{"bands", rule.bands}};
    case CellRule::home_row:
    case CellRule::home_column: return suits ? "rows" : "columns";
    case CellRule::grid: return rule.grid;
  }
  return "any";
}

}  // namespace

DealPattern builtin_pattern(Setup setup) {
  DealPattern out;
  if (setup == Setup::shuffled) return out;
  out.piles = PileRule::suits;
  out.by_columns = setup == Setup::banded_suits;
  out.suits.rule = setup == Setup::banded_suits ? CellRule::bands : CellRule::turns;
  return out;
}

DealPattern read_pattern(const json& description) {
  check_fields(description, "", {"name", "piles", "order", "cells"});
  DealPattern out;
  if (const json* piles = find_field(description, "piles")) {
    if (piles->is_string()) {
      const std::string text = piles->get<std::string>();
      if (text == "deck")
        out.piles = PileRule::deck;
      else if (text == "suits")
        out.piles = PileRule::suits;
      else if (text == "ranks")
        out.piles = PileRule::ranks;
      else if (text == "none")
        out.piles = PileRule::none;
      else
        bad_setup_field("piles", "unknown cut " + quote_input(text) +
                                     " (known: \"deck\", \"suits\", \"ranks\", \"none\", or a list of piles)");
    } else if (piles->is_array()) {
      out.piles = PileRule::listed;
      if (piles->empty() || piles->size() > kMaxCells)
        bad_setup_field("piles",
                        "a list of 1 to " + std::to_string(kMaxCells) + " piles, got " + std::to_string(piles->size()));
      for (std::size_t i = 0; i < piles->size(); ++i) {
        const std::string path = "piles[" + std::to_string(i) + "]";
        const json& pile = (*piles)[i];
        check_fields(pile, path, {"suits", "ranks"});
        PileSpec spec;
        if (const json* suits = find_field(pile, "suits")) spec.suits = read_suit_set(*suits, path + ".suits");
        if (const json* ranks = find_field(pile, "ranks")) spec.ranks = read_rank_set(*ranks, path + ".ranks");
        out.listed.push_back(spec);
      }
    } else {
      bad_setup_field("piles", "must be \"deck\", \"suits\", \"ranks\", \"none\" or a list of piles, not " +
                                   std::string(piles->type_name()));
    }
  }
  if (const json* order = find_field(description, "order")) {
    const std::string text = read_text(*order, "order", 16);
    if (text != "rows" && text != "columns")
      bad_setup_field("order", "must be \"rows\" or \"columns\", got " + quote_input(text));
    out.by_columns = text == "columns";
  }
  if (const json* cells = find_field(description, "cells")) {
    check_fields(*cells, "cells", {"suits", "ranks"});
    if (const json* suits = find_field(*cells, "suits")) out.suits = read_rule(*suits, "cells.suits", true);
    if (const json* ranks = find_field(*cells, "ranks")) out.ranks = read_rule(*ranks, "cells.ranks", false);
  }
  return out;
}

json describe_pattern(const DealPattern& pattern, std::string_view name) {
  json piles;
  switch (pattern.piles) {
    case PileRule::deck: piles = "deck"; break;
    case PileRule::suits: piles = "suits"; break;
    case PileRule::ranks: piles = "ranks"; break;
    case PileRule::none: piles = "none"; break;
    case PileRule::listed:
      piles = json::array();
      for (const PileSpec& spec : pattern.listed) piles.push_back({{"suits", spec.suits}, {"ranks", spec.ranks}});
      break;
  }
  return {{"name", std::string(name)},
          {"piles", piles},
          {"order", pattern.by_columns ? "columns" : "rows"},
          {"cells", {{"suits", rule_json(pattern.suits, true)}, {"ranks", rule_json(pattern.ranks, false)}}}};
}

}  // namespace puzzlelab::pretzel
