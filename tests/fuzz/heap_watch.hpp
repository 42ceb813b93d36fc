// The heap one fuzz input grows by, at its peak: every request has a documented memory bound
// (docs/PROTOCOL.md, "Limits and defaults"), so an input that makes the engine hold more than
// kMaxInputHeapBytes at once is a finding, even when it ends in time and frees everything (a
// trace that kept every draw of a setup that redraws held 60 MB after a second under the
// sanitizers). The sanitizer's malloc and free hooks count the bytes live; libFuzzer's
// -malloc_limit_mb and -rss_limit_mb (tests/fuzz/targets) see only one allocation or the whole
// process.
#pragma once

#include <sanitizer/allocator_interface.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_checks.hpp"

namespace puzzlelab::fuzz {

// Fuzz inputs are at most 1 MiB and their budgets small (with_small_budget): the most a seed
// holds is 16 MB (Sigmar's SAT export in the thesis's encoding), and 1 MiB of "[{},{},..." read
// as JSON about 25 MB.
inline constexpr std::int64_t kMaxInputHeapBytes = 48LL << 20;

class HeapWatch {
 public:
  // Starts measuring one input (installs the hooks the first time).
  static void start() {
    static const bool installed = __sanitizer_install_malloc_and_free_hooks(on_malloc, on_free) != 0;
    (void)installed;
    base_ = live_.load();
    peak_.store(base_);
  }
  // Fails the input when the heap grew by more than kMaxInputHeapBytes at any point since start().
  static void check(const char* what) {
    const std::int64_t grown = peak_.load() - base_;
    if (grown > kMaxInputHeapBytes)
      fail(std::string(what) + " held " + std::to_string(grown >> 20) + " MiB at once, over the " +
           std::to_string(kMaxInputHeapBytes >> 20) + " MiB an input may (heap_watch.hpp)");
  }

 private:
  static void on_malloc(const volatile void*, std::size_t size) {
    const std::int64_t now = live_.fetch_add(static_cast<std::int64_t>(size)) + static_cast<std::int64_t>(size);
    std::int64_t peak = peak_.load();
    while (now > peak && !peak_.compare_exchange_weak(peak, now)) {
    }
  }
  static void on_free(const volatile void* pointer) {
    if (pointer != nullptr)
      live_.fetch_sub(static_cast<std::int64_t>(__sanitizer_get_allocated_size(const_cast<const void*>(pointer))));
  }

  // Bytes allocated since the hooks were installed, less those freed (memory allocated before
  // and freed after makes it drift down, never up; a peak is measured from each input's start).
  static inline std::atomic<std::int64_t> live_{0};
  static inline std::atomic<std::int64_t> peak_{0};
  static inline std::int64_t base_ = 0;
};

}  // namespace puzzlelab::fuzz
