#include "core/setup_trace.hpp"

namespace puzzlelab {

std::vector<std::string> board_cells(std::string_view text) {
  std::vector<std::string> cells;
  // Items after the grid, separated by ';' (Fruit Dating's one-way borders), come last.
  const auto semi = text.find(';');
  const std::string_view board = text.substr(0, semi);
  std::size_t start = 0;
  for (;;) {
    const auto end = board.find('/', start);
    const std::string_view row =
        board.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (row.find(',') != std::string_view::npos) {
      std::size_t from = 0;
      for (;;) {
        const auto comma = row.find(',', from);
        cells.emplace_back(row.substr(from, comma == std::string_view::npos ? std::string_view::npos : comma - from));
        if (comma == std::string_view::npos) break;
        from = comma + 1;
      }
    } else {
      for (const char c : row) cells.emplace_back(1, c);
    }
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  for (std::size_t from = semi; from != std::string_view::npos;) {
    const auto next = text.find(';', from + 1);
    cells.emplace_back(
        text.substr(from + 1, next == std::string_view::npos ? std::string_view::npos : next - from - 1));
    from = next;
  }
  return cells;
}

std::vector<TraceStep> final_draw(const std::vector<TraceStep>& steps) {
  std::size_t first = 0;
  // A wiping step that also lays pieces (a whole board laid at once) is the final draw's first.
  for (std::size_t i = 0; i < steps.size(); ++i)
    if (steps[i].clear) first = steps[i].placed.empty() ? i + 1 : i;
  return {steps.begin() + static_cast<std::ptrdiff_t>(first), steps.end()};
}

void SetupTrace::add(TraceStep step) {
  if (watcher_) watcher_(step);
  if (draws_.empty() || step.clear) draws_.emplace_back();
  if (draws_.size() > kTraceKeptRejectedDraws + 1) {
    draws_.pop_front();
    ++dropped_;
  }
  draws_.back().push_back(std::move(step));
}

std::vector<TraceStep> SetupTrace::steps() const {
  std::vector<TraceStep> out;
  if (dropped_ > 0)
    out.push_back({"skipped",
                   std::to_string(dropped_) + (dropped_ == 1 ? " earlier draw" : " earlier draws") +
                       " not shown: each was rejected and drawn again",
                   {},
                   {}});
  for (const auto& draw : draws_) out.insert(out.end(), draw.begin(), draw.end());
  return out;
}

}  // namespace puzzlelab
