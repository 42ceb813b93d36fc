#include "games/boxoff/tile_design.hpp"

#include <algorithm>
#include <optional>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/description_fields.hpp"
#include "game/setup_description.hpp"
#include "games/boxoff/tile_deal.hpp"

namespace puzzlelab::boxoff {

using nlohmann::json;

namespace {

[[noreturn]] void refuse_field(const std::string& field, const std::string& problem) {
  throw InputError("bad_setup", "setup field " + field + ": " + problem);
}

std::string design_letter(int colour) { return std::string(1, static_cast<char>('a' + colour)); }

int read_design_whole(const json& value, const std::string& field, int lo, int hi) {
  if (!value.is_number_integer())
    refuse_field(field, "must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " +
                            quote_input(value.dump()));
  const std::optional<long long> n = integer_in_range(value, lo, hi);
  if (!n)
    refuse_field(field, "must be from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " + value.dump());
  return static_cast<int>(*n);
}

const json& read_design_list(const json& value, const std::string& field, std::size_t lo, std::size_t hi) {
  if (!value.is_array()) refuse_field(field, "must be a list, not " + std::string(value.type_name()));
  if (value.size() < lo || value.size() > hi)
    refuse_field(field, "must have " + std::to_string(lo) + " to " + std::to_string(hi) + " entries, not " +
                            std::to_string(value.size()));
  return value;
}

std::string field_at(const std::string& field, std::size_t i) { return field + "[" + std::to_string(i) + "]"; }

// Squares of a slot touch one another through sides: a tile is one piece.
bool joined_side_to_side(const std::vector<Cell>& cells) {
  std::vector<bool> reached(cells.size(), false);
  std::vector<std::size_t> todo{0};
  reached[0] = true;
  while (!todo.empty()) {
    const Cell c = cells[todo.back()];
    todo.pop_back();
    for (std::size_t j = 0; j < cells.size(); ++j)
      if (!reached[j] && std::abs(cells[j].row - c.row) + std::abs(cells[j].col - c.col) == 1) {
        reached[j] = true;
        todo.push_back(j);
      }
  }
  return std::all_of(reached.begin(), reached.end(), [](bool r) { return r; });
}

Block read_design_block(const json& value, const std::string& field) {
  if (!value.is_object()) refuse_field(field, "must be an object {\"rows\", \"cols\", \"slots\"}");
  for (const auto& [key, ignored] : value.items())
    if (key != "rows" && key != "cols" && key != "slots")
      refuse_field(field, "unknown field " + quote_input(key) + " (known: rows, cols, slots)");
  for (const char* key : {"rows", "cols", "slots"})
    if (!value.contains(key)) refuse_field(field, std::string("needs \"") + key + "\"");
  Block block;
  block.rows = read_design_whole(value.at("rows"), field + ".rows", 1, kMaxRows);
  block.cols = read_design_whole(value.at("cols"), field + ".cols", 1, kMaxCols);
  const int area = block.rows * block.cols;
  const json& slots = read_design_list(value.at("slots"), field + ".slots", 1, static_cast<std::size_t>(area));
  std::vector<int> owner(static_cast<std::size_t>(area), -1);
  for (std::size_t s = 0; s < slots.size(); ++s) {
    const std::string slot_field = field_at(field + ".slots", s);
    const json& cells = read_design_list(slots[s], slot_field, 1, kMaxTileSquares);
    std::vector<Cell> slot;
    for (std::size_t k = 0; k < cells.size(); ++k) {
      const std::string cell_field = field_at(slot_field, k);
      const json& pair = read_design_list(cells[k], cell_field, 2, 2);
      const Cell cell{read_design_whole(pair[0], cell_field + "[0] (row)", 0, block.rows - 1),
                      read_design_whole(pair[1], cell_field + "[1] (column)", 0, block.cols - 1)};
      int& taken = owner[static_cast<std::size_t>(cell.row * block.cols + cell.col)];
      if (taken >= 0)
        refuse_field(cell_field, "square [" + std::to_string(cell.row) + "," + std::to_string(cell.col) +
                                     "] is already in slot " + std::to_string(taken) + ": slots may not overlap");
      taken = static_cast<int>(s);
      slot.push_back(cell);
    }
    if (!joined_side_to_side(slot))
      refuse_field(slot_field, "its squares do not join side to side: a tile is one piece");
    if (!block.slots.empty() && slot.size() != block.slots.front().size())
      refuse_field(slot_field, "has " + std::to_string(slot.size()) + " squares but slot 0 has " +
                                   std::to_string(block.slots.front().size()) + ": every tile must fit every slot");
    block.slots.push_back(std::move(slot));
  }
  for (int square = 0; square < area; ++square)
    if (owner[static_cast<std::size_t>(square)] < 0)
      refuse_field(field + ".slots", "square [" + std::to_string(square / block.cols) + "," +
                                         std::to_string(square % block.cols) + "] of the " +
                                         std::to_string(block.rows) + "x" + std::to_string(block.cols) +
                                         " block is in no slot: the slots must cover it");
  return block;
}

std::vector<int> read_design_tile(const json& value, const std::string& field, int squares, int colours) {
  if (!value.is_string()) refuse_field(field, "must be a string of colour letters, e.g. \"aab\"");
  const std::string text = value.get<std::string>();
  if (static_cast<int>(text.size()) != squares)
    refuse_field(field, quote_input(text) + " has " + std::to_string(text.size()) + " colours but a slot has " +
                            std::to_string(squares) + " squares");
  std::vector<int> tile;
  for (const char c : text) {
    if (c < 'a' || c >= 'a' + colours)
      refuse_field(field, quote_input(text) + " holds " + quote_input(std::string(1, c)) + ": with " +
                              std::to_string(colours) + " colours the letters are a to " + design_letter(colours - 1));
    tile.push_back(c - 'a');
  }
  return tile;
}

std::vector<int> read_design_offsets(const json& value, const std::string& field, int squares, int colours) {
  const json& list = read_design_list(value, field, 1, kMaxTileSquares);
  if (static_cast<int>(list.size()) != squares)
    refuse_field(field, "has " + std::to_string(list.size()) + " offsets but a slot has " + std::to_string(squares) +
                            " squares");
  std::vector<int> out;
  for (std::size_t i = 0; i < list.size(); ++i)
    out.push_back(read_design_whole(list[i], field_at(field, i), 0, colours - 1));
  return out;
}

std::vector<int> read_design_flip(const json& value, int squares) {
  const json& list = read_design_list(value, "flip", 1, kMaxTileSquares);
  if (squares == 1) refuse_field("flip", "a one-square tile has nothing to flip");
  if (static_cast<int>(list.size()) != squares)
    refuse_field("flip", "has " + std::to_string(list.size()) + " entries but a slot has " + std::to_string(squares) +
                             " squares");
  std::vector<int> flip;
  for (std::size_t i = 0; i < list.size(); ++i)
    flip.push_back(read_design_whole(list[i], field_at("flip", i), 0, squares - 1));
  std::vector<int> sorted = flip;
  std::sort(sorted.begin(), sorted.end());
  if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
    refuse_field("flip", "names a square twice: it must list every square of the tile once");
  for (int i = 0; i < squares; ++i)
    if (flip[static_cast<std::size_t>(flip[static_cast<std::size_t>(i)])] != i)
      refuse_field("flip", "flipping twice must give the tile back (square " + std::to_string(i) + " goes to " +
                               std::to_string(flip[static_cast<std::size_t>(i)]) + ", which goes elsewhere)");
  if (std::is_sorted(flip.begin(), flip.end()))
    refuse_field("flip", "leaves every square where it is: leave \"flip\" out");
  return flip;
}

constexpr const char* kDesignFields = "name, blocks, order, tiles, cycle, fill, shuffle, flip";

}  // namespace

TileDesign read_tile_design(const Params& params, const json& description) {
  validate(params);
  // The description's text and name obey the common rules (size, name) wherever it came from.
  (void)parse_setup_description(setup_text(description));
  for (const auto& [key, ignored] : description.items()) {
    const std::string known = std::string(", ") + kDesignFields + ",";
    if (known.find(", " + key + ",") == std::string::npos)
      refuse_field(quote_input(key), std::string("unknown (the fields: ") + kDesignFields + ")");
  }
  TileDesign design;
  design.name = description.at("name").get<std::string>();
  if (setup_from_string(design.name))
    refuse_field("name", quote_input(design.name) + " is a built-in setup's name; a description needs its own");
  if (!description.contains("blocks")) refuse_field("blocks", "missing: how the grid is cut into slots");
  const json& blocks = read_design_list(description.at("blocks"), "blocks", 1, kMaxBlockChoices);
  for (std::size_t b = 0; b < blocks.size(); ++b) {
    design.blocks.push_back(read_design_block(blocks[b], field_at("blocks", b)));
    if (design.blocks.back().slots.front().size() != design.blocks.front().slots.front().size())
      refuse_field(field_at("blocks", b), "its slots have " +
                                              std::to_string(design.blocks.back().slots.front().size()) +
                                              " squares but those of blocks[0] have " +
                                              std::to_string(design.blocks.front().slots.front().size()));
  }
  const int squares = static_cast<int>(design.blocks.front().slots.front().size());

  if (description.contains("order")) {
    const json& order = description.at("order");
    if (order == "slot-major")
      design.order = Order::slot_major;
    else if (order == "block-major")
      design.order = Order::block_major;
    else
      refuse_field("order", "must be \"slot-major\" or \"block-major\", not " + quote_input(order.dump()));
  }
  const int given = static_cast<int>(description.contains("tiles")) + static_cast<int>(description.contains("cycle")) +
                    static_cast<int>(description.contains("fill"));
  if (given != 1)
    refuse_field("tiles", "give the colours in exactly one of \"tiles\", \"cycle\" or \"fill\" (" +
                              std::to_string(given) + " given)");
  if (description.contains("tiles")) {
    const json& list = read_design_list(description.at("tiles"), "tiles", 1, kMaxTileList);
    for (std::size_t i = 0; i < list.size(); ++i)
      design.tiles.push_back(read_design_tile(list[i], field_at("tiles", i), squares, params.colours));
  }
  if (description.contains("cycle")) {
    const json& list = read_design_list(description.at("cycle"), "cycle", 1, kMaxTileList);
    for (std::size_t i = 0; i < list.size(); ++i)
      design.cycle.push_back(read_design_offsets(list[i], field_at("cycle", i), squares, params.colours));
  }
  if (description.contains("fill")) {
    const json& fill = description.at("fill");
    if (fill == "sorted")
      design.fill = Fill::sorted;
    else if (fill == "cyclic")
      design.fill = Fill::cyclic;
    else
      refuse_field("fill", "must be \"sorted\" or \"cyclic\", not " + quote_input(fill.dump()));
  }
  if (description.contains("shuffle")) {
    if (!description.at("shuffle").is_boolean()) refuse_field("shuffle", "must be true or false");
    design.shuffle = description.at("shuffle").get<bool>();
  }
  if (description.contains("flip")) design.flip = read_design_flip(description.at("flip"), squares);
  // Against the grid and colours: a block that fits, as many tiles as slots, every colour's count.
  (void)resolve_deal(params, design);
  return design;
}

json tile_design_json(const TileDesign& design) {
  json out = json::object();
  out["name"] = design.name;
  json blocks = json::array();
  for (const Block& block : design.blocks) {
    json slots = json::array();
    for (const auto& slot : block.slots) {
      json cells = json::array();
      for (const Cell& cell : slot) cells.push_back({cell.row, cell.col});
      slots.push_back(cells);
    }
    blocks.push_back({{"rows", block.rows}, {"cols", block.cols}, {"slots", slots}});
  }
  out["blocks"] = blocks;
  out["order"] = design.order == Order::slot_major ? "slot-major" : "block-major";
  if (!design.tiles.empty()) {
    json tiles = json::array();
    for (const auto& tile : design.tiles) {
      std::string text;
      for (const int colour : tile) text += design_letter(colour);
      tiles.push_back(text);
    }
    out["tiles"] = tiles;
  }
  if (!design.cycle.empty()) out["cycle"] = design.cycle;
  if (design.fill != Fill::none) out["fill"] = design.fill == Fill::sorted ? "sorted" : "cyclic";
  out["shuffle"] = design.shuffle;
  if (!design.flip.empty()) out["flip"] = design.flip;
  return out;
}

std::string described_name(Setup setup) { return std::string(to_string(setup)) + "-described"; }

TileDesign builtin_design(const Params& p, Setup setup) {
  check_setup(p, setup);
  TileDesign design;
  design.name = described_name(setup);
  if (setup == Setup::shuffled) {
    design.blocks = {Block{1, 1, {{{0, 0}}}}};
    design.fill = Fill::sorted;
    return design;
  }
  // The built-in layout (tile_slots): 2x3 blocks, else 3x2 blocks; corner first, then the arms.
  design.blocks = {Block{2, 3, {{{0, 0}, {0, 1}, {1, 0}}, {{1, 2}, {0, 2}, {1, 1}}}},
                   Block{3, 2, {{{0, 0}, {1, 0}, {0, 1}}, {{2, 1}, {2, 0}, {1, 1}}}}};
  design.flip = {0, 2, 1};
  const int t = p.squares() / 3;
  if (setup == Setup::l_tiles && t == 2 * p.colours && (p.colours == 4 || p.colours == 6)) {
    // The papers' cycles: S, S, S+1 and S, S, S+2 (4 colours) or S+4 (6 colours), for each S.
    design.cycle = {{0, 0, 1}, {0, 0, p.colours == 4 ? 2 : 4}};
  } else if (setup == Setup::three_colour_tiles && !(p.squares() == 24 && p.colours == 4)) {
    design.fill = Fill::cyclic;
  } else {
    for (const Tile& tile : setup == Setup::l_tiles ? l_tiles(p) : three_colour_tiles(p))
      design.tiles.push_back({tile.corner, tile.arms[0], tile.arms[1]});
  }
  return design;
}

json describe_builtin(const Params& params, Setup setup) { return tile_design_json(builtin_design(params, setup)); }

}  // namespace puzzlelab::boxoff
