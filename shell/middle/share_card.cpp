#include "middle/share_card.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "core/input_error.hpp"
#include "core/svg_writer.hpp"
#include "game/daily_date.hpp"

namespace puzzlelab {

namespace {

constexpr double kMargin = 56;
constexpr double kBoardTop = 190;
constexpr double kMaxBoardHeight = 960;

std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", value);
  return text;
}

// A number attribute of the board's root element (width="..."), or `fallback`.
double root_attribute(const std::string& svg, std::string_view name, double fallback) {
  const std::size_t root = svg.find("<svg");
  if (root == std::string::npos) return fallback;
  const std::size_t root_end = svg.find('>', root);
  const std::string key = " " + std::string(name) + "=\"";
  const std::size_t at = svg.find(key, root);
  if (at == std::string::npos || at > root_end) return fallback;
  const double value = std::atof(svg.c_str() + at + key.size());
  return value > 0 ? value : fallback;
}

// The board's document without anything before its root element (an XML declaration may not
// stand inside another document).
std::string_view board_root(const std::string& svg) {
  const std::size_t root = svg.find("<svg");
  return root == std::string::npos ? std::string_view() : std::string_view(svg).substr(root);
}

std::string text_element(double x, double y, double size, const char* weight, const char* fill,
                         const std::string& text) {
  return "<text x=\"" + number(x) + "\" y=\"" + number(y) + "\" font-size=\"" + number(size) + "\" font-weight=\"" +
         weight + "\" fill=\"" + fill + "\">" + xml_escape(text) + "</text>\n";
}

// "1 Dec 2026" (the challenge's date is one the app wrote; should it not read, it is shown as is).
std::string daily_words(const std::string& date) {
  try {
    return long_daily_date(parse_daily_date(date));
  } catch (const InputError&) {
    return date;
  }
}

}  // namespace

ShareCard share_card_for(const Challenge& challenge, const std::string& game_title) {
  ShareCard card;
  card.heading = "Puzzle Lab \xC2\xB7 " + game_title;
  if (!challenge.daily.empty())
    card.subheading = "Daily challenge, " + daily_words(challenge.daily);
  else if (challenge.from_seed())
    card.subheading = "Seed " + std::to_string(*challenge.seed) + ", " + challenge.setup + " setup";
  else
    card.subheading = "A given board";
  return card;
}

std::string share_card_svg(const ShareCard& card) {
  const double width = kShareCardWidth;
  const double board_w = root_attribute(card.board_svg, "width", 400);
  const double board_h = root_attribute(card.board_svg, "height", 400);
  const double scale = std::min((width - 2 * kMargin) / board_w, kMaxBoardHeight / board_h);
  const double shown_w = board_w * scale, shown_h = board_h * scale;
  const double board_x = (width - shown_w) / 2;
  const double result_y = kBoardTop + shown_h + 76;
  const double height = result_y + 60;
  std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + number(width) + "\" height=\"" +
                    number(height) + "\" viewBox=\"0 0 " + number(width) + " " + number(height) +
                    "\" font-family=\"DejaVu Sans, Arial, sans-serif\">\n";
  out += "<rect width=\"100%\" height=\"100%\" fill=\"#fbf8f1\"/>\n";
  out += "<rect x=\"0\" y=\"0\" width=\"100%\" height=\"12\" fill=\"#3b6ea5\"/>\n";
  out += text_element(kMargin, 92, 46, "bold", "#1d2330", card.heading);
  out += text_element(kMargin, 146, 30, "normal", "#4a5366", card.subheading);
  out +=
      "<g transform=\"translate(" + number(board_x) + " " + number(kBoardTop) + ") scale(" + number(scale) + ")\">\n";
  out += board_root(card.board_svg);
  out += "</g>\n";
  out += text_element(kMargin, result_y, 34, "bold", "#1d2330", card.result);
  out += "</svg>\n";
  return out;
}

std::string share_card_file_name(const Challenge& challenge) {
  std::string name = "puzzlelab-" + challenge.game;
  if (!challenge.daily.empty())
    name += "-" + challenge.daily;
  else if (challenge.from_seed())
    name += "-seed-" + std::to_string(*challenge.seed);
  return name + ".png";
}

}  // namespace puzzlelab
