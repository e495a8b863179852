#include "dungeonview.h"
#include "editor/editorfixture.h"
#include "editorapp.h"
#include "generatedock.h"
#include "generatorcontroller.h"
#include "helpactions.h"
#include "install/datapaths.h"
#include "keytable.h"
#include "mainwindow.h"
#include "mapview.h"
#include "modaldialogs.h"
#include "overlaydock.h"
#include "playdock.h"
#include "sharedkeys.h"

#include <QAction>
#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTranslator>
#include <QTreeWidget>
#include <QtTest>

#include <algorithm>
#include <memory>

using namespace mazeworks;

// One key, one meaning, in every language: the whole window's actions walked, with every panel
// open and each panel in turn holding the attention.
class TstKeyMap : public test::EditorTest {
    Q_OBJECT

public:
    TstKeyMap()
        : EditorTest(Setup())
    {
    }

private:
    std::vector<std::unique_ptr<QTranslator>> m_translators;

    void speak(const QString& language)
    {
        if (language.isEmpty()) return;
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt.get());
            m_translators.push_back(std::move(qt));
        }
        auto ours = std::make_unique<QTranslator>();
        QVERIFY(ours->load(QStringLiteral(":/i18n/mazeworks_%1").arg(language)));
        QCoreApplication::installTranslator(ours.get());
        m_translators.push_back(std::move(ours));
    }

    void start(const QString& language)
    {
        speak(language); // before the window, which takes its words when made
        newWindow();
        m_window->openClassic();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        for (QDockWidget* dock : m_window->findChildren<QDockWidget*>()) dock->show();
    }

    SharedKeys* keys() const { return m_window->sharedKeys(); }

    // The text of an action as a menu shows it: its own and its shortcut's.
    static QString shown(const QAction* a)
    {
        return a->text().remove(QLatin1Char('&')) + QLatin1Char(' ') + a->shortcut().toString(QKeySequence::NativeText);
    }

    // Two enabled actions that act on one key in the window: a key with two meanings.
    void noKeyHasTwoMeanings(const QString& state) const
    {
        QMap<QString, QStringList> byKey;
        for (QAction* a : m_window->findChildren<QAction*>()) {
            if (!a->isEnabled() || a->shortcutContext() == Qt::WidgetShortcut) continue;
            for (const QKeySequence& key : a->shortcuts()) {
                if (!key.isEmpty()) byKey[key.toString(QKeySequence::PortableText)] << shown(a);
            }
        }
        for (auto it = byKey.cbegin(); it != byKey.cend(); ++it) {
            QVERIFY2(it.value().size() == 1,
                qPrintable(
                    QStringLiteral("%1: %2 means %3").arg(state, it.key(), it.value().join(QStringLiteral(" and ")))));
        }
    }

    static QChar mnemonic(const QString& text)
    {
        for (qsizetype i = 0; i + 1 < text.size(); ++i) {
            if (text[i] != QLatin1Char('&')) continue;
            if (text[i + 1] == QLatin1Char('&')) {
                ++i;
                continue;
            }
            return text[i + 1].toLower();
        }
        return QChar();
    }

    // Every item of every menu (and the menu bar) with a letter another item of it has too.
    static void mnemonicsUsedTwice(const QString& where, const QList<QAction*>& actions, QStringList& twice)
    {
        QMap<QChar, QStringList> byLetter;
        for (const QAction* a : actions) {
            if (a->isSeparator() || !a->isVisible()) continue;
            const QChar letter = mnemonic(a->text());
            if (!letter.isNull()) byLetter[letter] << a->text();
            if (a->menu()) mnemonicsUsedTwice(where + QStringLiteral(" > ") + a->text(), a->menu()->actions(), twice);
        }
        for (auto it = byLetter.cbegin(); it != byLetter.cend(); ++it) {
            if (it.value().size() > 1)
                twice << QStringLiteral("%1: Alt+%2 is %3")
                             .arg(where, it.key(), it.value().join(QStringLiteral(" and ")));
        }
    }

    void finish() override
    {
        for (auto& t : m_translators) QCoreApplication::removeTranslator(t.get());
        m_translators.clear();
    }

private slots:
    void languages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QString();
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("fr") << QStringLiteral("fr");
        QTest::newRow("es") << QStringLiteral("es");
    }

    void everyKeyHasOneMeaningWhereverTheAttentionIs_data() { languages_data(); }
    void everyKeyHasOneMeaningWhereverTheAttentionIs()
    {
        QFETCH(QString, language);
        start(language);
        noKeyHasTwoMeanings(QStringLiteral("the map"));
        const std::pair<const char*, QDockWidget*> panels[] = {
            { "Overlays", dock<OverlayDock>() },
            { "Generate", dock<GenerateDock>() },
            { "Play", dock<PlayDock>() },
        };
        for (const auto& [name, panel] : panels) {
            keys()->setAttention(panel);
            noKeyHasTwoMeanings(QString::fromLatin1(name));
        }
    }

    void everyMenuHasEachMnemonicOnce_data() { languages_data(); }
    void everyMenuHasEachMnemonicOnce()
    {
        QFETCH(QString, language);
        start(language);
        QStringList twice;
        mnemonicsUsedTwice(QStringLiteral("the menu bar"), m_window->menuBar()->actions(), twice);
        QVERIFY2(twice.isEmpty(), qPrintable(twice.join(QLatin1Char('\n'))));
    }

    void theKeyGoesToThePanelThatHasTheAttention()
    {
        start(QString());
        auto* generate = dock<GenerateDock>();
        auto* overlays = dock<OverlayDock>();
        QAction* stepDungeon = generate->action(QStringLiteral("stepDungeon"));
        QAction* stepSearch = m_window->findChild<QAction*>(QStringLiteral("stepSearch"));
        QVERIFY(stepSearch);
        // On the map, F10 steps the search.
        QCOMPARE(keys()->keyOf(stepSearch), QKeySequence(Qt::Key_F10));
        QVERIFY(keys()->keyOf(stepDungeon).isEmpty());
        // A click on the generator's picture gives it the keys, and says so.
        QTest::mouseClick(generate->view(), Qt::LeftButton, Qt::NoModifier, generate->view()->rect().center());
        QCOMPARE(keys()->attention(), generate);
        QCOMPARE(keys()->keyOf(stepDungeon), QKeySequence(Qt::Key_F10));
        QVERIFY(keys()->keyOf(stepSearch).isEmpty());
        QVERIFY(generate->windowTitle().startsWith(QStringLiteral("\u25b8")));
        QVERIFY(!overlays->windowTitle().startsWith(QStringLiteral("\u25b8")));
        QVERIFY(stepDungeon->toolTip().endsWith(QStringLiteral("(F10)")));
        QVERIFY(!stepSearch->toolTip().contains(QStringLiteral("F10")));
        // The key then steps the dungeon, not the search, wherever the keyboard is in the window.
        const int before = generate->controller()->shown().counters().steps;
        QTest::keyClick(m_window.get(), Qt::Key_F10);
        QTRY_COMPARE(generate->controller()->shown().counters().steps, before + 1);
        // Back on the map, the keys go home.
        m_window->currentView()->setFocus();
        QCOMPARE(keys()->attention(), nullptr);
        QCOMPARE(keys()->keyOf(stepSearch), QKeySequence(Qt::Key_F10));
    }

    void theHelpMenuListsEveryKeyAndTheReadmeIsItsTable()
    {
        start(QString());
        const QList<KeyRow> rows = keyTable(m_window.get());
        auto has = [&rows](const QString& key, const QString& action) {
            return std::any_of(
                rows.begin(), rows.end(), [&](const KeyRow& r) { return r.key == key && r.action == action; });
        };
        QVERIFY(has(QStringLiteral("Ctrl+S"), QStringLiteral("Save")));
        QVERIFY(has(QStringLiteral("F10"), QStringLiteral("Step"))); // the generator's
        QVERIFY(has(QStringLiteral("F10"), QStringLiteral("Single Step"))); // the search's
        QVERIFY(has(QStringLiteral("P, Esc"), QStringLiteral("Pause"))); // the game's
        // The README's table is this one: made from it, compared here.
        QFile readme(QStringLiteral(MAZEWORKS_SOURCE "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(readme.readAll());
        const QString begin
            = QStringLiteral("<!-- keys: the Keyboard Shortcuts dialog's table, checked by tst_keymap -->\n");
        const qsizetype from = text.indexOf(begin);
        const qsizetype to = text.indexOf(QStringLiteral("<!-- /keys -->"));
        QVERIFY2(from >= 0 && to > from, "the README has no key table");
        const QString table = keyTableMarkdown(rows);
        if (text.mid(from + begin.size(), to - from - begin.size()) != table) {
            QFile made(QStringLiteral("keys.md"));
            QVERIFY(made.open(QIODevice::WriteOnly));
            made.write(table.toUtf8());
            QFAIL(qPrintable(QStringLiteral("the README's key table is not the dialog's; the dialog's is in %1")
                                 .arg(QFileInfo(made).absoluteFilePath())));
        }
        // Help > Keyboard Shortcuts shows the same rows.
        int shown = -1;
        test::whenDialogShows([&shown](QWidget* dialog) {
            auto* keys = dialog->findChild<QTreeWidget*>(QStringLiteral("keys"));
            shown = keys ? keys->topLevelItemCount() : -1;
            static_cast<QDialog*>(dialog)->reject();
        });
        m_window->findChild<QAction*>(QStringLiteral("keyboardShortcuts"))->trigger();
        QCOMPARE(shown, static_cast<int>(rows.size()));
    }

    void helpUserManualSaysSoWhenNoManualIsInstalled()
    {
        // The tests run from the build tree, where no manual lies beside the program: the
        // menu says so instead of opening nothing.
        start(QString());
        QVERIFY(userManualPath().isEmpty());
        auto* help = m_window->findChild<HelpActions*>();
        QVERIFY(help);
        QUrl opened;
        help->openUrl = [&opened](const QUrl& url) {
            opened = url;
            return true;
        };
        QString said;
        test::answerMessageBox(QMessageBox::Ok, &said);
        QVERIFY(!help->showManual());
        QVERIFY(opened.isEmpty());
        QVERIFY2(said.contains(QStringLiteral("not installed")), qPrintable(said));
    }

    void shortcutsAreWrittenInTheUsersLanguage()
    {
        start(QStringLiteral("de"));
        keys()->setAttention(dock<GenerateDock>());
        QAction* restart = dock<GenerateDock>()->action(QStringLiteral("restartDungeon"));
        QCOMPARE(restart->shortcut().toString(QKeySequence::NativeText), QStringLiteral("Umschalt+F5"));
        for (QAction* a : m_window->findChildren<QAction*>()) {
            for (const QString& text : { a->text(), a->toolTip() }) {
                QVERIFY2(!text.contains(QStringLiteral("Shift+")) && !text.contains(QStringLiteral("Ctrl+")),
                    qPrintable(text));
            }
        }
    }
};

QTEST_MAIN(TstKeyMap)
#include "tst_keymap.moc"
