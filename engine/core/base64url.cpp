#include "core/base64url.hpp"

#include <cstdint>
#include <utility>

namespace puzzlelab {

namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

}  // namespace

std::string base64url_encode(std::string_view bytes) {
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::uint32_t buffer = 0;
  int bits = 0;
  for (char byte : bytes) {
    buffer = (buffer << 8) | static_cast<std::uint8_t>(byte);
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += kAlphabet[(buffer >> bits) & 63];
    }
  }
  // The last bits, padded with zeros on the right to a whole character.
  if (bits > 0) out += kAlphabet[(buffer << (6 - bits)) & 63];
  return out;
}

Base64urlDecoded base64url_decode(std::string_view text, bool strict) {
  using Kind = Base64urlProblem::Kind;
  // 4 characters hold 3 bytes; 1 character more holds less than a byte.
  if (text.size() % 4 == 1) return {std::nullopt, {Kind::length, text.size(), 0}};
  std::string out;
  out.reserve(text.size() / 4 * 3 + 2);
  std::uint32_t buffer = 0;
  int bits = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto at = kAlphabet.find(text[i]);
    if (at == std::string_view::npos) return {std::nullopt, {Kind::character, i, text[i]}};
    buffer = ((buffer << 6) | static_cast<std::uint32_t>(at)) & 0xFFFFFF;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((buffer >> bits) & 0xFF);
    }
  }
  if (strict && (buffer & ((1u << bits) - 1)) != 0)
    return {std::nullopt, {Kind::trailing_bits, text.size() - 1, text.back()}};
  return {std::move(out), {}};
}

}  // namespace puzzlelab
