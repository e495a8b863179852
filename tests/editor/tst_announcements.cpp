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

#include "game/game.h"

#include <QAccessible>
#include <QAction>
#include <QMenu>
#include <QRegularExpression>
#include <QtTest>

#include <vector>

using namespace mazeworks;

namespace {

// What a screen reader would have been told: each accessibility event, with the name and the
// description of its object at that moment.
struct Heard {
    QAccessible::Event type;
    QObject* object;
    QString name;
    QString description;
};

std::vector<Heard>* g_heard = nullptr;
QAccessible::UpdateHandler g_before = nullptr;

void listen(QAccessibleEvent* event)
{
    if (g_heard && event->object()) {
        QAccessibleInterface* about
            = event->child() < 0 ? QAccessible::queryAccessibleInterface(event->object()) : nullptr;
        g_heard->push_back({ event->type(), event->object(), about ? about->text(QAccessible::Name) : QString(),
            about ? about->text(QAccessible::Description) : QString() });
    }
    if (g_before) g_before(event);
}

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
    std::vector<Heard> m_heard;
    std::int64_t m_now = 0;

    void prepare() override
    {
        m_heard.clear();
        g_heard = &m_heard;
        g_before = QAccessible::installUpdateHandler(listen);
        m_now = 0;
        dock<PlayDock>()->session()->setClock([this] { return m_now; });
    }

    void finish() override
    {
        QAccessible::installUpdateHandler(g_before);
        g_heard = nullptr;
    }

    // The announcer's words, in the order said.
    QStringList said() const
    {
        QStringList words;
        for (const Heard& heard : m_heard)
            if (heard.type == QAccessible::NameChanged && qobject_cast<Announcer*>(heard.object)) words << heard.name;
        return words;
    }

    // The descriptions `object` was given, in order.
    QStringList described(QObject* object) const
    {
        QStringList words;
        for (const Heard& heard : m_heard)
            if (heard.type == QAccessible::DescriptionChanged && heard.object == object) words << heard.description;
        return words;
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
        m_heard.clear();
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
        session()->tick();
        for (int frame = 0; frame < seconds * 60 && !done(); ++frame) {
            m_now += 16'666'667;
            session()->tick();
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
        QVERIFY2(said().last().endsWith(QStringLiteral("; Found a way of 7 steps")), qPrintable(said().last()));
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
        m_heard.clear();
        trigger("finishSearch");
        QCOMPARE(said(), QStringList { QStringLiteral("Found a way of 33 steps") });
    }

    void theDistanceMapsWaveSaysItsTilesDistancesAndHowFarItReached()
    {
        searchAlongTheMunchersRow(OverlayModel::Mode::DistanceMap);
        trigger("stepSearch");
        QCOMPARE(said(), QStringList { QStringLiteral("Settled row 22, column 13, distance 0") });
        m_heard.clear();
        trigger("finishSearch");
        QCOMPARE(said(), QStringList { QStringLiteral("The wave reached 291 tiles") });
    }

    void aLostLifeAndTheGameOverAreAnnouncedAndTheDotsOnlyNowAndThen()
    {
        playTheSmallLevel();
        QCoreApplication::processEvents();
        QCOMPARE(said().value(0), QStringLiteral("Ready: level 1, 3 lives"));
        passUntil([this] { return session()->game()->lives() < 3; }, 60);
        QVERIFY(said().contains(QStringLiteral("Lost a life, 2 lives left")));
        passUntil([this] { return session()->game()->phase() == Game::Phase::Over; }, 120);
        QCOMPARE(session()->game()->phase(), Game::Phase::Over);
        const QString over = QStringLiteral("Game over, score %1").arg(QLocale().toString(session()->game()->score()));
        QVERIFY2(said().contains(over), qPrintable(said().join(QLatin1Char('|'))));
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
        const QString expected = QStringLiteral("%1: %2 rooms, step %3")
                                     .arg(phaseName(shownPhase(shown)))
                                     .arg(shown.rooms().size())
                                     .arg(shown.counters().steps);
        QTRY_VERIFY2(descriptionOf(generate->view()).startsWith(expected), qPrintable(descriptionOf(generate->view())));
        QVERIFY(!described(generate->view()).isEmpty());
    }
};

QTEST_MAIN(TstAnnouncements)
#include "tst_announcements.moc"
