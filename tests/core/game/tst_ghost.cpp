#include "testmaps.h"

#include "game/game.h"
#include "game/ghost.h"
#include "path/distancemap.h"

#include <QtTest>

#include <vector>

using namespace mazeworks;

namespace {

// An open room: from its centre every way leads one tile nearer the centre itself.
const char* const kRoom = R"(
    row XXXXX
    row X___X
    row X___X
    row X___X
    row XXXXX
)";

// A loop round a block, for a blue ghost to wander.
const char* const kLoops = R"(
    row XXXXXXXXX
    row X_______X
    row X_XX_XX_X
    row X_______X
    row X_XX_XX_X
    row X_______X
    row XXXXXXXXX
)";

// A T where a ghost coming up (from below) must turn left or right: the column of its target
// decides.
const char* const kTee = R"(
    row XXXXXXXXX
    row X_______X
    row XXXX_XXXX
    row XXXX_XXXX
    row X_______X
    row XXXXXXXXX
)";

// The red ghost G at the T on top, the muncher M behind the wall below it. The next tile to
// the right is nearer M as the crow flies, but the right leads only into a dead end: the way
// is round by the left.
//        0123456789
//      0 XXXXXXXXXX
//      1 X___G____X
//      2 X_XXXXXX_X
//      3 X_X____X_X
//      4 X_X_XX_X_X
//      5 X___XM_X_X
//      6 XXXXXXXXXX
const char* const kDetour = R"(
    row XXXXXXXXXX
    row X________X
    row X_XXXXXX_X
    row X_X____X_X
    row X_X_XX_X_X
    row X___X__X_X
    row XXXXXXXXXX
)";

// A house under a corridor: the door at (5, 4), the doorstep above it at (5, 3), open both ways.
//        01234567890
//      0 XXXXXXXXXXX
//      1 X_________X
//      2 X_XXX_XXX_X
//      3 X____s____X
//      4 XXXXX-XXXXX
//      5 XXXXHHHXXXX
//      6 XXXXXXXXXXX
const char* const kHouse = R"(
    row XXXXXXXXXXX
    row X_________X
    row X_XXX_XXX_X
    row X_________X
    row XXXXX-XXXXX
    row XXXXHHHXXXX
    row XXXXXXXXXXX
)";

RuleSet rulesOf(std::initializer_list<GameRule> rules)
{
    RuleSet set;
    for (GameRule r : rules) set.add(r);
    return set;
}

Ghost::World worldOn(const TileMap<Tile>& map, Random* random = nullptr)
{
    Ghost::World w;
    w.tiles = &map;
    w.random = random;
    return w;
}

} // namespace

Q_DECLARE_METATYPE(Direction)
Q_DECLARE_METATYPE(Cell)

class TstGhost : public QObject {
    Q_OBJECT

private slots:
    void eachGhostAimsAtATileOfItsOwn()
    {
        Game game(test::classic(), 1);
        game.putMuncher(13, 22, Direction::Left);
        game.putGhost(GhostKind::Red, 13, 11, Direction::Left, Ghost::Mode::Chase);
        game.putGhost(GhostKind::Orange, 25, 1, Direction::Left, Ghost::Mode::Chase);
        QCOMPARE(game.chaseTarget(GhostKind::Red), (Cell { 13, 22 })); // the muncher itself
        QCOMPARE(game.chaseTarget(GhostKind::Pink), (Cell { 9, 22 })); // four tiles ahead of it
        // Two tiles ahead is (11, 22); red is 11 tiles above that, so cyan aims 11 tiles below.
        QCOMPARE(game.chaseTarget(GhostKind::Cyan), (Cell { 9, 33 }));
        QCOMPARE(game.chaseTarget(GhostKind::Orange), (Cell { 13, 22 })); // far away: it hunts
        game.putGhost(GhostKind::Orange, 13, 19, Direction::Left, Ghost::Mode::Chase);
        QCOMPARE(game.chaseTarget(GhostKind::Orange), (Cell { 0, 31 })); // close: off to its corner
        QCOMPARE(game.target(GhostKind::Orange), std::optional(Cell { 0, 31 }));
        QCOMPARE(game.target(GhostKind::Pink), std::nullopt); // in the house it aims at nothing
    }

    void withPinkSlipPinkAimsFourUpAndFourLeftWhenTheMuncherFacesUp()
    {
        // The muncher M at (5, 4) facing up: straight, pink aims at (5, 0); with the slip at
        // (1, 0). Pink coming up into the T at (4, 1) turns right, or with the slip left.
        //     0123456789
        //   0 X1XXXpXXX      p: the target straight, 1: with the slip
        //   1 X___P___X
        //   4 X____M__X
        const TileMap<Tile> map = test::tiles(kTee);
        Ghost pink(GhostKind::Pink, Start { { 4, 1 }, Direction::Up }, Cell { 0, 0 }, 0);
        QCOMPARE(pink.chaseTarget({ 5, 4 }, Direction::Up, {}), (Cell { 5, 0 }));
        Ghost::World w = worldOn(map);
        w.muncher = { 5, 4 };
        w.facing = Direction::Up;
        pink.place({ 4, 1 }, Direction::Up, Ghost::Mode::Chase);
        pink.update(0.01, w);
        QCOMPARE(pink.walker().heading(), std::optional(Direction::Right));

        pink.setRules(rulesOf({ GameRule::PinkSlip }));
        QCOMPARE(pink.chaseTarget({ 5, 4 }, Direction::Up, {}), (Cell { 1, 0 }));
        pink.place({ 4, 1 }, Direction::Up, Ghost::Mode::Chase);
        pink.update(0.01, w);
        QCOMPARE(pink.walker().heading(), std::optional(Direction::Left));
        // Facing any other way the slip changes nothing; and no other ghost slips.
        QCOMPARE(pink.chaseTarget({ 5, 4 }, Direction::Left, {}), (Cell { 1, 4 }));
        QCOMPARE(pink.chaseTarget({ 5, 4 }, Direction::Down, {}), (Cell { 5, 8 }));
        QCOMPARE(pink.chaseTarget({ 5, 4 }, Direction::Right, {}), (Cell { 9, 4 }));
        Ghost cyan(GhostKind::Cyan, Start { { 4, 1 }, Direction::Up }, Cell { 0, 0 }, 0);
        cyan.setRules(rulesOf({ GameRule::PinkSlip }));
        QCOMPARE(cyan.chaseTarget({ 5, 4 }, Direction::Up, { 5, 4 }), (Cell { 5, 0 }));
    }

    void withRedAStarRedTakesTheAStarTurnWhereTheGreedyOneDiffers()
    {
        const TileMap<Tile> map = test::tiles(kDetour);
        Ghost::World w = worldOn(map);
        w.muncher = { 5, 5 };
        Ghost red(GhostKind::Red, Start { { 4, 1 }, Direction::Up }, Cell { 0, 0 }, 0);
        red.place({ 4, 1 }, Direction::Up, Ghost::Mode::Chase);
        red.update(0.01, w);
        QCOMPARE(red.walker().heading(), std::optional(Direction::Right)); // greedy: into the dead end
        red.setRules(rulesOf({ GameRule::RedAStar }));
        red.place({ 4, 1 }, Direction::Up, Ghost::Mode::Chase);
        red.update(0.01, w);
        QCOMPARE(red.walker().heading(), std::optional(Direction::Left)); // A*: round by the left
        // It follows the way at every crossing: walked on, it reaches the muncher's tile.
        for (int i = 0; i < 16 * 120 && red.cell() != w.muncher; ++i) red.update(1.0 / 120, w);
        QCOMPARE(red.cell(), w.muncher);
        // Scattering it keeps the greedy rule; and only red searches.
        red.place({ 4, 1 }, Direction::Up, Ghost::Mode::Scatter);
        Ghost pink(GhostKind::Pink, Start { { 4, 1 }, Direction::Up }, Cell { 0, 0 }, 0);
        pink.setRules(rulesOf({ GameRule::RedAStar }));
        pink.place({ 4, 1 }, Direction::Up, Ghost::Mode::Chase);
        w.facing = Direction::Right; // pink aims at (9, 5): right, greedily
        pink.update(0.01, w);
        QCOMPARE(pink.walker().heading(), std::optional(Direction::Right));
    }

    void atACrossingAGhostTakesTheWayNearestItsTargetButNeverBack()
    {
        Game game(test::classic(), 1);
        game.skipReady();
        game.putMuncher(6, 22, std::nullopt);
        // At (6, 5) the ways lead up, down and right; left is back. The muncher is far below.
        game.putGhost(GhostKind::Red, 6, 5, Direction::Right, Ghost::Mode::Chase);
        game.step(std::nullopt);
        QCOMPARE(game.ghost(GhostKind::Red).walker().heading(), std::optional(Direction::Down));
        // Scattering towards (24, -3), the same ghost at the same crossing goes right: nearer than up.
        game.putGhost(GhostKind::Red, 6, 5, Direction::Right, Ghost::Mode::Scatter);
        game.step(std::nullopt);
        QCOMPARE(game.ghost(GhostKind::Red).walker().heading(), std::optional(Direction::Right));
    }

    void tiesGoUpLeftDownRight_data()
    {
        QTest::addColumn<Direction>("heading");
        QTest::addColumn<Direction>("chosen");
        // Every open way but back is one tile from the target: the first of up, left, down, right.
        QTest::newRow("walking up") << Direction::Up << Direction::Up;
        QTest::newRow("walking left") << Direction::Left << Direction::Up;
        QTest::newRow("walking down") << Direction::Down << Direction::Left;
        QTest::newRow("walking right") << Direction::Right << Direction::Up;
    }
    void tiesGoUpLeftDownRight()
    {
        QFETCH(Direction, heading);
        QFETCH(Direction, chosen);
        const TileMap<Tile> map = test::tiles(kRoom);
        Ghost ghost(GhostKind::Red, Start { { 2, 2 }, heading }, Cell { 2, 2 }, 0);
        ghost.place({ 2, 2 }, heading, Ghost::Mode::Scatter);
        ghost.update(0.01, worldOn(map));
        QCOMPARE(ghost.walker().heading(), std::optional(chosen));
    }

    void aGhostLeavingTheHouseChangesModeOnTheDoorstepAndTurnsLeft_data()
    {
        QTest::addColumn<Cell>("from");
        QTest::addColumn<Direction>("heading");
        QTest::newRow("out of the house") << Cell { 5, 5 } << Direction::Up;
        // Back to life somewhere else (a level's start outside the house): to the doorstep first.
        QTest::newRow("from a corridor far off") << Cell { 9, 1 } << Direction::Left;
        QTest::newRow("from beside the doorstep") << Cell { 6, 3 } << Direction::Left;
    }
    void aGhostLeavingTheHouseChangesModeOnTheDoorstepAndTurnsLeft()
    {
        QFETCH(Cell, from);
        QFETCH(Direction, heading);
        const TileMap<Tile> map = test::tiles(kHouse);
        const Cell doorstep { 5, 3 };
        const Cell house { 5, 5 };
        const auto notWall = [&map](int col, int row) { return map[map.index(col, row)] != Tile::Wall; };
        DistanceMap toDoorstep;
        toDoorstep.compute(map.width(), map.height(), notWall, std::span<const Cell>(&doorstep, 1));
        DistanceMap toHouse;
        toHouse.compute(map.width(), map.height(), notWall, std::span<const Cell>(&house, 1));
        Ghost::World w = worldOn(map);
        w.toDoorstep = &toDoorstep;
        w.toHouse = &toHouse;
        w.scheduled = Ghost::Mode::Chase;
        w.muncher = { 9, 3 }; // to the right: a greedy hunter would turn right
        Ghost ghost(GhostKind::Pink, Start { from, heading }, Cell { 0, 0 }, 0);
        ghost.place(from, heading, Ghost::Mode::Leaving);
        Cell changedAt { -1, -1 };
        for (int i = 0; i < 20 * 120 && ghost.mode() == Ghost::Mode::Leaving; ++i) {
            ghost.update(1.0 / 120, w);
            if (ghost.mode() != Ghost::Mode::Leaving) changedAt = ghost.cell(); // a step after the turn
        }
        QCOMPARE(ghost.mode(), Ghost::Mode::Chase);
        QCOMPARE(changedAt, doorstep);
        QCOMPARE(ghost.walker().heading(), std::optional(Direction::Left));
    }

    void aHuntingGhostThatChangesItsMindTurnsRound()
    {
        Ghost ghost(GhostKind::Pink, Start { { 2, 2 }, Direction::Left }, Cell { 0, 0 }, 0);
        ghost.place({ 2, 2 }, Direction::Left, Ghost::Mode::Scatter);
        ghost.follow(Ghost::Mode::Chase);
        QCOMPARE(ghost.mode(), Ghost::Mode::Chase);
        QCOMPARE(ghost.walker().heading(), std::optional(Direction::Right));
        ghost.frighten();
        QCOMPARE(ghost.mode(), Ghost::Mode::Frightened);
        QCOMPARE(ghost.walker().heading(), std::optional(Direction::Left));
        // The end of the blue time is no change of mind: no turn.
        ghost.follow(Ghost::Mode::Scatter);
        QCOMPARE(ghost.walker().heading(), std::optional(Direction::Left));
        ghost.frighten();
        ghost.eaten();
        QVERIFY(ghost.eyes());
        QVERIFY(!ghost.dangerous());
        QCOMPARE(ghost.walker().heading(), std::optional(Direction::Right));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, ghost.eaten()); // eaten twice: refused
        ghost.follow(Ghost::Mode::Chase); // eyes follow no schedule
        QCOMPARE(ghost.mode(), Ghost::Mode::Eaten);
    }

    void aBlueGhostWandersByItsSeedAndNeverTurnsBack()
    {
        const TileMap<Tile> map = test::tiles(kLoops);
        bool turnedBack = false;
        const auto wander = [&](std::uint64_t seed) {
            Random random(seed);
            Ghost ghost(GhostKind::Cyan, Start { { 1, 1 }, Direction::Right }, Cell { 0, 0 }, 0);
            ghost.place({ 1, 1 }, Direction::Right, Ghost::Mode::Frightened);
            std::vector<Cell> way;
            for (int i = 0; i < 400; ++i) {
                const auto before = ghost.walker().heading();
                ghost.update(Rules::Step, worldOn(map, &random));
                const auto after = ghost.walker().heading();
                if (before && after && *after == opposite(*before)) turnedBack = true; // the loops have no dead end
                if (way.empty() || way.back() != ghost.cell()) way.push_back(ghost.cell());
            }
            return way;
        };
        QCOMPARE(wander(5), wander(5));
        QVERIFY(wander(5) != wander(6));
        QVERIFY(!turnedBack);
    }

    void theSpeedDependsOnTheModeTheTunnelAndTheLevel()
    {
        Game game(test::classic(), 1);
        game.putGhost(GhostKind::Red, 2, 14, Direction::Left, Ghost::Mode::Chase);
        QCOMPARE(game.ghostSpeed(GhostKind::Red), Rules::TunnelSpeed);
        game.putGhost(GhostKind::Red, 6, 14, Direction::Left, Ghost::Mode::Chase);
        QCOMPARE(game.ghostSpeed(GhostKind::Red), Rules::GhostSpeed);
        game.putGhost(GhostKind::Red, 2, 14, Direction::Left, Ghost::Mode::Frightened);
        QCOMPARE(game.ghostSpeed(GhostKind::Red), Rules::FrightenedSpeed);
        game.putGhost(GhostKind::Red, 2, 14, Direction::Left, Ghost::Mode::Eaten);
        QCOMPARE(game.ghostSpeed(GhostKind::Red), Rules::EyesSpeed);
        QCOMPARE(game.ghostSpeed(GhostKind::Pink), Rules::HouseSpeed);
        QCOMPARE(game.muncherSpeed(), Rules::MuncherSpeed);
        QVERIFY(Rules::pace(2) > Rules::pace(1));
        QCOMPARE(Rules::pace(50), 1.25);
    }
};

QTEST_APPLESS_MAIN(TstGhost)
#include "tst_ghost.moc"
