// `puzzlelab daily GAME [DATE]`: the day's challenge of a game (docs/app/DAILY.md), as the
// protocol's "daily" result on one JSON line: the board, the seed dealt, the daily link and the
// seed link, and how the solvability check ended. DATE is YYYY-MM-DD (UTC), by default today's
// UTC date by this machine's clock; any date of the calendar may be asked for, future ones too.
#include <ctime>
#include <memory>

#include "commands.hpp"
#include "game/daily_date.hpp"
#include "protocol_call.hpp"
#include "shared_options.hpp"

namespace puzzlelab::cli {

namespace {

struct DailyOptions {
  std::string game;
  std::string date;
};

}  // namespace

void add_daily_command(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<DailyOptions>();
  auto* command = app.add_subcommand("daily", "Print a game's daily challenge for a UTC date (default: today)");
  command->add_option("game", options->game, "Game, by name (see `puzzlelab games`)")->required();
  command->add_option("date", options->date, "UTC date YYYY-MM-DD, 2020-01-01 to 2999-12-31 (default: today)")
      ->check(non_empty());
  command->callback([options, io] {
    const std::string date = options->date.empty()
                                 ? format_daily_date(utc_date_of(static_cast<std::int64_t>(std::time(nullptr))))
                                 : options->date;
    print_json_line(io.out, call_protocol({{"op", "daily"}, {"game", options->game}, {"date", date}}));
  });
}

}  // namespace puzzlelab::cli
