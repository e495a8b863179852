#include "editorapp.h"
#include "keytable.h"
#include "mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <memory>

using namespace mazeworks;

// The keys a desktop user gets: on an X server with a window manager (under-window-manager.sh),
// where Qt's standard keys are the desktop's (Redo Ctrl+Shift+Z, Close Ctrl+W, Quit Ctrl+Q)
// and not the offscreen platform's (Ctrl+Y, Ctrl+F4, none), the window's actions have exactly
// the keys of the README's table, which tst_keymap checks under the offscreen platform.
class TstKeysOnXcb : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

    // The README's table, as its lines.
    static QStringList readmeTable()
    {
        QFile readme(QStringLiteral(MAZEWORKS_SOURCE "/README.md"));
        if (!readme.open(QIODevice::ReadOnly)) return {};
        const QString text = QString::fromUtf8(readme.readAll());
        const QString begin
            = QStringLiteral("<!-- keys: the Keyboard Shortcuts dialog's table, checked by tst_keymap -->\n");
        const qsizetype from = text.indexOf(begin);
        const qsizetype to = text.indexOf(QStringLiteral("<!-- /keys -->"));
        if (from < 0 || to < from) return {};
        return text.mid(from + begin.size(), to - from - begin.size()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

    QAction* action(const char* name) const
    {
        auto* a = m_window->findChild<QAction*>(QString::fromLatin1(name));
        if (!a) qWarning("no action %s", name);
        return a;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(QGuiApplication::platformName() == QLatin1String("xcb"), "run under under-window-manager.sh");
    }

    void init() { QSettings().clear(); }

    void cleanup() { m_window.reset(); }

    void theWindowsKeysAreTheReadmesTable()
    {
        m_window.reset(createMainWindow());
        m_window->openClassic();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        for (QDockWidget* dock : m_window->findChildren<QDockWidget*>()) dock->show();
        // Every row, in the README's order.
        const QStringList readme = readmeTable();
        QVERIFY2(!readme.isEmpty(), "the README has no key table");
        const QStringList here
            = keyTableMarkdown(keyTable(m_window.get())).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (qsizetype i = 0; i < std::max(readme.size(), here.size()); ++i) {
            QCOMPARE(here.value(i), readme.value(i));
        }
        // The keys a user of a Linux desktop expects, as the table says.
        QCOMPARE(action("redo")->shortcuts(),
            QList<QKeySequence>(
                { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y) }));
        QCOMPARE(action("close")->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_W));
        QCOMPARE(action("quit")->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Q));
    }
};

QTEST_MAIN(TstKeysOnXcb)
#include "tst_keysonxcb.moc"
