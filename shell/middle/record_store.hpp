// The play records kept on this device (play_record.hpp), oldest first, bounded: at most
// kMaxKeptRecords, the oldest dropped first. Stored apart from the saved game, as a record document
// ({"format": "puzzlelab-records", "version": 1, "records": [...]}: docs/LAB.md, "Validity"), so a
// damaged one costs neither the game nor the settings, and the game's document stays small
// (docs/app/STORAGE.md). Reading never throws: a damaged record is dropped alone.
#pragma once

#include <cstddef>
#include <deque>
#include <map>
#include <optional>
#include <string>

#include "middle/play_record.hpp"

namespace puzzlelab {

inline constexpr std::size_t kMaxKeptRecords = 2000;

// Per game: records of challenges played, solved, given up, and of setups timed at the table.
struct RecordCounts {
  std::size_t played = 0;
  std::size_t solved = 0;
  std::size_t gave_up = 0;
  std::size_t timed_setups = 0;
  friend bool operator==(const RecordCounts&, const RecordCounts&) = default;
};

class RecordStore {
 public:
  // Keeps `record`, dropping the oldest past kMaxKeptRecords.
  void add(PlayRecord record);
  void clear() { records_.clear(); }
  const std::deque<PlayRecord>& all() const { return records_; }
  std::size_t size() const { return records_.size(); }
  // The newest record of the challenge (game, params, board, setup, seed) `like` names, to amend;
  // null when none is kept.
  PlayRecord* newest_like(const PlayRecord& like);
  std::map<std::string, RecordCounts> counts() const;

  // The record document (compact), as stored; docs/LAB.md's format.
  nlohmann::json to_document() const;
  std::string to_text() const;
  // What reading stored text dropped: the whole document (not a record document) or some records.
  struct Dropped {
    bool document = false;
    std::size_t records = 0;
  };
  // Never throws. Nothing stored reads as no records, silently.
  static RecordStore from_text(const std::optional<std::string>& text, Dropped* dropped = nullptr);

 private:
  std::deque<PlayRecord> records_;
};

// The sentence for the player when reading dropped something; empty when nothing was.
std::string dropped_records_notice(const RecordStore::Dropped& dropped);

}  // namespace puzzlelab
