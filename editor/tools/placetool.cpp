#include "placetool.h"

#include "document.h"
#include "mapview.h"
#include "picture/mappainter.h"
#include "picture/theme.h"
#include "tilenames.h"
#include "toolicons.h"
#include "tooloptions.h"

#include <QMouseEvent>
#include <QWheelEvent>

#include <cstdlib>

namespace mazeworks {

PlaceTool::PlaceTool(Place place, GhostKind kind, ToolOptions* options, QObject* parent)
    : Tool(options, parent)
    , m_place(place)
    , m_kind(kind)
{
    static const char* const kNames[] = { "muncherTool", "ghostTool", "fruitTool", "cornerTool" };
    QString id = QString::fromLatin1(kNames[static_cast<int>(place)]);
    if (place == Place::Ghost || place == Place::Corner) {
        const std::string_view ghost = mazeworks::name(kind);
        id += QLatin1Char('-') + QString::fromLatin1(ghost.data(), static_cast<qsizetype>(ghost.size()));
    }
    setObjectName(id);
    connect(options, &ToolOptions::headingChanged, this, [this] {
        if (usesHeading()) emit statusChanged();
    });
}

QString PlaceTool::name() const
{
    switch (m_place) {
    case Place::Muncher:
        return tr("Muncher");
    case Place::Fruit:
        return tr("Fruit");
    case Place::Ghost:
        switch (m_kind) {
        case GhostKind::Red:
            return tr("Red Ghost");
        case GhostKind::Pink:
            return tr("Pink Ghost");
        case GhostKind::Cyan:
            return tr("Cyan Ghost");
        case GhostKind::Orange:
            return tr("Orange Ghost");
        }
        break;
    case Place::Corner:
        switch (m_kind) {
        case GhostKind::Red:
            return tr("Red Ghost's Corner");
        case GhostKind::Pink:
            return tr("Pink Ghost's Corner");
        case GhostKind::Cyan:
            return tr("Cyan Ghost's Corner");
        case GhostKind::Orange:
            return tr("Orange Ghost's Corner");
        }
        break;
    }
    return {};
}

QString PlaceTool::hint() const
{
    switch (m_place) {
    case Place::Muncher:
    case Place::Ghost:
        return tr("Click to place it heading %1; drag towards where it should head, or turn it with Z, Shift+Z or "
                  "Shift+wheel.")
            .arg(directionName(options()->heading()));
    case Place::Fruit:
        return tr("Click to place the fruit.");
    case Place::Corner:
        return tr("Click to set the tile the ghost aims at while scattering; it may lie outside the map.");
    }
    return {};
}

QIcon PlaceTool::icon() const
{
    switch (m_place) {
    case Place::Muncher:
        return toolicons::muncher();
    case Place::Ghost:
        return toolicons::ghost(m_kind);
    case Place::Fruit:
        return toolicons::fruit();
    case Place::Corner:
        return toolicons::corner(m_kind);
    }
    return {};
}

bool PlaceTool::allowed(const Maze& level, Cell cell) const
{
    if (m_place != Place::Corner) return level.tiles.contains(cell);
    // A corner far off the map is still a corner; the format takes any column and row, the view
    // shows a margin of a few tiles round the map for them.
    return true;
}

void PlaceTool::begin(MapView& view, Cell cell, QMouseEvent&)
{
    if (allowed(view.document()->maze(), cell)) m_at = cell;
}

void PlaceTool::drag(MapView& view, Cell cell, QMouseEvent&)
{
    if (!m_at) return;
    if (usesHeading()) {
        // The heading follows the drag from the tile: the longer axis wins.
        const int dc = cell.col - m_at->col;
        const int dr = cell.row - m_at->row;
        if (dc == 0 && dr == 0) return;
        if (std::abs(dc) >= std::abs(dr))
            options()->setHeading(dc < 0 ? Direction::Left : Direction::Right);
        else
            options()->setHeading(dr < 0 ? Direction::Up : Direction::Down);
    } else if (allowed(view.document()->maze(), cell)) {
        m_at = cell; // the fruit and corners are dragged where they go
    }
}

void PlaceTool::end(MapView& view, Cell, QMouseEvent&)
{
    if (!m_at) return;
    const Cell at = *m_at;
    m_at.reset();
    put(view, at);
}

void PlaceTool::applyAt(MapView& view, Cell cursor, const QRect&)
{
    if (allowed(view.document()->maze(), cursor)) put(view, cursor);
}

void PlaceTool::put(MapView& view, Cell at)
{
    Document* document = view.document();
    Maze after = document->maze();
    switch (m_place) {
    case Place::Muncher:
        after.muncher = Start { at, options()->heading() };
        break;
    case Place::Ghost:
        after.ghosts[indexOf(m_kind)] = Start { at, options()->heading() };
        break;
    case Place::Fruit:
        after.fruit = at;
        break;
    case Place::Corner:
        after.corners[indexOf(m_kind)] = at;
        break;
    }
    document->setPlaces(after);
}

void PlaceTool::cancel(MapView&) { m_at.reset(); }

bool PlaceTool::wheel(MapView& view, QWheelEvent& event)
{
    // Shift and the wheel turn; the plain wheel keeps zooming. Some systems turn Shift+wheel
    // into a sideways scroll, so both axes count.
    if (!usesHeading() || !(event.modifiers() & Qt::ShiftModifier)) return false;
    const QPoint delta = event.angleDelta();
    m_wheel += delta.y() != 0 ? delta.y() : delta.x();
    while (std::abs(m_wheel) >= 120) {
        options()->turn(m_wheel < 0);
        m_wheel += m_wheel < 0 ? 120 : -120;
    }
    view.refreshLayers();
    return true;
}

void PlaceTool::paintPlace(QPainter& painter, Cell cell) const
{
    const QPointF centre(cell.col + 0.5, cell.row + 0.5);
    switch (m_place) {
    case Place::Muncher:
        mappainter::paintMuncher(painter, centre, options()->heading());
        break;
    case Place::Ghost:
        mappainter::paintGhost(painter, centre, m_kind, options()->heading());
        break;
    case Place::Fruit:
        mappainter::paintFruit(painter, centre);
        break;
    case Place::Corner:
        mappainter::paintCorner(painter, centre, m_kind);
        break;
    }
}

void PlaceTool::paint(QPainter& painter, const QRect&, double scale)
{
    const Maze* level = maze();
    if (!level) return;
    const std::optional<Cell> at = m_at ? m_at : hovered();
    if (!at || !allowed(*level, *at)) return;
    painter.save();
    painter.setOpacity(m_at ? 0.9 : 0.6);
    paintPlace(painter, *at);
    painter.setOpacity(1.0);
    painter.setPen(QPen(theme::selection, 1.5 / scale, m_at ? Qt::SolidLine : Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(at->col, at->row, 1, 1));
    if (m_at && usesHeading()) {
        // An arrow from the tile the way it will head.
        const Direction d = options()->heading();
        const QPointF from(at->col + 0.5 + dx(d) * 0.55, at->row + 0.5 + dy(d) * 0.55);
        const QPointF to = from + QPointF(dx(d) * 0.6, dy(d) * 0.6);
        painter.setPen(QPen(theme::selection, 3.0 / scale, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(from, to);
        const QPointF side(dy(d) * 0.2, -dx(d) * 0.2);
        const QPointF back = to - QPointF(dx(d) * 0.25, dy(d) * 0.25);
        painter.drawLine(to, back + side);
        painter.drawLine(to, back - side);
    }
    painter.restore();
}

} // namespace mazeworks
