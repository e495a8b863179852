#include "brushtool.h"

#include "document.h"
#include "grid/raster.h"
#include "mapview.h"
#include "toolicons.h"
#include "tooloptions.h"

#include <QMouseEvent>

namespace mazeworks {

BrushTool::BrushTool(ToolOptions* options, QObject* parent)
    : Tool(options, parent)
{
    setObjectName(QStringLiteral("brushTool"));
}

QString BrushTool::name() const { return tr("Brush"); }

QString BrushTool::hint() const
{
    return tr("Click or drag to paint the chosen tile; Shift+click draws a line from the last tile painted.");
}

QIcon BrushTool::icon() const { return toolicons::glyph(toolicons::Glyph::Brush); }

QKeySequence BrushTool::shortcut() const { return QKeySequence(Qt::Key_B); }

Tile BrushTool::brushTile() const { return options()->tile(); }

int BrushTool::mergeId() const { return mergeid::kBrush; }

void BrushTool::begin(MapView& view, Cell cell, QMouseEvent& event)
{
    const bool line = (event.modifiers() & Qt::ShiftModifier) && m_lastDocument == view.document();
    stroke(view, line ? m_last : cell, cell);
}

void BrushTool::drag(MapView& view, Cell cell, QMouseEvent&)
{
    if (cell == m_last) return;
    stroke(view, m_last, cell);
}

void BrushTool::applyAt(MapView& view, Cell cursor, const QRect& tiles)
{
    Document* document = view.document();
    paintStroke(*document, mirrored(cellsOf(tiles)));
    // Shift+click draws its line from the cursor.
    m_last = cursor;
    m_lastDocument = document;
}

void BrushTool::stroke(MapView& view, Cell from, Cell to)
{
    Document* document = view.document();
    paintStroke(*document, mirrored(lineCells(from, to)));
    m_last = to;
    m_lastDocument = document;
}

void BrushTool::paintStroke(Document& document, const std::vector<Cell>& cells)
{
    document.paint(cells, brushTile(), painting(), mergeId());
}

void BrushTool::paint(QPainter& painter, const QRect&, double scale)
{
    const Maze* level = maze();
    const auto at = hovered();
    if (!level || !at || inGesture() || !level->tiles.contains(*at)) return;
    for (const Cell& c : mirrored({ *at })) paintTilePreview(painter, c, brushTile(), scale);
}

} // namespace mazeworks
