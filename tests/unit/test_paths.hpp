// The checkout's folders and the CLI's path, for the tests that read files or run the CLI. They
// are defined in test_paths.cpp, which tests/CMakeLists.txt writes into the build tree: it is the
// one object of the tests that holds this checkout's absolute paths, so every other one (and every
// unity file that would include a path) is the same in any folder, and a compiler cache shares it
// between checkouts.
#pragma once

#include <string>

namespace puzzlelab::test_paths {

// tests/data of this checkout.
std::string test_data();
// The checkout's root.
std::string source_dir();
// The puzzlelab binary of this build, or "" when this build has no CLI.
std::string cli();

}  // namespace puzzlelab::test_paths
