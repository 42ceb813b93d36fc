// The desktop side of platform.hpp: the state lives in a file (PUZZLELAB_STATE_FILE, else
// $XDG_STATE_HOME/puzzlelab/state.json, else ~/.local/state/puzzlelab/state.json), written
// through a temporary file and a rename so a crash never leaves half a document behind. The link
// is the one given with --link; the clipboard is SDL's.
#include "platform/platform.hpp"
#include "platform/stored_text.hpp"

#include <SDL.h>

#include <cerrno>
#include <cstdio>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

namespace puzzlelab::platform {
namespace {

std::string g_link;

std::filesystem::path state_file() {
  if (const char* explicit_file = std::getenv("PUZZLELAB_STATE_FILE"); explicit_file && *explicit_file)
    return explicit_file;
  if (const char* state_home = std::getenv("XDG_STATE_HOME"); state_home && *state_home)
    return std::filesystem::path(state_home) / "puzzlelab" / "state.json";
  const char* home = std::getenv("HOME");
  return std::filesystem::path(home && *home ? home : ".") / ".local" / "state" / "puzzlelab" / "state.json";
}

}  // namespace

namespace {
SDL_Window* g_window = nullptr;  // for full screen
}  // namespace

void init(SDL_Window* window) { g_window = window; }

std::optional<std::string> load_state() { return stored_text::load(state_file().string()); }

bool save_state(const std::string& text) { return stored_text::save(state_file().string(), text); }

std::string state_location() { return state_file().string(); }

std::string current_link() { return g_link; }
void set_link(const std::string& hash) { g_link = hash; }
std::optional<std::string> take_link_change() { return std::nullopt; }
std::string shareable_url(const std::string& hash) { return "#" + hash; }

void copy_to_clipboard(const std::string& text) { SDL_SetClipboardText(text.c_str()); }

std::string offer_download(const std::string& name, const std::string&, const std::string& bytes) {
  std::error_code error;
  const std::filesystem::path file = std::filesystem::absolute(name, error);
  if (error) return "Could not save " + name + ": " + error.message();
  std::ofstream out(file, std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.close();
  if (!out) return "Could not save " + file.string() + " (the directory is not writable?)";
  return "Saved " + file.string();
}

std::string open_printable_page(const std::string& name, const std::string& html) {
  const std::string saved = offer_download(name, "text/html", html);
  return saved.rfind("Saved ", 0) == 0
             ? "Printable page saved to " + saved.substr(6) + ": open it in a browser to print"
             : saved;
}

void set_fullscreen(bool on) {
  if (g_window) SDL_SetWindowFullscreen(g_window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
}

bool is_fullscreen() {
  return g_window && (SDL_GetWindowFlags(g_window) & SDL_WINDOW_FULLSCREEN_DESKTOP) == SDL_WINDOW_FULLSCREEN_DESKTOP;
}

bool choose_text_file(const std::string&, bool) { return false; }

std::optional<ChosenFile> take_chosen_file() { return std::nullopt; }

std::optional<std::string> read_text_file(const std::string& path, std::string& error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot read " + path + ": " + std::generic_category().message(errno);
    return std::nullopt;
  }
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

Surface sync_surface(SDL_Window* window) {
  int w = 0, h = 0, pixels_w = 0, pixels_h = 0;
  SDL_GetWindowSize(window, &w, &h);
  SDL_GL_GetDrawableSize(window, &pixels_w, &pixels_h);
  Surface surface;
  surface.width = static_cast<float>(w > 0 ? w : 1);
  surface.height = static_cast<float>(h > 0 ? h : 1);
  surface.pixel_ratio = w > 0 && pixels_w > 0 ? static_cast<float>(pixels_w) / static_cast<float>(w) : 1.0f;
  return surface;
}

void sync_text_entry(const TextEntry&) {}
TypedText take_typed_text() { return {}; }

void publish_automation(const std::string&) {}

void startup_failed(const std::string& message) { std::fprintf(stderr, "puzzlelab: %s\n", message.c_str()); }

double now_seconds() {
  using clock = std::chrono::steady_clock;
  static const clock::time_point start = clock::now();
  return std::chrono::duration<double>(clock::now() - start).count();
}

}  // namespace puzzlelab::platform
