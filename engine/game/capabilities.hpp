// A game's optional powers. The Game interface (game/game.hpp) is what every game must do to be
// played, read and written; anything more is a capability: an interface of its own that a game's
// class implements beside Game, or not. Those of this layer:
//   Printing         game/printing.hpp         its board as SVG, its setup as a person's steps
//   DescribedSetups  game/described_setups.hpp setups as data (docs/SETUPS.md)
//   SatExporter      game/sat_exporter.hpp     a position as a CNF formula
//   DealEnumeration  game/deal_enumeration.hpp every deal of a small size, decided
// The Lab's part of a game (measures, studies, the search for hard challenges) is the Lab's own
// (lab/lab_game.hpp): it sits above the games and is registered there.
#pragma once

#include <string>

#include "core/input_error.hpp"
#include "game/game.hpp"

namespace puzzlelab {

// The capability `game` offers, or null.
template <class Capability>
const Capability* capability(const Game& game) {
  return dynamic_cast<const Capability*>(&game);
}

// The capability `game` offers; a game without it is refused as a request it cannot answer:
// InputError("not_supported", "<game> <Capability::kLacking>").
template <class Capability>
const Capability& require_capability(const Game& game) {
  if (const Capability* offered = capability<Capability>(game)) return *offered;
  throw InputError("not_supported", game.name() + " " + Capability::kLacking);
}

}  // namespace puzzlelab
