// A list of setups written as one line of text, as the CLI's --setups and the app's Lab forms
// take it: items separated by commas, each a built-in setup's name or a described setup
// (docs/SETUPS.md) written inline as its JSON object, whose own commas do not split it:
//   linear,{"name":"rt","generator":"random-test","draws":1}
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab {

// The items, in order: a name as written (empty items kept: the reader names them), a described
// setup as its object's text from '{' (spaces before it skipped) to the matching '}' (braces
// inside its strings do not count). Only the braces are matched here; the setups' reader checks the JSON. Throws
// InputError("bad_setup", ...) naming an object that never closes or text after one's '}'.
std::vector<std::string> split_setup_list(std::string_view text);

}  // namespace puzzlelab
