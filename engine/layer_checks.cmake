# Proves at every configure that the engine's layers hold (engine/CMakeLists.txt): a source of a
# lower layer that includes a higher layer's header must not compile. Each check compiles one such
# file with exactly the include directories a source of that layer sees, and fails the configure
# unless the compiler stops because the header is not found. About a second per check.

# The include directories a source of `target` compiles with: its own, and those its link
# libraries pass on, transitively.
function(puzzlelab_seen_include_dirs target out)
  get_target_property(dirs ${target} INCLUDE_DIRECTORIES)
  if(NOT dirs)
    set(dirs)
  endif()
  get_target_property(queue ${target} LINK_LIBRARIES)
  set(visited)
  while(queue)
    list(POP_FRONT queue link)
    if(NOT TARGET ${link} OR link IN_LIST visited)
      continue()
    endif()
    list(APPEND visited ${link})
    get_target_property(more ${link} INTERFACE_INCLUDE_DIRECTORIES)
    if(more)
      list(APPEND dirs ${more})
    endif()
    get_target_property(next ${link} INTERFACE_LINK_LIBRARIES)
    if(next)
      list(APPEND queue ${next})
    endif()
  endwhile()
  set(${out} ${dirs} PARENT_SCOPE)
endfunction()

# Fails the configure unless a source of `target` that includes `header` (a header of a higher
# layer, relative to engine/) stops compiling for want of that header.
function(puzzlelab_check_layer_hides target header)
  if(NOT EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/${header})
    message(FATAL_ERROR "engine layers: the check names ${header}, which engine/ does not have")
  endif()
  puzzlelab_seen_include_dirs(${target} dirs)
  string(MAKE_C_IDENTIFIER "${target}_${header}" name)
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/layer_checks)
  file(WRITE ${dir}/${name}.cpp "#include \"${header}\"\n")
  set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
  try_compile(compiled ${dir}/${name} SOURCES ${dir}/${name}.cpp
              CMAKE_FLAGS "-DINCLUDE_DIRECTORIES=${dirs}"
              OUTPUT_VARIABLE output)
  set(result ${compiled})
  unset(compiled CACHE)  # a cache entry before CMake 3.25's NO_CACHE: the check runs at every configure
  if(result)
    message(FATAL_ERROR "engine layers: a source of ${target} can include ${header}, a higher layer's header")
  endif()
  string(FIND "${output}" "${header}" named)
  if(named EQUAL -1 OR NOT output MATCHES "No such file|not found")
    message(FATAL_ERROR "engine layers: the check of ${target} including ${header} failed for another reason:\n"
                        "${output}")
  endif()
endfunction()

puzzlelab_check_layer_hides(puzzlelab_core game/game.hpp)
puzzlelab_check_layer_hides(puzzlelab_games lab/experiment.hpp)
puzzlelab_check_layer_hides(puzzlelab_games lab/lab_game.hpp)
puzzlelab_check_layer_hides(puzzlelab_games api/protocol.hpp)
puzzlelab_check_layer_hides(puzzlelab_lab api/protocol.hpp)
