// Every game names its setup algorithms the same way: an enum value, the stable name typed on the
// CLI and written in links, one sentence for --help and the new-game dialog, and its source. The table and
// the two look-ups are shared so that no game can drift in how names are matched.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace puzzlelab {

template <class Setup>
struct SetupEntry {
  Setup setup;
  std::string_view name;         // as typed on the CLI and in links; never renamed
  std::string_view description;  // one sentence
  std::string_view source;       // where the algorithm comes from: a paper and section, or "this project"
};

template <class Setup, std::size_t N>
std::optional<Setup> setup_named(const std::array<SetupEntry<Setup>, N>& table, std::string_view name) {
  for (const auto& entry : table)
    if (entry.name == name) return entry.setup;
  return std::nullopt;
}

template <class Setup, std::size_t N>
std::string_view name_of_setup(const std::array<SetupEntry<Setup>, N>& table, Setup setup) {
  for (const auto& entry : table)
    if (entry.setup == setup) return entry.name;
  return table[0].name;
}

}  // namespace puzzlelab
