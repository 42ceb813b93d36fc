// puzzlelab: the command line over the protocol (docs/CLI.md). Exit status 0 on success, 2 on
// bad input and 1 on an internal failure, with exactly one line on stderr in both failure cases.
#include <iostream>
#include <new>
#include <string>

#include <CLI/CLI.hpp>

#include "cli_error.hpp"
#include "commands.hpp"

namespace {

// One line, whatever the message quotes from the input.
std::string one_line(std::string message) {
  for (char& c : message)
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
  return message;
}

int fail(int exit_code, const std::string& message) {
  std::cerr << "puzzlelab: " << one_line(message) << '\n';
  return exit_code;
}

// CLI11 would report a mistyped command as "A subcommand is required"; name it instead.
void check_command_name(const CLI::App& app, int argc, char** argv) {
  if (argc < 2 || argv[1][0] == '-') return;
  std::string known;
  for (const auto* command : app.get_subcommands([](const CLI::App*) { return true; })) {
    if (command->get_name() == argv[1]) return;
    known += (known.empty() ? "" : ", ") + command->get_name();
  }
  throw puzzlelab::cli::CliError(puzzlelab::cli::kExitBadInput,
                                 "unknown command '" + std::string(argv[1]) + "' (commands: " + known + ")");
}

}  // namespace

int main(int argc, char** argv) {
  using namespace puzzlelab::cli;
  CLI::App app{"Puzzle Lab: generate, solve and study solitaire puzzles (docs/CLI.md)", "puzzlelab"};
  app.require_subcommand(1);
  add_games_command(app);
  add_generate_command(app);
  add_solve_command(app);
  add_position_commands(app);
  add_enumerate_command(app);
  try {
    check_command_name(app, argc, argv);
    app.parse(argc, argv);
    return 0;
  } catch (const CLI::Success& help) {
    return app.exit(help);  // --help: the help of the sub-command given, on stdout, exit 0
  } catch (const CLI::ParseError& error) {
    return fail(kExitBadInput, error.what());
  } catch (const CliError& error) {
    return fail(error.exit_code(), error.what());
  } catch (const std::bad_alloc&) {
    return fail(kExitInternal, "out of memory");
  } catch (const std::exception& error) {
    return fail(kExitInternal, std::string("internal error: ") + error.what());
  }
}
