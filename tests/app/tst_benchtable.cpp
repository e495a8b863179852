#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

// The README's speed table is what `mazeworks-cli bench --markdown` printed, put in place by
// `./dev bench --readme`: the date and the machine it was measured on stand above it, and its
// rows are the bench's own, so the figures cannot be edited into something the bench never said.
class TstBenchTable : public QObject {
    Q_OBJECT

    static QString cli(const QStringList& args, int* status)
    {
        QProcess process;
        process.start(QStringLiteral(MAZEWORKS_CLI), args);
        if (!process.waitForFinished(300000)) return {};
        *status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        return QString::fromUtf8(process.readAllStandardOutput());
    }

    // The lines of the speed section of `text`, its markers included.
    static QStringList speedSection(const QString& text)
    {
        const QStringList lines = text.split(QLatin1Char('\n'));
        QStringList section;
        bool inside = false;
        for (const QString& line : lines) {
            if (line.startsWith(QLatin1String("<!-- speed: "))) inside = true;
            if (inside) section << line;
            if (inside && line == QLatin1String("<!-- /speed -->")) break;
        }
        return section;
    }

    // "Measured on 2026-12-06 by `COMMAND` on MACHINE. ..." : the command, or empty.
    static QString commandOf(const QStringList& section)
    {
        static const QRegularExpression measured(
            QStringLiteral("^Measured on \\d{4}-\\d{2}-\\d{2} by `([^`]+)` on [^.].*\\S.*$"));
        for (const QString& line : section) {
            const QRegularExpressionMatch m = measured.match(line);
            if (m.hasMatch()) return m.captured(1);
        }
        return {};
    }

    static QStringList rows(const QStringList& section)
    {
        QStringList found;
        for (const QString& line : section)
            if (line.startsWith(QLatin1Char('|'))) found << line;
        return found;
    }

private slots:
    void theMarkdownOfARunIsATableOfItsFiguresWithTheDateAndTheMachine()
    {
        int status = -1;
        const QString out = cli({ QStringLiteral("bench"), QStringLiteral("--quick"), QStringLiteral("--markdown"),
                                    QStringLiteral("--only"), QStringLiteral("room separation") },
            &status);
        QCOMPARE(status, 0);
        const QStringList section = speedSection(out);
        QVERIFY2(!section.isEmpty(), qPrintable(out));
        QCOMPARE(section.last(), QStringLiteral("<!-- /speed -->"));
        QCOMPARE(commandOf(section), QStringLiteral("mazeworks-cli bench --quick --only 'room separation'"));
        // Nothing else printed: the table is the whole output, ready to stand in the README.
        QCOMPARE(out.trimmed(), section.join(QLatin1Char('\n')).trimmed());
        const QStringList table = rows(section);
        QVERIFY2(table.size() >= 4, qPrintable(out)); // the header, its rule and at least two figures
        QCOMPARE(table.first(), QStringLiteral("| section | work | median | memory | more |"));
        QCOMPARE(table.at(1), QStringLiteral("|---|---|---|---|---|"));
        for (const QString& row : table.mid(2))
            QVERIFY2(row.startsWith(QLatin1String("| room separation | ")), qPrintable(row));
    }

    void jsonAndMarkdownTogetherAreAUsageError()
    {
        int status = -1;
        cli({ QStringLiteral("bench"), QStringLiteral("--json"), QStringLiteral("--markdown") }, &status);
        QCOMPARE(status, 2);
    }

    void theReadmesSpeedTableIsAWholeRunOfTheBench()
    {
        QFile readme(QStringLiteral(MAZEWORKS_SOURCE "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QStringList section = speedSection(QString::fromUtf8(readme.readAll()));
        QVERIFY2(!section.isEmpty(), "README.md has no speed table written by ./dev bench --readme");
        QCOMPARE(section.last(), QStringLiteral("<!-- /speed -->"));
        // A whole run: every section, all the runs (not --quick, not --only).
        const QString command = commandOf(section);
        QVERIFY2(
            command == QLatin1String("mazeworks-cli bench") || command == QLatin1String("mazeworks-cli bench --peers"),
            qPrintable(command));
        const QStringList table = rows(section);
        QVERIFY(table.size() >= 2);
        QCOMPARE(table.first(), QStringLiteral("| section | work | median | memory | more |"));
        QCOMPARE(table.at(1), QStringLiteral("|---|---|---|---|---|"));
        QSet<QString> sections;
        for (const QString& row : table.mid(2)) sections << row.section(QLatin1String(" | "), 0, 0).mid(2);
        for (const char* expected :
            { "breadth-first search", "A*", "A* on Moving AI maps", "room separation", "dungeon generation", "game" })
            QVERIFY2(sections.contains(QLatin1String(expected)), expected);
    }
};

QTEST_GUILESS_MAIN(TstBenchTable)
#include "tst_benchtable.moc"
