// The printable page (middle/print_page.hpp) built from the engine's real "render" answer: the
// board drawing, ids and link, setup steps, the solution folded away on a page of its own, and
// every text escaped.
#include <doctest/doctest.h>

#include <string>

#include "api/protocol.hpp"
#include "middle/print_page.hpp"

using namespace puzzlelab;

namespace {

std::size_t page_count(const std::string& haystack, const std::string& needle) {
  std::size_t n = 0;
  for (auto at = haystack.find(needle); at != std::string::npos; at = haystack.find(needle, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("print page: a seeded challenge's board, steps and folded solution") {
  const nlohmann::json response =
      handle_request({{"op", "render"}, {"game", "fujisan"}, {"setup", "dominoes"}, {"seed", 7}, {"solution", true}});
  REQUIRE(response.at("ok") == true);
  const nlohmann::json& printable = response.at("result");
  const std::string html = print_page_html(
      printable, {"#v1/fujisan/seed/dominoes/standard/7", "https://example.org/#v1/fujisan/seed/dominoes/standard/7"});
  CHECK(html.rfind("<!doctype html>", 0) == 0);
  CHECK(html.find("<h1 id=\"title\">Fujisan</h1>") != std::string::npos);
  CHECK(html.find("<code id=\"game-id\">#v1/fujisan/seed/dominoes/standard/7</code>") != std::string::npos);
  CHECK(html.find("href=\"https://example.org/#v1/fujisan/seed/dominoes/standard/7\"") != std::string::npos);
  CHECK(html.find("<div class=\"board\" id=\"board\">\n<svg ") != std::string::npos);
  CHECK(page_count(html, "<li>") == 13 + printable.at("solution").at("moves").size());
  CHECK(html.find("<li>Domino 1:3, turned: 3 over 1 on step 1.</li>") != std::string::npos);
  // Folded away until ticked, and on a page of its own when printed.
  CHECK(html.find("<section id=\"solution\" class=\"solution\" hidden>") != std::string::npos);
  CHECK(html.find("break-before: page") != std::string::npos);
  CHECK(html.find("id=\"include-solution\"") != std::string::npos);
  CHECK(html.find("window.print()") != std::string::npos);
  CHECK(page_count(html, "<figure><svg ") == printable.at("solution").at("moves").size());
  CHECK(print_page_name(printable) == "puzzlelab-fujisan.html");
}

TEST_CASE("print page: texts escaped, foreign drawings dropped, no steps or solution when there are none") {
  nlohmann::json printable = {{"game", "x/../y"},
                              {"title", "<b>Bold</b> & co"},
                              {"board", "1<2"},
                              {"svg", "<script>alert(1)</script>"},
                              {"setup_steps", nlohmann::json::array()},
                              {"solution", nullptr}};
  const std::string html = print_page_html(printable, {"#v1/\"quoted\"", "javascript:\"x\"<"});
  CHECK(html.find("<b>Bold</b>") == std::string::npos);
  CHECK(html.find("&lt;b&gt;Bold&lt;/b&gt; &amp; co") != std::string::npos);
  CHECK(html.find("<script>alert") == std::string::npos);
  CHECK(html.find("1&lt;2") != std::string::npos);
  CHECK(html.find("href=\"javascript:&quot;x&quot;&lt;\"") != std::string::npos);
  CHECK(html.find("id=\"setup-steps\"") == std::string::npos);
  CHECK(html.find("id=\"solution\"") == std::string::npos);
  CHECK(html.find("id=\"include-solution\"") == std::string::npos);
  CHECK(print_page_name(printable) == "puzzlelab-x----y.html");
}
