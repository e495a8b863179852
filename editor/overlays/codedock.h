#pragma once

#include "panel.h"

namespace mazeworks {

class CodePanel;
class MainWindow;
class OverlayModel;

// The Search Code panel: the code panel (codepanel.h) of the overlays' search, beside the map.
// A row of its open list clicked shows the tile on the map. F10 and its fellows step the
// search from here too, as in the Overlays panel: `keys` are the Overlays panel's actions that
// step it, with their tips.
class CodeDock : public Panel {
    Q_OBJECT

public:
    struct Key {
        QAction* action;
        QString tip;
    };
    CodeDock(MainWindow* window, OverlayModel* model, const QList<Key>& keys);

    CodePanel* panel() const { return m_panel; }
    // Shows the panel as wide as its code, up to nearly half the window, the map keeping the rest
    // with the other panels. The first time, it takes a
    // tab beside the panel it was put under, so that the code has the height of the window.
    void showBesideMap();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void fitCode();
    void claimKeys(const QList<Key>& keys);

    OverlayModel* m_model;
    CodePanel* m_panel;
};

} // namespace mazeworks
