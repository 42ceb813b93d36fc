#include "game/printable.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/svg_writer.hpp"
#include "game/capabilities.hpp"
#include "game/printing.hpp"

namespace puzzlelab {

Printable make_printable(const Game& game, const json& params, std::string_view board,
                         const std::vector<std::string>& moves, const std::vector<TraceStep>& trace,
                         const SolveOutcome* solved) {
  Printable out;
  out.game = game.name();
  out.title = game.title();
  out.board = std::string(board);
  out.moves = moves;
  const Printing& printing = require_capability<Printing>(game);
  out.board_svg = printing.render_svg(params, board, moves);
  if (!trace.empty()) out.setup_steps = printing.setup_steps(params, trace);
  if (solved) {
    out.with_solution = true;
    out.status = solved->status;
    out.shortest = solved->shortest;
    if (solved->status == Status::solved) {
      const bool boards = solved->solution.size() <= kMaxSolutionBoards;
      std::vector<std::string> played = moves;
      for (const std::string& move : solved->solution) {
        PrintedMove printed{move, game.describe_move(params, board, played, move), {}};
        played.push_back(move);
        if (boards) printed.svg = printing.render_svg(params, board, played);
        out.solution.push_back(std::move(printed));
      }
    }
  }
  return out;
}

namespace {

// The width and height a document written by SvgWriter declares (its root's first two sizes).
std::pair<double, double> document_size(const std::string& svg) {
  const auto number_after = [&](const char* key) {
    const auto at = svg.find(key);
    return at == std::string::npos ? 0.0 : std::atof(svg.c_str() + at + std::char_traits<char>::length(key));
  };
  return {number_after(" width=\""), number_after(" height=\"")};
}

constexpr double kPageMargin = 24;
constexpr double kLine = 17;  // one line of text
constexpr double kThumbWidth = 200;

std::string verdict(const Printable& p) {
  if (p.status == Status::solved)
    return std::to_string(p.solution.size()) + (p.solution.size() == 1 ? " move" : " moves") +
           (p.shortest ? ", the shortest solution" : "");
  if (p.status == Status::unsolvable) return "no solution: the solver proved this position unsolvable";
  return "the solver found no solution within its budget";
}

}  // namespace

std::string printable_svg(const Printable& p) {
  const auto [board_w, board_h] = document_size(p.board_svg);
  const double width = std::max(board_w, 640.0) + 2 * kPageMargin;
  const double columns = std::max(1.0, std::floor((width - 2 * kPageMargin) / (kThumbWidth + 12)));

  // Heights first: the writer needs the document's size up front.
  double height = kPageMargin + 60 + board_h + 12;
  if (!p.setup_steps.empty()) height += 30 + kLine * static_cast<double>(p.setup_steps.size());
  double thumb_h = 0;
  if (p.with_solution) {
    height += 30 + kLine * static_cast<double>(std::max<std::size_t>(1, p.solution.size()));
    if (!p.solution.empty() && !p.solution.front().svg.empty()) {
      const auto [w, h] = document_size(p.solution.front().svg);
      thumb_h = w > 0 ? h * kThumbWidth / w : 0;
      const double rows = std::ceil(static_cast<double>(p.solution.size()) / columns);
      height += 16 + rows * (thumb_h + 26);
    }
  }
  height += kPageMargin;

  SvgWriter svg(width, height);
  svg.rect(0, 0, width, height, {{"fill", "#fff"}});
  double y = kPageMargin;
  svg.text(kPageMargin, y + 12, p.title, 22, {{"text-anchor", "start"}, {"font-weight", "bold"}});
  y += 34;
  svg.text(kPageMargin, y, "Board: " + p.board, 10,
           {{"text-anchor", "start"}, {"font-family", "DejaVu Sans Mono, monospace"}});
  if (!p.moves.empty())
    svg.text(kPageMargin, y + 14, "after " + std::to_string(p.moves.size()) + " moves", 10, {{"text-anchor", "start"}});
  y += 26;
  svg.embed(p.board_svg, kPageMargin, y, 1);
  y += board_h + 12;

  const auto heading = [&](const std::string& text) {
    svg.text(kPageMargin, y + 10, text, 15, {{"text-anchor", "start"}, {"font-weight", "bold"}});
    y += 30;
  };
  const auto line = [&](const std::string& text) {
    svg.text(kPageMargin, y, text, 11, {{"text-anchor", "start"}});
    y += kLine;
  };
  if (!p.setup_steps.empty()) {
    heading("Setup");
    for (std::size_t i = 0; i < p.setup_steps.size(); ++i) line(std::to_string(i + 1) + ". " + p.setup_steps[i]);
  }
  if (p.with_solution) {
    heading("Solution: " + verdict(p));
    for (std::size_t i = 0; i < p.solution.size(); ++i)
      line(std::to_string(i + 1) + ". " + p.solution[i].move + ": " + p.solution[i].description);
    if (p.solution.empty()) y += kLine;
    if (thumb_h > 0) {
      y += 16;
      for (std::size_t i = 0; i < p.solution.size(); ++i) {
        const double column = static_cast<double>(i % static_cast<std::size_t>(columns));
        const double row = static_cast<double>(i / static_cast<std::size_t>(columns));
        const double x = kPageMargin + column * (kThumbWidth + 12), top = y + row * (thumb_h + 26);
        const auto [w, h] = document_size(p.solution[i].svg);
        svg.text(x, top + 8, "after " + std::to_string(i + 1) + ". " + p.solution[i].move, 10,
                 {{"text-anchor", "start"}});
        if (w > 0) svg.embed(p.solution[i].svg, x, top + 16, kThumbWidth / w);
      }
    }
  }
  return svg.str();
}

}  // namespace puzzlelab
