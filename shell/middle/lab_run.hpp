// An experiment running in the workers, for the Lab screen, with no UI. start() splits the
// experiment into its chunks (one trial of one setup, docs/LAB.md), sends them as the protocol's
// "experiment" requests with "chunks" (a few chunks per request, concurrency() requests in flight
// so every worker is busy), and after each answer recomputes the document from the chunks
// received so far (engine/lab: interim_document while running, final_document at the end, so the
// finished document is byte for byte what `puzzlelab experiment` prints). Chunks go out trial by
// trial across the setups, so every setup's figures fill in together.
//
// Every chunk is asked with "rows", so the run also keeps every challenge's measures (seed,
// verdict, each numeric measure): the expressive ranges are drawn from them for any two measures
// (middle/lab_range) and a range's cell lists its challenges without asking a worker again.
//
// Also: the challenges of one trial of one setup, one row each (seed, verdict, shortest length,
// random solver), asked of a worker on demand, so the screen can list them and open any of them.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lab/experiment.hpp"
#include "middle/requests.hpp"

namespace puzzlelab {

class LabRun {
 public:
  enum class State { idle, running, done, cancelled, failed };

  explicit LabRun(Requests& requests) : requests_(requests) {}
  ~LabRun();
  LabRun(const LabRun&) = delete;
  LabRun& operator=(const LabRun&) = delete;

  // Starts an experiment (a run in progress is cancelled first).
  void start(const lab::ExperimentSpec& spec);
  // Stops the requests in flight; the chunks received so far stay on show.
  void cancel();

  State state() const { return state_; }
  bool running() const { return state_ == State::running; }
  const lab::ExperimentSpec& spec() const { return spec_; }
  std::uint64_t chunks_done() const { return received_.size(); }
  std::uint64_t chunks_total() const { return spec_.chunk_count(); }
  std::size_t requests_in_flight() const { return in_flight_.size(); }
  // How many chunks each request carries.
  std::size_t chunks_per_request() const { return batch_; }
  // null before the first chunk; the interim document while running (or after a cancel or a
  // failure); the experiment's document once every chunk is in.
  const nlohmann::json& document() const { return document_; }
  // The failure, named: which chunks and the engine's (or the worker's) message.
  const std::string& error() const { return error_; }
  // One challenge as its chunk measured it.
  struct MeasuredChallenge {
    std::uint64_t chunk = 0;
    std::uint64_t index = 0;  // within its trial
    std::string seed;         // decimal
    std::string status;       // solved, unsolvable or unknown
    lab::MeasureValues measures;
  };
  // Every challenge of the chunks received, in the order they arrived.
  // At most kMaxMeasured of them: the measures of a study of a million challenges would not fit
  // in a page's memory (about 2 KB each). Past it, requests stop asking for rows, so the expressive
  // range and its cells cover the first kMaxMeasured challenges to arrive (trial by trial across
  // the setups, so every setup has its share) while the document covers them all.
  static constexpr std::size_t kMaxMeasured = 100'000;
  const std::vector<MeasuredChallenge>& measured() const { return measured_; }
  // Challenges whose measures were not kept (0 until the cap is reached).
  std::uint64_t measured_left_out() const { return chunks_done() * spec_.per_trial - measured_.size(); }
  // Changes whenever the state or the document does.
  std::uint64_t revision() const { return revision_; }

  // The challenges of one trial of one setup of the current experiment.
  struct ChallengeRows {
    std::size_t setup = 0;
    std::uint64_t trial = 0;
    int length = -1;  // the shortest length asked for (a histogram bar's), or -1 for the whole trial
    bool loading = false;
    std::string error;
    nlohmann::json rows = nlohmann::json::array();  // {index, seed, status, length, random_solved}
    // The rows of `length` (all rows when length is -1).
    std::vector<std::size_t> picked() const;
  };
  // Asks a worker for them (a previous listing still loading is abandoned).
  void list_challenges(std::size_t setup, std::uint64_t trial);
  // The challenges of one setup whose shortest length is `length`: the first trial received that
  // holds one (the trials' length histograms say which) is listed with `length` set; when no
  // trial received holds one, the listing says so in its error and nothing is asked.
  void list_challenges_of_length(std::size_t setup, int length);
  // The first trial (0-based) of a setup, among the chunks received, with a challenge of that
  // shortest length.
  std::optional<std::uint64_t> first_trial_with_length(std::size_t setup, int length) const;
  const std::optional<ChallengeRows>& challenges() const { return challenges_; }

  // For the automation hook: state, chunks done and total, requests in flight, error, the
  // document's headline figures per setup and, once done, the size and FNV-1a hash (16 hex
  // digits) of its JSON export, so a test can check it byte for byte against the CLI's.
  nlohmann::json automation() const;

 private:
  void fill();
  void answered(const std::vector<std::uint64_t>& chunks, const nlohmann::json& response);
  void fail(const std::string& message);
  // The interim document from every chunk received so far.
  void refresh_interim();
  void abandon_all();
  nlohmann::json request_for(const std::vector<std::uint64_t>& chunks) const;

  Requests& requests_;
  lab::ExperimentSpec spec_;
  State state_ = State::idle;
  std::vector<std::uint64_t> order_;  // every chunk, in the order they are sent
  std::size_t next_ = 0;              // the next of order_ to send
  std::size_t batch_ = 1;
  std::set<std::uint64_t> in_flight_;  // request ids
  std::vector<lab::ChunkResult> received_;
  // The interim document is rebuilt from all chunks received, which costs time in their number:
  // rebuilt after every answer, a study of thousands of chunks would spend time quadratic in them
  // on the screen's thread. It is rebuilt once the chunks since the last one reach 1/kInterimStride
  // of those received (every answer at first, then at geometric steps: O(n log n) in all), and
  // always for the final document and on cancel.
  static constexpr std::size_t kInterimStride = 32;
  std::size_t documented_ = 0;  // chunks the document covers
  std::vector<MeasuredChallenge> measured_;
  nlohmann::json document_;
  std::string error_;
  std::uint64_t revision_ = 0;
  std::string document_digest_;  // of the finished document's JSON text, for the automation hook
  std::size_t document_bytes_ = 0;
  std::optional<ChallengeRows> challenges_;
  std::uint64_t challenges_request_ = 0;
};

const char* lab_state_name(LabRun::State state);

// "chunk 3 (l-tiles, trial 2)": how a message names a chunk.
std::string describe_chunk(const lab::ExperimentSpec& spec, std::uint64_t chunk);

}  // namespace puzzlelab
