#include "erasertool.h"

#include "document.h"
#include "mapview.h"
#include "toolicons.h"

namespace mazeworks {

EraserTool::EraserTool(ToolOptions* options, QObject* parent)
    : BrushTool(options, parent)
{
    setObjectName(QStringLiteral("eraserTool"));
}

QString EraserTool::name() const { return tr("Eraser"); }

QString EraserTool::hint() const { return tr("Click or drag to turn tiles into empty floor."); }

QIcon EraserTool::icon() const { return toolicons::glyph(toolicons::Glyph::Eraser); }

QKeySequence EraserTool::shortcut() const { return QKeySequence(Qt::Key_E); }

} // namespace mazeworks
