#pragma once

#include <QDockWidget>

namespace mazeworks {

class CodePanel;
class MainWindow;
class OverlayModel;

// The Search Code panel: the code panel (codepanel.h) of the overlays' search, beside the map.
// A row of its open list clicked shows the tile on the map. F10 and its fellows step the
// search from here too, as in the Overlays panel: `keys` are the Overlays panel's actions that
// step it, with their tips.
class CodeDock : public QDockWidget {
    Q_OBJECT

public:
    struct Key {
        QAction* action;
        QString tip;
    };
    CodeDock(MainWindow* window, OverlayModel* model, const QList<Key>& keys);

    CodePanel* panel() const { return m_panel; }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void claimKeys(const QList<Key>& keys);

    MainWindow* m_window;
    OverlayModel* m_model;
    CodePanel* m_panel;
};

} // namespace mazeworks
