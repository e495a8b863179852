#include "codedock.h"

#include "codepanel.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlaymodel.h"
#include "sharedkeys.h"

#include <QAction>
#include <QStyle>

#include <algorithm>

namespace mazeworks {

CodeDock::CodeDock(MainWindow* window, OverlayModel* model, const QList<Key>& keys)
    : Panel(window, tr("Search Code"), QStringLiteral("SearchCodeDock"))
    , m_model(model)
    , m_panel(new CodePanel)
{
    setWidget(m_panel);
    connect(m_model, &OverlayModel::changed, this, &CodeDock::refresh);
    connect(m_model, &OverlayModel::settingsChanged, this, &CodeDock::refresh);
    connect(m_panel, &CodePanel::tileClicked, this, [this](Cell cell) {
        m_model->showTile(cell);
        if (MapView* view = mainWindow()->currentView()) view->centreOn(cell);
    });
    claimKeys(keys);
    place(Qt::LeftDockWidgetArea);
    // Shown from the Panels menu, it is placed and widened as from the Analyse menu.
    connect(toggleViewAction(), &QAction::triggered, this, [this](bool on) {
        if (!on) return;
        takeATabOnce();
        raise();
        fitCode();
    });
    refresh();
}

void CodeDock::claimKeys(const QList<Key>& keys)
{
    // The same keys as in the Overlays panel, for the same search: each through an action of
    // this panel, so that one key has one action wherever the attention is.
    SharedKeys* shared = mainWindow()->sharedKeys();
    for (const auto& [overlays, tip] : keys) {
        const auto use = shared->useOf(overlays);
        if (!use) continue;
        auto* action = new QAction(overlays->icon(), overlays->text(), this);
        action->setObjectName(overlays->objectName() + QStringLiteral("FromCode"));
        connect(action, &QAction::triggered, overlays, &QAction::trigger);
        connect(overlays, &QAction::changed, action, [action, overlays] {
            action->setEnabled(overlays->isEnabled());
            action->setText(overlays->text());
        });
        addAction(action);
        shared->claim(this, action, use->key, tip);
    }
}

void CodeDock::showBesideMap()
{
    takeATabOnce();
    show();
    raise();
    fitCode();
}

void CodeDock::fitCode()
{
    // As wide as its code, up to nearly half the window; on a small window the map keeps its
    // share (room.h) and the code's longest lines scroll.
    const int code = m_panel->sizeHint().width() + style()->pixelMetric(QStyle::PM_ScrollBarExtent)
        + 2 * style()->pixelMetric(QStyle::PM_DockWidgetFrameWidth);
    askForRoom(Qt::Horizontal, std::min(code, mainWindow()->width() * 9 / 20));
}

void CodeDock::showEvent(QShowEvent* event)
{
    Panel::showEvent(event);
    refresh();
}

void CodeDock::refresh()
{
    // Only what is seen is worked out: the open list of a large search is not sorted for nobody.
    if (!isVisible()) return;
    m_panel->show(m_model->search(), m_model->choice());
}

} // namespace mazeworks
