#include "app/lab_format.hpp"

#include <cstdio>

namespace puzzlelab::lab_format {

namespace {

constexpr const char* kNone = "\xE2\x80\x93";  // en dash

std::string printf_text(const char* format, double value) {
  char text[48];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

// A reported mean or sd: whole with thousands separators from 1,000 up (positions visited run to
// millions), else three significant digits (seconds).
std::string amount(const nlohmann::json& value) {
  if (!value.is_number()) return kNone;
  const double v = value.get<double>();
  if (v >= 1000 || v <= -1000) return count(nlohmann::json(static_cast<long long>(v < 0 ? v - 0.5 : v + 0.5)));
  return number(value);
}

std::string mean_sd(const nlohmann::json& mean, const nlohmann::json& sd) {
  return sd.is_number() ? amount(mean) + " \xC2\xB1 " + amount(sd) : amount(mean);
}

}  // namespace

std::string percent(const nlohmann::json& value) {
  if (!value.is_number()) return kNone;
  return printf_text("%.1f%%", value.get<double>() * 100);
}

std::string percent_interval(const nlohmann::json& interval) {
  if (!interval.is_array() || interval.size() != 2 || !interval[0].is_number() || !interval[1].is_number()) return "";
  return "(" + printf_text("%.1f", interval[0].get<double>() * 100) + "-" +
         printf_text("%.1f%%)", interval[1].get<double>() * 100);
}

std::string number(const nlohmann::json& value) {
  if (!value.is_number()) return kNone;
  return printf_text("%.3g", value.get<double>());
}

std::string p_value(const nlohmann::json& value) {
  if (!value.is_number()) return kNone;
  const double p = value.get<double>();
  return p < 0.001 ? printf_text("%.1e", p) : printf_text("%.2g", p);
}

std::string count(const nlohmann::json& value) {
  if (!value.is_number_integer()) return kNone;
  std::string digits = std::to_string(value.get<long long>());
  for (int i = static_cast<int>(digits.size()) - 3; i > 0 && digits[static_cast<std::size_t>(i) - 1] != '-'; i -= 3)
    digits.insert(static_cast<std::size_t>(i), ",");
  return digits;
}

bool is_proportion(const std::string& quantity) {
  return quantity == "solvable" || quantity == "random_solvable" || quantity == "sp_minus_sr" ||
         quantity == "trial_min" || quantity == "length_share_at_most_9" ||
         quantity.find("pair_equality") != std::string::npos || quantity.find("unlosable") != std::string::npos ||
         quantity.find("greedy") != std::string::npos;
}

std::string paper_value(const nlohmann::json& entry) {
  const std::string claim = entry.value("claim", "");
  const std::string quantity = entry.value("quantity", "");
  const nlohmann::json published = entry.value("published", nlohmann::json());
  const auto shown = [&](const nlohmann::json& v) { return is_proportion(quantity) ? percent(v) : number(v); };
  if (claim == "about") return shown(published);
  if (claim == "reported") return mean_sd(published, entry.value("published_sd", nlohmann::json()));
  if (claim == "at_most") return "at most " + shown(published);
  if (claim == "at_least") return "at least " + shown(published);
  if (claim == "significant") return "p < 0.05";
  if (claim == "not_significant") return "p >= 0.05";
  if (claim == "rank") return "rank " + number(published) + (entry.value("published_tied", false) ? "*" : "");
  if (claim == "greater_than") return "above " + entry.value("other", std::string());
  if (claim == "highest") return "highest";
  if (claim == "solvable_above_unsolvable") return "higher when solvable";
  if (claim == "solvable_unsolvable_differ") return "solvable vs unsolvable differ, p < 0.05";
  if (claim == "positive_correlation") return "positive correlation, p < 0.05";
  return claim;
}

std::string measured_value(const nlohmann::json& entry) {
  const std::string claim = entry.value("claim", "");
  const std::string quantity = entry.value("quantity", "");
  const nlohmann::json measured = entry.value("measured", nlohmann::json());
  const auto shown = [&](const nlohmann::json& v) { return is_proportion(quantity) ? percent(v) : number(v); };
  if (claim == "significant" || claim == "not_significant") return "p = " + p_value(measured);
  if (claim == "rank") {
    if (!measured.is_number()) return kNone;
    const std::string value = is_proportion(quantity) ? percent(entry.value("measured_value", nlohmann::json()))
                                                      : number(entry.value("measured_value", nlohmann::json()));
    return "rank " + number(measured) + (entry.value("tied", false) ? "*" : "") + " (" + value + ")";
  }
  if (claim == "reported") {
    if (!measured.is_number()) return kNone;
    std::string out = mean_sd(measured, entry.value("measured_sd", nlohmann::json()));
    if (entry.contains("ratio")) out += ", x" + number(entry["ratio"]);
    if (entry.value("censored", 0) > 0) out += ", " + count(entry["censored"]) + " censored";
    if (entry.contains("not_comparable")) out += ", not comparable";
    return out;
  }
  if (claim == "solvable_above_unsolvable" && measured.is_object())
    return shown(measured.value("solvable", nlohmann::json())) + " vs " +
           shown(measured.value("unsolvable", nlohmann::json()));
  if (claim == "solvable_unsolvable_differ" && measured.is_object())
    return shown(measured.value("solvable", nlohmann::json())) + " vs " +
           shown(measured.value("unsolvable", nlohmann::json())) +
           ", p = " + p_value(entry.value("p", nlohmann::json()));
  if (claim == "positive_correlation") {
    if (!measured.is_number()) return kNone;
    return "r = " + number(measured) + ", p = " + p_value(entry.value("p", nlohmann::json())) + " (" +
           count(entry.value("n", nlohmann::json())) + " challenges)";
  }
  std::string out = shown(measured);
  if (claim == "greater_than") {
    out += " vs " + shown(entry.value("other_measured", nlohmann::json()));
    if (entry.contains("p")) out += ", p = " + p_value(entry["p"]);
    return out;
  }
  const nlohmann::json interval = entry.value("interval", nlohmann::json());
  if (interval.is_array() && interval.size() == 2) {
    out += is_proportion(quantity) ? " " + percent_interval(interval)
                                   : " (" + number(interval[0]) + " to " + number(interval[1]) + ")";
  }
  return out;
}

}  // namespace puzzlelab::lab_format
