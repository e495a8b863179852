#include "testmaps.h"

#include "dungeon/generator.h"
#include "dungeon/levelmaker.h"
#include "game/headless.h"
#include "path/distancemap.h"

#include <QtTest>

#include <array>
#include <cstdio>

using namespace mazeworks;

namespace {

// Everything a dungeon is, as text: rooms, links, corridors and the level.
std::string describe(const Dungeon& d)
{
    std::string out
        = std::to_string(d.width) + "x" + std::to_string(d.height) + " tries " + std::to_string(d.tries) + "\n";
    for (const Rect& r : d.rooms)
        out += "room " + std::to_string(r.x) + " " + std::to_string(r.y) + " " + std::to_string(r.w) + " "
            + std::to_string(r.h) + "\n";
    for (const Edge& e : d.links) out += "link " + std::to_string(e.a) + " " + std::to_string(e.b) + "\n";
    for (const Corridor& c : d.corridors) {
        out += "corridor";
        for (const Cell cell : c.cells) out += " " + std::to_string(cell.col) + "," + std::to_string(cell.row);
        out += "\n";
    }
    for (const Rect& r : d.dropped) out += "dropped " + std::to_string(r.x) + " " + std::to_string(r.y) + "\n";
    return out + writeMaze(d.maze);
}

DungeonParams params(Connection connection, Placement placement, int rooms = 20)
{
    DungeonParams p;
    p.connection = connection;
    p.placement = placement;
    p.rooms = rooms;
    return p;
}

const Connection kConnections[] = { Connection::Neighbours, Connection::Tree, Connection::Tunnels };
const Placement kPlacements[] = { Placement::Scatter, Placement::Spread, Placement::Reject };

} // namespace

class TstGenerator : public QObject {
    Q_OBJECT

private slots:
    void theSameSeedGivesTheSameDungeon()
    {
        for (Connection c : kConnections) {
            for (Placement p : kPlacements) {
                const Dungeon a = generate(params(c, p), 77);
                const Dungeon b = generate(params(c, p), 77);
                QCOMPARE(describe(a), describe(b));
                QVERIFY(a == b);
                QVERIFY(describe(generate(params(c, p), 78)) != describe(a));
            }
        }
    }

    // Each pinned dungeon is a text file beside this test (data/), everything it is as
    // describe() writes it: a change to the generator shows as the lines that changed.
    void pinnedDungeonsStayTheSame_data()
    {
        QTest::addColumn<int>("connection");
        QTest::addColumn<int>("placement");
        QTest::addColumn<int>("rooms");
        QTest::addColumn<qulonglong>("seed");
        QTest::addColumn<QString>("file");
        QTest::newRow("scatter tree 20, seed 1")
            << int(Connection::Tree) << int(Placement::Scatter) << 20 << 1ull << "scatter-tree-20-seed-1.txt";
        QTest::newRow("scatter neighbours 40, seed 2") << int(Connection::Neighbours) << int(Placement::Scatter) << 40
                                                       << 2ull << "scatter-neighbours-40-seed-2.txt";
        QTest::newRow("spread tunnels 30, seed 3")
            << int(Connection::Tunnels) << int(Placement::Spread) << 30 << 3ull << "spread-tunnels-30-seed-3.txt";
        QTest::newRow("spread tree 12, seed 4")
            << int(Connection::Tree) << int(Placement::Spread) << 12 << 4ull << "spread-tree-12-seed-4.txt";
    }
    void pinnedDungeonsStayTheSame()
    {
        QFETCH(int, connection);
        QFETCH(int, placement);
        QFETCH(int, rooms);
        QFETCH(qulonglong, seed);
        QFETCH(QString, file);
        const Dungeon d = generate(params(Connection(connection), Placement(placement), rooms), seed);
        const QString difference = test::differenceFromGolden(describe(d), QFINDTESTDATA("data/" + file));
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
    }

    void noTwoRoomsOverlapAfterSnapping()
    {
        for (Connection c : kConnections) {
            for (Placement p : kPlacements) {
                for (int rooms : { 1, 2, 15, 60, 150 }) {
                    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                        Generator g(params(c, p, rooms), seed);
                        while (!g.done() && (g.phase() < Phase::Linking || g.phase() == Phase::Snapping)) g.step();
                        if (g.failed()) QFAIL(qPrintable(QString::fromStdString(g.problem()->message())));
                        const DungeonParams& used = g.params();
                        const std::vector<Room>& all = g.rooms();
                        if (p == Placement::Reject)
                            QVERIFY(static_cast<int>(all.size()) <= rooms); // some may be left out
                        else
                            QCOMPARE(static_cast<int>(all.size()), rooms);
                        for (std::size_t i = 0; i < all.size(); ++i) {
                            const Rect a = all[i].rect();
                            QCOMPARE(static_cast<double>(a.x), all[i].x); // whole tiles
                            QVERIFY(
                                a.x >= 1 && a.y >= 1 && a.right() <= used.width - 1 && a.bottom() <= used.height - 1);
                            for (std::size_t j = i + 1; j < all.size(); ++j) {
                                QVERIFY2(wallsBetween(a, all[j].rect()) >= used.spacing,
                                    qPrintable(QString("rooms %1 and %2, seed %3").arg(i).arg(j).arg(seed)));
                            }
                        }
                    }
                }
            }
        }
    }

    void everyRoomIsReachableFromEveryOtherAndTheLevelValidatesClean()
    {
        for (Connection c : kConnections) {
            for (Placement p : kPlacements) {
                for (std::uint64_t seed = 1; seed <= 8; ++seed) {
                    const Dungeon d = generate(params(c, p, 10 + static_cast<int>(seed) * 5), seed);
                    const TileMap<Tile>& tiles = d.maze.tiles;
                    QVERIFY(d.maze.muncher.has_value());
                    const DistanceMap reach = DistanceMap::search(
                        tiles.width(), tiles.height(), test::corridors(tiles), d.maze.muncher->cell);
                    // One floor tile of every room, and every tile of every corridor, can be reached:
                    // so every room can be reached from every other.
                    for (std::size_t i = 0; i < d.rooms.size(); ++i) {
                        const Rect& r = d.rooms[i];
                        bool reached = false;
                        for (int row = r.y; row < r.bottom() && !reached; ++row) {
                            for (int col = r.x; col < r.right(); ++col)
                                reached = reached || reach.distance(col, row) != DistanceMap::Unreachable;
                        }
                        QVERIFY2(reached, qPrintable(QString("room %1, seed %2").arg(i).arg(seed)));
                    }
                    for (const Corridor& corridor : d.corridors) {
                        for (const Cell cell : corridor.cells)
                            QVERIFY(reach.distance(cell) != DistanceMap::Unreachable);
                    }
                    QCOMPARE(static_cast<int>(d.links.size()), static_cast<int>(d.corridors.size()));
                    // (No count of links: a corridor that crosses another joins two sets without a
                    // link of its own, so a tree may have fewer; reaching every room is the promise.)
                    const std::string text = writeMaze(d.maze);
                    const ReadResult read = readMaze(text);
                    QVERIFY(read.ok());
                    if (!read.diagnostics.empty())
                        QFAIL(qPrintable(QString::fromStdString(format("generated", read.diagnostics[0]))));
                    QVERIFY(read.maze.door().has_value());
                }
            }
        }
    }

    void corridorsNeverTouchAThirdRoom()
    {
        for (Connection c : kConnections) {
            const Dungeon d = generate(params(c, Placement::Scatter, 80), 5);
            for (const Corridor& corridor : d.corridors) {
                for (const Cell cell : corridor.cells) {
                    for (std::size_t i = 0; i < d.rooms.size(); ++i) {
                        const Rect& r = d.rooms[i];
                        QVERIFY(!r.contains(cell.col, cell.row));
                        if (static_cast<int>(i) == corridor.a || static_cast<int>(i) == corridor.b) continue;
                        for (Direction dir : kDirections) QVERIFY(!r.contains(cell.col + dx(dir), cell.row + dy(dir)));
                    }
                }
            }
        }
    }

    void everyStepAddsUpToTheOneShotDungeon()
    {
        for (Connection c : kConnections) {
            const DungeonParams p = params(c, Placement::Scatter, 25);
            Generator g(p, 9);
            std::vector<Phase> phases;
            int steps = 0;
            while (g.step()) {
                ++steps;
                if (phases.empty() || phases.back() != g.phase()) phases.push_back(g.phase());
                QVERIFY(g.caption().code != CaptionCode::None);
                QVERIFY(!g.caption().english().empty());
            }
            QCOMPARE(g.counters().steps, steps);
            QVERIFY(g.phase() == Phase::Finished);
            QVERIFY(g.result() == generate(p, 9));
            // The phases come in order; tunnels have no linking phase.
            for (std::size_t i = 1; i < phases.size(); ++i)
                QVERIFY(phases[i - 1] < phases[i] || g.counters().tries > 1);
            QCOMPARE(std::count(phases.begin(), phases.end(), Phase::Linking) > 0, c != Connection::Tunnels);
            QVERIFY(g.counters().corridorTiles > 0);
            QCOMPARE(g.counters().components == 1, g.counters().dropped == 0); // the dropped are sets of their own
        }
    }

    void aViewCanFollowTheSeparation()
    {
        Generator g(params(Connection::Tree, Placement::Scatter, 40), 3);
        g.finishPhase();
        QCOMPARE(g.phase(), Phase::Separating);
        QCOMPARE(g.counters().placed, 40);
        g.step();
        QVERIFY(g.counters().moving > 0);
        QVERIFY(!g.overlaps().empty());
        bool someoneMoves = false;
        for (const Room& r : g.rooms()) someoneMoves = someoneMoves || r.vx != 0 || r.vy != 0;
        QVERIFY(someoneMoves);
        const CaptionCode code = g.caption().code;
        QVERIFY(code == CaptionCode::PushedOne || code == CaptionCode::PushedTwo || code == CaptionCode::PushedMany);
        QVERIFY(g.caption().english().rfind("Room ", 0) == 0);
        // A copy goes on by itself: the picture of this moment stays.
        Generator later = g;
        later.finish();
        QCOMPARE(g.phase(), Phase::Separating);
        QCOMPARE(later.phase(), Phase::Finished);
        QCOMPARE(later.components().size(), later.rooms().size());
    }

    void separatingStartsBySayingWhichRoomsOverlap()
    {
        // Seen: the first picture of separating said "0 overlaps, 0 rooms moving" over a heap
        // of overlapping rooms.
        Generator g(params(Connection::Tree, Placement::Scatter, 40), 3);
        g.finishPhase();
        QCOMPARE(g.phase(), Phase::Separating);
        const std::vector<Room>& rooms = g.rooms();
        const int spacing = g.params().spacing;
        // Counted here the slow way: floors closer than the spacing overlap.
        int pairs = 0;
        std::vector<bool> overlapping(rooms.size(), false);
        for (std::size_t i = 0; i < rooms.size(); ++i) {
            for (std::size_t j = i + 1; j < rooms.size(); ++j) {
                const Room& a = rooms[i];
                const Room& b = rooms[j];
                if (a.x + a.w + spacing > b.x && b.x + b.w + spacing > a.x && a.y + a.h + spacing > b.y
                    && b.y + b.h + spacing > a.y) {
                    ++pairs;
                    overlapping[i] = overlapping[j] = true;
                }
            }
        }
        QVERIFY(pairs > 0);
        QCOMPARE(g.counters().overlaps, pairs);
        QCOMPARE(static_cast<int>(g.overlaps().size()), pairs);
        QCOMPARE(g.counters().moving, static_cast<int>(std::count(overlapping.begin(), overlapping.end(), true)));
        for (std::size_t i = 0; i < rooms.size(); ++i) QCOMPARE(rooms[i].overlapping, bool(overlapping[i]));
        // Nothing has moved yet, and the dungeon is the one it always was.
        for (const Room& r : rooms) QVERIFY(r.vx == 0 && r.vy == 0);
        g.finish();
        QVERIFY(g.result() == generate(params(Connection::Tree, Placement::Scatter, 40), 3));
    }

    void nextPhaseStopsAtTheNeighbourGraph()
    {
        // Seen: Next Phase went from snapping to bare rooms, and from there past the graph to
        // the finished tree, so the neighbour graph was never a picture of its own.
        Generator g(params(Connection::Neighbours, Placement::Scatter, 30), 4);
        while (g.phase() != Phase::Linking && !g.done()) g.finishPhase();
        QCOMPARE(g.phase(), Phase::Linking);
        QCOMPARE(g.caption().code, CaptionCode::NeighboursFound);
        QVERIFY(!g.graph().empty());
        QVERIFY(g.tree().empty());
        g.finishPhase();
        QCOMPARE(g.phase(), Phase::Digging);
        QVERIFY(!g.tree().empty());
        // Any other way of linking goes straight on: there is no graph to wait for.
        Generator tree(params(Connection::Tree, Placement::Scatter, 30), 4);
        while (tree.phase() != Phase::Linking && !tree.done()) tree.finishPhase();
        QCOMPARE(tree.phase(), Phase::Linking);
        QVERIFY(tree.tree().empty());
    }

    void impossibleParametersFailWithAClearError()
    {
        DungeonParams p;
        p.rooms = 1000;
        p.width = 20;
        p.height = 20;
        Generator g(p, 1);
        QVERIFY(g.failed());
        QVERIFY(!g.step());
        QCOMPARE(g.problem()->code, ProblemCode::MapTooSmall);
        try {
            generate(p, 1);
            QFAIL("no error");
        } catch (const DungeonError& e) {
            const std::string message = e.what();
            QVERIFY2(message.find("1000 rooms") != std::string::npos, e.what());
            QVERIFY2(message.find("20 x 20") != std::string::npos, e.what());
        }
        p = DungeonParams();
        p.loops = 1.5;
        QCOMPARE(checkParams(p)->code, ProblemCode::Loops);
        p = DungeonParams();
        p.width = 4;
        QCOMPARE(checkParams(p)->code, ProblemCode::MapSize);
    }

    void aCrowdedMapEndsWithinTheBound()
    {
        // Almost as many rooms as the map can hold: it comes apart or says why, never hangs.
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            DungeonParams p;
            p.rooms = 60;
            p.width = 50;
            p.height = 40;
            p.maxSeparationSteps = 3000;
            Generator g(p, seed);
            g.finish();
            QVERIFY(g.done());
            if (g.failed()) {
                const ProblemCode code = g.problem()->code;
                QVERIFY(
                    code == ProblemCode::Crowded || code == ProblemCode::Jammed || code == ProblemCode::MapTooSmall);
                QVERIFY(!g.problem()->message().empty());
            }
        }
    }

    void tunnelsStartOverWithNewRoomsAfterTooManyFailedTries()
    {
        // With one failed try enough to start over, some seed starts over; each start is a new
        // set of rooms, `tries` counts them, and the dungeon that comes out has every room.
        int startedOver = 0;
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            DungeonParams p = params(Connection::Tunnels, Placement::Scatter, 40);
            p.failedTriesToStartOver = 1;
            Generator g(p, seed);
            int starts = 1;
            while (g.step()) {
                if (g.caption().code == CaptionCode::StartOver) {
                    ++starts;
                    QCOMPARE(g.counters().failedTries, 0);
                    QCOMPARE(g.counters().placed, 0); // all new rooms
                }
            }
            QVERIFY(g.phase() == Phase::Finished);
            QCOMPARE(g.result().tries, starts);
            QVERIFY(g.result().dropped.empty());
            QCOMPARE(static_cast<int>(g.result().rooms.size()), 40);
            startedOver += starts > 1 ? 1 : 0;
            QVERIFY(readMaze(writeMaze(g.result().maze)).diagnostics.empty());
        }
        QVERIFY(startedOver > 0);
    }

    void failedTriesCountOnlySinceTheLastTunnelThatJoinedTwoSets()
    {
        // The union-find note starts over after a hundred tries that leave the rooms apart: a
        // tunnel that joins two sets is progress, and the count starts again from it.
        bool sawReset = false;
        for (std::uint64_t seed = 1; seed <= 10 && !sawReset; ++seed) {
            DungeonParams p = params(Connection::Tunnels, Placement::Scatter, 40);
            Generator g(p, seed);
            int inARow = 0;
            while (g.step() && g.counters().tries == 1) {
                if (g.caption().code == CaptionCode::TunnelFailed) {
                    ++inARow;
                    QCOMPARE(g.counters().failedTries, inARow);
                    QCOMPARE(g.caption().values.back(), std::int64_t(inARow));
                }
                if (g.caption().code == CaptionCode::TunnelMerged) {
                    sawReset = sawReset || inARow > 0;
                    inARow = 0;
                    QCOMPARE(g.counters().failedTries, 0);
                }
            }
        }
        QVERIFY(sawReset);
    }

    void aTunnelsDungeonThatCannotConnectGivesUpAfterItsStarts()
    {
        // Every start fails at its first failed try, and two starts are all it may make.
        int gaveUp = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            DungeonParams p = params(Connection::Tunnels, Placement::Scatter, 60);
            p.failedTriesToStartOver = 1;
            p.maxStarts = 2;
            Generator g(p, seed);
            g.finish();
            if (!g.failed()) {
                QVERIFY(g.result().tries <= 2);
                QVERIFY(g.result().dropped.empty());
                continue;
            }
            ++gaveUp;
            QCOMPARE(g.problem()->code, ProblemCode::NotConnected);
            QCOMPARE(g.problem()->values, std::vector<std::int64_t>({ 2 }));
            QCOMPARE(g.counters().tries, 2);
            QVERIFY(g.problem()->message().find("2 starts") != std::string::npos);
        }
        QVERIFY(gaveUp > 0);
        // The default gives up only after a hundred starts.
        QCOMPARE(DungeonParams().maxStarts, 100);
        QCOMPARE(DungeonParams().failedTriesToStartOver, 100);
    }

    void rejectPlacementTriesAgainOnlyWhenCentresAreTooClose()
    {
        // The proposal's test: a place is thrown away when its centre lies nearer than two tiles
        // to a room's already there; rooms may overlap, and separation parts them afterwards.
        bool sawOverlap = false;
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            DungeonParams p = params(Connection::Tree, Placement::Reject, 30);
            Generator g(p, seed);
            while (!g.done() && g.phase() == Phase::Placing) g.step();
            const std::vector<Room>& rooms = g.rooms();
            for (std::size_t i = 0; i < rooms.size(); ++i) {
                for (std::size_t j = i + 1; j < rooms.size(); ++j) {
                    const double dx = rooms[i].centreX() - rooms[j].centreX();
                    const double dy = rooms[i].centreY() - rooms[j].centreY();
                    QVERIFY(dx * dx + dy * dy >= 4.0);
                    sawOverlap = sawOverlap || wallsBetween(rooms[i].rect(), rooms[j].rect()) < 0;
                }
            }
            g.finish();
            QVERIFY(g.phase() == Phase::Finished);
        }
        QVERIFY(sawOverlap);
    }

    void aCrowdedRejectPlacementLeavesRoomsOut()
    {
        // --rooms 40 --width 40 --height 30 --placement reject: the map holds far fewer. The
        // proposal leaves out what it cannot place; so do we, and the dungeon is made.
        DungeonParams p = params(Connection::Tree, Placement::Reject, 40);
        p.width = 40;
        p.height = 30;
        QVERIFY(!checkParams(p));
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            Generator g(p, seed);
            bool saidSo = false;
            while (g.step()) saidSo = saidSo || g.caption().code == CaptionCode::CrowdedLeftOut;
            QVERIFY2(g.phase() == Phase::Finished, g.failed() ? g.problem()->message().c_str() : "");
            const Dungeon& d = g.result();
            QVERIFY(d.leftOut > 0);
            QCOMPARE(static_cast<int>(d.rooms.size() + d.dropped.size()) + d.leftOut, 40);
            QVERIFY(readMaze(writeMaze(d.maze)).diagnostics.empty());
            QVERIFY(saidSo || g.counters().rejected > 0);
        }
        // Spread on the same map keeps every room and says it cannot.
        p.placement = Placement::Spread;
        QCOMPARE(checkParams(p)->code, ProblemCode::MapTooSmall);
    }

    void theProposalsCorridorsAreZsAndJogsNeverAnL()
    {
        // Over 20 dungeons of the defaults: Z shapes, double jogs and straight runs, no L; our
        // fewest-bends rule, asked for, makes Ls.
        auto count = [](CorridorRule rule) {
            std::array<int, 5> shapes {};
            for (std::uint64_t seed = 1; seed <= 20; ++seed) {
                DungeonParams p;
                p.corridors = rule;
                for (const Corridor& c : generate(p, seed).corridors) ++shapes[static_cast<std::size_t>(c.shape)];
            }
            return shapes;
        };
        const auto proposal = count(CorridorRule::Proposal);
        const auto ours = count(CorridorRule::FewestBends);
        auto line = [](const std::array<int, 5>& n) {
            return QString("%1 straight, %2 L, %3 Z, %4 jog")
                .arg(n[std::size_t(CorridorShape::Straight)])
                .arg(n[std::size_t(CorridorShape::L)])
                .arg(n[std::size_t(CorridorShape::Z)])
                .arg(n[std::size_t(CorridorShape::Jog)]);
        };
        qInfo("proposal: %s; fewest bends: %s", qPrintable(line(proposal)), qPrintable(line(ours)));
        QCOMPARE(proposal[std::size_t(CorridorShape::L)], 0);
        QVERIFY(proposal[std::size_t(CorridorShape::Z)] > 50);
        QVERIFY(proposal[std::size_t(CorridorShape::Jog)] > 0);
        QVERIFY(ours[std::size_t(CorridorShape::L)] > 50);
        QCOMPARE(ours[std::size_t(CorridorShape::Jog)], 0);
    }

    void theProposalsWayIsAZOrADoubleJogByHowFarTheEndsDiffer_data()
    {
        QTest::addColumn<Rect>("b");
        QTest::addColumn<int>("shape");
        QTest::addColumn<QString>("cells");
        // Room a is always {2, 2, 5, 5}: columns 2-6, rows 2-6, its centre (4.5, 4.5).
        // b to the east, its point nearest a's centre 2.5 tiles above a's nearest b's centre:
        // across, up a tile and a half before b's wall, across into it.
        QTest::newRow("facing, 2.5 tiles apart: Z")
            << Rect { 14, 4, 5, 7 } << int(CorridorShape::Z) << "7,6 8,6 9,6 10,6 11,6 12,6 12,5 12,4 13,4";
        // b far to the east and below, the corners 3 tiles apart down: still a Z, never an L.
        QTest::newRow("corner, 3 tiles apart: Z") << Rect { 16, 10, 5, 5 } << int(CorridorShape::Z)
                                                  << "7,6 8,6 9,6 10,6 11,6 12,6 13,6 14,6 14,7 14,8 14,9 14,10 15,10";
        // The corners a tile apart down (no more than a tile and a half): out a tile and a half,
        // down to half-way, along, down the rest a tile and a half before b, in.
        QTest::newRow("corner, a tile apart: double jog")
            << Rect { 14, 8, 5, 5 } << int(CorridorShape::Jog) << "7,6 8,6 8,7 9,7 10,7 11,7 12,7 12,8 13,8";
        // Centres on one row: the jog has nothing to jog over, straight.
        QTest::newRow("in line: straight")
            << Rect { 12, 2, 5, 5 } << int(CorridorShape::Straight) << "7,4 8,4 9,4 10,4 11,4";
        // Farther below than beside: down first.
        QTest::newRow("below: Z down") << Rect { 4, 14, 5, 5 } << int(CorridorShape::Z)
                                       << "6,7 6,8 6,9 6,10 6,11 6,12 5,12 4,12 4,13";
    }
    void theProposalsWayIsAZOrADoubleJogByHowFarTheEndsDiffer()
    {
        QFETCH(Rect, b);
        QFETCH(int, shape);
        QFETCH(QString, cells);
        const std::vector<Rect> rooms = { { 2, 2, 5, 5 }, b };
        Digger digger(30, 30, rooms);
        const std::optional<Corridor> way = digger.proposalWay(0, 1);
        QVERIFY(way.has_value());
        QStringList got;
        for (const Cell c : way->cells) got << QString("%1,%2").arg(c.col).arg(c.row);
        QCOMPARE(got.join(' '), cells);
        QCOMPARE(int(way->shape), shape);
        QVERIFY(digger.fits(way->cells, 0, 1, false));
    }

    void aDefaultDungeonIsATree()
    {
        // No loops unless asked for: as many links as rooms joined, less one, for every way of
        // joining them; with --loops there are more.
        QCOMPARE(DungeonParams().loops, 0.0);
        for (Connection c : kConnections) {
            for (std::uint64_t seed : { 3ull, 9ull }) {
                const Dungeon d = generate(params(c, Placement::Scatter, 40), seed);
                QCOMPARE(d.links.size() + 1, d.rooms.size());
                DungeonParams loopy = params(c, Placement::Scatter, 40);
                loopy.loops = 0.2;
                const Dungeon l = generate(loopy, seed);
                QVERIFY(l.links.size() + 1 > l.rooms.size());
            }
        }
    }

    void theNeighbourTreeGrowsFromTheFirstRoomWhateverTheGroups()
    {
        // The articles colour from room 1 (our room 0), always: its group is the dungeon, even
        // when another group of neighbours is larger; the rest are dropped and reported.
        bool sawSmallerGroup = false;
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            Generator g(params(Connection::Neighbours, Placement::Scatter, 30), seed);
            g.finish();
            if (g.failed() || g.tree().empty()) continue;
            QCOMPARE(g.tree().front().a, 0);
            UnionFind groups(static_cast<int>(g.rooms().size()));
            for (const Edge& e : g.graph()) groups.unite(e.a, e.b);
            int largest = 0;
            for (int i = 0; i < groups.size(); ++i) largest = std::max(largest, groups.setSize(i));
            sawSmallerGroup = sawSmallerGroup || groups.setSize(0) < largest;
            QCOMPARE(static_cast<int>(g.result().rooms.size()), groups.setSize(0));
        }
        QVERIFY(sawSmallerGroup);
    }

    void theNeighbourTreeIsDepthFirstUnlessAskedOtherwise()
    {
        // The default tree is the articles' depth-first one; breadth-first is still there.
        DungeonParams p = params(Connection::Neighbours, Placement::Scatter, 40);
        QCOMPARE(p.tree, TreeOrder::DepthFirst);
        Generator deep(p, 2);
        p.tree = TreeOrder::BreadthFirst;
        Generator wide(p, 2);
        deep.finish();
        wide.finish();
        // The same rooms and graph, another tree: depth-first goes on from the room just reached
        // wherever it can.
        QCOMPARE(deep.graph(), wide.graph());
        QVERIFY(deep.tree() != wide.tree());
        int chained = 0;
        for (std::size_t i = 1; i < deep.tree().size(); ++i) chained += deep.tree()[i].a == deep.tree()[i - 1].b;
        int chainedWide = 0;
        for (std::size_t i = 1; i < wide.tree().size(); ++i) chainedWide += wide.tree()[i].a == wide.tree()[i - 1].b;
        QVERIFY(chained > chainedWide);
    }

    void unjoinableRoomsAreDroppedAndReported()
    {
        // Spread rooms rarely have walls close enough for doors.
        const Dungeon d = generate(params(Connection::Neighbours, Placement::Spread, 30), 1);
        QVERIFY(!d.dropped.empty());
        QCOMPARE(static_cast<int>(d.rooms.size() + d.dropped.size()), 30);
        const ReadResult read = readMaze(writeMaze(d.maze));
        QVERIFY(read.diagnostics.empty());
        for (const Rect& r : d.dropped) QCOMPARE(d.maze.tiles.get(r.x, r.y), Tile::Wall);
    }

    void theHouseHasItsDoorBelowAFloorTile()
    {
        const Dungeon d = generate(params(Connection::Tree, Placement::Scatter), 12);
        const auto door = d.maze.door();
        QVERIFY(door.has_value());
        QVERIFY(isCorridor(d.maze.tiles.get(*d.maze.doorstep())));
        QCOMPARE(d.maze.tiles.get(*d.maze.house()), Tile::House);
        const Rect& room = d.rooms[static_cast<std::size_t>(d.house)];
        QVERIFY(room.contains(door->col, door->row));
        QVERIFY(d.maze.tiles.count([](Tile t) { return t == Tile::Energizer; }) == 4);
    }

    void aGeneratedLevelPlays()
    {
        const Dungeon d = generate(params(Connection::Tree, Placement::Scatter, 12), 21);
        HeadlessOptions options;
        options.seconds = 20;
        const GameSummary summary = playHeadless(d.maze, options);
        QVERIFY(summary.steps > 0);
        QVERIFY(summary.dots > 0);
    }

    void aThousandRoomsMakeALevel()
    {
        DungeonParams p = params(Connection::Tunnels, Placement::Scatter, 1000);
        const Dungeon d = generate(p, 2);
        QVERIFY(d.rooms.size() + d.dropped.size() == 1000);
        QVERIFY(readMaze(writeMaze(d.maze)).ok());
    }
};

QTEST_APPLESS_MAIN(TstGenerator)
#include "tst_generator.moc"
