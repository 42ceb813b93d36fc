// Keyboard focus between a board and ImGui's controls (the rule: ui/key_owner.hpp). ImGui 1.86's
// keyboard navigation (ImGuiConfigFlags_NavEnableKeyboard) moves a focus frame over the controls
// with the arrow keys, Space activates, Enter types into a field; here Enter presses buttons too,
// and the board's own keys are withheld from the navigation while the board has them. The state
// is decided after each frame from ImGui's, and read by the event loop (main.cpp) and the screens.
#pragma once

#include <string>

#include <imgui.h>

#include "ui/key_owner.hpp"

namespace puzzlelab::ui::focus {

// --- every drawn frame ---
// Forgets last frame's board and help window (call before the screen draws).
void begin_frame();
// The screen drew a board that takes keys this frame (the play screen): call inside the board's
// own child window. That window is one stop for the focus frame: Enter or Space there gives the
// keys to the board.
void board_on_screen();
// The help window is open this frame.
void help_on_screen();
// Decides, from ImGui's state after the frame, who has the keys until the next frame.
void end_frame();

// The decision of the last frame, and whether a key going down reaches ImGui (main.cpp).
KeyOwner owner();
bool imgui_gets(SDL_Scancode key);
// Enter presses the button under the focus frame, like Space (ImGui 1.86 only types into fields
// with it). Call before ImGui::NewFrame.
void enter_activates();

// --- moving the focus ---
// Shows the focus frame on the controls of the current window (call inside a screen's own window,
// before its items): where it was last, else on the first control.
void show_controls();
// Hides the focus frame: the board has the keys again.
void give_board_keys();
// Whether the focus frame shows on a control now.
bool frame_shown();
// On a screen without a board (the Lab, the level editor): F6 shows the focus frame on the
// current window's controls, or hides it. Call inside the screen's window, before its items.
void f6_toggles_controls();

// --- items ---
// The board's area: an invisible button the mouse clicks, which keyboard navigation skips (the
// board has its own keys).
bool board_area(const char* id, ImVec2 size);
// After EndChild: a panel (a child window the focus frame can enter with Enter or Space, and leave
// with Esc) gets a thick gold frame while it has the focus; ImGui draws only a thin one.
void emphasize_panel();
// Whether the last item has the focus frame.
bool item_has_frame();

}  // namespace puzzlelab::ui::focus
