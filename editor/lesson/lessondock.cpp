#include "lessondock.h"

#include "lessonproblems.h"
#include "slideedit.h"
#include "slideshow.h"

#include "choices.h"
#include "explorerplayer.h"
#include "generatedock.h"
#include "generatorcontroller.h"
#include "mainwindow.h"
#include "menutext.h"
#include "overlaydock.h"
#include "overlaymodel.h"
#include "playdock.h"
#include "racewindow.h"
#include "sharedkeys.h"

#include "handout/handout.h"
#include "lesson/lessonwriter.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSaveFile>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStyle>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace mazeworks {

namespace {

// The largest file read as a lesson: far more than any lesson's text.
constexpr qint64 kMostBytes = 16 * 1024 * 1024;

QString words(const LessonText& text) { return QString::fromStdString(text.in(LessonDock::language())); }

// The views a slide shows in the Overlays panel, on the map.
bool onTheMap(LessonView view)
{
    return view == LessonView::Search || view == LessonView::DistanceMap || view == LessonView::FlowField;
}

QToolButton* buttonFor(QAction* action)
{
    auto* button = new QToolButton;
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setObjectName(action->objectName() + QStringLiteral("Button"));
    return button;
}

} // namespace

LessonDock::LessonDock(MainWindow* window, OverlayDock* overlays, GenerateDock* generate, PlayDock* play)
    : Panel(window, tr("Lesson"), QStringLiteral("LessonDock"), QStringLiteral("lesson"))
    , m_show(new SlideShow(window, overlays, generate, play))
    , m_edits(new QUndoStack(this))
{
    // Unsaved exactly while the slides differ from those last saved or opened.
    connect(m_edits, &QUndoStack::cleanChanged, this, [this](bool clean) { setModified(!clean); });
    createActions();
    setWidget(createContents());
    setStatusLine(m_status);
    window->openLesson
        = [self = QPointer<LessonDock>(this)](const QString& path) { return self && self->openLesson(path); };
    // The views a slide shows tell when they reach a question's step.
    connect(overlays->model(), &OverlayModel::changed, this, &LessonDock::checkQuestions);
    connect(generate->controller(), &GeneratorController::shownChanged, this, &LessonDock::checkQuestions);
    connect(generate->explorer(), &ExplorerPlayer::moved, this, &LessonDock::checkQuestions);
    // Closing the editor asks for an unsaved lesson as for a level.
    window->installEventFilter(this);
    showState();

    place(Qt::LeftDockWidgetArea);
    // Out of the way until a lesson is opened (the window's saved layout may show it again).
    hide();
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible || !m_firstShow || isFloating()) return;
        m_firstShow = false;
        // The caption is read whole, not scrolled to: the whole height of the left column, in a
        // tab beside the Tools panel (a lesson is given, not drawn), and a fifth of the width.
        takeATabOnce(Beside::Tallest);
        raise();
        askForRoom(Qt::Horizontal, std::max(minimumSizeHint().width(), mainWindow()->width() / 5));
    });
}

LessonDock::~LessonDock()
{
    // The undo stack, a child, is deleted after this class's part is gone, and says then that it
    // is clean: nothing of that may reach setModified (it crashed a test at closing).
    m_edits->disconnect(this);
}

std::string LessonDock::language()
{
    // As the translator was chosen (editorapp.cpp): the setting, else the desktop's languages.
    QString chosen = QSettings().value(QStringLiteral("language")).toString();
    if (chosen.isEmpty()) chosen = QLocale().uiLanguages().value(0, QLocale().name());
    chosen.replace(QLatin1Char('-'), QLatin1Char('_'));
    return chosen.toStdString();
}

void LessonDock::createActions()
{
    const auto add = [this](const char* name, QStyle::StandardPixmap icon, const QString& text, const QString& tip) {
        QAction* action = makeAction(name, style()->standardIcon(icon), text, tip);
        if (QMenu* lessonMenu = menu()) lessonMenu->addAction(action);
        return action;
    };
    m_new = add("newLesson", QStyle::SP_FileIcon, tr("&New Lesson"), tr("Starts an empty lesson"));
    connect(m_new, &QAction::triggered, this, [this] { newLesson(); });
    m_openAction = add("openLesson", QStyle::SP_DialogOpenButton, tr("&Open Lesson..."), tr("Opens a lesson file"));
    connect(m_openAction, &QAction::triggered, this, [this] {
        const QString path = choices().openPath(
            this, tr("Open Lesson"), QFileInfo(m_path).absolutePath(), tr("Lessons (*.lesson);;All files (*)"));
        if (!path.isEmpty()) mainWindow()->openLesson(path);
    });
    m_save = add("saveLesson", QStyle::SP_DialogSaveButton, tr("&Save Lesson"), tr("Saves the lesson to its file"));
    connect(m_save, &QAction::triggered, this, [this] { save(); });
    m_saveAs = add(
        "saveLessonAs", QStyle::SP_DialogSaveButton, tr("Save Lesson &As..."), tr("Saves the lesson to another file"));
    connect(m_saveAs, &QAction::triggered, this, [this] { saveAs(); });
    if (menu()) menu()->addSeparator();
    m_previous = add("previousSlide", QStyle::SP_ArrowBack, tr("&Previous Slide"), tr("Shows the slide before"));
    m_previous->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    connect(m_previous, &QAction::triggered, this, &LessonDock::previousSlide);
    m_next = add("nextSlide", QStyle::SP_ArrowForward, tr("Ne&xt Slide"), tr("Shows the next slide"));
    m_next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    connect(m_next, &QAction::triggered, this, &LessonDock::nextSlide);
    // On a presented slide too, whose stage is a window of its own.
    m_previous->setShortcutContext(Qt::ApplicationShortcut);
    m_next->setShortcutContext(Qt::ApplicationShortcut);
    m_present = add("presentSlide", QStyle::SP_TitleBarMaxButton, tr("P&resent Slide"),
        tr("Shows the slide full screen, with its caption"));
    m_present->setCheckable(true);
    connect(m_present, &QAction::toggled, this, &LessonDock::presentSlide);
    if (menu()) menu()->addSeparator();
    m_add = add("addThisView", QStyle::SP_FileDialogNewFolder, tr("Add This &View"),
        tr("Adds the view that has the attention as a slide after this one"));
    connect(m_add, &QAction::triggered, this, &LessonDock::addThisView);
    m_remove = add(
        "removeSlide", QStyle::SP_TrashIcon, tr("Re&move Slide"), tr("Takes the current slide out of the lesson"));
    connect(m_remove, &QAction::triggered, this, &LessonDock::removeSlide);
    m_earlier = add("moveSlideEarlier", QStyle::SP_ArrowUp, tr("Move Slide Ear&lier"),
        tr("Moves the current slide one place earlier"));
    connect(m_earlier, &QAction::triggered, this, [this] { moveSlide(-1); });
    m_later = add(
        "moveSlideLater", QStyle::SP_ArrowDown, tr("Move Slide La&ter"), tr("Moves the current slide one place later"));
    connect(m_later, &QAction::triggered, this, [this] { moveSlide(1); });
    // The lesson's own undo: Edit's Undo (Ctrl+Z) is the level's. Named with what it undoes, in
    // words the translation orders as its language does.
    const auto history = [this](const char* name, QStyle::StandardPixmap icon, const QString& plain,
                             const QString& named, void (QUndoStack::*act)(), void (QUndoStack::*can)(bool),
                             void (QUndoStack::*text)(const QString&)) {
        auto* action = new QAction(style()->standardIcon(icon), plain, this);
        action->setObjectName(QLatin1String(name));
        action->setEnabled(false);
        connect(action, &QAction::triggered, m_edits, act);
        connect(m_edits, can, action, &QAction::setEnabled);
        connect(m_edits, text, action,
            [action, plain, named](const QString& what) { action->setText(what.isEmpty() ? plain : named.arg(what)); });
        if (QMenu* lessonMenu = menu()) lessonMenu->addAction(action);
    };
    history("undoLesson", QStyle::SP_ArrowBack, tr("&Undo"), tr("&Undo %1"), &QUndoStack::undo,
        &QUndoStack::canUndoChanged, &QUndoStack::undoTextChanged);
    history("redoLesson", QStyle::SP_ArrowForward, tr("Re&do"), tr("Re&do %1"), &QUndoStack::redo,
        &QUndoStack::canRedoChanged, &QUndoStack::redoTextChanged);
    if (menu()) menu()->addSeparator();
    m_export = add("exportHandout", QStyle::SP_DriveFDIcon, tr("&Export Handout..."),
        tr("Writes the lesson as a PDF handout, a page a slide"));
    connect(m_export, &QAction::triggered, this, [this] { exportHandout(); });
}

QWidget* LessonDock::createContents()
{
    auto* contents = new QWidget;
    auto* layout = new QVBoxLayout(contents);
    m_title = new QLabel;
    m_title->setObjectName(QStringLiteral("lessonTitle"));
    m_title->setWordWrap(true);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    layout->addWidget(m_title);

    m_pages = new QStackedWidget;
    m_empty = new QLabel(tr("No lesson is open. Lesson > Open Lesson opens one; Lesson > New Lesson starts one, "
                            "and Add This View adds what the editor shows to it as a slide."));
    m_empty->setObjectName(QStringLiteral("lessonEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_problems = new QLabel;
    m_problems->setObjectName(QStringLiteral("lessonProblems"));
    m_problems->setWordWrap(true);
    m_problems->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto* slidesPage = new QWidget;
    auto* slides = new QVBoxLayout(slidesPage);
    slides->setContentsMargins(0, 0, 0, 0);
    m_slides = new QListWidget;
    m_slides->setObjectName(QStringLiteral("lessonSlides"));
    m_slides->setAccessibleName(tr("Slides"));
    // Up to eight slides in sight; a longer lesson's list scrolls.
    m_slides->setMaximumHeight(m_slides->fontMetrics().lineSpacing() * 8 + 2 * m_slides->frameWidth());
    connect(
        m_slides, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) { showSlide(m_slides->row(item)); });
    connect(m_slides, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        if (m_slides->row(item) != m_current) showSlide(m_slides->row(item));
    });
    // What can be done to a slide, on the list itself too.
    m_slides->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_slides->addActions({ m_remove, m_earlier, m_later });
    slides->addWidget(m_slides);
    m_where = new QLabel;
    m_where->setObjectName(QStringLiteral("lessonWhere"));
    slides->addWidget(m_where);
    m_slideTitle = new QLabel;
    m_slideTitle->setObjectName(QStringLiteral("lessonSlideTitle"));
    m_slideTitle->setWordWrap(true);
    QFont slideTitleFont = m_slideTitle->font();
    slideTitleFont.setPointSizeF(slideTitleFont.pointSizeF() * 1.25);
    slideTitleFont.setBold(true);
    m_slideTitle->setFont(slideTitleFont);
    slides->addWidget(m_slideTitle);
    // The caption is read out to the class: large, wrapped, never cut.
    m_caption = new QLabel;
    m_caption->setObjectName(QStringLiteral("lessonCaption"));
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont captionFont = m_caption->font();
    captionFont.setPointSizeF(captionFont.pointSizeF() * 1.25);
    m_caption->setFont(captionFont);
    slides->addWidget(m_caption);
    m_questions = new QLabel;
    m_questions->setObjectName(QStringLiteral("lessonQuestions"));
    m_questions->setWordWrap(true);
    slides->addWidget(m_questions);
    // Previous and Next side by side, Present under them: the three in one row made the panel
    // (and so the left column) as wide as their German words, and the panels on the right narrower
    // than their own rows at 1280 x 720.
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(buttonFor(m_previous));
    buttons->addWidget(buttonFor(m_next));
    buttons->addStretch();
    slides->addLayout(buttons);
    auto* present = new QHBoxLayout;
    present->addWidget(buttonFor(m_present));
    present->addStretch();
    slides->addLayout(present);
    slides->addStretch();

    m_pages->addWidget(m_empty);
    m_pages->addWidget(m_problems);
    m_pages->addWidget(slidesPage);
    layout->addWidget(m_pages, 1);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("lessonStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    return scrollingColumn(contents);
}

void LessonDock::setLesson(const Lesson& lesson, const QString& path, const LessonReadResult& read)
{
    presentSlide(false);
    m_lesson = lesson;
    m_path = path;
    m_read = read;
    m_open = true;
    m_current = -1;
    m_edits->clear();
    m_modified = false;
    const QStringList problems = path.isEmpty() ? QStringList() : lessonproblems::lines(path, read);
    if (mainWindow()->showFileProblems) mainWindow()->showFileProblems(path, problems);
    listSlides();
    show();
    raise();
    showState();
    emit lessonChanged();
    if (read.ok() && !lesson.slides.empty()) showSlide(0);
}

bool LessonDock::openLesson(const QString& path)
{
    if (!confirmClose()) return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMostBytes) {
        warn(tr("Cannot Open"), tr("The lesson %1 cannot be read.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    const QByteArray bytes = file.readAll();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const LessonReadResult read
        = readLesson(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
            filesBeside(absolute.toStdString()));
    setLesson(read.lesson, absolute, read);
    if (!read.ok())
        tell(tr("The lesson has problems: fix them in its file and open it again."));
    else
        tell(tr("Opened %1.").arg(QDir::toNativeSeparators(absolute)));
    return true;
}

bool LessonDock::newLesson()
{
    if (!confirmClose()) return false;
    Lesson lesson;
    lesson.title.text = tr("New lesson").toStdString();
    setLesson(lesson, QString(), LessonReadResult {});
    tell(tr("Show a search, a distance map, a flow field or a dungeon, then Add This View."));
    return true;
}

void LessonDock::listSlides()
{
    m_slides->clear();
    if (!m_read.ok()) return;
    for (std::size_t i = 0; i < m_lesson.slides.size(); ++i) {
        const QString title = words(m_lesson.slides[i].title);
        m_slides->addItem(tr("%1. %2").arg(i + 1).arg(title.isEmpty() ? tr("Slide %1").arg(i + 1) : title));
    }
}

void LessonDock::changeSlides(const QString& what, std::vector<LessonSlide> slides, int current)
{
    m_edits->push(new SlideEdit(this, what, m_lesson.slides, m_current, std::move(slides), current));
}

void LessonDock::putSlides(const std::vector<LessonSlide>& slides, int current)
{
    m_lesson.slides = slides;
    m_current = slides.empty() ? -1 : std::clamp(current, 0, static_cast<int>(slides.size()) - 1);
    listSlides();
    showState();
    emit lessonChanged();
}

bool LessonDock::removeSlide()
{
    if (!m_read.ok() || m_current < 0 || m_current >= static_cast<int>(m_lesson.slides.size())) return false;
    std::vector<LessonSlide> slides = m_lesson.slides;
    slides.erase(slides.begin() + m_current);
    const int removed = m_current;
    // The slide after takes its place; the last one removed, the one before.
    changeSlides(tr("Remove Slide %1").arg(removed + 1), std::move(slides), removed);
    tell(tr("Slide %1 is out of the lesson: Undo puts it back.").arg(removed + 1));
    return true;
}

bool LessonDock::moveSlide(int by)
{
    const int count = static_cast<int>(m_lesson.slides.size());
    const int to = m_current + by;
    if (!m_read.ok() || m_current < 0 || m_current >= count || to < 0 || to >= count || by == 0) return false;
    std::vector<LessonSlide> slides = m_lesson.slides;
    const auto from = slides.begin() + m_current;
    if (by < 0)
        std::rotate(slides.begin() + to, from, from + 1);
    else
        std::rotate(from, from + 1, slides.begin() + to + 1);
    changeSlides(tr("Move Slide %1 to %2").arg(m_current + 1).arg(to + 1), std::move(slides), to);
    return true;
}

void LessonDock::setModified(bool modified)
{
    m_modified = modified;
    showState();
}

void LessonDock::showState()
{
    const bool ok = m_open && m_read.ok();
    const int count = static_cast<int>(m_lesson.slides.size());
    setWindowTitle(m_modified ? tr("Lesson (not saved)") : tr("Lesson"));
    toggleViewAction()->setText(tr("Lesson"));
    if (!m_open) {
        m_title->clear();
        m_title->hide();
        m_pages->setCurrentWidget(m_empty);
    } else {
        const QString title = words(m_lesson.title);
        m_title->setText(m_modified ? tr("%1 (not saved)").arg(title) : title);
        m_title->show();
        if (!m_read.ok()) {
            const int problems = lessonproblems::count(m_read);
            // Two numerus strings, so that English reads "1 problem" without an English translation.
            m_problems->setText(problems == 1
                    ? tr("The lesson has %Ln problem, listed in the Diagnostics panel.", nullptr, problems)
                    : tr("The lesson has %Ln problems, listed in the Diagnostics panel.", nullptr, problems));
            m_pages->setCurrentWidget(m_problems);
        } else {
            m_pages->setCurrentIndex(2);
        }
    }
    m_next->setEnabled(ok && m_current + 1 < count);
    m_previous->setEnabled(ok && m_current > 0);
    m_present->setEnabled(ok && m_current >= 0);
    m_save->setEnabled(ok);
    m_saveAs->setEnabled(ok);
    m_add->setEnabled(!m_open || ok);
    m_remove->setEnabled(ok && m_current >= 0 && m_current < count);
    m_earlier->setEnabled(ok && m_current > 0 && m_current < count);
    m_later->setEnabled(ok && m_current >= 0 && m_current + 1 < count);
    m_export->setEnabled(ok && count > 0);
    showCaption();
}

void LessonDock::showCaption()
{
    const int count = static_cast<int>(m_lesson.slides.size());
    if (m_current < 0 || m_current >= count) {
        m_where->setText(count == 0 && m_open && m_read.ok() ? tr("No slides yet.") : QString());
        m_slideTitle->clear();
        m_caption->clear();
        m_questions->clear();
        return;
    }
    const LessonSlide& slide = m_lesson.slides[static_cast<std::size_t>(m_current)];
    m_where->setText(tr("Slide %1 of %2").arg(QLocale().toString(m_current + 1), QLocale().toString(count)));
    m_slideTitle->setText(words(slide.title));
    m_slideTitle->setVisible(!slide.title.empty());
    m_caption->setText(words(slide.caption));
    QStringList questions;
    for (const LessonQuestion& q : slide.questions) questions << questionText(q);
    m_questions->setText(questions.join(QLatin1Char('\n')));
    m_questions->setVisible(!questions.isEmpty());
    if (m_slides->currentRow() != m_current) m_slides->setCurrentRow(m_current);
}

QString LessonDock::questionText(const LessonQuestion& question)
{
    QString what;
    switch (question.kind) {
    case QuestionKind::NextSettled:
        what = tr("the tile the search settles next");
        break;
    case QuestionKind::NextPair:
        what = tr("the pair Prim's tree joins next");
        break;
    case QuestionKind::NextMerge:
        what = tr("the two sets union-find merges next");
        break;
    case QuestionKind::NextRoom:
        what = tr("the room the explorer visits next");
        break;
    }
    return tr("Predict at step %1: %2").arg(QLocale().toString(question.step), what);
}

bool LessonDock::showSlide(int index)
{
    if (!m_read.ok() || index < 0 || index >= static_cast<int>(m_lesson.slides.size())) return false;
    const bool presenting = m_present->isChecked();
    m_current = index;
    m_questionPlace = {};
    showState();
    QString problem;
    const bool shown = m_show->show(m_lesson.slides[static_cast<std::size_t>(index)], m_path, &problem);
    tell(shown ? QString() : problem);
    // Presenting, the next slide is presented too, in its own panel.
    if (presenting) {
        presentSlide(false);
        m_present->setChecked(true);
    }
    checkQuestions();
    return shown;
}

bool LessonDock::nextSlide() { return showSlide(m_current + 1); }

bool LessonDock::previousSlide() { return showSlide(m_current - 1); }

void LessonDock::presentSlide(bool on)
{
    if (m_present->isChecked() != on) {
        m_present->setChecked(on); // comes back here through toggled
        return;
    }
    if (!on) {
        if (auto* panel = qobject_cast<Panel*>(m_presented.data())) panel->setStaged(false);
        if (RaceWindow* race = qobject_cast<RaceWindow*>(m_presented.data()); race && race->isFullScreen())
            race->showNormal();
        m_presented.clear();
        return;
    }
    if (m_current < 0) {
        m_present->setChecked(false);
        return;
    }
    const LessonSlide& slide = m_lesson.slides[static_cast<std::size_t>(m_current)];
    QDockWidget* dock = m_show->panelOf(slide.view);
    if (slide.view == LessonView::Race) {
        // The race is a window of its own, full screen by itself.
        if (auto* overlays = qobject_cast<OverlayDock*>(dock)) {
            RaceWindow* race = overlays->raceWindow();
            race->showFullScreen();
            m_presented = nullptr;
        }
        return;
    }
    auto* panel = qobject_cast<Panel*>(dock);
    if (!panel) return;
    m_presented = panel;
    panel->setStaged(true);
    putCaptionOnStage(panel);
}

void LessonDock::putCaptionOnStage(QDockWidget* panel)
{
    // The stage is the panel's window of its own (stage.h): the caption goes under its contents,
    // large enough to be read at the back of a room, and goes with it.
    QWidget* stage = nullptr;
    for (QWidget* top : QApplication::topLevelWidgets()) {
        if (top->isVisible() && top->property("panel").value<QObject*>() == panel) stage = top;
    }
    if (!stage || !stage->layout() || m_current < 0) return;
    const LessonSlide& slide = m_lesson.slides[static_cast<std::size_t>(m_current)];
    auto* caption = new QLabel(stage);
    caption->setObjectName(QStringLiteral("lessonStageCaption"));
    caption->setWordWrap(true);
    caption->setMargin(12);
    const QString title = words(slide.title);
    caption->setText(title.isEmpty()
            ? words(slide.caption)
            : QStringLiteral("<b>%1</b><br>%2")
                  .arg(title.toHtmlEscaped(),
                      words(slide.caption).toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"))));
    // A line of the caption a thirtieth of the screen's height: 24 pixels on 720 lines.
    QFont font = caption->font();
    const int screenHeight = stage->screen() ? stage->screen()->geometry().height() : 720;
    font.setPixelSize(std::max(18, screenHeight / 30));
    caption->setFont(font);
    caption->setAutoFillBackground(true);
    stage->layout()->addWidget(caption);
    // Esc or F11 on the stage ends it: the action follows.
    connect(stage, &QObject::destroyed, this, [this] {
        const QSignalBlocker quiet(m_present);
        m_present->setChecked(false);
        m_presented.clear();
    });
}

void LessonDock::checkQuestions()
{
    if (m_current < 0 || m_current >= static_cast<int>(m_lesson.slides.size())) return;
    const LessonSlide& slide = m_lesson.slides[static_cast<std::size_t>(m_current)];
    if (slide.questions.empty()) return;
    // Where the slide's view is: its steps, and the explorer's moves once the dungeon is finished
    // (a next-room question counts those).
    QuestionPlace at;
    if (onTheMap(slide.view)) {
        const auto* overlays = mainWindow()->findChild<OverlayDock*>();
        if (overlays && overlays->model()->mode() != OverlayModel::Mode::None)
            at.steps = overlays->model()->stepsTaken();
    } else if (slide.view == LessonView::Generator && slide.dungeon) {
        const auto* generate = mainWindow()->findChild<GenerateDock*>();
        if (!generate) return;
        const int start = slide.phase ? SlideShow::phaseStart(*slide.dungeon, *slide.phase) : 0;
        const Generator& shown = generate->controller()->shown();
        at.steps = shown.counters().steps - start;
        if (shown.done() && generate->explorer()->hasDungeon()) at.moves = generate->explorer()->explorer().time();
    }
    // A question is told when its count comes to its step, not again while the count stays.
    const QuestionPlace before = m_questionPlace;
    m_questionPlace = at;
    for (const LessonQuestion& q : slide.questions) {
        const bool moves = q.kind == QuestionKind::NextRoom;
        const int now = moves ? at.moves : at.steps;
        if (now < 0 || now != q.step || now == (moves ? before.moves : before.steps)) continue;
        emit questionReached(m_current, q);
    }
}

bool LessonDock::addThisView()
{
    if (!m_open && !newLesson()) return false;
    if (!m_read.ok()) return false;
    // The levels are named relative to the lesson's folder: the lesson needs its place first.
    if (m_path.isEmpty()) {
        QMessageBox::information(this, tr("Add This View"),
            tr("Choose where the lesson is kept first: its slides name their levels relative to its folder."));
        if (!saveAs()) return false;
    }
    QString problem;
    Document* unsaved = nullptr;
    std::optional<LessonSlide> slide = m_show->capture(m_path, &problem, &unsaved);
    if (!slide && unsaved) {
        // An unsaved level: saved first, as the user agrees, then taken again.
        const auto answer = QMessageBox::question(this, tr("Add This View"), tr("%1 Save the level now?").arg(problem),
            QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Save);
        QAction* saveLevel = mainWindow()->menu(QStringLiteral("file"))
            ? mainWindow()->menu(QStringLiteral("file"))->findChild<QAction*>(QStringLiteral("save"))
            : nullptr;
        if (answer != QMessageBox::Save || !saveLevel) return false;
        saveLevel->trigger();
        slide = m_show->capture(m_path, &problem);
    }
    if (!slide) {
        if (!problem.isEmpty()) warn(tr("Add This View"), problem);
        return false;
    }
    std::vector<LessonSlide> slides = m_lesson.slides;
    slides.insert(slides.begin() + (m_current + 1), *slide);
    changeSlides(tr("Add Slide %1").arg(m_current + 2), std::move(slides), m_current + 1);
    tell(tr("The view is slide %1 now: give it a caption in the lesson's file.").arg(m_current + 1));
    return true;
}

bool LessonDock::writeTo(const QString& path, const Lesson& lesson)
{
    const std::string text = writeLesson(lesson);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), static_cast<qint64>(text.size())) < 0
        || !file.commit()) {
        warn(tr("Cannot Save"),
            tr("The lesson could not be written to %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    return true;
}

bool LessonDock::save()
{
    if (!m_open || !m_read.ok()) return false;
    if (m_path.isEmpty()) return saveAs();
    if (!writeTo(m_path, m_lesson)) return false;
    m_edits->setClean();
    setModified(false);
    tell(tr("Saved %1.").arg(QDir::toNativeSeparators(m_path)));
    return true;
}

bool LessonDock::saveAs(QString path)
{
    if (!m_open || !m_read.ok()) return false;
    if (path.isEmpty()) {
        const QString suggested = m_path.isEmpty() ? QDir::home().filePath(tr("lesson.lesson")) : m_path;
        path = choices().savePath(this, tr("Save Lesson As"), suggested, tr("Lessons (*.lesson)"));
        if (path.isEmpty()) return false;
    }
    path = QFileInfo(path).absoluteFilePath();
    // The levels and replays stay where they are: named again from the new folder.
    std::optional<Lesson> rebased;
    if (!m_path.isEmpty() && QFileInfo(m_path).absoluteDir() != QFileInfo(path).absoluteDir()) {
        rebased = m_lesson;
        const QDir from = QFileInfo(m_path).absoluteDir();
        const QDir to = QFileInfo(path).absoluteDir();
        const auto move = [&](std::string& name) {
            if (name.empty()) return;
            name = QDir::fromNativeSeparators(to.relativeFilePath(from.absoluteFilePath(QString::fromStdString(name))))
                       .toStdString();
        };
        for (LessonSlide& slide : rebased->slides) {
            move(slide.levelFile);
            move(slide.replayFile);
        }
    }
    if (!writeTo(path, rebased ? *rebased : m_lesson)) return false;
    if (rebased) {
        // The changes before named their levels from the old folder: they are kept, not undone.
        m_lesson = *rebased;
        m_edits->clear();
    }
    m_path = path;
    m_edits->setClean();
    setModified(false);
    tell(tr("Saved %1.").arg(QDir::toNativeSeparators(m_path)));
    return true;
}

bool LessonDock::confirmClose()
{
    if (!m_open || !m_modified) return true;
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Lesson"),
        tr("The lesson \"%1\" has changes that are not saved.").arg(words(m_lesson.title)),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedLesson"));
    box.setInformativeText(tr("Save them before it closes?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        m_modified = false;
        return true;
    default:
        return false;
    }
}

bool LessonDock::exportHandout(QString path)
{
    if (!m_open || !m_read.ok() || m_lesson.slides.empty()) return false;
    if (path.isEmpty()) {
        const QString base = m_path.isEmpty()
            ? QDir::home().filePath(tr("handout.pdf"))
            : QFileInfo(m_path).absoluteDir().filePath(QFileInfo(m_path).completeBaseName() + QStringLiteral(".pdf"));
        path = choices().savePath(this, tr("Export Handout"), base, tr("PDF documents (*.pdf)"));
        if (path.isEmpty()) return false;
    }
    const int slides = static_cast<int>(m_lesson.slides.size());
    QProgressDialog progress(tr("Writing the handout..."), tr("Cancel"), 0, slides, this);
    progress.setObjectName(QStringLiteral("handoutProgress"));
    progress.setWindowTitle(tr("Export Handout"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    HandoutOptions options;
    options.output = path;
    options.language = language();
    options.progress = [&progress](int slide, int count) {
        progress.setLabelText(
            tr("Slide %1 of %2").arg(QLocale().toString(std::min(slide + 1, count)), QLocale().toString(count)));
        progress.setValue(slide);
        return !progress.wasCanceled();
    };
    QString error;
    const QString folder = m_path.isEmpty() ? QDir::currentPath() : QFileInfo(m_path).absolutePath();
    const bool written = writeHandout(m_lesson, folder, options, &error);
    progress.setValue(slides);
    if (!written) {
        if (error.isEmpty())
            tell(tr("The handout was not written."));
        else
            warn(tr("Cannot Export"), tr("The handout could not be written: %1").arg(error));
        return false;
    }
    tell(tr("The handout is in %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool LessonDock::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == mainWindow() && event->type() == QEvent::Close && !confirmClose()) {
        event->ignore();
        return true;
    }
    return Panel::eventFilter(watched, event);
}

} // namespace mazeworks
