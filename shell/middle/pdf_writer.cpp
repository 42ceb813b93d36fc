#include "middle/pdf_writer.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <utility>

#include "core/input_error.hpp"
#include "core/utf8.hpp"

namespace puzzlelab::pdf {

namespace {

// Adobe's metrics for Helvetica and Helvetica-Bold (their AFM files), in thousandths of the type
// size, for the printable ASCII characters 32..126 as WinAnsiEncoding places them.
constexpr std::array<short, 95> kRegular = {
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333,  278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
    611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667,  611, 722, 667, 944, 667,
    667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278,  556, 556, 222, 222, 500,
    222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500,  500, 334, 260, 334, 584};
constexpr std::array<short, 95> kBold = {278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
                                         556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
                                         975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
                                         667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
                                         333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
                                         611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584};

// WinAnsiEncoding's bytes 0x80..0x9F, as Unicode (0 where the byte is unused).
constexpr std::array<char32_t, 32> kWinAnsiHigh = {0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
                                                   0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,      0x017D, 0,
                                                   0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                                   0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

// One character in WinAnsiEncoding: its byte, '?' for a character it lacks, 0 to leave out
// (control characters; a line break is the caller's).
unsigned char win_ansi(char32_t c) {
  if (c == '\t') return ' ';
  if (c < 0x20 || c == 0x7F) return 0;
  if (c < 0x7F) return static_cast<unsigned char>(c);
  if (c >= 0xA0 && c <= 0xFF) return static_cast<unsigned char>(c);
  if (c == 0x2212) return '-';  // the minus sign
  for (std::size_t i = 0; i < kWinAnsiHigh.size(); ++i)
    if (kWinAnsiHigh[i] == c) return static_cast<unsigned char>(0x80 + i);
  if (c >= 0x80 && c < 0xA0) return 0;  // C1 controls
  return '?';
}

// UTF-8 to WinAnsi bytes; bytes that are not UTF-8 print as '?'.
std::string to_win_ansi(std::string_view utf8) {
  std::string out;
  for (std::size_t at = 0; at < utf8.size();) {
    const auto ch = utf8_char_at(utf8, at);
    if (!ch) {
      out += '?';
      ++at;
      continue;
    }
    if (const unsigned char b = win_ansi(ch->code_point)) out += static_cast<char>(b);
    at += ch->bytes;
  }
  return out;
}

// A WinAnsi byte's width in thousandths: ASCII from the tables; an accented letter as its base
// letter's nearest kin (most Latin-1 letters are as wide as a/A or e/E in Helvetica); the rest as
// a digit, the commonest width.
int width_of(unsigned char b, Font font) {
  const auto& table = font == Font::bold ? kBold : kRegular;
  if (b >= 32 && b < 127) return table[b - 32];
  if (b >= 0xC0 && b <= 0xDE && b != 0xD7) return table['A' - 32] + (font == Font::bold ? 0 : 28);
  if (b >= 0xDF && b != 0xF7) return table['a' - 32];
  if (b == 0x95) return 350;   // bullet
  if (b == 0x85) return 1000;  // ellipsis
  if (b == 0x97) return 1000;  // em dash
  if (b == 0x91 || b == 0x92) return 222;
  return 556;
}

double win_ansi_width(std::string_view bytes, double size, Font font) {
  double sum = 0;
  for (const char c : bytes) sum += width_of(static_cast<unsigned char>(c), font);
  return sum * size / 1000.0;
}

std::string number(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2f", v);
  std::string s = buffer;
  // Trailing zeros off: "12.50" is "12.5", "3.00" is "3".
  while (!s.empty() && s.back() == '0') s.pop_back();
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s == "-0" ? "0" : s;
}

std::string colour_operands(Rgb c) { return number(c.r) + " " + number(c.g) + " " + number(c.b); }

// The document's title for its Info dictionary: UTF-16BE with a byte-order mark, in hex, so any
// title reads right in a reader's window title.
std::string utf16_hex(std::string_view utf8) {
  static const char* digits = "0123456789ABCDEF";
  std::string out = "<FEFF";
  const auto unit = [&](unsigned u) {
    for (int shift = 12; shift >= 0; shift -= 4) out += digits[(u >> shift) & 0xF];
  };
  for (std::size_t at = 0; at < utf8.size();) {
    const auto ch = utf8_char_at(utf8, at);
    const char32_t c = ch ? ch->code_point : U'\uFFFD';
    at += ch ? ch->bytes : 1;
    if (c < 0x20) continue;
    if (c >= 0x10000) {
      const char32_t v = c - 0x10000;
      unit(0xD800 + static_cast<unsigned>(v >> 10));
      unit(0xDC00 + static_cast<unsigned>(v & 0x3FF));
    } else {
      unit(static_cast<unsigned>(c));
    }
  }
  return out + ">";
}

}  // namespace

Jpeg read_jpeg(std::string bytes) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(bytes[i]); };
  if (bytes.size() < 4 || byte(0) != 0xFF || byte(1) != 0xD8)
    throw InputError("bad_jpeg", "the picture is not a JPEG (it does not start with FF D8)");
  std::size_t at = 2;
  while (at + 4 <= bytes.size()) {
    if (byte(at) != 0xFF) throw InputError("bad_jpeg", "the JPEG has no marker at byte " + std::to_string(at));
    const unsigned char marker = byte(at + 1);
    if (marker == 0xFF) {  // fill byte
      ++at;
      continue;
    }
    const std::size_t length = static_cast<std::size_t>(byte(at + 2)) << 8 | byte(at + 3);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC): the frame header with the size.
    if (marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC) {
      if (at + 10 > bytes.size() || length < 8) throw InputError("bad_jpeg", "the JPEG's frame header is cut short");
      Jpeg jpeg;
      jpeg.height = static_cast<int>(byte(at + 5)) << 8 | byte(at + 6);
      jpeg.width = static_cast<int>(byte(at + 7)) << 8 | byte(at + 8);
      jpeg.components = byte(at + 9);
      if (jpeg.width == 0 || jpeg.height == 0) throw InputError("bad_jpeg", "the JPEG has no size in its frame header");
      if (jpeg.components != 1 && jpeg.components != 3)
        throw InputError("bad_jpeg",
                         "the JPEG has " + std::to_string(jpeg.components) + " colour components; 1 or 3 are printed");
      jpeg.bytes = std::move(bytes);
      return jpeg;
    }
    if (marker == 0xDA || marker == 0xD9) break;  // the picture's data, or its end, before any frame header
    at += 2 + length;
  }
  throw InputError("bad_jpeg", "the JPEG has no frame header (SOF) giving its size");
}

void Page::image(std::size_t picture, double x, double y, double w, double h) {
  if (std::find(pictures_.begin(), pictures_.end(), picture) == pictures_.end()) pictures_.push_back(picture);
  content_ += "q " + number(w) + " 0 0 " + number(h) + " " + number(x) + " " + number(y) + " cm /Im" +
              std::to_string(picture) + " Do Q\n";
}

void Page::text(double x, double y, double size, Font font, std::string_view utf8, Rgb colour) {
  content_ += "BT " + colour_operands(colour) + " rg /" + (font == Font::bold ? "F2 " : "F1 ") + number(size) + " Tf " +
              number(x) + " " + number(y) + " Td (" + literal(utf8) + ") Tj ET\n";
}

void Page::rect(double x, double y, double w, double h, Rgb colour, bool fill) {
  const std::string box = number(x) + " " + number(y) + " " + number(w) + " " + number(h) + " re ";
  if (fill)
    content_ += colour_operands(colour) + " rg " + box + "f\n";
  else
    content_ += "0.5 w " + colour_operands(colour) + " RG " + box + "S\n";
}

std::size_t Document::add_picture(Jpeg jpeg) {
  pictures_.push_back(std::move(jpeg));
  return pictures_.size() - 1;
}

Page& Document::add_page(double width, double height) { return pages_.emplace_back(width, height); }

std::string Document::bytes() const {
  // Objects: 1 catalog, 2 page tree, 3 and 4 the fonts, 5 the info, then each picture, then per
  // page its page object and its content stream.
  const std::size_t first_picture = 6;
  const std::size_t first_page = first_picture + pictures_.size();
  const std::size_t count = first_page + pages_.size() * 2;  // objects 1..count-1
  std::vector<std::size_t> offsets(count, 0);
  std::string out = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";  // a binary comment: the file is binary to any transfer
  const auto begin = [&](std::size_t n) {
    offsets[n] = out.size();
    out += std::to_string(n) + " 0 obj\n";
  };
  const auto page_object = [&](std::size_t i) { return first_page + i * 2; };

  begin(1);
  out += "<< /Type /Catalog /Pages 2 0 R >>\nendobj\n";
  begin(2);
  out += "<< /Type /Pages /Kids [";
  for (std::size_t i = 0; i < pages_.size(); ++i) out += (i ? " " : "") + std::to_string(page_object(i)) + " 0 R";
  out += "] /Count " + std::to_string(pages_.size()) + " >>\nendobj\n";
  begin(3);
  out += "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>\nendobj\n";
  begin(4);
  out += "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>\nendobj\n";
  begin(5);
  out += "<< /Title " + utf16_hex(title_) + " /Producer (Puzzle Lab) >>\nendobj\n";
  for (std::size_t i = 0; i < pictures_.size(); ++i) {
    const Jpeg& p = pictures_[i];
    begin(first_picture + i);
    out += "<< /Type /XObject /Subtype /Image /Width " + std::to_string(p.width) + " /Height " +
           std::to_string(p.height) + " /ColorSpace " + (p.components == 1 ? "/DeviceGray" : "/DeviceRGB") +
           " /BitsPerComponent 8 /Filter /DCTDecode /Length " + std::to_string(p.bytes.size()) + " >>\nstream\n";
    out += p.bytes;
    out += "\nendstream\nendobj\n";
  }
  for (std::size_t i = 0; i < pages_.size(); ++i) {
    const Page& page = pages_[i];
    begin(page_object(i));
    out += "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 " + number(page.width()) + " " + number(page.height()) +
           "] /Resources << /Font << /F1 3 0 R /F2 4 0 R >>";
    if (!page.pictures().empty()) {
      out += " /XObject <<";
      for (const std::size_t p : page.pictures())
        out += " /Im" + std::to_string(p) + " " + std::to_string(first_picture + p) + " 0 R";
      out += " >>";
    }
    out += " >> /Contents " + std::to_string(page_object(i) + 1) + " 0 R >>\nendobj\n";
    begin(page_object(i) + 1);
    out += "<< /Length " + std::to_string(page.content().size()) + " >>\nstream\n" + page.content() +
           "\nendstream\nendobj\n";
  }
  const std::size_t xref = out.size();
  out += "xref\n0 " + std::to_string(count) + "\n0000000000 65535 f \n";
  for (std::size_t n = 1; n < count; ++n) {
    char entry[24];
    std::snprintf(entry, sizeof entry, "%010zu 00000 n \n", offsets[n]);
    out += entry;
  }
  out += "trailer\n<< /Size " + std::to_string(count) + " /Root 1 0 R /Info 5 0 R >>\nstartxref\n" +
         std::to_string(xref) + "\n%%EOF\n";
  return out;
}

double text_width(std::string_view utf8, double size, Font font) {
  return win_ansi_width(to_win_ansi(utf8), size, font);
}

std::vector<std::string> wrap(std::string_view utf8, double size, Font font, double width) {
  std::vector<std::string> lines;
  const auto fits = [&](std::string_view s) { return text_width(s, size, font) <= width; };
  std::size_t start = 0;
  while (start <= utf8.size()) {
    const std::size_t eol = std::min(utf8.find('\n', start), utf8.size());
    std::string_view paragraph = utf8.substr(start, eol - start);
    if (!paragraph.empty() && paragraph.back() == '\r') paragraph.remove_suffix(1);
    std::string line;
    std::size_t at = 0;
    while (at < paragraph.size()) {
      const std::size_t space = std::min(paragraph.find(' ', at), paragraph.size());
      std::string_view word = paragraph.substr(at, space - at);
      at = space + 1;
      if (word.empty()) continue;
      const std::string joined = line.empty() ? std::string(word) : line + " " + std::string(word);
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (!line.empty()) lines.push_back(std::exchange(line, std::string()));
      // A word wider than a line: cut at whole characters, as much as fits each time.
      while (!fits(word)) {
        std::size_t cut = 0;
        for (std::size_t i = 0; i < word.size();) {
          const auto ch = utf8_char_at(word, i);
          const std::size_t next = i + (ch ? ch->bytes : 1);
          if (!fits(word.substr(0, next))) break;
          cut = i = next;
        }
        if (cut == 0) cut = utf8_char_at(word, 0) ? utf8_char_at(word, 0)->bytes : 1;  // one character at least
        lines.emplace_back(word.substr(0, cut));
        word.remove_prefix(cut);
      }
      line = std::string(word);
    }
    if (!line.empty() || (paragraph.empty() && eol < utf8.size())) lines.push_back(line);
    if (eol >= utf8.size()) break;
    start = eol + 1;
  }
  return lines;
}

std::string literal(std::string_view utf8) {
  std::string out;
  for (const char c : to_win_ansi(utf8)) {
    const auto b = static_cast<unsigned char>(c);
    if (c == '(' || c == ')' || c == '\\') {
      out += '\\';
      out += c;
    } else if (b < 0x20 || b >= 0x7F) {
      char octal[5];
      std::snprintf(octal, sizeof octal, "\\%03o", b);
      out += octal;
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace puzzlelab::pdf
