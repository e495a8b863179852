#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace mazeworks {

class MainWindow;

// Names, settings and translations of the application (the system's language, or the one
// chosen in the settings).
void setUpApplication(QCoreApplication& app, const QString& version);

// The main window with every feature of the editor attached: tools, panels, files, the
// generator and the play view. Tests build their windows through this too.
MainWindow* createMainWindow();

// Opens the files named on the command line as File > Open does (levels, Tiled maps, Moving
// AI maps) and replays as Play > Open Replay does, each refused with its message box when it
// cannot be; how many opened.
int openFiles(MainWindow* window, const QStringList& paths);

// At start-up, once the window is shown: offers back the levels that a session which ended
// without closing them (a crash) left in its autosaves. Not part of createMainWindow(), so that
// tests never meet a question left by another run.
void offerRecovery(MainWindow* window);

} // namespace mazeworks
