// Play records (docs/app/RECORDS.md): what the controller records for a solve, a give-up and a
// setup timed at the table, once per challenge, through a reload; the store's bound and its
// reading of damaged records; the JSON and CSV exports; the setup timer.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "api/protocol.hpp"
#include "damaged_documents.hpp"
#include "middle/play_recorder.hpp"
#include "middle/record_export.hpp"
#include "middle/record_store.hpp"
#include "middle/setup_timer.hpp"
#include "middle_fixtures.hpp"

using puzzlelab::NewGameChoice;
using puzzlelab::PlayRecord;
using puzzlelab::PlayRecorder;
using puzzlelab::RecordStore;
using puzzlelab::SetupTimer;
using puzzlelab::testing::ControllerRig;
using json = nlohmann::json;

namespace {

constexpr const char* kBoardLink = "#v1/fujisan/board/554344221335.311400512200/standard";

std::vector<std::string> solution_of(const std::string& board, const json& params = json::object()) {
  const json answer =
      puzzlelab::handle_request({{"op", "solve"}, {"game", "fujisan"}, {"board", board}, {"params", params}});
  std::vector<std::string> moves;
  for (const json& move : answer.at("result").at("solution")) moves.push_back(move.get<std::string>());
  return moves;
}

NewGameChoice dealt(std::uint64_t seed) {
  NewGameChoice choice;
  choice.game = "fujisan";
  choice.setup = "dominoes";
  choice.seed = seed;
  return choice;
}

// A rig with records on and the fixed board open.
void open_board(ControllerRig& rig) {
  rig.controller.start(std::nullopt, kBoardLink);
  REQUIRE(rig.controller.active());
  rig.controller.set_keep_records(true);
  REQUIRE(rig.controller.recorder().recording());
}

PlayRecord sample(int i) {
  PlayRecord r;
  r.game = "fujisan";
  r.params = {{"variant", "standard"}};
  r.board = "554344221335/311400512200";
  r.setup = "dominoes";
  r.seed = static_cast<std::uint64_t>(i);
  r.seconds = puzzlelab::record_seconds(10 + i * 0.1);
  r.solved = i % 2 == 0;
  r.moves = 12;
  return r;
}

}  // namespace

TEST_CASE("play records: a solve is recorded once with its time, moves, undos and hints") {
  ControllerRig rig;
  open_board(rig);
  const std::string board = rig.controller.session().challenge().board;
  const auto moves = solution_of(board);
  REQUIRE(moves.size() == 12);
  rig.clock += 30;
  rig.controller.report_hint();
  REQUIRE(rig.controller.play(moves[0]));
  REQUIRE(rig.controller.undo());
  for (const std::string& move : moves) REQUIRE(rig.controller.play(move));
  REQUIRE(rig.controller.session().solved());
  REQUIRE(rig.controller.records().size() == 1);
  const PlayRecord& r = rig.controller.records().all().front();
  CHECK(r.game == "fujisan");
  CHECK(r.board == board);
  CHECK(r.params == rig.controller.session().challenge().params);
  CHECK(r.setup == "");  // a board given by a link, not dealt
  CHECK_FALSE(r.seed.has_value());
  CHECK(r.seconds == doctest::Approx(30));
  CHECK(r.solved);
  CHECK(r.moves == 12);
  CHECK(r.undos == 1);
  CHECK(r.restarts == 0);
  CHECK(r.hints == 1);
  CHECK_FALSE(r.solver);
  CHECK(r.played);
  // Undone and solved again, then left for another challenge: still one record.
  rig.controller.restart();
  while (rig.controller.redo()) {
  }
  rig.controller.new_game(dealt(7));
  rig.settle();
  CHECK(rig.controller.records().size() == 1);
}

TEST_CASE("play records: leaving a challenge after a move is a give-up; leaving it untouched is nothing") {
  ControllerRig rig;
  open_board(rig);
  rig.controller.new_game(dealt(12345));  // left without a move: no record
  rig.settle();
  REQUIRE(rig.controller.session().challenge().seed == 12345u);
  CHECK(rig.controller.records().size() == 0);
  rig.clock += 4.26;
  const auto legal = rig.controller.session().legal_moves();
  REQUIRE_FALSE(legal.empty());
  REQUIRE(rig.controller.play(legal.front(), true));  // the solver's move counts as a move
  rig.clock += 10;
  REQUIRE(rig.controller.restart());
  rig.controller.open_link(kBoardLink);  // another challenge
  REQUIRE(rig.controller.records().size() == 1);
  const PlayRecord& r = rig.controller.records().all().front();
  CHECK(r.setup == "dominoes");
  CHECK(r.seed == 12345u);
  CHECK(r.seconds == doctest::Approx(14.3));  // to a tenth
  CHECK_FALSE(r.solved);
  CHECK(r.played);
  CHECK(r.moves == 0);  // restarted: none left on the board
  CHECK(r.restarts == 1);
  CHECK(r.solver);
}

TEST_CASE("play records: a challenge reopened by its link or dealt again is the same play") {
  ControllerRig rig;
  open_board(rig);
  const auto moves = solution_of(rig.controller.session().challenge().board);
  REQUIRE(rig.controller.play(moves[0]));
  rig.controller.open_link(kBoardLink);  // its own link, without moves
  rig.controller.open_link(rig.controller.link());
  rig.controller.new_game(dealt(99));
  rig.settle();
  REQUIRE(rig.controller.records().size() == 1);  // the board left after a move
  REQUIRE(rig.controller.play(rig.controller.session().legal_moves().front()));
  rig.controller.new_game(dealt(99));  // the same deal again: not left
  rig.settle();
  rig.controller.open_link(rig.controller.link());
  CHECK(rig.controller.records().size() == 1);
  CHECK(rig.controller.recorder().draft()->moves == 0);  // dealt afresh: its board is back at the start
}

TEST_CASE("play records: the record in progress survives a reload and is not written twice") {
  ControllerRig rig;
  open_board(rig);
  const auto moves = solution_of(rig.controller.session().challenge().board);
  rig.clock += 20;
  REQUIRE(rig.controller.play(moves[0]));
  REQUIRE(rig.controller.play(moves[1]));
  REQUIRE(rig.controller.undo());
  rig.controller.report_hint();
  rig.clock += 5;
  const auto document = rig.controller.take_document();
  const auto records = rig.controller.take_records_document();
  REQUIRE(document.has_value());
  CHECK_FALSE(records.has_value());  // none finished yet: the one in progress is the game's

  ControllerRig later;
  later.clock = 5000;
  later.controller.load_records(records);
  later.controller.start(document, rig.controller.link().empty() ? "" : "#" + rig.controller.link());
  REQUIRE(later.controller.recorder().recording());
  CHECK(later.controller.recorder().key() == rig.controller.recorder().key());
  CHECK(later.controller.notices().all().empty());
  later.clock += 15;
  for (std::size_t i = later.controller.session().cursor(); i < moves.size(); ++i)
    REQUIRE(later.controller.play(moves[i]));
  REQUIRE(later.controller.records().size() == 1);
  const PlayRecord& r = later.controller.records().all().front();
  CHECK(r.seconds == doctest::Approx(40));  // 25 before the reload, 15 after
  CHECK(r.undos == 1);
  CHECK(r.hints == 1);
  CHECK(r.moves == 12);
  // Reloaded once more after the solve: nothing written again.
  ControllerRig again;
  again.controller.load_records(later.controller.take_records_document());
  again.controller.start(later.controller.take_document(), "");
  again.controller.open_link(kBoardLink);
  again.controller.new_game(dealt(5));
  again.settle();
  CHECK(again.controller.records().size() == 1);
}

TEST_CASE("play records: off by default, turning them off stops recording and keeps what was kept") {
  ControllerRig rig;
  rig.controller.start(std::nullopt, kBoardLink);
  CHECK_FALSE(rig.controller.settings().keep_records);
  const auto moves = solution_of(rig.controller.session().challenge().board);
  REQUIRE(rig.controller.play(moves[0]));
  rig.controller.set_keep_records(true);  // after a move: this one is not recorded from the middle
  CHECK_FALSE(rig.controller.recorder().recording());
  rig.controller.new_game(dealt(3));
  rig.settle();
  CHECK(rig.controller.records().size() == 0);
  REQUIRE(rig.controller.recorder().recording());
  REQUIRE(rig.controller.play(rig.controller.session().legal_moves().front()));
  rig.controller.open_link(kBoardLink);
  REQUIRE(rig.controller.records().size() == 1);
  REQUIRE(rig.controller.play(moves[0]));
  rig.controller.set_keep_records(false);
  CHECK_FALSE(rig.controller.recorder().recording());
  rig.controller.new_game(dealt(4));
  rig.settle();
  CHECK(rig.controller.records().size() == 1);  // kept until cleared
  CHECK_FALSE(rig.controller.report_setup_timing({1.0, 2.0}));
  rig.controller.clear_records();
  CHECK(rig.controller.records().size() == 0);
  CHECK(json::parse(*rig.controller.take_records_document()).at("records").empty());
}

TEST_CASE("play records: a setup timed at the table and never played is kept as not played") {
  SetupTimer timer({"first", "second", "third"});
  CHECK(timer.phase() == SetupTimer::Phase::ready);
  CHECK_FALSE(timer.done(1));
  timer.start(100);
  CHECK(timer.done(110));
  CHECK(timer.done(112));  // a mistaken tap
  CHECK(timer.current() == 2);
  CHECK(timer.back());
  CHECK(timer.current() == 1);
  CHECK(timer.total(120) == doctest::Approx(20));
  CHECK(timer.done(125));
  CHECK(timer.done(130));
  CHECK(timer.phase() == SetupTimer::Phase::complete);
  CHECK_FALSE(timer.done(140));
  CHECK(timer.total(500) == doctest::Approx(30));
  const std::vector<double> steps = timer.step_seconds();
  REQUIRE(steps.size() == 3);
  CHECK(steps[0] == doctest::Approx(10));
  CHECK(steps[1] == doctest::Approx(15));
  CHECK(steps[2] == doctest::Approx(5));

  ControllerRig rig;
  open_board(rig);
  rig.controller.new_game(dealt(42));
  rig.settle();
  REQUIRE(rig.controller.report_setup_timing({10.04, 15.0, 5.0}));
  rig.controller.new_game(dealt(43));  // left without a move
  rig.settle();
  REQUIRE(rig.controller.records().size() == 1);
  const PlayRecord& r = rig.controller.records().all().front();
  CHECK(r.seed == 42u);
  CHECK_FALSE(r.played);
  CHECK_FALSE(r.solved);
  CHECK(r.seconds == 0);
  CHECK(*r.setup_seconds == doctest::Approx(30));
  CHECK(r.setup_steps == std::vector<double>{10.0, 15.0, 5.0});

  // Timed then played and left: one record, played and given up, with the timing.
  REQUIRE(rig.controller.report_setup_timing({3.0, 4.0}));
  REQUIRE(rig.controller.play(rig.controller.session().legal_moves().front()));
  rig.controller.open_link(kBoardLink);
  REQUIRE(rig.controller.records().size() == 2);
  CHECK(rig.controller.records().all().back().played);
  CHECK(*rig.controller.records().all().back().setup_seconds == doctest::Approx(7));

  // Solved first, timed after: the kept record gets the timing.
  const auto moves = solution_of(rig.controller.session().challenge().board);
  for (const std::string& move : moves) REQUIRE(rig.controller.play(move));
  REQUIRE(rig.controller.records().size() == 3);
  REQUIRE(rig.controller.report_setup_timing({60.0}));
  CHECK(rig.controller.records().size() == 3);
  CHECK(rig.controller.records().all().back().solved);
  CHECK(rig.controller.records().all().back().setup_steps == std::vector<double>{60.0});
}

TEST_CASE("play records: at most 2000 are kept, the oldest dropped first") {
  RecordStore store;
  for (int i = 0; i < 2005; ++i) store.add(sample(i));
  REQUIRE(store.size() == 2000);
  CHECK(store.all().front().seed == 5u);
  CHECK(store.all().back().seed == 2004u);
  const std::string text = store.to_text();
  MESSAGE("2000 stored records take " << text.size() << " bytes");
  const RecordStore back = RecordStore::from_text(text);
  CHECK(back.all() == store.all());
  CHECK(back.counts().at("fujisan").played == 2000);
  CHECK(back.counts().at("fujisan").solved == 1000);
  CHECK(back.counts().at("fujisan").gave_up == 1000);
}

TEST_CASE("play records: a damaged stored record is dropped alone; damaged text never throws") {
  RecordStore store;
  for (int i = 0; i < 3; ++i) store.add(sample(i));
  json document = store.to_document();
  document["records"][1]["seconds"] = -1;
  RecordStore::Dropped dropped;
  const RecordStore back = RecordStore::from_text(document.dump(), &dropped);
  CHECK(dropped.records == 1);
  CHECK_FALSE(dropped.document);
  REQUIRE(back.size() == 2);
  CHECK(back.all()[0] == store.all()[0]);
  CHECK(back.all()[1] == store.all()[2]);
  CHECK(puzzlelab::dropped_records_notice(dropped) ==
        "One of your play records could not be read and was dropped; the rest are kept.");

  // Damaged every way at every place: whatever the damage, the records it did not touch stay.
  for (const auto& damaged : puzzlelab::testing::damaged_documents(store.to_document(), 100'000, 40)) {
    CAPTURE(damaged.what);
    RecordStore::Dropped d;
    const RecordStore read = RecordStore::from_text(damaged.text, &d);
    CHECK(read.size() <= 3);
    if (damaged.path.rfind("/records/1/", 0) == 0 && !d.document) {
      CHECK(std::count(read.all().begin(), read.all().end(), store.all()[0]) == 1);
      CHECK(std::count(read.all().begin(), read.all().end(), store.all()[2]) == 1);
      CHECK(read.size() + d.records == 3);
    }
  }
  RecordStore::Dropped whole;
  CHECK(RecordStore::from_text("{\"format\": \"puzzlelab-records\", \"version\": 1, \"rec", &whole).size() == 0);
  CHECK(whole.document);

  // The controller says so and writes the records again without the damaged one.
  ControllerRig rig;
  rig.controller.load_records(document.dump());
  rig.controller.start(std::nullopt, kBoardLink);
  REQUIRE(rig.controller.notices().all().size() == 1);
  CHECK(rig.controller.notices().all().front().text ==
        "One of your play records could not be read and was dropped; the rest are kept.");
  CHECK(json::parse(*rig.controller.take_records_document()).at("records").size() == 2);

  // A damaged record in progress is dropped alone too.
  ControllerRig playing;
  open_board(playing);
  REQUIRE(playing.controller.play(solution_of(playing.controller.session().challenge().board)[0]));
  json saved = json::parse(*playing.controller.take_document());
  saved["record"]["record"]["moves"] = "many";
  ControllerRig later;
  later.controller.start(saved.dump(), "");
  CHECK(later.controller.session().history().size() == 1);
  CHECK_FALSE(later.controller.recorder().recording());
  REQUIRE(later.controller.notices().all().size() == 1);
  CHECK(later.controller.notices().all().front().text ==
        "The play record of the challenge on screen could not be read and was dropped.");
}

TEST_CASE("play records: the JSON export is the record document, the CSV quotes as RFC 4180 asks") {
  RecordStore store;
  PlayRecord first = sample(2);
  first.seed = 18446744073709551615ull;
  first.setup_seconds = 31.5;
  first.setup_steps = {10.5, 21};
  first.undos = 2;
  first.hints = 1;
  first.solver = true;
  store.add(first);
  PlayRecord second = sample(3);
  second.setup = "a \"named\" setup,\nover two lines";
  second.seed.reset();
  second.played = true;
  store.add(second);

  const json exported = json::parse(puzzlelab::records_export_json(store));
  CHECK(exported.at("format") == "puzzlelab-records");
  CHECK(exported.at("version") == 1);
  REQUIRE(exported.at("records").size() == 2);
  const json& r = exported.at("records").at(0);
  CHECK(r.at("game") == "fujisan");
  CHECK(r.at("params") == json{{"variant", "standard"}});
  CHECK(r.at("board") == "554344221335/311400512200");
  CHECK(r.at("setup") == "dominoes");
  CHECK(r.at("seed") == "18446744073709551615");
  CHECK(r.at("seconds") == 10.2);
  CHECK(r.at("solved") == true);
  CHECK(r.at("moves") == 12);
  CHECK(r.at("undos") == 2);
  CHECK(r.at("restarts") == 0);
  CHECK(r.at("hints") == 1);
  CHECK(r.at("solver") == true);
  CHECK(r.at("played") == true);
  CHECK(r.at("setup_seconds") == 31.5);
  CHECK(r.at("setup_steps") == json::array({10.5, 21}));
  CHECK_FALSE(exported.at("records").at(1).contains("seed"));
  CHECK_FALSE(exported.at("records").at(1).contains("setup_seconds"));
  // What the export writes, read back as any record document is.
  CHECK(RecordStore::from_text(puzzlelab::records_export_json(store)).all() == store.all());
  CHECK(json::parse(puzzlelab::records_export_json(RecordStore())).at("records").empty());

  const std::string csv = puzzlelab::records_export_csv(store);
  const std::string header =
      "game,setup,seed,params,board,seconds,solved,moves,undos,restarts,hints,solver,played,setup_seconds,setup_"
      "steps\r\n";
  REQUIRE(csv.rfind(header, 0) == 0);
  const std::string rows = csv.substr(header.size());
  CHECK(rows ==
        "fujisan,dominoes,18446744073709551615,\"{\"\"variant\"\":\"\"standard\"\"}\",554344221335/311400512200,10.2,"
        "true,12,2,0,1,true,true,31.5,10.5;21.0\r\n"
        "fujisan,\"a \"\"named\"\" setup,\nover two lines\",,\"{\"\"variant\"\":\"\"standard\"\"}\","
        "554344221335/311400512200,10.3,false,12,0,0,0,false,true,,\r\n");
  CHECK(puzzlelab::csv_field("plain") == "plain");
  CHECK(puzzlelab::csv_field("a,b") == "\"a,b\"");
  CHECK(puzzlelab::csv_field("cr\rhere") == "\"cr\rhere\"");
}

TEST_CASE("play records: the record in progress reads back whole or not at all") {
  PlayRecorder recorder;
  recorder.begin(sample(1), "key");
  recorder.moved(3, false);
  recorder.undone(2);
  bool damaged = true;
  const PlayRecorder back = PlayRecorder::from_json(recorder.to_json(), &damaged);
  CHECK_FALSE(damaged);
  CHECK(back.key() == "key");
  REQUIRE(back.draft() != nullptr);
  CHECK(*back.draft() == *recorder.draft());
  for (const auto& d : puzzlelab::testing::damaged_documents(recorder.to_json(), 1000, 10)) {
    CAPTURE(d.what);
    bool dropped = false;
    json value;
    try {
      value = json::parse(d.text);
    } catch (const std::exception&) {
      value = "cut";
    }
    const PlayRecorder read = PlayRecorder::from_json(value, &dropped);
    if (value.is_null())
      CHECK_FALSE(dropped);  // nothing recorded
    else
      CHECK(dropped != read.recording());
  }
}

TEST_CASE("play records: a jump back along the moves is an undo; hints before the switch count, after the solve not") {
  ControllerRig rig;
  rig.controller.start(std::nullopt, kBoardLink);
  rig.controller.report_hint();  // before records were on, on a challenge with nothing played yet
  rig.controller.set_keep_records(true);
  REQUIRE(rig.controller.recorder().recording());
  CHECK(rig.controller.recorder().draft()->hints == 1);
  const auto moves = solution_of(rig.controller.session().challenge().board);
  REQUIRE(rig.controller.play(moves[0]));
  REQUIRE(rig.controller.play(moves[1]));
  REQUIRE(rig.controller.go_to(0));  // back: one undo
  REQUIRE(rig.controller.go_to(2));  // forward again: no undo, the moves are back
  CHECK(rig.controller.recorder().draft()->undos == 1);
  CHECK(rig.controller.recorder().draft()->moves == 2);
  for (std::size_t i = 2; i < moves.size(); ++i) REQUIRE(rig.controller.play(moves[i]));
  rig.controller.report_hint();  // after the solve
  REQUIRE(rig.controller.records().size() == 1);
  CHECK(rig.controller.records().all().front().hints == 1);
  CHECK(rig.controller.records().all().front().undos == 1);
}
