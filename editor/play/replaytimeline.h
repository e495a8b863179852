#pragma once

#include <QWidget>

class QLabel;
class QSlider;
class QToolButton;

namespace mazeworks {

class PlaySession;

// Under the play view while a replay plays back: play and pause, a slider over the whole game
// to scrub (a seek plays the replay from the start, or from the nearest copy the session kept,
// to the chosen step), the time, and whether the game comes to the result the replay recorded.
class ReplayTimeline : public QWidget {
    Q_OBJECT

public:
    explicit ReplayTimeline(PlaySession* session, QWidget* parent = nullptr);

    QSlider* slider() const { return m_slider; }
    QLabel* resultLabel() const { return m_result; }

private:
    void follow();
    void showResult();

    PlaySession* m_session;
    QToolButton* m_play;
    QSlider* m_slider;
    QLabel* m_time;
    QLabel* m_result;
    bool m_following = false;
};

} // namespace mazeworks
