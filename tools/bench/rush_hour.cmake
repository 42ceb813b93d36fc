# The Rush Hour benchmark (included from tools/bench/CMakeLists.txt), when Google Benchmark is
# installed:
#   build/native/tools/bench/rush_hour_gbench   the solvers and the landscape on published boards
find_package(benchmark QUIET)
if(benchmark_FOUND)
  add_executable(rush_hour_gbench ${CMAKE_CURRENT_LIST_DIR}/rush_hour_gbench.cpp)
  target_link_libraries(rush_hour_gbench PRIVATE puzzlelab_engine benchmark::benchmark)
  target_compile_options(rush_hour_gbench PRIVATE -Wall -Wextra -Wpedantic)
endif()
