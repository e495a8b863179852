#include "biglevel.h"
#include "testmaps.h"

#include "document.h"
#include "sourceview.h"

#include <QtTest>

using namespace mazeworks;

// What live validation costs, on the classic maze and on a 1024 x 1024 level (about 1 MB of
// text): core's validate() as the worker runs it, what the UI thread pays per edit instead
// (copying the level for the worker), an edit until its diagnostics arrive, and the Source
// view's share (the text of the level, reading typed text back, updating the view). A Qt Test
// benchmark: it prints figures, it asserts no time.
class BenchValidator : public QObject {
    Q_OBJECT

    static QByteArray levelText(const QString& level)
    {
        if (level == "classic") return QByteArray::fromStdString(test::classicText());
        return test::bigLevelText(1024);
    }

    static void levels()
    {
        QTest::addColumn<QString>("level");
        QTest::newRow("classic 27x30") << QString("classic");
        QTest::newRow("1024x1024") << QString("big");
    }

private slots:
    void validateOnTheWorker_data() { levels(); }
    void validateOnTheWorker()
    {
        QFETCH(QString, level);
        Document document;
        document.loadText(levelText(level), QString());
        QVERIFY(document.diagnostics().empty());
        std::vector<Diagnostic> found;
        QBENCHMARK { found = validate(document.maze(), document.source()); }
        QVERIFY(found.empty());
    }

    void copyForTheWorkerOnTheUiThread_data() { levels(); }
    void copyForTheWorkerOnTheUiThread()
    {
        QFETCH(QString, level);
        Document document;
        document.loadText(levelText(level), QString());
        QBENCHMARK
        {
            Maze maze = document.maze();
            MazeSource source = document.source();
            QVERIFY(maze.hasMap() && !source.empty());
        }
    }

    void editUntilValidated_data() { levels(); }
    void editUntilValidated()
    {
        QFETCH(QString, level);
        Document document;
        document.loadText(levelText(level), QString());
        Tile tile = Tile::Floor;
        QBENCHMARK
        {
            MazeEdit edit;
            edit.setTile(document.maze(), { 1, 1 }, tile);
            document.edit(edit, QStringLiteral("Paint"));
            document.waitForValidation();
            tile = tile == Tile::Floor ? Tile::Dot : Tile::Floor;
        }
        QVERIFY(!document.validationPending());
    }

    void textOfTheLevel_data() { levels(); }
    void textOfTheLevel()
    {
        QFETCH(QString, level);
        Document document;
        document.loadText(levelText(level), QString());
        QByteArray text;
        QBENCHMARK { text = document.text(); }
        QCOMPARE(text, levelText(level));
    }

    void typedTextToTheLevel_data() { levels(); }
    void typedTextToTheLevel()
    {
        QFETCH(QString, level);
        Document document;
        const QByteArray original = levelText(level);
        document.loadText(original, QString());
        QByteArray changed = original;
        changed[changed.indexOf("row X") + 5] = '_';
        bool flip = false;
        QBENCHMARK
        {
            document.setText(flip ? original : changed);
            flip = !flip;
        }
    }

    void sourceViewFollowsAMapEdit_data() { levels(); }
    void sourceViewFollowsAMapEdit()
    {
        QFETCH(QString, level);
        const QString original = QString::fromUtf8(levelText(level));
        QString changed = original;
        changed[changed.indexOf("row X") + 5] = u'_';
        SourceView view;
        view.resize(500, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.replaceText(original);
        bool flip = false;
        QBENCHMARK
        {
            view.replaceText(flip ? original : changed);
            flip = !flip;
        }
    }
};

QTEST_MAIN(BenchValidator)
#include "bench_validator.moc"
