// The Rush Hour boards the benchmarks solve: Fogleman's example and the boards of his repository
// that carry their numbers of moves (cmd/example, cpp/src/main.cpp, web/app.js; docs/REFERENCES.md):
// long solutions (49, 51 and 60 moves, one with a wall) and the large reachable sets of his
// database's 15- and 24-move lines (541,934 and 278,666 positions).
#pragma once

namespace rush_hour_bench {

struct KnownBoard {
  const char* name;
  const char* text;
  int moves;  // published fewest moves
};

inline constexpr KnownBoard kKnownBoards[] = {
    {"example49", "BBBCDE/FGGCDE/F.AADE/HHI.../.JI.KK/.JLLMM", 49},
    {"database51", "BCDDE.BCF.EGB.FAAGHHHI.G..JIKKLLJMM.", 51},
    {"database15", "BB.C...D.CEE.DAAFGH.IIFGH.JKK.LLJ...", 15},
    {"database24", "B..CDDBEEC.F.G.AAF.GHHIJKKL.IJ..L.MM", 24},
    {"walls60", "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", 60},
};

}  // namespace rush_hour_bench
