# The Pretzel benchmark and experiment runner (a plain CLI, no Google Benchmark needed):
# build/native/tools/bench/pretzel_bench survey|decide|enumerate|blockades ... (docs/PRETZEL.md, "Figures").
# Included from tools/bench/CMakeLists.txt: include(${CMAKE_CURRENT_SOURCE_DIR}/pretzel.cmake)
add_executable(pretzel_bench ${CMAKE_CURRENT_LIST_DIR}/pretzel_bench.cpp)
target_link_libraries(pretzel_bench PRIVATE puzzlelab_engine)
target_compile_options(pretzel_bench PRIVATE -Wall -Wextra -Wpedantic)
