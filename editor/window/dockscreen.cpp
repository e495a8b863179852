#include "dockscreen.h"

#include <QDockWidget>

namespace mazeworks {

void showDockFullScreen(QDockWidget* dock, bool on, bool& wasFloating)
{
    if (on) {
        wasFloating = dock->isFloating();
        dock->show();
        dock->setFloating(true);
        dock->showFullScreen();
    } else {
        dock->showNormal();
        dock->setFloating(wasFloating);
    }
    dock->raise();
    dock->activateWindow();
}

} // namespace mazeworks
