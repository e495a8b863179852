#pragma once

// What every test of the editor's window does around each test function, written once.

#include "mainwindow.h"
#include "modaldialogs.h"

#include "choices.h"

#include <QObject>
#include <QSize>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <optional>

namespace mazeworks::test {

// The base of a test that drives the editor's window. Before the tests: the settings and the
// files in a test place of their own (QStandardPaths' test mode). Before each test function: the
// settings cleared, no autosave left from another test, a new window as the editor makes it
// (createMainWindow) at the test's size, shown and exposed (and active, where the keyboard
// matters), and the window's choices answered: a file or folder the test did not answer is
// cancelled and fails the test, as a dialog left for the watchdog does. After it: the window
// gone, and a question the test expected but that was never asked fails the test too.
class EditorTest : public QObject {
    Q_OBJECT

public:
    struct Setup {
        QSize size { 1200, 900 };
        // The window has the keyboard too (the game's keys, say).
        bool active = false;
        // The seed every game and dungeon gets, where chance would choose.
        std::optional<std::uint64_t> seed;
    };

protected:
    explicit EditorTest(Setup setup);
    // A window of that size, nothing else asked.
    explicit EditorTest(QSize size);

    // The test's own preparation of each test function, once the window is shown (a dock to
    // find, a clock to set); it may fail with QVERIFY.
    virtual void prepare() { }
    // The test's own tidying after each test function, once the window is gone (translators to
    // remove, say).
    virtual void finish() { }

    // A new window in place of the one before (a restart), shown at the test's size; its
    // choices answered as the first one's.
    MainWindow* newWindow();
    // The window's dock of that class.
    template <typename Dock> Dock* dock() const { return m_window->findChild<Dock*>(); }
    // Where the window asks for files and leaves seeds to chance: the test answers here.
    Choices& choices() const { return *m_window->choices(); }
    // What closes the dialogs nobody answers, and remembers them (checked after each test too).
    DialogWatchdog& watchdog() const { return *m_watchdog; }

    // The widget of that class and name inside `in`; a warning names the one that is missing.
    template <class Widget> static Widget* find(QObject* in, const QString& name)
    {
        auto* widget = in->findChild<Widget*>(name);
        if (!widget) qWarning("no %s", qPrintable(name));
        return widget;
    }
    // Clicks the button of the action named `action` inside `in`, as a user does; fails the test
    // when there is no such button or it is disabled.
    static void press(QWidget* in, const QString& action);
    // Chooses the entry `text` of the list named `combo` inside `in` with the keyboard, as a
    // user does; fails the test when there is no such list or entry.
    static void choose(QWidget* in, const QString& combo, const QString& text);

    std::unique_ptr<MainWindow> m_window;

private slots:
    void initTestCase();
    void init();
    void cleanup();

private:
    void answer(Choices& choices);

    Setup m_setup;
    std::unique_ptr<DialogWatchdog> m_watchdog;
    QStringList m_unanswered; // the choices nobody answered, by their captions
};

} // namespace mazeworks::test
