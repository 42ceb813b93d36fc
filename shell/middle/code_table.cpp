#include "middle/code_table.hpp"

#include <algorithm>
#include <cctype>
#include <exception>
#include <set>
#include <tuple>

#include "core/input_error.hpp"
#include "game/replay_code.hpp"

namespace puzzlelab {

namespace {

constexpr std::size_t kShortestCode = 16;  // a real code is over 60 characters

bool code_character(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'; }

// What the table shows of a refused code: enough to find it among those pasted.
std::string shown(const std::string& code) {
  return code.size() <= 24 ? code : code.substr(0, 12) + "\xE2\x80\xA6" + code.substr(code.size() - 8);
}

}  // namespace

std::vector<std::string> find_codes(std::string_view pasted) {
  std::vector<std::string> codes;
  std::size_t at = 0;
  while (at < pasted.size()) {
    while (at < pasted.size() && std::isspace(static_cast<unsigned char>(pasted[at]))) ++at;
    std::size_t end = at;
    while (end < pasted.size() && !std::isspace(static_cast<unsigned char>(pasted[end]))) ++end;
    std::string_view word = pasted.substr(at, end - at);
    at = end;
    // Quotes, brackets and a sentence's full stop around a code are not part of it; a character
    // inside it that is not in the alphabet is (the verifier names it).
    while (!word.empty() && !code_character(word.front())) word.remove_prefix(1);
    while (!word.empty() && !code_character(word.back())) word.remove_suffix(1);
    if (word.size() >= kShortestCode && std::isdigit(static_cast<unsigned char>(word.front())))
      codes.emplace_back(word);
  }
  return codes;
}

CodeTable read_code_table(std::string_view pasted, const GameList& games) {
  CodeTable table;
  if (pasted.size() > kMaxPastedCodeText) {
    // Cut at a space, so that no code is read half.
    std::size_t cut = kMaxPastedCodeText;
    while (cut > 0 && !std::isspace(static_cast<unsigned char>(pasted[cut]))) --cut;
    table.left_out += find_codes(pasted.substr(cut)).size();
    pasted = pasted.substr(0, cut);
  }
  std::vector<std::string> codes = find_codes(pasted);
  if (codes.size() > kMaxPastedCodes) {
    table.left_out += codes.size() - kMaxPastedCodes;
    codes.resize(kMaxPastedCodes);
  }
  std::set<std::string> seen;
  for (const std::string& text : codes) {
    if (!seen.insert(text).second) {
      ++table.duplicates;
      continue;
    }
    try {
      const ReplayCode code = verify_replay_code(text, games);
      const std::string link = replay_code_challenge_link(code, games).substr(1);  // without '#'
      auto challenge = std::find_if(table.challenges.begin(), table.challenges.end(),
                                    [&](const CodeChallenge& c) { return c.link == link; });
      if (challenge == table.challenges.end()) {
        table.challenges.push_back({code.game, find_game_in(games, code.game).title(), link, {}});
        challenge = table.challenges.end() - 1;
      }
      challenge->solves.push_back({0, text, code.moves.size(), code.hints, code.seconds});
    } catch (const InputError& e) {
      table.refused.push_back({shown(text), e.what()});
    } catch (const std::exception& e) {
      table.refused.push_back({shown(text), std::string("could not be checked: ") + e.what()});
    }
  }
  const auto key = [](const RankedSolve& s) { return std::tie(s.moves, s.hints, s.seconds); };
  for (CodeChallenge& challenge : table.challenges) {
    std::stable_sort(challenge.solves.begin(), challenge.solves.end(),
                     [&](const RankedSolve& a, const RankedSolve& b) { return key(a) < key(b); });
    for (std::size_t i = 0; i < challenge.solves.size(); ++i)
      challenge.solves[i].rank =
          i > 0 && key(challenge.solves[i]) == key(challenge.solves[i - 1]) ? challenge.solves[i - 1].rank : i + 1;
  }
  return table;
}

}  // namespace puzzlelab
