#include "run_cli.hpp"

#include <algorithm>
#include <new>
#include <string_view>

#include <CLI/CLI.hpp>

#include "cli_error.hpp"
#include "cli_io.hpp"
#include "commands.hpp"
#include "core/quote.hpp"

namespace puzzlelab::cli {

namespace {

// A message is one printable line of at most this many bytes, "puzzlelab: " included, whatever
// the arguments held (docs/CLI.md, "Exit status").
constexpr std::size_t kMaxMessageBytes = 1000;
constexpr std::string_view kPrefix = "puzzlelab: ";
constexpr std::string_view kCutMark = "... (cut)";

int fail(std::ostream& err, int exit_code, const std::string& message) {
  // Escaped first, then cut: escaping can make a message four times longer.
  std::string line = printable(message, message.size());
  if (kPrefix.size() + line.size() > kMaxMessageBytes) {
    line.resize(kMaxMessageBytes - kPrefix.size() - kCutMark.size());
    line += kCutMark;
  }
  err << kPrefix << line << '\n' << std::flush;
  return exit_code;
}

// CLI11's messages echo arguments as typed. Where one shows an argument longer than
// kMaxQuotedBytes (whole, or the name or value of a --name=value CLI11 split), it is shown the
// way every other message shows input: quote_input's escaped and cut form.
std::string quote_long_arguments(std::string message, const std::vector<std::string>& args) {
  std::vector<std::string> shown;
  for (const auto& arg : args) {
    shown.push_back(arg);
    if (const auto equals = arg.find('='); equals != std::string::npos) {
      shown.push_back(arg.substr(0, equals));
      shown.push_back(arg.substr(equals + 1));
    }
  }
  // Longest first, so that a part is not replaced inside the whole it came from.
  std::sort(shown.begin(), shown.end(), [](const auto& a, const auto& b) { return a.size() > b.size(); });
  for (const auto& text : shown) {
    if (text.size() <= kMaxQuotedBytes) break;
    const std::string quoted = quote_input(text);
    for (auto at = message.find(text); at != std::string::npos; at = message.find(text, at + quoted.size()))
      message.replace(at, text.size(), quoted);
  }
  return message;
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
    add_daily_command(app, io);
    add_trace_command(app, io);
    add_render_command(app, io);
    add_sat_command(app, io);
    add_solve_command(app, io);
    add_position_commands(app, io);
    add_code_commands(app, io);
    add_explain_command(app, io);
    add_enumerate_command(app, io);
    add_experiment_command(app, io);
    add_merge_command(app, io);
    add_sweep_command(app, io);
    add_extreme_command(app, io);
    add_validity_command(app, io);
    add_setups_command(app, io);
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
      return fail(err, kExitBadInput, quote_long_arguments(error.what(), args));
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
