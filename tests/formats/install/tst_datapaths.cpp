#include "install/datapaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace mazeworks;

// The data is found beside the program, or where MAZEWORKS_DATA_DIR says; never anywhere else.
// (tests/install/check-install.sh runs the installed programs from a prefix and a moved copy.)
class TstDataPaths : public QObject {
    Q_OBJECT

private slots:
    void init() { qunsetenv("MAZEWORKS_DATA_DIR"); }

    void theProgramsFolderIsWhereTheProgramIs()
    {
        QCOMPARE(programDirectory(), QCoreApplication::applicationDirPath());
    }

    void aTestProgramHasNoDataBesideItAndTheMessageSaysWhereItLooked()
    {
        // build/tests/formats/install holds no ../share/mazeworks/levels.
        QVERIFY(dataDirectory().isEmpty());
        QVERIFY(levelsDirectory().isEmpty());
        QVERIFY(translationsDirectory().isEmpty());
        QVERIFY(lessonsDirectory().isEmpty());
        const QString message = missingDataMessage();
        QVERIFY2(message.contains(QDir::cleanPath(programDirectory() + QStringLiteral("/../share/mazeworks"))),
            qPrintable(message));
        QVERIFY(message.contains(QStringLiteral("MAZEWORKS_DATA_DIR")));
    }

    void theVariableChoosesTheFolder()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("levels")));
        qputenv("MAZEWORKS_DATA_DIR", (dir.path() + QStringLiteral("/")).toLocal8Bit());
        QCOMPARE(dataDirectory(), QDir::cleanPath(dir.path()));
        QCOMPARE(levelsDirectory(), QDir::cleanPath(dir.path()) + QStringLiteral("/levels"));
        QCOMPARE(translationsDirectory(), QDir::cleanPath(dir.path()) + QStringLiteral("/translations"));
        QCOMPARE(lessonsDirectory(), QDir::cleanPath(dir.path()) + QStringLiteral("/lessons"));
    }
};

QTEST_GUILESS_MAIN(TstDataPaths)
#include "tst_datapaths.moc"
