// How many random boards a sampling test takes. Stage 40-sanitized runs every case again under
// AddressSanitizer and UndefinedBehaviorSanitizer, where the same code runs five to ten times
// slower. That stage is there for memory errors and undefined behaviour, which the code paths of a
// sample's first boards show as well as its last ones; the agreement over the whole sample is the
// native stage's (10-unit) to check. So a sanitized build takes a quarter of each large sample.
#pragma once

#include <algorithm>

namespace puzzlelab::test_scale {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

// `full` natively; a quarter of it (at least one) in the sanitized build. Counts a test expects
// from its sample (at least so many solved boards) scale the same way.
template <typename Count>
constexpr Count sample(Count full) {
  return kSanitized ? std::max<Count>(1, full / 4) : full;
}

// Whether a sampling loop goes on to board `index` of `full`: natively through the whole sample;
// in the sanitized build through a quarter of it, and past that only until `covered` holds (what
// the test must see at least once in its sample, such as both verdicts).
template <typename Count>
constexpr bool keep_sampling(Count index, Count full, bool covered) {
  return index < full && (index < sample(full) || !covered);
}

}  // namespace puzzlelab::test_scale
