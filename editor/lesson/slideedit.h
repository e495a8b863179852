#pragma once

#include "lesson/lesson.h"

#include <QPointer>
#include <QUndoCommand>

#include <vector>

namespace mazeworks {

class LessonDock;

// A change of a lesson's slides (one added, removed or moved), undone and redone whole: the
// slides and the current slide before and after. Lessons are a few dozen slides, so a copy of
// them is the simplest state that cannot drift from what the user saw.
class SlideEdit : public QUndoCommand {
public:
    SlideEdit(LessonDock* dock, const QString& text, std::vector<LessonSlide> before, int currentBefore,
        std::vector<LessonSlide> after, int currentAfter);

    void undo() override;
    void redo() override;

private:
    QPointer<LessonDock> m_dock;
    std::vector<LessonSlide> m_before;
    std::vector<LessonSlide> m_after;
    int m_currentBefore;
    int m_currentAfter;
};

} // namespace mazeworks
