#include "testmaps.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

// `mazeworks-cli lesson check` as docs/cli.md promises it: a lesson's problems as validate
// prints a level's, its levels' own under their own names, exit 0, 1 or 2 alike.
class TstLessonCli : public QObject {
    Q_OBJECT

    struct Run {
        int status = -1;
        QString out;
        QString err;
    };

    static Run cli(const QStringList& args)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM" }) env.remove(QLatin1String(name));
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(MAZEWORKS_CLI), args);
        if (!process.waitForFinished(120000)) return {};
        return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError()) };
    }

    static QString lesson(const QString& name) { return mazeworks::test::resource(QStringLiteral("lessons/") + name); }

    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) return {};
        file.write(bytes);
        return path;
    }

    // A lesson with two problems of its own, and a level beside it with one.
    QString brokenLesson()
    {
        write(QStringLiteral("broken.maze"), "row X.Q.X\n");
        return write(QStringLiteral("broken.lesson"),
            "mazeworks-lesson 1\n"
            "title Broken\n"
            "slide\n"
            "level broken.maze\n"
            "view search\n"
            "from 1,1\n"
            "to 2,x\n"
            "slide\n"
            "dungeon --seed 3\n"
            "view generator\n"
            "phase growing\n");
    }

private slots:
    void theShippedLessonsCheckCleanly()
    {
        const Run r = cli({ "lesson", "check", lesson(QStringLiteral("grid-searches.lesson")),
            lesson(QStringLiteral("dungeon-generator.lesson")) });
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, QString());
        QCOMPARE(r.err, QString());
    }

    void aBrokenLessonPrintsEveryProblemAndItsLevelsUnderTheirNames()
    {
        const QString path = brokenLesson();
        const Run r = cli({ "lesson", "check", path });
        QCOMPARE(r.status, 1);
        QCOMPARE(r.err, QString());
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const QString level = m_dir.filePath(QStringLiteral("broken.maze"));
        QVERIFY2(lines.size() >= 4, qPrintable(r.out));
        QCOMPARE(lines[0],
            path
                + QStringLiteral(
                    ":4:7: error: the level broken.maze has errors (listed under its own name) [level-errors]"));
        QCOMPARE(lines[1], path + QStringLiteral(":7:4: error: \"2,x\" is not a tile: write COL,ROW [not-a-tile]"));
        QCOMPARE(lines[2],
            path
                + QStringLiteral(":11:7: error: \"growing\" is not a phase of the generator (placing, separating, "
                                 "snapping, linking, digging, rasterising, finished) [unknown-phase]"));
        // Then the level's own, as validate prints them.
        const Run validate = cli({ "validate", level });
        QCOMPARE(validate.status, 1);
        QCOMPARE(lines.mid(3).join(QLatin1Char('\n')) + QLatin1Char('\n'), validate.out);
    }

    void jsonListsEveryProblemWithItsFile()
    {
        const QString path = brokenLesson();
        const Run r = cli({ "lesson", "check", "--json", path });
        QCOMPARE(r.status, 1);
        const QJsonArray all = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QVERIFY(all.size() > 3);
        const QJsonObject first = all.first().toObject();
        QCOMPARE(first.value(QStringLiteral("file")).toString(), path);
        QCOMPARE(first.value(QStringLiteral("line")).toInt(), 4);
        QCOMPARE(first.value(QStringLiteral("column")).toInt(), 7);
        QCOMPARE(first.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
        QCOMPARE(first.value(QStringLiteral("code")).toString(), QStringLiteral("level-errors"));
        QVERIFY(first.value(QStringLiteral("tile")).isNull());
        QCOMPARE(all.last().toObject().value(QStringLiteral("file")).toString(),
            m_dir.filePath(QStringLiteral("broken.maze")));
    }

    void aLevelThatIsNotThereIsAnErrorOfTheLesson()
    {
        const QString path = write(QStringLiteral("lost.lesson"),
            "mazeworks-lesson 1\ntitle Lost\nslide\nlevel nowhere.maze\nview distance\nfrom 1,1\n");
        const Run r = cli({ "lesson", "check", path });
        QCOMPARE(r.status, 1);
        QCOMPARE(r.out,
            path
                + QStringLiteral(":4:7: error: the level nowhere.maze cannot be read: No such file or directory "
                                 "[level-file]\n"));
    }

    void aLessonThatCannotBeReadIsExitTwoAndTheOthersAreStillChecked()
    {
        const QString broken = brokenLesson();
        const Run r = cli({ "lesson", "check", m_dir.filePath(QStringLiteral("missing.lesson")), broken });
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QStringLiteral("missing.lesson")), qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("[not-a-tile]")));
    }

    void usageErrorsAreExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no subcommand") << QStringList { "lesson" } << QStringLiteral("name what to do");
        QTest::newRow("no file") << QStringList { "lesson", "check" } << QStringLiteral("at least one FILE.lesson");
        QTest::newRow("render without its PDF")
            << QStringList { "lesson", "render", "x.lesson" } << QStringLiteral("name the PDF to write: -o OUT.pdf");
        QTest::newRow("an unknown subcommand")
            << QStringList { "lesson", "print", "x.lesson" } << QStringLiteral("\"print\" is not a subcommand");
        QTest::newRow("an unknown option")
            << QStringList { "lesson", "check", "--pdf", "x.lesson" } << QStringLiteral("unknown option --pdf");
    }

    void usageErrorsAreExitTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.status, 2);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void helpNamesTheSubcommand()
    {
        const Run r = cli({ "lesson", "--help" });
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("usage: mazeworks-cli lesson check [--json] FILE.lesson...")));
    }
};

QTEST_GUILESS_MAIN(TstLessonCli)
#include "tst_lessoncli.moc"
