#include "testmaps.h"

#include "handout/codewords.h"
#include "lesson/lessonlevel.h"
#include "lesson/lessonreader.h"
#include "path/watchedsearch.h"

#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace mazeworks;

// `mazeworks-cli lesson render` as a teacher prints it: a page per slide (or every N steps), each
// with its title and caption, in the language asked for, a search's current line and open list;
// a lesson with errors writes nothing. Read back with poppler's pdfinfo and pdftotext.
class TstLessonRender : public QObject {
    Q_OBJECT

    struct Run {
        int status = -1;
        QString out;
        QString err;
    };

    static Run run(const QString& program, const QStringList& args, const QString& dataDir = {})
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        // The command line has no display, as on a server; its data is the build tree's unless told.
        for (const char* name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "MAZEWORKS_DATA_DIR" })
            env.remove(QLatin1String(name));
        if (!dataDir.isEmpty()) env.insert(QStringLiteral("MAZEWORKS_DATA_DIR"), dataDir);
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(program, args);
        if (!process.waitForFinished(300000)) return {};
        return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError()) };
    }
    static Run cli(const QStringList& args, const QString& dataDir = {})
    {
        return run(QStringLiteral(MAZEWORKS_CLI), args, dataDir);
    }

    static QString lessonPath(const QString& name) { return test::resource(QStringLiteral("lessons/") + name); }

    static Lesson readShipped(const QString& name)
    {
        const QString path = lessonPath(name);
        const LessonReadResult read = readLesson(test::readFile(path), filesBeside(path.toStdString()));
        if (!read.ok()) throw std::runtime_error("a shipped lesson has errors");
        return read.lesson;
    }

    static int pages(const QString& pdf)
    {
        const Run info = run(QStringLiteral("pdfinfo"), { pdf });
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info.out);
        return m.hasMatch() ? m.captured(1).toInt() : -1;
    }

    // A page's words, every run of spaces and line breaks one space (the page breaks lines its own
    // way), ligatures as their letters; `layout`: each line across the page as it stands, the
    // columns side by side.
    static QString pageText(const QString& pdf, int page, bool layout = false)
    {
        const QString number = QString::number(page);
        QStringList args { QStringLiteral("-f"), number, QStringLiteral("-l"), number, pdf, QStringLiteral("-") };
        if (layout) args.prepend(QStringLiteral("-layout"));
        return run(QStringLiteral("pdftotext"), args).out.normalized(QString::NormalizationForm_KC).simplified();
    }
    static QString words(const std::string& text) { return QString::fromStdString(text).simplified(); }

    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) return {};
        file.write(bytes);
        return path;
    }

    // A lesson of one search of A* on the classic maze, in the temporary folder.
    QString oneSearch()
    {
        write(QStringLiteral("classic.maze"), QByteArray::fromStdString(test::classicText()));
        return write(QStringLiteral("one.lesson"),
            "mazeworks-lesson 1\ntitle One search\nslide\ntitle A star\nlevel classic.maze\nview search\n"
            "algorithm astar\nfrom 13,22\nto 1,1\ncaption Watch it lean.\n");
    }

    // The steps A* takes on the classic maze from (13, 22) to (1, 1).
    static int aStarSteps()
    {
        const Maze maze = test::classic();
        std::vector<std::uint8_t> open(maze.tiles.size());
        for (std::size_t i = 0; i < open.size(); ++i) open[i] = isCorridor(maze.tiles[i]) ? 1 : 0;
        SearchOptions options;
        options.algorithm = Algorithm::AStar;
        WatchedSearch search(
            { maze.width(), maze.height(), open.data(), nullptr, Edges::Wrap }, options, { 13, 22 }, { 1, 1 });
        search.finish();
        return search.steps();
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void eachShippedLessonHasAPagePerSlideWithItsTitleAndCaption_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("language");
        for (const char* name : { "grid-searches.lesson", "dungeon-generator.lesson" }) {
            for (const char* language : { "en", "de" })
                QTest::addRow("%s %s", name, language) << QString::fromLatin1(name) << QString::fromLatin1(language);
        }
    }
    void eachShippedLessonHasAPagePerSlideWithItsTitleAndCaption()
    {
        QFETCH(QString, name);
        QFETCH(QString, language);
        const Lesson lesson = readShipped(name);
        const QString pdf = m_dir.filePath(name + language + QStringLiteral(".pdf"));
        const Run r = cli({ "lesson", "render", lessonPath(name), "-o", pdf, "--lang", language });
        QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
        QCOMPARE(pages(pdf), static_cast<int>(lesson.slides.size()));
        const std::string code = language == QLatin1String("en") ? std::string() : language.toStdString();
        for (std::size_t s = 0; s < lesson.slides.size(); ++s) {
            const QString text = pageText(pdf, static_cast<int>(s) + 1);
            const LessonSlide& slide = lesson.slides[s];
            QVERIFY2(text.contains(words(slide.title.in(code))), qPrintable(text));
            QVERIFY2(text.contains(words(slide.caption.in(code))), qPrintable(text));
            if (!code.empty() && slide.caption.translations.count(code))
                QVERIFY2(!text.contains(words(slide.caption.text)), "the caption in the lesson's own words too");
        }
    }

    void aGermanHandoutIsLabelledInGermanFromTheBuildTreeToo()
    {
        // The handout's own words (the page's place, the open list's heading) come from the
        // compiled translations, which the build tree holds as an installation does.
        const QString name = QStringLiteral("grid-searches.lesson");
        const Lesson lesson = readShipped(name);
        const QString pdf = m_dir.filePath(QStringLiteral("labels-de.pdf"));
        const Run r = cli({ "lesson", "render", lessonPath(name), "-o", pdf, "--lang", "de" });
        QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("no translation")), qPrintable(r.err));
        const QString text = pageText(pdf, 1);
        const QString place = QStringLiteral("Folie 1 von %1").arg(lesson.slides.size());
        QVERIFY2(text.contains(place), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Slide 1 of")), qPrintable(text));
    }

    void withoutItsTranslationAHandoutSaysWhyItsLabelsAreInEnglish()
    {
        // Data without compiled translations (a folder of levels alone): the handout is still
        // written, its lesson's own words in German, and a warning names what was missing.
        QTemporaryDir data;
        QVERIFY(QDir(data.path()).mkpath(QStringLiteral("levels")));
        const QString pdf = m_dir.filePath(QStringLiteral("no-translation-de.pdf"));
        const Run r
            = cli({ "lesson", "render", lessonPath(QStringLiteral("grid-searches.lesson")), "-o", pdf, "--lang", "de" },
                data.path());
        QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.err.contains(QStringLiteral("warning: no translation mazeworks_de.qm in ") + data.path()),
            qPrintable(r.err));
        const QString text = pageText(pdf, 1);
        QVERIFY2(text.contains(QStringLiteral("Suchen im Labyrinth")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Slide 1 of")), qPrintable(text));
    }

    void aSearchPageShowsTheLineItStoppedOnAndItsOpenList()
    {
        // The second slide of the grid searches: breadth-first search from (13, 22) to (1, 1), at step 10.
        const QString name = QStringLiteral("grid-searches.lesson");
        const Lesson lesson = readShipped(name);
        const LessonSlide& slide = lesson.slides.at(1);
        QCOMPARE(slide.view, LessonView::Search);
        const SlideLevel level = slideLevel(slide, filesBeside(lessonPath(name).toStdString()));
        QVERIFY(level.ok());
        std::vector<std::uint8_t> open(level.maze.tiles.size());
        for (std::size_t i = 0; i < open.size(); ++i) open[i] = isCorridor(level.maze.tiles[i]) ? 1 : 0;
        SearchOptions options;
        options.algorithm = slide.algorithms.front();
        options.heuristic = Heuristic::None;
        WatchedSearch search({ level.maze.width(), level.maze.height(), open.data(), nullptr, Edges::Wrap }, options,
            *slide.from, slide.to.front());
        for (int i = 0; i < slide.step; ++i) search.step();
        QVERIFY(!search.lastStep().lines.empty());
        const QString line = codeLineWords(
            search.lastStep().lines.back(), search.algorithm(), slide.movement, slide.corners, false, 1.0)
                                 .simplified();
        const std::vector<OpenRow> rows = search.openList();
        QVERIFY(!rows.empty());

        const QString pdf = m_dir.filePath(QStringLiteral("searches.pdf"));
        QCOMPARE(cli({ "lesson", "render", lessonPath(name), "-o", pdf }).status, 0);
        const QString text = pageText(pdf, 2);
        QVERIFY2(text.contains(line), qPrintable(line + QStringLiteral(" | ") + text));
        const QString entry = QStringLiteral("(%1, %2)").arg(rows.front().cell.col).arg(rows.front().cell.row);
        const QString across = pageText(pdf, 2, true);
        QVERIFY2(across.contains(entry + QStringLiteral(" ") + QString::number(rows.front().g)), qPrintable(across));
    }

    void withStepsASlideHasAPageEveryNStepsToTheEnd()
    {
        const QString path = oneSearch();
        const int steps = aStarSteps();
        QVERIFY(steps > 20);
        const int every = steps / 5 + 1; // six pages or fewer, whatever the maze
        const QString pdf = m_dir.filePath(QStringLiteral("steps.pdf"));
        const Run r = cli({ "lesson", "render", path, "-o", pdf, "--steps", QString::number(every) });
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QCOMPARE(pages(pdf), 1 + (steps + every - 1) / every);
        QVERIFY(pageText(pdf, 1).contains(QStringLiteral("Watch it lean.")));
        QVERIFY(pageText(pdf, pages(pdf)).contains(QStringLiteral("The way:")));

        // One step a page stops at fifty, and says so.
        const Run capped = cli({ "lesson", "render", path, "-o", pdf, "--steps", "1" });
        QCOMPARE(capped.status, 0);
        QCOMPARE(pages(pdf), steps >= 50 ? 50 : steps + 1);
        if (steps >= 50)
            QVERIFY2(capped.err.contains(QStringLiteral("slide 1 stopped after 50 pages")), qPrintable(capped.err));
    }

    void aReplayHasAPageEveryNStepsOfItsGame()
    {
        // Ten seconds of the expert on the classic maze, recorded beside the lesson.
        write(QStringLiteral("classic.maze"), QByteArray::fromStdString(test::classicText()));
        const QString replay = m_dir.filePath(QStringLiteral("game.replay"));
        QCOMPARE(cli({ "play", m_dir.filePath(QStringLiteral("classic.maze")), "--pilot", "expert", "--seconds", "10",
                         "--record", replay })
                     .status,
            0);
        QFile file(replay);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QRegularExpressionMatch m
            = QRegularExpression(QStringLiteral("(?m)^steps (\\d+)$")).match(QString::fromUtf8(file.readAll()));
        QVERIFY(m.hasMatch());
        const int steps = m.captured(1).toInt();
        QVERIFY(steps > 100);
        const QString path = write(QStringLiteral("replay.lesson"),
            "mazeworks-lesson 1\ntitle Games\nslide\ntitle The expert\nview replay\nreplay game.replay\nstep 100\n"
            "caption Where is it going?\n");
        const QString pdf = m_dir.filePath(QStringLiteral("replay.pdf"));
        const int every = (steps - 100) / 3 + 1;
        const Run r = cli({ "lesson", "render", path, "-o", pdf, "--steps", QString::number(every) });
        QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
        QCOMPARE(pages(pdf), 1 + (steps - 100 + every - 1) / every);
        QVERIFY(pageText(pdf, 1).contains(QStringLiteral("Where is it going?")));
    }

    void aLessonWithErrorsIsExitOneAndWritesNoFile()
    {
        const QString path = write(QStringLiteral("lost.lesson"),
            "mazeworks-lesson 1\ntitle Lost\nslide\nlevel nowhere.maze\nview distance\nfrom 1,1\n");
        const QString pdf = m_dir.filePath(QStringLiteral("lost.pdf"));
        const Run r = cli({ "lesson", "render", path, "-o", pdf });
        QCOMPARE(r.status, 1);
        QVERIFY2(r.out.startsWith(path + QStringLiteral(":4:7: error: ")), qPrintable(r.out));
        QVERIFY2(r.err.contains(path), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(pdf));
    }

    void withoutAnOutputItIsAUsageError()
    {
        const Run r = cli({ "lesson", "render", lessonPath(QStringLiteral("grid-searches.lesson")) });
        QCOMPARE(r.status, 2);
        QVERIFY(r.err.contains(QStringLiteral("-o OUT.pdf")));
        const Run folder
            = cli({ "lesson", "render", lessonPath(QStringLiteral("grid-searches.lesson")), "-o", m_dir.path() });
        QCOMPARE(folder.status, 2);
        QVERIFY2(folder.err.contains(m_dir.path()), qPrintable(folder.err));
    }
};

QTEST_GUILESS_MAIN(TstLessonRender)
#include "tst_lessonrender.moc"
