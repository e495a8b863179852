// The editor's command line as a terminal or a packaging script meets it: --help and --version
// answer without a display, in the user's language; a window is opened only to edit.

#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QtTest>

class TstEditorCommandLine : public QObject {
    Q_OBJECT

    struct Run {
        int status = -1;
        QString out;
        QString err;
    };

    // The editor with no display at all: no X server, no Wayland, no platform chosen.
    static Run editor(const QStringList& args, const QString& language = QString())
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM" }) env.remove(QLatin1String(name));
        // English unless a language is asked for, whatever the machine's own settings.
        env.insert(QStringLiteral("LANGUAGE"), language.isEmpty() ? QStringLiteral("en") : language);
        env.insert(
            QStringLiteral("LC_ALL"), language.isEmpty() ? QStringLiteral("C") : language + QStringLiteral(".UTF-8"));
        env.insert(QStringLiteral("HOME"), QDir::tempPath() + QStringLiteral("/tst_editorcommandline"));
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(MAZEWORKS_EDITOR_PROGRAM), args);
        if (!process.waitForFinished(60000)) return {};
        return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError()) };
    }

private slots:
    void helpNeedsNoDisplay_data()
    {
        QTest::addColumn<QString>("option");
        QTest::newRow("--help") << QStringLiteral("--help");
        QTest::newRow("-h") << QStringLiteral("-h");
        QTest::newRow("--help-all") << QStringLiteral("--help-all");
    }

    void helpNeedsNoDisplay()
    {
        QFETCH(QString, option);
        const Run r = editor({ option });
        QCOMPARE(r.status, 0);
        QVERIFY2(
            r.out.contains(QStringLiteral("Usage:")) && r.out.contains(QStringLiteral("[FILE...]")), qPrintable(r.out));
        QVERIFY2(
            r.out.contains(QStringLiteral("A workshop for tile mazes and generated dungeons.")), qPrintable(r.out));
    }

    void helpIsInTheUsersLanguage()
    {
        const Run r = editor({ QStringLiteral("--help") }, QStringLiteral("de_DE"));
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Eine Werkstatt für Kachel-Labyrinthe")), qPrintable(r.out));
    }

    void versionNeedsNoDisplay()
    {
        const Run r = editor({ QStringLiteral("--version") });
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("Mazeworks " MAZEWORKS_VERSION));
    }

    void anUnknownOptionIsAnErrorWithoutADisplay()
    {
        const Run r = editor({ QStringLiteral("--no-such-option") });
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(QStringLiteral("no-such-option")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TstEditorCommandLine)
#include "tst_editorcommandline.moc"
