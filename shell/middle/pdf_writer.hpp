// A small PDF writer (PDF 1.4) for the talk's handouts (middle/talk_handout.hpp): pages of JPEG
// pictures, embedded as they are (DCTDecode, no re-encoding), and lines of text in the standard
// Helvetica fonts, which every PDF reader has (nothing is embedded). Text is UTF-8 in and
// WinAnsiEncoding out: Latin-1 letters, curly quotes, dashes, the bullet, the ellipsis and the euro
// sign print as themselves; any other character prints as '?'. No UI: unit-tested
// (tests/unit/middle_pdf_writer_test.cpp), which parses the output back.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab::pdf {

// A JPEG file's bytes with the size and colours read from its frame header.
struct Jpeg {
  std::string bytes;
  int width = 0;
  int height = 0;
  int components = 3;  // 1 (grey) or 3 (colour)
};
// Reads a JPEG's size from its SOF marker; throws InputError("bad_jpeg", ...) naming the problem
// (not a JPEG, truncated, no frame header, components other than 1 or 3).
Jpeg read_jpeg(std::string bytes);

enum class Font { regular, bold };

// A colour as red, green, blue from 0 to 1.
struct Rgb {
  double r = 0, g = 0, b = 0;
};

// Points (1/72 inch); A4 is 595.28 x 841.89. Coordinates are PDF's: from the page's bottom left.
class Page {
 public:
  Page(double width, double height) : width_(width), height_(height) {}
  // The picture scaled into x, y, w, h.
  void image(std::size_t picture, double x, double y, double w, double h);
  // One line of text with its baseline starting at x, y.
  void text(double x, double y, double size, Font font, std::string_view utf8, Rgb colour = {});
  // A rectangle filled, or only outlined when `fill` is false (a hairline).
  void rect(double x, double y, double w, double h, Rgb colour, bool fill);

  double width() const { return width_; }
  double height() const { return height_; }
  const std::string& content() const { return content_; }
  const std::vector<std::size_t>& pictures() const { return pictures_; }

 private:
  double width_, height_;
  std::string content_;                // the page's content stream
  std::vector<std::size_t> pictures_;  // the pictures it shows (Document's numbering), each once
};

class Document {
 public:
  explicit Document(std::string title) : title_(std::move(title)) {}
  // A picture the pages can show (each is stored once however many pages show it); its number.
  std::size_t add_picture(Jpeg jpeg);
  Page& add_page(double width, double height);
  std::size_t pages() const { return pages_.size(); }
  // The whole file: header, objects, cross-reference table, trailer.
  std::string bytes() const;

 private:
  std::string title_;
  std::vector<Jpeg> pictures_;
  std::vector<Page> pages_;
};

// The width of `utf8` in points, in the font at `size` (Helvetica's metrics).
double text_width(std::string_view utf8, double size, Font font);
// `utf8` broken into lines no wider than `width` at `size`: at spaces, and at its own line
// breaks; a word longer than a line is cut where it must be. An empty text is no lines.
std::vector<std::string> wrap(std::string_view utf8, double size, Font font, double width);

// A string as a PDF literal string's contents: WinAnsi bytes, with '(', ')' and '\' escaped and
// bytes outside printable ASCII written in octal (\351).
std::string literal(std::string_view utf8);

}  // namespace puzzlelab::pdf
