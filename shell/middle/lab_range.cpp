#include "middle/lab_range.hpp"

#include <algorithm>
#include <set>

#include "lab/correlations.hpp"
#include "lab/figures.hpp"
#include "middle/lab_export.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;

std::size_t setup_of(const LabRun& run, const LabRun::MeasuredChallenge& m) {
  return run.spec().trials == 0 ? 0 : static_cast<std::size_t>(m.chunk / run.spec().trials);
}

}  // namespace

std::vector<std::string> lab_range_measures(const LabRun& run) {
  std::set<std::string> names;
  for (const auto& m : run.measured())
    for (const auto& [name, value] : m.measures) names.insert(name);
  // The correlations' order: their table of each measure alone lists exactly these names.
  lab::CrossTable alone;
  for (const std::string& name : names) alone[{name, name}] = {};
  return lab::correlation_measures(alone);
}

lab::RangeHistogram lab_range_histogram(const LabRun& run, const std::string& x, const std::string& y,
                                        std::uint32_t bins) {
  std::vector<lab::RangePoints> points(run.spec().setups.size());
  const lab::RangeSpec range{x, y, bins, bins};
  for (const auto& m : run.measured()) {
    const std::size_t setup = setup_of(run, m);
    if (setup < points.size()) lab::add_range_point(points[setup], range, m.measures);
  }
  return lab::range_histogram(points, bins, bins);
}

std::vector<const LabRun::MeasuredChallenge*> lab_range_cell(const LabRun& run, const lab::RangeHistogram& histogram,
                                                             const std::string& x, const std::string& y,
                                                             std::size_t setup, std::uint32_t ix, std::uint32_t iy) {
  std::vector<const LabRun::MeasuredChallenge*> out;
  if (histogram.empty()) return out;
  for (const auto& m : run.measured()) {
    if (setup_of(run, m) != setup) continue;
    const auto vx = m.measures.find(x), vy = m.measures.find(y);
    if (vx == m.measures.end() || vy == m.measures.end()) continue;
    if (histogram.x.bin_of(vx->second) == ix && histogram.y.bin_of(vy->second) == iy) out.push_back(&m);
  }
  std::sort(out.begin(), out.end(), [](const auto* a, const auto* b) {
    return a->chunk != b->chunk ? a->chunk < b->chunk : a->index < b->index;
  });
  return out;
}

double lab_range_share(const lab::RangeHistogram& histogram, std::size_t setup, std::uint32_t ix, std::uint32_t iy) {
  if (histogram.empty() || setup >= histogram.n.size() || histogram.n[setup] == 0) return 0;
  return static_cast<double>(histogram.counts[setup][static_cast<std::size_t>(ix) * histogram.y.bins + iy]) /
         static_cast<double>(histogram.n[setup]);
}

std::string lab_range_csv(const LabRun& run, const lab::RangeHistogram& histogram, const std::string& x,
                          const std::string& y, std::size_t a, std::size_t b) {
  const std::vector<std::string>& setups = run.spec().setups;
  std::vector<json> header = {"x", "y", "x_bin", "y_bin", "x_low", "x_high", "y_low", "y_high"};
  for (const std::string& s : setups) header.push_back(s + "_count");
  for (const char* column : {"a_share", "b_share", "difference"}) header.push_back(column);
  std::string out;
  append_lab_csv_row(out, header);
  if (histogram.empty() || a >= setups.size() || b >= setups.size()) return out;
  for (std::uint32_t ix = 0; ix < histogram.x.bins; ++ix)
    for (std::uint32_t iy = 0; iy < histogram.y.bins; ++iy) {
      std::vector<json> row = {x,
                               y,
                               ix,
                               iy,
                               lab::rounded_figure(histogram.x.edge(ix)),
                               lab::rounded_figure(histogram.x.edge(ix + 1)),
                               lab::rounded_figure(histogram.y.edge(iy)),
                               lab::rounded_figure(histogram.y.edge(iy + 1))};
      for (std::size_t s = 0; s < setups.size(); ++s)
        row.push_back(histogram.counts[s][static_cast<std::size_t>(ix) * histogram.y.bins + iy]);
      const double share_a = lab_range_share(histogram, a, ix, iy), share_b = lab_range_share(histogram, b, ix, iy);
      row.push_back(lab::rounded_figure(share_a));
      row.push_back(lab::rounded_figure(share_b));
      row.push_back(lab::rounded_figure(share_a - share_b));
      append_lab_csv_row(out, row);
    }
  return out;
}

}  // namespace puzzlelab
