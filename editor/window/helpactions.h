#pragma once

#include <QObject>

class QDialog;

namespace mazeworks {

class MainWindow;

// The Help menu: the keyboard shortcuts of the whole window in the user's language, about
// Mazeworks, about Qt.
class HelpActions : public QObject {
    Q_OBJECT

public:
    explicit HelpActions(MainWindow* window);

    // Help > Keyboard Shortcuts: every key of the window with what it does and where.
    void showKeys();
    void showAbout();

private:
    MainWindow* m_window = nullptr;
};

} // namespace mazeworks
