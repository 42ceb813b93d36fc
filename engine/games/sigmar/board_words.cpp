#include "games/sigmar/board_words.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab::sigmar {

BoardWords describe_board(const Board& board) {
  BoardWords words;
  const int left = board.marbles();
  int free_marbles = 0;
  for (int cell = 0; cell < kCells; ++cell)
    if (board.has(cell) && is_free(board, cell)) ++free_marbles;
  if (left == 0) {
    words.summary = "The board is empty: every marble is off.";
  } else {
    words.summary = std::to_string(left) + (left == 1 ? " marble" : " marbles") + " left, " +
                    std::to_string(free_marbles) + " free";
    const int next = next_metal_rank(board);
    if (next >= 0) words.summary += "; the next metal is " + std::string(kind_name(metal_of_rank(next)));
    words.summary += ".";
  }
  std::string& places = words.places;
  places = "Rows a to k, top to bottom; marbles marked free can be taken.";
  for (int row = 0; row < kRows; ++row) {
    std::string marbles;
    for (int i = 0; i < row_length(row); ++i) {
      const int cell = row_start(row) + i;
      if (!board.has(cell)) continue;
      marbles += (marbles.empty() ? " " : ", ") + cell_name(cell) + " " + std::string(kind_name(board.kind(cell)));
      if (is_free(board, cell)) marbles += " free";
    }
    places +=
        " Row " + std::string(1, static_cast<char>('a' + row)) + ":" + (marbles.empty() ? " empty" : marbles) + ".";
  }
  return words;
}

namespace {

std::string capitalized(std::string_view word) {
  std::string out(word);
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

// "fire", "fire and water", "air, fire and water"
std::string listed(const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i)
    out += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
  return out;
}

std::string counted(int count, std::string_view kind) { return std::to_string(count) + " " + std::string(kind); }

}  // namespace

std::string dead_end(const Board& board) {
  // An element leaves with its like or with a salt, a salt with an element or a salt: each
  // element of odd count needs a salt of its own, and the salts left over must pair off.
  std::vector<std::string> odd;
  for (int e = 0; e < kElements; ++e)
    if (board.count(static_cast<Kind>(e)) % 2 != 0) odd.emplace_back(kind_name(static_cast<Kind>(e)));
  const int salts = board.count(Kind::salt);
  const int odd_count = static_cast<int>(odd.size());
  if (odd_count > 0 && salts == 0)
    return capitalized(listed(odd)) + (odd_count == 1 ? " is" : " are each") + " left without a partner";
  if (odd_count > salts)
    return capitalized(listed(odd)) + " each need a salt to pair with, but " +
           (salts == 1 ? std::string("1 salt is") : counted(salts, "salts are")) + " left";
  if ((salts - odd_count) % 2 != 0) return "Salt is left without a partner";
  const int vitae = board.count(Kind::vitae), mors = board.count(Kind::mors);
  if (vitae != mors)
    return "Vitae and mors leave only together, but " + counted(vitae, "vitae") + " and " + counted(mors, "mors") +
           " are left";
  int metals = 0;
  for (int rank = 0; rank < kMetals; ++rank)
    if (metal_of_rank(rank) != Kind::gold) metals += board.count(metal_of_rank(rank));
  const int quick = board.count(Kind::quicksilver);
  if (quick != metals)
    return "Each metal but gold leaves with a quicksilver, but " + counted(quick, "quicksilver") + " and " +
           std::to_string(metals) + (metals == 1 ? " metal are" : " metals are") + " left";
  return "";
}

}  // namespace puzzlelab::sigmar
