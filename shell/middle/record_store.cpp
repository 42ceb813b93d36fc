#include "middle/record_store.hpp"

#include "game/json_input.hpp"
#include "middle/json_read.hpp"
#include "worker/json_text.hpp"

namespace puzzlelab {
namespace {

bool same_challenge(const PlayRecord& a, const PlayRecord& b) {
  return a.game == b.game && a.params == b.params && a.board == b.board && a.setup == b.setup && a.seed == b.seed;
}

}  // namespace

void RecordStore::add(PlayRecord record) {
  records_.push_back(std::move(record));
  while (records_.size() > kMaxKeptRecords) records_.pop_front();
}

PlayRecord* RecordStore::newest_like(const PlayRecord& like) {
  for (auto it = records_.rbegin(); it != records_.rend(); ++it)
    if (same_challenge(*it, like)) return &*it;
  return nullptr;
}

std::map<std::string, RecordCounts> RecordStore::counts() const {
  std::map<std::string, RecordCounts> out;
  for (const PlayRecord& r : records_) {
    RecordCounts& c = out[r.game];
    if (r.played) {
      ++c.played;
      ++(r.solved ? c.solved : c.gave_up);
    }
    if (r.setup_seconds) ++c.timed_setups;
  }
  return out;
}

nlohmann::json RecordStore::to_document() const {
  nlohmann::json records = nlohmann::json::array();
  for (const PlayRecord& r : records_) records.push_back(record_to_json(r));
  return {{"format", lab::kRecordsFormat}, {"version", lab::kRecordsVersion}, {"records", std::move(records)}};
}

std::string RecordStore::to_text() const { return json_text(to_document()); }

RecordStore RecordStore::from_text(const std::optional<std::string>& text, Dropped* dropped) {
  RecordStore store;
  Dropped none;
  Dropped& out = dropped ? *dropped : none;
  out = {};
  if (!text || text->empty()) return store;
  // Read with the engine's input limits, as the saved game is: anyone can edit stored data.
  nlohmann::json document;
  try {
    document = parse_json_input(*text, "the play records");
  } catch (const std::exception&) {
    document = nlohmann::json::value_t::discarded;
  }
  const nlohmann::json& records = json_read::at(document, "records");
  if (document.is_discarded() || json_read::text(json_read::at(document, "format")) != lab::kRecordsFormat ||
      json_read::whole_number(json_read::at(document, "version")) != static_cast<std::uint64_t>(lab::kRecordsVersion) ||
      !records.is_array()) {
    out.document = true;
    return store;
  }
  for (const nlohmann::json& value : records) {
    if (auto record = record_from_json(value))
      store.add(std::move(*record));
    else
      ++out.records;
  }
  return store;
}

std::string dropped_records_notice(const RecordStore::Dropped& dropped) {
  if (dropped.document) return "Your play records could not be read (the stored data is damaged) and were dropped.";
  if (dropped.records == 1) return "One of your play records could not be read and was dropped; the rest are kept.";
  if (dropped.records > 1)
    return std::to_string(dropped.records) +
           " of your play records could not be read and were dropped; the rest are kept.";
  return {};
}

}  // namespace puzzlelab
