# The Sigmar's Garden benchmark (included from tools/bench/CMakeLists.txt):
#   build/native/tools/bench/sigmar_bench [reference|swapped|linear|orderings|all] ... (docs/SIGMAR.md, "Figures")
add_executable(sigmar_bench ${CMAKE_CURRENT_LIST_DIR}/sigmar_bench.cpp)
target_link_libraries(sigmar_bench PRIVATE puzzlelab_engine)
target_compile_options(sigmar_bench PRIVATE -Wall -Wextra -Wpedantic)
target_compile_definitions(sigmar_bench PRIVATE PUZZLELAB_TEST_DATA="${CMAKE_SOURCE_DIR}/tests/data")
# build/native/tools/bench/sigmar_sat_bench: the two SAT encodings' sizes and times (docs/SIGMAR.md).
add_executable(sigmar_sat_bench ${CMAKE_CURRENT_LIST_DIR}/sigmar_sat_bench.cpp)
target_link_libraries(sigmar_sat_bench PRIVATE puzzlelab_engine)
target_compile_options(sigmar_sat_bench PRIVATE -Wall -Wextra -Wpedantic)
target_compile_definitions(sigmar_sat_bench PRIVATE PUZZLELAB_TEST_DATA="${CMAKE_SOURCE_DIR}/tests/data")
