#include "codedock.h"

#include "codepanel.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlaymodel.h"
#include "sharedkeys.h"

#include <QAction>
#include <QStyle>
#include <QTimer>

#include <algorithm>
#include <limits>

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
        placeOnce();
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
    placeOnce();
    show();
    raise();
    fitCode();
}

void CodeDock::placeOnce()
{
    if (m_placed || isFloating()) return;
    m_placed = true;
    const Qt::DockWidgetArea area = mainWindow()->dockWidgetArea(this);
    for (QDockWidget* other : mainWindow()->findChildren<QDockWidget*>()) {
        if (other == this || other->isHidden() || other->isFloating() || mainWindow()->dockWidgetArea(other) != area)
            continue;
        mainWindow()->tabifyDockWidget(other, this);
        return;
    }
}

void CodeDock::fitCode()
{
    // After the layout has given the tab its place: then the width asked for holds.
    QTimer::singleShot(0, this, [this] {
        if (isFloating() || !isVisible()) return;
        MainWindow* window = mainWindow();
        int wanted = std::min(m_panel->sizeHint().width() + style()->pixelMetric(QStyle::PM_ScrollBarExtent)
                + 2 * style()->pixelMetric(QStyle::PM_DockWidgetFrameWidth),
            window->width() * 9 / 20);
        if (width() >= wanted) return;
        // The map keeps 30% of the window (seen at 1280 x 720: the code left it a sliver):
        // the panels on the other side give up their width first, down to a quarter of the window
        // (their contents scroll, so they would give everything), then the code.
        const Qt::DockWidgetArea area = window->dockWidgetArea(this);
        const Qt::DockWidgetArea across
            = area == Qt::LeftDockWidgetArea ? Qt::RightDockWidgetArea : Qt::LeftDockWidgetArea;
        QList<QDockWidget*> others;
        int spare = std::numeric_limits<int>::max();
        for (QDockWidget* other : window->findChildren<QDockWidget*>()) {
            if (!other->isVisible() || other->isFloating() || window->dockWidgetArea(other) != across) continue;
            others << other;
            const int least = std::max(other->minimumSizeHint().width(), window->width() / 4);
            spare = std::min(spare, std::max(0, other->width() - least));
        }
        int deficit = window->width() * 3 / 10 - (window->centralWidget()->width() - (wanted - width()));
        const int given = others.isEmpty() ? 0 : std::clamp(deficit, 0, spare);
        deficit -= given;
        if (deficit > 0) wanted = std::max(width(), wanted - deficit);
        QList<QDockWidget*> docks { this };
        QList<int> widths { wanted };
        for (QDockWidget* other : others) {
            docks << other;
            widths << other->width() - given;
        }
        window->resizeDocks(docks, widths, Qt::Horizontal);
    });
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
