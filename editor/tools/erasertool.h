#pragma once

#include "brushtool.h"

namespace mazeworks {

// A brush that always paints empty floor, whatever the palette holds.
class EraserTool : public BrushTool {
    Q_OBJECT

public:
    EraserTool(ToolOptions* options, QObject* parent);

    QString name() const override;
    QString hint() const override;
    QIcon icon() const override;
    QKeySequence shortcut() const override;
    bool usesTile() const override { return false; }
    bool paintsTiles() const override { return true; }

protected:
    Tile brushTile() const override { return Tile::Floor; }
    Painting painting() const override { return Painting::Erase; }
    int mergeId() const override { return mergeid::kEraser; }
};

} // namespace mazeworks
