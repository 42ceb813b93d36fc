#include "middle/engine_client.hpp"

#include "game/explain_words.hpp"

namespace puzzlelab {
namespace {

// The searches of today's games take milliseconds to seconds; the limit is for larger custom
// sizes and games yet to come, and the Cancel button for anyone who will not wait that long.
nlohmann::json position_request(const char* op, const Challenge& challenge, const std::vector<std::string>& moves,
                                const SearchLimits& limits) {
  return {{"op", op},
          {"game", challenge.game},
          {"params", challenge.params},
          {"board", challenge.board},
          {"moves", moves},
          {"max_nodes", limits.max_nodes},
          {"time_limit_ms", limits.time_limit_ms}};
}

// The error of a response that is not an answer, or nullopt when it is one (ok with a result).
std::optional<EngineError> error_of(const nlohmann::json& response) {
  if (response.is_object() && response.value("ok", false)) {
    const auto result = response.find("result");
    if (result != response.end() && result->is_object()) return std::nullopt;
    return EngineError{"bad_response", "the engine's answer holds no result"};
  }
  const auto error = response.is_object() ? response.find("error") : response.end();
  if (response.is_object() && error != response.end() && error->is_object()) {
    EngineError out{error->value("code", std::string("unknown_error")), error->value("message", std::string())};
    if (out.message.empty()) out.message = out.code;
    return out;
  }
  return EngineError{"bad_response", "the engine's answer could not be read"};
}

RequestEnd end_of(const EngineError& error) {
  return error.code == "cancelled" ? RequestEnd::cancelled : RequestEnd::failed;
}

std::optional<Status> status_from(const std::string& text) {
  for (const Status s : {Status::solved, Status::unsolvable, Status::unknown})
    if (text == to_string(s)) return s;
  return std::nullopt;
}

}  // namespace

SolveResult read_solve_result(const nlohmann::json& response) {
  SolveResult out;
  if (const auto error = error_of(response)) {
    out.end = end_of(*error);
    out.error = *error;
    return out;
  }
  const nlohmann::json& r = response["result"];
  const auto status = status_from(r.value("status", std::string()));
  if (!status) {
    out.error = {"bad_response", "the engine's answer has no known status"};
    return out;
  }
  out.end = RequestEnd::answered;
  out.status = *status;
  out.shortest = r.value("shortest", false);
  if (const auto length = r.find("length"); length != r.end() && length->is_number_unsigned())
    out.length = length->get<std::size_t>();
  if (const auto move = r.find("move"); move != r.end() && move->is_string()) out.move = move->get<std::string>();
  if (const auto solution = r.find("solution"); solution != r.end() && solution->is_array())
    for (const auto& move : *solution)
      if (move.is_string()) out.solution.push_back(move.get<std::string>());
  if (const auto stopped = r.find("stopped"); stopped != r.end() && stopped->is_string())
    out.stopped = stop_reason_from(stopped->get<std::string>());
  if (const auto ms = r.find("ms"); ms != r.end() && ms->is_number()) out.ms = ms->get<double>();
  return out;
}

GenerateResult read_generate_result(const nlohmann::json& response) {
  GenerateResult out;
  if (const auto error = error_of(response)) {
    out.end = end_of(*error);
    out.error = *error;
    return out;
  }
  const nlohmann::json& r = response["result"];
  const auto boards = r.find("boards");
  if (boards == r.end() || !boards->is_array() || boards->empty() || !(*boards)[0].is_string()) {
    out.error = {"bad_response", "the engine's answer holds no board"};
    return out;
  }
  out.end = RequestEnd::answered;
  out.board = (*boards)[0].get<std::string>();
  if (const auto params = r.find("params"); params != r.end() && params->is_object()) out.params = *params;
  if (const auto setup = r.find("setup"); setup != r.end() && setup->is_string()) out.setup = setup->get<std::string>();
  if (const auto seeds = r.find("seeds");
      seeds != r.end() && seeds->is_array() && !seeds->empty() && (*seeds)[0].is_string()) {
    try {
      out.seed = std::stoull((*seeds)[0].get<std::string>());
    } catch (const std::exception&) {
      out.seed.reset();
    }
  }
  if (const auto check = r.find("check"); check != r.end() && check->is_object()) {
    DealCheck deal;
    const auto status = check->find("status");
    if (status != check->end() && status->is_string()) {
      const std::string name = status->get<std::string>();
      deal.status = name == "solved" ? Status::solved : name == "unsolvable" ? Status::unsolvable : Status::unknown;
    }
    if (const auto attempts = check->find("attempts"); attempts != check->end() && attempts->is_number_unsigned())
      deal.attempts = attempts->get<std::uint64_t>();
    if (const auto length = check->find("length"); length != check->end() && length->is_number_unsigned())
      deal.length = length->get<std::size_t>();
    out.check = deal;
  }
  return out;
}

GenerateResult read_daily_result(const nlohmann::json& response) {
  if (error_of(response)) return read_generate_result(response);
  // The same reading as a solvable deal's: the daily result names one board and one seed.
  nlohmann::json result = response["result"];
  const auto board = result.find("board");
  const auto seed = result.find("seed");
  if (board == result.end() || seed == result.end()) {
    GenerateResult out;
    out.error = {"bad_response", "the engine's answer holds no daily challenge"};
    return out;
  }
  result["boards"] = nlohmann::json::array({*board});
  result["seeds"] = nlohmann::json::array({*seed});
  return read_generate_result({{"ok", true}, {"result", result}});
}

TraceResult read_trace_result(const nlohmann::json& response) {
  TraceResult out;
  if (const auto error = error_of(response)) {
    out.end = end_of(*error);
    out.error = *error;
    return out;
  }
  const nlohmann::json& r = response["result"];
  const auto board = r.find("board");
  const auto steps = r.find("steps");
  if (board == r.end() || !board->is_string() || steps == r.end() || !steps->is_array()) {
    out.error = {"bad_response", "the engine's answer holds no board and steps"};
    return out;
  }
  out.traced.board = board->get<std::string>();
  // Read leniently but safely: a field of the wrong type is left empty rather than trusted.
  const auto text = [](const nlohmann::json& object, const char* key) {
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
  };
  for (const auto& s : *steps) {
    if (!s.is_object()) continue;
    TraceStep step{text(s, "kind"), text(s, "caption"), {}, {}, s.value("clear", false)};
    if (const auto placed = s.find("placed"); placed != s.end() && placed->is_array())
      for (const auto& p : *placed)
        if (p.is_object() && p.contains("cell") && p["cell"].is_number_integer())
          step.placed.push_back({p["cell"].get<int>(), text(p, "piece")});
    if (const auto supply = s.find("supply"); supply != s.end() && supply->is_array())
      for (const auto& piece : *supply)
        if (piece.is_string()) step.supply.push_back(piece.get<std::string>());
    out.traced.steps.push_back(std::move(step));
  }
  out.end = RequestEnd::answered;
  return out;
}

RenderResult read_render_result(const nlohmann::json& response) {
  RenderResult out;
  if (const auto error = error_of(response)) {
    out.end = end_of(*error);
    out.error = *error;
    return out;
  }
  const nlohmann::json& r = response["result"];
  const auto svg = r.find("svg");
  if (svg == r.end() || !svg->is_string()) {
    out.error = {"bad_response", "the engine's answer holds no board drawing"};
    return out;
  }
  out.printable = r;
  out.end = RequestEnd::answered;
  return out;
}

std::uint64_t EngineClient::generate(const Challenge& challenge, GenerateDone done) {
  const nlohmann::json request = {{"op", "generate"},
                                  {"game", challenge.game},
                                  {"params", challenge.params},
                                  {"setup", challenge.setup},
                                  {"seed", challenge.seed.value_or(0)}};
  return requests_.send(
      request, [done = std::move(done)](const nlohmann::json& response) { done(read_generate_result(response)); });
}

std::uint64_t EngineClient::generate_solvable(const Challenge& challenge, const DealBudget& budget, GenerateDone done) {
  // The seed as text: the protocol reads every 64-bit seed from a string exactly.
  const nlohmann::json request = {{"op", "generate"},
                                  {"game", challenge.game},
                                  {"params", challenge.params},
                                  {"setup", challenge.setup},
                                  {"seed", std::to_string(challenge.seed.value_or(0))},
                                  {"solvable", true},
                                  {"max_attempts", budget.max_attempts},
                                  {"time_limit_ms", budget.time_limit_ms}};
  return requests_.send(
      request, [done = std::move(done)](const nlohmann::json& response) { done(read_generate_result(response)); });
}

std::uint64_t EngineClient::daily(const std::string& game, const std::string& date, GenerateDone done) {
  const nlohmann::json request = {{"op", "daily"}, {"game", game}, {"date", date}};
  return requests_.send(
      request, [done = std::move(done)](const nlohmann::json& response) { done(read_daily_result(response)); });
}

std::uint64_t EngineClient::trace(const Challenge& challenge, TraceDone done) {
  // The seed as text: the protocol reads every 64-bit seed from a string exactly.
  const nlohmann::json request = {{"op", "trace"},
                                  {"game", challenge.game},
                                  {"params", challenge.params},
                                  {"setup", challenge.setup},
                                  {"seed", std::to_string(challenge.seed.value_or(0))}};
  return requests_.send(
      request, [done = std::move(done)](const nlohmann::json& response) { done(read_trace_result(response)); });
}

namespace {

nlohmann::json render_request(const Challenge& challenge) {
  nlohmann::json request = {
      {"op", "render"}, {"game", challenge.game}, {"params", challenge.params}, {"board", challenge.board}};
  if (challenge.from_seed()) {
    // The seed as text: the protocol reads every 64-bit seed from a string exactly.
    request["setup"] = challenge.setup;
    request["seed"] = std::to_string(*challenge.seed);
  }
  return request;
}

}  // namespace

std::uint64_t EngineClient::render(const Challenge& challenge, RenderDone done, const SearchLimits& limits) {
  nlohmann::json request = render_request(challenge);
  request["solution"] = true;
  request["max_nodes"] = limits.max_nodes;
  request["time_limit_ms"] = limits.time_limit_ms;
  return requests_.send(
      request, [done = std::move(done)](const nlohmann::json& response) { done(read_render_result(response)); });
}

std::uint64_t EngineClient::render_board(const Challenge& challenge, RenderDone done) {
  return requests_.send(render_request(challenge), [done = std::move(done)](const nlohmann::json& response) {
    done(read_render_result(response));
  });
}

std::uint64_t EngineClient::solve(const Challenge& challenge, const std::vector<std::string>& moves, SolveDone done,
                                  const SearchLimits& limits) {
  return requests_.send(
      position_request("solve", challenge, moves, limits),
      [done = std::move(done)](const nlohmann::json& response) { done(read_solve_result(response)); });
}

std::uint64_t EngineClient::hint(const Challenge& challenge, const std::vector<std::string>& moves, SolveDone done,
                                 const SearchLimits& limits) {
  return requests_.send(
      position_request("hint", challenge, moves, limits),
      [done = std::move(done)](const nlohmann::json& response) { done(read_solve_result(response)); });
}

ExplainResult read_explain_result(const nlohmann::json& response) {
  ExplainResult out;
  if (const auto error = error_of(response)) {
    out.end = end_of(*error);
    out.error = *error;
    return out;
  }
  const nlohmann::json& r = response["result"];
  const auto moves = r.find("moves");
  if (moves == r.end() || !moves->is_array()) {
    out.error = {"bad_response", "the engine's answer holds no moves"};
    return out;
  }
  for (const auto& item : *moves) {
    if (!item.is_object() || !item.contains("move") || !item["move"].is_string()) continue;
    MoveVerdict verdict;
    verdict.move = item["move"].get<std::string>();
    if (const auto d = item.find("description"); d != item.end() && d->is_string())
      verdict.description = d->get<std::string>();
    if (const auto v = item.find("verdict"); v != item.end() && v->is_string()) verdict.verdict = v->get<std::string>();
    verdict.words = explain_words(item);
    if (const auto d = item.find("distance"); d != item.end() && d->is_number_unsigned())
      verdict.distance = d->get<std::size_t>();
    if (const auto o = item.find("optimal"); o != item.end() && o->is_boolean()) verdict.optimal = o->get<bool>();
    if (const auto line = item.find("line"); line != item.end() && line->is_array()) {
      verdict.has_line = true;
      for (const auto& move : *line)
        if (move.is_string()) verdict.line.push_back(move.get<std::string>());
    }
    out.moves.push_back(std::move(verdict));
  }
  out.end = RequestEnd::answered;
  if (const auto stopped = r.find("stopped"); stopped != r.end() && stopped->is_string())
    out.stopped = stop_reason_from(stopped->get<std::string>());
  if (const auto ms = r.find("ms"); ms != r.end() && ms->is_number()) out.ms = ms->get<double>();
  return out;
}

std::uint64_t EngineClient::explain(const Challenge& challenge, const std::vector<std::string>& moves, ExplainDone done,
                                    const SearchLimits& limits) {
  return requests_.send(
      position_request("explain", challenge, moves, limits),
      [done = std::move(done)](const nlohmann::json& response) { done(read_explain_result(response)); });
}

}  // namespace puzzlelab
