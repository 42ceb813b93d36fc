// `puzzlelab protocol`: the protocol itself over stdin and stdout, one JSON request per line in,
// one JSON response per line out, in order. Each line goes through handle_request_text's two
// halves, the web worker's exact path, so scripts and tests reach every operation natively. Lines
// are read while a request runs, so that a `cancel` stops it (protocol_server.hpp). A bad line
// gets an error response and the next line is read; a line over the request limit (8 MiB) is
// skipped without being held in memory and answered "request_too_large". Empty lines are
// ignored. Exit status 0 once the input ends and every request is answered, whatever the
// responses said (they carry their own errors).
#include "cli_error.hpp"
#include "commands.hpp"
#include "game/limits.hpp"
#include "line_reader.hpp"
#include "protocol_server.hpp"

namespace puzzlelab::cli {

namespace {

bool blank(const std::string& line) { return line.find_first_not_of(" \t\r") == std::string::npos; }

void serve(const CliIo& io) {
  ProtocolServer server(io.out);
  LineReader reader(io.in, limits::kMaxRequestBytes);
  LineReader::Line line;
  while (server.output_ok() && reader.next(line)) {
    if (line.too_long)
      server.submit_too_large();
    else if (!blank(line.text))
      server.submit(line.text);
  }
  // The reader is gone or the disk is full: nobody will see further answers.
  if (!server.finish()) throw CliError(kExitInternal, "could not write a response (standard output failed)");
  if (reader.failed()) throw CliError(kExitInternal, "could not read the requests to the end");
}

}  // namespace

void add_protocol_command(CLI::App& app, const CliIo& io) {
  auto* command = app.add_subcommand(
      "protocol",
      "Answer protocol requests (docs/PROTOCOL.md): one JSON request per line on stdin, one response per line");
  command->callback([io] { serve(io); });
}

}  // namespace puzzlelab::cli
