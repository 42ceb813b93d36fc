# Header-only libraries come from Debian packages in /usr/include (stb: libstb-dev, whose
# stb_image_write.h encodes the app's PNG exports). Under Emscripten, /usr/include
# must never be on the include path (glibc's headers would shadow Emscripten's), so the build
# makes a directory of links to just the libraries it needs and adds that instead.
set(PUZZLELAB_HEADER_LIBS nlohmann doctest CLI boost stb pcg_random.hpp pcg_extras.hpp pcg_uint128.hpp)
if(EMSCRIPTEN)
  set(PUZZLELAB_SYSINC ${CMAKE_BINARY_DIR}/sysinc)
  file(MAKE_DIRECTORY ${PUZZLELAB_SYSINC})
  foreach(lib IN LISTS PUZZLELAB_HEADER_LIBS)
    if(NOT EXISTS ${PUZZLELAB_SYSINC}/${lib})
      file(CREATE_LINK /usr/include/${lib} ${PUZZLELAB_SYSINC}/${lib} SYMBOLIC)
    endif()
  endforeach()
  add_library(puzzlelab_headers INTERFACE)
  target_include_directories(puzzlelab_headers SYSTEM INTERFACE ${PUZZLELAB_SYSINC})
else()
  add_library(puzzlelab_headers INTERFACE)  # everything is on the default include path
endif()

# Where tools/bootstrap put the Dear ImGui sources and the WebAssembly build of SDL2.
set(IMGUI_SRC "$ENV{IMGUI_SRC}" CACHE PATH "Dear ImGui 1.86 source directory (Debian source package)")
set(SDL2_WASM_PREFIX "$ENV{SDL2_WASM_PREFIX}" CACHE PATH "SDL2 built for WebAssembly (install prefix)")

# CaDiCaL, the SAT solver of Sigmar's Garden: Debian's libcadical-dev natively, the copy
# tools/bootstrap compiles from the Debian source with em++ for the web build.
set(CADICAL_WASM_PREFIX "$ENV{CADICAL_WASM_PREFIX}" CACHE PATH "CaDiCaL built for WebAssembly (prefix)")
add_library(puzzlelab_cadical INTERFACE)
if(EMSCRIPTEN)
  if(NOT EXISTS "${CADICAL_WASM_PREFIX}/lib/libcadical.a")
    message(FATAL_ERROR "CaDiCaL for WebAssembly not found in '${CADICAL_WASM_PREFIX}': run tools/bootstrap")
  endif()
  target_include_directories(puzzlelab_cadical SYSTEM INTERFACE ${CADICAL_WASM_PREFIX}/include)
  target_link_libraries(puzzlelab_cadical INTERFACE ${CADICAL_WASM_PREFIX}/lib/libcadical.a)
else()
  find_library(CADICAL_LIBRARY cadical REQUIRED)
  target_link_libraries(puzzlelab_cadical INTERFACE ${CADICAL_LIBRARY})
endif()
