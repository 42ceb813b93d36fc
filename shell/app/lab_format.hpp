// How the Lab screen writes the document's figures: proportions as percentages with one
// decimal, intervals as "(85.4-89.5%)", p-values in two significant digits, counts with
// thousands separators. JSON null (a figure that does not exist yet or at all) is an en dash.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace puzzlelab::lab_format {

std::string percent(const nlohmann::json& value);
std::string percent_interval(const nlohmann::json& interval);  // [low, high]
std::string number(const nlohmann::json& value);               // 3 significant digits
std::string p_value(const nlohmann::json& value);
std::string count(const nlohmann::json& value);
// Whether a paper's quantity is a proportion (shown as a percentage).
bool is_proportion(const std::string& quantity);
// A "paper" entry of the document: the paper's value or claim ("45.0%", "above shuffled") and
// the measured value beside it ("43.1% (40.1-46.2%)", "58.3% vs 26.6%, p = 1.2e-05").
std::string paper_value(const nlohmann::json& entry);
std::string measured_value(const nlohmann::json& entry);

}  // namespace puzzlelab::lab_format
