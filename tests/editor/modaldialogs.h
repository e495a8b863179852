#pragma once

// Answering the editor's questions in tests: a dialog is answered as a user would, by clicking
// one of its buttons, from a timer that waits for it to show. A watchdog closes any dialog that
// nobody answers, so that a test fails instead of waiting for ever.

#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <memory>

namespace mazeworks::test {

// The answers waiting for their dialog.
inline QList<QPointer<QTimer>>& pendingAnswers()
{
    static QList<QPointer<QTimer>> pending;
    return pending;
}

// Drops the answers whose dialog never showed (call at the end of each test, so that none
// answers a later test's dialog); how many there were.
inline int dropPendingAnswers()
{
    int dropped = 0;
    for (const QPointer<QTimer>& timer : std::exchange(pendingAnswers(), {})) {
        if (timer && timer->isActive()) {
            ++dropped;
            timer->stop();
        }
        if (timer) timer->deleteLater();
    }
    return dropped;
}

// Calls `answer` with the next modal dialog once it shows (gives up after a while).
inline void whenDialogShows(std::function<void(QWidget*)> answer)
{
    auto* timer = new QTimer;
    pendingAnswers().append(timer);
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    QObject::connect(timer, &QTimer::timeout, [timer, answer, clock] {
        QWidget* modal = QApplication::activeModalWidget();
        if (modal && modal->isVisible()) {
            timer->stop();
            timer->deleteLater();
            answer(modal);
        } else if (clock->elapsed() > 20000) {
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start(10);
}

// What a message box said, as a user reads it.
inline QString messageOf(QWidget* dialog)
{
    auto* box = qobject_cast<QMessageBox*>(dialog);
    if (!box) return dialog ? dialog->windowTitle() : QString();
    return box->text() + QLatin1Char('\n') + box->informativeText();
}

// Clicks a button of the next message box: a standard button, or one named by object name.
inline void answerMessageBox(QMessageBox::StandardButton button, QString* said = nullptr, QString* name = nullptr)
{
    whenDialogShows([=](QWidget* dialog) {
        if (said) *said = messageOf(dialog);
        if (name) *name = dialog->objectName();
        auto* box = qobject_cast<QMessageBox*>(dialog);
        if (box && box->button(button))
            box->button(button)->click();
        else if (auto* d = qobject_cast<QDialog*>(dialog))
            d->reject();
    });
}

inline void answerMessageBox(const QString& buttonName, QString* said = nullptr, QString* name = nullptr)
{
    whenDialogShows([=](QWidget* dialog) {
        if (said) *said = messageOf(dialog);
        if (name) *name = dialog->objectName();
        if (auto* button = dialog->findChild<QPushButton*>(buttonName))
            button->click();
        else if (auto* d = qobject_cast<QDialog*>(dialog))
            d->reject();
    });
}

// Rejects a modal dialog left open for long, and remembers what it said so the test can fail.
class DialogWatchdog {
public:
    DialogWatchdog()
    {
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            QWidget* modal = QApplication::activeModalWidget();
            if (modal != m_seen) {
                m_seen = modal;
                m_since.start();
            } else if (modal && m_since.elapsed() > 30000) {
                m_unanswered << messageOf(modal);
                if (auto* d = qobject_cast<QDialog*>(modal))
                    d->reject();
                else
                    modal->close();
            }
        });
        m_timer.start(100);
    }
    // The dialogs nobody answered since the last call.
    QStringList takeUnanswered() { return std::exchange(m_unanswered, {}); }

private:
    QTimer m_timer;
    QWidget* m_seen = nullptr;
    QElapsedTimer m_since;
    QStringList m_unanswered;
};

} // namespace mazeworks::test
