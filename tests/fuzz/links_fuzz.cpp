// Arbitrary text into every reader of links, as the address bar and the new-game dialog hand them
// over: challenge links (decode_link, parse_link), daily links, Lab links, series and sweep links, talk links, the
// app's link bridge (read_link, which opens a link with bad moves at its start), game IDs, replay codes and pasted
// share texts of codes (read_code_table). Whatever reads must be written and read back as the same thing; bad
// links are refused with documented codes only (fuzz_checks.hpp).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/base64url.hpp"
#include "fuzz_checks.hpp"
#include "game/daily_link.hpp"
#include "game/link.hpp"
#include "game/replay_code.hpp"
#include "lab/lab_link.hpp"
#include "lab/series.hpp"
#include "lab/sweep_link.hpp"
#include "middle/code_table.hpp"
#include "middle/game_id.hpp"
#include "middle/link_bridge.hpp"
#include "middle/talk_doc_link.hpp"
#include "middle/talk_document.hpp"
#include "middle/talk_link.hpp"

namespace {

using namespace puzzlelab;

// A seed link's deal is a search (a Fruit Dating setup may redraw 100,000 candidates, minutes under
// the sanitizers): here it gets the protocol target's budget (fuzz_checks.hpp), 50,000 nodes and a
// second at most, so that an input stays far below the per-input timeout and the target fuzzes
// the reading, not the generators (tested on their own).
const Budget kDealBudget{50'000, 1000};

void challenge_links(std::string_view text) {
  fuzz::refused_only_with_codes([&] {
    const Link link = decode_link(text);
    if (!(decode_link(format_link(link)) == link)) fuzz::fail("a challenge link that does not read back as itself");
  });
  fuzz::refused_only_with_codes([&] { parse_link(text, all_games(), kDealBudget); });
  fuzz::refused_only_with_codes([&] { parse_link_undealt(text); });
}

void daily_links(std::string_view text) {
  fuzz::refused_only_with_codes([&] {
    const DailyLink link = decode_daily_link(text);
    if (!(decode_daily_link(format_daily_link(link)) == link))
      fuzz::fail("a daily link that does not read back as itself");
  });
  fuzz::refused_only_with_codes([&] { parse_daily_link(text); });
}

void lab_links(std::string_view text) {
  fuzz::refused_only_with_codes([&] {
    const lab::ExperimentSpec spec = lab::parse_lab_link(text);
    if (lab::parse_lab_link(lab::format_lab_link(spec)).to_json() != spec.to_json())
      fuzz::fail("a Lab link that does not read back as itself");
  });
  fuzz::refused_only_with_codes([&] {
    const lab::SeriesSpec spec = lab::parse_series_link(text);
    if (!(lab::parse_series_link(lab::format_series_link(spec)) == spec))
      fuzz::fail("a series link that does not read back as itself");
  });
  fuzz::refused_only_with_codes([&] {
    const lab::SweepSpec spec = lab::parse_sweep_link(text);
    if (lab::parse_sweep_link(lab::format_sweep_link(spec)).to_json() != spec.to_json())
      fuzz::fail("a sweep link that does not read back as itself");
  });
}

void talk_links(std::string_view text) {
  fuzz::refused_only_with_codes(
      [&] {
        const TalkLink link = decode_talk_link(text);
        const TalkLink again = decode_talk_link(format_talk_link(link.talk, link.scene));
        if (again.talk != link.talk || again.scene != link.scene)
          fuzz::fail("a talk link that does not read back as itself");
        open_talk_link(text);
      },
      fuzz::Codes::middle);
}

// A talk held in its link: what opens is written into a link again (when short enough) that opens
// as the same talk at the same scene; base64url reads back what it wrote.
void talk_doc_links(std::string_view text) {
  fuzz::refused_only_with_codes(
      [&] {
        const std::string bytes = talk_link_data_bytes(text);
        if (talk_link_data_bytes(base64url_encode(bytes)) != bytes) fuzz::fail("base64url that does not read back");
        const Base64urlDecoded strict = base64url_decode(text, true);
        // Read strictly, a text is its bytes' one spelling.
        if (strict.bytes && base64url_encode(*strict.bytes) != text) fuzz::fail("base64url with two spellings");
      },
      fuzz::Codes::middle);
  fuzz::refused_only_with_codes(
      [&] {
        const TalkDocLink link = open_talk_doc_link(text);
        const auto written = format_talk_doc_link(link.talk, link.scene);
        if (!written) return;  // written in full (every parameter) it may no longer fit a link
        const TalkDocLink again = open_talk_doc_link(*written);
        if (talk_text(again.talk) != talk_text(link.talk) || again.scene != link.scene)
          fuzz::fail("a talk document link that does not read back as itself");
      },
      fuzz::Codes::middle);
}

// The app's door: a link that opens reads back, from the link the app writes for it, as the same
// challenge and moves.
void app_links(std::string_view text) {
  fuzz::refused_only_with_codes(
      [&] {
        const LinkTarget target = read_link(text);
        if (target.refused_moves) return;
        const std::string written = write_link(target.challenge, target.moves);
        if (written.empty()) fuzz::fail("a link that opens but cannot be written");
        const LinkTarget again = read_link(written);
        if (!(again.challenge == target.challenge) || again.moves != target.moves || again.refused_moves)
          fuzz::fail("the app's link does not read back as the challenge it opened");
      },
      fuzz::Codes::middle);
  fuzz::refused_only_with_codes([&] { read_game_id(text); }, fuzz::Codes::middle);
}

// Replay codes (docs/LINKS.md, "Replay codes"): refused only with the protocol's codes; one that
// reads is written back as the same code; one that verifies is a real solve of its challenge.
// The optimum's search is left out: the solvers have their own targets.
void replay_codes(std::string_view text) {
  fuzz::refused_only_with_codes([&] {
    const ReplayCode code = decode_replay_code(text);
    const ReplayCode verified = verify_replay_code(text);
    if (!(verified == code)) fuzz::fail("a replay code that verifies as something else than it reads");
    if (!(decode_replay_code(encode_replay_code(code)) == code)) fuzz::fail("a replay code that does not read back");
  });
}

// Pasted share texts (middle/code_table.hpp): never throws; every solve ranked verifies again
// with the figures shown, and ranks never go down the table.
void pasted_codes(std::string_view text) {
  const CodeTable table = read_code_table(text);
  for (const CodeChallenge& challenge : table.challenges) {
    std::size_t last_rank = 0;
    for (const RankedSolve& solve : challenge.solves) {
      const ReplayCode code = verify_replay_code(solve.code);
      if (code.moves.size() != solve.moves || code.hints != solve.hints || code.seconds != solve.seconds)
        fuzz::fail("a ranked solve whose figures are not its code's");
      if (solve.rank < last_rank || solve.rank == 0) fuzz::fail("ranks out of order");
      last_rank = solve.rank;
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = puzzlelab::fuzz::text_of(data, size);
  challenge_links(text);
  daily_links(text);
  lab_links(text);
  talk_links(text);
  talk_doc_links(text);
  app_links(text);
  replay_codes(text);
  pasted_codes(text);
  return 0;
}
