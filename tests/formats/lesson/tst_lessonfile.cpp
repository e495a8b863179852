#include "testmaps.h"

#include "dungeon/generator.h"
#include "game/replay.h"
#include "lesson/lessonlevel.h"
#include "lesson/lessonreader.h"
#include "lesson/lessonwriter.h"

#include <QDir>
#include <QtTest>

#include <cerrno>
#include <map>
#include <set>

using namespace mazeworks;

namespace {

// The start of every lesson below: the header and the title, lines 1 and 2.
const std::string kHead = "mazeworks-lesson 1\ntitle T\n";

// A lesson of one slide on a.maze with this view, its slide line 3, level 4, view 5; `more`
// from line 6 on.
std::string slideWith(const std::string& view, const std::string& more)
{
    return kHead + "slide\nlevel a.maze\nview " + view + "\n" + more;
}

// The files beside the lessons of these tests, in memory: a.maze is the classic maze,
// broken.maze and broken.replay have errors, game.replay has 50 steps, forest.maze has weights,
// walled.maze is the classic maze with its tunnel walled (a closed rim); any other is missing.
std::map<std::string, std::string> besideFiles()
{
    Replay replay;
    replay.level = test::classicText();
    replay.seed = 1;
    replay.steps = 50;
    return { { "a.maze", test::classicText() }, { "broken.maze", "row X.Q\n" }, { "game.replay", writeReplay(replay) },
        { "broken.replay", "mazeworks-replay 1\nseed x\n" },
        { "forest.maze", test::readFile(test::resource(QStringLiteral("lessons/forest.maze"))) },
        { "walled.maze", test::readFile(test::resource(QStringLiteral("lessons/classic-walled.maze"))) } };
}

LessonFileReader inMemory(std::map<std::string, std::string> files)
{
    return [files = std::move(files)](const std::string& name) {
        FileContents<std::string> read;
        if (auto it = files.find(name); it != files.end())
            read.bytes = it->second;
        else
            read.error = FileError { FileError::Code::Open, false, ENOENT, 0, 0 };
        return read;
    };
}

QString describe(const LessonReadResult& r)
{
    QStringList lines;
    for (const LessonDiagnostic& d : r.diagnostics) lines << QString::fromStdString(format("lesson", d));
    return lines.join(QLatin1Char('\n'));
}

// One problem of each kind: a lesson that has it, and where it is said.
struct Case {
    std::string name;
    std::string text;
    std::string id;
    int line = 0;
    int column = 0;
    bool files = false; // read with besideFiles()
};

std::vector<Case> cases()
{
    std::vector<Case> all;
    auto add
        = [&](const char* name, const std::string& text, const char* id, int line, int column, bool files = false) {
              all.push_back({ name, text, id, line, column, files });
          };
    add("encoding",
        slideWith("search",
            "caption a\xff"
            "b\n"),
        "encoding", 6, 10);
    add("header", "title T\nslide\nlevel a.maze\nview search\n", "header", 1, 1);
    add("version", "mazeworks-lesson 2\ntitle T\n", "version", 1, 18);
    add("unknown-key", slideWith("search", "colour red\n"), "unknown-key", 6, 1);
    add("unknown-key with a language", slideWith("search", "view[de] search\n"), "unknown-key", 6, 1);
    add("before-slide", kHead + "view search\n", "before-slide", 3, 1);
    add("arguments.header", "mazeworks-lesson\ntitle T\n", "arguments.header", 1, 1);
    add("arguments.title", slideWith("search", "title\n"), "arguments.title", 6, 1);
    add("arguments.slide", kHead + "slide One\n", "arguments.slide", 3, 7);
    add("arguments.level", kHead + "slide\nlevel\n", "arguments.level", 4, 1);
    add("arguments.replay", kHead + "slide\nview replay\nreplay\n", "arguments.replay", 5, 1);
    add("arguments.view", kHead + "slide\nview\n", "arguments.view", 4, 1);
    add("arguments.algorithm", slideWith("search", "algorithm\n"), "arguments.algorithm", 6, 1);
    add("arguments.from", slideWith("search", "from 1,1 2,2\n"), "arguments.from", 6, 10);
    add("arguments.to", slideWith("search", "to\n"), "arguments.to", 6, 1);
    add("arguments.directions", slideWith("search", "directions\n"), "arguments.directions", 6, 1);
    add("arguments.heuristic", slideWith("search", "heuristic\n"), "arguments.heuristic", 6, 1);
    add("arguments.corners", slideWith("search", "corners\n"), "arguments.corners", 6, 1);
    add("arguments.weight", slideWith("search", "weight\n"), "arguments.weight", 6, 1);
    add("arguments.phase", slideWith("generator", "phase\n"), "arguments.phase", 6, 1);
    add("arguments.pilot", slideWith("play", "pilot\n"), "arguments.pilot", 6, 1);
    add("arguments.step", slideWith("search", "step\n"), "arguments.step", 6, 1);
    add("arguments.question", slideWith("search", "question 3\n"), "arguments.question", 6, 1);
    add("arguments.option", kHead + "slide\ndungeon --seed\n", "arguments.option", 4, 9);
    add("not-a-number", slideWith("search", "step x\n"), "not-a-number", 6, 6);
    add("not-a-number in a dungeon", kHead + "slide\ndungeon --seed=-1\n", "not-a-number", 4, 16);
    add("not-a-tile", slideWith("search", "from 1;1\n"), "not-a-tile", 6, 6);
    add("range.step", slideWith("search", "step -1\n"), "range.step", 6, 6);
    add("range.tile", slideWith("search", "from 4096,0\n"), "range.tile", 6, 6);
    add("range.weight", slideWith("search", "weight 0.5\n"), "range.weight", 6, 8);
    add("range.option", kHead + "slide\ndungeon --rooms 0\n", "range.option", 4, 17);
    add("unknown-view", kHead + "slide\nview map\n", "unknown-view", 4, 6);
    add("unknown-algorithm", slideWith("search", "algorithm best\n"), "unknown-algorithm", 6, 11);
    add("unknown-algorithm.auto", slideWith("search", "algorithm auto\n"), "unknown-algorithm.auto", 6, 11);
    add("unknown-heuristic", slideWith("search", "heuristic taxi\n"), "unknown-heuristic", 6, 11);
    add("unknown-phase", slideWith("generator", "phase growing\n"), "unknown-phase", 6, 7);
    add("unknown-question", slideWith("search", "question 3 next-tile\n"), "unknown-question", 6, 12);
    add("unknown-choice", slideWith("search", "directions 6\n"), "unknown-choice", 6, 12);
    add("unknown-choice in a dungeon", kHead + "slide\ndungeon --connect rope\n", "unknown-choice", 4, 19);
    add("unknown-option", kHead + "slide\ndungeon --size 3\n", "unknown-option", 4, 9);
    add("language", slideWith("search", "caption[deutsch] Hallo\n"), "language", 6, 9);
    add("control-character", slideWith("search", "caption a\rb\n"), "control-character", 6, 10);
    add("absolute-path", kHead + "slide\nlevel /tmp/a.maze\n", "absolute-path", 4, 7);
    add("duplicate.header", "mazeworks-lesson 1\nmazeworks-lesson 1\n", "duplicate.header", 2, 1);
    add("duplicate.key", slideWith("search", "view search\n"), "duplicate.key", 6, 1);
    add("duplicate.key of a title", kHead + "title[de] A\ntitle[de] B\n", "duplicate.key", 4, 1);
    add("duplicate.level", slideWith("search", "dungeon\n"), "duplicate.level", 6, 1);
    add("duplicate.question", slideWith("search", "question 3 next-settled\nquestion 3 next-settled\n"),
        "duplicate.question", 7, 1);
    add("duplicate.option", kHead + "slide\ndungeon --seed 1 --seed 2\n", "duplicate.option", 4, 18);
    add("missing.title", "mazeworks-lesson 1\nslide\n", "missing.title", 1, 1);
    add("missing.slides", "mazeworks-lesson 1\ntitle T\n\n", "missing.slides", 2, 1);
    add("missing.view", kHead + "slide\nlevel a.maze\n", "missing.view", 3, 1);
    add("missing.level", kHead + "slide\nview search\n", "missing.level", 3, 1);
    add("missing.from", slideWith("search", "to 1,1\n"), "missing.from", 3, 1);
    add("missing.to", slideWith("search", "from 1,1\n"), "missing.to", 3, 1);
    add("missing.replay", kHead + "slide\nview replay\n", "missing.replay", 3, 1);
    add("missing.algorithm", slideWith("race", "from 1,1\nto 2,2\n"), "missing.algorithm", 3, 1);
    add("count.search", slideWith("search", "algorithm bfs astar\n"), "count.search", 6, 15);
    add("count.race", slideWith("race", "algorithm bfs\n"), "count.race", 6, 1);
    add("count.to", slideWith("search", "to 1,1 2,2\n"), "count.to", 6, 8);
    add("not-for-view", slideWith("play", "step 3\n"), "not-for-view", 6, 1);
    add("not-for-view.level", kHead + "slide\nlevel a.maze\nview replay\nreplay a.replay\n", "not-for-view.level", 4,
        7);
    add("not-for-view.level-file", slideWith("generator", ""), "not-for-view.level-file", 4, 7);
    add("not-for-view.flow", slideWith("flow", "algorithm astar\n"), "not-for-view.flow", 6, 11);
    add("not-for-view.question", slideWith("search", "question 3 next-room\n"), "not-for-view.question", 6, 12);
    add("not-for-algorithm.weight", slideWith("search", "algorithm dijkstra\nweight 2\n"), "not-for-algorithm.weight",
        7, 1);
    add("not-for-algorithm.heuristic", slideWith("search", "algorithm bfs\nheuristic octile\n"),
        "not-for-algorithm.heuristic", 7, 1);
    add("not-for-connection", kHead + "slide\ndungeon --connect tunnels\nview generator\nquestion 2 next-pair\n",
        "not-for-connection", 6, 12);
    add("step-range.question", slideWith("search", "step 10\nquestion 3 next-settled\n"), "step-range.question", 7, 12);
    add("step-range.phase", kHead + "slide\ndungeon\nview generator\nphase digging\nquestion 2 next-pair\n",
        "step-range.phase", 7, 12);
    add("step-range.replay", kHead + "slide\nview replay\nreplay game.replay\nstep 100000\n", "step-range.replay", 6, 6,
        true);
    add("level-file", kHead + "slide\nlevel none.maze\nview search\nfrom 1,1\nto 2,1\n", "level-file", 4, 7, true);
    add("level-errors", kHead + "slide\nlevel broken.maze\nview search\nfrom 1,1\nto 2,1\n", "level-errors", 4, 7,
        true);
    add("replay-file", kHead + "slide\nview replay\nreplay none.replay\n", "replay-file", 5, 8, true);
    add("replay-errors", kHead + "slide\nview replay\nreplay broken.replay\n", "replay-errors", 5, 8, true);
    add("outside.wall", slideWith("search", "from 0,0\nto 1,1\n"), "outside.wall", 6, 6, true);
    add("falls-back.weights", kHead + "slide\nlevel forest.maze\nview search\nalgorithm jps2\nfrom 13,22\nto 1,1\n",
        "falls-back.weights", 6, 11, true);
    add("falls-back.rim", slideWith("race", "algorithm bfs jps\nfrom 13,22\nto 1,1\n"), "falls-back.rim", 6, 15, true);
    add("falls-back.subgoal-weights",
        kHead + "slide\nlevel forest.maze\nview race\nalgorithm astar subgoal\nfrom 13,22\nto 1,1\n",
        "falls-back.subgoal-weights", 6, 17, true);
    add("falls-back.corners",
        slideWith("race", "algorithm astar subgoal\ndirections 8\ncorners always\nfrom 13,22\nto 1,1\n"),
        "falls-back.corners", 6, 17, true);
    add("falls-back.corners of a jump point search",
        kHead
            + "slide\nlevel walled.maze\nview search\nalgorithm jps2+\ndirections 8\ncorners one-obstacle\n"
              "from 13,22\nto 1,1\n",
        "falls-back.corners", 6, 11, true);
    add("step-range.tiles", slideWith("search", "from 13,22\nto 1,1\nstep 5000\n"), "step-range.tiles", 8, 6, true);
    add("step-range.tiles-question", slideWith("distance", "from 13,22\nquestion 5000 next-settled\n"),
        "step-range.tiles-question", 7, 15, true);
    add("dungeon", kHead + "slide\ndungeon --rooms 500 --width 20 --height 20\nview play\n", "dungeon", 4, 1);
    add("outside.map", slideWith("search", "from 1,1\nto 40,1\n"), "outside.map", 7, 4, true);
    return all;
}

QString shipped(const QString& name) { return test::resource(QStringLiteral("lessons/") + name); }

} // namespace

// The .lesson format (docs/lesson.md): every problem with its line and column, the files it
// names checked, and a lesson written and read back unchanged.
class TstLessonFile : public QObject {
    Q_OBJECT

private slots:
    void aLessonWithTwoErrorsReportsBothWithLineAndColumn()
    {
        const std::string text = kHead
            + "slide\n"
              "level a.maze\n"
              "view serch\n" // line 5: the view misspelt
              "from 13,22\n"
              "to 1,x\n"; // line 7: not a tile
        const LessonReadResult r = readLesson(text);
        QVERIFY(!r.ok());
        QCOMPARE(r.diagnostics.size(), std::size_t(2));
        QCOMPARE(format("intro.lesson", r.diagnostics[0]),
            std::string("intro.lesson:5:6: error: \"serch\" is not a view (search, distance, flow, race, generator, "
                        "play, replay) [unknown-view]"));
        QCOMPARE(format("intro.lesson", r.diagnostics[1]),
            std::string("intro.lesson:7:4: error: \"1,x\" is not a tile: write COL,ROW [not-a-tile]"));
    }

    void aCleanLessonReadsIntoItsSlides()
    {
        const std::string text = kHead
            + "title[de] T auf Deutsch\n"
              "\n"
              "# a comment\n"
              "slide\n"
              "title First\n"
              "level a.maze\n"
              "view search\n"
              "algorithm dijkstra\n"
              "from 13,22\n"
              "to 1,1\n"
              "directions 8\n"
              "corners one-obstacle\n"
              "step 4\n"
              "caption One line # not a comment\n"
              "caption\n"
              "caption   and another.  \n"
              "caption[fr] Une ligne\n"
              "question 6 next-settled\n"
              "question 5 next-settled\n"
              "slide\n"
              "dungeon --seed 9 --rooms=12 --connect tunnels --loops 0.25\n"
              "view generator\n"
              "phase digging\n"
              "question 2 next-merge\n";
        const LessonReadResult r = readLesson(text, inMemory(besideFiles()));
        QVERIFY2(r.ok() && r.diagnostics.empty(), qPrintable(describe(r)));
        QVERIFY(r.files.empty());
        const Lesson& lesson = r.lesson;
        QCOMPARE(lesson.title.text, std::string("T"));
        QCOMPARE(lesson.title.in("de_AT"), std::string("T auf Deutsch"));
        QCOMPARE(lesson.title.in("es"), std::string("T"));
        QCOMPARE(lesson.slides.size(), std::size_t(2));
        QCOMPARE(r.slideLines, (std::vector<int> { 6, 22 }));
        const LessonSlide& first = lesson.slides[0];
        QCOMPARE(first.title.text, std::string("First"));
        QCOMPARE(first.levelFile, std::string("a.maze"));
        QVERIFY(first.view == LessonView::Search);
        QVERIFY(first.algorithms == std::vector<Algorithm> { Algorithm::Dijkstra });
        QVERIFY(first.from == (Cell { 13, 22 }));
        QVERIFY(first.to == std::vector<Cell> { (Cell { 1, 1 }) });
        QVERIFY(first.movement == Movement::Eight);
        QVERIFY(first.guess() == Heuristic::Octile);
        QVERIFY(first.corners == Corners::OneObstacle);
        QCOMPARE(first.step, 4);
        QCOMPARE(first.caption.text, std::string("One line # not a comment\n\nand another."));
        QCOMPARE(first.caption.in("fr"), std::string("Une ligne"));
        QCOMPARE(first.questions.size(), std::size_t(2));
        QCOMPARE(first.questions[0].step, 6);
        QCOMPARE(first.questions[1].step, 5);
        const LessonSlide& second = lesson.slides[1];
        QVERIFY(second.levelFile.empty());
        QVERIFY(second.dungeon.has_value());
        QCOMPARE(second.dungeon->seed, std::uint64_t(9));
        QCOMPARE(second.dungeon->rooms, 12);
        QVERIFY(second.dungeon->connection == Connection::Tunnels);
        QCOMPARE(second.dungeon->loops, 0.25);
        QCOMPARE(second.dungeon->params().rooms, 12);
        QVERIFY(second.phase == Phase::Digging);
        QVERIFY(second.questions[0].kind == QuestionKind::NextMerge);
    }

    void everyDiagnosticCode_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("files");
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        for (const Case& c : cases()) {
            QTest::newRow(c.name.c_str())
                << QByteArray::fromStdString(c.text) << c.files << QString::fromStdString(c.id) << c.line << c.column;
        }
    }

    // Each problem is found where the table of docs/lesson.md says, with its code.
    void everyDiagnosticCode()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, files);
        QFETCH(QString, id);
        QFETCH(int, line);
        QFETCH(int, column);
        const LessonReadResult r = readLesson(text.toStdString(), files ? inMemory(besideFiles()) : LessonFileReader());
        const auto found = std::find_if(r.diagnostics.begin(), r.diagnostics.end(),
            [&](const LessonDiagnostic& d) { return d.messageId == id.toStdString(); });
        QVERIFY2(found != r.diagnostics.end(), qPrintable(describe(r)));
        QCOMPARE(found->line, line);
        QCOMPARE(found->column, column);
        // An error fails the lesson; a warning (A* run in a jump point search's place) does not.
        QCOMPARE(r.ok(), found->severity == Severity::Warning);
        QVERIFY(found->message() != found->messageId);
        QCOMPARE(found->code(), codeOf(found->messageId));
    }

    // No message of the catalogue goes without a case above that makes it.
    void everyMessageHasACase()
    {
        std::set<std::string> tested;
        for (const Case& c : cases()) tested.insert(c.id);
        for (const MessageText& m : lessonMessageCatalogue())
            QVERIFY2(tested.count(std::string(m.id)), std::string(m.id).c_str());
        QCOMPARE(tested.size(), lessonMessageCatalogue().size());
    }

    void aLevelsOwnProblemsAreKeptUnderItsName()
    {
        const std::string text = kHead
            + "slide\nlevel broken.maze\nview distance\nfrom 1,1\n"
              "slide\nlevel broken.maze\nview distance\nfrom 2,1\n";
        const LessonReadResult r = readLesson(text, inMemory(besideFiles()));
        QCOMPARE(r.diagnostics.size(), std::size_t(2)); // said at each slide
        QCOMPARE(r.files.size(), std::size_t(1)); // its own problems once
        QCOMPARE(r.files[0].file, std::string("broken.maze"));
        const ReadResult level = readMaze("row X.Q\n");
        QCOMPARE(r.files[0].level, level.diagnostics);
        QVERIFY(r.files[0].replay.empty());
    }

    // What the Lesson panel and the handout show: the file read, the dungeon made, the replay's.
    void theLevelOfASlideIsMadeReady()
    {
        const LessonFileReader files = inMemory(besideFiles());
        LessonSlide slide;
        slide.levelFile = "a.maze";
        SlideLevel level = slideLevel(slide, files);
        QVERIFY(level.ok());
        QVERIFY(level.maze == test::classic());
        QVERIFY(!level.replay);

        slide.levelFile = "none.maze";
        level = slideLevel(slide, files);
        QCOMPARE(level.problem, std::string("the level none.maze cannot be read: No such file or directory"));
        QVERIFY(!level.maze.hasMap());
        slide.levelFile = "broken.maze";
        QCOMPARE(slideLevel(slide, files).problem, std::string("the level broken.maze has errors"));

        slide.levelFile.clear();
        slide.dungeon = LessonDungeon {};
        slide.dungeon->seed = 7;
        slide.dungeon->rooms = 12;
        level = slideLevel(slide, files);
        QVERIFY(level.ok());
        QVERIFY(level.maze == generate(slide.dungeon->params(), 7).maze);
        slide.dungeon->rooms = 500;
        slide.dungeon->width = 20;
        slide.dungeon->height = 20;
        level = slideLevel(slide, files);
        QVERIFY(level.problem.rfind("this dungeon cannot be made: 500 rooms", 0) == 0);

        slide.dungeon.reset();
        slide.view = LessonView::Replay;
        slide.replayFile = "game.replay";
        level = slideLevel(slide, files);
        QVERIFY(level.ok());
        QVERIFY(level.replay.has_value());
        QCOMPARE(level.replay->steps, std::int64_t(50));
        QVERIFY(level.maze.hasMap());
        slide.replayFile = "broken.replay";
        QCOMPARE(slideLevel(slide, files).problem, std::string("the replay broken.replay has errors"));
    }

    void theTextsAreAskedForInALanguage()
    {
        LessonText text;
        text.text = "Hello";
        text.translations = { { "de", "Hallo" }, { "pt_BR", "Olá" } };
        QCOMPARE(text.in("de"), std::string("Hallo"));
        QCOMPARE(text.in("de_CH"), std::string("Hallo"));
        QCOMPARE(text.in("pt_BR"), std::string("Olá"));
        QCOMPARE(text.in("pt"), std::string("Hello"));
        QCOMPARE(text.in(""), std::string("Hello"));
    }

    void theShippedLessonsReadClean_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("grid searches") << shipped(QStringLiteral("grid-searches.lesson"));
        QTest::newRow("dungeon generator") << shipped(QStringLiteral("dungeon-generator.lesson"));
    }

    void theShippedLessonsReadClean()
    {
        QFETCH(QString, path);
        const std::string bytes = test::readFile(path);
        QVERIFY(!bytes.empty());
        const LessonReadResult r = readLesson(bytes, filesBeside(path.toStdString()));
        QVERIFY2(r.diagnostics.empty(), qPrintable(describe(r)));
        QVERIFY(r.files.empty());
        QVERIFY(r.ok());
        QVERIFY(r.lesson.slides.size() >= 6);
        // Handed out in German, French and Spanish: every caption and title is translated.
        for (const char* language : { "de", "fr", "es" }) {
            QVERIFY(r.lesson.title.translations.count(language));
            for (const LessonSlide& slide : r.lesson.slides) {
                QVERIFY(!slide.caption.text.empty());
                QVERIFY2(slide.caption.translations.count(language), language);
            }
        }
        int questions = 0;
        for (const LessonSlide& slide : r.lesson.slides) questions += static_cast<int>(slide.questions.size());
        QVERIFY(questions >= 3);
    }

    void aLessonWrittenReadsBackTheSame_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("grid searches") << QByteArray::fromStdString(
            test::readFile(shipped(QStringLiteral("grid-searches.lesson"))));
        QTest::newRow("dungeon generator")
            << QByteArray::fromStdString(test::readFile(shipped(QStringLiteral("dungeon-generator.lesson"))));
        QTest::newRow("every setting") << QByteArray::fromStdString(kHead
            + "title[pt_BR] Título\n"
              "slide\nlevel levels/a b.maze\nview race\nalgorithm jps2+ bidirectional subgoal bestfirst\n"
              "from 0,4095\nto 3,3\ndirections 8\nheuristic chebyshev\ncorners always\nstep 1000000000\n"
              "caption[de]\ncaption[de] zwei\ncaption\ncaption\n"
              "slide\nlevel x.maze\nview search\nalgorithm astar\nweight 2.5\nfrom 1,1\nto 2,2\n"
              "question 0 next-settled\n"
              "slide\nlevel x.maze\nview flow\nalgorithm dijkstra\nto 1,1 2,2 3,3\n"
              "slide\nlevel x.maze\nview play\npilot expert\n"
              "slide\nview replay\nreplay games/one.replay\nstep 7\n"
              "slide\ndungeon --seed 18446744073709551615 --rooms 100000 --width 4096 --height 9 --placement "
              "reject --connect neighbours --tree breadth-first --corridors fewest-bends --neighbours generous "
              "--loops 1e-3\nview generator\nphase finished\nquestion 9 next-room\n");
        QTest::newRow("broken") << QByteArray::fromStdString(
            "title only\nview search\nslide\nslide\nlevel a\nlevel b\nview nothing\nfrom 1,1\nfrom 2,2\n");
    }

    // A lesson read, written and read again is the same lesson, and its text the same text.
    void aLessonWrittenReadsBackTheSame()
    {
        QFETCH(QByteArray, text);
        const LessonReadResult first = readLesson(text.toStdString());
        const std::string written = writeLesson(first.lesson);
        const LessonReadResult second = readLesson(written);
        QVERIFY(second.lesson == first.lesson);
        QCOMPARE(writeLesson(second.lesson), written);
    }

    void aWrittenLessonIsCleanWhenTheLessonIs()
    {
        const std::string text = test::readFile(shipped(QStringLiteral("grid-searches.lesson")));
        const std::string written = writeLesson(readLesson(text).lesson);
        QVERIFY(written.rfind("mazeworks-lesson 1\ntitle Searching a maze\n", 0) == 0);
        const LessonReadResult r = readLesson(written);
        QVERIFY2(r.diagnostics.empty(), qPrintable(describe(r)));
    }

    void brokenBytesNeverStopTheReading()
    {
        // Every byte value at the start of a line and inside one: diagnostics, never a throw.
        for (int b = 0; b < 256; ++b) {
            std::string text = kHead + "slide\n";
            text += static_cast<char>(b);
            text += "view search\ncaption x";
            text += static_cast<char>(b);
            text += "\n";
            const LessonReadResult r = readLesson(text);
            for (const LessonDiagnostic& d : r.diagnostics) {
                QVERIFY(d.line >= 1 && d.column >= 1);
                QVERIFY(findMessageText(lessonMessageCatalogue(), d.messageId));
            }
        }
    }

    void manyProblemsAreCountedNotKept()
    {
        std::string text = kHead;
        for (int i = 0; i < 30000; ++i) text += "nonsense\n";
        const LessonReadResult r = readLesson(text);
        QCOMPARE(r.diagnostics.size(), kMaxKeptDiagnostics);
        QVERIFY(r.omitted > 0);
        QVERIFY(r.omittedErrors);
        QCOMPARE(r.diagnostics.front().line, 3);
    }
};

QTEST_GUILESS_MAIN(TstLessonFile)
#include "tst_lessonfile.moc"
