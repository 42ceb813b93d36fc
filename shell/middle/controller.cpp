#include "middle/controller.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <optional>
#include <random>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/daily.hpp"
#include "game/daily_link.hpp"
#include "game/link.hpp"
#include "game/params.hpp"
#include "middle/link_bridge.hpp"
#include "middle/saved_state.hpp"

namespace puzzlelab {
namespace {

// Seeds players see and type: nine digits are plenty and easy to read out.
std::uint64_t random_seed() {
  std::random_device device;
  const auto ticks = static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
  return ((static_cast<std::uint64_t>(device()) << 20) ^ ticks) % 1'000'000'000ull;
}

// The topic of the notices saying a game could not be opened.
constexpr const char* kOpeningTopic = "opening";
// The action of the notice saying a deal cannot be solved.
constexpr const char* kNewDealAction = "new-deal";

// A link whose puzzle opens but whose moves do not: it opens at the puzzle's start, saying why.
std::string refused_moves_notice(const std::string& why) {
  return "This link had a move that cannot be played (" + why + "); the puzzle opens at its start.";
}

// `name` if it is one of the games, else empty: an unknown game fails as it is opened, as always.
std::string known_game(const std::string& name) { return game_named(name) != nullptr ? name : std::string(); }

// The game a link names, read without that game's code; empty for a link that names none.
std::string game_of_link(const std::string& hash) {
  try {
    return known_game(is_daily_link(hash) ? parse_daily_link(hash).game : decode_link(hash).game);
  } catch (const std::exception&) {
    return {};
  }
}

bool find_setup(const std::vector<SetupSpec>& list, const std::string& name) {
  for (const SetupSpec& item : list)
    if (item.name == name) return true;
  return false;
}

}  // namespace

Controller::Controller(EngineClient& engine, Playable playable, Clock clock)
    : engine_(engine), playable_(std::move(playable)), clock_(std::move(clock)) {}

double Controller::steady_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

DailyDate Controller::system_today() { return utc_date_of(static_cast<std::int64_t>(std::time(nullptr))); }

void Controller::start(const std::optional<std::string>& stored, const std::string& hash) {
  try {
    // The games whose code this needs first: the stored game's (restored whatever the link), the
    // settings' game's (its parameters are checked as they are read; without a stored game or a
    // link, a fresh game of it starts) and the link's.
    const StoredDocument document = read_stored_document(stored);
    std::vector<std::string> games;
    for (const std::string& game : stored_games(document)) games.push_back(known_game(game));
    games.push_back(hash.empty() ? std::string() : game_of_link(hash));
    if (code_wait_.wait(games, [this, stored, hash] { start(stored, hash); })) return;
    restore(document);
    if (!hash.empty()) {
      open_link(hash);
    } else if (!session_.active()) {
      fresh_game();
    }
  } catch (const std::exception& e) {
    // The last line of defence: the reading above drops each damaged part by itself, so this
    // is for what nobody foresaw. Whatever it was must not keep the player out on every visit:
    // start over from the defaults, and the document written next replaces the stored one.
    session_ = Session();
    stats_ = PlayerStats();
    daily_ = DailyRecord();
    recorder_ = PlayRecorder();
    setups_ = SavedSetups();
    settings_ = Settings();
    notices_.error("Puzzle Lab could not start with what it had stored (" + printable(e.what(), 200) +
                   "); a new game was started with the default settings.");
    try {
      fresh_game();
    } catch (const std::exception& again) {
      notices_.error(std::string("No game could be started: ") + again.what());
    }
  }
  dirty_ = true;  // rewrite the storage now: drops whatever was discarded above
}

void Controller::restore(const StoredDocument& stored) {
  SavedState saved = read_saved_state(stored);
  settings_ = saved.settings;
  for (const std::string& problem : saved.problems) notices_.error(problem);
  if (saved.stats) {
    std::vector<std::string> dropped;
    stats_ = PlayerStats::from_json(*saved.stats, clock_(), &dropped);
    if (!dropped.empty())
      notices_.error(stats_.games().empty()
                         ? "Your statistics could not be read and were reset."
                         : "Part of your statistics could not be read and was dropped; the rest is kept.");
  }
  if (saved.daily) {
    std::vector<std::string> dropped;
    daily_ = DailyRecord::from_json(*saved.daily, &dropped);
    if (!dropped.empty())
      notices_.error(daily_.games().empty()
                         ? "Your daily challenge record could not be read and was reset."
                         : "Part of your daily challenge record could not be read and was dropped; the rest is kept.");
  }
  if (saved.setups) {
    std::vector<std::string> dropped;
    setups_ = SavedSetups::from_json(*saved.setups, &dropped);
    if (!dropped.empty())
      notices_.error(setups_.all().empty() ? "Your saved setups could not be read and were dropped."
                                           : std::to_string(dropped.size()) +
                                                 " of your saved setups could not be read and were dropped; the "
                                                 "rest are kept.");
  }
  if (saved.record) {
    bool damaged = false;
    recorder_ = PlayRecorder::from_json(*saved.record, &damaged);
    if (damaged) notices_.error("The play record of the challenge on screen could not be read and was dropped.");
  }
  if (saved.session) {
    try {
      Session restored;
      restored.restore(*saved.session);
      require_playable(restored.challenge().game);
      const std::string key = write_link(restored.challenge(), {});
      session_ = std::move(restored);
      stats_.opened(session_.challenge().game, key, clock_());
      position_changed();
    } catch (const std::exception& e) {
      session_ = Session();
      notices_.error(std::string("Your saved game could not be restored and was discarded: ") + e.what());
    }
  }
  // The record in progress goes on only with its own challenge, restored, and with records on: a
  // game that could not be restored was not left by the player, so it is no give-up.
  const std::string key = session_.active() ? write_link(session_.challenge(), {}) : std::string();
  if (!settings_.keep_records || key.empty() || recorder_.key() != key) recorder_.stop();
}

void Controller::load_records(const std::optional<std::string>& stored) {
  RecordStore::Dropped dropped;
  records_ = RecordStore::from_text(stored, &dropped);
  if (const std::string notice = dropped_records_notice(dropped); !notice.empty()) {
    notices_.error(notice);
    records_dirty_ = true;  // written again without what was dropped, so it is said once
  }
}

void Controller::set_keep_records(bool on) {
  if (settings_.keep_records == on) return;
  settings_.keep_records = on;
  dirty_ = true;
  if (!on) {
    recorder_.stop();
    return;
  }
  // The challenge on screen is recorded from its start only: nothing played on it, not solved.
  if (session_.active() && session_.history().empty() && !stats_.current_solved())
    begin_record(write_link(session_.challenge(), {}), stats_.current_hints(), stats_.current_assisted());
}

void Controller::clear_records() {
  records_.clear();
  recorder_.stop();
  records_dirty_ = true;
  dirty_ = true;
}

void Controller::begin_record(const std::string& key, std::uint64_t hints, bool solver) {
  const Challenge& challenge = session_.challenge();
  PlayRecord draft;
  draft.game = challenge.game;
  draft.params = challenge.params;
  draft.board = challenge.board;
  if (challenge.from_seed()) {
    draft.setup = challenge.setup;
    draft.seed = challenge.seed;
  }
  draft.moves = session_.cursor();  // a link may open it with moves played
  draft.hints = hints;
  draft.solver = solver;
  recorder_.begin(std::move(draft), key);
  dirty_ = true;
}

void Controller::follow_challenge_for_records(const std::string& key) {
  // The statistics still time the challenge left: its time is theirs.
  if (auto left = recorder_.left(stats_.seconds(clock_()))) keep_record(std::move(*left));
  if (settings_.keep_records) begin_record(key, 0, false);
}

void Controller::keep_record(PlayRecord record) {
  records_.add(std::move(record));
  records_dirty_ = true;
  dirty_ = true;
}

bool Controller::report_setup_timing(const std::vector<double>& steps) {
  if (!settings_.keep_records || !session_.active()) return false;
  const std::string key = write_link(session_.challenge(), {});
  dirty_ = true;
  if (recorder_.key() == key) {
    if (recorder_.timed_setup(steps)) return true;
    // Solved and kept already: the kept record gets the timing.
    if (PlayRecord* kept = records_.newest_like(*recorder_.draft())) {
      set_setup_timing(*kept, steps);
      records_dirty_ = true;
      return true;
    }
  }
  // Not being recorded (records were turned on after it was played): the timing alone.
  PlayRecord timing;
  const Challenge& challenge = session_.challenge();
  timing.game = challenge.game;
  timing.params = challenge.params;
  timing.board = challenge.board;
  if (challenge.from_seed()) {
    timing.setup = challenge.setup;
    timing.seed = challenge.seed;
  }
  timing.played = false;
  set_setup_timing(timing, steps);
  keep_record(std::move(timing));
  return true;
}

std::optional<std::string> Controller::take_records_document() {
  if (!records_dirty_) return std::nullopt;
  records_dirty_ = false;
  return records_.to_text();
}

void Controller::report_records_saved(bool ok) {
  if (!ok && !records_storage_failed_)
    notices_.error("Your play records could not be saved (the storage is full or disabled).");
  records_storage_failed_ = !ok;
}

void Controller::require_playable(const std::string& game) const {
  if (playable_(game)) return;
  const Game& known = find_game(game);  // throws unknown_game, listing the known ones
  throw InputError("no_view", known.title() + " cannot be played in this app yet");
}

void Controller::open_link(const std::string& hash) {
  if (code_wait_.wait({game_of_link(hash)}, [this, hash] { open_link(hash); })) return;
  if (is_daily_link(hash)) {
    try {
      const DailyLink link = parse_daily_link(hash);
      open_daily(link.game, link.date, OpenSource::link);
    } catch (const std::exception& e) {
      failed(OpenSource::link, e.what());
    }
    return;
  }
  try {
    LinkTarget target = read_link(hash);
    require_playable(target.challenge.game);
    if (target.refused_moves) notices_.error(refused_moves_notice(*target.refused_moves));
    if (resume_current(target)) return;
    open(OpenSource::link, std::move(target.challenge), std::move(target.moves));
  } catch (const std::exception& e) {
    failed(OpenSource::link, e.what());
  }
}

bool Controller::resume_current(const LinkTarget& target) {
  // The link names the open game at a point of its history (a reload, Back, the game's own link):
  // move there and keep the moves after it to redo, instead of starting over with only the link's.
  if (!session_.active() || target.refused_moves) return false;
  const std::vector<std::string>& history = session_.history();
  if (target.moves.size() > history.size() || !std::equal(target.moves.begin(), target.moves.end(), history.begin()))
    return false;
  const std::string open_link = write_link(session_.challenge(), target.moves);
  if (open_link.empty() || open_link != write_link(target.challenge, target.moves)) return false;
  notices_.withdraw_errors(kOpeningTopic);
  session_.go_to(target.moves.size());
  recorder_.position(session_.cursor());
  position_changed();
  return true;
}

std::string Controller::fresh_game_name(const Settings& settings) const {
  // The last game chosen if the app can still show it (an unknown name falls back to the first).
  std::string name;
  for (const auto& g : all_games()) {
    if (!playable_(g->name())) continue;
    if (name.empty() || g->name() == settings.game) name = g->name();
  }
  return name;
}

void Controller::fresh_game() {
  const std::string name = fresh_game_name(settings_);
  if (name.empty()) {
    notices_.error("This build of the app can show none of the engine's games.");
    return;
  }
  if (code_wait_.wait({name}, [this] { fresh_game(); })) return;
  const Game* game = &find_game(name);
  NewGameChoice choice;
  choice.game = game->name();
  const std::vector<SetupSpec>& setups = game->info().setups;
  choice.setup = find_setup(setups, settings_.setup) ? settings_.setup : preferred_setup(*game);
  choice.params = game->info().default_params();
  if (settings_.game == choice.game && settings_.params.is_object()) {
    // The last parameters used, if the game still takes them.
    try {
      choice.params = normalize_params(*game, settings_.params);
    } catch (const std::exception&) {
    }
  }
  start_choice(OpenSource::fresh_game, choice);
}

std::string Controller::preferred_setup(const Game& game) {
  const std::vector<SetupSpec>& setups = game.info().setups;
  if (find_setup(setups, game.info().play_setup)) return game.info().play_setup;
  return setups.empty() ? "" : setups.front().name;
}

void Controller::new_game(const NewGameChoice& choice) {
  if (choice.link) {
    open_link(*choice.link);
    return;
  }
  if (code_wait_.wait({known_game(choice.game)}, [this, choice] { new_game(choice); })) return;
  start_choice(OpenSource::new_game, choice);
}

void Controller::new_deal() {
  if (!session_.active() || !session_.challenge().from_seed()) {
    fresh_game();
    return;
  }
  NewGameChoice choice;
  choice.game = session_.challenge().game;
  choice.setup = session_.challenge().setup;
  choice.params = session_.challenge().params;
  start_choice(OpenSource::new_game, choice);
}

void Controller::open_daily(const std::string& game) { open_daily(game, today(), OpenSource::new_game); }

void Controller::open_daily(const std::string& game, const DailyDate& date, OpenSource source) {
  if (code_wait_.wait({known_game(game)}, [this, game, date, source] { open_daily(game, date, source); })) return;
  try {
    require_playable(game);
    const DailyDate now = today();
    if (date > now)
      throw InputError("bad_date", "the daily challenge of " + long_daily_date(date) +
                                       " is not available yet (today is " + long_daily_date(now) + ", UTC)");
    const std::string day = format_daily_date(date);
    if (session_.active() && session_.challenge().game == game && session_.challenge().daily == day) {
      // That day's challenge is open already (a reload, the menu again): keep playing it.
      notices_.withdraw_errors(kOpeningTopic);
      link_pending_ = true;
      return;
    }
    engine_.abandon(generate_request_);
    generating_ = true;
    generate_request_ = engine_.daily(game, day, [this, source, game, day](const GenerateResult& result) {
      generating_ = false;
      if (result.end != RequestEnd::answered || !result.seed) {
        failed(source, result.end == RequestEnd::answered ? "the engine dealt no seed" : result.error.message);
        return;
      }
      Challenge challenge;
      challenge.game = game;
      challenge.params = result.params;
      challenge.setup = result.setup;
      challenge.seed = result.seed;
      challenge.board = result.board;
      challenge.daily = day;
      begin(source, std::move(challenge), {});
    });
  } catch (const std::exception& e) {
    failed(source, e.what());
  }
}

std::optional<DailyDate> Controller::open_daily_date() const {
  if (!session_.active() || session_.challenge().daily.empty()) return std::nullopt;
  try {
    return parse_daily_date(session_.challenge().daily);
  } catch (const InputError&) {
    return std::nullopt;
  }
}

std::optional<std::string> Controller::daily_share_text() const {
  const auto date = open_daily_date();
  if (!date) return std::nullopt;
  const std::string& game = session_.challenge().game;
  return puzzlelab::daily_share_text(find_game(game).title(), *date,
                                     daily_.result(game, *date).value_or(DailyResult{}));
}

void Controller::report_hint() {
  stats_.hinted();
  recorder_.hinted();
  if (const auto date = open_daily_date()) daily_.hint(session_.challenge().game, *date);
  dirty_ = true;
}

void Controller::report_start_unsolvable() {
  if (unsolvable_reported_ || !session_.active()) return;
  unsolvable_reported_ = true;
  notices_.warn("This deal cannot be solved: the solver searched every position reachable from the start.",
                kNewDealAction, "New deal");
}

void Controller::start_choice(OpenSource source, const NewGameChoice& choice) {
  settings_.game = choice.game;
  if (!choice.setup.empty()) settings_.setup = choice.setup;
  if (!choice.board) settings_.params = choice.params;
  dirty_ = true;
  Challenge challenge;
  challenge.game = choice.game;
  if (choice.params.is_object()) challenge.params = choice.params;
  if (choice.board) {
    challenge.board = *choice.board;
  } else {
    challenge.setup = choice.setup;
    challenge.seed = choice.seed ? *choice.seed : seed_source_ ? seed_source_() : random_seed();
  }
  // Only a seed the app picked may be replaced by a later one; a seed the player typed is dealt.
  const bool solvable = !choice.board && !choice.seed && settings_.solvable_only;
  open(source, std::move(challenge), {}, solvable);
}

void Controller::open(OpenSource source, Challenge challenge, std::vector<std::string> moves, bool solvable) {
  if (!challenge.board.empty()) {
    begin(source, std::move(challenge), std::move(moves));
    return;
  }
  // Named by setup and seed: the board is generated off the UI thread first.
  engine_.abandon(generate_request_);
  generating_ = true;
  auto done = [this, source, challenge, moves, solvable](const GenerateResult& result) mutable {
    generating_ = false;
    if (result.end != RequestEnd::answered) {
      failed(source, result.error.message);
      return;
    }
    challenge.board = result.board;
    if (solvable && result.seed) challenge.seed = result.seed;  // the link names the seed dealt
    if (result.params.is_object() && !result.params.empty()) challenge.params = result.params;
    if (begin(source, std::move(challenge), std::move(moves))) {
      deal_check_ = solvable ? result.check : std::nullopt;
      if (deal_check_ && deal_check_->status == Status::unknown)
        notices_.info("This deal was not checked: the solver could not decide it in time.");
    }
  };
  generate_request_ = solvable ? engine_.generate_solvable(challenge, deal_budget_, std::move(done))
                               : engine_.generate(challenge, std::move(done));
}

bool Controller::begin(OpenSource source, Challenge challenge, std::vector<std::string> moves) {
  try {
    require_playable(challenge.game);
    Session next;
    std::optional<std::string> refused_moves;
    try {
      next.start(challenge, moves);
    } catch (const InputError& e) {
      // A seed link's moves meet their board only here, once the worker has dealt it (read_link
      // cannot check them without the deal): bad ones are dropped as a board link's are.
      if (source != OpenSource::link || moves.empty() || e.code() != "bad_move") throw;
      refused_moves = e.what();
      next.start(std::move(challenge), {});
    }
    const std::string previous = session_.active() ? write_link(session_.challenge(), {}) : std::string();
    session_ = std::move(next);
    const std::string key = write_link(session_.challenge(), {});
    // The same challenge again (its link, the menu again) is the same play, as the statistics count it.
    if (key != previous)
      follow_challenge_for_records(key);
    else
      recorder_.position(session_.cursor());
    stats_.opened(session_.challenge().game, key, clock_());
    if (const auto date = open_daily_date()) daily_.played(session_.challenge().game, *date);
    // A new challenge: what was said about the last one's start no longer applies.
    deal_check_.reset();
    unsolvable_reported_ = false;
    notices_.withdraw(kNewDealAction);
    // A game the player asked for opened: earlier failures to open one no longer apply. (Not
    // after a fresh game, which may be the fallback the failure notice announces.)
    if (source != OpenSource::fresh_game) notices_.withdraw_errors(kOpeningTopic);
    if (refused_moves) notices_.error(refused_moves_notice(*refused_moves));
    position_changed();
    return true;
  } catch (const std::exception& e) {
    failed(source, e.what());
    return false;
  }
}

void Controller::failed(OpenSource source, const std::string& why) {
  const Fallback fallback = fallback_after_failure(source, session_.active());
  notices_.error(failure_notice(source, fallback, why), kOpeningTopic);
  switch (fallback) {
    case Fallback::keep_current: link_pending_ = true; break;  // the address bar shows the game actually open
    case Fallback::fresh_game: fresh_game(); break;
    case Fallback::none: break;
  }
}

void Controller::position_changed() {
  // A dead end (tokens or cards left, no legal move) is announced with Undo at hand; any change of
  // position ends the announcement.
  notices_.withdraw("undo");
  if (session_.stuck())
    notices_.warn("Stuck: no legal move is left and the puzzle is not solved. Undo to try another way.", "undo",
                  session_.can_undo() ? "Undo" : "OK");
  link_ = write_link(session_.challenge(), session_.played());
  link_pending_ = true;
  dirty_ = true;
}

bool Controller::play(const std::string& move, bool by_solver) {
  if (const auto refused = session_.play(move)) {
    notices_.error("That move is not allowed: " + *refused);
    cue(SoundCue::refused);
    return false;
  }
  recorder_.moved(session_.cursor(), by_solver);
  if (by_solver) {
    stats_.assisted();
    if (const auto date = open_daily_date()) daily_.assisted(session_.challenge().game, *date);
  }
  cue(session_.solved() ? SoundCue::solved : SoundCue::move);
  count_if_solved();
  position_changed();
  return true;
}

void Controller::count_if_solved() {
  if (!session_.solved()) return;
  stats_.solved(session_.cursor(), clock_());
  if (auto record = recorder_.solved(session_.cursor(), stats_.seconds(clock_()))) keep_record(std::move(*record));
  if (const auto date = open_daily_date()) daily_.solved(session_.challenge().game, *date, session_.cursor());
}

void Controller::report_optimum(std::size_t optimum) {
  stats_.optimum_known(optimum);
  if (const auto date = open_daily_date()) daily_.optimum(session_.challenge().game, *date, optimum);
  dirty_ = true;
}

bool Controller::undo() {
  if (!session_.undo()) return false;
  recorder_.undone(session_.cursor());
  cue(SoundCue::undo);
  position_changed();
  return true;
}

bool Controller::redo() {
  if (!session_.redo()) return false;
  recorder_.position(session_.cursor());
  cue(session_.solved() ? SoundCue::solved : SoundCue::move);
  count_if_solved();
  position_changed();
  return true;
}

bool Controller::restart() {
  if (!session_.active() || session_.cursor() == 0) return false;
  session_.restart();
  recorder_.restarted();
  position_changed();
  return true;
}

bool Controller::go_to(std::size_t cursor) {
  if (!session_.active() || cursor == session_.cursor() || cursor > session_.history().size()) return false;
  const bool back = cursor < session_.cursor();
  session_.go_to(cursor);
  if (back)
    recorder_.undone(session_.cursor());  // a jump back along the moves is one undo
  else
    recorder_.position(session_.cursor());
  count_if_solved();
  position_changed();
  return true;
}

std::optional<std::string> Controller::take_link_update() {
  if (!link_pending_) return std::nullopt;
  link_pending_ = false;
  return link_;
}

std::optional<std::string> Controller::take_document() {
  // Every change is written at once (one small document): a reload right after a move keeps it.
  if (!dirty_) return std::nullopt;
  dirty_ = false;
  const std::optional<nlohmann::json> session = session_.active() ? std::optional(session_.to_json()) : std::nullopt;
  const std::optional<nlohmann::json> setups = setups_.all().empty() ? std::nullopt : std::optional(setups_.to_json());
  const std::optional<nlohmann::json> record =
      recorder_.recording() ? std::optional(recorder_.to_json()) : std::nullopt;
  return write_saved_state(settings_, session, stats_.to_json(clock_()), daily_.to_json(), setups, record);
}

void Controller::report_saved(bool ok) {
  if (!ok && !storage_failed_) notices_.error("Your game could not be saved (the storage is full or disabled).");
  storage_failed_ = !ok;
}

}  // namespace puzzlelab
