// A small well-formedness check for the XML the engine writes (the printable SVG documents):
// one root element, tags closed in order, attributes quoted and unique, and no '<' or stray '&'
// in text or attribute values (only the five predefined entities and numeric references). Not a
// validating parser: enough to prove a document would open in a browser or an XML tool.
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

}  // namespace xml_detail

// "" when `doc` is well formed, else what is wrong first.
inline std::string xml_problem(std::string_view doc) {
  using namespace xml_detail;
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
