#include "testmaps.h"

#include "maze/mazefile.h"

#include <QDir>
#include <QtTest>

using namespace mazeworks;

// The levels that ship, and the broken ones: each broken file says what it expects in its
// `# expect:` comment lines.
class TstLevels : public QObject {
    Q_OBJECT

private slots:
    void everyShippedLevelValidatesClean_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(test::resource(QStringLiteral("levels")));
        const QStringList files = dir.entryList({ QStringLiteral("*.maze") }, QDir::Files);
        QVERIFY(files.contains(QStringLiteral("classic.maze")));
        for (const QString& file : files) QTest::newRow(qPrintable(file)) << dir.filePath(file);
    }

    void everyShippedLevelValidatesClean()
    {
        QFETCH(QString, path);
        const ReadResult r = readMaze(test::readFile(path));
        QStringList problems;
        for (const Diagnostic& d : r.diagnostics) problems << QString::fromStdString(format("", d));
        QCOMPARE(problems.join('\n'), QString());
        QVERIFY(r.maze.hasMap());
    }

    void everyBrokenLevelGivesWhatItExpects_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(test::resource(QStringLiteral("levels/broken")));
        const QStringList files = dir.entryList({ QStringLiteral("*.maze") }, QDir::Files);
        QVERIFY(files.size() >= 18); // one for each code of the table, at least
        for (const QString& file : files) QTest::newRow(qPrintable(file)) << dir.filePath(file);
    }

    void everyBrokenLevelGivesWhatItExpects()
    {
        QFETCH(QString, path);
        const std::string text = test::readFile(path);
        QStringList expected;
        for (const QByteArray& line : QByteArray::fromStdString(text).split('\n')) {
            if (line.startsWith("# expect: ")) expected << QString::fromUtf8(line.mid(10)).trimmed();
        }
        QVERIFY2(!expected.isEmpty(), "a broken level says what it expects");
        QStringList actual;
        for (const Diagnostic& d : readMaze(text).diagnostics) {
            actual << QString::fromStdString(format("", d)).mid(1); // without the empty path's colon
        }
        QCOMPARE(actual.join('\n'), expected.join('\n'));
        // The file is named after the code it shows.
        const QString code = QFileInfo(path).completeBaseName();
        QVERIFY2(actual.join('\n').contains("[" + code + "]"), qPrintable(code));
    }
};

QTEST_APPLESS_MAIN(TstLevels)
#include "tst_levels.moc"
