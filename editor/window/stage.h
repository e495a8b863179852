#pragma once

#include <QPointer>
#include <QWidget>

#include <functional>

class QAction;
class QDockWidget;
class QKeyEvent;

namespace mazeworks {

// A panel's contents alone on the screen, for a class or a playtest: a window of its own, full
// screen on the screen the editor is on, that borrows the dock's contents and gives them back
// when it ends. The main window is not touched meanwhile, so its layout afterwards is exactly
// the layout before. The keys the contents do not take are the dock's, through `keys`. A panel
// whose picture is elsewhere (the Overlays panel draws on the map) gives contents of its own,
// made for the stage, which go with it.
class Stage : public QWidget {
    Q_OBJECT

public:
    Stage(QDockWidget* dock, std::function<QAction*(const QKeyEvent&)> keys, QWidget* ownContents = nullptr);
    ~Stage() override;

    // Gives the contents back to the dock, gives the main window the keyboard again and goes
    // (later: it may be called from one of the stage's own events).
    void end();

signals:
    // The window manager closed the stage (Alt+F4, say): the owner should leave the mode.
    void closeRequested();

protected:
    bool event(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    QPointer<QDockWidget> m_dock;
    QPointer<QWidget> m_contents;
    bool m_ownContents = false; // made for the stage, not the dock's
    QByteArray m_layout; // the main window's, before
    std::function<QAction*(const QKeyEvent&)> m_keys;
};

} // namespace mazeworks
