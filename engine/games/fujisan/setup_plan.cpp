#include "games/fujisan/setup_plan.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <optional>
#include <string_view>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/description_fields.hpp"
#include "game/quote_value.hpp"
#include "games/fujisan/rules.hpp"
#include "games/fujisan/setup_conditions.hpp"

namespace puzzlelab::fujisan {

namespace {

using json = nlohmann::json;

// Room for every published set (24 coins, 20 tiles) several times over; small enough that a
// description's text stays far below kMaxSetupDescriptionBytes.
constexpr std::size_t kMaxSets = 8;
constexpr std::size_t kMaxPieces = 64;
constexpr std::size_t kMaxLayoutEntries = 24;
constexpr std::size_t kMaxSetName = 40;
constexpr std::size_t kMaxWords = 160;
constexpr int kMaxCopies = 24;

[[noreturn]] void bad(const std::string& field, const std::string& problem) {
  throw InputError("bad_setup", field + ": " + problem);
}

std::string at_index(const std::string& field, std::size_t i) { return field + "[" + std::to_string(i) + "]"; }

void only_fields(const json& object, const std::string& where, std::initializer_list<std::string_view> fields) {
  for (auto it = object.begin(); it != object.end(); ++it) {
    if (std::find(fields.begin(), fields.end(), it.key()) != fields.end()) continue;
    std::string known;
    for (const auto field : fields) known += (known.empty() ? "" : ", ") + std::string(field);
    bad(where.empty() ? shown_key(it.key()) : where + "." + shown_key(it.key()),
        "is not a field of " + std::string(where.empty() ? "a Fujisan setup" : "this part") + " (fields: " + known +
            ")");
  }
}

int whole_number(const json& value, const std::string& field, int lo, int hi) {
  if (!value.is_number_integer())
    bad(field, "must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " +
                   describe_value(value));
  const std::optional<long long> n = integer_in_range(value, lo, hi);
  if (!n)
    bad(field, value.dump() + " is out of range: it must be from " + std::to_string(lo) + " to " + std::to_string(hi));
  return static_cast<int>(*n);
}

std::uint8_t board_value(const json& value, const std::string& field) {
  if (!value.is_number_integer())
    bad(field, "a value on a piece must be a whole number from 0 to " + std::to_string(kMaxValue) + ", not " +
                   describe_value(value));
  const std::optional<long long> n = integer_in_range(value, 0, kMaxValue);
  if (!n) bad(field, value.dump() + " is not a Fujisan value: values run from 0 to " + std::to_string(kMaxValue));
  return static_cast<std::uint8_t>(*n);
}

bool flag(const json& object, const char* key, const std::string& where, bool fallback) {
  const auto it = object.find(key);
  if (it == object.end()) return fallback;
  if (!it->is_boolean()) bad(where + "." + key, "must be true or false, not " + describe_value(*it));
  return it->get<bool>();
}

std::string text_field(const json& value, const std::string& field, std::size_t longest) {
  if (!value.is_string()) bad(field, "must be a string, not " + describe_value(value));
  const std::string text = value.get<std::string>();
  if (text.size() > longest)
    bad(field, "may have at most " + std::to_string(longest) + " characters; it has " + std::to_string(text.size()));
  check_text_characters(text, field);
  return text;
}

const std::map<std::string_view, PieceKind>& kind_names() {
  static const std::map<std::string_view, PieceKind> names = {
      {"coin", PieceKind::coin}, {"die", PieceKind::die}, {"tile", PieceKind::tile}, {"domino", PieceKind::domino}};
  return names;
}

const char* kind_name(PieceKind kind) {
  switch (kind) {
    case PieceKind::coin: return "coin";
    case PieceKind::die: return "die";
    case PieceKind::tile: return "tile";
    case PieceKind::domino: return "domino";
  }
  return "coin";
}

std::string plural(PieceKind kind) {
  switch (kind) {
    case PieceKind::coin: return "coins";
    case PieceKind::die: return "dice";
    case PieceKind::tile: return "tiles";
    case PieceKind::domino: return "dominoes";
  }
  return "pieces";
}

bool has_two_halves(PieceKind kind) { return kind == PieceKind::tile || kind == PieceKind::domino; }

std::vector<std::uint8_t> value_list(const json& values, const std::string& field) {
  if (!values.is_array() || values.empty() || values.size() > kMaxValue + 1)
    bad(field, "must list 1 to " + std::to_string(kMaxValue + 1) + " different values 0-" + std::to_string(kMaxValue));
  std::vector<std::uint8_t> out;
  for (std::size_t i = 0; i < values.size(); ++i) {
    const std::uint8_t v = board_value(values[i], at_index(field, i));
    if (std::find(out.begin(), out.end(), v) != out.end())
      bad(at_index(field, i), "lists " + std::to_string(v) + " twice");
    out.push_back(v);
  }
  return out;
}

void check_piece_count(std::size_t count, const std::string& field) {
  if (count == 0 || count > kMaxPieces)
    bad(field,
        "a set holds 1 to " + std::to_string(kMaxPieces) + " pieces; this one would hold " + std::to_string(count));
}

Piece pair_piece(const json& item, const std::string& field) {
  if (!item.is_array() || item.size() != 2)
    bad(field, "a tile or domino is a pair of values [top, bottom], not " + describe_value(item));
  return {board_value(item[0], field + "[0]"), board_value(item[1], field + "[1]")};
}

// "pieces" as an object: every value `copies` times, in the order the values are listed (coins,
// faces), or every pair of the values (a listed before b; doubles unless "doubles": false; the
// pairs under "except" left out), each `copies` times.
std::vector<Piece> generated_pieces(const json& spec, PieceKind kind, const std::string& field) {
  if (has_two_halves(kind))
    only_fields(spec, field, {"values", "copies", "doubles", "except"});
  else
    only_fields(spec, field, {"values", "copies"});
  if (!spec.contains("values")) bad(field + ".values", "is missing: the values the pieces carry");
  const std::vector<std::uint8_t> values = value_list(spec.at("values"), field + ".values");
  const int copies = spec.contains("copies") ? whole_number(spec.at("copies"), field + ".copies", 1, kMaxCopies) : 1;
  std::vector<Piece> out;
  if (!has_two_halves(kind)) {
    check_piece_count(values.size() * static_cast<std::size_t>(copies), field);
    for (const std::uint8_t v : values)
      for (int c = 0; c < copies; ++c) out.push_back({v, v});
    return out;
  }
  const bool doubles = flag(spec, "doubles", field, true);
  std::vector<Piece> left_out;
  if (spec.contains("except")) {
    const json& except = spec.at("except");
    if (!except.is_array()) bad(field + ".except", "must be a list of pairs [a, b]");
    for (std::size_t i = 0; i < except.size() && i <= kMaxPieces; ++i)
      left_out.push_back(pair_piece(except[i], at_index(field + ".except", i)));
  }
  std::vector<bool> used(left_out.size(), false);
  for (std::size_t i = 0; i < values.size(); ++i)
    for (std::size_t j = doubles ? i : i + 1; j < values.size(); ++j) {
      const Piece piece{values[i], values[j]};
      bool skip = false;
      for (std::size_t k = 0; k < left_out.size(); ++k) {
        const Piece& x = left_out[k];
        if ((x.first == piece.first && x.second == piece.second) ||
            (x.first == piece.second && x.second == piece.first))
          skip = used[k] = true;
      }
      if (skip) continue;
      for (int c = 0; c < copies; ++c) out.push_back(piece);
      if (out.size() > kMaxPieces) check_piece_count(out.size(), field);
    }
  for (std::size_t k = 0; k < left_out.size(); ++k)
    if (!used[k])
      bad(at_index(field + ".except", k), "[" + std::to_string(left_out[k].first) + ", " +
                                              std::to_string(left_out[k].second) +
                                              "] is not one of the pairs generated, so it cannot be left out");
  check_piece_count(out.size(), field);
  return out;
}

std::vector<Piece> read_pieces(const json& pieces, PieceKind kind, const std::string& field) {
  if (pieces.is_object()) return generated_pieces(pieces, kind, field);
  if (!pieces.is_array())
    bad(field, "must be a list of pieces or an object {\"values\": [...], \"copies\": n} generating them");
  check_piece_count(pieces.size(), field);
  std::vector<Piece> out;
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    if (has_two_halves(kind)) {
      out.push_back(pair_piece(pieces[i], at_index(field, i)));
    } else {
      const std::uint8_t v = board_value(pieces[i], at_index(field, i));
      out.push_back({v, v});
    }
  }
  return out;
}

std::string default_shuffle_words(const PieceSet& set) {
  return "Shuffle the " + std::to_string(set.pieces.size()) + " " + plural(set.kind);
}

PieceSet read_set(const json& item, const std::string& field) {
  if (!item.is_object()) bad(field, "a set must be an object with \"name\", \"piece\" and \"pieces\"");
  only_fields(item, field,
              {"name", "piece", "pieces", "shuffle", "shuffle_words", "turn", "unseen", "unseen_turned_up"});
  PieceSet set;
  if (!item.contains("name")) bad(field + ".name", "is missing");
  set.name = text_field(item.at("name"), field + ".name", kMaxSetName);
  if (set.name.empty() || set.name.front() == ' ' || set.name.back() == ' ')
    bad(field + ".name", "must be a name without spaces at either end, not " + quote_input(set.name));
  if (!item.contains("piece")) bad(field + ".piece", "is missing: coin, die, tile or domino");
  const json& piece = item.at("piece");
  const auto kind = piece.is_string() ? kind_names().find(piece.get<std::string>()) : kind_names().end();
  if (kind == kind_names().end())
    bad(field + ".piece", "must be coin, die, tile or domino, not " + describe_value(piece));
  set.kind = kind->second;
  if (!item.contains("pieces")) bad(field + ".pieces", "is missing");
  set.pieces = read_pieces(item.at("pieces"), set.kind, field + ".pieces");

  const bool die = set.kind == PieceKind::die;
  set.shuffled = flag(item, "shuffle", field, !die);
  if (die && set.shuffled) bad(field + ".shuffle", "a die is rolled, not shuffled");
  if (item.contains("shuffle_words")) {
    set.shuffle_words = text_field(item.at("shuffle_words"), field + ".shuffle_words", kMaxWords);
    if (!set.shuffled && !set.shuffle_words.empty())
      bad(field + ".shuffle_words", "words for a shuffle this set does not have (\"shuffle\": false)");
  }
  if (set.shuffled && set.shuffle_words.empty()) set.shuffle_words = default_shuffle_words(set);

  if (item.contains("turn")) {
    const json& turn = item.at("turn");
    if (turn != "none" && turn != "coin")
      bad(field + ".turn", "must be \"none\" or \"coin\", not " + describe_value(turn));
    set.turned_by_coin = turn == "coin";
    if (set.turned_by_coin && !has_two_halves(set.kind))
      bad(field + ".turn",
          "only tiles and dominoes are turned; a " + std::string(kind_name(set.kind)) + " shows one value");
  }
  if (item.contains("unseen")) {
    set.unseen = whole_number(item.at("unseen"), field + ".unseen", 0, static_cast<int>(kMaxPieces));
    if (die && set.unseen > 0) bad(field + ".unseen", "a die lays no pieces");
  }
  set.unseen_turned_up = flag(item, "unseen_turned_up", field, false);
  return set;
}

// "T3", "B3" (a space), "C3" (a column), "C5+6" (a column and the piece's other column), and the
// ranges "T1-12", "C12-8" (one target per column, in the order written).
std::vector<Target> read_targets(const json& item, const std::string& field) {
  if (!item.is_string()) bad(field, "a target is a string such as \"T3\", \"B3\", \"C3\", \"C5+6\" or \"T1-12\"");
  const std::string text = item.get<std::string>();
  const auto fail = [&]() -> std::vector<Target> {
    bad(field, quote_input(text) +
                   " is not a target: T<column> (top row), B<column> (bottom row), C<column> (both), "
                   "C<column>+<other column>, or a range such as T1-12 (columns 1-12)");
  };
  if (text.size() < 2 || text.size() > 8) return fail();
  const char row = text[0];
  if (row != 'T' && row != 'B' && row != 'C') return fail();
  std::size_t pos = 1;
  const auto number = [&]() {
    int n = 0;
    const std::size_t start = pos;
    while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos])) && pos - start < 2)
      n = n * 10 + (text[pos++] - '0');
    if (pos == start) fail();
    if (n < kFirstMountain || n > kLastMountain)
      bad(field, quote_input(text) + ": column " + std::to_string(n) + " is not on the mountain (columns 1-12)");
    return n;
  };
  const int first = number();
  int last = first;
  int other = 0;
  if (pos < text.size() && text[pos] == '-') {
    ++pos;
    last = number();
  } else if (pos < text.size() && text[pos] == '+') {
    if (row != 'C') bad(field, quote_input(text) + ": only a column target (C) has an other column");
    ++pos;
    other = number();
    if (other == first) bad(field, quote_input(text) + ": a piece's other column must be another column");
  }
  if (pos != text.size()) return fail();
  std::vector<Target> out;
  const int step = last >= first ? 1 : -1;
  for (int c = first;; c += step) {
    out.push_back({row == 'C', row == 'B' ? 1 : 0, c, other});
    if (c == last) break;
  }
  return out;
}

std::string target_text(const Target& t) {
  if (!t.whole_column) return (t.row == 0 ? "T" : "B") + std::to_string(t.column);
  return "C" + std::to_string(t.column) + (t.other_column ? "+" + std::to_string(t.other_column) : "");
}

std::string space_name(int row, int column) {
  return std::string(row == 0 ? "the top" : "the bottom") + " row's " +
         (is_summit_column(column) ? "summit column " : "step ") + std::to_string(column);
}

LayoutEntry read_entry(const json& item, const std::string& field, const std::vector<PieceSet>& sets) {
  if (!item.is_object()) bad(field, "a layout entry must be an object with \"from\" and \"to\"");
  only_fields(item, field, {"from", "to"});
  LayoutEntry entry;
  if (!item.contains("from")) bad(field + ".from", "is missing: the set (or sets, taken in turn) to take from");
  json from = item.at("from");
  if (from.is_string()) from = json::array({from});
  if (!from.is_array() || from.empty() || from.size() > kMaxSets)
    bad(field + ".from", "must name a set, or list 1 to " + std::to_string(kMaxSets) + " sets taken in turn");
  for (std::size_t i = 0; i < from.size(); ++i) {
    const std::string name = text_field(from[i], at_index(field + ".from", i), kMaxSetName);
    const auto set = std::find_if(sets.begin(), sets.end(), [&](const PieceSet& s) { return s.name == name; });
    if (set == sets.end()) bad(at_index(field + ".from", i), "no set is named " + quote_input(name));
    entry.from.push_back(static_cast<int>(set - sets.begin()));
  }
  if (!item.contains("to")) bad(field + ".to", "is missing: the targets the pieces are laid on, in order");
  json to = item.at("to");
  if (to.is_string()) to = json::array({to});
  if (!to.is_array() || to.empty() || to.size() > kSpaces)
    bad(field + ".to", "must list 1 to " + std::to_string(kSpaces) + " targets");
  for (std::size_t i = 0; i < to.size(); ++i) {
    const std::string where = at_index(field + ".to", i);
    for (const Target& target : read_targets(to[i], where)) {
      if (entry.to.size() == 2 * kLastMountain) bad(field + ".to", "lists more targets than the mountain has spaces");
      const PieceSet& set = sets[entry.from[entry.to.size() % entry.from.size()]];
      if (has_two_halves(set.kind) && !target.whole_column)
        bad(where, "a " + std::string(kind_name(set.kind)) + " of set " + quote_input(set.name) +
                       " covers a whole column (C<column>), not the one space " + target_text(target));
      if (!has_two_halves(set.kind) && target.other_column)
        bad(where,
            "only a tile or domino shows an other column; set " + quote_input(set.name) + " has " + plural(set.kind));
      entry.to.push_back(target);
    }
  }
  return entry;
}

// Every space covered exactly once, and every set's pieces enough for what the layout takes.
void check_layout(const SetupPlan& plan) {
  std::array<std::array<std::string, kLastMountain>, kRows> covered;
  std::vector<int> taken(plan.sets.size(), 0);
  std::vector<bool> used(plan.sets.size(), false);
  for (std::size_t e = 0; e < plan.layout.size(); ++e) {
    const LayoutEntry& entry = plan.layout[e];
    for (std::size_t k = 0; k < entry.to.size(); ++k) {
      const Target& t = entry.to[k];
      const int set = entry.from[k % entry.from.size()];
      used[set] = true;
      const PieceKind kind = plan.sets[set].kind;
      if (kind == PieceKind::coin) taken[set] += t.whole_column ? 2 : 1;
      if (has_two_halves(kind)) taken[set] += 1;
      const std::string where = "layout[" + std::to_string(e) + "].to (" + target_text(t) + ")";
      std::vector<std::pair<int, int>> spaces;
      if (t.whole_column) {
        spaces = {{0, t.column}, {1, t.column}};
        if (t.other_column) spaces.insert(spaces.end(), {{0, t.other_column}, {1, t.other_column}});
      } else {
        spaces = {{t.row, t.column}};
      }
      for (const auto& [row, column] : spaces) {
        std::string& by = covered[row][column - 1];
        if (!by.empty())
          bad(where, "covers " + space_name(row, column) + ", which " + by +
                         " covers already: every space takes "
                         "exactly one piece");
        by = where;
      }
    }
  }
  for (int row = 0; row < kRows; ++row)
    for (int column = kFirstMountain; column <= kLastMountain; ++column)
      if (covered[row][column - 1].empty())
        bad("layout", "leaves " + space_name(row, column) + " empty: each of the 24 mountain spaces needs a piece");
  for (std::size_t s = 0; s < plan.sets.size(); ++s) {
    const PieceSet& set = plan.sets[s];
    const std::string where = "sets[" + std::to_string(s) + "] (" + quote_input(set.name) + ")";
    if (!used[s]) bad(where, "no layout entry takes from this set");
    const std::size_t needed = static_cast<std::size_t>(taken[s] + set.unseen);
    if (set.kind != PieceKind::die && needed > set.pieces.size())
      bad(where, "has " + std::to_string(set.pieces.size()) + " " + plural(set.kind) + ", but the layout takes " +
                     std::to_string(taken[s]) +
                     (set.unseen ? " and " + std::to_string(set.unseen) + " more are laid unseen" : ""));
  }
}

std::vector<Condition> read_conditions(const json& item) {
  if (!item.is_array()) bad("redraw_until", "must be a list of conditions (unique_step_pairs, no_double_steps)");
  std::vector<Condition> out;
  for (std::size_t i = 0; i < item.size(); ++i) {
    const std::string where = at_index("redraw_until", i);
    const json& name = item[i];
    Condition c;
    if (name == "unique_step_pairs")
      c = Condition::unique_step_pairs;
    else if (name == "no_double_steps")
      c = Condition::no_double_steps;
    else
      bad(where, "must be unique_step_pairs or no_double_steps, not " + describe_value(name));
    if (std::find(out.begin(), out.end(), c) != out.end())
      bad(where, std::string("names ") + condition_name(c) + " twice");
    out.push_back(c);
  }
  return out;
}

}  // namespace

const char* condition_name(Condition condition) {
  return condition == Condition::unique_step_pairs ? "unique_step_pairs" : "no_double_steps";
}

std::string pieces_noun(const SetupPlan& plan) {
  for (const PieceSet& set : plan.sets)
    if (set.kind != plan.sets.front().kind) return "pieces";
  return plural(plan.sets.front().kind);
}

SetupPlan read_setup_plan(const json& description) {
  if (!description.is_object()) bad("description", "must be a JSON object");
  only_fields(description, "", {"name", "sets", "layout", "redraw_until"});
  SetupPlan plan;
  if (!description.contains("name") || !description.at("name").is_string()) bad("name", "is missing");
  plan.name = description.at("name").get<std::string>();

  if (!description.contains("sets")) bad("sets", "is missing: the component sets (coins, dice, tiles, dominoes)");
  const json& sets = description.at("sets");
  if (!sets.is_array() || sets.empty() || sets.size() > kMaxSets)
    bad("sets", "must list 1 to " + std::to_string(kMaxSets) + " component sets");
  for (std::size_t i = 0; i < sets.size(); ++i) {
    PieceSet set = read_set(sets[i], at_index("sets", i));
    for (const PieceSet& other : plan.sets)
      if (other.name == set.name) bad(at_index("sets", i) + ".name", quote_input(set.name) + " names two sets");
    plan.sets.push_back(std::move(set));
  }

  if (!description.contains("layout")) bad("layout", "is missing: which spaces each set's pieces cover");
  const json& layout = description.at("layout");
  if (!layout.is_array() || layout.empty() || layout.size() > kMaxLayoutEntries)
    bad("layout", "must list 1 to " + std::to_string(kMaxLayoutEntries) + " entries {\"from\", \"to\"}");
  for (std::size_t i = 0; i < layout.size(); ++i)
    plan.layout.push_back(read_entry(layout[i], at_index("layout", i), plan.sets));
  check_layout(plan);

  if (description.contains("redraw_until")) plan.redraw_until = read_conditions(description.at("redraw_until"));
  check_conditions_can_hold(plan);
  return plan;
}

json plan_description(const SetupPlan& plan) {
  json sets = json::array();
  for (const PieceSet& set : plan.sets) {
    json pieces = json::array();
    for (const Piece& p : set.pieces)
      pieces.push_back(has_two_halves(set.kind) ? json::array({p.first, p.second}) : json(p.first));
    sets.push_back({{"name", set.name},
                    {"piece", kind_name(set.kind)},
                    {"pieces", pieces},
                    {"shuffle", set.shuffled},
                    {"shuffle_words", set.shuffle_words},
                    {"turn", set.turned_by_coin ? "coin" : "none"},
                    {"unseen", set.unseen},
                    {"unseen_turned_up", set.unseen_turned_up}});
  }
  json layout = json::array();
  for (const LayoutEntry& entry : plan.layout) {
    json from = json::array();
    for (const int s : entry.from) from.push_back(plan.sets[s].name);
    json to = json::array();
    for (const Target& t : entry.to) to.push_back(target_text(t));
    layout.push_back({{"from", from}, {"to", to}});
  }
  json conditions = json::array();
  for (const Condition c : plan.redraw_until) conditions.push_back(condition_name(c));
  return {{"name", plan.name}, {"sets", sets}, {"layout", layout}, {"redraw_until", conditions}};
}

}  // namespace puzzlelab::fujisan
