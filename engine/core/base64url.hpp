// base64url (RFC 4648 §5: A-Z a-z 0-9 - _) without padding: how links and replay codes carry
// bytes in a URL. One spelling per byte string when read strictly (docs/LINKS.md).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace puzzlelab {

std::string base64url_encode(std::string_view bytes);

// Why a text is not base64url, for the caller's own message (a link and a code word it
// differently): a length no encoding has, a character outside the alphabet (at `position`, from
// 0), or, read strictly, a last character with bits set past the last byte.
struct Base64urlProblem {
  enum class Kind { length, character, trailing_bits } kind;
  std::size_t position = 0;
  char character = 0;
};

struct Base64urlDecoded {
  std::optional<std::string> bytes;  // empty when `problem` says why
  Base64urlProblem problem{Base64urlProblem::Kind::length};
};

// Reads `text` (no padding). `strict` also refuses unused low bits set in the last character, so
// that no second spelling of the same bytes is accepted.
Base64urlDecoded base64url_decode(std::string_view text, bool strict);

}  // namespace puzzlelab
