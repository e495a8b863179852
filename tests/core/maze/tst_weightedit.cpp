#include "testmaps.h"

#include "maze/weightedit.h"

#include <QtTest>

using namespace mazeworks;

namespace {

const char* const kSmall = "name Small\n"
                           "row XXXXX\n"
                           "row X...X\n"
                           "row XXXXX\n";

std::string written(const Maze& maze, const MazeSource& source) { return writeMaze(maze, source); }

} // namespace

class TstWeightEdit : public QObject {
    Q_OBJECT

private slots:
    void theFirstWeightGivesTheLevelWeightLinesAndUndoingItTakesThemAway()
    {
        const ReadResult read = readMaze(kSmall);
        Maze maze = read.maze;
        WeightEdit edit;
        edit.setWeight(maze, { 2, 1 }, 5);
        edit.setWeight(maze, { 9, 1 }, 5); // off the map: ignored
        QCOMPARE(edit.changed(), 1);
        edit.apply(maze);
        QCOMPARE(written(maze, read.source), std::string(kSmall) + "weight 11111\nweight 11511\nweight 11111\n");
        edit.revert(maze);
        QVERIFY(maze.weights.empty());
        QCOMPARE(written(maze, read.source), std::string(kSmall)); // byte for byte
    }

    void onAWeightedLevelOnlyTheRowPaintedIsWrittenAgain()
    {
        const std::string text = "row XXX\nweight 123 # the hill\nrow X.X\nweight 456\nrow XXX\nweight 789\n";
        const ReadResult read = readMaze(text);
        QVERIFY(read.maze.weighted());
        Maze maze = read.maze;
        WeightEdit edit;
        edit.setWeight(maze, { 1, 1 }, 9);
        edit.apply(maze);
        QCOMPARE(written(maze, read.source),
            std::string("row XXX\nweight 123 # the hill\nrow X.X\nweight 496\nrow XXX\nweight 789\n"));
        edit.revert(maze);
        QCOMPARE(maze, read.maze);
        QCOMPARE(written(maze, read.source), text);
    }

    void aDragMergesKeepingEachTilesFirstWeightBeforeAndItsLastAfter()
    {
        const Maze original = readMaze(kSmall).maze;
        Maze maze = original;
        WeightEdit drag;
        drag.setWeights(maze, { { 1, 1 }, { 2, 1 } }, 3);
        drag.apply(maze);
        WeightEdit more;
        more.setWeights(maze, { { 2, 1 }, { 3, 1 } }, 7);
        more.apply(maze);
        drag.merge(more);
        QCOMPARE(drag.changed(), 3);
        QCOMPARE(drag.changes()[1].before, std::uint8_t { 1 });
        QCOMPARE(drag.changes()[1].after, std::uint8_t { 7 });
        drag.revert(maze);
        QCOMPARE(maze, original);
        drag.apply(maze);
        QCOMPARE(maze.weight(1, 1), 3);
        QCOMPARE(maze.weight(2, 1), 7);
        QCOMPARE(maze.weight(3, 1), 7);
    }

    void paintingTheWeightATileHasChangesNothing()
    {
        const Maze maze = readMaze(kSmall).maze;
        WeightEdit edit;
        edit.setWeights(maze, { { 1, 1 }, { 2, 1 } }, 1);
        QVERIFY(edit.empty());
        edit.setWeight(maze, { 3, 1 }, 12); // clamped to the heaviest
        QCOMPARE(edit.changes().back().after, std::uint8_t { 9 });
    }
};

QTEST_APPLESS_MAIN(TstWeightEdit)
#include "tst_weightedit.moc"
