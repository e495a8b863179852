#include "predictmode.h"

#include "dungeonmarks.h"
#include "dungeonview.h"
#include "explorerplayer.h"
#include "generatedock.h"
#include "generatorcontroller.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlaydock.h"
#include "overlaymodel.h"
#include "overlayplayer.h"
#include "overlaystage.h"
#include "predictwords.h"
#include "racepredict.h"
#include "racewindow.h"

#include <QAction>
#include <QLabel>
#include <QMouseEvent>
#include <QStyle>

#include <algorithm>
#include <cmath>

namespace mazeworks {

namespace {

// The key of Predict in both panels: F7, free beside the stepping keys (F9, F10).
const QKeySequence kPredictKey(Qt::Key_F7);

QLabel* makeWords(const QString& name)
{
    auto* words = new QLabel;
    words->setObjectName(name);
    words->setWordWrap(true);
    words->setTextFormat(Qt::RichText);
    words->hide();
    return words;
}

} // namespace

PredictMode::PredictMode(MainWindow* window)
    : QObject(window)
    , m_window(window)
    , m_overlays(window->findChild<OverlayDock*>())
    , m_generate(window->findChild<GenerateDock*>())
{
    setObjectName(QStringLiteral("predictMode"));
    m_tool.answered = [this](Cell cell) { answerTile(cell); };
    const QIcon icon = window->style()->standardIcon(QStyle::SP_MessageBoxQuestion);
    if (m_overlays) {
        m_searchAction = new QAction(icon, tr("Pred&ict"), m_overlays);
        m_searchAction->setObjectName(QStringLiteral("predictSearch"));
        m_searchAction->setCheckable(true);
        m_searchAction->setToolTip(tr("Before each step the class clicks the tile the search settles next"));
        m_searchWords = makeWords(QStringLiteral("predictSearchWords"));
        m_overlays->addStepTool(m_searchAction, kPredictKey, m_searchWords);
        connect(m_searchAction, &QAction::toggled, this, &PredictMode::setSearchOn);
        connect(m_overlays, &OverlayDock::stageMade, this, &PredictMode::onStage);
        m_overlays->beforeStep = [this] {
            if (!m_searchAction->isChecked()) return false;
            if (m_asking == Asking::Tile) return true; // still waiting for the answer
            return askSearch();
        };
        OverlayModel* model = m_overlays->model();
        connect(model, &OverlayModel::changed, this, [this] {
            if (m_ownChange) return;
            // Stepped, stepped back or dragged elsewhere: the question and the marks are stale.
            if (m_asking == Asking::Tile) stopAsking();
            clearMarks();
        });
        connect(model, &OverlayModel::settingsChanged, this, [this] {
            if (m_ownChange) return;
            if (m_asking == Asking::Tile) stopAsking();
            clearMarks();
        });
        if (QAction* reset = m_overlays->action(QStringLiteral("resetSearch")))
            connect(reset, &QAction::triggered, this, &PredictMode::resetScore);
        // Playing ends predicting: the class watches instead.
        connect(m_overlays->player(), &OverlayPlayer::playingChanged, this, [this](bool playing) {
            if (playing) m_searchAction->setChecked(false);
        });
        // The race window's own Predict, made with the window (it is made when first opened).
        connect(m_overlays, &OverlayDock::raceWindowMade, this, [](RaceWindow* race) { new RacePredict(race); });
        if (RaceWindow* race = m_overlays->raceWindow(false)) new RacePredict(race);
    }
    if (m_generate) {
        m_generatorAction = new QAction(icon, tr("Pre&dict"), m_generate);
        m_generatorAction->setObjectName(QStringLiteral("predictGenerator"));
        m_generatorAction->setCheckable(true);
        m_generatorAction->setToolTip(
            tr("Before each step the class clicks the rooms Prim's tree joins or union-find merges next"));
        m_generatorWords = makeWords(QStringLiteral("predictGeneratorWords"));
        m_generate->addStepTool(m_generatorAction, kPredictKey, m_generatorWords);
        connect(m_generatorAction, &QAction::toggled, this, &PredictMode::setGeneratorOn);
        m_generate->beforeStep = [this] {
            if (!m_generatorAction->isChecked()) return false;
            if (asksRooms()) return true;
            return askGenerator();
        };
        m_generate->beforeExplorerStep = [this] {
            if (!m_generatorAction->isChecked() || m_ownExplorerStep) return false;
            if (asksRooms()) return true;
            return askExplorer();
        };
        connect(m_generate->explorer(), &ExplorerPlayer::moved, this, [this] {
            if (m_ownExplorerStep) return;
            if (m_asking == Asking::Visit) stopAsking();
            if (m_visit.chosen >= 0) m_marks->clear();
        });
        m_marks = new DungeonMarks(m_generate->view());
        m_generate->view()->installEventFilter(this);
        GeneratorController* controller = m_generate->controller();
        connect(controller, &GeneratorController::shownChanged, this, [this] {
            if (m_expectShown) {
                m_expectShown = false;
                return;
            }
            if (asksRooms()) stopAsking();
            m_marks->clear();
        });
        connect(controller, &GeneratorController::modeChanged, this, [this](GeneratorController::Mode mode) {
            if (mode != GeneratorController::Mode::Paused) m_generatorAction->setChecked(false);
        });
        if (QAction* restart = m_generate->action(QStringLiteral("restartDungeon")))
            connect(restart, &QAction::triggered, this, &PredictMode::resetScore);
    }
    connect(window, &MainWindow::currentChanged, this, [this] {
        if (m_asking == Asking::Tile) stopAsking();
        clearMarks();
    });
}

PredictMode::~PredictMode()
{
    // The window is closing: the tool that was on the map before may have gone already with the
    // Tools panel (made before this), so it is not put back; the map only lets go of ours.
    if (m_toolView && m_toolView->tool() == &m_tool) m_toolView->setTool(nullptr);
    if (m_layerView) m_layerView->removeLayer(&m_layer);
}

PredictMode* PredictMode::of(MainWindow* window)
{
    return window ? window->findChild<PredictMode*>(QStringLiteral("predictMode"), Qt::FindDirectChildrenOnly)
                  : nullptr;
}

bool PredictMode::isOn() const
{
    return (m_searchAction && m_searchAction->isChecked()) || (m_generatorAction && m_generatorAction->isChecked());
}

void PredictMode::setOn(bool on)
{
    const bool search = m_overlays && m_overlays->model()->mode() != OverlayModel::Mode::None;
    if (!on) {
        if (m_searchAction) m_searchAction->setChecked(false);
        if (m_generatorAction) m_generatorAction->setChecked(false);
    } else if (search || !m_generatorAction) {
        if (m_searchAction) m_searchAction->setChecked(true);
    } else {
        m_generatorAction->setChecked(true);
    }
}

void PredictMode::ask(View view)
{
    if (isAsking()) return;
    QAction* wanted = view == View::Search ? m_searchAction : m_generatorAction;
    QAction* other = view == View::Search ? m_generatorAction : m_searchAction;
    if (!wanted) return;
    if (other && other->isChecked()) other->setChecked(false);
    // A lesson's question stops the explorer walking by itself, for the class to answer.
    if (view == View::Generator) {
        if (QAction* explore = m_generate->action(QStringLiteral("explore")); explore && explore->isChecked())
            explore->trigger();
    }
    if (!wanted->isChecked()) {
        wanted->setChecked(true); // asks
        return;
    }
    if (view == View::Search)
        askSearch();
    else
        askGenerator();
}

void PredictMode::onStage(OverlayStage* stage)
{
    m_stageWords = makeWords(QStringLiteral("predictStageWords"));
    stage->addWords(m_stageWords);
    stage->addStepAction(m_searchAction);
    if (m_searchAction->isChecked()) showWords(m_searchWords);
    if (m_asking == Asking::Tile) placeTool(stage->view());
    // Back from the stage: a question asked there is answered on the map.
    connect(stage, &QObject::destroyed, this, [this] {
        if (m_asking != Asking::Tile) return;
        if (MapView* view = m_window->currentView()) placeTool(view);
    });
}

void PredictMode::setSearchOn(bool on)
{
    m_searchWords->setVisible(on);
    if (m_stageWords) m_stageWords->setVisible(on && !m_stageWords->text().isEmpty());
    if (!on) {
        if (m_asking == Asking::Tile) stopAsking();
        clearMarks();
        return;
    }
    m_overlays->player()->pause();
    if (!askSearch()) showWords(m_searchWords);
}

void PredictMode::setGeneratorOn(bool on)
{
    m_generatorWords->setVisible(on);
    if (!on) {
        if (asksRooms()) stopAsking();
        m_marks->clear();
        return;
    }
    m_generate->controller()->pause();
    if (!askGenerator()) showWords(m_generatorWords);
}

bool PredictMode::askSearch()
{
    OverlayModel* model = m_overlays->model();
    const OverlayModel::Mode mode = model->mode();
    m_question.clear();
    if (mode == OverlayModel::Mode::None || !model->isReady()) {
        m_why = tr("Predict asks about a path search, the distance map or the flow field: show one, with its start "
                   "and goal.");
        showWords(m_searchWords);
        return false;
    }
    m_stepped = mode == OverlayModel::Mode::DistanceMap ? PredictWords::Stepped::Wave
        : mode == OverlayModel::Mode::FlowField         ? PredictWords::Stepped::Field
                                                        : PredictWords::Stepped::Search;
    if (!model->isStepping()) {
        // From the beginning: the instant result has nothing left to ask.
        m_ownChange = true;
        model->restart();
        m_ownChange = false;
    }
    if (m_stepped == PredictWords::Stepped::Wave) {
        const DistanceMapStepper* wave = model->waveStepper();
        m_next = wave ? nextSettled(*wave) : NextSettled {};
    } else if (m_stepped == PredictWords::Stepped::Field) {
        const FlowFieldStepper* field = model->flowStepper();
        m_next = field ? nextSettled(*field) : NextSettled {};
    } else {
        const WatchedSearch* search = model->search();
        m_next = search ? nextSettled(*search) : NextSettled {};
    }
    if (m_next.allowed.empty()) {
        m_why = tr("Nothing is left to settle: the search is over.");
        showWords(m_searchWords);
        return false;
    }
    // Presenting, the class answers on the stage's map.
    OverlayStage* stage = m_overlays->stage();
    MapView* view = stage ? stage->view() : m_window->currentView();
    if (!view) return false;
    clearMarks();
    m_asking = Asking::Tile;
    m_question = PredictWords::askTile(m_stepped);
    placeTool(view);
    showWords(m_searchWords);
    return true;
}

bool PredictMode::askGenerator()
{
    GeneratorController* controller = m_generate->controller();
    m_question.clear();
    if (controller->isBusy() || controller->isRunning()) return false;
    const Generator& generator = controller->shown();
    // A finished dungeon: the explorer's next room, once it walks there.
    if (generator.done() && m_generate->explorer()->hasDungeon()) return askExplorer();
    m_picked.clear();
    m_marks->clear();
    if (asksPrim(generator)) {
        m_prim = nextPrimEdge(generator);
        if (m_prim.allowed.empty()) return false;
        m_asking = Asking::PrimPair;
        m_question = PredictWords::askPrim();
    } else if (asksMerge(generator)) {
        m_merge = nextMerge(generator);
        // A step that merges nothing (no way dug, or a loop) has nothing to ask: it just steps.
        if (!m_merge.chosen) return false;
        m_asking = Asking::MergePair;
        m_question = PredictWords::askMerge();
    } else {
        m_why = tr("Predict asks while Prim's tree grows and while corridors merge sets; this step is not one "
                   "of those.");
        showWords(m_generatorWords);
        return false;
    }
    m_rooms = generator.rooms();
    m_roots = generator.components();
    m_marks->setRooms(m_rooms);
    showWords(m_generatorWords);
    return true;
}

bool PredictMode::asksRooms() const
{
    return m_asking == Asking::PrimPair || m_asking == Asking::MergePair || m_asking == Asking::Visit;
}

bool PredictMode::askExplorer()
{
    ExplorerPlayer* player = m_generate->explorer();
    m_question.clear();
    if (!player->hasDungeon()) return false;
    if (QAction* explore = m_generate->action(QStringLiteral("explore")); explore && explore->isChecked())
        return false; // it walks by itself: the class watches
    m_visit = nextVisit(player->explorer());
    if (m_visit.allowed.empty()) return false;
    m_explorerRoom = player->explorer().current();
    m_rooms.clear();
    for (const Rect& r : m_generate->controller()->shown().result().rooms)
        m_rooms.push_back(Room { double(r.x), double(r.y), r.w, r.h });
    m_picked.clear();
    m_marks->clear();
    m_marks->setRooms(m_rooms);
    m_asking = Asking::Visit;
    m_question = PredictWords::askVisit();
    showWords(m_generatorWords);
    return true;
}

void PredictMode::judgeVisit(int room)
{
    const bool right = m_visit.allows(room);
    std::vector<Edge> allowed;
    for (const auto& [to, weight] : m_visit.allowed) allowed.push_back({ m_explorerRoom, to });
    stopAsking();
    m_marks->setAnswer(allowed, Edge { m_explorerRoom, m_visit.chosen },
        right ? std::nullopt : std::optional<Edge>(Edge { m_explorerRoom, room }));
    m_why = PredictWords::verdict(right) + QLatin1Char(' ') + PredictWords::whyVisit(m_visit);
    count(right);
    showWords(m_generatorWords);
    m_ownExplorerStep = true;
    if (QAction* step = m_generate->action(QStringLiteral("exploreStep"))) step->trigger();
    m_ownExplorerStep = false;
    emit judged(right);
}

void PredictMode::answerTile(Cell cell)
{
    if (m_asking != Asking::Tile) return;
    OverlayModel* model = m_overlays->model();
    const bool right = m_next.allows(cell);
    MapView* view = m_toolView;
    stopAsking();
    m_ownChange = true;
    m_overlays->player()->pause();
    model->step();
    m_ownChange = false;
    m_layer.setMarks(m_next.allowed, m_next.chosen(), right ? std::nullopt : std::optional<Cell>(cell));
    if (view) {
        if (m_layerView != view) {
            if (m_layerView) m_layerView->removeLayer(&m_layer);
            view->addLayer(&m_layer, 1000);
            m_layerView = view;
        }
        view->refreshLayers();
    }
    m_why = PredictWords::verdict(right) + QLatin1Char(' ') + PredictWords::whySettled(m_next, m_stepped);
    count(right);
    showWords(m_searchWords);
    emit judged(right);
}

void PredictMode::answerRoom(int room)
{
    if (!asksRooms()) return;
    if (room < 0 || room >= static_cast<int>(m_rooms.size())) return;
    if (m_asking == Asking::Visit) {
        judgeVisit(room);
        return;
    }
    if (std::find(m_picked.begin(), m_picked.end(), room) != m_picked.end()) return;
    m_picked.push_back(room);
    m_marks->setPicked(m_picked);
    if (m_picked.size() < 2) return;
    judgePair(m_picked[0], m_picked[1]);
}

void PredictMode::judgePair(int a, int b)
{
    const Asking asking = m_asking;
    bool right = false;
    std::vector<Edge> allowed;
    std::optional<Edge> chosen;
    if (asking == Asking::PrimPair) {
        right = m_prim.allows(a, b);
        allowed = m_prim.allowed;
        chosen = m_prim.chosen;
        m_why = PredictWords::verdict(right) + QLatin1Char(' ') + PredictWords::whyPrim(m_prim);
    } else {
        right = m_merge.allows(m_roots[static_cast<std::size_t>(a)], m_roots[static_cast<std::size_t>(b)]);
        chosen = m_merge.corridor;
        if (chosen) allowed.push_back(*chosen);
        m_why = PredictWords::verdict(right) + QLatin1Char(' ') + PredictWords::whyMerge(m_merge);
    }
    stopAsking();
    m_marks->setPicked({});
    m_marks->setAnswer(allowed, chosen, right ? std::nullopt : std::optional<Edge>(Edge { a, b }));
    count(right);
    showWords(m_generatorWords);
    m_expectShown = true;
    m_generate->controller()->step();
    emit judged(right);
}

void PredictMode::count(bool right)
{
    ++m_asked;
    if (right) ++m_right;
}

void PredictMode::resetScore()
{
    m_right = 0;
    m_asked = 0;
    m_why.clear();
    if (m_searchWords && m_searchWords->isVisible()) showWords(m_searchWords);
    if (m_generatorWords && m_generatorWords->isVisible()) showWords(m_generatorWords);
}

void PredictMode::stopAsking()
{
    m_asking = Asking::Nothing;
    m_question.clear();
    m_picked.clear();
    removeTool();
}

void PredictMode::clearMarks()
{
    m_layer.clear();
    if (m_layerView) m_layerView->refreshLayers();
}

void PredictMode::placeTool(MapView* view)
{
    if (m_toolView == view && view->tool() == &m_tool) return;
    removeTool();
    m_toolView = view;
    m_toolBefore = view->tool();
    view->setTool(&m_tool);
}

void PredictMode::removeTool()
{
    if (m_toolView && m_toolView->tool() == &m_tool) m_toolView->setTool(m_toolBefore);
    m_toolView = nullptr;
    m_toolBefore = nullptr;
}

void PredictMode::showWords(QLabel* words)
{
    if (!words) return;
    QStringList lines;
    if (!m_why.isEmpty()) lines << m_why.toHtmlEscaped();
    if (!m_question.isEmpty()) lines << QStringLiteral("<b>%1</b>").arg(m_question.toHtmlEscaped());
    if (m_asked > 0) lines << PredictWords::score(m_right, m_asked).toHtmlEscaped();
    words->setText(lines.join(QStringLiteral("<br>")));
    words->setVisible(!lines.isEmpty());
    if (words == m_searchWords && m_stageWords) showWords(m_stageWords);
}

bool PredictMode::eventFilter(QObject* watched, QEvent* event)
{
    if (asksRooms() && m_generate && watched == m_generate->view() && event->type() == QEvent::MouseButtonPress) {
        auto* press = static_cast<QMouseEvent*>(event);
        if (press->button() != Qt::LeftButton) return false;
        const QPointF tile = m_generate->view()->tileAt(press->position());
        const int col = static_cast<int>(std::floor(tile.x()));
        const int row = static_cast<int>(std::floor(tile.y()));
        for (std::size_t i = 0; i < m_rooms.size(); ++i) {
            if (m_rooms[i].rect().contains(col, row)) {
                answerRoom(static_cast<int>(i));
                break;
            }
        }
        // A click answers; it does not pan.
        return true;
    }
    return false;
}

} // namespace mazeworks
