#include "testmaps.h"

#include "game/corridorastar.h"
#include "path/search.h"
#include "random/random.h"

#include <QtTest>

#include <vector>

using namespace mazeworks;

namespace {

struct Corridors {
    TileMap<Tile> map;
    std::vector<std::uint8_t> open;
    std::vector<std::int32_t> next;
};

Corridors corridorsOf(const TileMap<Tile>& map)
{
    Corridors c { map, std::vector<std::uint8_t>(map.size()), std::vector<std::int32_t>(4 * map.size(), -1) };
    for (std::size_t i = 0; i < map.size(); ++i) c.open[i] = isCorridor(map[i]) ? 1 : 0;
    for (std::size_t i = 0; i < map.size(); ++i) {
        if (!c.open[i]) continue;
        for (Direction d : kDirections) {
            const std::size_t n = map.index(map.step(map.cellAt(i), d));
            if (c.open[n]) c.next[4 * i + static_cast<std::size_t>(d)] = static_cast<std::int32_t>(n);
        }
    }
    return c;
}

// Prices as the pilot makes them: nothing on most tiles, a little or a lot on some, and some
// tiles barred.
std::vector<double> randomExtra(std::uint64_t seed, std::size_t tiles)
{
    Random random(seed);
    std::vector<double> extra(tiles, 0.0);
    for (double& e : extra) {
        const std::uint64_t roll = random.below(10);
        if (roll == 0)
            e = kInfinity;
        else if (roll < 3)
            e = 2.0 / (0.05 + static_cast<double>(random.below(300)) / 100.0);
        else if (roll == 3)
            e = 30;
    }
    return extra;
}

// From every tile to many others: the way, cost, count and first step of findPath.
void compareWithFindPath(const TileMap<Tile>& map, std::uint64_t seed)
{
    const Corridors c = corridorsOf(map);
    CorridorAStar search;
    search.prepare(map.width(), map.height(), c.open, c.next);
    const std::vector<double> extra = randomExtra(seed, map.size());
    SearchWorkspace workspace;
    Random random(seed * 7 + 1);
    Path ours;
    for (const bool priced : { true, false }) {
        const double* prices = priced ? extra.data() : nullptr;
        for (std::size_t from = 0; from < map.size(); ++from) {
            for (int k = 0; k < 12; ++k) {
                const std::size_t to = k == 0 ? from : static_cast<std::size_t>(random.below(map.size()));
                const Cell a = map.cellAt(from);
                const Cell b = map.cellAt(to);
                const Path theirs = findPath(
                    map.width(), map.height(), a, b,
                    [&](int col, int row) {
                        const std::size_t i = map.index(col, row);
                        if (!c.open[i]) return kInfinity;
                        return prices ? 1.0 + prices[i] : 1.0;
                    },
                    SearchOptions {}, &workspace);
                search.find(a, b, prices, ours);
                const QByteArray where = QStringLiteral("%1,%2 to %3,%4 priced %5")
                                             .arg(a.col)
                                             .arg(a.row)
                                             .arg(b.col)
                                             .arg(b.row)
                                             .arg(priced)
                                             .toUtf8();
                QVERIFY2(ours.cells == theirs.cells, where.constData());
                QVERIFY2(ours.cost == theirs.cost || (ours.cost != ours.cost && theirs.cost != theirs.cost),
                    where.constData());
                QVERIFY2(ours.visited == theirs.visited, where.constData());
                QVERIFY2(ours.first == theirs.first, where.constData());
            }
        }
    }
}

TileMap<Tile> randomMap(std::uint64_t seed, int width, int height, std::uint64_t percentOpen = 65)
{
    Random random(seed);
    TileMap<Tile> map(width, height, Tile::Wall);
    for (std::size_t i = 0; i < map.size(); ++i) {
        if (random.below(100) < percentOpen) map[i] = Tile::Floor;
    }
    return map;
}

} // namespace

class TstCorridorAStar : public QObject {
    Q_OBJECT

private slots:
    void itFindsTheWayFindPathFindsOverThePilotsPrices()
    {
        const ReadResult classic = readMaze(test::classicText());
        compareWithFindPath(classic.maze.tiles, 1);
        compareWithFindPath(classic.maze.tiles, 2);
        for (std::uint64_t seed = 1; seed <= 30; ++seed)
            compareWithFindPath(randomMap(seed, 3 + static_cast<int>(seed % 9), 2 + static_cast<int>(seed % 7)), seed);
        // Wide open ground: long open lists, kept as a heap.
        compareWithFindPath(randomMap(7, 32, 30, 95), 7);
    }

    void aWayOverTheEdgeIsShorterWhereTheEdgesMeet()
    {
        const TileMap<Tile> map = test::tiles(R"(
            row XXXXXXX
            row ____X__
            row XXXXXXX
        )");
        const Corridors c = corridorsOf(map);
        CorridorAStar search;
        search.prepare(map.width(), map.height(), c.open, c.next);
        Path way;
        search.find({ 1, 1 }, { 6, 1 }, nullptr, way);
        QCOMPARE(way.cells, (std::vector<Cell> { { 1, 1 }, { 0, 1 }, { 6, 1 } }));
        QCOMPARE(way.first, std::optional(Direction::Left));
        QCOMPARE(way.cost, 2.0);
        std::vector<double> extra(map.size(), 0.0);
        extra[map.index(0, 1)] = kInfinity;
        search.find({ 1, 1 }, { 6, 1 }, extra.data(), way);
        QVERIFY(!way.found()); // the wall at column 4 and the barred tile close both ways
    }
};

QTEST_APPLESS_MAIN(TstCorridorAStar)
#include "tst_corridorastar.moc"
