#include "testmaps.h"

#include "game/headless.h"
#include "game/pilot.h"

#include <QtTest>

#include <algorithm>
#include <cstdint>

using namespace mazeworks;

namespace {

// The bottom corridor of the classic maze, row 28, leaves it only at columns 1, 12, 14 and 25.
// The muncher walks left at column 10 towards the dots; the red ghost comes along the row from
// the right and the pink one from the left. The way out is up at column 12, behind it, and it
// is open only for a moment.
void closeTheCorridor(Game& game)
{
    game.skipReady();
    game.putMuncher(10, 28, Direction::Left);
    game.putGhost(GhostKind::Red, 17, 28, Direction::Left, Ghost::Mode::Chase);
    game.putGhost(GhostKind::Pink, 3, 28, Direction::Right, Ghost::Mode::Chase);
    // The other two are blue and far away, at the top.
    game.putGhost(GhostKind::Cyan, 1, 1, Direction::Right, Ghost::Mode::Frightened);
    game.putGhost(GhostKind::Orange, 25, 1, Direction::Left, Ghost::Mode::Frightened);
}

bool caughtWithin(Game& game, Pilot* pilot, double seconds)
{
    for (int i = 0; i < static_cast<int>(seconds * Rules::StepsPerSecond); ++i) {
        game.step(pilot ? pilot->steer(game) : std::nullopt);
        for (const Event& e : game.events()) {
            if (e.kind == Event::Kind::Caught) return true;
        }
    }
    return false;
}

double meanScore(const std::vector<GameSummary>& games)
{
    double sum = 0;
    for (const GameSummary& g : games) sum += g.score;
    return sum / static_cast<double>(games.size());
}

} // namespace

class TstPilot : public QObject {
    Q_OBJECT

private slots:
    void theCasualPilotClearsALevelAndLosesItsLivesInTheEnd()
    {
        const std::vector<GameSummary> games = playHeadless(test::classic(), PilotKind::Casual, 1, 5, 600);
        int best = 0;
        int levels = 0;
        int ended = 0;
        for (const GameSummary& g : games) {
            qInfo("seed %llu: %d points, level %d, %s after %.1f s", static_cast<unsigned long long>(g.seed), g.score,
                g.level, std::string(name(g.phase)).c_str(), g.seconds());
            best = std::max(best, g.score);
            levels = std::max(levels, g.level);
            if (g.phase == Game::Phase::Over) ++ended;
        }
        QVERIFY2(best >= 5000, qPrintable(QStringLiteral("best %1").arg(best)));
        QVERIFY2(levels >= 2, qPrintable(QStringLiteral("reached level %1").arg(levels)));
        QCOMPARE(ended, 5); // every game ends within ten minutes, so the title shows the end too
    }

    void theExpertPilotBeatsTheCasualOneClearly()
    {
        const Maze maze = test::classic();
        const auto casual = playHeadless(maze, PilotKind::Casual, 1, 4, 300);
        const auto expert = playHeadless(maze, PilotKind::Expert, 1, 4, 300);
        qInfo("mean score over seeds 1 to 4, five minutes at most: casual %.0f, expert %.0f", meanScore(casual),
            meanScore(expert));
        QVERIFY(meanScore(expert) >= 2 * meanScore(casual));
        const auto level = [](const std::vector<GameSummary>& games) {
            int most = 0;
            for (const GameSummary& g : games) most = std::max(most, g.level);
            return most;
        };
        QVERIFY(level(expert) > level(casual));
    }

    void theExpertPlaysTheSameGamesAsItAlwaysDid()
    {
        // Two whole games on the classic maze, pinned: a change to how the expert decides shows
        // here first, and a change that only rearranges its code must leave them as they are.
        const Maze maze = test::classic();
        QFETCH(quint64, seed);
        HeadlessOptions options;
        options.seed = seed;
        options.pilot = PilotKind::Expert;
        const GameSummary game = playHeadless(maze, options);
        QCOMPARE(game.phase, Game::Phase::Over);
        QTEST(game.score, "score");
        QTEST(game.steps, "steps");
        QTEST(game.level, "level");
    }
    void theExpertPlaysTheSameGamesAsItAlwaysDid_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("score");
        QTest::addColumn<std::int64_t>("steps");
        QTest::addColumn<int>("level");
        QTest::newRow("seed 1") << quint64 { 1 } << 30690 << std::int64_t { 47161 } << 5;
        QTest::newRow("seed 2") << quint64 { 2 } << 16150 << std::int64_t { 30980 } << 4;
    }

    void theExpertDoesNotDieBetweenTwoGhostsFromBothEndsOfACorridor()
    {
        const Maze maze = test::classic();
        {
            Game game(maze, 1);
            closeTheCorridor(game);
            QVERIFY(caughtWithin(game, nullptr, 3)); // walking on to the dots is death
        }
        Game game(maze, 1);
        closeTheCorridor(game);
        Pilot expert(PilotKind::Expert, 1);
        QVERIFY(!caughtWithin(game, &expert, 3));
        QVERIFY(game.muncher().cell().row < 28); // it got out of the corridor
    }

    void thePilotPlansWhenTheMuncherReachesANewTile()
    {
        Game game(test::classic(), 3);
        game.skipReady();
        Pilot pilot(PilotKind::Casual, 3);
        std::vector<Cell> tiles;
        for (int i = 0; i < 240; ++i) {
            game.step(pilot.steer(game));
            if (tiles.empty() || tiles.back() != game.muncher().cell()) tiles.push_back(game.muncher().cell());
        }
        QVERIFY(pilot.plans() <= static_cast<int>(tiles.size()) + 1);
        QVERIFY(pilot.plans() >= static_cast<int>(tiles.size()) - 1);
    }

    void thePlanAndTheDangerShowWhatThePilotThinks()
    {
        Game game(test::classic(), 1);
        game.skipReady();
        game.putMuncher(6, 22, Direction::Left);
        game.putGhost(GhostKind::Red, 9, 22, Direction::Left, Ghost::Mode::Chase);
        Pilot casual(PilotKind::Casual, 1);
        casual.steer(game);
        QCOMPARE(casual.plan().front(), game.muncher().cell());
        QCOMPARE(std::optional(casual.plan().back()), casual.goal());
        QVERIFY(casual.danger({ 9, 21 }) >= Pilot::Near); // next to the ghost
        QVERIFY(casual.danger({ 7, 22 }) >= Pilot::Close); // ahead of it
        QCOMPARE(casual.danger({ 20, 5 }), 0.0);
        Pilot expert(PilotKind::Expert, 1);
        expert.steer(game);
        QCOMPARE(expert.danger({ 8, 22 }), kInfinity); // the ghost gets there first
        QVERIFY(expert.danger({ 10, 22 }) < kInfinity); // behind it: a ghost never turns back
        QVERIFY(expert.danger({ 1, 25 }) < kInfinity);
        QVERIFY(expert.goal().has_value());
    }

    void aDistractedPilotLooksAwayNowAndThen()
    {
        Game game(test::classic(), 2);
        Pilot pilot(PilotKind::Casual, 2);
        int distracted = 0;
        for (int i = 0; i < 60 * 120 && game.phase() != Game::Phase::Over; ++i) {
            game.step(pilot.steer(game));
            distracted += pilot.distracted() ? 1 : 0;
        }
        QVERIFY(distracted > 0);
        QVERIFY(distracted < 60 * 120 / 2);
    }
};

QTEST_APPLESS_MAIN(TstPilot)
#include "tst_pilot.moc"
