#include "slideedit.h"

#include "lessondock.h"

#include <utility>

namespace mazeworks {

SlideEdit::SlideEdit(LessonDock* dock, const QString& text, std::vector<LessonSlide> before, int currentBefore,
    std::vector<LessonSlide> after, int currentAfter)
    : QUndoCommand(text)
    , m_dock(dock)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_currentBefore(currentBefore)
    , m_currentAfter(currentAfter)
{
}

void SlideEdit::undo()
{
    if (m_dock) m_dock->putSlides(m_before, m_currentBefore);
}

void SlideEdit::redo()
{
    if (m_dock) m_dock->putSlides(m_after, m_currentAfter);
}

} // namespace mazeworks
