// The Lab sweep form's setups (shell/app/lab_sweep_view): its Setups field is one line of text,
// built-in names and described setups (docs/SETUPS.md) comma-separated, where a designer's own
// described setup is written by its label rather than its whole description. The label stands for
// the description the form knows by it: one of a sweep link or example the form was filled from,
// else one of the player's setups saved for the game (middle/saved_setups). A description may also
// be written inline as its JSON object. So an axis LABEL/POINTER=... sweeps a number of one's own
// setup, and the sweep, its link and its document carry the description itself.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace puzzlelab {

// The sweep's setups from the field's text (game/setup_list_text.hpp splits it): each item that is
// the label of a described setup in `own` (texts, the first of a label wins) becomes that text;
// every other item is kept as written, for the sweep's reader to check. Throws InputError naming a
// description that never closes.
std::vector<std::string> sweep_form_setups(const std::string& text, const std::vector<std::string>& own);

// The field's text for a sweep's setups: names as they are, described setups by their labels (the
// caller keeps their texts as the form's own).
std::string sweep_form_setups_text(const std::vector<std::string>& setups);

// Where a described setup holds whole numbers, as JSON pointers in document order ("/draws",
// "/blocks/0/rows"), its "name" aside: the numbers a sweep's axis can take. At most `limit`; none
// for a name or a text that is not a description.
std::vector<std::string> setup_number_pointers(const std::string& setup, std::size_t limit);

}  // namespace puzzlelab
