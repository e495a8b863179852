#include "testmaps.h"

#include "game/headless.h"
#include "game/playtest.h"

#include <QtTest>

#include <cmath>
#include <cstdint>

using namespace mazeworks;

namespace {

std::vector<GameSummary> summaries(const std::vector<PlaytestGame>& games)
{
    std::vector<GameSummary> list;
    for (const PlaytestGame& g : games) list.push_back(g.summary);
    return list;
}

} // namespace

// A playtest's games on threads: the same games and figures whatever the number of threads.
class TstPlaytestRun : public QObject {
    Q_OBJECT

private slots:
    void anyNumberOfThreadsPlaysTheSameGamesInSeedOrder()
    {
        const Maze classic = test::classic();
        const PlaytestOptions options { PilotKind::Casual, 7, 5, 40 };
        std::vector<GameSummary> one;
        for (int threads : { 1, 2, 3, 8 }) {
            Playtest playtest(classic, options);
            int told = -1;
            playtest.run(threads, [&](int played, int total) {
                QCOMPARE(total, 5);
                QVERIFY(played >= told);
                told = played;
            });
            QCOMPARE(told, 5); // the end is always told
            QVERIFY(!playtest.wasCancelled());
            const std::vector<GameSummary> games = summaries(playtest.games());
            if (threads == 1) {
                one = games;
                // Each is the game of mazeworks-cli play with its seed.
                QCOMPARE(games, playHeadless(classic, PilotKind::Casual, 7, 5, 40));
            }
            QCOMPARE(games, one);
            QVERIFY(playtest.games(1).empty()); // one level only
        }
    }

    void aComparisonPlaysTheSameSeedsOnEachLevel()
    {
        Maze ruled = test::classic();
        ruled.rules = *ruleSetFromList("dot-counters");
        const Maze plain = test::classic();
        const PlaytestOptions options { PilotKind::Casual, 2, 3, 40 };
        Playtest both({ ruled, plain }, options);
        QCOMPARE(both.total(), 6);
        both.run(2);
        QCOMPARE(summaries(both.games(0)), playHeadless(ruled, PilotKind::Casual, 2, 3, 40));
        QCOMPARE(summaries(both.games(1)), playHeadless(plain, PilotKind::Casual, 2, 3, 40));
        QVERIFY(summaries(both.games(0)) != summaries(both.games(1)));
    }

    void cancelStopsBeforeTheNextGameAndKeepsThoseInSeedOrder()
    {
        Playtest playtest(test::classic(), { PilotKind::Casual, 1, 1000, 20 });
        playtest.run(
            2,
            [&](int played, int) {
                if (played >= 1) playtest.cancel();
            },
            std::chrono::milliseconds(1));
        QVERIFY(playtest.wasCancelled());
        const std::vector<PlaytestGame> games = playtest.games();
        QVERIFY(!games.empty());
        QVERIFY(games.size() < 1000);
        QCOMPARE(playtest.played(), static_cast<int>(games.size()));
        for (std::size_t i = 1; i < games.size(); ++i) QVERIFY(games[i - 1].summary.seed < games[i].summary.seed);
    }

    void shardsPlayEveryNthSeedAndTheirTalliesMergeIntoTheWholeRun()
    {
        const Maze classic = test::classic();
        const PlaytestOptions whole { PilotKind::Casual, 11, 10, 30 };
        Playtest all(classic, whole);
        all.run(2);
        // 10 games in 4 shards: 3, 3, 2, 2; shard 2 (0-based 1) plays games 1, 5, 9.
        PlaytestOptions second = whole;
        second.shard = 1;
        second.shards = 4;
        QCOMPARE(gamesInShard(second), 3);
        QCOMPARE(placeInPlaytest(second, 2), std::uint64_t { 9 });
        PlaytestTally merged;
        int played = 0;
        for (int shard : { 3, 0, 2, 1 }) {
            PlaytestOptions options = whole;
            options.shard = shard;
            options.shards = 4;
            Playtest part(classic, options);
            part.run(1);
            QCOMPARE(part.total(), shard < 2 ? 3 : 2);
            const std::vector<PlaytestGame> games = part.games();
            for (std::size_t j = 0; j < games.size(); ++j)
                QCOMPARE(games[j].summary.seed, 11 + static_cast<std::uint64_t>(shard) + 4 * j);
            played += static_cast<int>(games.size());
            merged.merge(part.tally());
        }
        QCOMPARE(played, 10);
        // The same sums, the same best game, the same figures to the last bit.
        QCOMPARE(merged, all.tally());
        QCOMPARE(merged, tallyOf(all.games()));
        const PlaytestFigures a = figuresOfTally(merged);
        const PlaytestFigures b = figuresOf(all.games());
        QCOMPARE(a.meanScore, b.meanScore);
        QCOMPARE(a.meanSeconds, b.meanSeconds);
        QCOMPARE(a.meanScoreInterval->low, b.meanScoreInterval->low);
        QCOMPARE(a.meanSecondsInterval->high, b.meanSecondsInterval->high);
        QCOMPARE(a.bestSeed, b.bestSeed);
    }

    void aTallysFiguresAreTheGamesOwn()
    {
        // Three games drawn by hand: scores 100, 300, 300 (the best is the first of the two 300s),
        // levels 1, 2, 3, lengths 60, 120, 180 s, caught first at 10 s and 30 s.
        std::vector<PlaytestGame> games(3);
        const int scores[] = { 100, 300, 300 };
        for (int i = 0; i < 3; ++i) {
            games[i].summary.seed = 50 + static_cast<std::uint64_t>(i);
            games[i].summary.score = scores[i];
            games[i].summary.level = i + 1;
            games[i].summary.steps = 120 * 60 * (i + 1);
            games[i].summary.phase = Game::Phase::Over;
            games[i].summary.deaths = { Cell { 2, 1 }, Cell { i, 0 } };
        }
        games[0].firstDeathStep = 120 * 10;
        games[2].firstDeathStep = 120 * 30;
        const PlaytestTally t = tallyOf(games);
        QCOMPARE(t.bestSeed, std::uint64_t { 51 });
        QCOMPARE(t.bestIndex, std::uint64_t { 1 });
        QCOMPARE(t.deaths.at({ 1, 2 }), std::int64_t { 3 }); // (row, col): three catches at 2,1
        QCOMPARE(t.deaths.at({ 0, 0 }), std::int64_t { 1 });
        const PlaytestFigures f = figuresOfTally(t);
        QCOMPARE(f.cleared, 2);
        QCOMPARE(f.meanLevel, 2.0);
        QCOMPARE(f.meanSeconds, 120.0);
        QCOMPARE(*f.meanSecondsToFirstDeath, 20.0);
        // Levels 1, 2, 3: variance 1, t(0.975, 2) = 4.302652729749464, half width t / sqrt(3).
        QVERIFY(std::abs(f.meanLevelInterval->high - (2 + 4.302652729749464 / std::sqrt(3.0))) < 1e-9);
        QCOMPARE(f.clearRateInterval, stats::wilson(2, 3));
        // Seconds to the first catch, 10 and 30: mean 20, variance 200, t(0.975, 1) = 12.7062...
        QVERIFY(std::abs(f.meanSecondsToFirstDeathInterval->low - (20 - 12.706204736174698 * 10)) < 1e-9);
    }
};

QTEST_GUILESS_MAIN(TstPlaytestRun)
#include "tst_playtestrun.moc"
