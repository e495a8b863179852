#include "filltool.h"

#include "document.h"
#include "grid/raster.h"
#include "mapview.h"
#include "picture/theme.h"
#include "toolicons.h"
#include "tooloptions.h"

#include <algorithm>

namespace mazeworks {

FillTool::FillTool(ToolOptions* options, QObject* parent)
    : Tool(options, parent)
{
    setObjectName(QStringLiteral("fillTool"));
}

QString FillTool::name() const { return tr("Fill"); }

QString FillTool::hint() const { return tr("Click to fill the region of equal tiles with the chosen tile."); }

QIcon FillTool::icon() const { return toolicons::glyph(toolicons::Glyph::Fill); }

QKeySequence FillTool::shortcut() const { return QKeySequence(Qt::Key_F); }

void FillTool::begin(MapView& view, Cell cell, QMouseEvent&) { fill(view, cell); }

void FillTool::applyAt(MapView& view, Cell cursor, const QRect&) { fill(view, cursor); }

void FillTool::fill(MapView& view, Cell cell)
{
    Document* document = view.document();
    const std::vector<Cell> cells = floodFill(document->maze().tiles, cell);
    if (cells.empty()) return;
    document->paint(mirrored(cells), options()->tile(), Painting::Paint);
}

void FillTool::forgetRegion()
{
    m_regionDocument = nullptr;
    m_region = QImage();
    m_regionBounds = QRect();
}

bool FillTool::regionHolds(Cell cell) const
{
    if (m_region.isNull() || !m_regionBounds.contains(cell.col, cell.row)) return false;
    return m_region.pixelIndex(cell.col - m_regionBounds.left(), cell.row - m_regionBounds.top()) == 1;
}

void FillTool::hover(MapView& view, Cell cell)
{
    Tool::hover(view, cell);
    Document* document = view.document();
    if (!document || !document->hasMap() || !document->maze().tiles.contains(cell)) return;
    if (m_regionDocument != document) {
        if (m_regionDocument) disconnect(m_regionDocument, nullptr, this, nullptr);
        forgetRegion();
        m_regionDocument = document;
        // Any change may join or split regions.
        connect(document, &Document::tilesChanged, this, [this] { m_region = QImage(); });
        connect(document, &Document::mapReset, this, [this] { m_region = QImage(); });
    }
    if (regionHolds(cell)) return;
    const std::vector<Cell> cells = floodFill(document->maze().tiles, cell);
    int left = cell.col, right = cell.col, top = cell.row, bottom = cell.row;
    for (const Cell& c : cells) {
        left = std::min(left, c.col);
        right = std::max(right, c.col);
        top = std::min(top, c.row);
        bottom = std::max(bottom, c.row);
    }
    m_regionBounds = QRect(QPoint(left, top), QPoint(right, bottom));
    m_region = QImage(m_regionBounds.size(), QImage::Format_Mono);
    m_region.setColorTable({ qRgba(0, 0, 0, 0), qRgba(255, 255, 255, 80) });
    m_region.fill(0);
    for (const Cell& c : cells) m_region.setPixel(c.col - left, c.row - top, 1);
}

void FillTool::paint(QPainter& painter, const QRect& visible, double scale)
{
    const Maze* level = maze();
    const auto at = hovered();
    if (!level || !at || !level->tiles.contains(*at) || !regionHolds(*at)) return;
    // Only the part in view is converted and drawn.
    const QRect shown = m_regionBounds.intersected(visible);
    if (!shown.isEmpty()) painter.drawImage(QRectF(shown), m_region, shown.translated(-m_regionBounds.topLeft()));
    if (options()->mirror()) {
        // The tiles whose mirror images are in view, drawn flipped about the middle column.
        const QRect images(level->width() - 1 - visible.right(), visible.top(), visible.width(), visible.height());
        const QRect mirrorShown = m_regionBounds.intersected(images);
        painter.save();
        painter.translate(level->width(), 0);
        painter.scale(-1, 1);
        if (!mirrorShown.isEmpty()) {
            painter.drawImage(QRectF(mirrorShown), m_region, mirrorShown.translated(-m_regionBounds.topLeft()));
        }
        painter.restore();
    }
    paintTilePreview(painter, *at, options()->tile(), scale);
}

} // namespace mazeworks
