#include "lab/merge.hpp"

#include "core/input_error.hpp"
#include "game/json_input.hpp"
#include "game/quote_value.hpp"
#include "game/request_fields.hpp"
#include "lab/spec.hpp"

namespace puzzlelab::lab {

namespace {

constexpr const char* kPartialFormat = "puzzlelab-experiment-partial";

// Runs `step`; an InputError from it gets `name: ` in front of its message.
template <typename Step>
void naming(const std::string& name, Step&& step) {
  try {
    step();
  } catch (const InputError& e) {
    throw InputError(e.code(), name + ": " + e.what());
  }
}

}  // namespace

ExperimentSpec spec_of_partial(const nlohmann::json& partial, const GameList& games) {
  if (!partial.is_object())
    bad_partial("not a partial experiment result (a JSON object), got " + json_type_phrase(partial));
  const auto format = partial.find("format");
  if (format != partial.end() && !format->is_string())
    bad_partial(std::string("not a partial experiment result (\"format\" must be the string \"") + kPartialFormat +
                "\", got " + json_type_phrase(*format) + ")");
  if (format == partial.end() || *format != kPartialFormat)
    bad_partial(std::string("not a partial experiment result (\"format\" is not \"") + kPartialFormat + "\")");
  const auto version = partial.find("version");
  if (version == partial.end() || !version->is_number_integer() || *version != 1)
    bad_partial("a partial result of an unknown version (\"version\" must be 1, got " +
                (version == partial.end() ? std::string("nothing") : quote_value(*version)) + ")");
  const auto experiment = partial.find("experiment");
  const auto chunks = partial.find("chunks");
  if (experiment == partial.end() || !experiment->is_object() || chunks == partial.end() || !chunks->is_array())
    bad_partial("a partial result needs \"experiment\" (an object) and a \"chunks\" list");
  RequestFields fields(*experiment);
  ExperimentSpec spec = read_experiment_spec(fields, games);
  fields.reject_unknown("experiment");
  return spec;
}

void PartialMerge::add(const nlohmann::json& partial, const std::string& name) {
  naming(name, [&] {
    pending_.clear();
    pending_seen_.clear();
    take_spec(partial);
    for (const auto& chunk : partial["chunks"]) take_chunk(chunk);
    admit_pending();
  });
  if (first_name_.empty()) first_name_ = name;
}

void PartialMerge::add_text(std::string_view text, const std::string& name) {
  naming(name, [&] {
    pending_.clear();
    pending_seen_.clear();
    const JsonArrayStream stream{"chunks", [this](nlohmann::json&& chunk) { take_chunk(chunk); }};
    take_spec(parse_json_input(text, "the file", stream));
    admit_pending();
  });
  if (first_name_.empty()) first_name_ = name;
}

void PartialMerge::take_chunk(const nlohmann::json& chunk) {
  ChunkResult c = ChunkResult::from_json(chunk);
  if (!pending_seen_.insert(c.chunk).second)
    bad_partial("chunk " + std::to_string(c.chunk) + " appears more than once");
  pending_.push_back(std::move(c));
}

void PartialMerge::take_spec(const nlohmann::json& partial) {
  const ExperimentSpec here = spec_of_partial(partial, games_);
  if (!spec_) {
    spec_ = here;
    spec_json_ = here.to_json();
  } else if (here.to_json() != spec_json_) {
    bad_partial("it is a different experiment from the one in " + first_name_);
  }
}

void PartialMerge::admit_pending() {
  for (ChunkResult& c : pending_) {
    if (c.chunk >= spec_->chunk_count())
      bad_partial("chunk " + std::to_string(c.chunk) + " is beyond the experiment's " +
                  std::to_string(spec_->chunk_count()) + " chunks");
    if (!seen_.insert(c.chunk).second) bad_partial("chunk " + std::to_string(c.chunk) + " appears more than once");
    check_chunk_ranges(*spec_, c);
    chunks_.push_back(std::move(c));
  }
  pending_.clear();
  pending_seen_.clear();
}

nlohmann::json PartialMerge::document() const {
  if (!spec_) bad_partial("nothing to merge: give one or more partial results");
  return final_document(*spec_, chunks_);
}

nlohmann::json merge_partials(const std::vector<nlohmann::json>& partials, const std::vector<std::string>& names,
                              const GameList& games) {
  PartialMerge merge(games);
  for (std::size_t i = 0; i < partials.size(); ++i)
    merge.add(partials[i], i < names.size() ? names[i] : "partial " + std::to_string(i + 1));
  return merge.document();
}

}  // namespace puzzlelab::lab
