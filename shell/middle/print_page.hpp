// The printable page of a challenge: one HTML document built from the engine's "render" answer
// (engine/game/printable.hpp): the game's name, the game ID and link, the board as SVG, the
// physical setup steps when the board came from a seed, and the solution on a page of its own,
// folded away until "Include the solution" is ticked; a Print button calls window.print(). Every
// text from the answer is escaped; the SVG drawings are the engine's own documents.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace puzzlelab {

struct PrintPageLinks {
  std::string game_id;  // the challenge's link hash, "#v1/fujisan/..."
  std::string url;      // the whole link a reader can open
};

std::string print_page_html(const nlohmann::json& printable, const PrintPageLinks& links);

// A file name for the page: "puzzlelab-fujisan.html".
std::string print_page_name(const nlohmann::json& printable);

}  // namespace puzzlelab
