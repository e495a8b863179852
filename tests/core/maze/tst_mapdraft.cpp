#include "maze/mapdraft.h"

#include <QtTest>

#include <string>

using namespace mazeworks;

namespace {

MapDraft draftOf(const std::string& text) { return draftMap(readMaze(text).source); }

// The draft's tiles as letters, one row a line.
std::string lettersOf(const TileMap<Tile>& tiles)
{
    std::string out;
    for (int row = 0; row < tiles.height(); ++row) {
        if (row > 0) out += '\n';
        for (int col = 0; col < tiles.width(); ++col) out += letter(tiles.get(col, row));
    }
    return out;
}

} // namespace

// What the editor draws of rows that do not form a map (issue 29: one Q hid the whole map).
class TstMapDraft : public QObject {
    Q_OBJECT

private slots:
    void anUnknownLetterIsAMarkedFloorTileAtItsPlace()
    {
        const MapDraft draft = draftOf("row XXXX\nrow X.QX   # a comment\nrow XXXX\n");
        QCOMPARE(lettersOf(draft.tiles), std::string("XXXX\nX._X\nXXXX"));
        QCOMPARE(draft.marked, std::vector<Cell>({ Cell { 2, 1 } }));
    }

    void aLetterOfSeveralBytesIsOneMarkedTile()
    {
        const MapDraft draft = draftOf("row X\xc3\xa9X\nrow X.X\n");
        QCOMPARE(lettersOf(draft.tiles), std::string("X_X\nX.X"));
        QCOMPARE(draft.marked, std::vector<Cell>({ Cell { 1, 0 } }));
    }

    void shortRowsArePaddedWithMarkedWalls()
    {
        const MapDraft draft = draftOf("row XXXX\nrow X.\nrow XXXX\n");
        QCOMPARE(lettersOf(draft.tiles), std::string("XXXX\nX.XX\nXXXX"));
        QCOMPARE(draft.marked, std::vector<Cell>({ Cell { 2, 1 }, Cell { 3, 1 } }));
    }

    void aLevelWithoutRowsHasNoDraft()
    {
        QVERIFY(draftOf("name Nothing\nmuncher 1 1 left\n").tiles.empty());
        QVERIFY(draftOf("row\n").tiles.empty());
        QVERIFY(draftOf("").marked.empty());
    }
};

QTEST_APPLESS_MAIN(TstMapDraft)
#include "tst_mapdraft.moc"
