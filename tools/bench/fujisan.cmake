# The Fujisan benchmarks (included from tools/bench/CMakeLists.txt):
#  fujisan_bench   time, plain C++ (also built for WebAssembly by tools/bench/fujisan-wasm)
#  fujisan_gbench  Google Benchmark, when the library is installed
add_executable(fujisan_bench ${CMAKE_CURRENT_LIST_DIR}/fujisan_bench.cpp)
target_link_libraries(fujisan_bench PRIVATE puzzlelab_engine)
target_compile_options(fujisan_bench PRIVATE -Wall -Wextra -Wpedantic)
find_package(benchmark QUIET)
if(benchmark_FOUND)
  add_executable(fujisan_gbench ${CMAKE_CURRENT_LIST_DIR}/fujisan_gbench.cpp)
  target_link_libraries(fujisan_gbench PRIVATE puzzlelab_engine benchmark::benchmark)
endif()
