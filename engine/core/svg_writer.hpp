// A small SVG writer for the printable boards (every game's render_svg): shapes and text in user
// units, black on white by default, attribute values and text always escaped, numbers written
// with at most two decimals so that the same board gives the same bytes everywhere (golden files).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace puzzlelab {

// Text escaped for XML character data and attribute values (& < > " '), with every character
// XML 1.0 forbids (and every byte that is not UTF-8) written '?'.
std::string xml_escape(std::string_view text);
// A number as SVG writes it: at most two decimals, no trailing zeros, "-0" written "0".
std::string svg_number(double value);

// Attributes beyond a shape's geometry, e.g. {{"fill", "none"}, {"stroke-width", "2"}}.
using SvgAttributes = std::vector<std::pair<std::string, std::string>>;

class SvgWriter {
 public:
  // A document of width x height user units (also its size in CSS pixels).
  SvgWriter(double width, double height);

  double width() const { return width_; }
  double height() const { return height_; }

  void rect(double x, double y, double w, double h, const SvgAttributes& attributes = {});
  void circle(double cx, double cy, double r, const SvgAttributes& attributes = {});
  void line(double x1, double y1, double x2, double y2, const SvgAttributes& attributes = {});
  void polygon(const std::vector<std::pair<double, double>>& points, const SvgAttributes& attributes = {});
  void path(std::string_view d, const SvgAttributes& attributes = {});
  // Text centred on (x, y) by default (text-anchor middle, central baseline); `size` in user units.
  void text(double x, double y, std::string_view content, double size, const SvgAttributes& attributes = {});
  // A group of later elements, e.g. {{"transform", "translate(10 20) scale(0.5)"}}; close with end_group.
  void begin_group(const SvgAttributes& attributes);
  void end_group();
  // Another whole document (a string this writer produced) drawn with its top-left corner at
  // (x, y), scaled by `scale`.
  void embed(std::string_view document, double x, double y, double scale);
  // A <title> for the document or the current group (what a screen reader or a tooltip says).
  void title(std::string_view content);

  // The complete document: the XML root with its namespace, size and view box, then the elements.
  std::string str() const;

 private:
  void element(std::string_view name, const std::string& geometry, const SvgAttributes& attributes);

  double width_;
  double height_;
  std::string body_;
  int open_groups_ = 0;
};

}  // namespace puzzlelab
