// Arbitrary text into every reader of documents the app stores or loads: the saved state read by
// the controller at start-up (settings, statistics and the game in progress; the app must start
// whatever is stored, and play on), each part's reader on its own (Settings, PlayerStats,
// SavedSetups, Session), talk documents, Fruit Dating levels opened in the level editor, the speaker
// view's messages from another window, and the messages a host page posts to an embedded app
// (middle/embed_messages); and the play record documents the Lab reads (lab/play_records.hpp), with
// the validity of what they hold (lab/validity.hpp) on a small budget, and as the app reads the
// records it keeps (middle/record_store.hpp).
// Readers documented never to throw must not; the others refuse with documented codes only
// (fuzz_checks.hpp). What the app writes back must read back without a problem.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "fuzz_checks.hpp"
#include "game/json_input.hpp"
#include "games/fruit_dating/headless/level_editor.hpp"
#include "lab/play_records.hpp"
#include "lab/validity.hpp"
#include "middle/embed_messages.hpp"
#include "middle/player_stats.hpp"
#include "middle/record_store.hpp"
#include "middle/saved_setups.hpp"
#include "middle/saved_state.hpp"
#include "middle/session.hpp"
#include "middle/settings.hpp"
#include "middle/speaker_sync.hpp"
#include "middle/talk.hpp"
#include "middle/talk_document.hpp"
#include "middle/talk_draft.hpp"
#include "middle_fixtures.hpp"

namespace {

using namespace puzzlelab;

// Start-up with this stored document and no link, then a move; the document the app then stores
// is one it reads without a problem.
void start_up(const std::string& stored) {
  fuzz::never_throws([&] {
    testing::ControllerRig rig;
    rig.controller.set_deal_budget({50, 2});
    rig.controller.start(stored, "");
    // A game restored from storage is played on; a fresh one waits for its board (never
    // generated here, so that a stored choice of a large level costs nothing).
    if (rig.controller.active() && !rig.controller.session().legal_moves().empty())
      rig.controller.play(rig.controller.session().legal_moves().front());
    if (const auto written = rig.controller.take_document()) {
      const SavedState again = read_saved_state(*written);
      if (!again.problems.empty()) fuzz::fail("the app cannot read the document it stored: " + again.problems.front());
    }
  });
}

void parts(const nlohmann::json& value) {
  fuzz::never_throws([&] {
    const Settings settings = Settings::from_json(value);
    if (Settings::from_json(settings.to_json()).to_json() != settings.to_json())
      fuzz::fail("settings that do not read back as themselves");
  });
  fuzz::never_throws([&] {
    const PlayerStats stats = PlayerStats::from_json(value, 0);
    if (PlayerStats::from_json(stats.to_json(0), 0).to_json(0) != stats.to_json(0))
      fuzz::fail("statistics that do not read back as themselves");
  });
  fuzz::never_throws([&] {
    const SavedSetups setups = SavedSetups::from_json(value);
    if (SavedSetups::from_json(setups.to_json()).to_json() != setups.to_json())
      fuzz::fail("saved setups that do not read back as themselves");
  });
  fuzz::refused_only_with_codes(
      [&] {
        Session session;
        session.restore(value);
        Session again;
        again.restore(session.to_json());
        if (again.to_json() != session.to_json()) fuzz::fail("a game in progress that does not read back as itself");
      },
      fuzz::Codes::middle);
}

void talk(const std::string& text) {
  fuzz::refused_only_with_codes([&] { parse_talk(text); }, fuzz::Codes::middle);
}

// A message from another window (the speaker view's channel): read without throwing, and what is
// read is written back, with its pairing's token, as a message that reads as the same thing for
// that pairing.
void speaker_message(const std::string& text) {
  fuzz::never_throws([&] {
    const SpeakerRead read = read_speaker_message(text);
    if (!read.message) return;
    const SpeakerMessage& m = *read.message;
    std::string again;
    switch (m.event) {
      case SpeakerEvent::hello: again = speaker_hello(read.token); break;
      case SpeakerEvent::closed: again = speaker_closed(read.token); break;
      case SpeakerEvent::state: again = speaker_state_message(read.token, m.state); break;
      case SpeakerEvent::command: again = speaker_command_message(read.token, m.command, m.scene); break;
    }
    const SpeakerRead back = read_speaker_message(again, read.token);
    if (!back.message || back.message->event != m.event || !(back.message->state == m.state) ||
        back.message->command != m.command || back.message->scene != m.scene)
      fuzz::fail("a speaker message that does not read back as itself");
  });
}

// The talk builder: a talk read is written back as a document that reads as the same talk; a stored
// talk in progress is read (damaged scenes dropped) without throwing, and reads back as itself.
void talk_builder(const std::string& text) {
  fuzz::refused_only_with_codes(
      [&] {
        const std::string written = talk_text(parse_talk(text));
        if (talk_text(parse_talk(written)) != written) fuzz::fail("a talk that does not read back as itself");
      },
      fuzz::Codes::middle);
  fuzz::never_throws([&] {
    std::vector<std::string> problems;
    const TalkDraft draft = TalkDraft::from_text(text, problems);
    std::vector<std::string> again;
    if (talk_text(TalkDraft::from_text(draft.to_text(), again).talk()) != talk_text(draft.talk()) || !again.empty())
      fuzz::fail("a stored talk that does not read back as itself");
  });
}

void editor_level(const std::string& text) {
  fuzz::refused_only_with_codes(
      [&] {
        testing::ControllerRig rig;
        fruit_dating::LevelEditor editor(rig.engine);
        editor.load(text);
        const std::string loaded = editor.text();
        editor.load(loaded);
        if (editor.text() != loaded) fuzz::fail("a level that does not read back as itself");
      },
      fuzz::Codes::middle);
}

// A host page's message: never throws; a command reads back as itself from the text written for it,
// and a refusal says something, never more than a bounded text.
void embed_message(const std::string& text) {
  fuzz::never_throws([&] {
    const embed::Incoming in = embed::read_message(text);
    if (in.kind == embed::Incoming::Kind::command) {
      const embed::Incoming again = embed::read_message(embed::format_command(in.command));
      if (again.kind != embed::Incoming::Kind::command || !(again.command == in.command))
        fuzz::fail("an embed command that does not read back as itself");
    }
    if (in.kind == embed::Incoming::Kind::error && (in.error.empty() || in.error.size() > 2 * embed::kMaxMessageBytes))
      fuzz::fail("an embed message refused without a message, or with an unbounded one");
  });
}

// A record document: read (every record kept or listed with its problem) or refused as bad_records,
// and nothing else; what was read, measured for the game its first record names within a small
// budget, answers a validity document or a documented refusal.
void records(const std::string& text) {
  std::vector<lab::PlayRecord> read;
  const bool readable = fuzz::refused_only_with_codes([&] {
    lab::RecordFile file("records.json");
    try {
      read = lab::read_record_document(text, lab::kMaxRecords, file);
    } catch (const InputError& error) {
      if (error.code() != "bad_records") fuzz::fail("a record document refused as " + error.code());
      throw;
    }
    if (read.size() + file.problem_count() != file.records) fuzz::fail("a record neither read nor listed");
    for (const lab::PlayRecord& r : read)
      if (!(r.seconds >= 0 && r.seconds <= lab::kMaxRecordSeconds) || r.moves > lab::kMaxRecordMoves)
        fuzz::fail("a record read with a value out of its range");
  });
  if (!readable || read.empty()) return;
  const Game* game = game_named(read.front().game);
  if (game == nullptr) return;
  fuzz::refused_only_with_codes([&] {
    const auto now = BudgetClock::now();
    lab::ValidityLimits limits;
    limits.measure_until = now + std::chrono::milliseconds(200);
    limits.deadline = now + std::chrono::milliseconds(400);
    const nlohmann::json doc = lab::run_validity(*game, {{"records.json", text}}, {100, 1, 2000}, limits);
    if (doc.at("records").at("this_game") > doc.at("records").at("read")) fuzz::fail("more records used than read");
  });
}

// The play records this device keeps, as the app reads what the browser stored last time: never
// throws, keeps at most its bound, and what it writes back reads back whole.
void kept_records(const std::string& text) {
  fuzz::never_throws([&] {
    const RecordStore store = RecordStore::from_text(text);
    if (store.size() > kMaxKeptRecords) fuzz::fail("more play records kept than the bound");
    RecordStore::Dropped again;
    const std::string written = store.to_text();
    if (RecordStore::from_text(written, &again).to_text() != written || again.document || again.records != 0)
      fuzz::fail("kept play records that do not read back as written");
  });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(puzzlelab::fuzz::text_of(data, size));
  fuzz::never_throws([&] { read_saved_state(text); });
  start_up(text);
  std::optional<nlohmann::json> value;
  try {
    value = parse_json_input(text, "the document");
  } catch (const InputError&) {
  }
  if (value) parts(*value);
  talk(text);
  speaker_message(text);
  talk_builder(text);
  editor_level(text);
  embed_message(text);
  records(text);
  kept_records(text);
  return 0;
}
