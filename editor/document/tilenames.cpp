#include "tilenames.h"

#include <QCoreApplication>
#include <QStringList>

namespace mazeworks {

QString tileName(Tile tile)
{
    switch (tile) {
    case Tile::Wall:
        return QCoreApplication::translate("mazeworks::TileNames", "wall");
    case Tile::Dot:
        return QCoreApplication::translate("mazeworks::TileNames", "dot");
    case Tile::Energizer:
        return QCoreApplication::translate("mazeworks::TileNames", "energizer");
    case Tile::Floor:
        return QCoreApplication::translate("mazeworks::TileNames", "floor");
    case Tile::Tunnel:
        return QCoreApplication::translate("mazeworks::TileNames", "tunnel");
    case Tile::Door:
        return QCoreApplication::translate("mazeworks::TileNames", "door of the ghosts' house");
    case Tile::House:
        return QCoreApplication::translate("mazeworks::TileNames", "inside of the ghosts' house");
    }
    return {};
}

QString ghostName(GhostKind kind)
{
    switch (kind) {
    case GhostKind::Red:
        return QCoreApplication::translate("mazeworks::TileNames", "red ghost");
    case GhostKind::Pink:
        return QCoreApplication::translate("mazeworks::TileNames", "pink ghost");
    case GhostKind::Cyan:
        return QCoreApplication::translate("mazeworks::TileNames", "cyan ghost");
    case GhostKind::Orange:
        return QCoreApplication::translate("mazeworks::TileNames", "orange ghost");
    }
    return {};
}

QString directionName(Direction direction)
{
    switch (direction) {
    case Direction::Up:
        return QCoreApplication::translate("mazeworks::TileNames", "up");
    case Direction::Left:
        return QCoreApplication::translate("mazeworks::TileNames", "left");
    case Direction::Down:
        return QCoreApplication::translate("mazeworks::TileNames", "down");
    case Direction::Right:
        return QCoreApplication::translate("mazeworks::TileNames", "right");
    }
    return {};
}

QString ruleTitle(GameRule rule)
{
    switch (rule) {
    case GameRule::PinkSlip:
        return QCoreApplication::translate("mazeworks::TileNames", "Pink's slip");
    case GameRule::RedAStar:
        return QCoreApplication::translate("mazeworks::TileNames", "Red hunts by A*");
    case GameRule::DotCounters:
        return QCoreApplication::translate("mazeworks::TileNames", "Dot counters");
    }
    return {};
}

// Its words keep the context of the window's status bar, where they were first said, so that their
// translations still apply.
QString tileWords(const Maze& maze, Cell cell)
{
    QStringList what { tileName(maze.tiles.get(cell)) };
    if (maze.muncher && maze.muncher->cell == cell)
        what << QCoreApplication::translate("mazeworks::MainWindow", "the muncher's start");
    for (GhostKind k : kGhostKinds) {
        if (maze.ghost(k) && maze.ghost(k)->cell == cell)
            what << QCoreApplication::translate("mazeworks::MainWindow", "start of the %1").arg(ghostName(k));
    }
    if (maze.fruit && *maze.fruit == cell) what << QCoreApplication::translate("mazeworks::MainWindow", "the fruit");
    return what.join(QStringLiteral(", "));
}

} // namespace mazeworks
