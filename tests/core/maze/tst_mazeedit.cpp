#include "testmaps.h"

#include "maze/mazeedit.h"

#include <QtTest>

using namespace mazeworks;

class TstMazeEdit : public QObject {
    Q_OBJECT

private slots:
    void applyingThenRevertingGivesBackTheLevel()
    {
        const Maze original = test::classic();
        Maze maze = original;
        MazeEdit edit;
        edit.setTile(maze, { 1, 1 }, Tile::Wall);
        edit.setTile(maze, { 2, 1 }, Tile::Energizer);
        edit.setTile(maze, { 1, 1 }, Tile::Floor); // painted twice: first old value, last new one
        edit.setTile(maze, { 99, 1 }, Tile::Wall); // off the map: ignored
        QCOMPARE(edit.tiles().size(), std::size_t(2));
        QCOMPARE(edit.tiles()[0].before, Tile::Dot);
        QCOMPARE(edit.tiles()[0].after, Tile::Floor);
        edit.apply(maze);
        QCOMPARE(maze.tiles.get(1, 1), Tile::Floor);
        QCOMPARE(maze.tiles.get(2, 1), Tile::Energizer);
        edit.revert(maze);
        QCOMPARE(maze, original);
    }

    void placesAndWholeMapsRevertToo()
    {
        const Maze original = test::classic();
        Maze moved = original;
        moved.muncher->cell = { 1, 1 };
        moved.name = "Moved";
        MazeEdit places;
        places.setPlaces(original, moved);
        Maze maze = original;
        places.apply(maze);
        QCOMPARE(maze.muncher->cell, (Cell { 1, 1 }));
        QCOMPARE(maze.tiles, original.tiles);
        places.revert(maze);
        QCOMPARE(maze, original);

        Maze smaller = original;
        smaller.tiles = TileMap<Tile>(3, 3, Tile::Wall);
        MazeEdit resize;
        resize.setMap(original, smaller);
        resize.apply(maze);
        QCOMPARE(maze.width(), 3);
        resize.revert(maze);
        QCOMPARE(maze, original);
    }

    void aDragMergesIntoOneEdit()
    {
        const Maze original = test::classic();
        Maze maze = original;
        MazeEdit stroke;
        for (int col = 1; col <= 5; ++col) {
            MazeEdit step;
            step.setTile(maze, { col, 1 }, Tile::Wall);
            step.apply(maze);
            stroke.merge(step);
        }
        MazeEdit back;
        back.setTile(maze, { 3, 1 }, Tile::Floor);
        back.apply(maze);
        stroke.merge(back);
        QCOMPARE(stroke.tiles().size(), std::size_t(5));
        QCOMPARE(stroke.bounds()->first, (Cell { 1, 1 }));
        QCOMPARE(stroke.bounds()->second, (Cell { 5, 1 }));
        stroke.revert(maze);
        QCOMPARE(maze, original);
        MazeEdit nothing;
        nothing.setTile(maze, { 1, 1 }, Tile::Dot);
        QVERIFY(nothing.empty());
    }
};

QTEST_APPLESS_MAIN(TstMazeEdit)
#include "tst_mazeedit.moc"
