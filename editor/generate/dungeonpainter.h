#pragma once

#include "dungeonframe.h"

#include <QImage>
#include <QPainter>
#include <QRectF>
#include <QString>
#include <QTransform>

#include <vector>

namespace mazeworks {

// Draws one moment of the generator in tile units (tile (c, r) covers c..c+1, r..r+1 before
// the painter's transform): the rooms as translucent numbered rectangles gliding between two
// separation steps, overlaps hatched, pushes as arrows; the snap with the rooms' old places; the
// neighbour graph, the tree and the loop candidates; the sets of the union-find in colours and
// the corridors; then the tiles, and the explorer on the finished dungeon. Detail that would not
// show at the scale (numbers, arrows, grid) is left out, so that ten thousand rooms draw in a
// frame. Used by the generator's view, its PNG export and the export of a whole run (on a worker
// thread: it keeps nothing between calls but what it is given).
class DungeonPainter {
public:
    explicit DungeonPainter(const DungeonFrame& frame);

    // The one-pixel-a-tile picture of the generator's tiles for far-out views, when the caller
    // keeps one; else it is made when needed.
    void setOverview(const QImage* overview) { m_overview = overview; }
    // Numbers and lines larger, for presentations.
    void setTextScale(double scale) { m_textScale = scale; }

    // `visible` is the part of the map in view, in tiles; `scale` the pixels a tile takes.
    void paint(QPainter& painter, const QRectF& visible, double scale) const;

    // A room's number as drawn: a small plate in the corner of the room, clear of its centre,
    // where the lines of the graph and the pushes meet; above the room when the room is too
    // small for it and the caption names it.
    struct NumberLabel {
        int room = -1;
        QString text;
        QRectF box; // in the pixels `toPixels` maps to
        int pixelSize = 0;
        bool named = false; // the caption speaks of this room
    };
    // The numbers written on the rooms in `visible`, with `toPixels` the painter's transform
    // from tiles to pixels.
    std::vector<NumberLabel> numberLabels(const QTransform& toPixels, const QRectF& visible) const;

    // Where room i of the shown rooms is at this moment, in tiles.
    QRectF roomRect(int room) const;
    // The rooms shown: those of this try while it is being made, the kept ones when finished.
    int roomCount() const;

    // How the explorer's picture paints a room (an explorer in the frame).
    enum class Visited { No, Yes, Recently };
    Visited visited(int room) const;

private:
    void paintGround(QPainter& painter, const QRectF& visible, double scale) const;
    void paintGrid(QPainter& painter, const QRectF& visible, double scale) const;
    void paintTiles(QPainter& painter, const QRectF& visible, double scale) const;
    void paintCorridors(QPainter& painter, const QRectF& visible, double scale) const;
    void paintRooms(QPainter& painter, const QRectF& visible, double scale) const;
    void paintSnap(QPainter& painter, const QRectF& visible, double scale) const;
    void paintEdges(QPainter& painter, const QRectF& visible, double scale) const;
    void paintArrows(QPainter& painter, const QRectF& visible, double scale) const;
    void paintNumbers(QPainter& painter, const QRectF& visible) const;
    void paintExplorer(QPainter& painter, const QRectF& visible, double scale) const;

    QColor roomColour(int room) const;
    QPointF centre(int room) const;
    // The number written in room i: from rasterising on, rooms are numbered without the dropped.
    int shownNumber(int room) const;
    bool isDropped(int room) const;
    double lineWidth(double scale, double factor) const;

    const DungeonFrame& m_frame;
    const Generator& m_generator;
    const QImage* m_overview = nullptr;
    double m_textScale = 1.0;
    bool m_finished = false;
    std::vector<int> m_roots; // the union-find's root of every room, while digging
    std::vector<int> m_newNumber; // from rasterising on, -1 for a dropped room
    std::vector<int> m_highlighted; // the rooms the caption is about
    std::vector<int> m_pushers;
    // Whether the caption speaks of a room.
    bool isNamed(int room) const;
};

} // namespace mazeworks
