#include "testmaps.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

// mazeworks-cli path with the search over a subgoal graph (issue 35): its name, its
// preprocessing reported apart, and `auto`, which weighs the preprocessing against the queries.
class TstPathCli : public QObject {
    Q_OBJECT

    struct Run {
        int status = -1;
        QString out;
        QString err;
        QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
    };

    static Run cli(const QStringList& args)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM" }) env.remove(QLatin1String(name));
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(MAZEWORKS_CLI), args);
        if (!process.waitForFinished(300000)) return {};
        return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError()) };
    }

    static QString movingAi()
    {
        QString dir = QStringLiteral(MAZEWORKS_SHARED "/data/movingai/");
        if (qEnvironmentVariableIsSet("MAZEWORKS_MOVINGAI")) dir = qEnvironmentVariable("MAZEWORKS_MOVINGAI") + "/";
        return dir;
    }

    QTemporaryDir m_dir;

private slots:
    void aScenarioOverTheSubgoalGraphReportsItsPreprocessingApart()
    {
        const QString dir = movingAi();
        if (!QFile::exists(dir + "arena2.map")) QSKIP("no Moving AI data beside the project");
        const Run r = cli(
            { "path", dir + "arena2.map", "--scenario", dir + "arena2.map.scen", "--algorithm", "subgoal", "--json" });
        QCOMPARE(r.status, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o["algorithm"].toString(), QStringLiteral("subgoal"));
        QCOMPARE(o["mismatches"].toInt(), 0);
        QVERIFY(o.contains("preprocess_seconds"));
        QVERIFY(o["preprocess_seconds"].toDouble() >= 0);
        QVERIFY(o["preprocess_seconds"].toDouble() <= o["seconds"].toDouble());
        QVERIFY(o["preprocess_bytes"].toDouble() > 0);
        const Run text
            = cli({ "path", dir + "arena2.map", "--scenario", dir + "arena2.map.scen", "--algorithm", "subgoal" });
        QCOMPARE(text.status, 0);
        QVERIFY2(text.out.contains("working out the graph"), qPrintable(text.out));
        // A search without a graph has nothing to report apart.
        const Run astar = cli(
            { "path", dir + "arena.map", "--scenario", dir + "arena.map.scen", "--algorithm", "astar", "--json" });
        QCOMPARE(astar.status, 0);
        QVERIFY(!astar.json().contains("preprocess_seconds"));
    }

    void theJumpDistancesOfJpsPlusAreReportedAsPreprocessingToo()
    {
        // jps+ and jps2+ work their jump distances out once for the map, before the first query:
        // the contract's preprocessing, apart from the queries as the graph's is; jps and jps2
        // work nothing out beforehand.
        const QString dir = movingAi();
        if (!QFile::exists(dir + "arena2.map")) QSKIP("no Moving AI data beside the project");
        for (const char* algorithm : { "jps+", "jps2+" }) {
            for (const char* movement : { "4", "8" }) {
                const Run r = cli({ "path", dir + "arena2.map", "--scenario", dir + "arena2.map.scen", "--algorithm",
                    algorithm, "--movement", movement, "--json" });
                QCOMPARE(r.status, 0);
                const QJsonObject o = r.json();
                QCOMPARE(o["algorithm"].toString(), QString::fromLatin1(algorithm));
                QVERIFY2(o.contains("preprocess_seconds"), algorithm);
                QVERIFY(o["preprocess_seconds"].toDouble() > 0);
                QVERIFY(o["preprocess_seconds"].toDouble() <= o["seconds"].toDouble());
                // Four distances of a byte for every cell of the map, walls around it included.
                QVERIFY2(o["preprocess_bytes"].toDouble() >= 4.0 * 209 * 281, algorithm);
            }
            const Run text
                = cli({ "path", dir + "arena2.map", "--scenario", dir + "arena2.map.scen", "--algorithm", algorithm });
            QCOMPARE(text.status, 0);
            QVERIFY2(text.out.contains("working out the jump distances"), qPrintable(text.out));
        }
        for (const char* algorithm : { "jps", "jps2" }) {
            const Run r = cli({ "path", dir + "arena2.map", "--scenario", dir + "arena2.map.scen", "--algorithm",
                algorithm, "--json" });
            QCOMPARE(r.status, 0);
            QVERIFY2(!r.json().contains("preprocess_seconds"), algorithm);
        }
    }

    void theSubgoalGraphFindsWhatAStarFindsInFourAndEightDirections()
    {
        const QString dir = movingAi();
        if (!QFile::exists(dir + "rmtst01.map")) QSKIP("no Moving AI data beside the project");
        for (const char* movement : { "4", "8" }) {
            auto run = [&](const char* algorithm) {
                return cli({ "path", dir + "rmtst01.map", "--from", "3,3", "--to", "170,45", "--movement", movement,
                    "--algorithm", algorithm, "--json" });
            };
            const Run subgoal = run("subgoal");
            const Run astar = run("astar");
            QCOMPARE(subgoal.status, 0);
            QCOMPARE(subgoal.json()["algorithm"].toString(), QStringLiteral("subgoal"));
            QCOMPARE(subgoal.json()["cost"].toDouble(), astar.json()["cost"].toDouble());
        }
    }

    void aWeightedLevelIsNotForTheSubgoalGraph()
    {
        QFile small(mazeworks::test::resource(QStringLiteral("levels/small.maze")));
        QVERIFY(small.open(QIODevice::ReadOnly));
        QByteArray text = small.readAll();
        text.replace("muncher 5 5 left",
            "weight 111111111\nweight 111111111\nweight 111111111\nweight 111111111\nweight 111111111\n"
            "weight 199999991\nweight 111111111\nmuncher 5 5 left");
        const QString path = m_dir.filePath("weighted.maze");
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text);
        out.close();
        const Run r = cli({ "path", path, "--from", "1,5", "--to", "7,5", "--algorithm", "subgoal" });
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains("weight"), qPrintable(r.err));
    }

    void autoNeverWorksOutAGraphForOneQuery()
    {
        const QString dir = movingAi();
        if (!QFile::exists(dir + "8room_000.map")) QSKIP("no Moving AI data beside the project");
        const Run r = cli(
            { "path", dir + "8room_000.map", "--from", "10,10", "--to", "500,500", "--algorithm", "auto", "--json" });
        QCOMPARE(r.status, 0);
        QVERIFY(r.json()["algorithm"].toString() != QStringLiteral("subgoal"));
        // Its 2140 queries pay for the graph of the rooms.
        const Run many = cli({ "path", dir + "8room_000.map", "--scenario", dir + "8room_000.map.scen", "--algorithm",
            "auto", "--json" });
        QCOMPARE(many.status, 0);
        QCOMPARE(many.json()["algorithm"].toString(), QStringLiteral("subgoal"));
        QCOMPARE(many.json()["mismatches"].toInt(), 0);
        QVERIFY(many.json().contains("preprocess_seconds"));
    }
};

QTEST_GUILESS_MAIN(TstPathCli)
#include "tst_pathcli.moc"
