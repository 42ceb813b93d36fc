#include "run_cli.hpp"

#include <new>

#include <CLI/CLI.hpp>

#include "cli_error.hpp"
#include "cli_io.hpp"
#include "commands.hpp"
#include "core/quote.hpp"

namespace puzzlelab::cli {

namespace {

// Messages can echo arguments (CLI11's do, unquoted): one printable line of bounded length,
// whatever the arguments held.
constexpr std::size_t kMaxMessageBytes = 1000;

int fail(std::ostream& err, int exit_code, const std::string& message) {
  err << "puzzlelab: " << printable(message, kMaxMessageBytes) << '\n' << std::flush;
  return exit_code;
}

// CLI11 would report a mistyped command as "A subcommand is required"; name it instead.
void check_command_name(const CLI::App& app, const std::vector<std::string>& args) {
  if (args.empty() || args[0].empty() || args[0][0] == '-') return;
  std::string known;
  for (const auto* command : app.get_subcommands([](const CLI::App*) { return true; })) {
    if (command->get_name() == args[0]) return;
    known += (known.empty() ? "" : ", ") + command->get_name();
  }
  throw CliError(kExitBadInput, "unknown command " + quote_input(args[0]) + " (commands: " + known + ")");
}

// Output that could not be written is lost output: an error, not a success (docs/CLI.md).
int finish(std::ostream& out, std::ostream& err, int exit_code) {
  out.flush();
  if (out) return exit_code;
  return fail(err, kExitInternal, "could not write the output (standard output failed, e.g. the disk is full)");
}

}  // namespace

int run_cli(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  try {
    CliIo io{in, out};
    CLI::App app{"Puzzle Lab: generate, solve and study solitaire puzzles (docs/CLI.md)", "puzzlelab"};
    app.require_subcommand(1);
    add_games_command(app, io);
    add_generate_command(app, io);
    add_trace_command(app, io);
    add_solve_command(app, io);
    add_position_commands(app, io);
    add_enumerate_command(app, io);
    add_experiment_command(app, io);
    add_merge_command(app, io);
    add_protocol_command(app, io);
    try {
      check_command_name(app, args);
      // CLI11 reads argv-style arguments; the program name comes first.
      std::vector<const char*> argv = {"puzzlelab"};
      for (const auto& arg : args) argv.push_back(arg.c_str());
      app.parse(static_cast<int>(argv.size()), argv.data());
      return finish(out, err, 0);
    } catch (const CLI::Success& help) {
      // --help: the help of the sub-command given, on stdout, exit 0.
      return finish(out, err, app.exit(help, out, err));
    } catch (const CLI::ParseError& error) {
      return fail(err, kExitBadInput, error.what());
    }
  } catch (const CliError& error) {
    out.flush();
    return fail(err, error.exit_code(), error.what());
  } catch (const std::bad_alloc&) {
    return fail(err, kExitInternal, "out of memory");
  } catch (const std::exception& error) {
    return fail(err, kExitInternal, std::string("internal error: ") + error.what());
  }
}

}  // namespace puzzlelab::cli
