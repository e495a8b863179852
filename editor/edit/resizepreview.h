#pragma once

#include "maze/resize.h"

#include <QImage>
#include <QWidget>

namespace mazeworks {

// A small picture of a resize: the map as it is, the outline of the map it will be, the new
// tiles in their colour and what will be cut away dimmed and crossed out.
class ResizePreview : public QWidget {
    Q_OBJECT

public:
    explicit ResizePreview(const Maze& maze, QWidget* parent = nullptr);

    void setMargins(const Margins& margins, Tile fill);
    QSize sizeHint() const override { return { 260, 220 }; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QImage m_overview; // one pixel a tile
    QSize m_size;
    Margins m_margins;
    Tile m_fill = Tile::Wall;
};

} // namespace mazeworks
