#include "testmaps.h"

#include "game/ghostreach.h"
#include "random/random.h"

#include <QtTest>

#include <algorithm>
#include <deque>
#include <string>
#include <thread>
#include <vector>

using namespace mazeworks;

namespace {

constexpr int kStanding = GhostReach::Standing;

std::vector<std::uint8_t> corridorsOf(const TileMap<Tile>& map)
{
    std::vector<std::uint8_t> open(map.size());
    for (std::size_t i = 0; i < map.size(); ++i) open[i] = isCorridor(map[i]) ? 1 : 0;
    return open;
}

// What an answer says: the steps to each tile, row-major, -1 where it does not reach.
std::vector<int> stepsOf(const GhostReach& reach, const GhostReach::Answer& answer, std::size_t tiles)
{
    std::vector<int> steps(tiles, -1);
    const auto offer = [&](std::int32_t corridor, int s) {
        int& to = steps[static_cast<std::size_t>(reach.tileOf(corridor))];
        if (to < 0 || s < to) to = s;
    };
    for (const GhostReach::Part& part : answer.parts) {
        const std::vector<std::uint16_t>& table = part.table->steps;
        for (int c = 0; c < reach.corridors(); ++c) {
            if (table[static_cast<std::size_t>(c)] <= part.table->most)
                offer(c, table[static_cast<std::size_t>(c)] + part.offset);
        }
    }
    for (const GhostReach::Reached& r : answer.tiles) offer(r.corridor, r.steps);
    return steps;
}

// The ghost's walk written out plainly: breadth-first over (tile, heading arrived), every open
// way but back, over the edges; the fewest steps to each tile and the states reached.
struct Plain {
    std::vector<int> steps;
    std::int64_t states = 0;
};
Plain plainly(const TileMap<Tile>& map, Cell start, int heading)
{
    Plain out;
    out.steps.assign(map.size(), -1);
    if (!isCorridor(map.get(start))) return out;
    std::vector<char> seen(map.size() * 4, 0);
    std::deque<std::pair<std::size_t, int>> queue; // state, steps
    out.steps[map.index(start)] = 0;
    const auto arrive = [&](Cell at, int way, int steps) {
        const std::size_t state = map.index(at) * 4 + static_cast<std::size_t>(way);
        if (seen[state]) return;
        seen[state] = 1;
        ++out.states;
        queue.emplace_back(state, steps);
        int& to = out.steps[map.index(at)];
        if (to < 0) to = steps;
    };
    const auto onward = [&](Cell from, int back, int steps) {
        for (Direction d : kDirections) {
            const Cell n = map.step(from, d);
            if (static_cast<int>(d) != back && isCorridor(map.get(n))) arrive(n, static_cast<int>(d), steps + 1);
        }
    };
    if (heading == kStanding) {
        onward(start, -1, 0);
    } else {
        seen[map.index(start) * 4 + static_cast<std::size_t>(heading)] = 1;
        ++out.states;
        queue.emplace_back(map.index(start) * 4 + static_cast<std::size_t>(heading), 0);
    }
    while (!queue.empty()) {
        const auto [state, steps] = queue.front();
        queue.pop_front();
        onward(map.cellAt(state / 4), static_cast<int>(state % 4) ^ 2, steps);
    }
    return out;
}

// The steps as a picture: a digit or letter per tile reached (0-9, then a-z), '.' elsewhere.
QString picture(const TileMap<Tile>& map, const std::vector<int>& steps)
{
    QString text;
    for (int row = 0; row < map.height(); ++row) {
        text += QStringLiteral("\n");
        for (int col = 0; col < map.width(); ++col) {
            const int s = steps[map.index(col, row)];
            text += s < 0 ? QChar('.') : QChar(s < 10 ? '0' + s : 'a' + s - 10);
        }
    }
    return text;
}

// Every start, every heading: the answer from the tables is the plain search's.
void compareEverywhere(const TileMap<Tile>& map, GhostReach& reach)
{
    const std::vector<std::uint8_t> open = corridorsOf(map);
    reach.prepare(map.width(), map.height(), open);
    GhostReach::Answer answer;
    GhostReach::Answer searched;
    for (std::size_t i = 0; i < map.size(); ++i) {
        for (int heading = kStanding; heading < 4; ++heading) {
            const auto tile = static_cast<std::int32_t>(i);
            reach.find(tile, heading, answer);
            reach.search(tile, heading, searched);
            const Plain expected = plainly(map, map.cellAt(i), heading);
            const QString where
                = QStringLiteral("from %1,%2 heading %3").arg(map.cellAt(i).col).arg(map.cellAt(i).row).arg(heading);
            QVERIFY2(answer.searched == (open[i] != 0), qPrintable(where));
            QVERIFY2(stepsOf(reach, answer, map.size()) == expected.steps,
                qPrintable(where + picture(map, stepsOf(reach, answer, map.size())) + picture(map, expected.steps)));
            QVERIFY2(stepsOf(reach, searched, map.size()) == expected.steps, qPrintable(where));
            QVERIFY2(answer.visited == expected.states,
                qPrintable(where + QStringLiteral(": %1 states, not %2").arg(answer.visited).arg(expected.states)));
            QCOMPARE(searched.visited, expected.states);
            // Asked again, it answers from what it kept the first time.
            reach.find(tile, heading, answer);
            QVERIFY2(stepsOf(reach, answer, map.size()) == expected.steps, qPrintable(where + " again"));
            QCOMPARE(answer.visited, expected.states);
        }
    }
}

TileMap<Tile> shipped(const char* name)
{
    const ReadResult r = readMaze(test::readFile(test::resource(QStringLiteral("levels/%1.maze").arg(name))));
    return r.maze.tiles;
}

// Corridors where a coin says so, on a map whose edges are open.
TileMap<Tile> randomMap(std::uint64_t seed, int width, int height, int percentOpen)
{
    Random random(seed);
    TileMap<Tile> map(width, height, Tile::Wall);
    for (std::size_t i = 0; i < map.size(); ++i) {
        if (random.below(100) < static_cast<std::uint64_t>(percentOpen)) map[i] = Tile::Floor;
    }
    return map;
}

const char* const kRing = R"(
    row XXXXXXX
    row X_____X
    row X_XXX_X
    row X_____X
    row XXXXXXX
)";

} // namespace

class TstGhostReach : public QObject {
    Q_OBJECT

private slots:
    void aGhostGoesRoundARingTheLongWayRatherThanTurnBack()
    {
        const TileMap<Tile> map = test::tiles(kRing);
        GhostReach reach;
        reach.prepare(map.width(), map.height(), corridorsOf(map));
        GhostReach::Answer answer;
        reach.find(static_cast<std::int32_t>(map.index(3, 1)), static_cast<int>(Direction::Right), answer);
        QCOMPARE(picture(map, stepsOf(reach, answer, map.size())), QStringLiteral(R"(
.......
.ab012.
.9...3.
.87654.
.......)"));
        QCOMPARE(answer.visited, std::int64_t { 12 }); // one state a tile: it never turns
        reach.find(static_cast<std::int32_t>(map.index(3, 1)), kStanding, answer);
        QCOMPARE(picture(map, stepsOf(reach, answer, map.size())), QStringLiteral(R"(
.......
.21012.
.3...3.
.45654.
.......)"));
        QCOMPARE(answer.visited, std::int64_t { 24 }); // both ways round
    }

    void aGhostThatWalksIntoADeadEndStaysThere()
    {
        const TileMap<Tile> map = test::tiles(R"(
            row XXXXXXX
            row X_____X
            row XXX_XXX
            row XXX_XXX
            row XXXXXXX
        )");
        GhostReach reach;
        reach.prepare(map.width(), map.height(), corridorsOf(map));
        GhostReach::Answer answer;
        reach.find(static_cast<std::int32_t>(map.index(2, 1)), static_cast<int>(Direction::Right), answer);
        QCOMPARE(picture(map, stepsOf(reach, answer, map.size())), QStringLiteral(R"(
.......
..0123.
...2...
...3...
.......)"));
        reach.find(static_cast<std::int32_t>(map.index(1, 1)), static_cast<int>(Direction::Left), answer);
        QCOMPARE(picture(map, stepsOf(reach, answer, map.size())), QStringLiteral(R"(
.......
.0.....
.......
.......
.......)"));
        QCOMPARE(answer.visited, std::int64_t { 1 });
        reach.find(static_cast<std::int32_t>(map.index(0, 0)), kStanding, answer);
        QVERIFY(!answer.searched); // a wall: nothing to search
    }

    void theJunctionTablesGiveWhatThePlainSearchGives_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("classic") << 0;
        QTest::newRow("small") << 1;
        QTest::newRow("twin tunnels") << 2;
        QTest::newRow("ring") << 3;
        QTest::newRow("random, open edges") << 4;
        QTest::newRow("two wide") << 5;
    }
    void theJunctionTablesGiveWhatThePlainSearchGives()
    {
        QFETCH(int, which);
        GhostReach reach;
        switch (which) {
        case 0:
            compareEverywhere(shipped("classic"), reach);
            break;
        case 1:
            compareEverywhere(shipped("small"), reach);
            break;
        case 2:
            compareEverywhere(shipped("twin-tunnels"), reach);
            break;
        case 3:
            compareEverywhere(test::tiles(kRing), reach);
            break;
        case 4:
            for (std::uint64_t seed = 1; seed <= 40; ++seed)
                compareEverywhere(randomMap(seed, 5 + static_cast<int>(seed % 7), 4 + static_cast<int>(seed % 5),
                                      40 + static_cast<int>(seed % 50)),
                    reach);
            break;
        case 5:
            // Left and right are the same tile: two ways to one neighbour.
            for (std::uint64_t seed = 1; seed <= 20; ++seed) compareEverywhere(randomMap(seed, 2, 3, 70), reach);
            compareEverywhere(randomMap(99, 1, 1, 100), reach);
            break;
        }
    }

    void theGamesOfOneMazeShareItsTablesOnEveryThread()
    {
        // A maze of its own, so that no other test has made its tables yet.
        const TileMap<Tile> map = randomMap(4242, 23, 19, 72);
        const std::vector<std::uint8_t> open = corridorsOf(map);
        GhostReach first;
        first.prepare(map.width(), map.height(), open);
        QCOMPARE(first.tablesMade(), 0);
        GhostReach::Answer answer;
        for (std::size_t i = 0; i < map.size(); ++i) first.find(static_cast<std::int32_t>(i), 0, answer);
        const int made = first.tablesMade();
        QVERIFY(made > 0);
        GhostReach second;
        second.prepare(map.width(), map.height(), open);
        QCOMPARE(second.tablesMade(), made); // the next game finds them made
        // Four games at once, from the start: every answer is the plain search's.
        const TileMap<Tile> fresh = randomMap(4243, 23, 19, 72);
        std::vector<int> wrong(4, 0);
        std::vector<std::thread> games;
        for (std::size_t g = 0; g < 4; ++g) {
            games.emplace_back([&, g] {
                GhostReach reach;
                reach.prepare(fresh.width(), fresh.height(), corridorsOf(fresh));
                GhostReach::Answer a;
                for (std::size_t i = 0; i < fresh.size(); ++i) {
                    for (int heading = kStanding; heading < 4; ++heading) {
                        reach.find(static_cast<std::int32_t>(i), heading, a);
                        const Plain expected = plainly(fresh, fresh.cellAt(i), heading);
                        if (stepsOf(reach, a, fresh.size()) != expected.steps || a.visited != expected.states)
                            ++wrong[g];
                    }
                }
            });
        }
        for (std::thread& t : games) t.join();
        QCOMPARE(wrong, std::vector<int>(4, 0));
    }

    void withTooLittleMemoryForItsTablesItSearchesPlainly()
    {
        // Room for two tables: the rest are searched, with the same answers.
        const TileMap<Tile> map = shipped("classic");
        const std::size_t corridors = static_cast<std::size_t>(
            std::count_if(map.tiles().begin(), map.tiles().end(), [](Tile t) { return isCorridor(t); }));
        GhostReach reach(2 * (corridors * 2 + (corridors * 4 + 63) / 64 * 8));
        compareEverywhere(map, reach);
        QCOMPARE(reach.tablesMade(), 2);
    }
};

QTEST_APPLESS_MAIN(TstGhostReach)
#include "tst_ghostreach.moc"
