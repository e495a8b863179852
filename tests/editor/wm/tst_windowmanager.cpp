#include "editorapp.h"
#include "generatedock.h"
#include "mainwindow.h"
#include "mapview.h"
#include "playdock.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QProcess>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTranslator>
#include <QtTest>

#include <memory>

using namespace mazeworks;

// The main window as the window manager sees it, on a screen of the size the script gives
// (under-window-manager.sh): no panel pushes the window past the screen, and Presentation and
// Full Window are full screen as the window manager understands it, with the layout back as it
// was afterwards.
class TstWindowManager : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<QTranslator> m_translator;

    static QRect available() { return QGuiApplication::primaryScreen()->availableGeometry(); }

    // The window's states in the window manager's words (_NET_WM_STATE), read with xprop.
    static QString describe(const QWidget* window)
    {
        const QRect frame = window->window()->geometry();
        return QStringLiteral("%1 at %2,%3 %4 x %5")
            .arg(netWmState(window).trimmed())
            .arg(frame.x())
            .arg(frame.y())
            .arg(frame.width())
            .arg(frame.height());
    }

    static QString netWmState(const QWidget* window)
    {
        QProcess xprop;
        xprop.start(QStringLiteral("xprop"),
            { QStringLiteral("-id"), QString::number(window->window()->winId()), QStringLiteral("_NET_WM_STATE") });
        if (!xprop.waitForFinished(5000)) return QStringLiteral("xprop did not answer");
        return QString::fromLatin1(xprop.readAllStandardOutput());
    }

    static bool isFullScreenOnScreen(const QWidget* window)
    {
        return netWmState(window).contains(QStringLiteral("_NET_WM_STATE_FULLSCREEN"))
            && window->window()->geometry() == QGuiApplication::primaryScreen()->geometry();
    }

    // The window as on a first start in `language`, with the classic maze open.
    void start(const QString& language)
    {
        if (!language.isEmpty()) {
            m_translator = std::make_unique<QTranslator>();
            QVERIFY(m_translator->load(QStringLiteral(":/i18n/mazeworks_%1").arg(language)));
            QCoreApplication::installTranslator(m_translator.get());
        }
        m_window.reset(createMainWindow());
        m_window->openClassic();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        settle();
    }

    // Lets the window manager and the layout answer.
    static void settle()
    {
        for (int i = 0; i < 10; ++i) {
            QTest::qWait(50);
            QCoreApplication::processEvents();
        }
    }

    QAction* action(const char* name) const
    {
        for (QAction* a : m_window->findChildren<QAction*>()) {
            if (a->objectName() == QLatin1String(name)) return a;
        }
        qFatal("no action %s", name);
    }

    void fitsTheScreen() const
    {
        const QRect frame = m_window->frameGeometry();
        QVERIFY2(available().contains(frame),
            qPrintable(QStringLiteral("the window's frame %1,%2 %3 x %4 is not inside the screen's free %5 x %6")
                           .arg(frame.x())
                           .arg(frame.y())
                           .arg(frame.width())
                           .arg(frame.height())
                           .arg(available().width())
                           .arg(available().height())));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(QGuiApplication::platformName() == QLatin1String("xcb"), "run under under-window-manager.sh");
    }

    void init() { QSettings().clear(); }

    void cleanup()
    {
        m_window.reset();
        if (m_translator) QCoreApplication::removeTranslator(m_translator.get());
        m_translator.reset();
    }

    void languages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QString();
        QTest::newRow("German") << QStringLiteral("de");
    }

    void panelsDoNotPushTheWindowPastTheScreen_data() { languages_data(); }
    void panelsDoNotPushTheWindowPastTheScreen()
    {
        QFETCH(QString, language);
        start(language);
        fitsTheScreen();
        const QSize given = m_window->size();
        action("showGenerator")->trigger();
        settle();
        fitsTheScreen();
        m_window->findChild<PlayDock*>()->show();
        settle();
        fitsTheScreen();
        QCOMPARE(m_window->size(), given);
    }

    // The map's size and the window's, for a failure's message.
    QString mapInWindow() const
    {
        const QSize map = m_window->currentView()->viewport()->size();
        return QStringLiteral("the map is %1 x %2 in a window of %3 x %4")
            .arg(map.width())
            .arg(map.height())
            .arg(m_window->width())
            .arg(m_window->height());
    }

    // Seen at 1280 x 720 under openbox: a first start left the map about 500 x 410 px, the
    // Diagnostics panel 150 px tall to say "No problems". The map is the largest part of the
    // window, and keeps 30% of its width and height when the generator and the game open.
    void aFirstStartGivesTheMapMostOfTheWindow_data() { languages_data(); }
    void aFirstStartGivesTheMapMostOfTheWindow()
    {
        QFETCH(QString, language);
        start(language);
        QSize map = m_window->currentView()->viewport()->size();
        const QSize window = m_window->size();
        QVERIFY2(map.width() * map.height() >= window.width() * window.height() * 38 / 100, qPrintable(mapInWindow()));
        action("showGenerator")->trigger();
        settle();
        m_window->findChild<PlayDock*>()->playCurrent();
        settle();
        map = m_window->currentView()->viewport()->size();
        QVERIFY2(map.width() >= window.width() * 3 / 10 - 4, qPrintable(mapInWindow()));
        QVERIFY2(map.height() >= window.height() * 3 / 10 - 4, qPrintable(mapInWindow()));
    }

    void presentationIsFullScreenAndComesBackToTheLayoutBefore()
    {
        start(QString());
        action("showGenerator")->trigger();
        settle();
        const QByteArray layout = m_window->saveState();
        const QRect geometry = m_window->geometry();
        auto* dock = m_window->findChild<GenerateDock*>();
        for (int round = 0; round < 3; ++round) {
            dock->setFocus();
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_F11);
            settle();
            QTRY_VERIFY(QApplication::activeWindow() && QApplication::activeWindow() != m_window.get());
            QWidget* shown = QApplication::activeWindow();
            QTRY_VERIFY2(isFullScreenOnScreen(shown), qPrintable(describe(shown)));
            QTest::keyClick(QApplication::focusWidget(), round % 2 ? Qt::Key_F11 : Qt::Key_Escape);
            settle();
            QVERIFY(!netWmState(m_window.get()).contains(QStringLiteral("_NET_WM_STATE_FULLSCREEN")));
            QCOMPARE(m_window->geometry(), geometry);
            QCOMPARE(m_window->saveState(), layout);
            fitsTheScreen();
        }
    }

    void fullWindowPlayIsFullScreenAndComesBack()
    {
        start(QString());
        auto* play = m_window->findChild<PlayDock*>();
        play->show();
        settle();
        const QByteArray layout = m_window->saveState();
        const QRect geometry = m_window->geometry();
        play->setFullWindow(true);
        settle();
        QTRY_VERIFY(QApplication::activeWindow() && QApplication::activeWindow() != m_window.get());
        QWidget* shown = QApplication::activeWindow();
        QTRY_VERIFY2(isFullScreenOnScreen(shown), qPrintable(describe(shown)));
        play->setFullWindow(false);
        settle();
        QCOMPARE(m_window->geometry(), geometry);
        QCOMPARE(m_window->saveState(), layout);
    }

    void theWindowMayGoWhilePresenting()
    {
        start(QString());
        action("showGenerator")->trigger();
        m_window->findChild<GenerateDock*>()->setPresentation(true);
        m_window->findChild<PlayDock*>()->setFullWindow(true);
        settle();
        m_window.reset();
        settle();
        QCOMPARE(QApplication::topLevelWidgets().size(), 0);
    }

    void aRestoredLayoutThatNoLongerFitsIsFitted()
    {
        // A layout saved on a larger screen, with the generator and the game open.
        {
            start(QStringLiteral("de"));
            action("showGenerator")->trigger();
            m_window->findChild<PlayDock*>()->show();
            settle();
            QSettings settings;
            settings.setValue(QStringLiteral("window/state"), m_window->saveState());
            m_window->setGeometry(QRect(0, 0, available().width() + 400, available().height() + 300));
            settings.setValue(QStringLiteral("window/geometry"), m_window->saveGeometry());
            m_window.reset();
        }
        m_window.reset(createMainWindow());
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        settle();
        fitsTheScreen();
    }
};

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Mazeworks"));
    QCoreApplication::setApplicationName(QStringLiteral("Mazeworks"));
    TstWindowManager test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_windowmanager.moc"
