#include "core/svg_writer.hpp"

#include <cmath>
#include <cstdio>

#include "core/utf8.hpp"

namespace puzzlelab {

namespace {

const char* entity(char c) {
  switch (c) {
    case '&': return "&amp;";
    case '<': return "&lt;";
    case '>': return "&gt;";
    case '"': return "&quot;";
    case '\'': return "&#39;";
    default: return nullptr;
  }
}

}  // namespace

std::string xml_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t at = 0; at < text.size();) {
    if (const char* named = entity(text[at])) {
      out += named;
      ++at;
      continue;
    }
    // What XML 1.0 does not allow at all becomes '?': a control character, U+FFFE, U+FFFF (one
    // '?' each), a byte that is not UTF-8 (one each); so does '\r', which a reader would not keep
    // as written. The document stays XML whatever a setup description's text held.
    const auto ch = utf8_char_at(text, at);
    if (!ch) {
      out += '?';
      ++at;
      continue;
    }
    if (!is_xml_char(ch->code_point) || ch->code_point == '\r')
      out += '?';
    else
      out.append(text.substr(at, ch->bytes));
    at += ch->bytes;
  }
  return out;
}

std::string svg_number(double value) {
  if (!std::isfinite(value)) return "0";
  const double rounded = std::round(value * 100.0) / 100.0;
  char buffer[48];
  std::snprintf(buffer, sizeof buffer, "%.2f", rounded == 0.0 ? 0.0 : rounded);
  std::string out = buffer;
  while (!out.empty() && out.back() == '0') out.pop_back();
  if (!out.empty() && out.back() == '.') out.pop_back();
  return out;
}

namespace {

std::string attribute(std::string_view name, const std::string& value) {
  return " " + std::string(name) + "=\"" + xml_escape(value) + "\"";
}

std::string written(const SvgAttributes& attributes) {
  std::string out;
  for (const auto& [name, value] : attributes) out += attribute(name, value);
  return out;
}

}  // namespace

SvgWriter::SvgWriter(double width, double height) : width_(width), height_(height) {}

void SvgWriter::element(std::string_view name, const std::string& geometry, const SvgAttributes& attributes) {
  body_ += "<" + std::string(name) + geometry + written(attributes) + "/>\n";
}

void SvgWriter::rect(double x, double y, double w, double h, const SvgAttributes& attributes) {
  element("rect",
          attribute("x", svg_number(x)) + attribute("y", svg_number(y)) + attribute("width", svg_number(w)) +
              attribute("height", svg_number(h)),
          attributes);
}

void SvgWriter::circle(double cx, double cy, double r, const SvgAttributes& attributes) {
  element("circle", attribute("cx", svg_number(cx)) + attribute("cy", svg_number(cy)) + attribute("r", svg_number(r)),
          attributes);
}

void SvgWriter::line(double x1, double y1, double x2, double y2, const SvgAttributes& attributes) {
  element("line",
          attribute("x1", svg_number(x1)) + attribute("y1", svg_number(y1)) + attribute("x2", svg_number(x2)) +
              attribute("y2", svg_number(y2)),
          attributes);
}

void SvgWriter::polygon(const std::vector<std::pair<double, double>>& points, const SvgAttributes& attributes) {
  std::string list;
  for (const auto& [x, y] : points) list += (list.empty() ? "" : " ") + svg_number(x) + "," + svg_number(y);
  element("polygon", attribute("points", list), attributes);
}

void SvgWriter::path(std::string_view d, const SvgAttributes& attributes) {
  element("path", attribute("d", std::string(d)), attributes);
}

void SvgWriter::text(double x, double y, std::string_view content, double size, const SvgAttributes& attributes) {
  SvgAttributes all = {{"font-size", svg_number(size)}};
  bool anchored = false, based = false;
  for (const auto& [name, value] : attributes) {
    anchored = anchored || name == "text-anchor";
    based = based || name == "dominant-baseline";
  }
  if (!anchored) all.emplace_back("text-anchor", "middle");
  if (!based) all.emplace_back("dominant-baseline", "central");
  all.insert(all.end(), attributes.begin(), attributes.end());
  body_ += "<text" + attribute("x", svg_number(x)) + attribute("y", svg_number(y)) + written(all) + ">" +
           xml_escape(content) + "</text>\n";
}

void SvgWriter::begin_group(const SvgAttributes& attributes) {
  body_ += "<g" + written(attributes) + ">\n";
  ++open_groups_;
}

void SvgWriter::end_group() {
  if (open_groups_ == 0) return;
  body_ += "</g>\n";
  --open_groups_;
}

void SvgWriter::embed(std::string_view document, double x, double y, double scale) {
  body_ +=
      "<g transform=\"translate(" + svg_number(x) + " " + svg_number(y) + ") scale(" + svg_number(scale) + ")\">\n";
  body_ += document;
  if (!document.empty() && document.back() != '\n') body_ += '\n';
  body_ += "</g>\n";
}

void SvgWriter::title(std::string_view content) { body_ += "<title>" + xml_escape(content) + "</title>\n"; }

std::string SvgWriter::str() const {
  std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\"" + attribute("width", svg_number(width_)) +
                    attribute("height", svg_number(height_)) +
                    attribute("viewBox", "0 0 " + svg_number(width_) + " " + svg_number(height_)) +
                    " font-family=\"DejaVu Sans, Arial, sans-serif\" fill=\"#000\" stroke-linejoin=\"round\">\n";
  out += body_;
  for (int i = 0; i < open_groups_; ++i) out += "</g>\n";
  out += "</svg>\n";
  return out;
}

}  // namespace puzzlelab
