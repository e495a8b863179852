#include "editorfixture.h"

#include "autosave.h"
#include "editorapp.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QToolButton>
#include <QtTest>

namespace mazeworks::test {

EditorTest::EditorTest(Setup setup)
    : m_setup(setup)
{
}

EditorTest::EditorTest(QSize size) { m_setup.size = size; }

void EditorTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Mazeworks"));
    m_watchdog = std::make_unique<DialogWatchdog>();
}

void EditorTest::init()
{
    QSettings().clear();
    QDir(Autosave::root()).removeRecursively();
    newWindow();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    if (m_setup.active) {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }
    prepare();
}

void EditorTest::cleanup()
{
    m_window.reset();
    finish();
    QSettings().clear();
    const QStringList unansweredDialogs = m_watchdog->takeUnanswered();
    const int expectedDialogs = dropPendingAnswers();
    const QStringList unansweredChoices = std::exchange(m_unanswered, {});
    QCOMPARE(unansweredDialogs, QStringList());
    QVERIFY2(expectedDialogs == 0, "a question the test expected was never asked");
    QCOMPARE(unansweredChoices, QStringList());
}

MainWindow* EditorTest::newWindow()
{
    m_window.reset(createMainWindow());
    answer(*m_window->choices());
    m_window->resize(m_setup.size);
    m_window->show();
    return m_window.get();
}

void EditorTest::answer(Choices& choices)
{
    // A test answers the files it expects to be asked for; any other is cancelled, and said.
    choices.answers.savePath = [this](const QString& caption, const QString&, const QString&) {
        m_unanswered << caption;
        return QString();
    };
    choices.answers.openPaths = [this](const QString& caption, const QString&, const QString&) {
        m_unanswered << caption;
        return QStringList();
    };
    choices.answers.folder = [this](const QString& caption, const QString&) {
        m_unanswered << caption;
        return QString();
    };
    if (const auto seed = m_setup.seed) choices.answers.seed = [seed] { return *seed; };
}

void EditorTest::press(QWidget* in, const QString& action)
{
    for (auto* button : in->findChildren<QToolButton*>()) {
        if (button->defaultAction() && button->defaultAction()->objectName() == action) {
            QVERIFY2(button->isEnabled(), qPrintable(action));
            // Clicked as a user clicks: once the panel has laid out what changed (a user's click
            // never comes before that), and scrolled to first, as a click goes to whatever is at
            // its place on the screen, and a button below a panel's fold is not there.
            for (int pass = 0; pass < 3; ++pass) QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            for (QWidget* up = button->parentWidget(); up; up = up->parentWidget()) {
                if (auto* scroll = qobject_cast<QScrollArea*>(up)) scroll->ensureWidgetVisible(button, 0, 0);
            }
            QTest::mouseClick(button, Qt::LeftButton);
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("no button for %1").arg(action)));
}

void EditorTest::choose(QWidget* in, const QString& combo, const QString& text)
{
    auto* box = find<QComboBox>(in, combo);
    QVERIFY(box);
    const int wanted = box->findText(text);
    QVERIFY2(wanted >= 0, qPrintable(text));
    box->setFocus();
    while (box->currentIndex() < wanted) QTest::keyClick(box, Qt::Key_Down);
    while (box->currentIndex() > wanted) QTest::keyClick(box, Qt::Key_Up);
    QCOMPARE(box->currentText(), text);
}

} // namespace mazeworks::test
