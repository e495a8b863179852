#include "diagnostictext.h"
#include "editorapp.h"
#include "generatortext.h"
#include "mainwindow.h"
#include "settingsactions.h"

#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

using namespace mazeworks;

// The translations beside the English source are complete and current: lupdate, run on the
// editor as it is now, finds no string that a language lacks; every translation keeps the
// placeholders and the keyboard accelerator of its source; and the editor, asked for a language,
// speaks it, core's diagnostics included.
class TstTranslations : public QObject {
    Q_OBJECT

    struct Message {
        QString context;
        QString source;
        QStringList translations; // one, or the plural forms
        bool unfinished = false;
    };

    static QList<Message> read(const QString& path)
    {
        QList<Message> messages;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) return messages;
        QXmlStreamReader xml(&file);
        QString context;
        Message message;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement()) {
                if (xml.isEndElement() && xml.name() == u"message") messages.append(message);
                continue;
            }
            if (xml.name() == u"name") {
                context = xml.readElementText();
            } else if (xml.name() == u"message") {
                message = Message { context, {}, {}, false };
            } else if (xml.name() == u"source") {
                message.source = xml.readElementText();
            } else if (xml.name() == u"translation") {
                message.unfinished = xml.attributes().value(QStringLiteral("type")) == QStringLiteral("unfinished");
                // Plural forms are elements inside; a plain translation is the text itself.
                QString text;
                while (!(xml.isEndElement() && xml.name() == u"translation") && !xml.atEnd()) {
                    xml.readNext();
                    if (xml.isCharacters()) text += xml.text();
                    if (xml.isStartElement() && xml.name() == u"numerusform") {
                        message.translations.append(xml.readElementText());
                    }
                }
                if (message.translations.isEmpty()) message.translations.append(text);
            }
        }
        if (xml.hasError()) qWarning() << path << xml.errorString();
        return messages;
    }

    static QStringList placeholders(const QString& text)
    {
        static const QRegularExpression pattern(QStringLiteral("%L?(\\d+|n)"));
        QStringList found;
        for (const auto& match : pattern.globalMatch(text)) found.append(match.captured(1));
        found.sort();
        return found;
    }

    static int accelerators(QString text)
    {
        text.remove(QStringLiteral("&&"));
        // Entities such as &amp; are already decoded by the reader; what is left are accelerators.
        return static_cast<int>(text.count(QLatin1Char('&')));
    }

    static QString tsFile(const QString& language)
    {
        return QStringLiteral(MAZEWORKS_SOURCE "/translations/mazeworks_%1.ts").arg(language);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // The settings where the editor keeps them (setUpApplication names them so too).
        QCoreApplication::setOrganizationName(QStringLiteral("Mazeworks"));
        QCoreApplication::setApplicationName(QStringLiteral("Mazeworks"));
    }

    void everyLanguageOfTheMenuHasItsFile()
    {
        for (const auto& [code, name] : SettingsActions::languages()) {
            if (code.isEmpty() || code == QStringLiteral("en")) continue;
            QVERIFY2(QFile::exists(tsFile(code)), qPrintable(name));
        }
    }

    void languages_data()
    {
        QTest::addColumn<QString>("language");
        for (const auto& [code, name] : SettingsActions::languages()) {
            if (code.isEmpty() || code == QStringLiteral("en")) continue;
            QTest::newRow(qPrintable(code)) << code;
        }
    }

    void languages()
    {
        QFETCH(QString, language);
        // lupdate on a copy: what it adds is what the editor (with its main(), formats and core,
        // whose problems it shows) says and the language does not.
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("copy.ts"));
        QVERIFY(QFile::copy(tsFile(language), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        QStringList sources
            = { QStringLiteral(MAZEWORKS_SOURCE "/editor"), QStringLiteral(MAZEWORKS_SOURCE "/formats") };
        sources += QStringLiteral(MAZEWORKS_CORE_MESSAGES).split(QLatin1Char('|'));
        lupdate.start(QStringLiteral(MAZEWORKS_LUPDATE),
            sources
                + QStringList { QStringLiteral("-ts"), copy, QStringLiteral("-no-obsolete"),
                    QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-tr-function-alias"),
                    QStringLiteral(MAZEWORKS_LUPDATE_ALIAS), QStringLiteral("-silent") });
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);

        const QList<Message> messages = read(copy);
        QVERIFY(messages.size() > 300);
        QStringList missing;
        QStringList broken;
        for (const Message& m : messages) {
            const bool empty = std::all_of(
                m.translations.begin(), m.translations.end(), [](const QString& t) { return t.trimmed().isEmpty(); });
            if (m.unfinished || empty) {
                missing.append(m.context + QStringLiteral(": ") + m.source);
                continue;
            }
            for (const QString& t : m.translations) {
                // A plural form may say "one" instead of %n; every other placeholder stays.
                QStringList want = placeholders(m.source);
                QStringList got = placeholders(t);
                if (m.translations.size() > 1) {
                    want.removeAll(QStringLiteral("n"));
                    got.removeAll(QStringLiteral("n"));
                }
                if (want != got) broken.append(QStringLiteral("placeholders: %1 -> %2").arg(m.source, t));
                if (accelerators(m.source) != accelerators(t)) {
                    broken.append(QStringLiteral("accelerator: %1 -> %2").arg(m.source, t));
                }
            }
        }
        QVERIFY2(missing.isEmpty(),
            qPrintable(QStringLiteral("%1 untranslated, first: %2")
                           .arg(missing.size())
                           .arg(missing.mid(0, 8).join(QStringLiteral(" | ")))));
        QVERIFY2(broken.isEmpty(), qPrintable(broken.mid(0, 8).join(QStringLiteral("\n"))));
    }

    void theEditorSpeaksTheLanguageItIsAskedFor()
    {
        const QList<Message> german = read(tsFile(QStringLiteral("de")));
        const auto translated = [&german](const QString& context, const QString& source) {
            for (const Message& m : german) {
                if (m.context == context && m.source == source) return m.translations.value(0);
            }
            return QString();
        };
        const QString file = translated(QStringLiteral("mazeworks::MainWindow"), QStringLiteral("&File"));
        QVERIFY(!file.isEmpty());

        QSettings().setValue(QStringLiteral("language"), QStringLiteral("de"));
        setUpApplication(*qApp, QStringLiteral("test"));
        std::unique_ptr<MainWindow> window(createMainWindow());
        QCOMPARE(window->menu(QStringLiteral("file"))->title(), file);

        // Core's diagnostics, by their code.
        Diagnostic missing;
        missing.messageId = "missing.ghost.red";
        const QString english = QStringLiteral("the red ghost has no start");
        QCOMPARE(QString::fromStdString(missing.message()), english);
        QCOMPARE(diagnosticMessage(missing), translated(QStringLiteral("mazeworks::Diagnostics"), english));
        QVERIFY(diagnosticMessage(missing) != english);
        QSettings().remove(QStringLiteral("language"));
    }

    void everyMessageOfCoreIsSpokenByTheEnglishWordsOfItsTable()
    {
        // The editor keeps no copy of core's messages: it looks each English text of core's
        // tables up in the translations, in the context core marked it with.
        QSettings().setValue(QStringLiteral("language"), QStringLiteral("de"));
        setUpApplication(*qApp, QStringLiteral("test"));
        const std::vector<std::string> values = { "7", "8", "9", "10", "11" };
        for (const MessageText& m : messageCatalogue()) {
            Diagnostic d;
            d.messageId = std::string(m.id);
            d.values = values;
            QVERIFY2(diagnosticMessage(d) != QString::fromStdString(d.message()), m.english);
            QVERIFY2(!diagnosticMessage(d).contains(QLatin1Char('%')), m.english);
        }
        const std::vector<std::int64_t> numbers = { 7, 8, 9, 10, 11 };
        for (int c = 1; c <= static_cast<int>(CaptionCode::Failed); ++c) {
            const Caption caption { static_cast<CaptionCode>(c), numbers };
            QVERIFY2(captionText(caption) != QString::fromStdString(caption.english()), caption.englishTemplate());
        }
        for (int c = 0; c <= static_cast<int>(ProblemCode::NotConnected); ++c) {
            const DungeonProblem problem { static_cast<ProblemCode>(c), numbers };
            QVERIFY2(problemText(problem) != QString::fromStdString(problem.message()), problem.englishTemplate());
        }
        QSettings().remove(QStringLiteral("language"));
    }
};

QTEST_MAIN(TstTranslations)
#include "tst_translations.moc"
