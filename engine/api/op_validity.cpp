// "validity": how well each measure the Lab computes predicts people's play, from record documents
// (lab/validity.hpp; docs/LAB.md, "Validity: measures against people's play"). "files" holds the
// documents' texts by name; "resamples" and "seed" make the bootstrap intervals (deterministic);
// max_nodes bounds every search, time_limit_ms (default a minute) the whole request: measuring
// stops at four fifths of it, leaving the rest to the statistics, and the answer counts the
// challenges left unmeasured and says why in "stopped".
#include <string>
#include <vector>

#include "api/operations.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/limits.hpp"
#include "lab/play_records.hpp"
#include "lab/validity.hpp"

namespace puzzlelab {

namespace {

constexpr std::uint64_t kDefaultValidityTimeLimitMs = 60'000;

[[noreturn]] void bad_files(const std::string& message) { throw InputError("bad_records", message); }

std::vector<lab::RecordText> read_record_files(const nlohmann::json& files) {
  if (files.empty() || files.size() > lab::kMaxRecordFiles)
    bad_files("'files' must list 1 to " + std::to_string(lab::kMaxRecordFiles) + " record files; it lists " +
              std::to_string(files.size()));
  std::vector<lab::RecordText> out;
  std::size_t bytes = 0;
  for (std::size_t k = 0; k < files.size(); ++k) {
    const nlohmann::json& file = files[k];
    const std::string where = "files[" + std::to_string(k) + "]";
    if (!file.is_object()) bad_files(where + " must be an object {\"name\": ..., \"text\": ...}");
    for (const auto& [key, value] : file.items())
      if (key != "name" && key != "text")
        bad_files(where + " has an unknown field " + quote_input(key) + " (it takes name, text)");
    const auto name = file.find("name");
    const auto text = file.find("text");
    if (name == file.end() || !name->is_string()) bad_files(where + ": 'name' must be a string");
    if (text == file.end() || !text->is_string()) bad_files(where + ": 'text' must be a string");
    const std::string& body = text->get_ref<const std::string&>();
    bytes += body.size();
    if (bytes > lab::kMaxRecordTextBytes)
      bad_files("the record files hold more than " + std::to_string(lab::kMaxRecordTextBytes) +
                " bytes of text in all (reached at " + where + ")");
    out.push_back({name->get<std::string>(), body});
  }
  return out;
}

}  // namespace

nlohmann::json op_validity(RequestFields& fields, const OpContext& context) {
  const Game& game = find_game_in(context.games, fields.required_string("game"));
  const nlohmann::json files = fields.required_array("files");
  lab::ValiditySpec spec;
  spec.resamples = fields.optional_whole_number(
      "resamples", {"resamples", "bad_count", lab::kMinResamples, lab::kMaxResamples}, lab::kDefaultResamples);
  spec.seed = fields.optional_whole_number("seed", {"seed", "bad_seed"}, 1);
  spec.max_nodes = fields.optional_whole_number("max_nodes", {"max_nodes", "bad_budget", 1, limits::kMaxMaxNodes},
                                                limits::kDefaultMaxNodes);
  const std::uint64_t time_limit_ms = fields.optional_whole_number(
      "time_limit_ms", {"time_limit_ms", "bad_budget", 1, limits::kMaxTimeLimitMs}, kDefaultValidityTimeLimitMs);
  fields.reject_unknown("validity");
  const std::vector<lab::RecordText> texts = read_record_files(files);
  lab::ValidityLimits run_limits;
  run_limits.cancel = context.cancel;
  run_limits.measure_until = request_deadline(context, time_limit_ms * 4 / 5);
  run_limits.deadline = request_deadline(context, time_limit_ms);
  run_limits.time_limit_ms = time_limit_ms;
  return lab::run_validity(game, texts, spec, run_limits);
}

}  // namespace puzzlelab
