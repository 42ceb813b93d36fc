// Whether the boards move: pieces gliding, the solve's celebration, a setup's pieces flying in and
// the solved banner fading. The "Animate moves" setting turns them on or off; a system that asks
// for reduced motion (the browser's prefers-reduced-motion) turns them off whatever the setting
// says (docs/app/ACCESSIBILITY.md).
#pragma once

#include "middle/settings.hpp"
#include "platform/platform.hpp"

namespace puzzlelab {

inline bool motion_reduced() { return platform::prefers_reduced_motion(); }
inline bool animations_on(const Settings& settings) { return settings.animate && !motion_reduced(); }

}  // namespace puzzlelab
