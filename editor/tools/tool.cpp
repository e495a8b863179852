#include "tool.h"

#include "document.h"
#include "grid/raster.h"
#include "mapview.h"
#include "picture/mappainter.h"
#include "picture/theme.h"
#include "tooloptions.h"

#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>

namespace mazeworks {

Tool::Tool(ToolOptions* options, QObject* parent)
    : QObject(parent)
    , m_options(options)
{
}

const Maze* Tool::maze() const
{
    if (!m_view || !m_view->document() || !m_view->document()->hasMap()) return nullptr;
    return &m_view->document()->maze();
}

void Tool::press(MapView& view, Cell cell, QMouseEvent& event)
{
    m_view = &view;
    m_hovered.reset();
    const bool picking = event.button() == Qt::RightButton
        || (event.button() == Qt::LeftButton && (event.modifiers() & Qt::AltModifier));
    if (m_gesture == Gesture::Tool) {
        // The other button during a drag drops it, as in Tiled.
        if (event.button() != m_button) {
            cancel(view);
            m_gesture = Gesture::None;
            view.document()->endGesture();
            view.refreshLayers();
        }
        return;
    }
    if (m_gesture != Gesture::None) return;
    m_button = event.button();
    if (picking) {
        m_gesture = Gesture::Pick;
        pick(view, cell);
        return;
    }
    if (event.button() != Qt::LeftButton) return;
    m_gesture = Gesture::Tool;
    // Whatever came before is not part of this drag.
    view.document()->endGesture();
    begin(view, cell, event);
    view.refreshLayers();
}

void Tool::move(MapView& view, Cell cell, QMouseEvent& event)
{
    if (m_gesture == Gesture::Pick) {
        pick(view, cell);
    } else if (m_gesture == Gesture::Tool && &view == m_view) {
        drag(view, cell, event);
        view.refreshLayers();
    }
}

void Tool::release(MapView& view, Cell cell, QMouseEvent& event)
{
    if (event.button() != m_button) return;
    const Gesture was = m_gesture;
    m_gesture = Gesture::None;
    m_button = Qt::NoButton;
    if (was == Gesture::Tool && &view == m_view) {
        end(view, cell, event);
        view.document()->endGesture();
    }
    m_hovered = cell;
    view.refreshLayers();
}

void Tool::hover(MapView& view, Cell cell)
{
    m_view = &view;
    if (m_hovered == cell) return;
    m_hovered = cell;
    view.refreshLayers();
}

void Tool::leave(MapView& view)
{
    if (!m_hovered) return;
    m_hovered.reset();
    view.refreshLayers();
}

void Tool::keyPress(MapView& view, QKeyEvent& event)
{
    if (event.key() == Qt::Key_Escape && m_gesture == Gesture::Tool) {
        cancel(view);
        m_gesture = Gesture::None;
        view.document()->endGesture();
        view.refreshLayers();
        event.accept();
    }
}

void Tool::apply(MapView& view, Cell cursor, const QRect& tiles, Qt::KeyboardModifiers)
{
    // Not in the middle of the mouse's drag, whose step it would join.
    Document* document = view.document();
    if (m_gesture != Gesture::None || !document || !document->hasMap()) return;
    m_view = &view;
    // A step of its own, named as the mouse's would be: never merged with a drag before or after.
    document->endGesture();
    applyAt(view, cursor, tiles);
    document->endGesture();
    view.refreshLayers();
}

std::vector<Cell> Tool::cellsOf(const QRect& tiles)
{
    if (tiles.isEmpty()) return {};
    return rectangleCells({ tiles.left(), tiles.top() }, { tiles.right(), tiles.bottom() });
}

void Tool::drag(MapView&, Cell, QMouseEvent&) { }

void Tool::end(MapView&, Cell, QMouseEvent&) { }

void Tool::cancel(MapView&) { }

void Tool::pick(MapView& view, Cell cell)
{
    Document* document = view.document();
    if (!document || !document->hasMap() || !document->maze().tiles.contains(cell)) return;
    m_options->setTile(document->maze().tiles.get(cell));
}

std::vector<Cell> Tool::mirrored(std::vector<Cell> cells) const
{
    const Maze* level = maze();
    if (!level || !m_options->mirror()) return cells;
    const std::size_t n = cells.size();
    cells.reserve(2 * n);
    for (std::size_t i = 0; i < n; ++i) {
        const Cell c = cells[i];
        const Cell image { level->width() - 1 - c.col, c.row };
        if (image != c) cells.push_back(image);
    }
    return cells;
}

void Tool::paintTilePreview(QPainter& painter, Cell cell, Tile tile, double scale, bool outline)
{
    static const TileMap<Tile> one(1, 1, Tile::Wall);
    TileMap<Tile> map = one;
    map.set(0, 0, tile);
    painter.save();
    painter.translate(cell.col, cell.row);
    painter.setOpacity(0.75);
    painter.fillRect(QRectF(0, 0, 1, 1), theme::background);
    mappainter::paintTiles(painter, map, QRect(0, 0, 1, 1));
    if (outline) {
        painter.setOpacity(1.0);
        painter.setPen(QPen(theme::selection, 1.5 / scale));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(0, 0, 1, 1));
    }
    painter.restore();
}

} // namespace mazeworks
