#pragma once

#include <QWidget>

class QLabel;
class QSlider;

namespace mazeworks {

// A slider over every step of a stepped view (a search, the dungeon generator), as a replay's
// timeline is over a game: it follows the step shown, and a drag (or a click, or the keys on
// it) asks for another step, which the view shows by starting again and stepping there, so that
// the picture, the code and the figures are exactly as they were. Beside it, "step k of n".
// Both the overlays and the generator have one; it knows nothing of either.
class StepTimeline : public QWidget {
    Q_OBJECT

public:
    explicit StepTimeline(QWidget* parent = nullptr);

    // Shows step `step` of `total`, or of the `total` known so far when the end is not known
    // yet (a view that learns its end by getting there); says nothing back.
    void follow(int step, int total, bool endKnown = true);
    int step() const;
    int total() const;

    QSlider* slider() const { return m_slider; }

signals:
    // The user chose this step.
    void stepChosen(int step);

private:
    QSlider* m_slider;
    QLabel* m_text;
    bool m_following = false;
};

} // namespace mazeworks
