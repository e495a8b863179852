#include "room.h"

#include "panel.h"

#include <QDockWidget>
#include <QLayout>
#include <QMainWindow>
#include <QPointer>
#include <QTabBar>
#include <QTimer>

#include <algorithm>
#include <limits>

namespace mazeworks::room {

namespace {

int extent(const QWidget* widget, Qt::Orientation orientation)
{
    return orientation == Qt::Horizontal ? widget->width() : widget->height();
}

int leastExtent(const QWidget* widget, Qt::Orientation orientation)
{
    const QSize least = widget->minimumSizeHint().expandedTo(widget->minimumSize());
    return orientation == Qt::Horizontal ? least.width() : least.height();
}

// What the tab bar adds to `dock` along `orientation`, when it is one of tabs: the layout sizes
// the tabs and their bar as one (QMainWindow::resizeDocks), so that a panel given its size
// without it would be a tab bar short. The layout's bars name each tab's panel by its address.
int tabBarExtent(const QMainWindow* window, QDockWidget* dock, Qt::Orientation orientation)
{
    if (window->tabifiedDockWidgets(dock).isEmpty()) return 0;
    const QTabWidget::TabPosition side = window->tabPosition(window->dockWidgetArea(dock));
    const bool along = (side == QTabWidget::North || side == QTabWidget::South) == (orientation == Qt::Vertical);
    if (!along) return 0;
    for (const QTabBar* bar : window->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        if (!bar->isVisible()) continue;
        for (int i = 0; i < bar->count(); ++i) {
            if (qvariant_cast<quintptr>(bar->tabData(i)) == reinterpret_cast<quintptr>(dock))
                return extent(bar, orientation);
        }
    }
    return 0;
}

// The size QMainWindow::resizeDocks means for `dock`: the panel's own, and its tab bar's.
int layoutExtent(const QMainWindow* window, QDockWidget* dock, Qt::Orientation orientation)
{
    return extent(dock, orientation) + tabBarExtent(window, dock, orientation);
}

// Whether a panel in `area` that grows along `orientation` takes its room from the map.
bool acrossTheMap(Qt::DockWidgetArea area, Qt::Orientation orientation)
{
    const bool side = area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea;
    return side == (orientation == Qt::Horizontal);
}

Qt::DockWidgetArea facing(Qt::DockWidgetArea area)
{
    switch (area) {
    case Qt::LeftDockWidgetArea:
        return Qt::RightDockWidgetArea;
    case Qt::RightDockWidgetArea:
        return Qt::LeftDockWidgetArea;
    case Qt::TopDockWidgetArea:
        return Qt::BottomDockWidgetArea;
    default:
        return Qt::TopDockWidgetArea;
    }
}

// Along its column a panel takes from the others there what they can spare above what they
// keep: their least size, or the height a panel says it keeps in sight (Panel::keptHeight).
void giveAlongTheColumn(QMainWindow* window, QDockWidget* dock, Qt::Orientation orientation, int wanted)
{
    const Qt::DockWidgetArea area = window->dockWidgetArea(dock);
    QList<QDockWidget*> docks { dock };
    QList<int> sizes { layoutExtent(window, dock, orientation) };
    int needed = wanted - extent(dock, orientation);
    for (QDockWidget* other : window->findChildren<QDockWidget*>()) {
        if (other == dock || !docked(window, other) || window->dockWidgetArea(other) != area) continue;
        int kept = leastExtent(other, orientation);
        if (const auto* panel = qobject_cast<const Panel*>(other); panel && orientation == Qt::Vertical)
            kept = std::max(kept, panel->keptHeight());
        const int spared = std::clamp(extent(other, orientation) - kept, 0, std::max(0, needed));
        needed -= spared;
        sizes.front() += spared;
        docks << other;
        sizes << layoutExtent(window, other, orientation) - spared;
    }
    window->resizeDocks(docks, sizes, orientation);
}

} // namespace

bool docked(const QMainWindow* window, const QDockWidget* dock)
{
    return dock->isVisible() && !dock->isFloating() && window->rect().intersects(dock->geometry());
}

void give(QMainWindow* window, QDockWidget* dock, Qt::Orientation orientation, int wanted, Fit fit)
{
    if (dock->isFloating() || !dock->isVisible() || !window->centralWidget()) return;
    // The sizes as the layout has them now, with the panel that asks in its place.
    if (QLayout* layout = window->layout()) layout->activate();
    const Qt::DockWidgetArea area = window->dockWidgetArea(dock);
    const int now = extent(dock, orientation);
    if (now == wanted || (fit == Fit::AtLeast && now > wanted)) return;
    if (wanted <= now) {
        window->resizeDocks(
            { dock }, { wanted + tabBarExtent(window, dock, orientation) }, orientation); // less always fits
        return;
    }
    if (!acrossTheMap(area, orientation)) {
        giveAlongTheColumn(window, dock, orientation, wanted);
        return;
    }
    // The panels facing it give up their room first, down to a quarter of the window or the
    // least width of any panel there, tabs out of sight included (they share the column).
    const int whole = extent(window, orientation);
    QList<QDockWidget*> facingDocks;
    int least = whole / 4;
    for (QDockWidget* other : window->findChildren<QDockWidget*>()) {
        if (!other->isVisible() || other->isFloating() || window->dockWidgetArea(other) != facing(area)) continue;
        least = std::max(least, leastExtent(other, orientation));
        if (docked(window, other)) facingDocks << other;
    }
    int spare = std::numeric_limits<int>::max();
    for (const QDockWidget* other : facingDocks)
        spare = std::min(spare, std::max(0, extent(other, orientation) - least));
    int deficit = whole * kMapShare / 100 - (extent(window->centralWidget(), orientation) - (wanted - now));
    const int given = facingDocks.isEmpty() ? 0 : std::clamp(deficit, 0, spare);
    deficit -= given;
    if (deficit > 0) wanted = std::max(now, wanted - deficit);
    QList<QDockWidget*> docks { dock };
    QList<int> sizes { wanted + tabBarExtent(window, dock, orientation) };
    for (QDockWidget* other : facingDocks) {
        docks << other;
        sizes << layoutExtent(window, other, orientation) - given;
    }
    window->resizeDocks(docks, sizes, orientation);
}

void ask(QMainWindow* window, QDockWidget* dock, Qt::Orientation orientation, int wanted, Fit fit)
{
    QTimer::singleShot(0, dock, [window = QPointer<QMainWindow>(window), dock, orientation, wanted, fit] {
        if (window) give(window, dock, orientation, wanted, fit);
    });
}

} // namespace mazeworks::room
