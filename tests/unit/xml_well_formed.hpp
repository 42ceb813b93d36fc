// A small well-formedness check for the XML the engine writes (the printable SVG documents):
// every character one XML 1.0 allows (valid UTF-8; no control character but tab, newline and
// carriage return; no U+FFFE or U+FFFF), one root element, tags closed in order, attributes quoted
// and unique, and no '<' or stray '&' in text or attribute values (only the five predefined
// entities and numeric references). Not a validating parser: enough to prove a document would
// open in a browser or an XML tool. It decodes UTF-8 on its own, apart from the engine's reader.
#pragma once

#include <cctype>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab::test {

namespace xml_detail {

inline bool name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == ':' || c == '.';
}

// Text between tags or inside an attribute value: '&' must start a known reference.
inline std::string check_text(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '<') return "a '<' in text";
    if (text[i] != '&') continue;
    const auto end = text.find(';', i);
    if (end == std::string_view::npos) return "an '&' without ';'";
    const std::string_view ref = text.substr(i + 1, end - i - 1);
    const bool known = ref == "amp" || ref == "lt" || ref == "gt" || ref == "quot" || ref == "apos" ||
                       (ref.size() > 1 && ref[0] == '#');
    if (!known) return "an unknown entity &" + std::string(ref) + ";";
    i = end;
  }
  return "";
}

// The first character XML 1.0 does not allow, as "byte N: why", or "".
inline std::string check_characters(std::string_view doc) {
  for (std::size_t i = 0; i < doc.size();) {
    const auto lead = static_cast<unsigned char>(doc[i]);
    const std::string at = "byte " + std::to_string(i) + ": ";
    if (lead < 0x80) {
      if (lead < 0x20 && lead != '\t' && lead != '\n' && lead != '\r') return at + "a control character";
      ++i;
      continue;
    }
    const std::size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0;
    if (length == 0 || lead > 0xF4 || i + length > doc.size()) return at + "not UTF-8";
    unsigned long code = lead & (0x7F >> length);
    for (std::size_t k = 1; k < length; ++k) {
      const auto next = static_cast<unsigned char>(doc[i + k]);
      if ((next & 0xC0) != 0x80) return at + "not UTF-8";
      code = (code << 6) | (next & 0x3F);
    }
    const unsigned long lowest = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000;
    if (code < lowest || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return at + "not UTF-8";
    if (code == 0xFFFE || code == 0xFFFF) return at + "U+FFFE or U+FFFF";
    i += length;
  }
  return "";
}

}  // namespace xml_detail

// "" when `doc` is well formed, else what is wrong first.
inline std::string xml_problem(std::string_view doc) {
  using namespace xml_detail;
  if (std::string why = check_characters(doc); !why.empty()) return why;
  std::vector<std::string> open;
  bool root_seen = false;
  std::size_t i = 0;
  while (i < doc.size()) {
    const auto lt = doc.find('<', i);
    const std::string_view text = doc.substr(i, lt == std::string_view::npos ? std::string_view::npos : lt - i);
    if (std::string why = check_text(text); !why.empty()) return why;
    if (open.empty() && text.find_first_not_of(" \t\r\n") != std::string_view::npos) return "text outside the root";
    if (lt == std::string_view::npos) break;
    if (doc.substr(lt, 4) == "<!--") {
      const auto end = doc.find("-->", lt);
      if (end == std::string_view::npos) return "an unclosed comment";
      i = end + 3;
      continue;
    }
    if (doc.substr(lt, 2) == "<?") {
      const auto end = doc.find("?>", lt);
      if (end == std::string_view::npos) return "an unclosed declaration";
      i = end + 2;
      continue;
    }
    std::size_t p = lt + 1;
    const bool closing = p < doc.size() && doc[p] == '/';
    if (closing) ++p;
    const std::size_t name_start = p;
    while (p < doc.size() && name_char(doc[p])) ++p;
    const std::string name(doc.substr(name_start, p - name_start));
    if (name.empty()) return "a tag without a name";
    if (closing) {
      while (p < doc.size() && std::isspace(static_cast<unsigned char>(doc[p]))) ++p;
      if (p >= doc.size() || doc[p] != '>') return "a malformed closing tag </" + name;
      if (open.empty() || open.back() != name) return "</" + name + "> closes nothing open";
      open.pop_back();
      i = p + 1;
      continue;
    }
    if (open.empty() && root_seen) return "a second root element <" + name + ">";
    root_seen = true;
    std::set<std::string> attributes;
    for (;;) {
      while (p < doc.size() && std::isspace(static_cast<unsigned char>(doc[p]))) ++p;
      if (p >= doc.size()) return "an unclosed tag <" + name;
      if (doc[p] == '>') {
        open.push_back(name);
        ++p;
        break;
      }
      if (doc.substr(p, 2) == "/>") {
        p += 2;
        break;
      }
      const std::size_t a = p;
      while (p < doc.size() && name_char(doc[p])) ++p;
      if (p == a) return "a bad character in tag <" + name;
      const std::string attribute(doc.substr(a, p - a));
      if (!attributes.insert(attribute).second) return "attribute " + attribute + " twice in <" + name;
      if (p >= doc.size() || doc[p] != '=') return "attribute " + attribute + " without a value";
      ++p;
      if (p >= doc.size() || (doc[p] != '"' && doc[p] != '\'')) return "attribute " + attribute + " not quoted";
      const char quote = doc[p++];
      const auto end = doc.find(quote, p);
      if (end == std::string_view::npos) return "attribute " + attribute + " not closed";
      if (std::string why = check_text(doc.substr(p, end - p)); !why.empty()) return why + " in " + attribute;
      p = end + 1;
    }
    i = p;
  }
  if (!root_seen) return "no root element";
  if (!open.empty()) return "<" + open.back() + "> not closed";
  return "";
}

}  // namespace puzzlelab::test
