# The characters the app draws, in one place: theme.cpp rasterizes exactly these (the body list
# for text, the display list for the boards' large signs), and the web build ships DejaVu subset
# to the body list (the display list is part of it), so a glyph added here is both drawn and
# shipped. Latin-1 text (and the š of a name in the rules) plus the punctuation, arrows and shapes
# the panels draw: ‐ – — ‘ ’ “ ” • … ← ↑ → ↓ ↶ ↷ ▲ ▶ ▼ ▾ ◀ ● ✓ ✕ ✗.
set(PUZZLELAB_BODY_GLYPHS 0020-00FF 0160-0161 2010-2027 2190-2193 21B6-21B7 25B2 25B6 25BC 25BE 25C0 25CF 2713-2717)
set(PUZZLELAB_DISPLAY_GLYPHS 0020-007E)

# Into OUT: the ranges as ImGui's zero-ended list of first/last pairs ("0x0020,0x00FF,...,0").
function(puzzlelab_glyph_initializer OUT)
  set(items)
  foreach(range IN LISTS ARGN)
    string(REPLACE "-" ";" ends "${range}")
    list(GET ends 0 first)
    list(GET ends -1 last)
    list(APPEND items "0x${first}" "0x${last}")
  endforeach()
  list(APPEND items 0)
  list(JOIN items "," joined)
  set(${OUT} "${joined}" PARENT_SCOPE)
endfunction()

# Into OUT: the ranges as pyftsubset's --unicodes value ("U+0020-00FF,U+0160-0161,...").
function(puzzlelab_glyph_unicodes OUT)
  list(TRANSFORM ARGN PREPEND "U+")
  list(JOIN ARGN "," joined)
  set(${OUT} "${joined}" PARENT_SCOPE)
endfunction()
