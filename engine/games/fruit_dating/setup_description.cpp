#include "games/fruit_dating/setup_description.hpp"

#include <algorithm>
#include <string>

#include "core/quote.hpp"
#include "game/description_fields.hpp"
#include "games/fruit_dating/trace.hpp"

namespace puzzlelab::fruit_dating {

namespace {

using nlohmann::json;

constexpr const char* kSpotNames[4] = {"open", "corridor", "corner", "corridor_end"};
// Symmetries by their bits (trace.hpp): 1 mirror left-right, 2 mirror top-bottom, 4 quarter turn.
constexpr const char* kSymmetryNames[8] = {"",
                                           "left-right",
                                           "top-bottom",
                                           "both-mirrors",
                                           "quarter-turn",
                                           "quarter-turn-left-right",
                                           "quarter-turn-top-bottom",
                                           "quarter-turn-both-mirrors"};
constexpr const char* kColourLetters = "abcdef";
constexpr int kMaxCount = 100;

json range_json(const CountRange& range) { return {{"min", range.min}, {"max", range.max}}; }

json weight_json(const SpotWeight& weight) {
  if (weight.random <= 1) return weight.base;
  return {{"base", weight.base}, {"random", weight.random}};
}

json weights_json(const SpotWeights& weights) {
  json out = json::object();
  for (int spot = 0; spot < 4; ++spot) out[kSpotNames[spot]] = weight_json(weights[spot]);
  return out;
}

json feature_json(const FeatureMix& feature) {
  return {{"chance", std::to_string(feature.chance.numerator) + "/" + std::to_string(feature.chance.denominator)},
          {"count", range_json(feature.count)}};
}

std::string thing_letters(const std::vector<Thing>& kinds) {
  std::string out;
  for (const Thing kind : kinds) out += kind == kStone ? 'o' : kind == kCar ? 'x' : 'u';
  return out;
}

// ---- reading ----

void read_range(const json& object, std::string_view key, std::string_view path, int lo, int hi, CountRange& out) {
  const json* value = find_field(object, key);
  if (!value) return;
  const std::string here = field_path(path, key);
  check_fields(*value, here, {"min", "max"});
  if (const json* min = find_field(*value, "min"))
    out.min = static_cast<int>(read_whole(*min, field_path(here, "min"), lo, hi));
  if (const json* max = find_field(*value, "max"))
    out.max = static_cast<int>(read_whole(*max, field_path(here, "max"), lo, hi));
  if (out.min > out.max)
    bad_setup_field(here, "min (" + std::to_string(out.min) + ") is above max (" + std::to_string(out.max) + ")");
}

void read_int(const json& object, std::string_view key, std::string_view path, int lo, int hi, int& out) {
  if (const json* value = find_field(object, key))
    out = static_cast<int>(read_whole(*value, field_path(path, key), lo, hi));
}

Chance read_chance(const json& value, const std::string& path) {
  const std::string text = read_text(value, path, 16);
  const auto slash = text.find('/');
  const std::string problem =
      "must be a fraction \"n/d\" with 0 <= n <= d and 1 <= d <= 1000, e.g. \"1/3\"; got " + quote_input(text);
  if (slash == std::string::npos || slash == 0 || slash + 1 == text.size()) bad_setup_field(path, problem);
  const std::string num = text.substr(0, slash), den = text.substr(slash + 1);
  const auto digits = [](const std::string& s) {
    return s.size() <= 4 && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  if (!digits(num) || !digits(den)) bad_setup_field(path, problem);
  Chance chance{std::stoi(num), std::stoi(den)};
  if (chance.denominator < 1 || chance.denominator > 1000 || chance.numerator > chance.denominator)
    bad_setup_field(path, problem);
  return chance;
}

void read_feature(const json& object, std::string_view key, std::string_view path, FeatureMix& out) {
  const json* value = find_field(object, key);
  if (!value) return;
  const std::string here = field_path(path, key);
  check_fields(*value, here, {"chance", "count"});
  if (const json* chance = find_field(*value, "chance")) out.chance = read_chance(*chance, field_path(here, "chance"));
  read_range(*value, "count", here, 0, kMaxCount, out.count);
}

void read_weights(const json& object, std::string_view key, std::string_view path, SpotWeights& out) {
  const json* value = find_field(object, key);
  if (!value) return;
  const std::string here = field_path(path, key);
  check_fields(*value, here, {"open", "corridor", "corner", "corridor_end"});
  for (int spot = 0; spot < 4; ++spot) {
    const json* weight = find_field(*value, kSpotNames[spot]);
    if (!weight) continue;
    const std::string at = field_path(here, kSpotNames[spot]);
    if (weight->is_object()) {
      check_fields(*weight, at, {"base", "random"});
      SpotWeight w{0, 0};
      if (const json* base = find_field(*weight, "base"))
        w.base = static_cast<int>(read_whole(*base, field_path(at, "base"), 0, kMaxWeight));
      if (const json* random = find_field(*weight, "random"))
        w.random = static_cast<int>(read_whole(*random, field_path(at, "random"), 0, kMaxWeight));
      out[spot] = w;
    } else {
      out[spot] = {static_cast<int>(read_whole(*weight, at, 0, kMaxWeight)), 0};
    }
  }
}

// A string of distinct letters from `alphabet`, in the alphabet's order once read.
std::vector<int> read_letters(const json& value, const std::string& path, std::string_view alphabet,
                              std::string_view what) {
  const std::string text = read_text(value, path, 16);
  std::vector<int> out;
  for (const char c : text) {
    const auto at = alphabet.find(c);
    if (at == std::string_view::npos)
      bad_setup_field(path,
                      describe_char(c) + " is not " + std::string(what) + " (one of " + std::string(alphabet) + ")");
    if (std::find(out.begin(), out.end(), static_cast<int>(at)) != out.end())
      bad_setup_field(path, describe_char(c) + " is given twice");
    out.push_back(static_cast<int>(at));
  }
  if (out.empty()) bad_setup_field(path, "needs at least one of " + std::string(alphabet));
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::uint8_t> read_symmetries(const json& value, const std::string& path) {
  if (!value.is_array())
    bad_setup_field(path, "must be a list of symmetry names, not " + std::string(value.type_name()));
  std::vector<std::uint8_t> out;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const std::string at = path + "[" + std::to_string(i) + "]";
    const std::string name = read_text(value[i], at, 40);
    std::uint8_t bits = 0;
    for (std::uint8_t b = 1; b < 8; ++b)
      if (name == kSymmetryNames[b]) bits = b;
    if (bits == 0) {
      std::string names;
      for (int b = 1; b < 8; ++b) names += std::string(b > 1 ? ", " : "") + kSymmetryNames[b];
      bad_setup_field(at, "unknown symmetry " + quote_input(name) + " (known: " + names + ")");
    }
    if (std::find(out.begin(), out.end(), bits) != out.end()) bad_setup_field(at, "\"" + name + "\" is given twice");
    out.push_back(bits);
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

json describe_mix(const GeneratorMix& mix, std::string_view name) {
  json symmetries = json::array();
  for (const std::uint8_t bits : mix.symmetries) symmetries.push_back(kSymmetryNames[bits & 7]);
  std::string colours;
  for (const int colour : mix.colours) colours += kColourLetters[colour];
  const char* painting = mix.painting == Painting::coin       ? "coin"
                         : mix.painting == Painting::one_tile ? "one-tile"
                                                              : "two-tiles";
  return {
      {"name", std::string(name)},
      {"sizes", {{"width", range_json(mix.width)}, {"height", range_json(mix.height)}}},
      {"walls",
       {{"painting", painting},
        {"symmetries", symmetries},
        {"border_walls", {{"min", mix.border_walls_min}, {"size_divisor", mix.border_walls_size_divisor}}},
        {"inner_walls_max", mix.inner_walls_max},
        {"fill_small_areas", mix.fill_small_areas}}},
      {"fruit",
       {{"pairs", range_json(mix.pairs)}, {"floor_tiles_per_pair", mix.floor_tiles_per_pair}, {"colours", colours}}},
      {"obstacles", {{"percent", range_json(mix.obstacle_percent)}, {"kinds", thing_letters(mix.obstacle_kinds)}}},
      {"features",
       {{"mud", feature_json(mix.mud)},
        {"hedgehogs", feature_json(mix.hedgehogs)},
        {"anteaters", feature_json(mix.anteaters)},
        {"one_ways", feature_json(mix.one_ways)}}},
      {"weights",
       {{"fruit", weights_json(mix.fruit_weights)},
        {"obstacle", weights_json(mix.obstacle_weights)},
        {"mud", weights_json(mix.mud_weights)},
        {"hedgehog", weights_json(mix.hedgehog_weights)},
        {"anteater", weights_json(mix.anteater_weights)}}},
      {"test", {{"candidate_states", mix.candidate_states}, {"max_candidates", mix.max_candidates}}}};
}

GeneratorMix read_mix(const json& description) {
  GeneratorMix mix;
  check_fields(description, "", {"name", "sizes", "walls", "fruit", "obstacles", "features", "weights", "test"});
  if (const json* sizes = find_field(description, "sizes")) {
    check_fields(*sizes, "sizes", {"width", "height"});
    read_range(*sizes, "width", "sizes", kMinSize, kMaxSize, mix.width);
    read_range(*sizes, "height", "sizes", kMinSize, kMaxSize, mix.height);
  }
  if (const json* walls = find_field(description, "walls")) {
    check_fields(*walls, "walls", {"painting", "symmetries", "border_walls", "inner_walls_max", "fill_small_areas"});
    if (const json* painting = find_field(*walls, "painting")) {
      const std::string text = read_text(*painting, "walls.painting", 16);
      if (text == "coin")
        mix.painting = Painting::coin;
      else if (text == "one-tile")
        mix.painting = Painting::one_tile;
      else if (text == "two-tiles")
        mix.painting = Painting::two_tiles;
      else
        bad_setup_field("walls.painting", "must be \"coin\", \"one-tile\" or \"two-tiles\", got " + quote_input(text));
    }
    if (const json* symmetries = find_field(*walls, "symmetries"))
      mix.symmetries = read_symmetries(*symmetries, "walls.symmetries");
    if (const json* border = find_field(*walls, "border_walls")) {
      check_fields(*border, "walls.border_walls", {"min", "size_divisor"});
      read_int(*border, "min", "walls.border_walls", 0, 8, mix.border_walls_min);
      read_int(*border, "size_divisor", "walls.border_walls", 1, 32, mix.border_walls_size_divisor);
    }
    read_int(*walls, "inner_walls_max", "walls", 0, 8, mix.inner_walls_max);
    if (const json* fill = find_field(*walls, "fill_small_areas"))
      mix.fill_small_areas = read_flag(*fill, "walls.fill_small_areas");
  }
  if (const json* fruit = find_field(description, "fruit")) {
    check_fields(*fruit, "fruit", {"pairs", "floor_tiles_per_pair", "colours"});
    read_range(*fruit, "pairs", "fruit", 1, kColours, mix.pairs);
    read_int(*fruit, "floor_tiles_per_pair", "fruit", 0, kMaxTiles, mix.floor_tiles_per_pair);
    if (const json* colours = find_field(*fruit, "colours"))
      mix.colours = read_letters(*colours, "fruit.colours", kColourLetters, "a fruit colour");
    if (mix.pairs.max > static_cast<int>(mix.colours.size()))
      bad_setup_field("fruit.pairs", "up to " + std::to_string(mix.pairs.max) +
                                         " pairs need as many colours; fruit.colours has " +
                                         std::to_string(mix.colours.size()));
  }
  if (const json* obstacles = find_field(description, "obstacles")) {
    check_fields(*obstacles, "obstacles", {"percent", "kinds"});
    read_range(*obstacles, "percent", "obstacles", 0, 100, mix.obstacle_percent);
    if (const json* kinds = find_field(*obstacles, "kinds")) {
      mix.obstacle_kinds.clear();
      for (const int kind : read_letters(*kinds, "obstacles.kinds", "oxu", "an obstacle (o stone, x car, u barrel)"))
        mix.obstacle_kinds.push_back(kind == 0 ? kStone : kind == 1 ? kCar : kBarrel);
    }
  }
  if (const json* features = find_field(description, "features")) {
    check_fields(*features, "features", {"mud", "hedgehogs", "anteaters", "one_ways"});
    read_feature(*features, "mud", "features", mix.mud);
    read_feature(*features, "hedgehogs", "features", mix.hedgehogs);
    read_feature(*features, "anteaters", "features", mix.anteaters);
    read_feature(*features, "one_ways", "features", mix.one_ways);
  }
  if (const json* weights = find_field(description, "weights")) {
    check_fields(*weights, "weights", {"fruit", "obstacle", "mud", "hedgehog", "anteater"});
    read_weights(*weights, "fruit", "weights", mix.fruit_weights);
    read_weights(*weights, "obstacle", "weights", mix.obstacle_weights);
    read_weights(*weights, "mud", "weights", mix.mud_weights);
    read_weights(*weights, "hedgehog", "weights", mix.hedgehog_weights);
    read_weights(*weights, "anteater", "weights", mix.anteater_weights);
  }
  if (const json* test = find_field(description, "test")) {
    check_fields(*test, "test", {"candidate_states", "max_candidates"});
    if (const json* states = find_field(*test, "candidate_states"))
      mix.candidate_states =
          static_cast<std::uint64_t>(read_whole(*states, "test.candidate_states", 1, kMaxCandidateStatesKnob));
    if (const json* candidates = find_field(*test, "max_candidates"))
      mix.max_candidates =
          static_cast<std::uint64_t>(read_whole(*candidates, "test.max_candidates", 1, kMaxCandidates));
  }
  return mix;
}

void check_mix_size(const GeneratorMix& mix, int width, int height) {
  const auto check = [](const CountRange& range, int value, const char* path, const char* what) {
    if (value < range.min || value > range.max)
      bad_setup_field(path, std::string("this setup is for ") + what + " " + std::to_string(range.min) + ".." +
                                std::to_string(range.max) + "; the params give " + std::to_string(value));
  };
  check(mix.width, width, "sizes.width", "widths");
  check(mix.height, height, "sizes.height", "heights");
}

}  // namespace puzzlelab::fruit_dating
