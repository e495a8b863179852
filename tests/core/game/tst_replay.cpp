#include "testmaps.h"

#include "game/headless.h"
#include "game/replay.h"

#include <QtTest>

#include <sstream>

using namespace mazeworks;

namespace {

// A short hand-made replay of the classic maze: 600 steps, three inputs.
Replay handMade()
{
    Replay r;
    r.level = test::classicText();
    r.seed = 1;
    r.steps = 600;
    r.inputs = { { 0, Direction::Left }, { 60, Direction::Up }, { 200, std::nullopt } };
    return r;
}

std::vector<std::string> linesOf(const std::string& text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

std::string joined(const std::vector<std::string>& lines)
{
    std::string out;
    for (const std::string& line : lines) out += line + "\n";
    return out;
}

int lineOf(const std::vector<std::string>& lines, const std::string& text)
{
    const auto it = std::find(lines.begin(), lines.end(), text);
    return it == lines.end() ? -1 : static_cast<int>(it - lines.begin()) + 1;
}

} // namespace

class TstReplay : public QObject {
    Q_OBJECT

private slots:
    void aRecordedGamePlaysBackToTheSameResult_data()
    {
        QTest::addColumn<int>("pilot");
        QTest::addColumn<int>("seed");
        QTest::addColumn<double>("seconds");
        QTest::newRow("casual, to the end") << static_cast<int>(PilotKind::Casual) << 2 << 600.0;
        QTest::newRow("expert, a minute") << static_cast<int>(PilotKind::Expert) << 3 << 60.0;
    }
    void aRecordedGamePlaysBackToTheSameResult()
    {
        QFETCH(int, pilot);
        QFETCH(int, seed);
        QFETCH(double, seconds);
        const Maze maze = test::classic();
        Replay recorded;
        recorded.level = test::classicText();
        const GameSummary played = playHeadless(
            maze, { static_cast<std::uint64_t>(seed), static_cast<PilotKind>(pilot), seconds }, &recorded);
        QCOMPARE(recorded.steps, played.steps);
        QVERIFY(recorded.inputs.size() > 10);
        const ReplayReadResult read = readReplay(writeReplay(recorded));
        QVERIFY(read.ok());
        QCOMPARE(read.maze, maze);
        const GameSummary again = playReplay(read.maze, read.replay);
        QCOMPARE(again, played);
        QVERIFY(compareResult(read.replay, again).empty());
    }

    void aReplayReadsBackAsItWasWritten()
    {
        Replay r = handMade();
        r.pilot = PilotKind::Expert;
        r.seed = 18446744073709551615ull;
        GameSummary result;
        result.score = 120;
        result.deaths = { { 13, 22 }, { 1, 8 } };
        r.setResult(result);
        const std::string text = writeReplay(r);
        const ReplayReadResult read = readReplay(text);
        QVERIFY(read.ok());
        QCOMPARE(read.replay.seed, r.seed);
        QCOMPARE(read.replay.pilot, r.pilot);
        QCOMPARE(read.replay.inputs, r.inputs);
        QCOMPARE(read.replay.level, r.level);
        QCOMPARE(writeReplay(read.replay), text);
        QCOMPARE(resultValue(result, "deaths"), std::string("13,22 1,8"));
    }

    void theLevelKeepsItsLinesAndLineEnds()
    {
        Replay r = handMade();
        r.level = "# a comment\r\n\r\n" + test::classicText();
        const ReplayReadResult read = readReplay(writeReplay(r));
        QVERIFY(read.ok());
        QCOMPARE(read.replay.level.substr(0, 13), std::string("# a comment\n\n"));
        QCOMPARE(read.maze, test::classic());
    }

    void aLevelLineEndingInCarriageReturnsOfItsOwnKeepsThem()
    {
        // Found by fuzz_replay: each write and read took one more CR off such a line.
        Replay r = handMade();
        r.level = "# a comment\r\r\r\n#\r\r\n" + test::classicText();
        const std::string text = writeReplay(r);
        const ReplayReadResult read = readReplay(text);
        QVERIFY(read.ok());
        QCOMPARE(read.replay.level, r.level);
        QCOMPARE(writeReplay(read.replay), text);
    }

    void aPlayerIsRecordedOnlyWhenTheWayChanges()
    {
        Replay r;
        r.record(0, std::nullopt);
        QVERIFY(r.inputs.empty());
        r.record(5, Direction::Left);
        r.record(6, Direction::Left);
        r.record(9, Direction::Up);
        r.record(9, Direction::Down); // the same step again: the later way counts
        r.record(12, std::nullopt);
        QCOMPARE(r.inputs,
            (std::vector<Replay::Input> { { 5, Direction::Left }, { 9, Direction::Down }, { 12, std::nullopt } }));
        QCOMPARE(r.wantedAt(4), std::nullopt);
        QCOMPARE(r.wantedAt(8), std::optional(Direction::Left));
        QCOMPARE(r.wantedAt(100), std::nullopt);
    }

    void aLongGameIsRecordedAsItWasBefore()
    {
        // The expert's 393 seconds on the classic maze, seed 1, as recorded before recording
        // looked only at the last input: 2845 inputs, the file pinned beside the test (data/).
        // Since the rules and the pilot's searches are noted too, their two lines are taken out
        // before the file is compared with what it was.
        Replay r;
        r.level = test::classicText();
        playHeadless(test::classic(), { 1, PilotKind::Expert, 600 }, &r);
        std::string text = writeReplay(r);
        QCOMPARE(r.rules, std::optional(RuleSet {}));
        QVERIFY(r.searches.has_value());
        const std::string notes = "rules none\nsearches " + std::to_string(r.searches->first) + " "
            + std::to_string(r.searches->second) + "\n";
        const auto at = text.find(notes);
        QVERIFY(at != std::string::npos);
        text.erase(at, notes.size());
        QCOMPARE(r.inputs.size(), std::size_t(2845));
        QCOMPARE(r.steps, std::int64_t(47161));
        const QString difference
            = test::differenceFromGolden(text, QFINDTESTDATA("data/classic-expert-seed-1-before-notes.replay"));
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
    }

    void aReplayKeepsTheRulesItWasPlayedBy()
    {
        // Played by rules the level does not have: the replay says them, and plays back by them.
        Maze maze = test::classic();
        maze.rules.add(GameRule::RedAStar);
        maze.rules.add(GameRule::DotCounters);
        Replay r;
        r.level = test::classicText();
        const GameSummary played = playHeadless(maze, { 3, PilotKind::Expert, 60 }, &r);
        const std::string text = writeReplay(r);
        QVERIFY(text.find("\nrules red-astar,dot-counters\n") != std::string::npos);
        const ReplayReadResult read = readReplay(text);
        QVERIFY(read.ok());
        QCOMPARE(read.replay.rules, std::optional(maze.rules));
        QCOMPARE(read.maze.rules, maze.rules);
        QCOMPARE(playReplay(read.maze, read.replay), played);
        // The level's rules alone would play another game.
        QVERIFY(playReplay(test::classic(), read.replay) != played);
        // A rule it does not know is an error at its word.
        const ReplayReadResult bad = readReplay(
            text.substr(0, text.find("rules ")) + "rules purple\n" + text.substr(text.find("rules ") + 29));
        QVERIFY(!bad.ok());
        QCOMPARE(bad.problems.front().code, std::string("unknown-rule"));
    }

    void aWayThatChangesAtEveryStepOfAMillionIsRecordedWhole()
    {
        // Each record looks at the last input only: a million steps are a million looks, where
        // scanning the earlier inputs at every step would be half a million million.
        constexpr std::int64_t kSteps = 1000000;
        Replay r;
        for (std::int64_t step = 0; step < kSteps; ++step)
            r.record(step, step % 2 == 0 ? Direction::Left : Direction::Right);
        QCOMPARE(r.inputs.size(), std::size_t(kSteps));
        QCOMPARE(r.inputs.back(), (Replay::Input { kSteps - 1, Direction::Right }));
        QCOMPARE(r.wantedAt(kSteps / 2), std::optional(Direction::Left));
        QCOMPARE(r.wantedAt(kSteps + 5), std::optional(Direction::Right));
    }

    void aResultThatDisagreesIsReported()
    {
        Replay r = handMade();
        const GameSummary played = playReplay(test::classic(), r);
        r.setResult(played);
        std::vector<std::string> lines = linesOf(writeReplay(r));
        const int line = lineOf(lines, "result score " + std::to_string(played.score));
        QVERIFY(line > 0);
        lines[static_cast<std::size_t>(line - 1)] = "result score 99999";
        const ReplayReadResult read = readReplay(joined(lines));
        QVERIFY(read.ok());
        const auto differences = compareResult(read.replay, playReplay(read.maze, read.replay));
        QCOMPARE(differences.size(), std::size_t(1));
        QCOMPARE(differences[0].line, line);
        QCOMPARE(differences[0].code, std::string("mismatch"));
        QCOMPARE(format("game.replay", differences[0]),
            "game.replay:" + std::to_string(line) + ":1: error: the game played back ends with score "
                + std::to_string(played.score) + ", the replay says 99999 [mismatch]");
    }

    void mistakesAreNamedByLineAndColumn_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("code");
        // Each row changes one line of the hand-made replay; the problem is on that line.
        QTest::newRow("another version") << "mazeworks-replay 1"
                                         << "mazeworks-replay 2" << 18 << "version";
        QTest::newRow("a seed below 0") << "seed 1"
                                        << "seed -1" << 6 << "not-a-number";
        QTest::newRow("no seed") << "seed 1"
                                 << "seed" << 1 << "arguments";
        QTest::newRow("an unknown pilot") << "pilot none"
                                          << "pilot  clever" << 8 << "not-a-pilot";
        QTest::newRow("another rate") << "rate 120"
                                      << "rate 60" << 6 << "range";
        QTest::newRow("steps in words") << "steps 600"
                                        << "steps many" << 7 << "not-a-number";
        QTest::newRow("too many steps") << "steps 600"
                                        << "steps 99999999999" << 7 << "range";
        QTest::newRow("a way that is none") << "input 60 up"
                                            << "input 60 sideways" << 10 << "not-a-direction";
        QTest::newRow("steps going back") << "input 200 none"
                                          << "input 50 none" << 7 << "order";
        QTest::newRow("an input after the end") << "input 200 none"
                                                << "input 900 none" << 7 << "range";
        QTest::newRow("an unknown line") << "rate 120"
                                         << "speed 3" << 1 << "unknown-keyword";
        QTest::newRow("an unknown result") << "rate 120"
                                           << "result speed 3" << 8 << "unknown-result";
        QTest::newRow("a death that is no tile") << "rate 120"
                                                 << "result deaths 13,22 x" << 21 << "not-a-cell";
        QTest::newRow("a second seed") << "rate 120"
                                       << "seed 2" << 1 << "duplicate";
        // The level's own mistakes stand where its lines are: "| " comes before its text.
        QTest::newRow("a letter that is no tile") << "| row X............X............X"
                                                  << "| row X.....Q......X............X" << 13 << "unknown-tile";
        QTest::newRow("a level without a fruit") << "| fruit 13 16"
                                                 << "| # no fruit" << 1 << "missing";
    }
    void mistakesAreNamedByLineAndColumn()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, column);
        QFETCH(QString, code);
        std::vector<std::string> lines = linesOf(writeReplay(handMade()));
        const int line = lineOf(lines, from.toStdString());
        QVERIFY2(line > 0, qPrintable(from));
        lines[static_cast<std::size_t>(line - 1)] = to.toStdString();
        const ReplayReadResult read = readReplay(joined(lines));
        QVERIFY(!read.ok());
        const ReplayProblem& first = read.problems.front();
        QCOMPARE(QString::fromStdString(first.code), code);
        if (code == "missing") {
            // The level's "missing" stands at its last line that is not blank.
            QVERIFY(first.line <= line);
        } else {
            QCOMPARE(first.line, line);
            QCOMPARE(first.column, column);
        }
    }

    void oneBadStepsLineIsOneProblem_data()
    {
        QTest::addColumn<QString>("steps");
        QTest::newRow("steps in words") << "steps many";
        QTest::newRow("too many steps") << "steps 99999999999";
        QTest::newRow("steps below 0") << "steps -5";
    }
    void oneBadStepsLineIsOneProblem()
    {
        // Without a number of steps, the inputs have nothing to be after: the steps line is the
        // one problem, not each of the 150 inputs that follow it.
        QFETCH(QString, steps);
        Replay replay = handMade();
        replay.inputs.clear();
        for (int i = 0; i < 150; ++i) replay.inputs.push_back({ i * 4, i % 2 ? Direction::Up : Direction::Down });
        std::vector<std::string> lines = linesOf(writeReplay(replay));
        const int line = lineOf(lines, "steps 600");
        QVERIFY(line > 0);
        lines[static_cast<std::size_t>(line - 1)] = steps.toStdString();
        const ReplayReadResult read = readReplay(joined(lines));
        QCOMPARE(read.problems.size(), std::size_t(1));
        QCOMPARE(read.problems.front().line, line);
        QCOMPARE(read.problems.front().column, 7);
    }

    void aWordOfTheInputIsQuotedAsAMessageShowsIt_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QByteArray>("message");
        const QByteArray fifty(50, 'x');
        QTest::newRow("a NUL in a seed") << QByteArray("seed 1") << QByteArray("seed 1\0", 7)
                                         << QByteArray("\"1\\0\" is not a seed (0 to 18446744073709551615)");
        QTest::newRow("a NUL in a keyword") << QByteArray("rate 120") << QByteArray("ra\0te 120", 9)
                                            << QByteArray("\"ra\\0te\" is not a line of a replay");
        QTest::newRow("an escape in a way") << QByteArray("input 60 up") << QByteArray("input 60 u\x1bp")
                                            << QByteArray("\"u\\x1bp\" is not a way (up, left, down, right, none)");
        QTest::newRow("a long pilot") << QByteArray("pilot none") << "pilot " + fifty
                                      << "\"" + QByteArray(40, 'x')
                + "... (50 bytes)\" is not a pilot (casual, expert, none)";
        QTest::newRow("a long tile of the level")
            << QByteArray("| muncher 13 22 left") << "| muncher " + fifty + " 22 left"
            << "\"" + QByteArray(40, 'x') + "... (50 bytes)\" is not a number";
        QTest::newRow("a NUL tile of the level")
            << QByteArray("| row X............X............X") << QByteArray("| row X.....\0......X............X", 33)
            << QByteArray("'\\0' is not a tile");
    }
    void aWordOfTheInputIsQuotedAsAMessageShowsIt()
    {
        // A NUL is never printed raw, and a long word is not repeated whole.
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QByteArray, message);
        std::vector<std::string> lines = linesOf(writeReplay(handMade()));
        const int line = lineOf(lines, from.toStdString());
        QVERIFY2(line > 0, from.constData());
        lines[static_cast<std::size_t>(line - 1)] = to.toStdString();
        const ReplayReadResult read = readReplay(joined(lines));
        QVERIFY(!read.ok());
        QCOMPARE(QByteArray::fromStdString(read.problems.front().message), message);
    }

    void aFileThatIsNoReplayIsSaidSo()
    {
        const ReplayReadResult empty = readReplay("");
        QCOMPARE(empty.problems.front(),
            (ReplayProblem { 1, 1, "replay-header", "a replay begins with the line \"mazeworks-replay 1\"" }));
        const ReplayReadResult level = readReplay(test::classicText());
        QVERIFY(!level.ok());
        QCOMPARE(level.problems.front().code, std::string("replay-header"));
    }

    void aBrokenReplayNeverCrashes()
    {
        // Thousands of damaged replays: each reads to a replay or to problems, never to a crash.
        const std::string good = writeReplay(handMade());
        Random random(11);
        int readable = 0;
        for (int i = 0; i < 1500; ++i) {
            std::string text = good;
            const int damages = random.between(1, 4);
            for (int d = 0; d < damages; ++d) {
                const auto at = static_cast<std::size_t>(random.below(text.size() + 1));
                switch (random.below(5)) {
                case 0:
                    if (at < text.size()) text[at] = static_cast<char>(random.below(256));
                    break;
                case 1:
                    text.erase(at, static_cast<std::size_t>(random.below(40)));
                    break;
                case 2:
                    text.insert(at,
                        std::string(
                            static_cast<std::size_t>(random.below(6)), static_cast<char>(random.between(32, 126))));
                    break;
                case 3:
                    text.insert(at, "\n");
                    break;
                default:
                    text.resize(at);
                    break;
                }
            }
            const ReplayReadResult read = readReplay(text);
            for (const ReplayProblem& p : read.problems) QVERIFY(p.line >= 1 && p.column >= 1 && !p.code.empty());
            if (read.ok()) {
                ++readable;
                if (read.replay.steps <= 1200) playReplay(read.maze, read.replay);
            }
        }
        QVERIFY(readable > 0);
    }
};

QTEST_APPLESS_MAIN(TstReplay)
#include "tst_replay.moc"
