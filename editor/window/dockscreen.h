#pragma once

class QDockWidget;

namespace mazeworks {

// A dock alone on the whole screen (floating, full screen) for a class or a playtest, or put back
// where it was: docked again when it was docked before. `wasFloating` carries that between the
// call that fills the screen and the one that puts it back.
void showDockFullScreen(QDockWidget* dock, bool on, bool& wasFloating);

} // namespace mazeworks
