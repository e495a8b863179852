#pragma once

#include "game/game.h"
#include "game/pilot.h"
#include "playeffects.h"

#include <QCoreApplication>
#include <QFont>
#include <QPainterPath>
#include <QPixmap>
#include <QRect>
#include <QString>

#include <vector>

class QPainter;

namespace mazeworks {

// Everything the painter needs to draw one frame.
struct GameScene {
    const Game* game = nullptr;
    // How far between the last two steps, 0 to 1: walkers are drawn in between.
    double alpha = 0;
    // Effect time: skirts wave, energizers blink, labels age by it.
    double time = 0;
    const PlayEffects* effects = nullptr;
    // The best score of the level so far, for the top line.
    int best = 0;
    // What the pilot sees, drawn under the people; null for none.
    const Pilot* pilot = nullptr;
    bool paused = false;
    // A word at the bottom: "replay", the pilot at the keys.
    QString caption;
};

// Draws the game as the arcade did: the autotiled walls as one outline (a picture made once at
// the view's size, and a white one for the flashing of a cleared maze), dots as squares
// without antialiasing, blinking energizers, the fruit, the ghosts and the muncher between
// their last two steps, the points where something was eaten, and the status lines: score,
// best and level above the maze, lives and the fruits of the last levels below it, "Ready!"
// and "Game over" under the house.
class GamePainter {
    Q_DECLARE_TR_FUNCTIONS(GamePainter)

public:
    void paint(QPainter& painter, const QRect& area, const GameScene& scene);
    // The level changed: the pictures of its walls are made again at the next paint.
    void invalidate();

    // Where the last paint put the maze: the tile size in pixels and the pixel of tile (0, 0).
    double tileSize() const { return m_tile; }
    QPointF origin() const { return m_origin; }
    // The pixel rectangle the maze was drawn in.
    QRectF field() const { return m_field; }
    // Walls pictures made since the painter was created (they are kept while the size stays).
    int wallPicturesMade() const { return m_picturesMade; }
    // Where the last paint put the legend of the pilot's view (empty without one), and the
    // pilot's searches it said.
    QRectF legendBox() const { return m_legend; }
    QString searchesShown() const { return m_searches; }
    // The pilot's searches in words: how many, and the tiles they visited.
    static QString searchesText(const Pilot& pilot);
    // The colour of a tile the pilot finds dangerous, at 0 to 1 of the most danger it shows.
    static QColor dangerColour(double strength);
    // The tiles the view marks "will not go": the expert's barred corridors at the edge of where
    // it may go (none for the casual pilot).
    static std::vector<Cell> noGoTiles(const Pilot& pilot, const Game& game);

    // Pixels a tile takes at least: a larger level is followed round the muncher.
    static constexpr double kMinTile = 8;

private:
    void layout(const QRect& area, const Game& game, double alpha, bool legend);
    const QPixmap* walls(const Game& game, bool flash, qreal ratio);
    static QPainterPath wallShape(const TileMap<Tile>& tiles);
    void paintFood(QPainter& painter, const GameScene& scene) const;
    void paintDanger(QPainter& painter, const Pilot& pilot, const Game& game) const;
    static void paintNoGo(QPainter& painter, const QRectF& cell, double pixel);
    void paintPlan(QPainter& painter, const Pilot& pilot) const;
    void paintLegend(QPainter& painter, const Pilot& pilot, double left, double right);
    void paintPeople(QPainter& painter, const GameScene& scene) const;
    void paintStatus(QPainter& painter, const QRect& area, const GameScene& scene);
    void paintMessage(QPainter& painter, const GameScene& scene) const;
    QPointF centreOf(double x, double y) const;
    QRect visibleTiles(const Game& game) const;

    double m_tile = 16;
    QPointF m_origin;
    QRectF m_field;
    double m_top = 0;
    double m_bottom = 0;
    double m_legendHeight = 0; // under the bottom line, while the pilot is shown
    QRectF m_legend;
    QString m_searches;
    QFont m_font;
    QFont m_small;

    // The walls, plain and flashing, for a maze at a tile size and pixel ratio.
    QPixmap m_walls[2];
    bool m_wallsMade[2] = { false, false };
    bool m_wallsTooLarge = false;
    double m_wallsTile = 0;
    qreal m_wallsRatio = 0;
    const Maze* m_wallsMaze = nullptr;
    // The walls as one shape, made once per level; levels with more walls than this are drawn
    // piece by piece instead, as merging the pieces would take long.
    QPainterPath m_wallShape;
    static constexpr std::size_t kMostOutlinedWalls = 40000;
    int m_picturesMade = 0;
};

} // namespace mazeworks
