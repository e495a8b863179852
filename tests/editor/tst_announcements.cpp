#include "editor/editorfixture.h"

#include "announcer.h"
#include "document.h"
#include "dungeonview.h"
#include "gamespeech.h"
#include "generatedock.h"
#include "generatorcontroller.h"
#include "generatortext.h"
#include "mainwindow.h"
#include "overlaydock.h"
#include "overlaymodel.h"
#include "overlayplayer.h"
#include "playdock.h"
#include "playsession.h"
#include "playview.h"
#include "race.h"
#include "racewindow.h"
#include "searchchoice.h"

#include "game/game.h"

#include <QAccessible>
#include <QAction>
#include <QMenu>
#include <QRegularExpression>
#include <QtTest>

#include <vector>

using namespace mazeworks;

namespace {

// The small level of docs/maze-format.md: a ghost soon catches a muncher nobody steers.
const QByteArray kSmall = QByteArrayLiteral("name A small one\n"
                                            "row XXXXXXXXX\n"
                                            "row Xo.....oX\n"
                                            "row X.XX-XX.X\n"
                                            "row X.XHHHX.X\n"
                                            "row X.XXXXX.X\n"
                                            "row X...._..X\n"
                                            "row XXXXXXXXX\n"
                                            "muncher 5 5 left\n"
                                            "ghost red    4 1 left\n"
                                            "ghost pink   4 3 up\n"
                                            "ghost cyan   3 3 up\n"
                                            "ghost orange 5 3 up\n"
                                            "fruit 1 5\n");

} // namespace

// What a screen reader hears beyond the map (issue 34): a search stepped in the Overlays panel
// says each tile it settles and, played or finished, only its result; a game says its events (a
// lost life, the game over) and its dots now and then; the play view and the generator's picture
// describe what they show. The accessibility events are caught as the platform would get them.
// (tests/editor/access/events.py hears a step and a lost life over AT-SPI.)
class TstAnnouncements : public test::EditorTest {
    Q_OBJECT

public:
    TstAnnouncements()
        : EditorTest(Setup { QSize(1200, 900), true, 7 })
    {
    }

private:
    QStringList m_said;
    QHash<QWidget*, QStringList> m_described;
    std::int64_t m_now = 0;

    void prepare() override
    {
        m_said.clear();
        m_described.clear();
        connect(m_window->findChild<Announcer*>(), &Announcer::announced, this,
            [this](const QString& text) { m_said << text; });
        m_now = 0;
        dock<PlayDock>()->session()->setClock([this] { return m_now; });
    }

    // The announcer's words, in the order said. (Qt passes the accessibility events on only
    // while a screen reader listens; the announcer says each to its signal too.)
    QStringList said() const { return m_said; }
    // Whether `words` were said, alone or with others in one announcement ("...; ...").
    bool heard(const QString& words) const
    {
        for (const QString& text : m_said)
            if (text.split(QStringLiteral("; ")).contains(words)) return true;
        return false;
    }

    // The descriptions `widget` had, each change once, as seen after each frame played.
    QStringList described(QWidget* widget) const { return m_described.value(widget); }
    void noteDescription(QWidget* widget)
    {
        QStringList& seen = m_described[widget];
        const QString now = descriptionOf(widget);
        if (seen.isEmpty() || seen.last() != now) seen << now;
    }

    static QString descriptionOf(QWidget* widget)
    {
        return QAccessible::queryAccessibleInterface(widget)->text(QAccessible::Description);
    }

    OverlayModel* search() const { return dock<OverlayDock>()->model(); }

    void trigger(const char* name)
    {
        auto* action = m_window->findChild<QAction*>(QLatin1String(name));
        QVERIFY2(action && action->isEnabled(), name);
        action->trigger();
        QCoreApplication::processEvents();
    }

    // A search on the classic maze from the muncher's start, seven tiles along its row.
    void searchAlongTheMunchersRow(OverlayModel::Mode mode = OverlayModel::Mode::Path)
    {
        m_window->openClassic();
        dock<OverlayDock>()->show();
        search()->setMode(mode);
        search()->setStart(Cell { 13, 22 });
        if (mode == OverlayModel::Mode::Path) search()->setGoal(Cell { 20, 22 });
        QCoreApplication::processEvents();
        trigger("resetSearch");
        m_said.clear();
    }

    PlaySession* session() const { return dock<PlayDock>()->session(); }

    void playTheSmallLevel()
    {
        auto* document = new Document;
        document->loadText(kSmall, QString());
        m_window->addDocument(document, QStringLiteral("small"));
        document->waitForValidation();
        QCoreApplication::processEvents();
        QVERIFY(dock<PlayDock>()->playCurrent());
        QCOMPARE(session()->game()->phase(), Game::Phase::Ready);
    }

    // Lets game time pass on the test's clock, a frame of 1/60 s at a time, until `done` or
    // `seconds` have gone.
    void passUntil(const std::function<bool()>& done, double seconds)
    {
        PlayView* view = dock<PlayDock>()->view();
        session()->tick();
        noteDescription(view);
        for (int frame = 0; frame < seconds * 60 && !done(); ++frame) {
            m_now += 16'666'667;
            session()->tick();
            noteDescription(view);
        }
    }

private slots:
    void aSingleStepSaysTheTileItSettledAndHowFarFromTheStart()
    {
        searchAlongTheMunchersRow();
        trigger("stepSearch");
        QCOMPARE(said(), QStringList { QStringLiteral("Settled row 22, column 13, distance 0") });
        trigger("stepSearch");
        QCOMPARE(said().size(), 2);
        static const QRegularExpression next(QStringLiteral("^Settled row 22, column 1[24], distance 1$"));
        QVERIFY2(next.match(said().last()).hasMatch(), qPrintable(said().last()));
    }

    void theStepThatReachesTheGoalSaysItsTileAndTheWayInOneAnnouncement()
    {
        searchAlongTheMunchersRow();
        int steps = 0;
        while (search()->isStepping() && steps < 100) {
            trigger("stepSearch");
            ++steps;
        }
        QVERIFY(!search()->isStepping());
        QCoreApplication::processEvents();
        QCOMPARE(said().size(), steps);
        // The last step settles the goal, which the way found says.
        QCOMPARE(said().last(), QStringLiteral("Found a way of 7 steps"));
    }

    void aPlayedSearchSaysNothingOfItsTilesButItsWayAtTheEnd()
    {
        searchAlongTheMunchersRow();
        OverlayPlayer* player = dock<OverlayDock>()->player();
        qint64 now = 0;
        player->setClock([&now] { return now; });
        player->play();
        for (int frame = 0; frame < 200 && search()->isStepping(); ++frame) {
            now += 100;
            player->tick();
        }
        QVERIFY(!search()->isStepping());
        QCoreApplication::processEvents();
        QCOMPARE(said(), QStringList { QStringLiteral("Found a way of 7 steps") });
        // Finish says the way too, the far corner's.
        search()->setGoal(Cell { 1, 1 });
        trigger("resetSearch");
        trigger("stepSearch");
        m_said.clear();
        trigger("finishSearch");
        QCOMPARE(said(), QStringList { QStringLiteral("Found a way of 33 steps") });
    }

    void aRaceStepSaysEachSearchsTileAndTheEndItsSummary()
    {
        searchAlongTheMunchersRow();
        trigger("openRace");
        RaceWindow* window = dock<OverlayDock>()->raceWindow(false);
        QVERIFY(window);
        // Two searches that settle the tiles of the row in another order.
        SearchChoice bfs;
        bfs.algorithm = Algorithm::BreadthFirst;
        SearchChoice astar;
        astar.algorithm = Algorithm::AStar;
        astar.heuristic = Heuristic::Manhattan;
        window->setSearches({ bfs, astar });
        QCoreApplication::processEvents();
        // The race window has an announcer of its own: the focus is there while a class steps it.
        auto* announcer = window->findChild<Announcer*>();
        QVERIFY(announcer);
        QStringList raceSaid;
        connect(announcer, &Announcer::announced, this, [&raceSaid](const QString& text) { raceSaid << text; });
        Race* race = window->race();
        const QString first = searchtext::choiceName(race->choice(0));
        const QString second = searchtext::choiceName(race->choice(1));
        auto press = [window](const char* name) {
            auto* action = window->findChild<QAction*>(QLatin1String(name));
            QVERIFY2(action && action->isEnabled(), name);
            action->trigger();
            QCoreApplication::processEvents();
        };
        press("stepRace");
        QCOMPARE(raceSaid,
            QStringList { QStringLiteral("%1: settled row 22, column 13, distance 0; %2: settled row 22, column 13, "
                                         "distance 0")
                              .arg(first, second) });
        press("stepRace");
        QCOMPARE(raceSaid.size(), 2);
        static const QRegularExpression next(
            QStringLiteral("^.+: settled row 2[123], column 1[234], distance 1; .+: settled row 22, column 1[24], "
                           "distance 1$"));
        QVERIFY2(next.match(raceSaid.last()).hasMatch(), qPrintable(raceSaid.last()));
        press("stepRaceBack");
        QCOMPARE(raceSaid.last(), QStringLiteral("Back to step 1"));
        // Stepped to its end: A* ends first, with its way; at the end the summary the panes show.
        raceSaid.clear();
        for (int step = 0; step < 500 && !race->allDone(); ++step) press("stepRace");
        QVERIFY(race->allDone());
        QVERIFY2(raceSaid.filter(QStringLiteral("%1: found a way of 7 steps").arg(second)).size() == 1,
            qPrintable(raceSaid.join(QLatin1Char('\n'))));
        QVERIFY(!window->summaryText().isEmpty());
        QVERIFY2(raceSaid.last().endsWith(QStringLiteral("; ") + window->summaryText()), qPrintable(raceSaid.last()));
        QVERIFY2(raceSaid.last().contains(QStringLiteral("%1: found a way of 7 steps").arg(first)),
            qPrintable(raceSaid.last()));
        // Played: nothing of the steps, the summary at the end.
        press("resetRace");
        raceSaid.clear();
        OverlayPlayer* player = window->player();
        qint64 now = 0;
        player->setClock([&now] { return now; });
        player->play();
        for (int frame = 0; frame < 2000 && !race->allDone(); ++frame) {
            now += 100;
            player->tick();
        }
        QVERIFY(race->allDone());
        QCoreApplication::processEvents();
        QCOMPARE(raceSaid, QStringList { window->summaryText() });
        // And the main window's announcer heard none of it.
        QVERIFY2(said().isEmpty(), qPrintable(said().join(QLatin1Char('\n'))));
    }

    void theDistanceMapsWaveSaysItsTilesDistancesAndHowFarItReached()
    {
        searchAlongTheMunchersRow(OverlayModel::Mode::DistanceMap);
        trigger("stepSearch");
        QCOMPARE(said(), QStringList { QStringLiteral("Settled row 22, column 13, distance 0") });
        m_said.clear();
        trigger("finishSearch");
        QCOMPARE(said(), QStringList { QStringLiteral("The wave reached 291 tiles") });
    }

    void aLostLifeAndTheGameOverAreAnnouncedAndTheDotsOnlyNowAndThen()
    {
        playTheSmallLevel();
        QCoreApplication::processEvents();
        QCOMPARE(said().value(0), QStringLiteral("Ready: level 1, 3 lives"));
        passUntil([this] { return session()->game()->lives() < 3; }, 60);
        QVERIFY2(heard(QStringLiteral("Lost a life, 2 lives left")), qPrintable(said().join(QLatin1Char('|'))));
        passUntil([this] { return session()->game()->phase() == Game::Phase::Over; }, 120);
        QCOMPARE(session()->game()->phase(), Game::Phase::Over);
        const QString over = QStringLiteral("Game over, score %1").arg(QLocale().toString(session()->game()->score()));
        QVERIFY2(heard(over), qPrintable(said().join(QLatin1Char('|'))));
        // A dozen dots a second would drown the reader: their count at most every five seconds.
        const double seconds = session()->game()->time();
        const auto dots = said().filter(QStringLiteral("dots left")).size();
        QVERIFY2(dots <= seconds / GameSpeech::kDotSeconds + 1, qPrintable(said().join(QLatin1Char('|'))));
    }

    void thePlayViewDescribesTheScoreTheLivesTheLevelAndTheState()
    {
        PlayView* view = dock<PlayDock>()->view();
        QCOMPARE(descriptionOf(view), QStringLiteral("No game. F5 plays the current level."));
        playTheSmallLevel();
        QCOMPARE(descriptionOf(view), QStringLiteral("Score 0, 3 lives, level 1, ready"));
        passUntil([this] { return session()->game()->phase() == Game::Phase::Playing; }, 10);
        QCOMPARE(descriptionOf(view), QStringLiteral("Score 0, 3 lives, level 1, playing"));
        // The muncher eats dots for a second and a half (the ghosts are still far).
        passUntil([] { return false; }, 1.5);
        QCOMPARE(session()->game()->lives(), 3);
        QVERIFY(session()->game()->score() > 0);
        session()->setPaused(true);
        noteDescription(view);
        QCOMPARE(descriptionOf(view),
            QStringLiteral("Score %1, 3 lives, level 1, paused").arg(QLocale().toString(session()->game()->score())));
        QVERIFY2(described(view).contains(QStringLiteral("Score 0, 3 lives, level 1, ready")),
            qPrintable(described(view).join(QLatin1Char('|'))));
        // Not one change for every dot: the score alone changes it at most every five seconds.
        QVERIFY2(described(view).size() <= 5, qPrintable(described(view).join(QLatin1Char('|'))));
    }

    void theGeneratorsPictureDescribesItsPhaseRoomsAndStep()
    {
        auto* generate = dock<GenerateDock>();
        m_window->menu(QStringLiteral("generate"))->actions().first()->trigger();
        DungeonParams params;
        params.rooms = 12;
        generate->setParams(params);
        generate->setSeed(31);
        QVERIFY(generate->newDungeon());
        generate->controller()->pause();
        generate->controller()->step();
        QCoreApplication::processEvents();
        const Generator& shown = generate->controller()->shown();
        const int rooms = static_cast<int>(shown.rooms().size());
        const QString expected = QStringLiteral("%1: %2 %3, step %4")
                                     .arg(phaseName(shownPhase(shown)))
                                     .arg(rooms)
                                     .arg(rooms == 1 ? QStringLiteral("room") : QStringLiteral("rooms"))
                                     .arg(shown.counters().steps);
        QTRY_VERIFY2(descriptionOf(generate->view()).startsWith(expected), qPrintable(descriptionOf(generate->view())));
    }
};

QTEST_MAIN(TstAnnouncements)
#include "tst_announcements.moc"
