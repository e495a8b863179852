#include "accessiblemap.h"

#include "diagnostictext.h"
#include "document.h"
#include "mapview.h"
#include "tilenames.h"

#include <QCoreApplication>
#include <QStringList>
#include <QWidget>
#include <QWindow>

#include <algorithm>

namespace mazeworks {

namespace {

const Document* documentOf(const MapView* view)
{
    const Document* document = view ? view->document() : nullptr;
    return document && document->hasMap() ? document : nullptr;
}

// Whether a problem is about the tile: reported at it, or the tile is one of its region's.
bool isAbout(const Diagnostic& diagnostic, Cell cell)
{
    if (diagnostic.tile == cell) return true;
    return std::any_of(diagnostic.region.begin(), diagnostic.region.end(),
        [cell](const TileRun& run) { return run.row == cell.row && run.first <= cell.col && cell.col <= run.last; });
}

} // namespace

AccessibleMap::AccessibleMap(MapView* view)
    : QAccessibleWidget(view, QAccessible::Table)
{
}

AccessibleMap::~AccessibleMap() { forgetCells(); }

MapView* AccessibleMap::view() const { return static_cast<MapView*>(widget()); }

QString AccessibleMap::cellName(const MapView* view, int row, int column)
{
    const Document* document = documentOf(view);
    if (!document) return {};
    const Cell cell { column, row };
    QStringList said { QCoreApplication::translate("mazeworks::AccessibleMap", "row %1, column %2: %3")
                           .arg(row)
                           .arg(column)
                           .arg(tileWords(document->maze(), cell)) };
    for (const Diagnostic& diagnostic : document->diagnostics()) {
        if (isAbout(diagnostic, cell)) said << diagnosticMessage(diagnostic);
    }
    return said.join(QStringLiteral("; "));
}

void* AccessibleMap::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface) return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(type);
}

QAccessible::Role AccessibleMap::role() const { return QAccessible::Table; }

int AccessibleMap::rowCount() const
{
    const Document* document = documentOf(view());
    return document ? document->maze().tiles.height() : 0;
}

int AccessibleMap::columnCount() const
{
    const Document* document = documentOf(view());
    return document ? document->maze().tiles.width() : 0;
}

// The table's children are its cells alone (the scroll bars move with the cursor anyway).
int AccessibleMap::childCount() const { return rowCount() * columnCount(); }

QAccessibleInterface* AccessibleMap::child(int index) const
{
    const int columns = columnCount();
    if (index < 0 || index >= childCount()) return nullptr;
    return cellAt(index / columns, index % columns);
}

int AccessibleMap::indexOfChild(const QAccessibleInterface* child) const
{
    if (!child || child->role() != QAccessible::Cell) return -1;
    auto* cell = const_cast<QAccessibleInterface*>(child)->tableCellInterface();
    if (!cell || cell->table() != this) return -1;
    return cell->rowIndex() * columnCount() + cell->columnIndex();
}

QAccessibleInterface* AccessibleMap::childAt(int x, int y) const
{
    const MapView* map = view();
    const QPoint inViewport = map->viewport()->mapFromGlobal(QPoint(x, y));
    const Cell cell = map->cellAt(QPointF(inViewport));
    if (!map->viewport()->rect().contains(inViewport)) return nullptr;
    return cellAt(cell.row, cell.col);
}

QAccessibleInterface* AccessibleMap::focusChild() const
{
    const MapView* map = view();
    if (!map->hasFocus()) return nullptr;
    const QPoint at = map->cursorCell();
    return cellAt(at.y(), at.x());
}

QAccessibleInterface* AccessibleMap::cellAt(int row, int column) const
{
    const int columns = columnCount();
    if (row < 0 || column < 0 || row >= rowCount() || column >= columns) return nullptr;
    const QPoint tile(column, row);
    if (const auto found = m_cells.constFind(tile); found != m_cells.cend())
        return QAccessible::accessibleInterface(found.value());
    auto* cell = new AccessibleMapCell(view(), row, column);
    m_cells.insert(tile, QAccessible::registerAccessibleInterface(cell));
    return cell;
}

int AccessibleMap::selectedCellCount() const
{
    const QRect chosen = view()->selection();
    return chosen.width() * chosen.height();
}

QList<QAccessibleInterface*> AccessibleMap::selectedCells() const
{
    QList<QAccessibleInterface*> cells;
    const QRect chosen = view()->selection();
    for (int row = chosen.top(); row <= chosen.bottom(); ++row) {
        for (int column = chosen.left(); column <= chosen.right(); ++column) {
            if (QAccessibleInterface* cell = cellAt(row, column)) cells << cell;
        }
    }
    return cells;
}

QString AccessibleMap::columnDescription(int column) const
{
    return QCoreApplication::translate("mazeworks::AccessibleMap", "column %1").arg(column);
}

QString AccessibleMap::rowDescription(int row) const
{
    return QCoreApplication::translate("mazeworks::AccessibleMap", "row %1").arg(row);
}

void AccessibleMap::modelChange(QAccessibleTableModelChangeEvent*)
{
    // The level changed size or was replaced: the cells' indices mean other tiles now.
    forgetCells();
}

void AccessibleMap::forgetCells()
{
    for (QAccessible::Id id : std::as_const(m_cells)) QAccessible::deleteAccessibleInterface(id);
    m_cells.clear();
}

AccessibleMapCell::AccessibleMapCell(MapView* view, int row, int column)
    : m_view(view)
    , m_row(row)
    , m_column(column)
{
}

bool AccessibleMapCell::isValid() const
{
    const Document* document = documentOf(m_view);
    return document && m_row < document->maze().tiles.height() && m_column < document->maze().tiles.width();
}

QWindow* AccessibleMapCell::window() const { return m_view ? m_view->window()->windowHandle() : nullptr; }

void* AccessibleMapCell::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableCellInterface) return static_cast<QAccessibleTableCellInterface*>(this);
    return nullptr;
}

QAccessibleInterface* AccessibleMapCell::parent() const { return table(); }

QAccessibleInterface* AccessibleMapCell::table() const
{
    return m_view ? QAccessible::queryAccessibleInterface(m_view.data()) : nullptr;
}

QString AccessibleMapCell::text(QAccessible::Text type) const
{
    if (type != QAccessible::Name || !isValid()) return {};
    return AccessibleMap::cellName(m_view, m_row, m_column);
}

QRect AccessibleMapCell::rect() const
{
    if (!m_view) return {};
    const QRect inViewport = m_view->viewportRect(QRect(m_column, m_row, 1, 1)).toAlignedRect();
    return QRect(m_view->viewport()->mapToGlobal(inViewport.topLeft()), inViewport.size());
}

QAccessible::State AccessibleMapCell::state() const
{
    QAccessible::State state;
    if (!isValid()) {
        state.invalid = true;
        return state;
    }
    state.focusable = true;
    state.selectable = true;
    state.focused = m_view->hasFocus() && m_view->cursorCell() == QPoint(m_column, m_row);
    state.selected = isSelected();
    return state;
}

bool AccessibleMapCell::isSelected() const { return m_view && m_view->selection().contains(QPoint(m_column, m_row)); }

} // namespace mazeworks
