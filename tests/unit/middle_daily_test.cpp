// The app's daily challenge (middle/daily_record.hpp, Controller::open_daily): streaks over month
// and year ends and missed days, the record stored and read back with damaged days dropped, the
// share text, and the controller opening a day's challenge by link and by menu, refusing a day
// that has not come yet, counting the solve and the hints, and keeping the game on a reload.
#include <doctest/doctest.h>

#include <string>

#include "api/protocol.hpp"
#include "middle/daily_record.hpp"
#include "middle/saved_state.hpp"
#include "middle_fixtures.hpp"

using puzzlelab::DailyDate;
using puzzlelab::DailyRecord;
using puzzlelab::DailyResult;
using puzzlelab::DailySummary;
using puzzlelab::testing::ControllerRig;

namespace {

DailyRecord daily_solved_on(std::initializer_list<DailyDate> dates) {
  DailyRecord record;
  for (const DailyDate& date : dates) {
    record.played("fujisan", date);
    record.solved("fujisan", date, 10);
  }
  return record;
}

std::vector<std::string> daily_solution(const std::string& game, const std::string& board) {
  const nlohmann::json answer =
      puzzlelab::handle_request({{"op", "solve"}, {"game", game}, {"board", board}}).at("result");
  return answer.at("solution").get<std::vector<std::string>>();
}

std::string daily_errors(const puzzlelab::Controller& c) {
  std::string out;
  for (const auto& n : c.notices().all())
    if (n.level == puzzlelab::Notice::Level::error) out += n.text + "\n";
  return out;
}

}  // namespace

TEST_CASE("daily record: streaks run over month and year ends and stop at a missed or unsolved day") {
  const DailyRecord year_end = daily_solved_on({{2026, 12, 30}, {2026, 12, 31}, {2027, 1, 1}});
  CHECK(year_end.summary("fujisan", {2027, 1, 1}) == DailySummary{3, 3, 3, 3});
  CHECK(year_end.summary("fujisan", {2027, 1, 2}) == DailySummary{3, 3, 3, 3});  // today not solved yet
  CHECK(year_end.summary("fujisan", {2027, 1, 3}) == DailySummary{3, 3, 0, 3});  // a day missed
  CHECK(year_end.summary("boxoff", {2027, 1, 1}) == DailySummary{});

  // Feb 28 -> Mar 1 is consecutive in 2026, not in the leap year 2024.
  CHECK(daily_solved_on({{2026, 2, 28}, {2026, 3, 1}}).summary("fujisan", {2026, 3, 1}).streak == 2);
  CHECK(daily_solved_on({{2024, 2, 28}, {2024, 3, 1}}).summary("fujisan", {2024, 3, 1}).streak == 1);
  CHECK(daily_solved_on({{2024, 2, 28}, {2024, 2, 29}, {2024, 3, 1}}).summary("fujisan", {2024, 3, 1}).streak == 3);
  CHECK(daily_solved_on({{2026, 4, 30}, {2026, 5, 1}}).summary("fujisan", {2026, 5, 1}).streak == 2);

  // A day played and not solved ends the run; the longest is kept.
  DailyRecord broken = daily_solved_on({{2026, 11, 1}, {2026, 11, 2}, {2026, 11, 3}, {2026, 11, 5}, {2026, 11, 6}});
  CHECK(broken.summary("fujisan", {2026, 11, 6}) == DailySummary{5, 5, 2, 3});
  broken.played("fujisan", {2026, 11, 7});
  CHECK(broken.summary("fujisan", {2026, 11, 7}) == DailySummary{6, 5, 2, 3});  // today may still be solved
  CHECK(broken.summary("fujisan", {2026, 11, 8}) == DailySummary{6, 5, 0, 3});  // it was not
  // The solver's help before a solve: played, not solved.
  DailyRecord helped;
  helped.played("fujisan", {2026, 11, 7});
  helped.assisted("fujisan", {2026, 11, 7});
  helped.solved("fujisan", {2026, 11, 7}, 9);
  CHECK(helped.summary("fujisan", {2026, 11, 7}) == DailySummary{1, 0, 0, 0});
}

TEST_CASE("daily record: the first solve is the day's result; hints before it are counted") {
  DailyRecord record;
  const DailyDate day{2026, 12, 1};
  record.played("fujisan", day);
  record.hint("fujisan", day);
  record.hint("fujisan", day);
  record.solved("fujisan", day, 14);
  record.hint("fujisan", day);
  record.solved("fujisan", day, 20);
  record.optimum("fujisan", day, 14);
  const DailyResult result = record.result("fujisan", day).value();
  CHECK(result.solved);
  CHECK(result.moves == 14u);
  CHECK(result.optimum == 14u);
  CHECK(result.hints == 2);
}

TEST_CASE("daily record: the share text says how the day went and nothing of the solution") {
  DailyResult r;
  CHECK(puzzlelab::daily_share_text("Fujisan", {2026, 12, 1}, r) ==
        "Puzzle Lab \xC2\xB7 Fujisan, 1 Dec 2026: not solved yet");
  r.solved = true;
  r.moves = 14;
  r.optimum = 14;
  CHECK(puzzlelab::daily_share_text("Fujisan", {2026, 12, 1}, r) ==
        "Puzzle Lab \xC2\xB7 Fujisan, 1 Dec 2026: solved in 14 moves (optimum 14), no hints");
  r.optimum.reset();
  r.hints = 1;
  CHECK(puzzlelab::daily_share_text("BoxOff", {2027, 1, 31}, r) ==
        "Puzzle Lab \xC2\xB7 BoxOff, 31 Jan 2027: solved in 14 moves, 1 hint");
  r.hints = 3;
  CHECK(puzzlelab::daily_share_text("BoxOff", {2027, 1, 31}, r).ends_with(", 3 hints"));
  DailyResult helped;
  helped.assisted = true;
  CHECK(puzzlelab::daily_share_text("Pretzel", {2027, 1, 31}, helped) ==
        "Puzzle Lab \xC2\xB7 Pretzel, 31 Jan 2027: solved with the solver's help");
}

TEST_CASE("daily record: stored and read back; a damaged day or game is dropped alone") {
  DailyRecord record = daily_solved_on({{2026, 11, 29}, {2026, 11, 30}});
  record.optimum("fujisan", {2026, 11, 30}, 8);
  record.played("boxoff", {2026, 11, 30});
  record.hint("boxoff", {2026, 11, 30});
  const nlohmann::json stored = record.to_json();
  std::vector<std::string> dropped;
  CHECK(DailyRecord::from_json(stored, &dropped).to_json() == stored);
  CHECK(dropped.empty());

  nlohmann::json damaged = stored;
  damaged["fujisan"]["2026-11-29"]["moves"] = "ten";
  damaged["fujisan"]["2026-02-30"] = stored["fujisan"]["2026-11-30"];
  damaged["fujisan"]["2026-11-30"]["hints"] = -1;
  damaged["boxoff"] = 5;
  const DailyRecord read = DailyRecord::from_json(damaged, &dropped);
  CHECK(dropped ==
        std::vector<std::string>{"boxoff", "fujisan/2026-02-30", "fujisan/2026-11-29", "fujisan/2026-11-30"});
  CHECK(read.games().empty());

  dropped.clear();
  nlohmann::json contradiction = stored;
  contradiction["fujisan"]["2026-11-29"]["solved"] = false;  // moves without a solve
  CHECK(DailyRecord::from_json(contradiction, &dropped).summary("fujisan", {2026, 11, 30}) == DailySummary{1, 1, 1, 1});
  CHECK(dropped == std::vector<std::string>{"fujisan/2026-11-29"});

  dropped.clear();
  CHECK(DailyRecord::from_json(nlohmann::json::array(), &dropped).games().empty());
  CHECK(dropped == std::vector<std::string>{"daily"});
}

TEST_CASE("daily in the app: a daily link deals the day's challenge; solving it counts for that day") {
  ControllerRig rig;
  rig.controller.set_today([] { return DailyDate{2026, 12, 1}; });
  rig.controller.start(std::nullopt, "#v1/daily/fujisan/2026-11-30");
  rig.settle();
  REQUIRE(rig.controller.active());
  CHECK(daily_errors(rig.controller).empty());
  const puzzlelab::Challenge& c = rig.controller.session().challenge();
  const nlohmann::json dealt =
      puzzlelab::handle_request({{"op", "daily"}, {"game", "fujisan"}, {"date", "2026-11-30"}}).at("result");
  CHECK(c.daily == "2026-11-30");
  CHECK(c.board == dealt.at("board"));
  CHECK(std::to_string(c.seed.value()) == dealt.at("seed"));
  CHECK(c.setup == "dominoes");
  CHECK(rig.controller.link() == "v1/daily/fujisan/2026-11-30");
  CHECK(rig.controller.open_daily_date() == DailyDate{2026, 11, 30});

  rig.controller.report_hint();
  const std::vector<std::string> solution = daily_solution("fujisan", c.board);
  for (const std::string& move : solution) REQUIRE(rig.controller.play(move));
  rig.controller.report_optimum(solution.size());
  const DailyResult result = rig.controller.daily_record().result("fujisan", {2026, 11, 30}).value();
  CHECK(result.solved);
  CHECK(result.moves == solution.size());
  CHECK(result.hints == 1);
  CHECK(rig.controller.daily_record().summary("fujisan", {2026, 12, 1}) == DailySummary{1, 1, 1, 1});
  CHECK(rig.controller.daily_share_text().value() == "Puzzle Lab \xC2\xB7 Fujisan, 30 Nov 2026: solved in " +
                                                         std::to_string(solution.size()) + " moves (optimum " +
                                                         std::to_string(solution.size()) + "), 1 hint");

  // A reload on the daily link keeps the game and its moves; the record survives the document.
  const std::string document = rig.controller.take_document().value();
  ControllerRig reload;
  reload.controller.set_today([] { return DailyDate{2026, 12, 1}; });
  reload.controller.start(document, "#v1/daily/fujisan/2026-11-30");
  reload.settle();
  CHECK(reload.controller.session().cursor() == solution.size());
  CHECK(reload.controller.session().solved());
  CHECK(reload.controller.daily_record().to_json() == rig.controller.daily_record().to_json());
  CHECK(reload.controller.notices().all().empty());

  // Today's, from the menu: another day, another challenge.
  reload.controller.open_daily("fujisan");
  reload.settle();
  CHECK(reload.controller.session().challenge().daily == "2026-12-01");
  CHECK(reload.controller.session().challenge().board != c.board);
  CHECK(reload.controller.daily_record().summary("fujisan", {2026, 12, 1}) == DailySummary{2, 1, 1, 1});
}

TEST_CASE("daily in the app: a day that has not come yet, or a bad daily link, keeps the game open") {
  ControllerRig rig;
  rig.controller.set_today([] { return DailyDate{2026, 12, 1}; });
  rig.controller.start(std::nullopt, "#v1/fujisan/seed/dominoes/standard/7");
  rig.settle();
  const std::string before = rig.controller.link();
  rig.controller.open_link("#v1/daily/fujisan/2026-12-02");
  rig.settle();
  CHECK(daily_errors(rig.controller) ==
        "This link could not be opened: the daily challenge of 2 Dec 2026 is not available yet (today is 1 Dec 2026, "
        "UTC). You are still playing the game you had open.\n");
  CHECK(rig.controller.link() == before);
  rig.controller.open_link("#v1/daily/fujisan/2026-02-29");
  rig.settle();
  CHECK(daily_errors(rig.controller).find("the date '2026-02-29' does not exist: Feb 2026 has days 01-28") !=
        std::string::npos);
  CHECK(rig.controller.link() == before);
  CHECK(rig.controller.daily_record().games().empty());
}

TEST_CASE("daily in the app: a damaged daily record is dropped with a notice, the rest kept") {
  ControllerRig rig;
  rig.controller.set_today([] { return DailyDate{2026, 12, 1}; });
  rig.controller.start(std::nullopt, "#v1/daily/boxoff/2026-12-01");
  rig.settle();
  nlohmann::json document = nlohmann::json::parse(rig.controller.take_document().value());
  REQUIRE(document.at("daily").at("boxoff").contains("2026-12-01"));
  document["daily"]["boxoff"]["2026-11-30"] = {{"solved", "yes"}};
  ControllerRig part;
  part.controller.start(document.dump(), "");
  CHECK(daily_errors(part.controller) ==
        "Part of your daily challenge record could not be read and was dropped; the rest is kept.\n");
  CHECK(part.controller.daily_record().games().at("boxoff").size() == 1);
  CHECK(part.controller.session().challenge().daily == "2026-12-01");

  document["daily"] = "nothing";
  ControllerRig whole;
  whole.controller.start(document.dump(), "");
  CHECK(daily_errors(whole.controller) == "Your daily challenge record could not be read and was reset.\n");
  CHECK(whole.controller.session().challenge().daily == "2026-12-01");
}
