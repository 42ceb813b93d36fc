// The expressive range of a Lab run for any two measures (docs/LAB.md, "Expressive range";
// docs/app/LAB_SCREEN.md, "Range"), from the measures of every challenge the run received
// (LabRun::measured): each setup's 2-D histogram on axes shared by all the run's setups, binned by
// the engine's own rule (lab/expressive_range.hpp), so the counts are those of the document of
// `puzzlelab experiment --range X,Y:BxB`; the challenges of one cell; the CSV of two setups' grids
// and their difference.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "lab/expressive_range.hpp"
#include "middle/lab_run.hpp"

namespace puzzlelab {

// The measures any challenge of the run has: solvable, random_solved, length, then the metrics.
std::vector<std::string> lab_range_measures(const LabRun& run);

// Per setup of the run (in the experiment's order) the histogram of (x, y), `bins` per axis asked.
lab::RangeHistogram lab_range_histogram(const LabRun& run, const std::string& x, const std::string& y,
                                        std::uint32_t bins);

// The challenges of setup `setup` whose (x, y) falls in cell (ix, iy) of `histogram`, in trial
// and index order.
std::vector<const LabRun::MeasuredChallenge*> lab_range_cell(const LabRun& run, const lab::RangeHistogram& histogram,
                                                             const std::string& x, const std::string& y,
                                                             std::size_t setup, std::uint32_t ix, std::uint32_t iy);

// A cell's share of a setup's challenges counted (0 when it has none).
double lab_range_share(const lab::RangeHistogram& histogram, std::size_t setup, std::uint32_t ix, std::uint32_t iy);

// CSV (RFC 4180, CRLF), one row per cell: x, y (the measures), x_bin, y_bin, x_low, x_high,
// y_low, y_high, then per setup of the run <setup>_count, and a_share, b_share, difference
// (a_share - b_share) for setups `a` and `b`.
std::string lab_range_csv(const LabRun& run, const lab::RangeHistogram& histogram, const std::string& x,
                          const std::string& y, std::size_t a, std::size_t b);

}  // namespace puzzlelab
