#pragma once

#include <QWidget>

class QGridLayout;
class QLabel;

namespace mazeworks {

class MainWindow;

// What the middle of the window shows while no level is open (at the start without one, after
// the last is closed, after an Open that failed): that no level is open, and buttons for the
// window's actions that open one (New, Open, the classic maze), so that the grey is never blank.
class EmptyPage : public QWidget {
    Q_OBJECT

public:
    explicit EmptyPage(MainWindow* window);

protected:
    void showEvent(QShowEvent* event) override;

private:
    // The buttons follow the actions, which the features add after the window is made.
    void addButtons();

    MainWindow* m_window;
    QLabel* m_title;
    QLabel* m_hint;
    QGridLayout* m_buttons;
    bool m_hasButtons = false;
};

} // namespace mazeworks
