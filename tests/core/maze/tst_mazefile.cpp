#include "testmaps.h"

#include "maze/mazefile.h"

#include <QtTest>

#include <string>

using namespace mazeworks;

namespace {

const std::string kSmall = R"(name A small one
row XXXXXXXXX
row Xo.....oX
row X.XX-XX.X
row X.XHHHX.X
row X.XXXXX.X
row X...._..X
row XXXXXXXXX
muncher 5 5 left
ghost red    4 1 left
ghost pink   4 3 up
ghost cyan   3 3 up
ghost orange 5 3 up
corner red 9 -3
release cyan 5
fruit 1 5
)";

// The small example with a weight line under its rows for every row (lines 9 to 15).
const std::string kWeighted = [] {
    std::string text = kSmall;
    const std::string weights = "weight 111111111\n"
                                "weight 123456789\n"
                                "weight 111191111\n"
                                "weight 111111111\n"
                                "weight 111111111\n"
                                "weight 199999991\n"
                                "weight 111111111\n";
    return text.replace(text.find("muncher"), 0, weights);
}();

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const auto at = text.find(from);
    if (at == std::string::npos) throw std::invalid_argument("not in the text: " + from);
    return text.replace(at, from.size(), to);
}

QString report(const std::vector<Diagnostic>& diagnostics)
{
    QStringList lines;
    for (const Diagnostic& d : diagnostics) lines << QString::fromStdString(format("small.maze", d));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TstMazeFile : public QObject {
    Q_OBJECT

private slots:
    void theSmallExampleReadsCleanly()
    {
        const ReadResult r = readMaze(kSmall);
        QCOMPARE(report(r.diagnostics), QString());
        QCOMPARE(r.maze.name, std::string("A small one"));
        QCOMPARE(r.maze.width(), 9);
        QCOMPARE(r.maze.height(), 7);
        QCOMPARE(r.maze.muncher, (std::optional<Start>(Start { { 5, 5 }, Direction::Left })));
        QCOMPARE(r.maze.ghost(GhostKind::Pink), (std::optional<Start>(Start { { 4, 3 }, Direction::Up })));
        QCOMPARE(r.maze.corner(GhostKind::Red), (Cell { 9, -3 }));
        QCOMPARE(r.maze.corner(GhostKind::Pink), (Cell { 4, 3 })); // default: its start
        QCOMPARE(r.maze.release(GhostKind::Cyan), 5.0);
        QCOMPARE(r.maze.release(GhostKind::Orange), 0.0); // default
        QCOMPARE(r.maze.fruit, (std::optional<Cell>(Cell { 1, 5 })));
        QCOMPARE(r.maze.door(), (std::optional<Cell>(Cell { 4, 2 })));
        QCOMPARE(r.maze.doorstep(), (std::optional<Cell>(Cell { 4, 1 })));
        QCOMPARE(r.maze.house(), (std::optional<Cell>(Cell { 4, 3 })));
    }

    void theClassicMazeIsTheArcadeOne()
    {
        const ReadResult r = readMaze(test::classicText());
        QCOMPARE(report(r.diagnostics), QString());
        QCOMPARE(r.maze.width(), 27);
        QCOMPARE(r.maze.height(), 30);
        QCOMPARE(r.maze.tiles.count(isFood), std::size_t(240));
        QCOMPARE(r.maze.tiles.count(isCorridor), std::size_t(291));
        QCOMPARE(r.maze.muncher, (std::optional<Start>(Start { { 13, 22 }, Direction::Left })));
        QCOMPARE(r.maze.ghost(GhostKind::Red), (std::optional<Start>(Start { { 13, 11 }, Direction::Left })));
        QCOMPARE(r.maze.ghost(GhostKind::Pink), (std::optional<Start>(Start { { 13, 14 }, Direction::Up })));
        QCOMPARE(r.maze.corner(GhostKind::Red), (Cell { 24, -3 }));
        QCOMPARE(r.maze.corner(GhostKind::Orange), (Cell { 0, 31 }));
        QCOMPARE(r.maze.release(GhostKind::Cyan), 5.0);
        QCOMPARE(r.maze.fruit, (std::optional<Cell>(Cell { 13, 16 })));
        QCOMPARE(r.maze.doorstep(), (std::optional<Cell>(Cell { 13, 11 })));
        // The middle row is the tunnel: open at both ends.
        QCOMPARE(r.maze.tiles.get(0, 14), Tile::Tunnel);
        QCOMPARE(r.maze.tiles.get(26, 14), Tile::Tunnel);
    }

    void everyMistakeIsNamedByLineAndColumn_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        auto row = [](const char* name, const std::string& text, const char* expected) {
            QTest::newRow(name) << QByteArray::fromStdString(text) << QString::fromUtf8(expected);
        };
        row("unknown-tile", replaced(kSmall, "Xo.....oX", "Xo..Q..oX"),
            "small.maze:3:9: error: 'Q' is not a tile [unknown-tile]");
        row("unknown-tile, not ASCII", replaced(kSmall, "Xo.....oX", "Xo..é..oX"),
            "small.maze:3:9: error: 'é' is not a tile [unknown-tile]");
        row("outside", replaced(kSmall, "red    4 1", "red    0 0"),
            "small.maze:10:14: error: (0, 0) is not inside the maze: the red ghost stands on a wall [outside]");
        row("outside the map", replaced(kSmall, "fruit 1 5", "fruit 9 5"),
            "small.maze:16:7: error: (9, 5) is not inside the maze: the fruit lies outside the 9 x 7 map [outside]");
        row("unreachable-dot", replaced(kSmall, "Xo.....oX", "Xo.X.X.oX"),
            "small.maze:3:9: error: the muncher cannot reach this dot [unreachable-dot]");
        row("row-width", replaced(kSmall, "row X.XX-XX.X", "row X.XX-XX."),
            "small.maze:4:5: error: the row has 8 tiles, the first has 9 [row-width]");
        row("unknown-keyword", kSmall + "blue 1 2\n",
            "small.maze:17:1: error: \"blue\" is not a line of a maze [unknown-keyword]");
        row("arguments", replaced(kSmall, "muncher 5 5 left", "muncher 5 5"),
            "small.maze:9:1: error: a muncher line needs a column, a row and a direction [arguments]");
        row("not-a-number", replaced(kSmall, "fruit 1 5", "fruit x 5"),
            "small.maze:16:7: error: \"x\" is not a number [not-a-number]");
        row("not-a-direction", replaced(kSmall, "muncher 5 5 left", "muncher 5 5 sideways"),
            "small.maze:9:13: error: \"sideways\" is not a direction (up, left, down, right) [not-a-direction]");
        row("not-a-ghost", replaced(kSmall, "ghost pink", "ghost blue"),
            "small.maze:11:7: error: \"blue\" is not a ghost (red, pink, cyan, orange) [not-a-ghost]\n"
            "small.maze:16:1: error: the pink ghost has no start [missing]");
        row("range", replaced(kSmall, "release cyan 5", "release cyan -1"),
            "small.maze:15:14: error: release takes seconds from 0 up [range]");
        row("seconds with a point", replaced(kSmall, "release cyan 5", "release cyan 2.5"), "");
        row("duplicate", kSmall + "muncher 1 5 up\n", "small.maze:17:1: error: a second muncher line [duplicate]");
        row("duplicate ghost", kSmall + "  ghost red 1 5 up\n",
            "small.maze:17:3: error: a second line for the red ghost [duplicate]");
        row("row-spaces", replaced(kSmall, "row X.XHHHX.X", "row X.XHH HX.X"),
            "small.maze:5:5: error: the row has 5 tiles, the first has 9 [row-width]\n"
            "small.maze:5:11: error: a row is one word, without spaces [row-spaces]");
        row("no-rows", "muncher 1 1 up\n",
            "small.maze:1:1: error: a maze needs at least one row [no-rows]\n"
            "small.maze:1:1: error: the red ghost has no start [missing]\n"
            "small.maze:1:1: error: the pink ghost has no start [missing]\n"
            "small.maze:1:1: error: the cyan ghost has no start [missing]\n"
            "small.maze:1:1: error: the orange ghost has no start [missing]\n"
            "small.maze:1:1: error: the fruit has no place [missing]");
        row("missing", replaced(kSmall, "fruit 1 5\n", "\n\n"),
            "small.maze:15:1: error: the fruit has no place [missing]");
        row("door-count, none", replaced(kSmall, "row X.XX-XX.X", "row X.XXXXX.X"),
            "small.maze:2:1: error: a maze needs one door, not 0 [door-count]");
        row("door-count, two", replaced(kSmall, "Xo.....oX", "Xo.-...oX"),
            "small.maze:4:9: error: a maze needs one door, not 2 [door-count]");
        row("door-shape", replaced(kSmall, "Xo.....oX", "Xo..X..oX"),
            "small.maze:4:9: error: the door needs a corridor above it and the house below [door-shape]\n"
            "small.maze:10:14: error: (4, 1) is not inside the maze: the red ghost stands on a wall [outside]");
        row("unreachable-floor", replaced(kSmall, "row X.XHHHX.X", "row X.X_HHX.X"),
            "small.maze:5:8: warning: the muncher cannot reach this tile [unreachable-floor]");
        row("encoding", replaced(kSmall, "Xo.....oX", "Xo..\xff..oX"),
            "small.maze:3:9: error: the file is not UTF-8 text [encoding]");
        row("a comment never hides a line", replaced(kSmall, "fruit 1 5", "# fruit 1 5"),
            "small.maze:16:1: error: the fruit has no place [missing]");
        row("every problem in one pass",
            replaced(replaced(kSmall, "fruit 1 5", "fruit 1 y"), "muncher 5 5 left", "muncher 5 5 west"),
            "small.maze:9:13: error: \"west\" is not a direction (up, left, down, right) [not-a-direction]\n"
            "small.maze:16:9: error: \"y\" is not a number [not-a-number]");
        row("tabs count as one column", replaced(kSmall, "fruit 1 5", "fruit\t\tq 5"),
            "small.maze:16:8: error: \"q\" is not a number [not-a-number]");
        row("weights", kWeighted, "");
        row("weight-digit", replaced(kWeighted, "weight 123456789", "weight 1234x6789"),
            "small.maze:10:12: error: 'x' is not a weight (1 to 9) [weight-digit]");
        row("weight-digit, 0 and not ASCII", replaced(kWeighted, "weight 123456789", "weight 0234é6789"),
            "small.maze:10:8: error: '0' is not a weight (1 to 9) [weight-digit]\n"
            "small.maze:10:12: error: 'é' is not a weight (1 to 9) [weight-digit]");
        row("weight-width", replaced(kWeighted, "weight 123456789", "  weight 12345678"),
            "small.maze:10:10: error: the weight line has 8 digits, its row has 9 tiles [weight-width]");
        row("weight-count", replaced(kWeighted, "weight 199999991\n", ""),
            "small.maze:9:1: error: there are 6 weight lines for 7 rows [weight-count]");
        row("weight-count, more than rows", replaced(kWeighted, "fruit 1 5", "fruit 1 5\n\nweight 111111111"),
            "small.maze:9:1: error: there are 8 weight lines for 7 rows [weight-count]");
        row("arguments, weight", replaced(kWeighted, "weight 123456789", "weight 1234 56789"),
            "small.maze:10:1: error: a weight line needs one word of digits 1 to 9 [arguments]");
        row("CRLF line ends", replaced(replaced(kSmall, "\n", "\r\n"), "fruit 1 5", "fruit 1 z"),
            "small.maze:16:9: error: \"z\" is not a number [not-a-number]");
        row("unknown-rule", kSmall + "rules pink-slip purple\n",
            "small.maze:17:17: error: \"purple\" is not a rule (pink-slip, red-astar, dot-counters) [unknown-rule]");
        row("rules without a rule", kSmall + "rules # none\n",
            "small.maze:17:1: error: a rules line needs at least one rule [arguments]");
        row("release-ignored", kSmall + "rules dot-counters\n",
            "small.maze:15:1: warning: with dot-counters, ghosts leave by dots: this release line is ignored "
            "[release-ignored]");
        row("release-ignored, every release line", kSmall + "release pink 2\nrules red-astar\nrules dot-counters\n",
            "small.maze:15:1: warning: with dot-counters, ghosts leave by dots: this release line is ignored "
            "[release-ignored]\n"
            "small.maze:17:1: warning: with dot-counters, ghosts leave by dots: this release line is ignored "
            "[release-ignored]");
        row("release lines without dot-counters", kSmall + "rules pink-slip red-astar\n", "");
        row("release-dots", kSmall + "release-dots cyan 12\nrules dot-counters\n",
            "small.maze:15:1: warning: with dot-counters, ghosts leave by dots: this release line is ignored "
            "[release-ignored]");
        row("release-dots range", kSmall + "release-dots cyan -4\n",
            "small.maze:17:19: error: release-dots takes a count of dots from 0 up [range]");
        row("release-dots not-a-number", kSmall + "release-dots orange x\n",
            "small.maze:17:21: error: \"x\" is not a number [not-a-number]");
        row("release-dots not-a-ghost", kSmall + "release-dots blue 3\n",
            "small.maze:17:14: error: \"blue\" is not a ghost (red, pink, cyan, orange) [not-a-ghost]");
        row("release-dots arguments", kSmall + "release-dots pink\n",
            "small.maze:17:1: error: a release-dots line needs a kind and a count [arguments]");
        row("release-dots duplicate", kSmall + "release-dots pink 1\nrelease-dots pink 2\n",
            "small.maze:18:1: error: a second release-dots line for the pink ghost [duplicate]");
    }

    void rulesAndDotCountsAreRead()
    {
        const ReadResult r = readMaze(kSmall
            + "rules pink-slip  # the arcade's\nrelease-dots orange 90\n"
              "rules red-astar dot-counters pink-slip\n");
        QVERIFY(r.ok());
        QVERIFY(r.maze.rules.has(GameRule::PinkSlip));
        QVERIFY(r.maze.rules.has(GameRule::RedAStar));
        QVERIFY(r.maze.rules.has(GameRule::DotCounters));
        QCOMPARE(r.maze.releaseDotsOf(GhostKind::Orange), 90);
        QCOMPARE(r.maze.releaseDotsOf(GhostKind::Red), 0);
        QCOMPARE(r.maze.releaseDotsOf(GhostKind::Pink), 0);
        QCOMPARE(r.maze.releaseDotsOf(GhostKind::Cyan), 30);
        const ReadResult plain = readMaze(kSmall);
        QVERIFY(plain.maze.rules.empty());
        QCOMPARE(plain.maze.releaseDotsOf(GhostKind::Orange), 60);
    }

    void aRulesLineWithAMistakeIsSavedAsItWas()
    {
        // pink-slip is read, purple is an error: saved unchanged, the line keeps both.
        const std::string text = kSmall + "rules pink-slip purple # sic\n";
        const ReadResult r = readMaze(text);
        QVERIFY(r.maze.rules.has(GameRule::PinkSlip));
        QCOMPARE(QString::fromStdString(writeMaze(r.maze, r.source)), QString::fromStdString(text));
    }

    void rulesAndDotCountsAreWrittenInTheirPlace()
    {
        // New ones come after the releases, the rules before the fruit.
        ReadResult r = readMaze(kSmall);
        r.maze.rules.add(GameRule::RedAStar);
        r.maze.rules.add(GameRule::PinkSlip);
        r.maze.releaseDots[indexOf(GhostKind::Cyan)] = 12;
        const std::string saved = writeMaze(r.maze, r.source);
        QCOMPARE(QString::fromStdString(saved),
            QString::fromStdString(replaced(
                kSmall, "release cyan 5\n", "release cyan 5\nrelease-dots cyan 12\nrules pink-slip red-astar\n")));
        QCOMPARE(readMaze(saved).maze, r.maze);

        // Rules over two lines: unchanged, both stay; changed, the first says them all.
        const std::string two = kSmall + "rules pink-slip # one\nrules red-astar\n";
        ReadResult t = readMaze(two);
        QCOMPARE(writeMaze(t.maze, t.source), two);
        t.maze.rules.add(GameRule::DotCounters);
        QCOMPARE(QString::fromStdString(writeMaze(t.maze, t.source)),
            QString::fromStdString(kSmall + "rules pink-slip red-astar dot-counters # one\n"));
        t.maze.rules = {};
        QCOMPARE(QString::fromStdString(writeMaze(t.maze, t.source)), QString::fromStdString(kSmall));
    }

    void everyMistakeIsNamedByLineAndColumn()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        QCOMPARE(report(readMaze(text.toStdString()).diagnostics), expected);
    }

    // One problem, one message: walling off one corridor gave one "cannot reach this dot" for
    // each of its dots. Unreachable corridor tiles are grouped by the region they form (four
    // ways, over the edges, as the muncher walks): a region with dots is one error at its first
    // dot that counts them, a region without, one warning at its first tile that counts the tiles.
    void unreachableTilesAreOneProblemForEachRegion_data()
    {
        QTest::addColumn<QByteArray>("rows");
        QTest::addColumn<QString>("expected");
        auto row = [](const char* name, const char* rows, const char* expected) {
            QTest::newRow(name) << QByteArray(rows) << QString::fromUtf8(expected);
        };
        row("a corridor walled off",
            "XXXXXXXXX\n"
            "Xo.X...oX\n"
            "X.XX-XX.X\n"
            "X.XHHHX.X\n"
            "X.XXXXX.X\n"
            "X.X.._..X\n"
            "XXXXXXXXX\n",
            "small.maze:3:6: error: the muncher cannot reach these 6 dots [unreachable-dot]");
        row("two regions",
            "XXXXXXXXX\n"
            "Xo.X.X.oX\n"
            "X.XX-XX.X\n"
            "X.XHHHX.X\n"
            "X.XXXXX.X\n"
            "X.X.._..X\n"
            "XXXXXXXXX\n",
            "small.maze:3:6: error: the muncher cannot reach these 6 dots [unreachable-dot]\n"
            "small.maze:3:9: error: the muncher cannot reach this dot [unreachable-dot]");
        row("floor in a region of dots is counted with it, not warned of",
            "XXXXXXXXX\n"
            "Xo.X...oX\n"
            "X_XX-XX.X\n"
            "X.XHHHX.X\n"
            "X.XXXXX.X\n"
            "X.X.._..X\n"
            "XXXXXXXXX\n",
            "small.maze:3:6: error: the muncher cannot reach these 5 dots [unreachable-dot]");
        row("floor alone",
            "XXXXXXXXX\n"
            "Xo.....oX\n"
            "X.XX-XX.X\n"
            "X.XHHHX.X\n"
            "X.X__XX.X\n"
            "X..XX_..X\n"
            "XXXXXXXXX\n",
            "small.maze:6:8: warning: the muncher cannot reach these 2 tiles [unreachable-floor]");
        row("a region over the edge of the map is one",
            ".XXXXXXX.\n"
            "Xo.....oX\n"
            "X.XX-XX.X\n"
            "X.XHHHX.X\n"
            "X.XXXXX.X\n"
            "X...._..X\n"
            "XXXXXXXXX\n",
            "small.maze:2:5: error: the muncher cannot reach these 2 dots [unreachable-dot]");
    }
    void unreachableTilesAreOneProblemForEachRegion()
    {
        QFETCH(QByteArray, rows);
        QFETCH(QString, expected);
        std::string text = kSmall;
        const auto first = text.find("row ");
        const auto end = text.find("muncher");
        std::string map;
        for (const QByteArray& r : rows.split('\n')) {
            if (!r.isEmpty()) map += "row " + r.toStdString() + "\n";
        }
        text.replace(first, end - first, map);
        QCOMPARE(report(readMaze(text).diagnostics), expected);
    }

    void theProblemOfARegionHoldsEveryTileOfIt()
    {
        // The left corridor walled off: six dots and a floor tile, in runs of their rows.
        const std::string text
            = replaced(replaced(replaced(kSmall, "row Xo.....oX", "row Xo.X...oX"), "row X...._..X", "row X.X.._..X"),
                "row X.XX-XX.X", "row X_XX-XX.X");
        const ReadResult r = readMaze(text);
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        const Diagnostic& d = r.diagnostics.front();
        QCOMPARE(d.tile, std::optional<Cell>(Cell { 1, 1 }));
        QCOMPARE(d.values, std::vector<std::string> { "5" });
        const std::vector<TileRun> region = { { 1, 1, 2 }, { 2, 1, 1 }, { 3, 1, 1 }, { 4, 1, 1 }, { 5, 1, 1 } };
        QCOMPARE(d.region, region);
        // A problem about one tile has no region.
        QVERIFY(readMaze(replaced(kSmall, "fruit 1 5", "fruit 0 0")).diagnostics.front().region.empty());
    }

    void aMapTooLargeIsRefusedAtTheFirstRowOverTheLimit()
    {
        std::string wide = "name wide\nrow " + std::string(4097, 'X') + "\n";
        ReadResult r = readMaze(wide);
        QCOMPARE(r.diagnostics.front().messageId, std::string("too-large"));
        QCOMPARE(r.diagnostics.front().line, 2);
        QVERIFY(!r.maze.hasMap());

        std::string tall;
        for (int i = 0; i < 4097; ++i) tall += "row X\n";
        r = readMaze(tall);
        QCOMPARE(r.diagnostics.front().messageId, std::string("too-large"));
        QCOMPARE(r.diagnostics.front().line, 4097);
        QCOMPARE(std::count_if(r.diagnostics.begin(), r.diagnostics.end(),
                     [](const Diagnostic& d) { return d.code() == "too-large"; }),
            1L);
    }

    void theLastGroupWaitsForAWholeMap()
    {
        // A wrong letter: no door, reachability or place checks on a map that is not whole.
        const ReadResult r
            = readMaze(replaced(replaced(kSmall, "row X.XX-XX.X", "row X.XXQXX.X"), "red    4 1", "red    0 0"));
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        QCOMPARE(r.diagnostics[0].code(), std::string_view("unknown-tile"));
    }

    void aWordOfTheInputIsQuotedAsAMessageShowsIt_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QByteArray>("message");
        const std::string fifty(50, 'x');
        const QByteArray cut = QByteArray(40, 'x') + "... (50 bytes)";
        auto row = [](const char* name, const std::string& from, const std::string& to, const QByteArray& value,
                       const QByteArray& message) {
            QTest::newRow(name) << QByteArray::fromStdString(from) << QByteArray::fromStdString(to) << value << message;
        };
        row("a NUL in a number", "muncher 5 5", std::string("muncher 5\0 5", 12), "5\\0", "\"5\\0\" is not a number");
        row("a long number", "muncher 5 5", "muncher " + fifty + " 5", cut, "\"" + cut + "\" is not a number");
        row("a long number out of range", "muncher 5 5", "muncher " + std::string(50, '9') + " 5",
            QByteArray(40, '9') + "... (50 bytes)",
            QByteArray(40, '9') + "... (50 bytes) is too far from 0 for a column or a row");
        row("an escape in a direction", "5 5 left",
            "5 5 le\x1b"
            "ft",
            "le\\x1bft", "\"le\\x1bft\" is not a direction (up, left, down, right)");
        row("a long ghost", "ghost red", "ghost " + fifty, cut,
            "\"" + cut + "\" is not a ghost (red, pink, cyan, orange)");
        row("a NUL keyword", "release cyan 5", std::string("rel\0ease cyan 5", 15), "rel\\0ease",
            "\"rel\\0ease\" is not a line of a maze");
        row("a long keyword", "release cyan 5", fifty + " cyan 5", cut, "\"" + cut + "\" is not a line of a maze");
        row("a NUL tile", "Xo.....oX", std::string("Xo..\0..oX", 9), "\\0", "'\\0' is not a tile");
        row("a control byte in seconds", "release cyan 5", "release cyan 5\x01", "5\\x01",
            "\"5\\x01\" is not a number");
    }
    void aWordOfTheInputIsQuotedAsAMessageShowsIt()
    {
        // The values are the shown form too: the editor puts them into its translated messages.
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QByteArray, value);
        QFETCH(QByteArray, message);
        const std::string text = replaced(kSmall, from.toStdString(), to.toStdString());
        QVERIFY(text != kSmall);
        const ReadResult r = readMaze(text);
        QVERIFY(!r.diagnostics.empty());
        const Diagnostic& d = r.diagnostics.front();
        QCOMPARE(d.values.size(), std::size_t(1));
        QCOMPARE(QByteArray::fromStdString(d.values.front()), value);
        QCOMPARE(QByteArray::fromStdString(d.message()), message);
    }

    void anythingReadsWithoutACrash_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("only a newline") << QByteArray("\n");
        QTest::newRow("nul bytes") << QByteArray("row X\0X\n", 8);
        QTest::newRow("lone CR") << QByteArray("row XX\rXX\r");
        QTest::newRow("a truncated sequence") << QByteArray("row XX\xe2\x82");
        QTest::newRow("huge number") << QByteArray("muncher 99999999999999999999999 1 up\nrelease red 1e999\n");
        QTest::newRow("keyword only") << QByteArray("ghost\ncorner\nrelease\nfruit\nname\nrow\n");
        QTest::newRow("BOM") << QByteArray("\xef\xbb\xbfrow X\n");
    }

    void anythingReadsWithoutACrash()
    {
        QFETCH(QByteArray, bytes);
        const ReadResult r = readMaze(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        QVERIFY(!r.diagnostics.empty());
        // What is written back reads as the same level.
        const std::string again = writeMaze(r.maze, r.source);
        QCOMPARE(QByteArray::fromStdString(again), bytes);
    }

    void openAndSaveUnchangedIsByteIdentical_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("small") << QString::fromStdString(kSmall);
        QTest::newRow("classic") << QString::fromStdString(test::classicText());
        QTest::newRow("CRLF, no final line end") << QString::fromStdString(replaced(kSmall, "\n", "\r\n")).chopped(2);
        QTest::newRow("comments and indentation")
            << QString::fromStdString(replaced(kSmall, "muncher 5 5 left", "  muncher\t5 5  left   # start here"));
        QTest::newRow("byte order mark") << QString::fromUtf8("\xef\xbb\xbf") + QString::fromStdString(kSmall);
        QTest::newRow("with errors") << QString::fromStdString(kSmall + "ghost blue 1 1 up\nmuncher 1 x up\n");
        QTest::newRow("rules and release-dots") << QString::fromStdString(
            kSmall + "rules  red-astar   # A*\nrelease-dots cyan 007\nrules pink-slip dot-counters bogus\n");
        QTest::newRow("weights") << QString::fromStdString(
            replaced(kWeighted, "weight 111191111", "weight 111191111 # hill"));
        QTest::newRow("broken weights") << QString::fromStdString(
            replaced(kWeighted, "weight 111191111", "weight 11q1"));
    }

    void openAndSaveUnchangedIsByteIdentical()
    {
        QFETCH(QString, text);
        const std::string bytes = text.toStdString();
        const ReadResult r = readMaze(bytes);
        QCOMPARE(QString::fromStdString(writeMaze(r.maze, r.source)), text);
    }

    void aChangedTileReplacesOnlyItsRowAndKeepsItsComment()
    {
        const std::string text = replaced(kSmall, "row X...._..X", "row X...._..X   # the start row");
        ReadResult r = readMaze(text);
        r.maze.tiles.set(2, 5, Tile::Energizer);
        const std::string saved = writeMaze(r.maze, r.source);
        QCOMPARE(saved, replaced(text, "row X...._..X   #", "row X.o.._..X   #"));
    }

    void aMovedPlaceReplacesItsLineAndANewOneComesInOrder()
    {
        const std::string text = replaced(kSmall, "muncher 5 5 left", "muncher 5 5 left # here");
        ReadResult r = readMaze(text);
        r.maze.muncher = Start { { 6, 5 }, Direction::Right };
        r.maze.corners[indexOf(GhostKind::Orange)] = Cell { 0, 9 };
        r.maze.releases[indexOf(GhostKind::Red)] = 1.5;
        const std::string saved = writeMaze(r.maze, r.source);
        std::string expected = replaced(text, "muncher 5 5 left # here", "muncher 6 5 right # here");
        expected = replaced(expected, "corner red 9 -3\n", "corner red 9 -3\ncorner orange 0 9\n");
        expected = replaced(expected, "release cyan 5\n", "release red 1.5\nrelease cyan 5\n");
        QCOMPARE(QString::fromStdString(saved), QString::fromStdString(expected));
        QCOMPARE(readMaze(saved).maze, r.maze);
    }

    void aRemovedPlaceAndRemovedRowsLeaveTheText()
    {
        ReadResult r = readMaze(kSmall);
        r.maze.corners[indexOf(GhostKind::Red)].reset();
        TileMap<Tile> smaller(9, 6, Tile::Wall);
        for (int row = 0; row < 6; ++row) {
            for (int col = 0; col < 9; ++col) smaller.set(col, row, r.maze.tiles.get(col, row));
        }
        r.maze.tiles = smaller;
        const std::string saved = writeMaze(r.maze, r.source);
        QCOMPARE(saved, replaced(replaced(kSmall, "corner red 9 -3\n", ""), "row XXXXXXXXX\nmuncher", "muncher"));
    }

    void addedRowsFollowTheLastRow()
    {
        ReadResult r = readMaze(kSmall);
        TileMap<Tile> taller(9, 8, Tile::Wall);
        for (int row = 0; row < 7; ++row) {
            for (int col = 0; col < 9; ++col) taller.set(col, row, r.maze.tiles.get(col, row));
        }
        r.maze.tiles = taller;
        QCOMPARE(writeMaze(r.maze, r.source),
            replaced(kSmall, "row XXXXXXXXX\nmuncher", "row XXXXXXXXX\nrow XXXXXXXXX\nmuncher"));
    }

    void weightsAreTheCostsOfTheirRowsAndOneWithoutThem()
    {
        const ReadResult r = readMaze(kWeighted);
        QVERIFY(r.ok());
        QVERIFY(r.maze.weighted());
        QCOMPARE(r.maze.weights.width(), 9);
        QCOMPARE(r.maze.weights.height(), 7);
        QCOMPARE(r.maze.weight(0, 1), 1);
        QCOMPARE(r.maze.weight(8, 1), 9);
        QCOMPARE(r.maze.weight(4, 2), 9);
        const ReadResult plain = readMaze(kSmall);
        QVERIFY(plain.maze.weights.empty());
        QVERIFY(!plain.maze.weighted());
        QCOMPARE(plain.maze.weight(4, 2), 1);
        // Broken weight lines give no weights at all, never some of them.
        QVERIFY(readMaze(replaced(kWeighted, "weight 199999991\n", "")).maze.weights.empty());
    }

    void aChangedWeightReplacesItsLineAndNewWeightsFollowTheRows()
    {
        const std::string text = replaced(kWeighted, "weight 111191111", "weight 111191111 # hill");
        ReadResult r = readMaze(text);
        r.maze.weights.set(0, 2, 5);
        QCOMPARE(writeMaze(r.maze, r.source), replaced(text, "weight 111191111 #", "weight 511191111 #"));
        QCOMPARE(readMaze(writeMaze(r.maze, r.source)).maze, r.maze);

        // Weights painted on a level without them come after the rows, in the canonical order.
        ReadResult plain = readMaze(kSmall);
        plain.maze.weights = TileMap<std::uint8_t>(9, 7, 1);
        plain.maze.weights.set(1, 1, 3);
        const std::string saved = writeMaze(plain.maze, plain.source);
        QCOMPARE(saved,
            replaced(kWeighted,
                "weight 123456789\nweight 111191111\nweight 111111111\nweight 111111111\nweight 199999991",
                "weight 131111111\nweight 111111111\nweight 111111111\nweight 111111111\nweight 111111111"));
        QCOMPARE(readMaze(saved).maze, plain.maze);

        // Taken away, they leave the text.
        ReadResult weighted = readMaze(kWeighted);
        weighted.maze.weights = {};
        QCOMPARE(writeMaze(weighted.maze, weighted.source), kSmall);
    }

    void aBrokenLineStaysUntilItsPlaceIsSet()
    {
        const std::string text = replaced(kSmall, "fruit 1 5", "fruit 1 q");
        ReadResult r = readMaze(text);
        QVERIFY(!r.maze.fruit);
        QCOMPARE(writeMaze(r.maze, r.source), text);
        r.maze.fruit = Cell { 2, 5 };
        QCOMPARE(writeMaze(r.maze, r.source), replaced(text, "fruit 1 q", "fruit 2 5"));
    }

    void theCanonicalTextReadsBackToTheSameLevel()
    {
        const Maze classic = test::classic();
        const std::string text = writeMaze(classic);
        const ReadResult again = readMaze(text);
        QCOMPARE(report(again.diagnostics), QString());
        QCOMPARE(again.maze, classic);
        QVERIFY(text.rfind("name Classic\nrow ", 0) == 0);
    }

    // Issue 29: a piece that is not inside the maze is named, and so is why: it stands on a wall,
    // or off the map. The code, the line and the column (the COL word) stay as the format's
    // table has them, and the message starts with its words.
    void aPieceNotInsideTheMazeIsNamedWithWhy_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        auto row = [](const char* name, const std::string& text, int line, int column, const char* message) {
            QTest::newRow(name) << QByteArray::fromStdString(text) << line << column << QString::fromUtf8(message);
        };
        row("the red ghost on a wall", replaced(kSmall, "red    4 1", "red    0 0"), 10, 14,
            "(0, 0) is not inside the maze: the red ghost stands on a wall");
        row("the pink ghost on a wall", replaced(kSmall, "pink   4 3", "pink   2 2"), 11, 14,
            "(2, 2) is not inside the maze: the pink ghost stands on a wall");
        row("the cyan ghost off the map", replaced(kSmall, "cyan   3 3", "cyan   3 -1"), 12, 14,
            "(3, -1) is not inside the maze: the cyan ghost stands outside the 9 x 7 map");
        row("the orange ghost on a wall", replaced(kSmall, "orange 5 3", "orange 8 6"), 13, 14,
            "(8, 6) is not inside the maze: the orange ghost stands on a wall");
        row("the fruit on a wall", replaced(kSmall, "fruit 1 5", "fruit 2 3"), 16, 7,
            "(2, 3) is not inside the maze: the fruit lies on a wall");
        row("the fruit off the map", replaced(kSmall, "fruit 1 5", "fruit 40 2"), 16, 7,
            "(40, 2) is not inside the maze: the fruit lies outside the 9 x 7 map");
        row("the muncher on a wall", replaced(kSmall, "muncher 5 5 left", "muncher 6 3 left"), 9, 9,
            "(6, 3) is not inside the maze: the muncher stands on a wall");
        row("the muncher off the map", replaced(kSmall, "muncher 5 5 left", "muncher 9 7 left"), 9, 9,
            "(9, 7) is not inside the maze: the muncher stands outside the 9 x 7 map");
    }

    void aPieceNotInsideTheMazeIsNamedWithWhy()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        const ReadResult r = readMaze(text.toStdString());
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        const Diagnostic& d = r.diagnostics.front();
        QCOMPARE(d.code(), std::string_view("outside"));
        QCOMPARE(d.severity, Severity::Error);
        QCOMPARE(d.line, line);
        QCOMPARE(d.column, column);
        QCOMPARE(QString::fromStdString(d.message()), message);
        QVERIFY(QString::fromStdString(d.message())
                    .startsWith(QString("(%1, %2) is not inside the maze").arg(d.tile->col).arg(d.tile->row)));
    }

    void validateGivesThePositionsOfTheSavedText()
    {
        ReadResult r = readMaze(kSmall);
        r.maze.muncher = Start { { 0, 0 }, Direction::Left };
        const std::vector<Diagnostic> d = validate(r.maze, r.source);
        QCOMPARE(report(d),
            QString("small.maze:9:9: error: (0, 0) is not inside the maze: the muncher stands on a wall [outside]"));
    }

    void aFileOfTensOfThousandsOfBadLettersKeepsTheFirstProblemsAndCountsTheRest()
    {
        // 300 rows of 50 or 51 unknown letters: 15150 unknown tiles, and a row width for every
        // other row found only at the end, on lines before letters already reported.
        std::string text;
        for (int row = 0; row < 300; ++row) text += "row " + std::string(row % 2 ? 51 : 50, 'Q') + "\n";
        const ReadResult r = readMaze(text);
        QCOMPARE(r.diagnostics.size(), kMaxKeptDiagnostics);
        const std::size_t all = 15150 + 150 + 6; // letters, widths, missing places
        QCOMPARE(r.diagnostics.size() + r.omitted, all);
        QVERIFY(!r.ok());
        QVERIFY(r.omittedErrors);
        // The first by position: the row width of line 2 comes right after its first letter.
        QCOMPARE(r.diagnostics[0].code(), std::string_view("unknown-tile"));
        QCOMPARE(r.diagnostics[50].line, 2);
        QCOMPARE(r.diagnostics[50].code(), std::string_view("unknown-tile"));
        QCOMPARE(r.diagnostics[51].line, 2);
        QCOMPARE(r.diagnostics[51].code(), std::string_view("row-width"));
        QVERIFY(
            std::is_sorted(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& a, const Diagnostic& b) {
                return a.line != b.line ? a.line < b.line : a.column < b.column;
            }));
        QCOMPARE(r.diagnostics.back().line, 197); // 98 pairs of lines of 102 problems, and 4
    }

    void blankLinesCommentsAndUnknownLinesInARowAreKeptAsOneAndWrittenBackAsThey()
    {
        // A million blank lines would be a million lines' bookkeeping: they are one line of text.
        std::string text = kSmall;
        std::string gap;
        for (int i = 0; i < 1000; ++i) gap += i % 3 ? "\r\n" : "  # a comment\n";
        gap += "blue 1 2\n\n";
        text.insert(text.find("muncher"), gap);
        const ReadResult r = readMaze(text);
        QVERIFY(r.source.lines.size() < 30);
        QCOMPARE(writeMaze(r.maze, r.source), text);
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        QCOMPARE(r.diagnostics[0].code(), std::string_view("unknown-keyword"));
        QCOMPARE(r.source.lineEnd(), std::string_view("\r\n")); // 666 of 1000 and more
        Maze moved = r.maze;
        moved.fruit = Cell { 2, 5 };
        const std::string saved = writeMaze(moved, r.source);
        QVERIFY(saved.find(gap) != std::string::npos);
        QCOMPARE(readMaze(saved).maze, moved);
    }

    void aNameWithCarriageReturnsOrNulsReadsBackAsItself_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QByteArray>("name");
        QTest::newRow("a return inside") << QByteArray("name a\rb\n") << QByteArray("a\rb");
        QTest::newRow("a return before a CRLF") << QByteArray("name a\r\r\n") << QByteArray("a");
        QTest::newRow("returns and spaces at the end") << QByteArray("name a \r \r\n") << QByteArray("a");
        QTest::newRow("a NUL") << QByteArray("name a\0b\n", 9) << QByteArray("a\0b", 3);
        QTest::newRow("a NUL alone") << QByteArray("name \0\n", 7) << QByteArray("\0", 1);
        QTest::newRow("a NUL and a return") << QByteArray("name \0\r\0\n", 9) << QByteArray("\0\r\0", 3);
    }
    void aNameWithCarriageReturnsOrNulsReadsBackAsItself()
    {
        QFETCH(QByteArray, line);
        QFETCH(QByteArray, name);
        const std::string text = std::string(line.constData(), static_cast<std::size_t>(line.size()))
            + kSmall.substr(kSmall.find('\n') + 1);
        const ReadResult first = readMaze(text);
        QVERIFY(first.ok());
        QCOMPARE(first.maze.name, std::string(name.constData(), static_cast<std::size_t>(name.size())));
        const ReadResult canonical = readMaze(writeMaze(first.maze));
        QVERIFY(canonical.ok());
        QCOMPARE(canonical.maze, first.maze);
        QCOMPARE(writeMaze(first.maze, first.source), text);
    }

    void everyMessageHasACodeFromTheTable()
    {
        const QStringList codes = { "encoding", "unknown-keyword", "arguments", "not-a-number", "not-a-direction",
            "not-a-ghost", "range", "duplicate", "row-spaces", "unknown-tile", "row-width", "too-large", "no-rows",
            "missing", "outside", "door-count", "door-shape", "unreachable-dot", "unreachable-floor", "unknown-rule",
            "release-ignored", "weight-count", "weight-width", "weight-digit" };
        QSet<QString> seen;
        for (const MessageText& m : messageCatalogue()) {
            const std::string_view code = codeOf(m.id);
            QVERIFY2(codes.contains(QString::fromUtf8(code.data(), code.size())), m.id.data());
            seen.insert(QString::fromUtf8(code.data(), code.size()));
        }
        QCOMPARE(seen.size(), codes.size());
    }
};

QTEST_APPLESS_MAIN(TstMazeFile)
#include "tst_mazefile.moc"
