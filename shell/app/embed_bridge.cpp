#include "app/embed_bridge.hpp"

#include <vector>

#include "middle/embed_messages.hpp"
#include "platform/embed_host.hpp"
#include "ui/talk_keys.hpp"

namespace puzzlelab {

// The page reads a key's modifiers as embed_host.hpp documents them, which are the key table's.
static_assert(ui::keys::kCtrl == 1 && ui::keys::kShift == 2 && ui::keys::kAlt == 4);

bool EmbedBridge::tick(bool talk_shown) {
  const std::vector<std::string> messages = platform::embed_host::take_messages();
  for (const std::string& text : messages) carry_out(text, talk_shown);
  return !messages.empty();
}

void EmbedBridge::carry_out(const std::string& text, bool talk_shown) {
  const embed::Incoming in = embed::read_message(text);
  if (in.kind == embed::Incoming::Kind::ignored) return;
  const Talk* talk = talk_shown ? talk_.open_talk() : nullptr;
  std::optional<std::string> problem;
  if (in.kind == embed::Incoming::Kind::error) {
    problem = in.error;
  } else {
    embed::FrameFacts facts = talk ? talk_.embed_facts() : embed::FrameFacts{};
    facts.stopped = stopped_;
    problem = embed::command_problem(in.command, facts);
  }
  if (problem) {
    platform::embed_host::post_to_host(embed::error_event(*problem));
    return;
  }
  switch (in.command.kind) {
    case embed::CommandKind::next: talk_.host_next(); break;
    case embed::CommandKind::prev: talk_.host_prev(); break;
    case embed::CommandKind::go_to: talk_.host_goto(in.command.scene - 1); break;
    case embed::CommandKind::step: talk_.host_step(); break;
    case embed::CommandKind::step_to: talk_.host_step_to(in.command.step); break;
    case embed::CommandKind::stop:
      stopped_ = true;
      if (talk_shown) talk_.host_stop();
      break;
    case embed::CommandKind::resume:
      stopped_ = false;
      if (talk_shown) talk_.host_resume();  // a board is drawn again as it was
      break;
  }
}

void EmbedBridge::after_frame(bool talk_shown) {
  // Ready once the first frame is on screen: the app takes commands from then on.
  if (!ready_sent_) {
    platform::embed_host::post_to_host(embed::ready_event());
    ready_sent_ = true;
  }
  const Talk* talk = talk_shown ? talk_.open_talk() : nullptr;
  if (talk) {
    const std::string event = embed::scene_event(talk->name, talk_.scene_index() + 1, talk->scenes.size());
    if (event != last_scene_) {
      platform::embed_host::post_to_host(event);
      last_scene_ = event;
    }
  }
  // A talk link refused: the frame shows the message, and the host hears it.
  const std::string refusal = talk_shown && !talk ? talk_.refusal() : std::string();
  if (!refusal.empty() && refusal != last_refusal_) platform::embed_host::post_to_host(embed::error_event(refusal));
  last_refusal_ = refusal;
  const Session& session = controller_.session();
  const bool solved = !talk_shown && session.active() && session.solved();
  if (solved && !solved_sent_) platform::embed_host::post_to_host(embed::solved_event(session.challenge().game));
  solved_sent_ = solved;
  hand_keys(talk_shown);
}

void EmbedBridge::hand_keys(bool talk_shown) {
  const int wanted = talk_shown ? 1 : 0;
  if (wanted == keys_for_) return;
  keys_for_ = wanted;
  if (!talk_shown) {
    platform::embed_host::use_board_keys();
    return;
  }
  // The talk's keys that drive the scene (ui/talk_keys.hpp, used_when_embedded); the presenter's
  // own (Esc, F, S, B, O, G, ?, F5) are left to the deck.
  std::vector<platform::embed_host::UsedKey> keys;
  for (const ui::talk_keys::TalkKey& key : ui::talk_keys::table()) {
    if (!ui::talk_keys::used_when_embedded(key.command)) continue;
    for (const ui::talk_keys::Trigger& trigger : key.triggers)
      keys.push_back({static_cast<int>(trigger.key), trigger.modifiers});
  }
  platform::embed_host::use_keys(keys);
}

}  // namespace puzzlelab
