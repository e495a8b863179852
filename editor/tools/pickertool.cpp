#include "pickertool.h"

#include "document.h"
#include "mapview.h"
#include "picture/theme.h"
#include "toolicons.h"
#include "tooloptions.h"

namespace mazeworks {

PickerTool::PickerTool(ToolOptions* options, QObject* parent)
    : Tool(options, parent)
{
    setObjectName(QStringLiteral("pickerTool"));
}

QString PickerTool::name() const { return tr("Picker"); }

QString PickerTool::hint() const { return tr("Click a tile to take it into the palette."); }

QIcon PickerTool::icon() const { return toolicons::glyph(toolicons::Glyph::Picker); }

QKeySequence PickerTool::shortcut() const { return QKeySequence(Qt::Key_I); }

void PickerTool::begin(MapView& view, Cell cell, QMouseEvent&) { take(view, cell); }

void PickerTool::drag(MapView& view, Cell cell, QMouseEvent&) { take(view, cell); }

void PickerTool::applyAt(MapView& view, Cell cursor, const QRect&) { take(view, cursor); }

void PickerTool::take(MapView& view, Cell cell)
{
    const Maze& level = view.document()->maze();
    if (level.tiles.contains(cell)) options()->setTile(level.tiles.get(cell));
}

void PickerTool::paint(QPainter& painter, const QRect&, double scale)
{
    const Maze* level = maze();
    const auto at = hovered();
    if (!level || !at || !level->tiles.contains(*at)) return;
    painter.save();
    painter.setPen(QPen(theme::selection, 2.5 / scale));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(QRectF(at->col + 0.1, at->row + 0.1, 0.8, 0.8));
    painter.restore();
}

} // namespace mazeworks
