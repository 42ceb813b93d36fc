#include "middle/setup_editor.hpp"

#include "core/input_error.hpp"
#include "game/setup_description.hpp"
#include "middle/json_read.hpp"

namespace puzzlelab {
namespace {

// The engine's error of a response, or "" when it answered.
struct Refusal {
  std::string code;
  std::string message;
};
std::optional<Refusal> refusal_of(const nlohmann::json& response) {
  if (json_read::flag(json_read::at(response, "ok")).value_or(false)) return std::nullopt;
  const nlohmann::json& error = json_read::at(response, "error");
  Refusal out{json_read::text(json_read::at(error, "code")).value_or("unknown_error"),
              json_read::text(json_read::at(error, "message")).value_or("")};
  if (out.message.empty()) out.message = "the engine's answer could not be read";
  return out;
}

}  // namespace

const char* to_string(SetupEditor::State state) {
  switch (state) {
    case SetupEditor::State::empty: return "empty";
    case SetupEditor::State::describing: return "describing";
    case SetupEditor::State::editing: return "editing";
    case SetupEditor::State::checking: return "checking";
    case SetupEditor::State::ok: return "ok";
    case SetupEditor::State::refused: return "refused";
  }
  return "empty";
}

SetupEditor::~SetupEditor() {
  if (request_) requests_.abandon(request_);
}

void SetupEditor::set_game(const std::string& game, const nlohmann::json& params, double now) {
  if (game == game_ && params == params_) return;
  const bool other_game = game != game_;
  game_ = game;
  params_ = params;
  if (other_game) {
    if (request_) requests_.abandon(request_);
    request_ = 0;
    text_.clear();
    described_from_.clear();
    setup_.reset();
    message_.clear();
    check_due_ = false;
    state_ = State::empty;
  } else if (!text_.empty() && state_ != State::describing) {
    edited(now);  // a description is checked for the parameters: check it again
  }
}

void SetupEditor::describe(const std::string& published) {
  described_from_ = published;
  check_due_ = false;
  send({{"op", "describe_setup"}, {"game", game_}, {"params", params_}, {"setup", published}}, State::describing);
}

void SetupEditor::open(const std::string& setup_text, double now) {
  described_from_.clear();
  const nlohmann::json description = nlohmann::json::parse(setup_text, nullptr, false);
  text_ = description.is_discarded() ? setup_text : description.dump(2);
  edited(now);
  check();
}

void SetupEditor::edited(double now) {
  if (request_) requests_.abandon(request_);
  request_ = 0;
  setup_.reset();
  message_.clear();
  edited_at_ = now;
  check_due_ = true;
  state_ = text_.empty() ? State::empty : State::editing;
  if (text_.empty()) check_due_ = false;
}

void SetupEditor::check() {
  check_due_ = false;
  if (text_.empty()) {
    state_ = State::empty;
    return;
  }
  // The text is read here as the engine reads a setup's text (JSON, an object with a valid name):
  // its mistakes are named without a round trip; the game's own fields are the engine's to check.
  nlohmann::json description;
  try {
    description = parse_setup_description(text_);
  } catch (const InputError& e) {
    if (request_) requests_.abandon(request_);
    request_ = 0;
    setup_.reset();
    state_ = State::refused;
    message_ = e.what();
    return;
  }
  send({{"op", "normalize_setup"}, {"game", game_}, {"params", params_}, {"description", description}},
       State::checking);
}

bool SetupEditor::tick(double now) {
  if (!check_due_ || now - edited_at_ < kCheckPause) return false;
  check();
  return true;
}

void SetupEditor::send(nlohmann::json request, State waiting) {
  if (request_) requests_.abandon(request_);
  setup_.reset();
  message_.clear();
  state_ = waiting;
  request_ = requests_.send(std::move(request), [this](const nlohmann::json& response) { answered(response); });
}

void SetupEditor::answered(const nlohmann::json& response) {
  const bool describing = state_ == State::describing;
  request_ = 0;
  if (const auto refusal = refusal_of(response)) {
    state_ = State::refused;
    if (refusal->code == "not_supported")
      message_ = (describing ? "The engine cannot describe this setup: " : "This game reads no described setups: ") +
                 refusal->message;
    else
      message_ = refusal->message;
    return;
  }
  const nlohmann::json& result = json_read::at(response, "result");
  const auto setup = json_read::text(json_read::at(result, "setup"), kMaxSetupDescriptionBytes);
  const nlohmann::json& description = json_read::at(result, "description");
  if (!setup || !is_described_setup(*setup) || !description.is_object()) {
    state_ = State::refused;
    message_ = "The engine's answer holds no setup description.";
    return;
  }
  // A published setup's description is shown written out; a checked text is left as typed.
  if (describing) text_ = description.dump(2);
  setup_ = *setup;
  state_ = State::ok;
  message_ = "OK";
}

std::string SetupEditor::label() const { return setup_ ? setup_label(*setup_) : std::string(); }

nlohmann::json SetupEditor::automation() const {
  return {{"state", to_string(state_)},
          {"message", message_},
          {"label", label()},
          {"setup", setup_ ? nlohmann::json(*setup_) : nlohmann::json(nullptr)},
          {"text", text_},
          {"described_from", described_from_}};
}

}  // namespace puzzlelab
