// The Lab's Validity view with no UI (docs/app/LAB_SCREEN.md, "Validity"; the statistics are the
// engine's, docs/LAB.md "Validity"): the record files imported (players' play records, as the app
// exports them or other tools write them), one request of the protocol's `validity` op over them
// for the Lab's game, with a budget and a cancel, and its answer read into plain structs
// (middle/lab_validity_result).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "middle/lab_validity_result.hpp"
#include "middle/requests.hpp"

namespace puzzlelab {

// The op's bounds (docs/PROTOCOL.md, "validity"), checked before anything is sent.
inline constexpr std::size_t kValidityMaxFiles = 100;
inline constexpr std::size_t kValidityMaxBytes = 16u << 20;
inline constexpr std::uint64_t kValidityMinResamples = 100;
inline constexpr std::uint64_t kValidityMaxResamples = 100'000;
inline constexpr std::uint64_t kValidityDefaultResamples = 2'000;
// Measuring every distinct challenge is the slow part; past this the op answers with the
// challenges it did not reach counted as unmeasured (and says it stopped).
inline constexpr std::uint64_t kValidityTimeLimitMs = 120'000;
// The name the records kept on this device go by among the files.
inline constexpr const char* kDeviceRecordsName = "this device";

struct ValidityFile {
  std::string name;
  std::string text;
  // Read once when added, to list the file before anything runs: how many records it holds, or
  // why it is not a record document (then `records` is absent).
  std::optional<std::size_t> records;
  std::string problem;
};

// The request for `files` over `game`: {"op":"validity","game",...,"files":[{name,text}],
// "resamples","seed","time_limit_ms"}. Throws InputError (bad_request) naming what the op would
// refuse: no files, too many, too much text, resamples out of range.
nlohmann::json validity_request(const std::string& game, const std::vector<ValidityFile>& files,
                                std::uint64_t resamples, const std::string& seed,
                                std::uint64_t time_limit_ms = kValidityTimeLimitMs);

class LabValidity {
 public:
  enum class State { idle, running, done, cancelled, failed };

  explicit LabValidity(Requests& requests) : requests_(requests) {}
  ~LabValidity();
  LabValidity(const LabValidity&) = delete;
  LabValidity& operator=(const LabValidity&) = delete;

  // Adds a file; returns a note for the person when it was not added as it came: the same text as
  // a file already there is not added twice (its records would count twice), and a name already
  // taken by another text gets " (2)", " (3)"... so the answer's files can be told apart.
  std::string add_file(const std::string& name, const std::string& text);
  // The records kept on this device (their export's text) as the file "this device", replacing
  // the one added before.
  std::string use_device_records(const std::string& export_text);
  void remove_file(std::size_t index);
  void clear_files();
  const std::vector<ValidityFile>& files() const { return files_; }
  // How many records a text holds (its "records" list's length), or nullopt with `problem` set
  // when it is not a record document.
  static std::optional<std::size_t> count_records(const std::string& text, std::string& problem);

  // Sends the request for `game` (one running is abandoned first); `now` in seconds, for the
  // progress. A request the op would refuse fails at once with its message.
  void run(const std::string& game, std::uint64_t resamples, const std::string& seed, double now);
  void cancel();

  State state() const { return state_; }
  bool running() const { return state_ == State::running; }
  // Seconds since the request went out (while running), its budget in seconds.
  double elapsed(double now) const { return running() ? now - started_ : 0; }
  double budget_seconds() const { return static_cast<double>(kValidityTimeLimitMs) / 1000; }
  const std::string& game() const { return game_; }
  const std::optional<ValidityResult>& result() const { return result_; }
  const std::string& error() const { return error_; }
  // Changes with every file added or removed and every answer.
  std::uint64_t revision() const { return revision_; }

  // For the automation hook: state, error, the files (name, bytes, records), and the result's
  // figures (records, per measure n, spearman, low, high, kendall, auc; the setup section).
  nlohmann::json automation() const;

 private:
  void answered(const nlohmann::json& response);

  Requests& requests_;
  std::vector<ValidityFile> files_;
  State state_ = State::idle;
  std::uint64_t request_ = 0;
  bool cancel_asked_ = false;  // Cancel was pressed for the request in flight
  double started_ = 0;
  std::string game_;
  std::optional<ValidityResult> result_;
  std::string error_;
  std::uint64_t revision_ = 0;
};

const char* validity_state_name(LabValidity::State state);

}  // namespace puzzlelab
