// What differs between the browser and the desktop, behind one small set of functions:
// persistent storage, the shareable link (the URL hash in the browser), the clipboard, the
// drawing surface's size and pixel density, and the automation hook the end-to-end tests read.
// web_platform.cpp implements them with EM_JS, native_platform.cpp with files and SDL.
#pragma once

#include <optional>
#include <string>

struct SDL_Window;

namespace puzzlelab::platform {

// One-time setup after the window exists (event listeners, the automation object).
void init(SDL_Window* window);

// The app cannot start (no window, no OpenGL / WebGL 2 context): says so where the user looks.
// In the browser the page's loading screen turns into the message; natively it goes to stderr.
// Callable before init().
void startup_failed(const std::string& message);

// The saved app state (one JSON document): localStorage in the browser, a file natively.
// load_state returns nullopt when nothing was saved; save_state returns false when the storage
// refused (quota, read-only disk), which the app reports once.
std::optional<std::string> load_state();
bool save_state(const std::string& text);
// Where the state lives, for the help panel ("localStorage" or a file path).
std::string state_location();

// The link of the current game, without the leading '#'. Natively there is no address bar: the
// link is whatever was given on the command line (--link) and set_link only remembers it.
std::string current_link();
// Replaces the address bar's hash without adding a history entry or firing hashchange.
void set_link(const std::string& hash);
// A hash the user navigated to (typed, pasted, back/forward) since the last call, if any.
std::optional<std::string> take_link_change();
// The full URL a friend can open: the page address plus '#' and the hash.
std::string shareable_url(const std::string& hash);

// Copies text to the clipboard. The browser may refuse (no permission, insecure context); the
// app always shows the text in a selectable field as well, so the user can copy it by hand.
void copy_to_clipboard(const std::string& text);

// Offers a file to the user: in the browser a download (a Blob and an <a download> click), on
// the desktop a file written into the current directory. Returns what happened, for the user:
// "Downloaded lab.csv", "Saved /home/me/lab.csv", or why it failed.
std::string offer_download(const std::string& name, const std::string& mime, const std::string& bytes);

// Shows a printable page (a whole HTML document, middle/print_page.hpp): in the browser a new tab
// holding it (a download when the browser blocks the tab), on the desktop a file written into
// the current directory, to open in a browser. Returns what happened, for the user.
std::string open_printable_page(const std::string& name, const std::string& html);

// The drawing surface this frame: its size in logical units (CSS pixels, window points) and how
// many physical pixels one logical unit covers. In the browser this also resizes the canvas's
// backing store to match the page, every frame, so it stays sharp when the window or the
// devicePixelRatio (zoom, moving to another screen) changes.
struct Surface {
  float width = 0, height = 0;  // logical
  float pixel_ratio = 1;        // physical pixels per logical unit
};
Surface sync_surface(SDL_Window* window);

// Typing into text fields. An ImGui field is drawn on the canvas, which no phone opens its
// keyboard for: in the browser, while a field has the keyboard, a real HTML element (an <input>,
// a <textarea> for a field of several lines) is placed invisibly at the field's caret and focused
// (also from the tap that activated the field, as iOS opens the keyboard only in answer to a
// touch). A desktop's keys still reach the app through SDL exactly as before (SDL takes the
// characters from the keypress events and keeps them out of the element); what a phone's keyboard
// or an input method puts into the element instead (no keypress), and text pasted with Ctrl+V (the
// browser delivers it only as a "paste" event), is queued here for the app to type into the field.
// Natively the OS keyboard reaches SDL and ImGui reads SDL's clipboard: nothing is queued.
struct TextEntry {
  bool active = false;                              // a text field has the keyboard this frame
  bool multiline = false;                           // and takes several lines
  float caret_x = 0, caret_y = 0, line_height = 0;  // where its caret is (logical pixels)
};
void sync_text_entry(const TextEntry& entry);
// What was typed into the element since the last call: text, or one Backspace or Enter that a
// phone's keyboard sent without a key code SDL knows (one thing per call, in the order typed, so a
// field sees each key press on a frame of its own).
struct TypedText {
  std::string text;
  bool backspace = false;
  bool enter = false;
};
TypedText take_typed_text();

// Full screen (talk mode): in the browser the Fullscreen API on the page (the browser allows it
// only in answer to a key press or a click, and Esc leaves it by itself), natively the window
// made full-screen. is_fullscreen() says what is true now, whoever changed it.
void set_fullscreen(bool on);
bool is_fullscreen();

// Opening a text file the user chooses (a talk, record files). In the browser a file chooser (an
// <input type=file>, opened in answer to a click; `multiple` lets several files be chosen at once);
// the chosen files arrive later through take_chosen_file(), one per call, all of one choice queued
// together in the order chosen. Natively there is no chooser: choose_text_file returns false and
// the caller asks for a path and reads it with read_text_file.
struct ChosenFile {
  std::string name;
  std::string text;
};
bool choose_text_file(const std::string& accept, bool multiple = false);
std::optional<ChosenFile> take_chosen_file();
// The file's text, or nullopt with `error` set ("cannot read talk.json: No such file or directory").
std::optional<std::string> read_text_file(const std::string& path, std::string& error);

// Whether the system asks for a light look (the browser's prefers-color-scheme; natively never):
// what "Follow the system" in the settings draws (platform/system_theme.cpp).
bool system_prefers_light();

// The screen-reader layer (platform/accessibility.cpp, docs/app/ACCESSIBILITY.md). In the browser:
// a sentence for the page's live regions (polite, or assertive when `urgent`); both regions
// emptied (another screen, a new challenge: what they held is no longer true); the app's named
// controls as the page's own buttons over the canvas (`controls` a JSON list of {id, label, x, y,
// w, h, disabled}, handed over only when it changed); the control a screen reader or the keyboard
// pressed through them, by id, since the last call; and the prefers-reduced-motion media query,
// read on every call (the page keeps it up to date). Natively none of them does anything: no
// region, no controls, no press, no reduced motion.
void announce(const std::string& text, bool urgent);
void clear_announcements();
void sync_accessible_controls(const std::string& controls);
std::optional<std::string> take_pressed_control();
bool prefers_reduced_motion();

// Publishes the app's state for automation (window.puzzlelab.state() in the browser).
void publish_automation(const std::string& json);

// Seconds since an arbitrary start, monotonic.
double now_seconds();

}  // namespace puzzlelab::platform
