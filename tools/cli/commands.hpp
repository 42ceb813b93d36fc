// The sub-commands of `puzzlelab`, one file each (position_commands.cpp holds the four that
// take one position: hint, verify, playout, metrics). Each adds itself to the app; its callback
// builds a protocol request, calls it and prints the result to io.out.
#pragma once

#include <CLI/CLI.hpp>

#include "cli_io.hpp"

namespace puzzlelab::cli {

void add_games_command(CLI::App& app, const CliIo& io);
void add_generate_command(CLI::App& app, const CliIo& io);
void add_daily_command(CLI::App& app, const CliIo& io);
void add_trace_command(CLI::App& app, const CliIo& io);
void add_render_command(CLI::App& app, const CliIo& io);
void add_sat_command(CLI::App& app, const CliIo& io);
void add_solve_command(CLI::App& app, const CliIo& io);
void add_position_commands(CLI::App& app, const CliIo& io);
void add_code_commands(CLI::App& app, const CliIo& io);
void add_explain_command(CLI::App& app, const CliIo& io);
void add_enumerate_command(CLI::App& app, const CliIo& io);
void add_protocol_command(CLI::App& app, const CliIo& io);
void add_experiment_command(CLI::App& app, const CliIo& io);
void add_merge_command(CLI::App& app, const CliIo& io);
void add_sweep_command(CLI::App& app, const CliIo& io);
void add_setups_command(CLI::App& app, const CliIo& io);
void add_extreme_command(CLI::App& app, const CliIo& io);
void add_validity_command(CLI::App& app, const CliIo& io);

}  // namespace puzzlelab::cli
