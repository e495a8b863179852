#include "testmaps.h"

#include "game/headless.h"
#include "game/pilot.h"
#include "game/replay.h"

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

Maze shippedLevel(const QString& name)
{
    ReadResult r = readMaze(test::readFile(test::resource(QStringLiteral("levels/") + name + QStringLiteral(".maze"))));
    if (!r.ok()) throw std::runtime_error("a shipped level does not read cleanly");
    return r.maze;
}

// The ways a replay asks for, as one number: FNV-1a over each input's step and way.
std::uint64_t inputsHash(const Replay& replay)
{
    std::uint64_t hash = 14695981039346656037ull;
    const auto mix = [&](std::uint64_t v) {
        for (int i = 0; i < 8; ++i) {
            hash ^= (v >> (8 * i)) & 0xff;
            hash *= 1099511628211ull;
        }
    };
    for (const Replay::Input& input : replay.inputs) {
        mix(static_cast<std::uint64_t>(input.step));
        mix(input.wanted ? static_cast<std::uint64_t>(*input.wanted) : 9);
    }
    return hash;
}

std::string deathsText(const GameSummary& game)
{
    std::string text;
    for (const Cell& c : game.deaths)
        text += (text.empty() ? "" : " ") + std::to_string(c.col) + "," + std::to_string(c.row);
    return text;
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

    void everyPinnedGameIsPlayedAsItAlwaysWas()
    {
        // Whole games of both pilots, with and without the rules, on three levels: the seed, the
        // level and the rules decide the game, every way asked for and the pilot's searches. A
        // faster pilot must play exactly these.
        QFETCH(QString, level);
        QFETCH(QString, pilot);
        QFETCH(quint64, seed);
        QFETCH(QString, rules);
        QFETCH(double, seconds);
        Maze maze = shippedLevel(level);
        maze.rules = *ruleSetFromList(rules.toStdString());
        HeadlessOptions options;
        options.seed = seed;
        options.pilot = *pilotKindFromName(pilot.toStdString());
        options.seconds = seconds;
        Replay replay;
        PilotWork work;
        const GameSummary game = playHeadless(maze, options, &replay, &work);
        QTEST(game.score, "score");
        QTEST(game.steps, "steps");
        QTEST(game.level, "reached");
        QTEST(QString::fromStdString(deathsText(game)), "deaths");
        QTEST(work.searches, "searches");
        QTEST(work.visited, "visited");
        QTEST(static_cast<int>(replay.inputs.size()), "inputs");
        QTEST(static_cast<quint64>(inputsHash(replay)), "inputsHash");
    }
    void everyPinnedGameIsPlayedAsItAlwaysWas_data()
    {
        QTest::addColumn<QString>("level");
        QTest::addColumn<QString>("pilot");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<QString>("rules");
        QTest::addColumn<double>("seconds");
        QTest::addColumn<int>("score");
        QTest::addColumn<std::int64_t>("steps");
        QTest::addColumn<int>("reached");
        QTest::addColumn<QString>("deaths");
        QTest::addColumn<int>("searches");
        QTest::addColumn<std::int64_t>("visited");
        QTest::addColumn<int>("inputs");
        QTest::addColumn<quint64>("inputsHash");
        struct Pinned {
            const char* level;
            const char* pilot;
            quint64 seed;
            const char* rules;
            double seconds;
            int score;
            std::int64_t steps;
            int reached;
            const char* deaths;
            int searches;
            std::int64_t visited;
            int inputs;
            quint64 inputsHash;
        };
        const Pinned pinned[] = {
            { "classic", "expert", 7, "none", 600, 36260, 54913, 7, "25,27 5,28 1,26 1,27", 37582, 7636860, 3566,
                12088813578514866338ull },
            { "classic", "expert", 13, "pink-slip,red-astar,dot-counters", 600, 12010, 20199, 2,
                "3,22 12,25 25,27 7,28", 11809, 2284854, 1019, 11583884462337428232ull },
            { "classic", "expert", 18446744073709551615ull, "none", 45, 3410, 5400, 1, "25,5", 2857, 534529, 294,
                9517008411377798915ull },
            { "twin-tunnels", "expert", 5, "none", 600, 10470, 25135, 2, "10,7 5,9 1,17 3,20", 16141, 2244431, 1103,
                10389251251063760037ull },
            { "small", "expert", 3, "pink-slip,red-astar,dot-counters", 600, 35280, 72000, 75, "", 41230, 341165, 2168,
                15723829429001765825ull },
            { "classic", "casual", 4, "red-astar", 600, 4950, 9150, 2, "11,1 21,25 10,8", 902, 134718, 104,
                4797831788044004235ull },
            { "classic", "casual", 21, "dot-counters", 600, 5690, 10600, 2, "6,1 3,24 12,5", 1080, 165100, 136,
                9671930027073258707ull },
        };
        for (const Pinned& p : pinned) {
            QTest::addRow("%s, %s, seed %llu, rules %s", p.pilot, p.level, p.seed, p.rules)
                << QString::fromLatin1(p.level) << QString::fromLatin1(p.pilot) << p.seed
                << QString::fromLatin1(p.rules) << p.seconds << p.score << p.steps << p.reached
                << QString::fromLatin1(p.deaths) << p.searches << p.visited << p.inputs << p.inputsHash;
        }
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
