#include "editor/editorfixture.h"

#include "diagnosticsdock.h"
#include "document.h"
#include "explorerplayer.h"
#include "generatedock.h"
#include "generatorcontroller.h"
#include "lessondock.h"
#include "mainwindow.h"
#include "overlaydock.h"
#include "overlaymodel.h"
#include "playdock.h"
#include "playsession.h"
#include "predictmode.h"
#include "race.h"
#include "racewindow.h"
#include "searchchoice.h"
#include "sharedkeys.h"
#include "slideshow.h"

#include "handout/handout.h"
#include "lesson/lessonreader.h"

#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace mazeworks;

namespace {

QString shipped(const QString& name) { return QStringLiteral(MAZEWORKS_SOURCE "/resources/lessons/") + name; }

Lesson readLessonAt(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QByteArray bytes = file.readAll();
    return readLesson(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()))).lesson;
}

Lesson readShipped(const QString& name) { return readLessonAt(shipped(name)); }

// What the class sees of a search at a step: the figures, and each tile's state.
struct SeenSearch {
    int settled = 0;
    int lookedAt = 0;
    int reached = 0;
    int frontier = 0;
    int searchSteps = 0;
    std::vector<int> tiles;
    bool operator==(const SeenSearch&) const = default;
};

SeenSearch seen(const OverlayModel& model)
{
    SeenSearch s;
    const OverlayModel::Figures& f = model.figures();
    s.settled = f.settled;
    s.lookedAt = f.lookedAt;
    s.reached = f.reached;
    s.frontier = f.frontier;
    s.searchSteps = f.searchSteps;
    for (int row = 0; row < model.height(); ++row)
        for (int col = 0; col < model.width(); ++col) s.tiles.push_back(int(model.pathState(Cell { col, row })));
    return s;
}

} // namespace

class TstLessonPanel : public test::EditorTest {
    Q_OBJECT

public:
    TstLessonPanel()
        : EditorTest(Setup { QSize(1400, 950), true, std::nullopt })
    {
    }

protected:
    void prepare() override
    {
        m_lesson = dock<LessonDock>();
        QVERIFY(m_lesson);
    }

private:
    LessonDock* m_lesson = nullptr;

    // An action of the Lesson menu by its name.
    QAction* action(const QString& name) const
    {
        auto* found = m_lesson->findChild<QAction*>(name);
        if (!found) qFatal("no action %s", qPrintable(name));
        return found;
    }

private slots:
    void theShippedLessonShowsItsTitleAndEverySlideAndStepsThroughThem()
    {
        const Lesson expected = readShipped(QStringLiteral("grid-searches.lesson"));
        QVERIFY(expected.slides.size() >= 3);
        QVERIFY(m_window->openLesson(shipped(QStringLiteral("grid-searches.lesson"))));
        QVERIFY(m_lesson->isVisible());
        QCOMPARE(
            find<QLabel>(m_lesson, QStringLiteral("lessonTitle"))->text(), QString::fromStdString(expected.title.text));
        auto* slides = find<QListWidget>(m_lesson, QStringLiteral("lessonSlides"));
        QCOMPARE(slides->count(), static_cast<int>(expected.slides.size()));
        for (int i = 0; i < slides->count(); ++i)
            QCOMPARE(slides->item(i)->text(),
                QStringLiteral("%1. %2").arg(i + 1).arg(
                    QString::fromStdString(expected.slides[std::size_t(i)].title.text)));
        QCOMPARE(m_lesson->currentSlide(), 0);

        // Slide 2: breadth-first search stepped to its step, as a fresh search stepped there.
        press(m_lesson, QStringLiteral("nextSlide"));
        QCOMPARE(m_lesson->currentSlide(), 1);
        QCOMPARE(find<QLabel>(m_lesson, QStringLiteral("lessonWhere"))->text(),
            QStringLiteral("Slide 2 of %1").arg(expected.slides.size()));
        const LessonSlide& slide = expected.slides[1];
        QCOMPARE(find<QLabel>(m_lesson, QStringLiteral("lessonCaption"))->text(),
            QString::fromStdString(slide.caption.text));
        QVERIFY(find<QLabel>(m_lesson, QStringLiteral("lessonQuestions"))
                    ->text()
                    .startsWith(QStringLiteral("Predict at step 10: ")));
        auto* overlays = dock<OverlayDock>();
        OverlayModel* model = overlays->model();
        QCOMPARE(model->mode(), OverlayModel::Mode::Path);
        QCOMPARE(model->choice().algorithm, slide.algorithms.front());
        QCOMPARE(model->start(), slide.from);
        QCOMPARE(model->goal(), std::optional<Cell>(slide.to.front()));
        QCOMPARE(model->stepsTaken(), slide.step);
        QCOMPARE(m_window->sharedKeys()->attention(), static_cast<QDockWidget*>(overlays));

        OverlayModel fresh;
        fresh.setDocument(m_window->currentDocument());
        fresh.setMode(OverlayModel::Mode::Path);
        fresh.setChoice(model->choice());
        fresh.setStart(slide.from);
        fresh.setGoal(slide.to.front());
        fresh.restart();
        for (int i = 0; i < slide.step; ++i) QVERIFY(fresh.step());
        QVERIFY(seen(*model) == seen(fresh));

        // Previous: the wave of slide 1 again.
        press(m_lesson, QStringLiteral("previousSlide"));
        QCOMPARE(m_lesson->currentSlide(), 0);
        QCOMPARE(model->mode(), OverlayModel::Mode::DistanceMap);
        QCOMPARE(model->start(), expected.slides[0].from);
        // The level shown again is the same tab, not a new one each time.
        const int tabs = m_window->documentCount();
        press(m_lesson, QStringLiteral("nextSlide"));
        press(m_lesson, QStringLiteral("previousSlide"));
        QCOMPARE(m_window->documentCount(), tabs);
        QVERIFY(!m_window->currentDocument()->isModified());
    }

    void aGeneratorSlideOpensTheGeneratePanelAtItsPhaseAndStep()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("prim.lesson"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("mazeworks-lesson 1\n"
                   "title Prim\n"
                   "slide\n"
                   "dungeon --seed 7 --rooms 24 --connect tree\n"
                   "view generator\n"
                   "phase linking\n"
                   "step 3\n");
        file.close();
        QVERIFY(m_window->openLesson(path));
        QVERIFY(m_lesson->readResult().ok());
        const LessonSlide& slide = m_lesson->lesson().slides.front();
        auto* generate = dock<GenerateDock>();
        QVERIFY(generate->isVisible());
        QCOMPARE(m_window->sharedKeys()->attention(), static_cast<QDockWidget*>(generate));
        const int start = SlideShow::phaseStart(*slide.dungeon, Phase::Linking);
        QVERIFY(start > 0);
        QTRY_COMPARE(generate->controller()->shown().counters().steps, start + 3);
        QCOMPARE(generate->controller()->shown().phase(), Phase::Linking);
        QCOMPARE(generate->controller()->seed(), std::uint64_t(7));
        QCOMPARE(generate->controller()->params().rooms, 24);
        QCOMPARE(generate->controller()->params().connection, Connection::Tree);
        QVERIFY(!generate->controller()->isRunning());

        // The shipped lesson's generator slides open at their phases.
        QVERIFY(m_window->openLesson(shipped(QStringLiteral("dungeon-generator.lesson"))));
        const Lesson& shippedLesson = m_lesson->lesson();
        for (int i = 0; i < static_cast<int>(shippedLesson.slides.size()); ++i) {
            const LessonSlide& s = shippedLesson.slides[std::size_t(i)];
            QVERIFY(m_lesson->showSlide(i));
            QTRY_COMPARE(generate->controller()->shown().phase(), *s.phase);
            QCOMPARE(
                generate->controller()->shown().counters().steps, SlideShow::phaseStart(*s.dungeon, *s.phase) + s.step);
        }
    }

    void aLessonWithTwoErrorsShowsBothInTheDiagnosticsPanelWithLineAndColumn()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(QStringLiteral(MAZEWORKS_SOURCE "/resources/levels/classic.maze"),
            dir.filePath(QStringLiteral("classic.maze"))));
        const QString path = dir.filePath(QStringLiteral("broken.lesson"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("mazeworks-lesson 1\n"
                   "title Broken\n"
                   "slide\n"
                   "view search\n"
                   "level classic.maze\n"
                   "algorithm bfs\n"
                   "from 13,22\n"
                   "to 1,1\n"
                   "frobnicate 3\n"
                   "step many\n");
        file.close();
        QVERIFY(m_window->openLesson(path));
        auto* diagnostics = dock<DiagnosticsDock>();
        QListWidget* rows = diagnostics->fileProblems();
        QVERIFY(rows->isVisible());
        QCOMPARE(rows->count(), 2);
        const QRegularExpression compiler(QStringLiteral("^.+broken\\.lesson:(\\d+):(\\d+): error: .+ \\[[a-z-]+\\]$"));
        const auto first = compiler.match(rows->item(0)->text());
        const auto second = compiler.match(rows->item(1)->text());
        QVERIFY2(first.hasMatch(), qPrintable(rows->item(0)->text()));
        QVERIFY2(second.hasMatch(), qPrintable(rows->item(1)->text()));
        QCOMPARE(first.captured(1), QStringLiteral("9"));
        QCOMPARE(first.captured(2), QStringLiteral("1"));
        QCOMPARE(second.captured(1), QStringLiteral("10"));
        QCOMPARE(second.captured(2), QStringLiteral("6"));
        // The panel says how many instead of slides.
        auto* problems = find<QLabel>(m_lesson, QStringLiteral("lessonProblems"));
        QVERIFY(problems->isVisible());
        QVERIFY2(problems->text().contains(QStringLiteral("2 problems")), qPrintable(problems->text()));
        QCOMPARE(find<QListWidget>(m_lesson, QStringLiteral("lessonSlides"))->count(), 0);
        QVERIFY(!m_lesson->action(QStringLiteral("nextSlide"))->isEnabled());
        // A lesson without problems takes the section away.
        QVERIFY(m_window->openLesson(shipped(QStringLiteral("grid-searches.lesson"))));
        QVERIFY(!rows->isVisible());
    }

    void addThisViewOnASteppedSearchIsTheSlideReadBackAfterSaving()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(QStringLiteral(MAZEWORKS_SOURCE "/resources/levels/classic.maze"),
            dir.filePath(QStringLiteral("classic.maze"))));
        QVERIFY(m_window->openFile(dir.filePath(QStringLiteral("classic.maze"))));
        QVERIFY(m_lesson->newLesson());
        const QString path = dir.filePath(QStringLiteral("mine.lesson"));
        QVERIFY(m_lesson->saveAs(path));

        auto* overlays = dock<OverlayDock>();
        OverlayModel* model = overlays->model();
        model->setMode(OverlayModel::Mode::Path);
        model->setAlgorithm(Algorithm::AStar);
        model->setStart(Cell { 13, 22 });
        model->setGoal(Cell { 1, 1 });
        model->goToStep(15);
        m_window->sharedKeys()->setAttention(overlays);

        QVERIFY(m_lesson->addThisView());
        QVERIFY(m_lesson->isModified());
        QVERIFY(m_lesson->windowTitle().contains(QStringLiteral("not saved")));
        QCOMPARE(m_lesson->lesson().slides.size(), std::size_t(1));
        const LessonSlide added = m_lesson->lesson().slides.front();
        QCOMPARE(added.view, LessonView::Search);
        QCOMPARE(added.levelFile, std::string("classic.maze"));
        QVERIFY(added.algorithms == std::vector<Algorithm> { Algorithm::AStar });
        QCOMPARE(added.from, std::optional<Cell>(Cell { 13, 22 }));
        QVERIFY((added.to == std::vector<Cell> { Cell { 1, 1 } }));
        QCOMPARE(added.step, 15);
        // Undone, the lesson is as saved; redone, the slide is back.
        action(QStringLiteral("undoLesson"))->trigger();
        QCOMPARE(m_lesson->lesson().slides.size(), std::size_t(0));
        QVERIFY(!m_lesson->isModified());
        action(QStringLiteral("redoLesson"))->trigger();
        QVERIFY(m_lesson->lesson().slides.size() == 1 && m_lesson->lesson().slides.front() == added);
        QVERIFY(m_lesson->isModified());

        QVERIFY(m_lesson->save());
        QVERIFY(!m_lesson->isModified());
        QVERIFY(m_lesson->openLesson(path));
        QVERIFY(m_lesson->readResult().ok());
        QCOMPARE(m_lesson->lesson().slides.size(), std::size_t(1));
        QVERIFY(m_lesson->lesson().slides.front() == added);
        // Shown again, it is the view that was added.
        QCOMPARE(model->stepsTaken(), 15);
        QCOMPARE(model->choice().algorithm, Algorithm::AStar);
    }

    // The race window open: Add This View adds the race, its searches in their panes' order at
    // the step it has reached, and the slide shows it so again.
    void addThisViewOnARaceIsARaceSlide()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(QStringLiteral(MAZEWORKS_SOURCE "/resources/levels/classic.maze"),
            dir.filePath(QStringLiteral("classic.maze"))));
        QVERIFY(m_window->openFile(dir.filePath(QStringLiteral("classic.maze"))));
        QVERIFY(m_lesson->newLesson());
        const QString path = dir.filePath(QStringLiteral("race.lesson"));
        QVERIFY(m_lesson->saveAs(path));
        auto* overlays = dock<OverlayDock>();
        OverlayModel* model = overlays->model();
        model->setMode(OverlayModel::Mode::Path);
        model->setStart(Cell { 13, 22 });
        model->setGoal(Cell { 1, 1 });
        RaceWindow* race = overlays->raceWindow();
        SearchChoice breadth;
        breadth.algorithm = Algorithm::BreadthFirst;
        breadth.heuristic = Heuristic::None;
        SearchChoice aStar;
        aStar.algorithm = Algorithm::AStar;
        aStar.heuristic = Heuristic::Manhattan;
        race->setSearches({ breadth, aStar });
        race->show();
        race->race()->goToStep(12);
        m_window->sharedKeys()->setAttention(overlays);

        QVERIFY(m_lesson->addThisView());
        const LessonSlide added = m_lesson->lesson().slides.front();
        QCOMPARE(added.view, LessonView::Race);
        QVERIFY((added.algorithms == std::vector<Algorithm> { Algorithm::BreadthFirst, Algorithm::AStar }));
        QCOMPARE(added.from, std::optional<Cell>(Cell { 13, 22 }));
        QVERIFY((added.to == std::vector<Cell> { Cell { 1, 1 } }));
        QCOMPARE(added.step, 12);
        QVERIFY(m_lesson->save());

        race->hide();
        race->race()->restart();
        QVERIFY(m_lesson->openLesson(path));
        QVERIFY(m_lesson->readResult().ok());
        QVERIFY(m_lesson->lesson().slides.front() == added);
        QVERIFY(race->isVisible());
        QCOMPARE(race->race()->count(), 2);
        QCOMPARE(race->race()->stepsTaken(), 12);
    }

    // A replay played back: Add This View adds a replay slide at the step shown, the replay named
    // from the lesson's folder; shown, it plays the replay back paused at that step.
    void addThisViewOnAReplayIsAReplaySlide()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("games")));
        const QString replay = dir.filePath(QStringLiteral("games/small.replay"));
        QVERIFY(QFile::copy(QStringLiteral(MAZEWORKS_SOURCE "/fuzz/corpus/fuzz_replay/small-casual.replay"), replay));
        QVERIFY(m_lesson->newLesson());
        const QString path = dir.filePath(QStringLiteral("replay.lesson"));
        QVERIFY(m_lesson->saveAs(path));
        auto* play = dock<PlayDock>();
        QVERIFY(play->openReplay(replay));
        play->session()->setPaused(true);
        play->session()->seek(40);
        m_window->sharedKeys()->setAttention(play);

        QVERIFY(m_lesson->addThisView());
        const LessonSlide added = m_lesson->lesson().slides.front();
        QCOMPARE(added.view, LessonView::Replay);
        QCOMPARE(added.replayFile, std::string("games/small.replay"));
        QCOMPARE(added.step, 40);
        QVERIFY(added.levelFile.empty());
        QVERIFY(m_lesson->save());

        play->session()->seek(5);
        QVERIFY(m_lesson->openLesson(path));
        QVERIFY(m_lesson->readResult().ok());
        QVERIFY(m_lesson->lesson().slides.front() == added);
        QCOMPARE(play->session()->mode(), PlaySession::Mode::Playback);
        QCOMPARE(play->session()->position(), std::int64_t(40));
        QVERIFY(play->session()->isPaused());
    }

    // A slide removed, or moved earlier and later: the list, the current slide and the unsaved
    // mark follow, and Undo and Redo in the Lesson menu take each change back and again.
    void slidesAreRemovedAndMovedAndEachChangeIsUndone()
    {
        // A copy of the shipped lesson, with the levels it names (some in ../levels).
        QTemporaryDir dir;
        for (const char* folder : { "lessons", "levels" }) {
            const QDir from(QStringLiteral(MAZEWORKS_SOURCE "/resources/") + QLatin1String(folder));
            QVERIFY(QDir(dir.path()).mkpath(QLatin1String(folder)));
            for (const QString& name : from.entryList(QDir::Files))
                QVERIFY(QFile::copy(from.filePath(name), dir.filePath(QLatin1String(folder) + u'/' + name)));
        }
        const QString path = dir.filePath(QStringLiteral("lessons/grid-searches.lesson"));
        QVERIFY(m_window->openLesson(path));
        const std::vector<LessonSlide> original = m_lesson->lesson().slides;
        const int n = static_cast<int>(original.size());
        QVERIFY(n >= 4);
        auto* list = find<QListWidget>(m_lesson, QStringLiteral("lessonSlides"));
        const auto slides = [this] { return m_lesson->lesson().slides; };
        QVERIFY(m_lesson->showSlide(1));
        QVERIFY(!action(QStringLiteral("undoLesson"))->isEnabled());

        action(QStringLiteral("removeSlide"))->trigger();
        QCOMPARE(static_cast<int>(slides().size()), n - 1);
        QVERIFY(slides()[1] == original[2]);
        QCOMPARE(m_lesson->currentSlide(), 1);
        QCOMPARE(list->count(), n - 1);
        QVERIFY(list->item(1)->text().startsWith(QStringLiteral("2. ")));
        QVERIFY(m_lesson->isModified());
        QVERIFY(action(QStringLiteral("undoLesson"))->text().contains(QStringLiteral("Remove Slide 2")));
        action(QStringLiteral("undoLesson"))->trigger();
        QVERIFY(slides() == original);
        QCOMPARE(list->count(), n);
        QVERIFY(!m_lesson->isModified());
        action(QStringLiteral("redoLesson"))->trigger();
        QCOMPARE(static_cast<int>(slides().size()), n - 1);
        action(QStringLiteral("undoLesson"))->trigger();

        // Slide 2 one place later, then two places earlier: first.
        QVERIFY(m_lesson->showSlide(1));
        action(QStringLiteral("moveSlideLater"))->trigger();
        QVERIFY(slides()[1] == original[2] && slides()[2] == original[1]);
        QCOMPARE(m_lesson->currentSlide(), 2);
        action(QStringLiteral("moveSlideEarlier"))->trigger();
        action(QStringLiteral("moveSlideEarlier"))->trigger();
        QVERIFY(slides()[0] == original[1] && slides()[1] == original[0] && slides()[2] == original[2]);
        QCOMPARE(m_lesson->currentSlide(), 0);
        QVERIFY(!action(QStringLiteral("moveSlideEarlier"))->isEnabled());
        for (int i = 0; i < 3; ++i) action(QStringLiteral("undoLesson"))->trigger();
        QVERIFY(slides() == original);
        QVERIFY(!m_lesson->isModified());

        // Saved after a removal, the file is the lesson without it; undone, unsaved again.
        action(QStringLiteral("removeSlide"))->trigger();
        QVERIFY(m_lesson->save());
        QVERIFY(!m_lesson->isModified());
        QCOMPARE(static_cast<int>(readLessonAt(path).slides.size()), n - 1);
        action(QStringLiteral("undoLesson"))->trigger();
        QVERIFY(m_lesson->isModified());
        QVERIFY(slides() == original);
    }

    void closingWithAnUnsavedLessonAsksFirst()
    {
        QVERIFY(m_lesson->newLesson());
        QTemporaryDir dir;
        QVERIFY(m_lesson->saveAs(dir.filePath(QStringLiteral("a.lesson"))));
        QVERIFY(m_window->openFile(QStringLiteral(MAZEWORKS_SOURCE "/resources/lessons/forest.maze")));
        auto* overlays = dock<OverlayDock>();
        overlays->model()->setMode(OverlayModel::Mode::DistanceMap);
        overlays->model()->setStart(Cell { 13, 22 });
        m_window->sharedKeys()->setAttention(overlays);
        QVERIFY(m_lesson->addThisView());
        QString said;
        test::answerMessageBox(QMessageBox::Cancel, &said);
        QVERIFY(!m_window->close());
        QVERIFY(said.contains(QStringLiteral("not saved")));
        test::answerMessageBox(QMessageBox::Discard);
        QVERIFY(m_window->close());
    }

    void exportHandoutWritesAPdfWithAPageASlide()
    {
        QVERIFY(m_window->openLesson(shipped(QStringLiteral("grid-searches.lesson"))));
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("handout.pdf"));
        QVERIFY(m_lesson->exportHandout(pdf));
        QProcess info;
        info.start(QStringLiteral("pdfinfo"), { pdf });
        QVERIFY(info.waitForFinished(60000));
        const QString out = QString::fromUtf8(info.readAllStandardOutput());
        const QRegularExpression pages(QStringLiteral("Pages:\\s+(\\d+)"));
        const auto match = pages.match(out);
        QVERIFY2(match.hasMatch(), qPrintable(out));
        QCOMPARE(match.captured(1).toInt(), static_cast<int>(m_lesson->lesson().slides.size()));
    }

    // A view that reaches a question's step says so, for Predict to ask it; once, until it moves on.
    void aSlideReachingAQuestionsStepSaysWhich()
    {
        QVERIFY(m_window->openLesson(shipped(QStringLiteral("grid-searches.lesson"))));
        QSignalSpy reached(m_lesson, &LessonDock::questionReached);
        QVERIFY(m_lesson->showSlide(1)); // breadth-first search at step 10, asked at 10 and 25
        QCOMPARE(reached.count(), 1);
        QCOMPARE(reached.at(0).at(0).toInt(), 1);
        QCOMPARE(reached.at(0).at(1).value<LessonQuestion>().step, 10);
        OverlayModel* model = dock<OverlayDock>()->model();
        model->goToStep(20);
        QCOMPARE(reached.count(), 1);
        model->goToStep(25);
        QCOMPARE(reached.count(), 2);
        QCOMPARE(reached.at(1).at(1).value<LessonQuestion>().step, 25);
    }

    // The slide's question reached, Predict asks the class (the Overlays panel's Predict, on).
    void predictAsksWhenASlideReachesItsQuestion()
    {
        QVERIFY(m_window->openLesson(shipped(QStringLiteral("grid-searches.lesson"))));
        PredictMode* predict = PredictMode::of(m_window.get());
        QVERIFY(predict);
        QVERIFY(!predict->isAsking()); // the wave of slide 1 opens at step 0, asked at 3
        QVERIFY(m_lesson->showSlide(1)); // breadth-first search at step 10, asked at 10
        QVERIFY(predict->isOn());
        QVERIFY(predict->isAsking());
    }

    // The explorer's slide asks where it goes next after its first move (question 1 next-room):
    // the generator's Predict, on, with the search's off.
    void anExplorerSlideAsksItsNextRoomAfterItsMoves()
    {
        QVERIFY(m_window->openLesson(shipped(QStringLiteral("dungeon-generator.lesson"))));
        const Lesson& lesson = m_lesson->lesson();
        const int last = static_cast<int>(lesson.slides.size()) - 1;
        QCOMPARE(lesson.slides.back().questions.front().kind, QuestionKind::NextRoom);
        QCOMPARE(lesson.slides.back().questions.front().step, 1);
        auto* generate = dock<GenerateDock>();
        PredictMode* predict = PredictMode::of(m_window.get());
        QVERIFY(predict);
        QSignalSpy reached(m_lesson, &LessonDock::questionReached);
        QVERIFY(m_lesson->showSlide(last));
        QTRY_VERIFY(generate->explorer()->hasDungeon());
        QCOMPARE(reached.count(), 0); // no move yet
        QVERIFY(!predict->isAsking());
        press(generate, QStringLiteral("exploreStep"));
        QTRY_COMPARE(generate->explorer()->explorer().time(), 1);
        QCOMPARE(reached.count(), 1);
        QCOMPARE(reached.at(0).at(1).value<LessonQuestion>().kind, QuestionKind::NextRoom);
        QVERIFY(predict->generatorAction()->isChecked());
        QVERIFY(!predict->searchAction()->isChecked());
        QVERIFY(predict->isAsking());
        QVERIFY(!predict->question().isEmpty());
    }

    // Cancel in the progress dialog: the handout stops, and no file, not even half of one, is left.
    void aHandoutCancelledLeavesNoFile()
    {
        const Lesson lesson = readShipped(QStringLiteral("grid-searches.lesson"));
        QTemporaryDir dir;
        HandoutOptions options;
        options.output = dir.filePath(QStringLiteral("cancelled.pdf"));
        QList<int> told;
        options.progress = [&told](int slide, int) {
            told << slide;
            return slide < 2; // Cancel pressed while the third slide is drawn
        };
        QString error = QStringLiteral("not cleared");
        QVERIFY(!writeHandout(lesson, QStringLiteral(MAZEWORKS_SOURCE "/resources/lessons"), options, &error));
        QVERIFY(error.isEmpty());
        QCOMPARE(told, (QList<int> { 0, 1, 2 }));
        QVERIFY(!QFile::exists(options.output));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList());
    }

    void nextAndPreviousSlideWorkFromTheKeyboard()
    {
        QVERIFY(m_window->openLesson(shipped(QStringLiteral("grid-searches.lesson"))));
        QCOMPARE(m_lesson->currentSlide(), 0);
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTest::keyClick(m_window.get(), Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(m_lesson->currentSlide(), 1);
        QTest::keyClick(m_window.get(), Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(m_lesson->currentSlide(), 2);
        QTest::keyClick(m_window.get(), Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(m_lesson->currentSlide(), 1);
    }
};

QTEST_MAIN(TstLessonPanel)
#include "tst_lessonpanel.moc"
