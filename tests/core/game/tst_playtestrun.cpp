#include "testmaps.h"

#include "game/headless.h"
#include "game/playtest.h"

#include <QtTest>

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
};

QTEST_GUILESS_MAIN(TstPlaytestRun)
#include "tst_playtestrun.moc"
