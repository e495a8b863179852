#pragma once

#include "lesson/lesson.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

class QDockWidget;

namespace mazeworks {

class Document;
class GenerateDock;
class MainWindow;
class MapView;
class OverlayDock;
class PlayDock;

// Between a slide and the editor: shows a slide by putting the editor in the state it
// describes (its level in a tab, then the Overlays panel's search, distance map or flow field,
// the race, the Generate panel, the game or the replay, stepped to the slide's step), and
// takes the view that has the attention back as a slide. A level shown again reuses its tab;
// the user's own documents are only shown, never changed.
class SlideShow : public QObject {
    Q_OBJECT

public:
    SlideShow(MainWindow* window, OverlayDock* overlays, GenerateDock* generate, PlayDock* play);

    // Shows `slide` of the lesson at `lessonPath` (its levels beside it); false with the reason,
    // in the user's language, in `problem`.
    bool show(const LessonSlide& slide, const QString& lessonPath, QString* problem);
    // The view that has the attention (sharedkeys.h), its settings and its step, as a slide of
    // the lesson at `lessonPath`: its level the document's file relative to the lesson's folder,
    // or the dungeon's settings. Nothing, with the reason in `problem`, when there is no view to
    // take or its level has no file yet (`unsaved` then names that document).
    std::optional<LessonSlide> capture(const QString& lessonPath, QString* problem, Document** unsaved = nullptr) const;
    // The panel that shows a view of that kind (for Present Slide).
    QDockWidget* panelOf(LessonView view) const;

    // The generator's steps to the first step of `phase` for the dungeon (its end when never).
    static int phaseStart(const LessonDungeon& dungeon, Phase phase);

private:
    // The slide's level in a tab of its own, made current; null with `problem`.
    Document* showLevel(const LessonSlide& slide, const QString& lessonPath, QString* problem);
    void attend(QDockWidget* panel) const;

    MainWindow* m_window;
    OverlayDock* m_overlays;
    GenerateDock* m_generate;
    PlayDock* m_play;
    // The levels made for slides from dungeons, by their settings, to show again in their tab.
    QHash<QString, QPointer<Document>> m_made;
};

} // namespace mazeworks
