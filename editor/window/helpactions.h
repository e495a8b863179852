#pragma once

#include <QObject>

#include <functional>

class QUrl;

class QDialog;

namespace mazeworks {

class MainWindow;

// The Help menu: the user manual, the keyboard shortcuts of the whole window in the user's language, about
// Mazeworks, about Qt.
class HelpActions : public QObject {
    Q_OBJECT

public:
    explicit HelpActions(MainWindow* window);

    // Help > User Manual: the installed manual in the desktop's browser; false (and a message)
    // when there is none or nothing could show it.
    bool showManual();
    // Help > Keyboard Shortcuts: every key of the window with what it does and where.
    void showKeys();
    void showAbout();

    // How the manual is opened: the desktop's way, unless a test replaces it.
    std::function<bool(const QUrl&)> openUrl;

private:
    MainWindow* m_window = nullptr;
};

} // namespace mazeworks
