// `puzzlelab solve GAME BOARD [MOVES...]` and `puzzlelab solve GAME --batch FILE|-`: one JSON
// object per board. In a batch a bad board does not stop the others: its line gets
// {"status": "error", "error": {...}} (a line over 8 MiB: code "line_too_long"), and the command
// exits 2 once every line is done. FILE must be a regular file; a batch holds at most 256 MiB.
#include <fstream>
#include <memory>

#include "core/quote.hpp"
#include "game/limits.hpp"

#include "cli_error.hpp"
#include "commands.hpp"
#include "line_reader.hpp"
#include "protocol_call.hpp"
#include "regular_file.hpp"
#include "shared_options.hpp"

namespace puzzlelab::cli {

namespace {

// A batch is read as it goes, one line at a time, so its size costs no memory; the cap ends an
// input that never ends (--batch - < /dev/zero) and is far above any real list of boards.
constexpr std::uint64_t kMaxBatchBytes = 256ull << 20;

struct SolveOptions {
  GameOptions game;
  PositionOptions position;
  BudgetOptions budget;
  SolverOption solver;
  std::string batch;
};

nlohmann::json solve_request(const SolveOptions& options, const std::string& board,
                             const std::vector<std::string>& moves) {
  nlohmann::json request = options.game.request_fields();
  request["op"] = "solve";
  request["board"] = board;
  request["moves"] = moves;
  options.budget.fill(request);
  options.solver.fill(request);
  return request;
}

std::string without_surrounding_space(const std::string& line) {
  const auto first = line.find_first_not_of(" \t\r");
  if (first == std::string::npos) return {};
  const auto last = line.find_last_not_of(" \t\r");
  return line.substr(first, last - first + 1);
}

// A line over the cap is a bad line like any other: its own error object, and exit 2 at the end.
nlohmann::json line_too_long_error(const LineReader::Line& line) {
  return {{"code", "line_too_long"},
          {"message", "the line is longer than " + std::to_string(limits::kMaxRequestBytes) +
                          " bytes; it was skipped (" + std::to_string(line.bytes) + " bytes or more)"}};
}

// `source` names the input in messages: "batch file 'boards.txt'" or "standard input".
void solve_batch(const SolveOptions& options, const CliIo& io, std::istream& input, const std::string& source) {
  LineReader reader(input, limits::kMaxRequestBytes, kMaxBatchBytes);
  std::size_t boards = 0;
  std::size_t bad = 0;
  std::string first_problem;
  LineReader::Line line;
  while (reader.next(line)) {
    const std::size_t line_number = reader.line_number();
    const std::string board = line.too_long ? std::string() : without_surrounding_space(line.text);
    if (!line.too_long && board.empty()) continue;
    ++boards;
    nlohmann::json out = {{"line", line_number}};
    nlohmann::json error;
    if (line.too_long) {
      error = line_too_long_error(line);
    } else {
      const auto response = call_protocol_response(solve_request(options, board, {}));
      if (response.value("ok", false)) {
        out.update(response["result"]);
        out.erase("moves");  // always empty in a batch
      } else {
        error = response["error"];
        // An engine failure is not the board's fault: stop with exit 1 rather than blame the line.
        if (is_internal_error(error.value("code", "")))
          throw CliError(kExitInternal, error.value("message", "internal error"));
        out["board"] = board;
      }
    }
    if (!error.is_null()) {
      out["status"] = "error";
      out["error"] = error;
      if (bad++ == 0) first_problem = "line " + std::to_string(line_number) + ": " + error.value("message", "");
    }
    print_json_line(io.out, out);
  }
  if (reader.over_total())
    throw CliError(kExitBadInput, source + " goes on past " + std::to_string(kMaxBatchBytes) + " bytes (in line " +
                                      std::to_string(reader.line_number() + 1) +
                                      "), the limit of a batch: split it into smaller batches");
  if (reader.failed()) throw CliError(kExitBadInput, "could not read the batch input to the end");
  if (bad > 0)
    throw CliError(kExitBadInput, std::to_string(bad) + " of " + std::to_string(boards) +
                                      " boards in the batch could not be solved (first: " + first_problem + ")");
}

void run_solve(const SolveOptions& options, const CliIo& io) {
  if (options.batch.empty()) {
    if (options.position.board.empty()) throw CliError(kExitBadInput, "give a BOARD or --batch FILE (- for stdin)");
    print_json_line(io.out, call_protocol(solve_request(options, options.position.board, options.position.moves)));
    return;
  }
  if (!options.position.board.empty()) throw CliError(kExitBadInput, "give either a BOARD or --batch, not both");
  if (options.batch == "-") {
    solve_batch(options, io, io.in, "standard input");
    return;
  }
  check_regular_file(options.batch, kMaxBatchBytes, "batch file");
  std::ifstream file(options.batch);
  if (!file) throw CliError(kExitBadInput, "cannot open batch file " + quote_input(options.batch));
  solve_batch(options, io, file, "batch file " + quote_input(options.batch));
}

}  // namespace

void add_solve_command(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<SolveOptions>();
  auto* command = app.add_subcommand("solve", "Solve boards; print one JSON object per board");
  options->game.add_to(*command);
  options->position.add_to(*command, /*board_required=*/false);
  command->add_option("--batch", options->batch, "Solve the boards in FILE, one per line (- reads stdin)")
      ->check(non_empty());
  options->budget.add_to(*command);
  options->solver.add_to(*command);
  command->callback([options, io] { run_solve(*options, io); });
}

}  // namespace puzzlelab::cli
