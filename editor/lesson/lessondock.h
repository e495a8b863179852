#pragma once

#include "panel.h"

#include "lesson/lesson.h"
#include "lesson/lessonreader.h"

#include <QPointer>
#include <QString>

#include <optional>
#include <string>

class QAction;
class QLabel;
class QListWidget;
class QStackedWidget;
class QToolButton;
class QUndoStack;

namespace mazeworks {

class Document;
class GenerateDock;
class MainWindow;
class OverlayDock;
class PlayDock;
class SlideShow;

// The Lesson panel: a lesson (.lesson, docs/lesson.md) given in the editor. Its title, its
// slides by number and title, the current slide's caption in the user's language, large and
// wrapped, "Slide k of n", the questions the class predicts, and Previous and Next. Showing a
// slide puts the editor in the state it describes (slideshow.h). A lesson with problems lists
// them in the Diagnostics panel, compiler-style, and says how many here instead of slides.
// The Lesson menu opens, saves and starts lessons, steps through the slides (Ctrl+PgDown,
// Ctrl+PgUp, on a presented slide too), presents the slide full screen with its caption, adds
// the current view as a slide, removes and moves slides (each change undone and redone from the
// menu and the slide list's context menu) and exports the handout (a PDF, formats/handout).
class LessonDock : public Panel {
    Q_OBJECT

public:
    LessonDock(MainWindow* window, OverlayDock* overlays, GenerateDock* generate, PlayDock* play);
    ~LessonDock() override;

    // Opens the lesson at `path`, asking first when the open one has unsaved changes; false
    // when it cannot be read (a lesson with problems is opened, and shows them).
    bool openLesson(const QString& path);
    // An empty lesson in place of the open one (asking first when that has unsaved changes).
    bool newLesson();
    // Saves to the lesson's file, or to `path` (asked for when empty and the lesson has none);
    // atomically. False when not written.
    bool save();
    bool saveAs(QString path = QString());
    // Asks to save a lesson with unsaved changes: true to go on (saved or discarded).
    bool confirmClose();

    // Shows slide `index` (from 0); false when there is none or it cannot be shown.
    bool showSlide(int index);
    bool nextSlide();
    bool previousSlide();
    // The current slide on a stage, full screen, with its caption; or back.
    void presentSlide(bool on);
    // The view that has the attention as a new slide after the current one; false with a
    // message when there is none or its level has no file yet.
    bool addThisView();
    // The current slide out of the lesson; one place earlier or later. Undoable.
    bool removeSlide();
    bool moveSlide(int by);
    // The slides as they are to be, and the one current (SlideEdit's undo and redo): the list,
    // the modified mark and the view follow.
    void putSlides(const std::vector<LessonSlide>& slides, int current);
    // Writes the handout to `path` (asked for when empty) with a progress dialog; false when
    // not written (cancelled too: then no file is left).
    bool exportHandout(QString path = QString());

    const Lesson& lesson() const { return m_lesson; }
    QString lessonPath() const { return m_path; }
    bool isModified() const { return m_modified; }
    // The slide shown, -1 when none.
    int currentSlide() const { return m_current; }
    // The problems of the lesson as read, when it has errors.
    const LessonReadResult& readResult() const { return m_read; }
    SlideShow* slideShow() const { return m_show; }
    // The language the captions are shown in ("de"): the user interface's.
    static std::string language();

signals:
    // The view shown for `slide` reached the step of one of its questions (Predict mode hooks
    // here); emitted each time the view gets there.
    void questionReached(int slide, const mazeworks::LessonQuestion& question);
    void lessonChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createActions();
    QWidget* createContents();
    void setLesson(const Lesson& lesson, const QString& path, const LessonReadResult& read);
    void setModified(bool modified);
    void listSlides();
    void changeSlides(const QString& what, std::vector<LessonSlide> slides, int current);
    void showState();
    void showCaption();
    void checkQuestions();
    void putCaptionOnStage(QDockWidget* panel);
    bool writeTo(const QString& path, const Lesson& lesson);
    static QString questionText(const LessonQuestion& question);

    SlideShow* m_show;
    Lesson m_lesson;
    LessonReadResult m_read;
    QString m_path;
    bool m_modified = false;
    bool m_open = false; // a lesson is open (a new one too)
    int m_current = -1;
    // Where the slide's view was when questions were last looked for, not to tell one twice: its
    // steps, and the explorer's moves (-1: not counting).
    struct QuestionPlace {
        int steps = -1;
        int moves = -1;
    };
    QuestionPlace m_questionPlace;
    bool m_firstShow = true;
    QPointer<QDockWidget> m_presented;

    QStackedWidget* m_pages = nullptr;
    QLabel* m_empty = nullptr;
    QLabel* m_problems = nullptr;
    QLabel* m_title = nullptr;
    QListWidget* m_slides = nullptr;
    QLabel* m_where = nullptr;
    QLabel* m_slideTitle = nullptr;
    QLabel* m_caption = nullptr;
    QLabel* m_questions = nullptr;
    QLabel* m_status = nullptr;

    QAction* m_new = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_save = nullptr;
    QAction* m_saveAs = nullptr;
    QAction* m_next = nullptr;
    QAction* m_previous = nullptr;
    QAction* m_present = nullptr;
    QAction* m_add = nullptr;
    QAction* m_remove = nullptr;
    QAction* m_earlier = nullptr;
    QAction* m_later = nullptr;
    QAction* m_export = nullptr;
    QUndoStack* m_edits = nullptr;
};

} // namespace mazeworks
