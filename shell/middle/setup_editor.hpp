// The Lab's setup editor, with no UI (app/lab_form_panel draws it): a described setup's text
// (docs/SETUPS.md) being written, started from a published setup the engine describes
// (`describe_setup`) or from one saved or already in the study, and checked by the engine
// (`normalize_setup`) when asked and while typing, once the typing pauses. What it shows: the
// engine's message naming the problem, or OK with the normalized setup text, which is what a
// study, a new game or a link takes. A game whose engine describes no setups answers
// not_supported, said as such. Answers that arrive after a newer edit are dropped.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "middle/requests.hpp"

namespace puzzlelab {

class SetupEditor {
 public:
  // Typing that pauses this long is checked.
  static constexpr double kCheckPause = 0.4;

  enum class State {
    empty,       // nothing written yet
    describing,  // asking the engine for a published setup's description
    editing,     // typed, not checked yet
    checking,    // the engine is reading it
    ok,          // the engine took it: setup() is its text
    refused,     // message() says why (the text, or the engine's answer)
  };

  explicit SetupEditor(Requests& requests) : requests_(requests) {}
  ~SetupEditor();
  SetupEditor(const SetupEditor&) = delete;
  SetupEditor& operator=(const SetupEditor&) = delete;

  // The game and parameters setups are written for (the Lab form's). Another game empties the
  // editor; other parameters check the text again.
  void set_game(const std::string& game, const nlohmann::json& params, double now);
  // Asks the engine for the published setup's description, which then fills the editor.
  void describe(const std::string& published);
  // Opens a setup text (saved, or in the study) in the editor, written out to be read and edited.
  void open(const std::string& setup_text, double now);
  // The player edited the text (text() is the field's buffer): checked once the typing pauses.
  void edited(double now);
  // Checks the text now (the Check button).
  void check();
  // Sends the check when the typing has paused; true when the state changed.
  bool tick(double now);
  // When tick() will send the check (a frame is due then), or nullopt when none is waiting.
  std::optional<double> check_due_at() const {
    return check_due_ ? std::optional(edited_at_ + kCheckPause) : std::nullopt;
  }

  std::string& text() { return text_; }
  const std::string& text() const { return text_; }
  State state() const { return state_; }
  const std::string& message() const { return message_; }
  // When OK: the normalized setup text (what the engine took), and its name.
  const std::optional<std::string>& setup() const { return setup_; }
  std::string label() const;
  const std::string& game() const { return game_; }
  // The published setup last described ("" when the text came from elsewhere).
  const std::string& described_from() const { return described_from_; }

  // The state's "setup_editor": state, message, label, setup, text.
  nlohmann::json automation() const;

 private:
  void send(nlohmann::json request, State waiting);
  void answered(const nlohmann::json& response);

  Requests& requests_;
  std::string game_;
  nlohmann::json params_ = nlohmann::json::object();
  std::string text_;
  State state_ = State::empty;
  std::string message_;
  std::optional<std::string> setup_;
  std::string described_from_;
  double edited_at_ = 0;
  bool check_due_ = false;
  std::uint64_t request_ = 0;  // the request whose answer is awaited (0: none)
};

const char* to_string(SetupEditor::State state);

}  // namespace puzzlelab
