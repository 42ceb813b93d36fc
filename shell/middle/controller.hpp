// The play screen's game, headless: the session (undo/redo), the settings, the stored document,
// the link, the notices, and the one policy for opening challenges (middle/open_policy.hpp) from
// a link, the new-game dialog or a fresh game, with the engine work they need (generating a
// seed's board) sent through the typed engine client. The app draws what it holds and passes the
// player's actions in; the platform (storage, address bar) is reached only through what
// take_document() and take_link_update() hand out, so the controller runs in unit tests as is.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/daily_date.hpp"
#include "middle/code_wait.hpp"
#include "middle/daily_record.hpp"
#include "middle/engine_client.hpp"
#include "middle/game_choice.hpp"
#include "middle/link_bridge.hpp"
#include "middle/notice_board.hpp"
#include "middle/open_policy.hpp"
#include "middle/play_recorder.hpp"
#include "middle/player_stats.hpp"
#include "middle/record_store.hpp"
#include "middle/saved_state.hpp"
#include "middle/saved_setups.hpp"
#include "middle/session.hpp"
#include "middle/settings.hpp"
#include "middle/sound_synth.hpp"

namespace puzzlelab {

class Controller {
 public:
  // Whether the app can show a game (it may know games it cannot draw yet).
  using Playable = std::function<bool(std::string_view game)>;
  // Seconds on a steady clock, for the statistics' timer (tests give their own).
  using Clock = std::function<double()>;
  // Today's UTC date by the player's clock (the browser's or the system's; tests give their own).
  using Today = std::function<DailyDate()>;

  Controller(EngineClient& engine, Playable playable, Clock clock = steady_seconds);
  static double steady_seconds();
  static DailyDate system_today();
  void set_today(Today today) { today_ = std::move(today); }
  DailyDate today() const { return today_(); }
  // Where a new game's seed comes from when the player names none (random; tests give their own).
  using SeedSource = std::function<std::uint64_t()>;
  void set_seed_source(SeedSource source) { seed_source_ = std::move(source); }

  // Restores the stored document (settings, statistics and the game in progress, each by itself:
  // whatever cannot be restored is discarded with a notice and the rest kept), then opens `hash`
  // if the page has a link, else keeps the stored game, else starts a fresh game. Never throws:
  // should anything fail on the way, the player gets a fresh game with the default settings and
  // a notice saying so.
  void start(const std::optional<std::string>& stored, const std::string& hash);

  // The actions that start a game (start() too) wait for its code when it is not here yet
  // (middle/code_wait.hpp): code_wait().games() names the games, and the app resumes the action
  // once they are loaded, or cancels it.
  CodeWait& code_wait() { return code_wait_; }

  // Starting games. Failures follow the open policy (a notice, then the current or a fresh game).
  void open_link(const std::string& hash);
  void new_game(const NewGameChoice& choice);
  // The last game, setup and parameters chosen (settings), or the first playable game's defaults
  // (the setup a player enjoys most: preferred_setup).
  void fresh_game();
  // Another deal of the open game (its params and setup, a new seed); a game given by its board
  // gets a fresh game instead.
  void new_deal();
  // The background search proved the open challenge unsolvable: say so, once per challenge, with
  // a "New deal" button (the notice's action "new-deal").
  void report_start_unsolvable();
  // The daily challenge (docs/app/DAILY.md) of `game` for today, or for `date` (a past day, or
  // today; a later date is refused as not available yet). `source` says who asked, for the open
  // policy. A daily link opens through open_link.
  void open_daily(const std::string& game);
  void open_daily(const std::string& game, const DailyDate& date, OpenSource source);
  // The date of the open daily challenge; nullopt when the open game is not one.
  std::optional<DailyDate> open_daily_date() const;
  // The open daily challenge's share text (daily_record.hpp), without the link.
  std::optional<std::string> daily_share_text() const;
  // The player was shown a hint for the open challenge (the daily record counts them).
  void report_hint();

  // The app's default setup for a game's fresh game (GameInfo::play_setup), where it differs from the engine's first
  // (whose order the CLI and the golden files depend on): Fujisan deals dominoes, the setup the
  // papers find solvable most often (docs/FUJISAN.md).
  static std::string preferred_setup(const Game& game);

  // What a solvable deal may spend (tests give a small budget to see it run out).
  void set_deal_budget(const DealBudget& budget) { deal_budget_ = budget; }
  // How the last solvable deal's check ended (nullopt: the open game was not dealt that way).
  const std::optional<DealCheck>& deal_check() const { return deal_check_; }

  // Changing the position; each returns whether it changed. A refused move gets a notice.
  // `by_solver`: the solver's playback played it (the statistics count the solve as helped).
  bool play(const std::string& move, bool by_solver = false);
  bool undo();
  bool redo();
  bool restart();
  bool go_to(std::size_t cursor);

  // What the position's changes sound like since the last call (a move, the solving move, a
  // refused move, an undo, and any cue the app adds, e.g. a hint), in order; the app plays them
  // when sound is on (middle/sound_synth.hpp).
  void cue(SoundCue sound) { cues_.push_back(sound); }
  std::vector<SoundCue> take_cues() { return std::exchange(cues_, {}); }

  const Session& session() const { return session_; }
  bool active() const { return session_.active(); }
  bool generating() const { return generating_; }
  // The current link (hash without '#'), also while a new one is being set up.
  const std::string& link() const { return link_; }
  NoticeBoard& notices() { return notices_; }
  const NoticeBoard& notices() const { return notices_; }

  // The player's record (player_stats.hpp), stored with the game.
  const PlayerStats& stats() const { return stats_; }
  // The player's daily challenges (daily_record.hpp), stored with the game.
  const DailyRecord& daily_record() const { return daily_; }
  double now() const { return clock_(); }
  // The player's own described setups (saved_setups.hpp), stored with the game.
  const SavedSetups& saved_setups() const { return setups_; }
  SavedSetups& edit_saved_setups() {
    dirty_ = true;
    return setups_;
  }
  // The background search learnt the open challenge's optimum.
  void report_optimum(std::size_t optimum);

  // Play records (docs/app/RECORDS.md): the records kept on this device, stored apart from the game
  // (record_store.hpp), and the record of the challenge on screen (play_recorder.hpp), stored with
  // the game. load_records() reads the stored records, before start(); a damaged record is dropped
  // alone, with a notice.
  void load_records(const std::optional<std::string>& stored);
  const RecordStore& records() const { return records_; }
  const PlayRecorder& recorder() const { return recorder_; }
  // "Keep play records on this device": on, the challenge on screen is recorded if nothing was
  // played on it yet (else the next one is); off, the record in progress is dropped and the records
  // kept stay until cleared.
  void set_keep_records(bool on);
  // Drops every record kept and the one in progress (recording goes on with the next challenge).
  void clear_records();
  // The setup of the challenge on screen was timed at the table (seconds per printed step): kept on
  // its record, or on a record of its own ("played": false) when it is not being recorded. False
  // when play records are off: nothing is kept.
  bool report_setup_timing(const std::vector<double>& steps);
  // The record document to store, when the stored one is behind; report_records_saved() says
  // whether it was.
  std::optional<std::string> take_records_document();
  void report_records_saved(bool ok);

  const Settings& settings() const { return settings_; }
  // Changes the settings (from the settings popup); they are stored with the game.
  Settings& edit_settings() {
    dirty_ = true;
    return settings_;
  }

  // The link the address bar should show, when it changed (or must be shown again because a
  // refused link replaced it there).
  std::optional<std::string> take_link_update();
  // The document to store, when the stored one is behind; report_saved() says whether it was.
  std::optional<std::string> take_document();
  void report_saved(bool ok);

 private:
  // start()'s reading of the stored document, part by part.
  void restore(const StoredDocument& stored);
  // Remembers the choice in the settings and opens it.
  void start_choice(OpenSource source, const NewGameChoice& choice);
  // Opens a link naming the game already open (its moves a prefix of the history) by moving
  // along the history; false when the link names something else.
  bool resume_current(const LinkTarget& target);
  // `solvable`: the challenge's seed is only where the search for a solvable deal starts.
  void open(OpenSource source, Challenge challenge, std::vector<std::string> moves, bool solvable = false);
  // Whether the challenge opened.
  bool begin(OpenSource source, Challenge challenge, std::vector<std::string> moves);
  void failed(OpenSource source, const std::string& why);
  void require_playable(const std::string& game) const;
  // The game fresh_game() opens with these settings (empty when the app can show none).
  std::string fresh_game_name(const Settings& settings) const;
  void position_changed();
  // After a move of the player's, a redo or a jump: a solved position counts as a solve.
  void count_if_solved();
  // Another challenge (`key`) replaced the one on screen: the record of the one left is kept when
  // it is to be, and the new one is recorded while records are on.
  void follow_challenge_for_records(const std::string& key);
  // Starts recording the challenge on screen with the hints and solver's help it had so far.
  void begin_record(const std::string& key, std::uint64_t hints, bool solver);
  void keep_record(PlayRecord record);

  EngineClient& engine_;
  Playable playable_;
  CodeWait code_wait_;
  Clock clock_;
  Today today_ = system_today;
  SeedSource seed_source_;  // empty: random_seed()
  Session session_;
  PlayerStats stats_;
  DailyRecord daily_;
  PlayRecorder recorder_;
  RecordStore records_;
  bool records_dirty_ = false;
  bool records_storage_failed_ = false;
  SavedSetups setups_;
  Settings settings_;
  NoticeBoard notices_;
  std::string link_;
  bool link_pending_ = false;
  bool dirty_ = false;
  bool storage_failed_ = false;
  std::uint64_t generate_request_ = 0;
  bool generating_ = false;
  DealBudget deal_budget_;
  std::optional<DealCheck> deal_check_;
  std::vector<SoundCue> cues_;
  bool unsolvable_reported_ = false;
};

}  // namespace puzzlelab
