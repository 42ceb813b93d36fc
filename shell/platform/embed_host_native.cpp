// The desktop side of embed_host.hpp: --embed shows only the scene or the board in the window.
// There is no host page to talk to and no other page to leave keys to.
#include "platform/embed_host.hpp"

namespace puzzlelab::platform::embed_host {
namespace {
bool g_embedded = false;
}  // namespace

bool embedded() { return g_embedded; }
void set_embedded(bool on) { g_embedded = on; }
void prepare_keyboard() {}
void start() {}
std::vector<std::string> take_messages() { return {}; }
void post_to_host(const std::string&) {}
void use_keys(const std::vector<UsedKey>&) {}
void use_board_keys() {}

}  // namespace puzzlelab::platform::embed_host
