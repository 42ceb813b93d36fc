#include "game/explain_words.hpp"

namespace puzzlelab {

namespace {

std::string text_of(const nlohmann::json& object, const char* key) {
  const auto it = object.find(key);
  return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

bool flag_of(const nlohmann::json& object, const char* key) {
  const auto it = object.find(key);
  return it != object.end() && it->is_boolean() && it->get<bool>();
}

std::string number_of(const nlohmann::json& object, const char* key) {
  const auto it = object.find(key);
  return it != object.end() && it->is_number_unsigned() ? std::to_string(it->get<std::uint64_t>()) : std::string("?");
}

}  // namespace

std::string explain_words(const nlohmann::json& verdict) {
  if (!verdict.is_object()) return "not decided within the budget";
  const std::string kind = text_of(verdict, "verdict");
  if (kind == "wins") {
    const std::string distance = number_of(verdict, "distance");
    if (!flag_of(verdict, "exact")) return "wins in at most " + distance + " (not proved shortest)";
    const auto optimal = verdict.find("optimal");
    if (optimal == verdict.end() || !optimal->is_boolean()) return "wins in " + distance;
    if (optimal->get<bool>()) return "wins in " + distance + " (optimal)";
    return "wins in " + distance + " (" + number_of(verdict, "longer") + " longer)";
  }
  if (kind == "dead") return "dead: " + text_of(verdict, "reason");
  return "not decided within the budget";
}

}  // namespace puzzlelab
