#include "overlaydock.h"

#include "distancelayer.h"
#include "document.h"
#include "flowlayer.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlaymodel.h"
#include "overlayplayer.h"
#include "pathlayer.h"
#include "searchtext.h"
#include "sharedkeys.h"
#include "tilenames.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QStackedWidget>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace mazeworks {

namespace {

// The layers lie over the map and the marks of the diagnostics, under the tool's preview.
constexpr int kLayerZ = 20;

constexpr int kSpeedNotches = OverlayPlayer::kNotches;

QString cellText(const std::optional<Cell>& cell)
{
    return cell ? QStringLiteral("%1, %2").arg(cell->col).arg(cell->row) : QStringLiteral("\u2013");
}

QString number(int n) { return QLocale().toString(n); }

} // namespace

OverlayDock::OverlayDock(MainWindow* window)
    : QDockWidget(tr("Overlays"), window)
    , m_window(window)
    , m_model(new OverlayModel(this))
    , m_player(new OverlayPlayer(m_model, this))
    , m_pickTool(m_model)
{
    setObjectName(QStringLiteral("OverlaysDock"));
    m_pickTool.done = [this] { m_pick->setChecked(false); };
    createActions();
    setWidget(createContents());

    // The choices of the last session.
    QSettings settings;
    m_model->setAlgorithm(static_cast<Algorithm>(
        std::clamp(settings.value(QStringLiteral("overlays/algorithm"), int(Algorithm::AStar)).toInt(), 0, 6)));
    m_model->setHeuristic(static_cast<Heuristic>(
        std::clamp(settings.value(QStringLiteral("overlays/heuristic"), int(Heuristic::Manhattan)).toInt(), 0, 4)));
    m_model->setMovement(static_cast<Movement>(
        std::clamp(settings.value(QStringLiteral("overlays/movement"), int(Movement::Four)).toInt(), 0, 1)));
    m_model->setMode(
        static_cast<OverlayModel::Mode>(std::clamp(settings.value(QStringLiteral("overlays/mode"), 0).toInt(), 0, 3)));
    m_speed->setValue(std::clamp(settings.value(QStringLiteral("overlays/speed"), 20).toInt(), 0, kSpeedNotches));
    setSpeed(m_speed->value());

    connect(m_model, &OverlayModel::changed, this, [this] {
        showFigures();
        refresh();
    });
    connect(m_model, &OverlayModel::settingsChanged, this, &OverlayDock::syncControls);
    connect(m_model, &OverlayModel::settingsChanged, this, [this] {
        // Picking ends with its overlay: when there is none, or another one (the first pick
        // on no overlay shows the search, which is what it was for).
        const int mode = static_cast<int>(m_model->mode());
        if (!m_pick->isChecked() || mode == m_pickMode) return;
        if (mode == int(OverlayModel::Mode::None) || m_pickMode != int(OverlayModel::Mode::None))
            m_pick->setChecked(false);
        else
            m_pickMode = mode;
    });
    connect(m_player, &OverlayPlayer::playingChanged, this, [this](bool playing) {
        m_play->setText(playing ? tr("&Pause") : tr("&Play"));
        m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
        m_window->sharedKeys()->setTip(m_play, playing ? tr("Pause the search") : tr("Play the search step by step"));
    });
    connect(window, &MainWindow::documentAdded, this, [this](Document*, MapView* view) { attach(view); });
    connect(window, &MainWindow::currentChanged, this, &OverlayDock::follow);
    for (int i = 0; i < window->documentCount(); ++i) attach(window->viewAt(i));
    follow(window->currentDocument(), window->currentView());
    syncControls();
    showFigures();
    window->addPanel(this, Qt::RightDockWidgetArea);
}

OverlayDock::~OverlayDock()
{
    // The choices for the next session; written once, as a write of the settings costs a file.
    QSettings settings;
    settings.setValue(QStringLiteral("overlays/mode"), int(m_model->mode()));
    settings.setValue(QStringLiteral("overlays/algorithm"), int(m_model->choice().algorithm));
    settings.setValue(QStringLiteral("overlays/heuristic"), int(m_model->choice().heuristic));
    settings.setValue(QStringLiteral("overlays/movement"), int(m_model->choice().movement));
    settings.setValue(QStringLiteral("overlays/speed"), m_speed->value());
    // The views may outlive the dock for a moment: they must not keep its layers or tool. The
    // tool the pick tool replaced may be gone already, so none takes its place.
    if (m_pickView && m_pickView->tool() == &m_pickTool) {
        disconnect(m_pickView, nullptr, this, nullptr);
        m_pickView->setTool(nullptr);
    }
    for (auto& [view, layers] : m_layers) {
        disconnect(view, nullptr, this, nullptr);
        view->removeLayer(layers.distance.get());
        view->removeLayer(layers.path.get());
        view->removeLayer(layers.flow.get());
    }
}

DistanceLayer* OverlayDock::distanceLayer(MapView* view) const
{
    const auto found = m_layers.find(view);
    return found == m_layers.end() ? nullptr : found->second.distance.get();
}

void OverlayDock::createActions()
{
    QMenu* menu = m_window->menu(QStringLiteral("analyse"));
    m_modes = new QActionGroup(this);
    const std::pair<QString, OverlayModel::Mode> modes[] = {
        { tr("&No Overlay"), OverlayModel::Mode::None },
        { tr("&Distance Map"), OverlayModel::Mode::DistanceMap },
        { tr("Path &Search"), OverlayModel::Mode::Path },
    };
    for (const auto& [text, mode] : modes) {
        QAction* action = menu->addAction(text);
        action->setCheckable(true);
        action->setData(static_cast<int>(mode));
        m_modes->addAction(action);
        connect(action, &QAction::triggered, this, [this, mode] { m_model->setMode(mode); });
    }
    menu->addSeparator();

    m_pick = menu->addAction(tr("Pic&k Start and Goal"));
    m_pick->setObjectName(QStringLiteral("pickOverlayTiles"));
    m_pick->setCheckable(true);
    m_pick->setShortcut(QKeySequence(Qt::Key_O));
    m_pick->setToolTip(tr("<b>Pick Start and Goal</b> (O)<br>%1").arg(PickTool::hint()));
    m_pick->setIcon(style()->standardIcon(QStyle::SP_ArrowRight));
    connect(m_pick, &QAction::toggled, this, &OverlayDock::setPicking);
    menu->addSeparator();

    // The keys of a debugger, which is what stepping through a search is like. On the map they
    // step the search, as they do in this panel; F5 plays the level unless this panel has the
    // attention (SharedKeys).
    SharedKeys* keys = m_window->sharedKeys();
    m_reset = menu->addAction(style()->standardIcon(QStyle::SP_MediaSkipBackward), tr("&Reset"));
    m_reset->setObjectName(QStringLiteral("resetSearch"));
    keys->claim(
        this, m_reset, QKeySequence(Qt::SHIFT | Qt::Key_F5), tr("Back to the beginning: only the start reached"), true);
    connect(m_reset, &QAction::triggered, this, [this] {
        m_player->pause();
        m_model->restart();
    });
    m_step = menu->addAction(style()->standardIcon(QStyle::SP_MediaSeekForward), tr("Single S&tep"));
    m_step->setObjectName(QStringLiteral("stepSearch"));
    keys->claim(this, m_step, QKeySequence(Qt::Key_F10), tr("Settle one more tile"), true);
    connect(m_step, &QAction::triggered, this, [this] {
        m_player->pause();
        m_model->step();
    });
    m_play = menu->addAction(style()->standardIcon(QStyle::SP_MediaPlay), tr("&Play"));
    m_play->setObjectName(QStringLiteral("playSearch"));
    keys->claim(this, m_play, QKeySequence(Qt::Key_F5), tr("Play the search step by step"));
    connect(m_play, &QAction::triggered, m_player, &OverlayPlayer::toggle);
    m_finish = menu->addAction(style()->standardIcon(QStyle::SP_MediaSkipForward), tr("&Finish"));
    m_finish->setObjectName(QStringLiteral("finishSearch"));
    keys->claim(this, m_finish, QKeySequence(Qt::CTRL | Qt::Key_F10), tr("Jump to the end of the search"), true);
    connect(m_finish, &QAction::triggered, this, [this] {
        m_player->pause();
        m_model->finish();
    });
}

QWidget* OverlayDock::createContents()
{
    auto* contents = new QWidget;
    auto* layout = new QVBoxLayout(contents);

    auto* modeRow = new QFormLayout;
    m_mode = new QComboBox;
    m_mode->setObjectName(QStringLiteral("overlayMode"));
    m_mode->addItem(tr("Nothing"), int(OverlayModel::Mode::None));
    m_mode->addItem(tr("Distance map"), int(OverlayModel::Mode::DistanceMap));
    m_mode->addItem(tr("Path search"), int(OverlayModel::Mode::Path));
    connect(m_mode, &QComboBox::activated, this,
        [this](int index) { m_model->setMode(static_cast<OverlayModel::Mode>(m_mode->itemData(index).toInt())); });
    modeRow->addRow(tr("&Show:"), m_mode);
    layout->addLayout(modeRow);

    // The tiles: picked on the map, or taken from the level's places.
    auto* tilesBox = new QGroupBox(tr("Tiles"));
    auto* tiles = new QGridLayout(tilesBox);
    auto* pickButton = new QToolButton;
    pickButton->setDefaultAction(m_pick);
    pickButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    pickButton->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    tiles->addWidget(pickButton, 0, 0, 1, 3);
    auto addTileRow = [&](int row, const QString& caption, QLabel*& text, bool goal) {
        tiles->addWidget(new QLabel(caption), row, 0);
        text = new QLabel;
        text->setObjectName(goal ? QStringLiteral("goalCell") : QStringLiteral("startCell"));
        tiles->addWidget(text, row, 1);
        auto* places = new QToolButton;
        places->setText(tr("Places"));
        places->setToolTip(
            goal ? tr("Set the goal on a place of the level") : tr("Set the start on a place of the level"));
        places->setPopupMode(QToolButton::InstantPopup);
        auto* menu = new QMenu(places);
        connect(menu, &QMenu::aboutToShow, this, [this, menu, goal] { fillPlaces(menu, goal); });
        places->setMenu(menu);
        tiles->addWidget(places, row, 2);
        return places;
    };
    addTileRow(1, tr("Start:"), m_startText, false);
    m_goalPlaces = addTileRow(2, tr("Goal:"), m_goalText, true);
    tiles->setColumnStretch(1, 1);

    m_searchBox = new QGroupBox(tr("Search"));
    auto* search = new QFormLayout(m_searchBox);
    m_algorithm = new QComboBox;
    m_algorithm->setObjectName(QStringLiteral("algorithm"));
    m_algorithm->addItem(tr("Breadth-first search"), int(Algorithm::BreadthFirst));
    m_algorithm->addItem(tr("Dijkstra"), int(Algorithm::Dijkstra));
    m_algorithm->addItem(tr("A*"), int(Algorithm::AStar));
    connect(m_algorithm, &QComboBox::activated, this, [this](int index) {
        const auto algorithm = static_cast<Algorithm>(m_algorithm->itemData(index).toInt());
        m_model->setAlgorithm(algorithm);
    });
    search->addRow(tr("&Algorithm:"), m_algorithm);
    m_heuristic = new QComboBox;
    m_heuristic->setObjectName(QStringLiteral("heuristic"));
    m_heuristic->addItem(tr("Manhattan"), int(Heuristic::Manhattan));
    m_heuristic->addItem(tr("Euclidean"), int(Heuristic::Euclidean));
    m_heuristic->addItem(tr("Octile"), int(Heuristic::Octile));
    m_heuristic->addItem(tr("None (as Dijkstra)"), int(Heuristic::None));
    m_heuristic->setToolTip(tr("A*'s guess of the cost still to come"));
    connect(m_heuristic, &QComboBox::activated, this, [this](int index) {
        const auto heuristic = static_cast<Heuristic>(m_heuristic->itemData(index).toInt());
        m_model->setHeuristic(heuristic);
    });
    search->addRow(tr("&Heuristic:"), m_heuristic);
    m_movement = new QComboBox;
    m_movement->setObjectName(QStringLiteral("movement"));
    m_movement->addItem(tr("4 directions"), int(Movement::Four));
    m_movement->addItem(tr("8 directions"), int(Movement::Eight));
    m_movement->setToolTip(tr("With 8 directions a diagonal step costs √2 and never cuts a wall's corner"));
    connect(m_movement, &QComboBox::activated, this, [this](int index) {
        const auto movement = static_cast<Movement>(m_movement->itemData(index).toInt());
        m_model->setMovement(movement);
    });
    search->addRow(tr("&Moves:"), m_movement);

    auto* playBox = new QGroupBox(tr("Step by Step"));
    auto* play = new QVBoxLayout(playBox);
    auto* buttons = new QHBoxLayout;
    for (QAction* action : { m_reset, m_step, m_play, m_finish }) {
        auto* button = new QToolButton;
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
        buttons->addWidget(button);
    }
    play->addLayout(buttons);
    auto* speedRow = new QHBoxLayout;
    auto* speedLabel = new QLabel(tr("Spee&d:"));
    m_speed = new QSlider(Qt::Horizontal);
    m_speed->setObjectName(QStringLiteral("speed"));
    m_speed->setRange(0, kSpeedNotches);
    m_speed->setPageStep(20);
    m_speed->setToolTip(tr("From one tile a second to as fast as the screen draws"));
    speedLabel->setBuddy(m_speed);
    m_speedText = new QLabel;
    m_speedText->setObjectName(QStringLiteral("speedText"));
    m_speedText->setMinimumWidth(m_speedText->fontMetrics().horizontalAdvance(tr("%1 a second").arg(number(1000000))));
    connect(m_speed, &QSlider::valueChanged, this, &OverlayDock::setSpeed);
    speedRow->addWidget(speedLabel);
    speedRow->addWidget(m_speed, 1);
    speedRow->addWidget(m_speedText);
    play->addLayout(speedRow);

    // The figures, large enough to read from the back of a classroom.
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 2.2);
    big.setBold(true);
    auto addFigure = [&](QGridLayout* grid, int index, const QString& name, const QString& caption,
                         QLabel** captionLabel = nullptr) {
        auto* box = new QVBoxLayout;
        box->setSpacing(0);
        auto* value = new QLabel;
        value->setObjectName(name);
        value->setFont(big);
        value->setAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        auto* below = new QLabel(caption);
        below->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
        below->setWordWrap(true);
        box->addWidget(value);
        box->addWidget(below);
        grid->addLayout(box, index / 2, index % 2);
        if (captionLabel) *captionLabel = below;
        return value;
    };
    m_figures = new QStackedWidget;
    auto* pathPage = new QWidget;
    auto* pathGrid = new QGridLayout(pathPage);
    pathGrid->setContentsMargins(0, 0, 0, 0);
    m_cost = addFigure(pathGrid, 0, QStringLiteral("cost"), tr("cost of the way"));
    m_steps = addFigure(pathGrid, 1, QStringLiteral("steps"), tr("steps"));
    m_visited = addFigure(pathGrid, 2, QStringLiteral("visited"), QString(), &m_visitedCaption);
    m_breadthFirst = addFigure(
        pathGrid, 3, QStringLiteral("breadthFirstVisited"), tr("tiles breadth-first search looks at (its whole wave)"));
    m_frontier = addFigure(pathGrid, 4, QStringLiteral("frontier"), tr("tiles on the frontier"));
    m_figures->addWidget(pathPage);
    auto* distancePage = new QWidget;
    auto* distanceGrid = new QGridLayout(distancePage);
    distanceGrid->setContentsMargins(0, 0, 0, 0);
    m_reached = addFigure(distanceGrid, 0, QStringLiteral("reached"), tr("tiles reached"));
    m_farthest = addFigure(distanceGrid, 1, QStringLiteral("farthest"), tr("steps to the farthest"));
    m_crest = addFigure(distanceGrid, 2, QStringLiteral("crest"), tr("tiles on the wave's crest"));
    m_underMouse = addFigure(distanceGrid, 3, QStringLiteral("underMouse"), tr("steps from the tile under the mouse"));
    m_figures->addWidget(distancePage);
    m_figures->addWidget(new QWidget);

    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("overlayMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #d08000; font-weight: bold"));
    // The figures and the buttons first: in a crowded dock they stay in sight of the class.
    layout->addWidget(m_figures);
    layout->addWidget(m_message);
    layout->addWidget(playBox);
    layout->addWidget(tilesBox);
    layout->addWidget(m_searchBox);
    layout->addStretch(1);

    auto* scroll = new QScrollArea;
    scroll->setWidget(contents);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Nothing cut off at the side in any language: the panel is as wide as its widest row.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(contents->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    return scroll;
}

void OverlayDock::attach(MapView* view)
{
    if (!view || m_layers.count(view)) return;
    ViewLayers& layers = m_layers[view];
    layers.distance = std::make_unique<DistanceLayer>(view, m_model);
    layers.path = std::make_unique<PathLayer>(view, m_model);
    layers.flow = std::make_unique<FlowLayer>(view, m_model);
    view->addLayer(layers.distance.get(), kLayerZ);
    view->addLayer(layers.path.get(), kLayerZ);
    view->addLayer(layers.flow.get(), kLayerZ);
    connect(view, &QObject::destroyed, this, [this, view] {
        m_layers.erase(view);
        if (m_pickView == view || !m_pickView) m_toolBefore = nullptr;
    });
    connect(view, &MapView::hoveredCell, this, [this, view](std::optional<Cell> cell) {
        if (DistanceLayer* layer = distanceLayer(view)) layer->setHovered(cell);
        if (const auto found = m_layers.find(view); found != m_layers.end()) found->second.flow->setHovered(cell);
        if (view != m_window->currentView()) return;
        m_hovered = cell;
        showHovered();
        if (m_model->mode() == OverlayModel::Mode::DistanceMap || m_model->mode() == OverlayModel::Mode::FlowField)
            view->refreshLayers();
    });
    connect(view, &MapView::toolChanged, this, [this, view](MapTool* tool) {
        // Another tool chosen (the brush, say): picking is over.
        if (view == m_pickView && tool != &m_pickTool) {
            m_pickView = nullptr;
            m_toolBefore = nullptr;
            m_pick->setChecked(false);
            m_window->showMode(QString());
        }
    });
}

void OverlayDock::follow(Document* document, MapView*)
{
    m_player->pause();
    m_hovered.reset();
    // Picking was for the level that was shown: on another one, a drag is the brush's again.
    m_pick->setChecked(false);
    m_model->setDocument(document);
    widget()->setEnabled(document != nullptr);
    showFigures();
    refresh();
}

void OverlayDock::setPicking(bool on)
{
    if (on) {
        m_pickMode = static_cast<int>(m_model->mode());
        placePickTool(m_window->currentView());
        // The mode shows itself: the cursor is the tool's, the status bar says how it works and ends.
        m_window->showMode(tr("Picking the search's tiles: click a tile for the start, right-click (or Shift+click) "
                              "one for the goal. Esc ends."));
    } else {
        removePickTool();
        m_window->showMode(QString());
    }
}

void OverlayDock::placePickTool(MapView* view)
{
    if (view == m_pickView) return;
    removePickTool();
    if (!view) return;
    m_pickView = view;
    m_toolBefore = view->tool();
    view->setTool(&m_pickTool);
}

void OverlayDock::removePickTool()
{
    MapView* view = m_pickView;
    MapTool* before = m_toolBefore;
    m_pickView = nullptr;
    m_toolBefore = nullptr;
    if (view && view->tool() == &m_pickTool) view->setTool(before);
}

void OverlayDock::fillPlaces(QMenu* menu, bool goal)
{
    menu->clear();
    Document* document = m_model->document();
    if (!document || !document->hasMap()) return;
    const Maze& maze = document->maze();
    auto add = [&](const QString& text, std::optional<Cell> cell) {
        if (!cell) return;
        QAction* action = menu->addAction(QStringLiteral("%1 (%2, %3)").arg(text).arg(cell->col).arg(cell->row));
        // Places off the corridors (the ghosts in their house) cannot be searched from.
        action->setEnabled(m_model->isOpen(*cell));
        connect(action, &QAction::triggered, this, [this, goal, cell] {
            if (m_model->mode() == OverlayModel::Mode::None) m_model->setMode(OverlayModel::Mode::Path);
            if (goal)
                m_model->setGoal(cell);
            else
                m_model->setStart(cell);
        });
    };
    if (maze.muncher) add(tr("The muncher's start"), maze.muncher->cell);
    for (GhostKind kind : kGhostKinds) {
        if (maze.ghost(kind)) add(tr("Start of the %1").arg(ghostName(kind)), maze.ghost(kind)->cell);
    }
    add(tr("The fruit"), maze.fruit);
    add(tr("The doorstep of the ghosts' house"), maze.doorstep());
    if (menu->isEmpty()) menu->addAction(tr("This level has no places yet"))->setEnabled(false);
}

void OverlayDock::syncControls()
{
    const OverlayModel::Mode mode = m_model->mode();
    const SearchChoice& options = m_model->choice();
    m_mode->setCurrentIndex(m_mode->findData(int(mode)));
    for (QAction* action : m_modes->actions()) action->setChecked(action->data().toInt() == int(mode));
    m_algorithm->setCurrentIndex(m_algorithm->findData(int(options.algorithm)));
    m_heuristic->setCurrentIndex(m_heuristic->findData(int(options.heuristic)));
    m_heuristic->setEnabled(options.algorithm == Algorithm::AStar);
    m_movement->setCurrentIndex(m_movement->findData(int(options.movement)));
    m_searchBox->setVisible(mode == OverlayModel::Mode::Path);
    m_goalText->setEnabled(mode == OverlayModel::Mode::Path);
    m_goalPlaces->setEnabled(mode == OverlayModel::Mode::Path);
    m_startText->setText(cellText(m_model->start()));
    m_goalText->setText(cellText(m_model->goal()));
    m_figures->setCurrentIndex(mode == OverlayModel::Mode::Path ? 0 : mode == OverlayModel::Mode::DistanceMap ? 1 : 2);
    m_visitedCaption->setText(tr("tiles %1 looked at").arg(searchtext::choiceName(options)));
    showFigures();
}

void OverlayDock::showFigures()
{
    const OverlayModel::Figures& f = m_model->figures();
    const bool path = m_model->mode() == OverlayModel::Mode::Path;
    const QString none = QStringLiteral("\u2013");
    const bool ready = m_model->isReady();
    if (path) {
        if (f.found) {
            const bool whole = f.cost == std::floor(f.cost);
            m_cost->setText(whole ? number(static_cast<int>(f.cost)) : QLocale().toString(f.cost, 'f', 2));
            m_steps->setText(number(f.steps));
        } else {
            m_cost->setText(none);
            m_steps->setText(none);
        }
        m_visited->setText(ready ? number(f.lookedAt) : none);
        m_breadthFirst->setText(ready ? number(f.waveVisited) : none);
        m_frontier->setText(ready ? number(f.frontier) : none);
    } else {
        m_reached->setText(ready ? number(f.reached) : none);
        m_farthest->setText(ready && f.farthest >= 0 ? number(f.farthest) : none);
        m_crest->setText(ready ? number(f.frontier) : none);
        showHovered();
    }
    m_message->setText(m_model->problem());
    m_message->setVisible(!m_model->problem().isEmpty());
    m_reset->setEnabled(ready);
    m_step->setEnabled(ready);
    m_play->setEnabled(ready);
    m_finish->setEnabled(ready && m_model->isStepping());
}

void OverlayDock::showHovered()
{
    const DistanceMap* map = m_model->distances();
    const int d = map && m_hovered ? map->distance(*m_hovered) : DistanceMap::Unreachable;
    m_underMouse->setText(d == DistanceMap::Unreachable ? QStringLiteral("\u2013") : number(d));
}

void OverlayDock::setSpeed(int position)
{
    const double rate = OverlayPlayer::rateAt(position);
    m_player->setStepsPerSecond(rate);
    m_speedText->setText(tr("%1 a second").arg(number(static_cast<int>(std::lround(rate)))));
}

void OverlayDock::refresh()
{
    if (MapView* view = m_window->currentView()) view->refreshLayers();
}

} // namespace mazeworks
