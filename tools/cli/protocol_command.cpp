// `puzzlelab protocol`: the protocol itself over stdin and stdout, one JSON request per line in,
// one JSON response per line out, in order. Each line goes through handle_request_text, the web
// worker's exact path, so scripts and tests reach every operation natively. A bad line gets an
// error response and the next line is read; a line over the request limit (8 MiB) is skipped
// without being held in memory and answered "request_too_large". Empty lines are ignored. Exit
// status 0 once the input ends, whatever the responses said (they carry their own errors).
#include <memory>

#include "api/limits.hpp"
#include "api/protocol.hpp"
#include "cli_error.hpp"
#include "commands.hpp"
#include "line_reader.hpp"

namespace puzzlelab::cli {

namespace {

// The response handle_request_text gives a request over the limit, built without the text.
std::string too_large_response() {
  const nlohmann::json response = {
      {"id", nullptr},
      {"ok", false},
      {"error",
       {{"code", "request_too_large"},
        {"message", "the request is over the limit of " + std::to_string(limits::kMaxRequestBytes) + " bytes"}}}};
  return response.dump();
}

bool blank(const std::string& line) { return line.find_first_not_of(" \t\r") == std::string::npos; }

void serve(const CliIo& io) {
  LineReader reader(io.in, limits::kMaxRequestBytes);
  LineReader::Line line;
  while (reader.next(line)) {
    if (!line.too_long && blank(line.text)) continue;
    io.out << (line.too_long ? too_large_response() : handle_request_text(line.text)) << '\n' << std::flush;
    // The reader is gone or the disk is full: nobody will see further answers.
    if (!io.out) throw CliError(kExitInternal, "could not write a response (standard output failed)");
  }
  if (reader.failed()) throw CliError(kExitInternal, "could not read the requests to the end");
}

}  // namespace

void add_protocol_command(CLI::App& app, const CliIo& io) {
  auto* command = app.add_subcommand(
      "protocol", "Answer protocol requests (docs/PROTOCOL.md): one JSON request per line on stdin, one response per line");
  command->callback([io] { serve(io); });
}

}  // namespace puzzlelab::cli
