#include "middle/print_page.hpp"

#include "core/svg_writer.hpp"

namespace puzzlelab {

namespace {

std::string text_of(const nlohmann::json& object, const char* key) {
  const auto it = object.find(key);
  return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// An engine drawing is inlined only when it is one: an <svg> document, nothing before it.
std::string drawing(const nlohmann::json& object, const char* key) {
  const std::string svg = text_of(object, key);
  return svg.rfind("<svg ", 0) == 0 ? svg : std::string();
}

constexpr const char* kStyle = R"(
body { font-family: "DejaVu Sans", Arial, sans-serif; color: #000; background: #fff; margin: 24px auto;
       max-width: 800px; padding: 0 16px; line-height: 1.4; }
h1 { font-size: 28px; margin: 0 0 4px; }
h2 { font-size: 18px; margin: 24px 0 8px; }
.ids { font-size: 13px; margin: 0 0 16px; overflow-wrap: anywhere; }
.ids code { font-family: "DejaVu Sans Mono", monospace; }
.board svg { display: block; max-width: 100%; height: auto; }
.controls { display: flex; gap: 16px; align-items: center; padding: 12px; border: 1px solid #000;
            margin-bottom: 16px; font-size: 15px; }
.controls button { font-size: 15px; padding: 6px 18px; }
ol li { margin: 2px 0; }
.solution { break-before: page; page-break-before: always; }
.solution[hidden] { display: none; }
.after { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 12px; }
.after figure { margin: 0; break-inside: avoid; }
.after svg { width: 100%; height: auto; display: block; }
.after figcaption { font-size: 12px; }
@media print { .controls { display: none; } body { margin: 0; max-width: none; } }
)";

constexpr const char* kScript = R"(
document.getElementById("include-solution").addEventListener("change", function (e) {
  document.getElementById("solution").hidden = !e.target.checked;
});
document.getElementById("print-button").addEventListener("click", function () { window.print(); });
)";

std::string verdict(const nlohmann::json& solution) {
  const std::string status = text_of(solution, "status");
  const auto moves = solution.find("moves");
  const std::size_t n = moves != solution.end() && moves->is_array() ? moves->size() : 0;
  if (status == "solved") {
    const bool shortest = solution.value("shortest", false);
    return std::to_string(n) + (n == 1 ? " move" : " moves") + (shortest ? ", the shortest solution." : ".");
  }
  if (status == "unsolvable") return "This challenge has no solution: the solver proved it.";
  return "The solver found no solution within its time.";
}

}  // namespace

std::string print_page_name(const nlohmann::json& printable) {
  std::string game = text_of(printable, "game");
  for (char& c : game)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) c = '-';
  return "puzzlelab-" + (game.empty() ? std::string("challenge") : game) + ".html";
}

std::string print_page_html(const nlohmann::json& printable, const PrintPageLinks& links) {
  const std::string title = text_of(printable, "title");
  std::string html = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  html += "<title>" + xml_escape(title) + " - Puzzle Lab</title>\n<style>" + kStyle + "</style>\n</head>\n<body>\n";

  const auto solution_it = printable.find("solution");
  const bool has_solution = solution_it != printable.end() && solution_it->is_object();
  html += "<div class=\"controls\">";
  if (has_solution) html += "<label><input type=\"checkbox\" id=\"include-solution\"> Include the solution</label>";
  html += "<button type=\"button\" id=\"print-button\">Print</button></div>\n";

  html += "<h1 id=\"title\">" + xml_escape(title) + "</h1>\n<p class=\"ids\">Game ID: <code id=\"game-id\">" +
          xml_escape(links.game_id) + "</code><br>Link: <a id=\"game-link\" href=\"" + xml_escape(links.url) + "\">" +
          xml_escape(links.url) + "</a>";
  if (const std::string setup = text_of(printable, "setup"); !setup.empty())
    html += "<br>Setup: " + xml_escape(setup) + ", seed " + xml_escape(text_of(printable, "seed"));
  html += "<br>Board: <code>" + xml_escape(text_of(printable, "board")) + "</code></p>\n";
  html += "<div class=\"board\" id=\"board\">\n" + drawing(printable, "svg") + "</div>\n";

  if (const auto steps = printable.find("setup_steps");
      steps != printable.end() && steps->is_array() && !steps->empty()) {
    html += "<section id=\"setup-steps\">\n<h2>Setting it up</h2>\n<ol>\n";
    for (const auto& step : *steps)
      if (step.is_string()) html += "<li>" + xml_escape(step.get<std::string>()) + "</li>\n";
    html += "</ol>\n</section>\n";
  }

  if (has_solution) {
    const nlohmann::json& solution = *solution_it;
    html += "<section id=\"solution\" class=\"solution\" hidden>\n<h2>Solution</h2>\n<p>" +
            xml_escape(verdict(solution)) + "</p>\n";
    const auto moves = solution.find("moves");
    if (moves != solution.end() && moves->is_array() && !moves->empty()) {
      html += "<ol id=\"solution-moves\">\n";
      for (const auto& move : *moves)
        if (move.is_object())
          html += "<li><code>" + xml_escape(text_of(move, "move")) +
                  "</code>: " + xml_escape(text_of(move, "description")) + "</li>\n";
      html += "</ol>\n";
      std::string boards;
      std::size_t number = 0;
      for (const auto& move : *moves) {
        ++number;
        if (!move.is_object()) continue;
        const std::string svg = drawing(move, "svg");
        if (svg.empty()) continue;
        boards += "<figure>" + svg + "<figcaption>after " + std::to_string(number) + ". " +
                  xml_escape(text_of(move, "move")) + "</figcaption></figure>\n";
      }
      if (!boards.empty()) html += "<div class=\"after\">\n" + boards + "</div>\n";
    }
    html += "</section>\n";
  }
  html += "<script>" + std::string(has_solution ? kScript : R"(
document.getElementById("print-button").addEventListener("click", function () { window.print(); });
)") + "</script>\n</body>\n</html>\n";
  return html;
}

}  // namespace puzzlelab
