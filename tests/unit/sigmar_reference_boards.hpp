// The held-in Sigmar reference boards (tests/data/sigmar/, docs/SIGMAR.md): Hruska's 1,024 boards
// and the three read from the game, as text lines, for the tests that check solvers against them.
#pragma once

#include <fstream>
#include <string>
#include <vector>

#include <doctest/doctest.h>
#include "test_paths.hpp"

namespace sigmar_reference {

// The board lines of one file of tests/data/sigmar/ ("hruska-seeds-0000-1023.txt"), every
// `every`-th line from the first, at most `count` of them (0: no limit).
inline std::vector<std::string> lines(const std::string& file, int every = 1, int count = 0) {
  const std::string path = puzzlelab::test_paths::test_data() + "/sigmar/" + file;
  std::ifstream in(path);
  REQUIRE_MESSAGE(in, "cannot read ", path);
  std::vector<std::string> out;
  std::string line;
  for (int k = 0; std::getline(in, line) && (count == 0 || static_cast<int>(out.size()) < count); ++k)
    if (!line.empty() && k % every == 0) out.push_back(line);
  return out;
}

// Both files, Hruska's first.
inline std::vector<std::string> all_lines(int every = 1) {
  std::vector<std::string> out = lines("hruska-seeds-0000-1023.txt", every);
  for (std::string& line : lines("scott-boards.txt", every)) out.push_back(std::move(line));
  return out;
}

}  // namespace sigmar_reference
