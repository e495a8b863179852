#pragma once

#include <QObject>
#include <QString>

#include <functional>

namespace mazeworks {

class RaceWindow;

// What a screen reader hears of the race: each step taken by hand (Single Step, F10, or the
// timeline moved one step on) says, pane by pane, the tile each search settled and how far it
// lies from the start ("A*: settled row 22, column 14, distance 1; ..."), or the way a search
// found as it ends; a step back says the step it went back to; and when the last search ends,
// however it got there (stepped, played, finished), the summary under the panes is said. A
// played race says nothing of its steps: at a hundred a second they would drown the reader.
class RaceSpeech : public QObject {
    Q_OBJECT

public:
    // `say` is where the words go: the race window's announcer.
    RaceSpeech(RaceWindow* window, std::function<void(const QString&)> say);

    // The words for the race's last step: every pane whose search took it.
    QString stepText() const;

private:
    void changed();

    RaceWindow* m_window;
    std::function<void(const QString&)> m_say;
    int m_steps = 0; // the race's steps when it last changed
    bool m_done = false; // and whether all had finished then
};

} // namespace mazeworks
