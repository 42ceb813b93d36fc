// Puzzle Lab's entry point for both builds: SDL2 window + OpenGL (WebGL 2 in the browser, GL 3
// core on the desktop), Dear ImGui, and the frame loop (emscripten_set_main_loop in the browser,
// a plain loop on the desktop). Everything else is in App.
//
// Desktop options: --link HASH opens a link (the part after '#'); --frames N quits after N
// ticks of the loop (tests); --size WxH sets the window size; --embed shows only the scene or the
// board, as ?embed=1 does in the browser (docs/app/TALK_MODE.md, "Embed mode").
#include <cfloat>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <algorithm>
#include <memory>
#include <vector>
#include <string>

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#include <emscripten.h>
#else
#include <SDL_opengl.h>
#endif

#include "app/app.hpp"
#include "platform/embed_host.hpp"
#include "platform/frame_loop.hpp"
#include "platform/platform.hpp"
#include "ui/automation.hpp"
#include "ui/frame_capture.hpp"
#include "ui/scene_capture.hpp"
#include "ui/keyboard_focus.hpp"
#include "ui/keys.hpp"
#include "ui/redraw.hpp"
#include "ui/sound_device.hpp"
#include "ui/theme.hpp"
#include "ui/touch.hpp"
#include "ui/widgets.hpp"
#include "worker/worker_client.hpp"

namespace {

struct Shell {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  std::unique_ptr<puzzlelab::App> app;
  float font_ratio = 0;                  // the pixel ratio the fonts were built for
  float font_text_scale = 0;             // and the text scale
  long frames_left = -1;                 // --frames: loop ticks, drawn or not
  puzzlelab::platform::Surface surface;  // the last one seen: a change asks for a frame
  bool quit = false;
  std::vector<SDL_Event> held_releases;  // key releases for the next frame (see frame())
  std::vector<SDL_Event> held_events;    // a mouse press and what followed it, for the next frame
  std::string typed;                     // text typed into the page's text element, for the next drawn frame
  bool must_show = true;                 // the next frame is rendered even if its picture is unchanged
};

Shell g_shell;  // the browser's main loop takes a plain function: the loop state lives here

// The text field that has the keyboard, for the page's text element (platform.hpp, TextEntry).
puzzlelab::platform::TextEntry text_entry() {
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  puzzlelab::platform::TextEntry entry;
  entry.active = g.WantTextInputNextFrame == 1;  // this frame's (io.WantTextInput is last frame's)
  if (!entry.active) return entry;
  entry.multiline = g.InputTextState.ID == g.ActiveId && (g.InputTextState.Flags & ImGuiInputTextFlags_Multiline) != 0;
  entry.line_height = g.FontSize;
  if (g.PlatformImePos.x != FLT_MAX) {
    entry.caret_x = g.PlatformImePos.x;
    entry.caret_y = g.PlatformImePos.y;
  } else if (g.ActiveIdWindow != nullptr) {
    entry.caret_x = g.ActiveIdWindow->Pos.x;
    entry.caret_y = g.ActiveIdWindow->Pos.y;
  }
  return entry;
}

// A key a phone's keyboard sent without a code SDL knows, pressed as if SDL had seen it.
void press_key(SDL_Scancode scancode, SDL_Keycode keycode) {
  SDL_Event event{};
  event.type = SDL_KEYDOWN;
  event.key.state = SDL_PRESSED;
  event.key.keysym.scancode = scancode;
  event.key.keysym.sym = keycode;
  SDL_PushEvent(&event);
  event.type = SDL_KEYUP;
  event.key.state = SDL_RELEASED;
  SDL_PushEvent(&event);  // held back to the next frame with the other quick releases
}

void rebuild_fonts_if_needed(float pixel_ratio) {
  const float text_scale = g_shell.app->settings().text_scale;
  if (pixel_ratio == g_shell.font_ratio && text_scale == g_shell.font_text_scale) return;
  g_shell.app->set_fonts(puzzlelab::ui::build_fonts(pixel_ratio, text_scale));
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  ImGui_ImplOpenGL3_CreateFontsTexture();
  g_shell.font_ratio = pixel_ratio;
  g_shell.font_text_scale = text_scale;
}

// The theme the settings ask for (or the system's, for "Follow the system"), applied when it
// differs from the one in use: ImGui's style and the palette change together, without a reload.
// Returns whether it changed (a frame must show it).
bool apply_theme_if_needed() {
  const puzzlelab::ThemeChoice choice = g_shell.app->settings().theme;
  const bool system_light = choice == puzzlelab::ThemeChoice::system && puzzlelab::platform::system_prefers_light();
  const auto theme =
      puzzlelab::wants_light_theme(choice, system_light) ? puzzlelab::ui::Theme::light : puzzlelab::ui::Theme::dark;
  if (theme == puzzlelab::ui::palette().theme) return false;
  puzzlelab::ui::apply_style(theme);
  return true;
}

// One tick of the loop: input and the workers' answers are taken every tick, but a frame is drawn
// only when something asks for it (ui/redraw.hpp), so an idle page issues no draw calls at all; a
// tick that finds nothing due stops the loop until an event, a worker's answer or a timer wakes it
// (platform/frame_loop.hpp), so an idle page runs no ticks either.
// Whether ImGui's last frame had this SDL mouse button down (its backend's order: left, right,
// middle).
bool imgui_saw_button_down(Uint8 button) {
  const int index = button == SDL_BUTTON_LEFT     ? 0
                    : button == SDL_BUTTON_RIGHT  ? 1
                    : button == SDL_BUTTON_MIDDLE ? 2
                                                  : -1;
  return index >= 0 && ImGui::GetIO().MouseDown[index];
}

void frame() {
  puzzlelab::platform::frame_loop::begin_tick();
  const double now = puzzlelab::platform::now_seconds();
  bool input = false;
  // ImGui 1.86 samples whether a key is down once per frame, so a key pressed and released
  // within one frame (Enter in a text field on a slow frame, a test's key press) would never
  // reach its own widgets: such a release is held back to the next tick, which draws a frame
  // because the press asked for one.
  for (SDL_Event& held : g_shell.held_releases) ImGui_ImplSDL2_ProcessEvent(&held);
  if (!g_shell.held_releases.empty()) input = true;
  g_shell.held_releases.clear();
  // What a phone's keyboard typed into the page's text element (platform.hpp, TextEntry).
  const puzzlelab::platform::TypedText typed = puzzlelab::platform::take_typed_text();
  g_shell.typed += typed.text;
  if (typed.backspace) press_key(SDL_SCANCODE_BACKSPACE, SDLK_BACKSPACE);
  if (typed.enter) press_key(SDL_SCANCODE_RETURN, SDLK_RETURN);
  if (!typed.text.empty()) input = true;
  // A control pressed through the page's screen-reader layer: its widget acts in the next frame.
  if (const auto pressed = puzzlelab::platform::take_pressed_control()) {
    puzzlelab::ui::automation::press(*pressed);
    input = true;
  }
  std::vector<SDL_Scancode> pressed_now;
  // ImGui 1.86 samples the mouse buttons once per frame, latching a press that was released within
  // the frame. A second click whose press comes before ImGui has drawn a frame with the first
  // one's button up would read as the first one held on (a drag to the second place): such a press
  // and the events after it wait for the next tick, whose frame sees the button up.
  std::vector<SDL_Event> events = std::move(g_shell.held_events);
  g_shell.held_events.clear();
  for (SDL_Event polled; SDL_PollEvent(&polled);) events.push_back(polled);
  for (std::size_t i = 0; i < events.size(); ++i) {
    SDL_Event& event = events[i];
    if (event.type == SDL_MOUSEBUTTONDOWN && imgui_saw_button_down(event.button.button)) {
      g_shell.held_events.assign(events.begin() + static_cast<std::ptrdiff_t>(i), events.end());
      input = true;
      break;
    }
    puzzlelab::ui::keys::on_event(event);
    puzzlelab::ui::touch::on_event(event);
    if (event.type == SDL_QUIT) g_shell.quit = true;
    // Exposed, resized, restored: the window's pixels may no longer be the last frame's.
    if (event.type == SDL_WINDOWEVENT) g_shell.must_show = true;
    input = true;
    if (event.type == SDL_KEYDOWN) pressed_now.push_back(event.key.keysym.scancode);
    // Browsers let audio start only after a gesture: from the first click, tap or key on.
    if (event.type == SDL_KEYDOWN || event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_FINGERDOWN)
      puzzlelab::ui::sound::user_gesture();
    if (event.type == SDL_KEYUP &&
        std::find(pressed_now.begin(), pressed_now.end(), event.key.keysym.scancode) != pressed_now.end()) {
      g_shell.held_releases.push_back(event);
      continue;
    }
    // While the board has the keys, its arrows, Tab, Enter, Space and Esc do not move ImGui's
    // focus frame (ui/key_owner.hpp); releases always reach ImGui.
    if (event.type == SDL_KEYDOWN && !puzzlelab::ui::focus::imgui_gets(event.key.keysym.scancode)) continue;
    ImGui_ImplSDL2_ProcessEvent(&event);
  }
  // Presses that reached one tick together are handed to the app one a frame (ui/keys.hpp).
  if (puzzlelab::ui::keys::waiting()) puzzlelab::ui::redraw::request();
  // Hover, popups and key repeat settle over a few frames after an event (counted in frames as
  // well as in time: a slow renderer may draw only one frame in the grace period).
  if (input) {
    puzzlelab::ui::redraw::request();
    puzzlelab::ui::redraw::request_until(now + 0.25);
  }
  const puzzlelab::platform::Surface surface = puzzlelab::platform::sync_surface(g_shell.window);
  if (surface.width != g_shell.surface.width || surface.height != g_shell.surface.height ||
      surface.pixel_ratio != g_shell.surface.pixel_ratio) {
    puzzlelab::ui::redraw::request();
    g_shell.surface = surface;
  }
  if (g_shell.app->tick()) puzzlelab::ui::redraw::request();
  if (apply_theme_if_needed()) puzzlelab::ui::redraw::request();
  // A finger on the screen or a scroll still gliding.
  if (puzzlelab::ui::touch::busy()) puzzlelab::ui::redraw::request();
  // A text field being edited keeps its caret blinking.
  if (ImGui::GetIO().WantTextInput) puzzlelab::ui::redraw::request_until(now + 0.1);
  // Embedded and stopped by the host page (a deck's slide left): no frame at all, and no timer to
  // wake for; the host's next message wakes the loop.
  if (g_shell.app->drawing_stopped()) {
    if (g_shell.frames_left > 0 && --g_shell.frames_left == 0) g_shell.quit = true;
    puzzlelab::platform::frame_loop::sleep_until(std::numeric_limits<double>::infinity());
    return;
  }
  if (!puzzlelab::ui::redraw::due(now)) {
    if (g_shell.frames_left > 0 && --g_shell.frames_left == 0) g_shell.quit = true;
    puzzlelab::platform::frame_loop::sleep_until(puzzlelab::ui::redraw::timer_at());
    return;
  }
  rebuild_fonts_if_needed(surface.pixel_ratio);

  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(surface.width, surface.height);
  io.DisplayFramebufferScale = ImVec2(surface.pixel_ratio, surface.pixel_ratio);
  // Headless browsers can run frames with no time passing; ImGui asserts on a zero step.
  if (!(io.DeltaTime > 0.0f)) io.DeltaTime = 1.0f / 600.0f;
  puzzlelab::ui::touch::before_new_frame(io.DeltaTime);
  if (!g_shell.typed.empty()) {
    if (io.WantTextInput) io.AddInputCharactersUTF8(g_shell.typed.c_str());
    g_shell.typed.clear();
  }
  puzzlelab::ui::focus::enter_activates();
  puzzlelab::ui::keys::begin_frame(io.WantTextInput);
  ImGui::NewFrame();
  puzzlelab::ui::focus::begin_frame();
  g_shell.app->frame(now);
  puzzlelab::ui::focus::end_frame();
  ImGui::Render();
  puzzlelab::platform::sync_text_entry(text_entry());

  // A frame whose picture is the one on screen (most frames that let hover and popups settle) is
  // not rendered: the canvas keeps showing its last frame (ui/redraw.hpp). A plot being saved
  // reads its pixels back from this frame, and a window event may have spoilt what is shown.
  // While a text field has the keyboard every frame is shown, as before frames were skipped: keys
  // typed fast after Ctrl+A and Backspace were seen to lose characters when frames came faster.
  // The screen window's background is the clear colour, not a rectangle (ui::begin_screen_window).
  const ImU32 background = puzzlelab::ui::take_screen_background();
  const std::uint64_t picture = puzzlelab::ui::redraw::fingerprint(*ImGui::GetDrawData(), background);
  const bool show = puzzlelab::ui::redraw::changed(picture) || puzzlelab::ui::capture::pending() || g_shell.must_show ||
                    io.WantTextInput || puzzlelab::ui::scene_capture::pending();
  if (show) {
    // A scene drawn apart (a talk's export) is rendered and read back first; the frame's own
    // picture then replaces it before anything is shown.
    puzzlelab::ui::scene_capture::render(static_cast<int>(surface.width * surface.pixel_ratio),
                                         static_cast<int>(surface.height * surface.pixel_ratio));
    glViewport(0, 0, static_cast<int>(surface.width * surface.pixel_ratio),
               static_cast<int>(surface.height * surface.pixel_ratio));
    const ImVec4 clear = ImGui::ColorConvertU32ToFloat4(background);
    glClearColor(clear.x, clear.y, clear.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    // A plot asked to be saved as PNG: its pixels are read back now, before the swap.
    puzzlelab::ui::capture::after_render(static_cast<int>(surface.width * surface.pixel_ratio),
                                         static_cast<int>(surface.height * surface.pixel_ratio), surface.pixel_ratio);
    SDL_GL_SwapWindow(g_shell.window);
    g_shell.must_show = false;
  }
  puzzlelab::ui::redraw::drew(picture, show);
  puzzlelab::ui::keys::end_frame();
  if (g_shell.frames_left > 0 && --g_shell.frames_left == 0) g_shell.quit = true;
}

}  // namespace

int main(int argc, char** argv) {
  int width = 1280, height = 800;
  for (int i = 1; i < argc; ++i) {
    const bool has_value = i + 1 < argc;
    if (std::strcmp(argv[i], "--link") == 0 && has_value) {
      std::string link = argv[++i];
      if (!link.empty() && link.front() == '#') link.erase(0, 1);
      puzzlelab::platform::set_link(link);
    } else if (std::strcmp(argv[i], "--frames") == 0 && has_value) {
      g_shell.frames_left = std::strtol(argv[++i], nullptr, 10);
    } else if (std::strcmp(argv[i], "--embed") == 0) {
      puzzlelab::platform::embed_host::set_embedded(true);
    } else if (std::strcmp(argv[i], "--size") == 0 && has_value) {
      if (std::sscanf(argv[++i], "%dx%d", &width, &height) != 2 || width < 200 || height < 200) {
        std::fprintf(stderr, "puzzlelab-desktop: --size takes WIDTHxHEIGHT, e.g. 1280x800\n");
        return 2;
      }
    } else {
      std::fprintf(stderr, "usage: puzzlelab-desktop [--link HASH] [--size WxH] [--frames N] [--embed]\n");
      return 2;
    }
  }

  // Before anything can queue work for the loop's next tick (SDL's event handlers among them).
  puzzlelab::platform::frame_loop::install();
  // Embedded, SDL hears the keys on the canvas only, so the host page keeps its own (embed_host.hpp).
  puzzlelab::platform::embed_host::prepare_keyboard();
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    puzzlelab::platform::startup_failed(std::string("SDL_Init failed: ") + SDL_GetError());
    return 1;
  }
#ifdef __EMSCRIPTEN__
  const char* glsl = "#version 300 es";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#else
  const char* glsl = "#version 150";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
#endif
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 8);
  // Touch taps arrive as mouse clicks too (SDL's default, stated here because the UI relies on it).
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "1");
  const Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  g_shell.window = SDL_CreateWindow("Puzzle Lab", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height, flags);
  if (g_shell.window == nullptr) {
    puzzlelab::platform::startup_failed(std::string("cannot open a window: ") + SDL_GetError());
    return 1;
  }
  g_shell.gl = SDL_GL_CreateContext(g_shell.window);
  if (g_shell.gl == nullptr) {
#ifdef __EMSCRIPTEN__
    // The page checks only that the browser knows WebGL 2; whether it can draw with it (a
    // blocked or missing GPU) is learnt here, from the one context the app makes.
    puzzlelab::platform::startup_failed("This browser cannot draw with WebGL 2, which Puzzle Lab needs.");
#else
    puzzlelab::platform::startup_failed(std::string("cannot create an OpenGL 3.2 context: ") + SDL_GetError());
#endif
    return 1;
  }
  SDL_GL_MakeCurrent(g_shell.window, g_shell.gl);
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // window layout is fixed; the app's own state is saved elsewhere
  io.LogFilename = nullptr;
  // Keyboard navigation: the arrows move a focus frame over the controls, Space and Enter press
  // them, Esc leaves a panel or closes a popup (ui/keyboard_focus.hpp: how it shares the keys with
  // a board). The mouse never moves to follow it.
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  puzzlelab::ui::apply_style(puzzlelab::ui::Theme::dark);  // the settings' theme follows on the first tick
  ImGui_ImplSDL2_InitForOpenGL(g_shell.window, g_shell.gl);
  ImGui_ImplOpenGL3_Init(glsl);
  io.SetClipboardTextFn = [](void*, const char* text) { puzzlelab::platform::copy_to_clipboard(text); };

  puzzlelab::platform::init(g_shell.window);
  puzzlelab::platform::embed_host::start();
  g_shell.app = std::make_unique<puzzlelab::App>(puzzlelab::make_worker_client());
  g_shell.app->start();

#ifdef __EMSCRIPTEN__
  emscripten_set_main_loop(frame, 0, true);
#else
  while (!g_shell.quit) {
    const Uint64 start = SDL_GetTicks64();
    frame();
    // Without vsync (e.g. under Xvfb) cap the loop near 60 frames per second.
    const Uint64 spent = SDL_GetTicks64() - start;
    if (spent < 15) SDL_Delay(static_cast<Uint32>(15 - spent));
  }
  g_shell.app.reset();
  puzzlelab::ui::sound::shutdown();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(g_shell.gl);
  SDL_DestroyWindow(g_shell.window);
  SDL_Quit();
#endif
  return 0;
}
