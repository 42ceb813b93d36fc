// The plots' layout maths (shell/ui/plot_scale.hpp): nice ticks, mapping, labels, bands, legend
// wrapping and hit-testing. Expected values are worked out by hand in the comments.
#include <doctest/doctest.h>

#include <climits>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "ui/plot_scale.hpp"

using namespace puzzlelab::ui::plot;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

void check_values(const Ticks& t, const std::vector<double>& expected) {
  REQUIRE(t.values.size() == expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) CHECK(t.values[i] == doctest::Approx(expected[i]).epsilon(1e-12));
  CHECK(t.lo == t.values.front());
  CHECK(t.hi == t.values.back());
}

// True when x is 1, 2 or 5 times a power of ten.
bool is_nice(double x) {
  const double mantissa = x / std::pow(10.0, std::floor(std::log10(x) + 1e-9));
  for (const double m : {1.0, 2.0, 5.0, 10.0})
    if (std::fabs(mantissa - m) < 1e-6) return true;
  return false;
}

}  // namespace

TEST_CASE("plot scale: nice ticks step by 1, 2 or 5 times a power of ten and cover the range") {
  // span 1 / 5 intervals = 0.2 -> step 0.2 from 0 to 1.
  check_values(nice_ticks(0, 1, 5), {0, 0.2, 0.4, 0.6, 0.8, 1});
  check_values(nice_ticks(0, 100, 5), {0, 20, 40, 60, 80, 100});
  // 0.17 / 5 = 0.034 -> 5e-2; 0.76 rounds down to 0.75, 0.93 up to 0.95.
  check_values(nice_ticks(0.76, 0.93, 5), {0.75, 0.8, 0.85, 0.9, 0.95});
  // 14 / 5 = 2.8 -> 5: 3 rounds down to 0, 17 up to 20.
  check_values(nice_ticks(3, 17, 5), {0, 5, 10, 15, 20});
  // negative: 10 / 5 = 2 -> 2: -7 down to -8, 3 up to 4.
  check_values(nice_ticks(-7, 3, 5), {-8, -6, -4, -2, 0, 2, 4});
  // tiny and huge ranges.
  check_values(nice_ticks(0, 1e-9, 5), {0, 2e-10, 4e-10, 6e-10, 8e-10, 1e-9});
  check_values(nice_ticks(0, 3e12, 3), {0, 1e12, 2e12, 3e12});
  // fewer intervals wanted: 10 / 2 = 5.
  check_values(nice_ticks(0, 10, 2), {0, 5, 10});
  // a minimum step: 3 / 10 = 0.3 -> 0.5, raised to 1 for whole numbers.
  check_values(nice_ticks(0, 3, 10, 1), {0, 1, 2, 3});
  // bounds in the wrong order are swapped; the target is clamped to at least one interval.
  check_values(nice_ticks(10, 0, 5), {0, 2, 4, 6, 8, 10});
  check_values(nice_ticks(0, 10, 0), {0, 10});
  check_values(nice_ticks(0, 10, -3), {0, 10});
}

TEST_CASE("plot scale: degenerate and non-finite ranges give a usable axis without hanging") {
  // zero -> [0, 1].
  check_values(nice_ticks(0, 0, 5), {0, 0.2, 0.4, 0.6, 0.8, 1});
  // 5 alone widens by 10% to [4.5, 5.5]: step 0.2, 22 x 0.2 = 4.4 to 28 x 0.2 = 5.6.
  check_values(nice_ticks(5, 5, 5), {4.4, 4.6, 4.8, 5.0, 5.2, 5.4, 5.6});
  // a whole number widens by half the minimum step: [4.5, 5.5] in steps of 1.
  check_values(nice_ticks(5, 5, 5, 1), {4, 5, 6});
  // -3 widens to [-3.3, -2.7]: 0.12 -> 0.2, from -17 x 0.2 to -13 x 0.2.
  check_values(nice_ticks(-3, -3, 5), {-3.4, -3.2, -3.0, -2.8, -2.6});
  // NaN and infinities: both bad -> [0, 1]; one bad -> the other alone.
  check_values(nice_ticks(kNaN, kNaN, 5), {0, 0.2, 0.4, 0.6, 0.8, 1});
  check_values(nice_ticks(kInf, -kInf, 5), {0, 0.2, 0.4, 0.6, 0.8, 1});
  check_values(nice_ticks(kNaN, 4, 5), nice_ticks(4, 4, 5).values);
  check_values(nice_ticks(-kInf, 2, 5), nice_ticks(2, 2, 5).values);
  // beyond 1e300 the bounds are clamped: [-1e300, 1e300] in steps of 5e299, every tick finite.
  check_values(nice_ticks(-std::numeric_limits<double>::max(), std::numeric_limits<double>::max(), 5),
               {-1e300, -5e299, 0, 5e299, 1e300});
  // 1e6 alone widens by 10%: [9e5, 1.1e6] by 5e4.
  check_values(nice_ticks(1e6, 1e6, 5), {9e5, 9.5e5, 1e6, 1.05e6, 1.1e6});
  // so does a range below 1e-9 of its magnitude (1e-4 around 1e6): the same step, a few ticks.
  const Ticks narrow = nice_ticks(1e6, 1e6 + 1e-4, 5);
  CHECK(narrow.step == doctest::Approx(5e4));
  CHECK(narrow.lo <= 1e6);
  CHECK(narrow.hi >= 1e6 + 1e-4);
  CHECK(narrow.values.size() <= 7);
  // denormal magnitudes: still a short, increasing list.
  const Ticks tiny = nice_ticks(0, 1e-310, 5);
  CHECK(tiny.values.size() >= 2);
  CHECK(tiny.values.size() <= static_cast<std::size_t>(kMaxTicks));
  for (std::size_t i = 1; i < tiny.values.size(); ++i) CHECK(tiny.values[i] > tiny.values[i - 1]);
  // a NaN or negative minimum step is ignored.
  check_values(nice_ticks(0, 1, 5, kNaN), {0, 0.2, 0.4, 0.6, 0.8, 1});
  check_values(nice_ticks(0, 1, 5, -2), {0, 0.2, 0.4, 0.6, 0.8, 1});
}

TEST_CASE("plot scale: ticks for many ranges are nice, evenly spaced, few and covering") {
  std::uint64_t state = 12345;
  const auto next = [&] {  // a small LCG: reproducible ranges of every magnitude and sign
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<double>(state >> 11) / static_cast<double>(1ULL << 53);
  };
  for (int i = 0; i < 2000; ++i) {
    const double scale = std::pow(10.0, std::floor(next() * 40) - 20);
    const double a = (next() * 2 - 1) * scale, b = (next() * 2 - 1) * scale;
    const int target = 1 + static_cast<int>(next() * 12);
    const Ticks t = nice_ticks(a, b, target);
    INFO("range ", a, " .. ", b, " target ", target);
    REQUIRE(t.values.size() >= 2);
    CHECK(t.values.size() <= static_cast<std::size_t>(target) + 3);
    CHECK(is_nice(t.step));
    CHECK(t.lo <= std::min(a, b));
    CHECK(t.hi >= std::max(a, b));
    // Never more than one step of slack on either side.
    CHECK(std::min(a, b) - t.lo < t.step * (1 + 1e-9));
    CHECK(t.hi - std::max(a, b) < t.step * (1 + 1e-9));
    for (std::size_t k = 1; k < t.values.size(); ++k)
      CHECK(t.values[k] - t.values[k - 1] == doctest::Approx(t.step).epsilon(1e-6));
  }
}

TEST_CASE("plot scale: tick labels carry the decimals the step needs") {
  CHECK(step_decimals(5) == 0);
  CHECK(step_decimals(20) == 0);
  CHECK(step_decimals(0.2) == 1);
  CHECK(step_decimals(0.05) == 2);
  CHECK(step_decimals(2.5) == 1);
  CHECK(step_decimals(0.001) == 3);
  CHECK(step_decimals(0) == 0);
  CHECK(step_decimals(kNaN) == 0);

  CHECK(format_tick(0.4, 0.2, Format::percent) == "40%");
  CHECK(format_tick(0.025, 0.005, Format::percent) == "2.5%");  // a step of 0.5%
  CHECK(format_tick(1, 0.2, Format::percent) == "100%");
  CHECK(format_tick(0.25, 0.05, Format::number) == "0.25");
  CHECK(format_tick(0.2 * 3, 0.2, Format::number) == "0.6");  // 0.6000000000000001
  CHECK(format_tick(-1e-17, 0.2, Format::number) == "0.0");   // never "-0.0"
  CHECK(format_tick(12000, 2000, Format::integer) == "12,000");
  CHECK(format_tick(-5, 5, Format::integer) == "-5");
  CHECK(format_tick(4e6, 2e6, Format::number) == "4e+06");
  CHECK(format_tick(2.5e6, 5e5, Format::number) == "2500000");
  CHECK(format_tick(3e-5, 1e-5, Format::number) == "3e-05");
  CHECK(format_tick(1.00002, 2e-5, Format::number) == "1.00002");
  CHECK(format_tick(kInf, 1, Format::number) == "n/a");
}

TEST_CASE("plot scale: tooltip values are written in full") {
  CHECK(format_value(0.876, Format::percent) == "87.6%");
  CHECK(format_value(1, Format::percent) == "100.0%");
  CHECK(format_value(0, Format::percent) == "0.0%");
  CHECK(format_value(0.0004, Format::percent) == "0.04%");  // below 0.1%: two significant digits
  CHECK(format_value(12345, Format::integer) == "12,345");
  CHECK(format_value(2.6, Format::integer) == "3");
  CHECK(format_value(0.123456, Format::number) == "0.1235");
  CHECK(format_value(2.5, Format::number) == "2.5");
  CHECK(format_value(13, Format::number) == "13");
  CHECK(format_value(1234567.8, Format::number) == "1,234,568");
  CHECK(format_value(-1500, Format::number) == "-1,500");
  CHECK(format_value(1e20, Format::number) == "1e+20");
  CHECK(format_value(0.00001234, Format::number) == "1.234e-05");
  CHECK(format_value(kNaN, Format::percent) == "n/a");
  CHECK(format_value(-kInf, Format::number) == "n/a");

  CHECK(group_thousands(0) == "0");
  CHECK(group_thousands(999) == "999");
  CHECK(group_thousands(1000) == "1,000");
  CHECK(group_thousands(-1234567) == "-1,234,567");
  CHECK(group_thousands(LLONG_MIN) == "-9,223,372,036,854,775,808");
}

TEST_CASE("plot scale: values map to pixels and back, the y axis upside down") {
  const LinearMap y{0, 1, 300, 100};  // 0 at the bottom (pixel 300), 1 at the top (100)
  CHECK(y.to_pixel(0) == doctest::Approx(300));
  CHECK(y.to_pixel(1) == doctest::Approx(100));
  CHECK(y.to_pixel(0.25) == doctest::Approx(250));
  CHECK(y.to_value(150) == doctest::Approx(0.75));
  CHECK(y.to_value(y.to_pixel(0.6)) == doctest::Approx(0.6));
  CHECK(std::isnan(y.to_pixel(kNaN)));
  CHECK(y.to_pixel(1e300) == doctest::Approx(-1e7));  // far above the top, but finite
  CHECK(y.to_pixel(-kInf) == doctest::Approx(1e7));
  const LinearMap flat{2, 2, 0, 100};
  CHECK(flat.to_pixel(2) == doctest::Approx(50));
  CHECK(flat.to_pixel(7) == doctest::Approx(50));
  const LinearMap point{3, 9, 40, 40};
  CHECK(point.to_value(40) == doctest::Approx(3));
}

TEST_CASE("plot scale: category bands and the slots of grouped series") {
  const Span b = category_band(1, 4, 0, 400);
  CHECK(b.lo == doctest::Approx(100));
  CHECK(b.hi == doctest::Approx(200));
  CHECK(b.mid() == doctest::Approx(150));
  CHECK(category_at(250, 4, 0, 400) == 2);
  CHECK(category_at(0, 4, 0, 400) == 0);
  CHECK(category_at(399.9f, 4, 0, 400) == 3);
  CHECK(category_at(400, 4, 0, 400) == -1);
  CHECK(category_at(-1, 4, 0, 400) == -1);
  CHECK(category_at(std::numeric_limits<float>::quiet_NaN(), 4, 0, 400) == -1);
  CHECK(category_at(10, 0, 0, 400) == -1);
  // Two series fill 80% of [100, 200]: 80 pixels from 110, 40 each.
  const Span s0 = group_slot(b, 0, 2), s1 = group_slot(b, 1, 2);
  CHECK(s0.lo == doctest::Approx(110));
  CHECK(s0.hi == doctest::Approx(150));
  CHECK(s1.lo == doctest::Approx(150));
  CHECK(s1.hi == doctest::Approx(190));
  const Span alone = group_slot(b, 0, 1, 0.5f);
  CHECK(alone.lo == doctest::Approx(125));
  CHECK(alone.hi == doctest::Approx(175));
  const Span none = group_slot(b, 0, 0);  // no series counts as one
  CHECK(none.width() == doctest::Approx(80));
}

TEST_CASE("plot scale: legend entries wrap onto new rows") {
  // 50 at 0; 60 at 60 (ends at 120 <= 130); 70 at 130 would end at 200 > 130: next row.
  const std::vector<LegendSlot> slots = legend_layout({50, 60, 70}, 130, 10);
  REQUIRE(slots.size() == 3);
  CHECK(slots[0].x == 0);
  CHECK(slots[0].row == 0);
  CHECK(slots[1].x == 60);
  CHECK(slots[1].row == 0);
  CHECK(slots[2].x == 0);
  CHECK(slots[2].row == 1);
  CHECK(legend_rows(slots) == 2);
  // An entry wider than the row gets a row of its own, even first.
  const std::vector<LegendSlot> wide = legend_layout({200, 10, 300}, 100, 5);
  CHECK(wide[0].row == 0);
  CHECK(wide[1].row == 1);
  CHECK(wide[2].row == 2);
  CHECK(legend_rows({}) == 0);
}

TEST_CASE("plot scale: hit-testing finds the element under the mouse, the nearest when they overlap") {
  const std::vector<Target> targets = {{{0, 0, 10, 10}, 0, 7}, {{5, 0, 15, 10}, 1, 8}};
  CHECK(hit_test(targets, 6, 5) == 0);   // in both: centre (5, 5) is 1 away, (10, 5) 4 away
  CHECK(hit_test(targets, 9, 5) == 1);   // in both: (10, 5) is nearer
  CHECK(hit_test(targets, 2, 5) == 0);   // only the first
  CHECK(hit_test(targets, 10, 5) == 1);  // right edges are outside
  CHECK(hit_test(targets, 20, 5) == -1);
  CHECK(hit_test(targets, 5, -1) == -1);
  CHECK(hit_test({}, 0, 0) == -1);
}

TEST_CASE("plot scale: extents skip what is not a number; shares of nothing are zero") {
  Extent e;
  CHECK(e.empty);
  for (const double v : {kNaN, 3.0, -1.0, kInf, 2.0}) e.add(v);
  CHECK_FALSE(e.empty);
  CHECK(e.lo == -1);
  CHECK(e.hi == 3);
  CHECK(share(25, 100) == doctest::Approx(0.25));
  CHECK(share(3, 0) == 0);
}
