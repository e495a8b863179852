#include "slideshow.h"

#include "document.h"
#include "generatedock.h"
#include "generatorcontroller.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlaydock.h"
#include "overlaymodel.h"
#include "overlayplayer.h"
#include "playdock.h"
#include "playsession.h"
#include "race.h"
#include "racewindow.h"
#include "searchchoice.h"
#include "sharedkeys.h"

#include "lesson/lessonlevel.h"
#include "maze/mazefile.h"

#include <QDir>
#include <QFileInfo>

namespace mazeworks {

namespace {

// A slide's search as the Overlays panel chooses it; the bidirectional search is Dijkstra's or
// A*'s both ways, by whether it guesses.
SearchChoice choiceOf(const LessonSlide& slide, Algorithm algorithm)
{
    SearchChoice choice;
    choice.heuristic = slide.guess();
    if (algorithm == Algorithm::Bidirectional) {
        choice.bidirectional = true;
        choice.algorithm = slide.guess() == Heuristic::None ? Algorithm::Dijkstra : Algorithm::AStar;
    } else {
        choice.algorithm = algorithm;
    }
    choice.movement = slide.movement;
    choice.corners = slide.corners;
    choice.weight = slide.weight;
    return choice;
}

// The search of the Overlays panel as a slide says it.
void describe(const SearchChoice& choice, LessonSlide& slide)
{
    const SearchOptions options = choice.options(Edges::Wrap);
    slide.algorithms = { options.algorithm };
    slide.movement = choice.movement;
    slide.corners = choice.movement == Movement::Eight ? choice.corners : Corners::Never;
    slide.weight = options.weight;
    // The guess only where the search has one and it is not the default for the moves.
    const Heuristic standard = choice.movement == Movement::Eight ? Heuristic::Octile : Heuristic::Manhattan;
    const bool guesses = options.heuristic != Heuristic::None || options.algorithm == Algorithm::Bidirectional;
    if (guesses && choice.bidirectional && choice.algorithm == Algorithm::Dijkstra)
        slide.heuristic = Heuristic::None;
    else if (guesses && options.heuristic != standard)
        slide.heuristic = options.heuristic;
}

// The words that name a dungeon's settings, to find its level again.
QString dungeonKey(const LessonDungeon& d)
{
    return QStringLiteral("%1 %2 %3x%4 %5 %6 %7 %8 %9 %10")
        .arg(d.seed)
        .arg(d.rooms)
        .arg(d.width)
        .arg(d.height)
        .arg(int(d.placement))
        .arg(int(d.connection))
        .arg(int(d.tree))
        .arg(int(d.corridors))
        .arg(int(d.neighbours))
        .arg(d.loops);
}

} // namespace

SlideShow::SlideShow(MainWindow* window, OverlayDock* overlays, GenerateDock* generate, PlayDock* play)
    : QObject(window)
    , m_window(window)
    , m_overlays(overlays)
    , m_generate(generate)
    , m_play(play)
{
}

QDockWidget* SlideShow::panelOf(LessonView view) const
{
    switch (view) {
    case LessonView::Generator:
        return m_generate;
    case LessonView::Play:
    case LessonView::Replay:
        return m_play;
    case LessonView::Search:
    case LessonView::DistanceMap:
    case LessonView::FlowField:
    case LessonView::Race:
        break;
    }
    return m_overlays;
}

void SlideShow::attend(QDockWidget* panel) const
{
    panel->show();
    panel->raise();
    m_window->sharedKeys()->setAttention(panel);
}

int SlideShow::phaseStart(const LessonDungeon& dungeon, Phase phase)
{
    Generator generator(dungeon.params(), dungeon.seed);
    while (!generator.done() && generator.phase() != phase) generator.step();
    return generator.counters().steps;
}

Document* SlideShow::showLevel(const LessonSlide& slide, const QString& lessonPath, QString* problem)
{
    if (!slide.levelFile.empty()) {
        const QString path
            = QFileInfo(QFileInfo(lessonPath).absoluteDir().filePath(QString::fromStdString(slide.levelFile)))
                  .absoluteFilePath();
        // The level's tab when it is open, the user's own too: shown, not changed.
        for (int i = 0; i < m_window->documentCount(); ++i) {
            Document* document = m_window->viewAt(i)->document();
            if (!document->filePath().isEmpty() && QFileInfo(document->filePath()) == QFileInfo(path)) {
                m_window->setCurrentIndex(i);
                return document;
            }
        }
        if (!m_window->openFile(path, true)) {
            *problem = tr("The level %1 cannot be read.").arg(QDir::toNativeSeparators(path));
            return nullptr;
        }
        return m_window->currentDocument();
    }
    if (!slide.dungeon) {
        *problem = tr("The slide names no level.");
        return nullptr;
    }
    const QString key = dungeonKey(*slide.dungeon);
    if (Document* made = m_made.value(key)) {
        for (int i = 0; i < m_window->documentCount(); ++i)
            if (m_window->viewAt(i)->document() == made) m_window->setCurrentIndex(i);
        return made;
    }
    const SlideLevel level = slideLevel(slide, {});
    if (!level.ok() || !level.maze.hasMap()) {
        *problem = tr("The slide's dungeon cannot be made: %1").arg(QString::fromStdString(level.problem));
        return nullptr;
    }
    const std::string text = writeMaze(level.maze);
    auto* document = new Document;
    document->loadText(QByteArray(text.data(), static_cast<qsizetype>(text.size())), QString());
    m_window->addDocument(document, tr("Dungeon %1").arg(slide.dungeon->seed));
    m_made.insert(key, document);
    return document;
}

bool SlideShow::show(const LessonSlide& slide, const QString& lessonPath, QString* problem)
{
    QString unused;
    if (!problem) problem = &unused;
    const QDir folder = QFileInfo(lessonPath).absoluteDir();
    // The race of a slide before is a window of its own, over the editor: it goes with its slide.
    if (RaceWindow* race = m_overlays->raceWindow(false); race && slide.view != LessonView::Race) race->hide();
    switch (slide.view) {
    case LessonView::Generator: {
        if (!slide.dungeon) {
            *problem = tr("The slide names no dungeon.");
            return false;
        }
        attend(m_generate);
        m_generate->setParams(slide.dungeon->params());
        m_generate->setSeed(slide.dungeon->seed);
        if (!m_generate->newDungeon()) {
            *problem = tr("The slide's dungeon cannot be made.");
            return false;
        }
        const int start = slide.phase ? phaseStart(*slide.dungeon, *slide.phase) : 0;
        m_generate->controller()->goToStep(start + slide.step);
        return true;
    }
    case LessonView::Replay: {
        const QString path = folder.filePath(QString::fromStdString(slide.replayFile));
        attend(m_play);
        if (!m_play->openReplay(path)) {
            *problem = tr("The replay %1 cannot be played.").arg(QDir::toNativeSeparators(path));
            return false;
        }
        m_play->session()->setPaused(true);
        m_play->session()->seek(slide.step);
        return true;
    }
    case LessonView::Play:
    case LessonView::Search:
    case LessonView::DistanceMap:
    case LessonView::FlowField:
    case LessonView::Race:
        break;
    }
    if (!showLevel(slide, lessonPath, problem)) return false;
    if (slide.view == LessonView::Play) {
        attend(m_play);
        m_play->setPilot(slide.pilot);
        if (!m_play->playCurrent()) {
            *problem = tr("The slide's level cannot be played.");
            return false;
        }
        return true;
    }

    OverlayModel* model = m_overlays->model();
    m_overlays->player()->pause();
    attend(m_overlays);
    switch (slide.view) {
    case LessonView::DistanceMap:
        model->setMode(OverlayModel::Mode::DistanceMap);
        model->setStart(slide.from);
        break;
    case LessonView::FlowField: {
        model->setMode(OverlayModel::Mode::FlowField);
        SearchChoice choice = model->choice();
        choice.movement = slide.movement;
        choice.corners = slide.corners;
        model->setChoice(choice);
        model->setFlowWeighted(!slide.algorithms.empty() && slide.algorithms.front() == Algorithm::Dijkstra);
        for (std::size_t i = 0; i < slide.to.size(); ++i) model->toggleFlowGoal(slide.to[i], i == 0);
        break;
    }
    case LessonView::Search:
    case LessonView::Race:
        model->setMode(OverlayModel::Mode::Path);
        model->setStart(slide.from);
        model->setGoal(slide.to.empty() ? std::nullopt : std::optional<Cell>(slide.to.front()));
        if (!slide.algorithms.empty()) model->setChoice(choiceOf(slide, slide.algorithms.front()));
        break;
    case LessonView::Generator:
    case LessonView::Play:
    case LessonView::Replay:
        break;
    }
    if (slide.view == LessonView::Race) {
        std::vector<SearchChoice> choices;
        for (Algorithm algorithm : slide.algorithms) choices.push_back(choiceOf(slide, algorithm));
        RaceWindow* race = m_overlays->raceWindow();
        race->setSearches(choices);
        race->show();
        race->raise();
        race->race()->goToStep(slide.step);
        return true;
    }
    model->goToStep(slide.step);
    if (!model->problem().isEmpty()) {
        *problem = model->problem();
        return false;
    }
    return true;
}

std::optional<LessonSlide> SlideShow::capture(const QString& lessonPath, QString* problem, Document** unsaved) const
{
    QString unused;
    if (!problem) problem = &unused;
    LessonSlide slide;
    const QDockWidget* attention = m_window->sharedKeys()->attention();
    if (attention == m_generate) {
        const GeneratorController* controller = m_generate->controller();
        const DungeonParams& params = controller->params();
        LessonDungeon dungeon;
        dungeon.seed = controller->seed();
        dungeon.rooms = params.rooms;
        dungeon.width = params.width;
        dungeon.height = params.height;
        dungeon.placement = params.placement;
        dungeon.connection = params.connection;
        dungeon.tree = params.tree;
        dungeon.corridors = params.corridors;
        dungeon.neighbours = params.neighbourRule;
        dungeon.loops = params.loops;
        slide.dungeon = dungeon;
        slide.view = LessonView::Generator;
        const Generator& shown = controller->shown();
        const int steps = shown.counters().steps;
        const int start = shown.failed() ? steps + 1 : phaseStart(dungeon, shown.phase());
        // Counted from the phase's first step when the phase is one a lesson names.
        if (start <= steps) {
            slide.phase = shown.phase();
            slide.step = steps - start;
        } else {
            slide.step = steps;
        }
        return slide;
    }

    const QDir folder = QFileInfo(lessonPath).absoluteDir();
    // A replay played back: the file, at the step shown.
    if (attention == m_play && !m_play->playbackFile().isEmpty()) {
        slide.view = LessonView::Replay;
        slide.replayFile = QDir::fromNativeSeparators(folder.relativeFilePath(m_play->playbackFile())).toStdString();
        slide.step = static_cast<int>(m_play->session()->position());
        return slide;
    }

    Document* document = m_window->currentDocument();
    if (!document) {
        *problem = tr("No level is open: open one and show a search, or make a dungeon, first.");
        return std::nullopt;
    }
    const OverlayModel* model = m_overlays->model();
    const RaceWindow* race = m_overlays->raceWindow(false);
    if (attention == m_play) {
        slide.view = LessonView::Play;
        slide.pilot = m_play->session()->pilotKind();
    } else if (race && race->isVisible() && !race->isMinimized() && race->race()->isReady()) {
        // The race is a window over the editor: open, it is the view the Overlays panel shows.
        slide.view = LessonView::Race;
        slide.from = race->race()->from();
        slide.to = { race->race()->to() };
        describe(race->race()->choice(0), slide); // the first's moves for all
        slide.algorithms.clear();
        for (int pane = 0; pane < race->race()->count(); ++pane) {
            LessonSlide one;
            describe(race->race()->choice(pane), one);
            slide.algorithms.push_back(one.algorithms.front());
        }
        slide.step = race->race()->stepsTaken();
    } else {
        switch (model->mode()) {
        case OverlayModel::Mode::None:
            *problem = tr("There is no view to add: show a search, a distance map or a flow field in the Overlays "
                          "panel, or make a dungeon in the Generate panel.");
            return std::nullopt;
        case OverlayModel::Mode::DistanceMap:
            slide.view = LessonView::DistanceMap;
            slide.from = model->start();
            break;
        case OverlayModel::Mode::Path:
            slide.view = LessonView::Search;
            slide.from = model->start();
            if (model->goal()) slide.to = { *model->goal() };
            describe(model->choice(), slide);
            break;
        case OverlayModel::Mode::FlowField:
            slide.view = LessonView::FlowField;
            slide.to = model->flowGoals();
            slide.algorithms = { model->flowWeighted() ? Algorithm::Dijkstra : Algorithm::BreadthFirst };
            slide.movement = model->choice().movement;
            slide.corners = slide.movement == Movement::Eight ? model->choice().corners : Corners::Never;
            break;
        }
        slide.step = model->stepsTaken();
    }
    if (document->filePath().isEmpty() || document->isModified()) {
        *problem = tr("The level %1 is not saved: a lesson names its level's file.").arg(document->displayName());
        if (unsaved) *unsaved = document;
        return std::nullopt;
    }
    slide.levelFile = QDir::fromNativeSeparators(folder.relativeFilePath(document->filePath())).toStdString();
    return slide;
}

} // namespace mazeworks
