// How each Sigmar marble kind looks: a body colour and an alchemical symbol drawn with the ImGui
// draw list (the board font has no alchemical glyphs). Every kind differs in its symbol, so the
// board reads without colour; the colours (Okabe-Ito hues for the elements, muted metal tones)
// are a second cue.
//
//   air    an upward triangle with a bar     earth  a downward triangle with a bar
//   fire   an upward triangle                water  a downward triangle
//   salt   a circle with a bar               quicksilver  Mercury's sign (horns, circle, cross)
//   vitae  an ankh (life)                    mors   crossed bones (death)
//   lead, tin, iron, copper, silver, gold: the planets' signs (Saturn, Jupiter, Mars, Venus, the
//   Moon, the Sun), with rank marks on the rim: one dot for lead up to five for silver.
#pragma once

#include <imgui.h>

#include "games/sigmar/rules.hpp"

namespace puzzlelab::sigmar {

struct MarbleLook {
  ImU32 body;
  ImU32 ink;  // the symbol: dark or light, whichever contrasts more with the body
};
MarbleLook marble_look(Kind kind);

// The symbol of `kind`, centred on c, for a marble of radius r. `body` is the colour under the
// symbol (the Moon's crescent is cut out of a disc with it).
void paint_symbol(ImDrawList* dl, Kind kind, ImVec2 c, float r, ImU32 ink, ImU32 body);

// A whole marble: shadow, body, metal rim, symbol, gloss. `dim` (0..1) greys it towards the
// board (blocked marbles), `alpha` fades it (removal and undo animations).
void paint_marble(ImDrawList* dl, Kind kind, ImVec2 c, float r, float dim, float alpha);

}  // namespace puzzlelab::sigmar
