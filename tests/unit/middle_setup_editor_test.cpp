// The Lab's setup editor without UI (shell/middle/setup_editor): a published setup described by
// the engine fills it; typing is checked once it pauses, not on every key; a text that is not a
// description is named without asking the engine, a description the game refuses gets the
// engine's message; an answer to an older text never overwrites a newer one; a game that
// describes no setups says so. The engine here is a scripted worker that answers the protocol's
// describe_setup and normalize_setup as docs/PROTOCOL.md has them, and the real engine (Sigmar's
// descriptions) once.
#include <doctest/doctest.h>

#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "game/params.hpp"
#include "middle/requests.hpp"
#include "middle/setup_editor.hpp"
#include "middle_fixtures.hpp"
#include "worker/worker_client.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

// Answers each request with `answer(request)` at the next poll, keeping every request seen.
class ScriptedWorker final : public WorkerClient {
 public:
  std::function<json(const json&)> answer;
  std::vector<json> seen;

  std::uint64_t submit(json request) override {
    seen.push_back(request);
    queue_.push_back({next_, std::move(request)});
    return next_++;
  }
  void cancel(std::uint64_t) override {}
  std::vector<WorkerResponse> poll() override {
    std::vector<WorkerResponse> out;
    for (auto& [id, request] : queue_) out.push_back({id, answer(request)});
    queue_.clear();
    return out;
  }
  int concurrency() const override { return 1; }

 private:
  std::uint64_t next_ = 1;
  std::deque<std::pair<std::uint64_t, json>> queue_;
};

json ok(const json& result) { return {{"ok", true}, {"result", result}}; }
json error(const std::string& code, const std::string& message) {
  return {{"ok", false}, {"error", {{"code", code}, {"message", message}}}};
}

// A game whose descriptions hold a "rings" count from 1 to 6, completed with "salt": 4.
json engine(const json& request) {
  if (request["op"] == "describe_setup") {
    if (request["setup"] == "mystery") return error("not_supported", "mystery deals are drawn by hand");
    const json description = {{"name", request["setup"].get<std::string>() + "-copy"}, {"rings", 3}, {"salt", 4}};
    return ok({{"description", description}, {"setup", description.dump()}});
  }
  if (request["op"] == "normalize_setup") {
    json description = request["description"];
    if (!description.contains("rings") || !description["rings"].is_number_integer() || description["rings"] < 1 ||
        description["rings"] > 6)
      return error("bad_setup", "\"rings\" must be a whole number from 1 to 6");
    if (!description.contains("salt")) description["salt"] = 4;
    return ok({{"description", description}, {"setup", description.dump()}});
  }
  return error("unknown_op", "unknown op");
}

struct Rig {
  Rig() {
    auto client = std::make_unique<ScriptedWorker>();
    worker = client.get();
    worker->answer = engine;
    requests = std::make_unique<Requests>(std::move(client));
    editor = std::make_unique<SetupEditor>(*requests);
    editor->set_game("sigmar", json::object(), 0);
  }
  void type(const std::string& text, double now) {
    editor->text() = text;
    editor->edited(now);
  }
  ScriptedWorker* worker = nullptr;
  std::unique_ptr<Requests> requests;
  std::unique_ptr<SetupEditor> editor;
};

}  // namespace

TEST_CASE("setup editor: a published setup's description fills the editor, checked OK") {
  Rig rig;
  CHECK(rig.editor->state() == SetupEditor::State::empty);
  rig.editor->describe("shuffled");
  CHECK(rig.editor->state() == SetupEditor::State::describing);
  REQUIRE(rig.worker->seen.size() == 1);
  CHECK(rig.worker->seen[0] ==
        json{{"op", "describe_setup"}, {"game", "sigmar"}, {"params", json::object()}, {"setup", "shuffled"}});
  rig.requests->pump();
  CHECK(rig.editor->state() == SetupEditor::State::ok);
  CHECK(rig.editor->message() == "OK");
  CHECK(rig.editor->label() == "shuffled-copy");
  REQUIRE(rig.editor->setup());
  CHECK(json::parse(*rig.editor->setup()) == json{{"name", "shuffled-copy"}, {"rings", 3}, {"salt", 4}});
  // Written out over lines, to be read and edited.
  CHECK(rig.editor->text().find('\n') != std::string::npos);
  CHECK(json::parse(rig.editor->text()) == json::parse(*rig.editor->setup()));
  CHECK(rig.editor->described_from() == "shuffled");
}

TEST_CASE("setup editor: typing is checked once it pauses, with the engine's message naming the field") {
  Rig rig;
  rig.type(R"({"name": "mine", "rings": 9})", 10.0);
  CHECK(rig.editor->state() == SetupEditor::State::editing);
  CHECK_FALSE(rig.editor->tick(10.2));
  rig.type(R"({"name": "mine", "rings": 99})", 10.3);  // still typing: the pause starts again
  CHECK_FALSE(rig.editor->tick(10.6));
  CHECK(rig.worker->seen.empty());
  REQUIRE(rig.editor->check_due_at());
  CHECK(*rig.editor->check_due_at() == doctest::Approx(10.3 + SetupEditor::kCheckPause));
  CHECK(rig.editor->tick(10.3 + SetupEditor::kCheckPause));
  CHECK_FALSE(rig.editor->check_due_at());
  CHECK(rig.editor->state() == SetupEditor::State::checking);
  REQUIRE(rig.worker->seen.size() == 1);
  CHECK(rig.worker->seen[0]["op"] == "normalize_setup");
  CHECK(rig.worker->seen[0]["description"] == json{{"name", "mine"}, {"rings", 99}});
  rig.requests->pump();
  CHECK(rig.editor->state() == SetupEditor::State::refused);
  CHECK(rig.editor->message().find("\"rings\"") != std::string::npos);
  CHECK_FALSE(rig.editor->setup());

  // Fixed: OK, with the engine's completed text (its default filled in).
  rig.type(R"({"name": "mine", "rings": 5})", 20.0);
  rig.editor->check();  // the Check button: no pause
  rig.requests->pump();
  CHECK(rig.editor->state() == SetupEditor::State::ok);
  REQUIRE(rig.editor->setup());
  CHECK(json::parse(*rig.editor->setup()) == json{{"name", "mine"}, {"rings", 5}, {"salt", 4}});
}

TEST_CASE("setup editor: what is not a description is named without asking the engine") {
  Rig rig;
  rig.type(R"({"name": "mine", "rings": )", 1.0);
  rig.editor->check();
  CHECK(rig.editor->state() == SetupEditor::State::refused);
  CHECK_FALSE(rig.editor->message().empty());
  rig.type(R"({"rings": 2})", 2.0);
  rig.editor->check();
  CHECK(rig.editor->message().find("\"name\"") != std::string::npos);
  rig.type(R"({"name": "My Setup", "rings": 2})", 3.0);
  rig.editor->check();
  CHECK(rig.editor->message().find("a-z") != std::string::npos);
  rig.type("[1, 2]", 4.0);
  rig.editor->check();
  CHECK(rig.editor->message().find("object") != std::string::npos);
  CHECK(rig.worker->seen.empty());
  rig.type("", 5.0);
  CHECK(rig.editor->state() == SetupEditor::State::empty);
  CHECK_FALSE(rig.editor->tick(10.0));
}

TEST_CASE("setup editor: an answer to an older text never overwrites a newer one") {
  Rig rig;
  rig.type(R"({"name": "old", "rings": 9})", 1.0);
  rig.editor->check();
  rig.type(R"({"name": "new", "rings": 2})", 1.1);  // typed before the answer came
  rig.requests->pump();                             // the old answer (refused) is dropped
  CHECK(rig.editor->state() == SetupEditor::State::editing);
  CHECK(rig.editor->message().empty());
  rig.editor->tick(2.0);
  rig.requests->pump();
  CHECK(rig.editor->state() == SetupEditor::State::ok);
  CHECK(rig.editor->label() == "new");
}

TEST_CASE("setup editor: a setup no description can say, and a game that reads none, say so") {
  Rig rig;
  rig.editor->describe("mystery");
  rig.requests->pump();
  CHECK(rig.editor->state() == SetupEditor::State::refused);
  CHECK(rig.editor->message() == "The engine cannot describe this setup: mystery deals are drawn by hand");
  rig.worker->answer = [](const json&) { return error("not_supported", "this game has no setups as data"); };
  rig.type(R"({"name": "mine", "rings": 2})", 1.0);
  rig.editor->check();
  rig.requests->pump();
  CHECK(rig.editor->message() == "This game reads no described setups: this game has no setups as data");
}

TEST_CASE("setup editor: other parameters check the text again; another game empties the editor") {
  Rig rig;
  rig.editor->open(R"({"name":"mine","rings":2})", 1.0);
  CHECK(rig.editor->text().find('\n') != std::string::npos);  // written out
  rig.requests->pump();
  CHECK(rig.editor->state() == SetupEditor::State::ok);
  rig.editor->set_game("sigmar", json{{"variant", "x"}}, 2.0);
  CHECK(rig.editor->state() == SetupEditor::State::editing);
  CHECK(rig.editor->tick(3.0));
  REQUIRE(rig.worker->seen.size() == 2);
  CHECK(rig.worker->seen[1]["params"] == json{{"variant", "x"}});
  rig.editor->set_game("fujisan", json::object(), 4.0);
  CHECK(rig.editor->state() == SetupEditor::State::empty);
  CHECK(rig.editor->text().empty());
  rig.requests->pump();  // the answer for the other game is dropped
  CHECK(rig.editor->state() == SetupEditor::State::empty);
}

TEST_CASE("setup editor: the real engine describes Sigmar's pair-stack, names a broken field, deals the fixed one") {
  auto client = std::make_unique<testing::InlineWorkerClient>();
  Requests requests(std::move(client));
  SetupEditor editor(requests);
  const json params = normalize_params(find_game("sigmar"), json::object());
  editor.set_game("sigmar", params, 0);
  editor.describe("pair-stack");
  requests.pump();
  REQUIRE(editor.state() == SetupEditor::State::ok);
  CHECK(editor.label() == "pair-stack-described");
  json description = json::parse(editor.text());
  description["attempts"] = "many";
  editor.text() = description.dump();
  editor.edited(1.0);
  editor.tick(2.0);
  requests.pump();
  CHECK(editor.state() == SetupEditor::State::refused);
  CHECK(editor.message().find("attempts") != std::string::npos);
  description["attempts"] = 40;
  description["name"] = "mine";
  editor.text() = description.dump();
  editor.check();
  requests.pump();
  REQUIRE(editor.state() == SetupEditor::State::ok);
  REQUIRE(editor.setup());
  // Renamed only: it deals what pair-stack deals.
  const auto board = [&](const std::string& setup) {
    return handle_request({{"op", "generate"}, {"game", "sigmar"}, {"params", params}, {"setup", setup}, {"seed", 5}})
        .at("result")
        .at("boards")
        .at(0);
  };
  CHECK(board(*editor.setup()) == board("pair-stack"));
}
