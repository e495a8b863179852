#include "overlaydock.h"

#include "choices.h"
#include "codedock.h"
#include "codepanel.h"
#include "distancelayer.h"
#include "document.h"
#include "flowlayer.h"
#include "mainwindow.h"
#include "mapview.h"
#include "overlayfigures.h"
#include "overlaylegend.h"
#include "overlaymodel.h"
#include "overlayplayer.h"
#include "overlaystage.h"
#include "path/pathfinder.h"
#include "pathlayer.h"
#include "pictureexport.h"
#include "racewindow.h"
#include "searchexport.h"
#include "searchform.h"
#include "searchtext.h"
#include "sharedkeys.h"
#include "steptimeline.h"
#include "tilenames.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QStatusBar>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace mazeworks {

namespace {

// The layers lie over the map and the marks of the diagnostics, under the tool's preview.
constexpr int kLayerZ = 20;

constexpr int kSpeedNotches = OverlayPlayer::kNotches;

// A picture for a slide: a projector's size.
constexpr QSize kSlide { 1920, 1080 };

QString cellText(const std::optional<Cell>& cell)
{
    return cell ? QStringLiteral("%1, %2").arg(cell->col).arg(cell->row) : QStringLiteral("\u2013");
}

QString number(int n) { return QLocale().toString(n); }

QToolButton* buttonFor(QAction* action, Qt::ToolButtonStyle style = Qt::ToolButtonTextBesideIcon)
{
    auto* button = new QToolButton;
    button->setDefaultAction(action);
    button->setToolButtonStyle(style);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    return button;
}

// The moves chosen on a document, kept with it.
const char* const kMovementChosen = "mazeworksOverlayMovement";

} // namespace

OverlayDock::OverlayDock(MainWindow* window)
    : Panel(window, tr("Overlays"), QStringLiteral("OverlaysDock"), QStringLiteral("analyse"))
    , m_model(new OverlayModel(this))
    , m_player(new OverlayPlayer(m_model, this))
    , m_pickTool(m_model)
{
    m_pickTool.done = [this] { m_pick->setChecked(false); };
    createActions();
    setWidget(createContents());
    setStageAction(m_present, nullptr, Escape::Leaves);
    restoreSettings();

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
        mainWindow()->sharedKeys()->setTip(
            m_play, playing ? tr("Pause the search") : tr("Play the search step by step"));
    });
    connect(window, &MainWindow::documentAdded, this, [this](Document*, MapView* view) { attach(view); });
    connect(window, &MainWindow::currentChanged, this, &OverlayDock::follow);
    for (int i = 0; i < window->documentCount(); ++i) attach(window->viewAt(i));
    follow(window->currentDocument(), window->currentView());
    syncControls();
    showFigures();
    place(Qt::RightDockWidgetArea);
    // The code beside the map, stepped by the same keys; closed at first.
    m_codeDock = new CodeDock(window, m_model,
        { { m_reset, tr("Back to the beginning: only the start reached") }, { m_step, tr("Settle one more tile") },
            { m_stepBack, tr("Back to the step before: the search as it was then") },
            { m_play, tr("Play the search step by step") }, { m_finish, tr("Jump to the end of the search") },
            { m_present, m_present->toolTip() } });
    m_codeDock->hide();
}

OverlayDock::~OverlayDock()
{
    // The choices for the next session; written once, as a write of the settings costs a file.
    QSettings settings;
    const SearchChoice& c = m_model->choice();
    settings.setValue(QStringLiteral("overlays/mode"), int(m_model->mode()));
    settings.setValue(QStringLiteral("overlays/algorithm"), int(c.algorithm));
    settings.setValue(QStringLiteral("overlays/heuristic"), int(c.heuristic));
    settings.setValue(QStringLiteral("overlays/movement"), int(m_levelMovement));
    settings.setValue(QStringLiteral("overlays/corners"), int(c.corners));
    settings.setValue(QStringLiteral("overlays/weight"), c.weight);
    settings.setValue(QStringLiteral("overlays/bidirectional"), c.bidirectional);
    settings.setValue(QStringLiteral("overlays/earlyExit"), c.earlyExit);
    settings.setValue(QStringLiteral("overlays/flowWeighted"), m_model->flowWeighted());
    settings.setValue(QStringLiteral("overlays/speed"), m_speed->value());
    m_race.reset();
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

OverlayStage* OverlayDock::stage() const { return m_stage; }

QWidget* OverlayDock::makeStageContents()
{
    const QList<QAction*> steps { m_reset, m_stepBack, m_step, m_play, m_finish, m_present };
    const bool code = m_model->mode() == OverlayModel::Mode::Path && m_codeDock->isVisible();
    m_stage = new OverlayStage(m_model, m_player, m_model->document(), steps, code, m_codeDock->panel()->textScale());
    emit stageMade(m_stage);
    return m_stage;
}

void OverlayDock::restoreSettings()
{
    QSettings settings;
    SearchChoice c;
    auto read = [&](const char* key, int fallback, int most) {
        return std::clamp(settings.value(QLatin1String("overlays/") + QLatin1String(key), fallback).toInt(), 0, most);
    };
    c.algorithm = static_cast<Algorithm>(read("algorithm", int(Algorithm::AStar), int(Algorithm::Subgoal)));
    if (c.algorithm == Algorithm::Bidirectional) c.algorithm = Algorithm::AStar;
    c.heuristic = static_cast<Heuristic>(read("heuristic", int(Heuristic::Manhattan), int(Heuristic::Chebyshev)));
    m_levelMovement = static_cast<Movement>(read("movement", int(Movement::Four), 1));
    c.movement = m_model->document() ? movementFor(m_model->document()) : m_levelMovement;
    c.corners = static_cast<Corners>(read("corners", int(Corners::Never), int(Corners::Always)));
    c.weight = std::clamp(settings.value(QStringLiteral("overlays/weight"), 1.0).toDouble(), 1.0, 5.0);
    c.bidirectional = settings.value(QStringLiteral("overlays/bidirectional"), false).toBool();
    c.earlyExit = settings.value(QStringLiteral("overlays/earlyExit"), true).toBool();
    m_model->setChoice(c);
    m_model->setFlowWeighted(settings.value(QStringLiteral("overlays/flowWeighted"), true).toBool());
    m_model->setMode(static_cast<OverlayModel::Mode>(read("mode", 0, int(OverlayModel::Mode::FlowField))));
    m_speed->setValue(read("speed", 20, kSpeedNotches));
    setSpeed(m_speed->value());
}

DistanceLayer* OverlayDock::distanceLayer(MapView* view) const
{
    const auto found = m_layers.find(view);
    return found == m_layers.end() ? nullptr : found->second.distance.get();
}

void OverlayDock::createActions()
{
    QMenu* menu = this->menu();
    m_modes = new QActionGroup(this);
    const std::pair<QString, OverlayModel::Mode> modes[] = {
        { tr("&No Overlay"), OverlayModel::Mode::None },
        { tr("&Distance Map"), OverlayModel::Mode::DistanceMap },
        { tr("Path &Search"), OverlayModel::Mode::Path },
        { tr("Flo&w Field"), OverlayModel::Mode::FlowField },
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
    m_reset = menu->addAction(style()->standardIcon(QStyle::SP_MediaSkipBackward), tr("&Reset"));
    m_reset->setObjectName(QStringLiteral("resetSearch"));
    m_reset->setToolTip(tr("Back to the beginning: only the start reached"));
    claim(m_reset, QKeySequence(Qt::SHIFT | Qt::Key_F5), KeyReach::PanelAndMap);
    connect(m_reset, &QAction::triggered, this, [this] {
        m_player->pause();
        m_model->restart();
    });
    // F9, the key left of F10: one key back is one step back. Shift+F10 would have been the
    // pair of F10, but it is the generator's Next Phase, and a context menu on some desktops.
    m_stepBack = menu->addAction(style()->standardIcon(QStyle::SP_MediaSeekBackward), tr("Step &Back"));
    m_stepBack->setObjectName(QStringLiteral("stepSearchBack"));
    m_stepBack->setToolTip(tr("Back to the step before: the search as it was then"));
    claim(m_stepBack, QKeySequence(Qt::Key_F9), KeyReach::PanelAndMap);
    connect(m_stepBack, &QAction::triggered, this, [this] {
        m_player->pause();
        m_model->stepBack();
    });
    m_step = menu->addAction(style()->standardIcon(QStyle::SP_MediaSeekForward), tr("Single S&tep"));
    m_step->setObjectName(QStringLiteral("stepSearch"));
    m_step->setToolTip(tr("Settle one more tile"));
    claim(m_step, QKeySequence(Qt::Key_F10), KeyReach::PanelAndMap);
    connect(m_step, &QAction::triggered, this, [this] {
        m_player->pause();
        if (beforeStep && beforeStep()) return;
        m_model->step();
    });
    m_play = menu->addAction(style()->standardIcon(QStyle::SP_MediaPlay), tr("&Play"));
    m_play->setObjectName(QStringLiteral("playSearch"));
    m_play->setToolTip(tr("Play the search step by step"));
    claim(m_play, QKeySequence(Qt::Key_F5));
    connect(m_play, &QAction::triggered, m_player, &OverlayPlayer::toggle);
    m_finish = menu->addAction(style()->standardIcon(QStyle::SP_MediaSkipForward), tr("&Finish"));
    m_finish->setObjectName(QStringLiteral("finishSearch"));
    m_finish->setToolTip(tr("Jump to the end of the search"));
    claim(m_finish, QKeySequence(Qt::CTRL | Qt::Key_F10), KeyReach::PanelAndMap);
    connect(m_finish, &QAction::triggered, this, [this] {
        m_player->pause();
        m_model->finish();
    });
    menu->addSeparator();
    createClassroomActions(menu);
}

void OverlayDock::createClassroomActions(QMenu* menu)
{
    m_present = menu->addAction(style()->standardIcon(QStyle::SP_TitleBarMaxButton), tr("Presentati&on"));
    m_present->setObjectName(QStringLiteral("presentOverlay"));
    m_present->setCheckable(true);
    m_present->setToolTip(tr("The overlay full screen with its figures and, with Search Code open, its code, for a "
                             "class; Esc to come back"));
    claim(m_present, QKeySequence(Qt::Key_F11));
    m_showCode = menu->addAction(tr("Search &Code"));
    m_showCode->setObjectName(QStringLiteral("showSearchCode"));
    m_showCode->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_showCode->setToolTip(tr("<b>Search Code</b> (%1)<br>The pseudocode of the search, the line of the last step, and "
                              "the open list")
                               .arg(m_showCode->shortcut().toString(QKeySequence::NativeText)));
    connect(m_showCode, &QAction::triggered, this, [this] {
        if (m_model->mode() != OverlayModel::Mode::Path) m_model->setMode(OverlayModel::Mode::Path);
        m_codeDock->showBesideMap();
    });
    m_openRace = menu->addAction(tr("Race Searc&hes..."));
    m_openRace->setObjectName(QStringLiteral("openRace"));
    m_openRace->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_openRace->setToolTip(tr("<b>Race Searches</b> (%1)<br>Two to four searches side by side between the start and "
                              "the goal, stepping together")
                               .arg(m_openRace->shortcut().toString(QKeySequence::NativeText)));
    connect(m_openRace, &QAction::triggered, this, [this] {
        RaceWindow* race = raceWindow();
        race->show();
        race->raise();
        race->activateWindow();
    });
    m_exportPicture = menu->addAction(tr("Export Overlay Pictur&e..."));
    m_exportPicture->setObjectName(QStringLiteral("exportOverlayPicture"));
    m_exportPicture->setToolTip(tr("The overlay as it is now, as a PNG picture for a slide"));
    connect(m_exportPicture, &QAction::triggered, this, [this] { exportPicture(); });
    m_exportFrames = menu->addAction(tr("Export the Search as Fra&mes..."));
    m_exportFrames->setObjectName(QStringLiteral("exportSearchFrames"));
    m_exportFrames->setToolTip(tr("Every step of the search, from the first, as numbered PNG pictures"));
    connect(m_exportFrames, &QAction::triggered, this, [this] { exportFrames(); });
}

QWidget* OverlayDock::createContents()
{
    auto* contents = new QWidget;
    auto* layout = new QVBoxLayout(contents);
    // Made in the order Tab follows: what is shown, its steps and speed, then the settings.
    m_modeRow = createModeRow();
    m_timeline = new StepTimeline;
    connect(m_timeline, &StepTimeline::stepChosen, this, [this](int step) {
        m_player->pause();
        m_model->goToStep(step);
    });
    m_speedRow = createSpeedRow();
    m_figures = new OverlayFigures(m_model);
    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("overlayMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #d08000; font-weight: bold"));
    m_searchForm = new SearchForm(m_model);
    connect(m_searchForm, &SearchForm::movementChosen, this, [this](Movement movement) {
        Document* document = m_model->document();
        if (document) document->setProperty(kMovementChosen, int(movement));
        if (!document || !document->isPathfindingGrid()) m_levelMovement = movement;
    });
    auto* legendBox = new QGroupBox(tr("Legend"));
    auto* legendLayout = new QVBoxLayout(legendBox);
    m_legend = new OverlayLegend;
    legendLayout->addWidget(m_legend);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("overlayStatus"));
    m_status->setWordWrap(true);
    m_status->hide();
    // What the class must see, close together at the top: what is shown and the buttons that
    // step it, their speed, the figures, and the search's settings that make the figures what
    // they are. At 1280 x 720 the settings were never in sight with the figures (issue 29).
    layout->addWidget(m_modeRow);
    layout->addWidget(m_timeline);
    layout->addWidget(m_speedRow);
    layout->addWidget(m_figures);
    layout->addWidget(m_message);
    layout->addWidget(m_searchForm);
    layout->addWidget(createTilesBox());
    layout->addWidget(createClassroomBox());
    layout->addWidget(m_status);
    layout->addWidget(legendBox);
    layout->addStretch(1);
    m_contents = contents;

    // Nothing cut off at the side in any language: the panel is as wide as its widest row.
    return scrollingColumn(contents);
}

int OverlayDock::keptHeight() const
{
    // What the class must see stays in sight when a panel opens below (the Source panel): what
    // is shown, the buttons that step it and its figures. The rest scrolls.
    const QLayout* layout = m_contents->layout();
    int kept = layout->contentsMargins().top();
    for (const QWidget* first :
        { m_modeRow, static_cast<QWidget*>(m_timeline), m_speedRow, static_cast<QWidget*>(m_figures) }) {
        if (first->isHidden()) continue;
        const int width = std::max(first->width(), first->minimumSizeHint().width());
        kept += (first->hasHeightForWidth() ? first->heightForWidth(width) : first->sizeHint().height())
            + layout->spacing();
    }
    return kept + (height() - widget()->height());
}

void OverlayDock::addStepTool(QAction* action, const QKeySequence& key, QWidget* words)
{
    const QList<QAction*> actions = menu()->actions();
    const qsizetype finish = actions.indexOf(m_finish);
    menu()->insertAction(finish + 1 < actions.size() ? actions.at(finish + 1) : nullptr, action);
    if (!key.isEmpty()) claim(action, key, KeyReach::PanelAndMap);
    auto* button = new QToolButton;
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    button->setFocusPolicy(Qt::StrongFocus);
    // Under the step buttons, at the end of the speed's row: the row of the buttons is as wide
    // as the panel already, and the slider gives way.
    m_speedRow->layout()->addWidget(button);
    // Under the buttons, with the figures the class watches.
    if (words)
        static_cast<QVBoxLayout*>(m_contents->layout())
            ->insertWidget(m_contents->layout()->indexOf(m_speedRow) + 1, words);
}

QWidget* OverlayDock::createModeRow()
{
    // What is shown, and beside it the buttons that step it.
    auto* row = new QWidget;
    auto* line = new QHBoxLayout(row);
    line->setContentsMargins(0, 0, 0, 0);
    m_mode = new QComboBox;
    m_mode->setObjectName(QStringLiteral("overlayMode"));
    m_mode->addItem(tr("Nothing"), int(OverlayModel::Mode::None));
    m_mode->addItem(tr("Distance map"), int(OverlayModel::Mode::DistanceMap));
    m_mode->addItem(tr("Path search"), int(OverlayModel::Mode::Path));
    m_mode->addItem(tr("Flow field"), int(OverlayModel::Mode::FlowField));
    connect(m_mode, &QComboBox::activated, this,
        [this](int index) { m_model->setMode(static_cast<OverlayModel::Mode>(m_mode->itemData(index).toInt())); });
    auto* label = new QLabel(tr("&Show:"));
    label->setBuddy(m_mode);
    line->addWidget(label);
    line->addWidget(m_mode, 1);
    line->addWidget(m_stepButtons = createStepButtons());
    return row;
}

QWidget* OverlayDock::createStepButtons()
{
    // Their pictures alone, as a player's: their words are their tooltips (with their keys),
    // what a screen reader says, and in the Analyse menu.
    auto* buttons = new QWidget;
    buttons->setAccessibleName(tr("Step by Step"));
    auto* line = new QHBoxLayout(buttons);
    line->setContentsMargins(0, 0, 0, 0);
    line->setSpacing(2);
    for (QAction* action : { m_reset, m_stepBack, m_step, m_play, m_finish }) {
        auto* button = new QToolButton;
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonIconOnly);
        // Reached with Tab as the other controls are.
        button->setFocusPolicy(Qt::StrongFocus);
        line->addWidget(button);
    }
    return buttons;
}

QWidget* OverlayDock::createSpeedRow()
{
    auto* row = new QWidget;
    auto* speedRow = new QHBoxLayout(row);
    speedRow->setContentsMargins(0, 0, 0, 0);
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
    return row;
}

QGroupBox* OverlayDock::createTilesBox()
{
    // The tiles: picked on the map, or taken from the level's places.
    auto* box = new QGroupBox(tr("Tiles"));
    auto* tiles = new QGridLayout(box);
    auto* pickButton = buttonFor(m_pick);
    pickButton->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    tiles->addWidget(pickButton, 0, 0, 1, 3);
    auto addTileRow = [&](int row, QLabel*& caption, QLabel*& text, bool goal) {
        caption = new QLabel;
        tiles->addWidget(caption, row, 0);
        text = new QLabel;
        text->setObjectName(goal ? QStringLiteral("goalCell") : QStringLiteral("startCell"));
        tiles->addWidget(text, row, 1);
        auto* places = new QToolButton;
        places->setText(tr("Places"));
        places->setPopupMode(QToolButton::InstantPopup);
        auto* menu = new QMenu(places);
        connect(menu, &QMenu::aboutToShow, this, [this, menu, goal] { fillPlaces(menu, goal); });
        places->setMenu(menu);
        tiles->addWidget(places, row, 2);
        return places;
    };
    m_startPlaces = addTileRow(1, m_startCaption, m_startText, false);
    m_goalPlaces = addTileRow(2, m_goalCaption, m_goalText, true);
    m_clearGoals = new QToolButton;
    m_clearGoals->setObjectName(QStringLiteral("clearFlowGoals"));
    m_clearGoals->setText(tr("Only the start"));
    m_clearGoals->setToolTip(tr("Take the goals away: the flow field leads to the start alone"));
    connect(m_clearGoals, &QToolButton::clicked, this, [this] {
        if (const auto start = m_model->start()) m_model->toggleFlowGoal(*start, true);
    });
    tiles->addWidget(m_clearGoals, 3, 0, 1, 3);
    tiles->setColumnStretch(1, 1);
    return box;
}

QGroupBox* OverlayDock::createClassroomBox()
{
    auto* box = new QGroupBox(tr("Classroom"));
    // One under the other: side by side, their names made the panel (and so the column of
    // panels) wider than anything else in it, and the map narrower on a laptop's screen.
    auto* column = new QVBoxLayout(box);
    for (QAction* action : { m_present, m_showCode, m_openRace, m_exportPicture, m_exportFrames })
        column->addWidget(buttonFor(action));
    return box;
}

RaceWindow* OverlayDock::raceWindow(bool make)
{
    if (!m_race && make) {
        // A window of its own, not the main window's child: a projector, or a second screen.
        m_race = std::make_unique<RaceWindow>(m_model, choices());
        emit raceWindowMade(m_race.get());
    }
    return m_race.get();
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
        if (const auto found = m_layers.find(view); found != m_layers.end()) {
            found->second.distance->setHovered(cell);
            found->second.flow->setHovered(cell);
        }
        if (view != mainWindow()->currentView()) return;
        m_hovered = cell;
        m_figures->show(m_hovered);
        if (m_model->mode() == OverlayModel::Mode::DistanceMap || m_model->mode() == OverlayModel::Mode::FlowField)
            view->refreshLayers();
    });
    connect(view, &MapView::toolChanged, this, [this, view](MapTool* tool) {
        // Another tool chosen (the brush, say): picking is over.
        if (view == m_pickView && tool != &m_pickTool) {
            m_pickView = nullptr;
            m_toolBefore = nullptr;
            m_pick->setChecked(false);
            mainWindow()->showMode(QString());
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
    if (document) m_model->setMovement(movementFor(document));
    if (m_stage) m_stage->setDocument(document);
    widget()->setEnabled(document != nullptr);
    showFigures();
    refresh();
}

Movement OverlayDock::movementFor(Document* document) const
{
    const QVariant chosen = document->property(kMovementChosen);
    if (chosen.isValid()) return static_cast<Movement>(chosen.toInt());
    return document->isPathfindingGrid() ? Movement::Eight : m_levelMovement;
}

void OverlayDock::setPicking(bool on)
{
    if (on) {
        m_pickMode = static_cast<int>(m_model->mode());
        placePickTool(mainWindow()->currentView());
        // The mode shows itself: the cursor is the tool's, the status bar says how it works and ends.
        mainWindow()->showMode(m_model->mode() == OverlayModel::Mode::FlowField
                ? tr("Picking the flow field's goals: click a tile to add a goal or take it away, right-click it to "
                     "make it the only goal. Esc ends.")
                : tr("Picking the search's tiles: click a tile for the start, right-click (or Shift+click) "
                     "one for the goal. Esc ends."));
    } else {
        removePickTool();
        mainWindow()->showMode(QString());
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
            if (goal && m_model->mode() == OverlayModel::Mode::FlowField)
                m_model->toggleFlowGoal(*cell);
            else if (goal)
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
    const bool flow = mode == OverlayModel::Mode::FlowField;
    m_mode->setCurrentIndex(m_mode->findData(int(mode)));
    for (QAction* action : m_modes->actions()) action->setChecked(action->data().toInt() == int(mode));
    m_searchForm->setVisible(mode == OverlayModel::Mode::Path || flow);
    m_startCaption->setText(tr("Start:"));
    m_goalCaption->setText(flow ? tr("Goals:") : tr("Goal:"));
    m_startPlaces->setToolTip(tr("Set the start on a place of the level"));
    m_goalPlaces->setToolTip(flow ? tr("Add a place of the level to the goals, or take it away")
                                  : tr("Set the goal on a place of the level"));
    m_startText->setEnabled(!flow);
    m_startPlaces->setEnabled(!flow);
    m_goalText->setEnabled(mode == OverlayModel::Mode::Path || flow);
    m_goalPlaces->setEnabled(mode == OverlayModel::Mode::Path || flow);
    m_clearGoals->setVisible(flow);
    m_startText->setText(cellText(m_model->start()));
    if (flow) {
        QStringList goals;
        for (const Cell& c : m_model->flowGoals()) goals << cellText(c);
        m_goalText->setText(goals.join(QStringLiteral("; ")));
    } else {
        m_goalText->setText(cellText(m_model->goal()));
    }
    m_goalText->setWordWrap(flow);
    showFigures();
}

void OverlayDock::showFigures()
{
    const bool ready = m_model->isReady();
    const OverlayModel::Mode mode = m_model->mode();
    const bool path = mode == OverlayModel::Mode::Path;
    m_figures->show(m_hovered);
    m_message->setText(m_model->problem());
    m_message->setVisible(!m_model->problem().isEmpty());
    const bool steps = ready;
    m_reset->setEnabled(steps);
    m_step->setEnabled(steps);
    m_stepBack->setEnabled(steps && m_model->stepsTaken() > 0);
    m_timeline->setEnabled(steps && !m_model->isSearching());
    if (steps)
        m_timeline->follow(m_model->stepsTaken(), m_model->stepCount());
    else
        m_timeline->follow(0, 0);
    m_play->setEnabled(steps);
    m_finish->setEnabled(steps && m_model->isStepping());
    m_exportPicture->setEnabled(ready);
    m_exportFrames->setEnabled(ready && path);
    const WatchedSearch* search = m_model->search();
    const Algorithm algorithm = search ? search->algorithm() : m_model->options().algorithm;
    const OverlayLegend::Shows shows = mode == OverlayModel::Mode::DistanceMap ? OverlayLegend::Shows::DistanceMap
        : path                                                                 ? OverlayLegend::Shows::Search
        : mode == OverlayModel::Mode::FlowField                                ? OverlayLegend::Shows::FlowField
                                                                               : OverlayLegend::Shows::Nothing;
    m_legend->explain(shows, algorithm, m_model->isWeighted());
    m_legend->parentWidget()->setVisible(shows != OverlayLegend::Shows::Nothing);
}

void OverlayDock::setSpeed(int position)
{
    const double rate = OverlayPlayer::rateAt(position);
    m_player->setStepsPerSecond(rate);
    m_speedText->setText(tr("%1 a second").arg(number(static_cast<int>(std::lround(rate)))));
}

void OverlayDock::refresh()
{
    if (MapView* view = mainWindow()->currentView()) view->refreshLayers();
}

void OverlayDock::tell(const QString& text)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
    mainWindow()->statusBar()->showMessage(text, 10000);
}

void OverlayDock::warn(const QString& title, const QString& text)
{
    tell(text);
    QMessageBox::warning(this, title, text);
}

bool OverlayDock::exportPicture(QString path)
{
    Document* document = m_model->document();
    if (!document || !m_model->isReady()) return false;
    if (path.isEmpty()) {
        const QString stem = QFileInfo(document->displayName()).completeBaseName();
        path = PictureExport::askPath(choices(), this, QStringLiteral("overlays/exportFolder"),
            tr("Export Overlay Picture"), tr("%1 overlay.png").arg(stem));
        if (path.isEmpty()) return false;
    }
    // A search as a slide (the whole level, its step and figures in a band under it); the other
    // overlays as the map shows them now.
    QImage image;
    if (const WatchedSearch* search = m_model->search())
        image = SearchPicture(document->maze(), kSlide).render(*search, m_model->choice());
    else if (MapView* view = mainWindow()->currentView())
        image = view->render(view->viewport()->size() * 2);
    if (!PictureExport::write(path, image, [this](const QString& title, const QString& text) { warn(title, text); }))
        return false;
    tell(tr("The picture is in %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

SearchFrames* OverlayDock::exportFrames(QString folder, QSize size, int every)
{
    Document* document = m_model->document();
    const WatchedSearch* search = m_model->search();
    if (!document || !search || !m_model->start() || !m_model->goal()) return nullptr;
    if (m_exporter) {
        tell(tr("An export of frames is already under way."));
        return nullptr;
    }
    const std::shared_ptr<const SearchGrid> grid = m_model->grid();
    const SearchChoice choice = m_model->choice();
    if (folder.isEmpty()) {
        FrameExport::Choice asked;
        asked.folder = PictureExport::folder(QStringLiteral("overlays/framesFolder"));
        asked.size = size.isEmpty() ? kSlide : size;
        // Some three hundred pictures, a slide show's worth, whatever the search.
        const int steps = SearchFrames::stepsOf(*grid, choice, *m_model->start(), *m_model->goal());
        asked.every = every > 0 ? every : std::max(1, steps / 300);
        const QString about = tr("%1 from %2 to %3, from its first step: %4 steps.")
                                  .arg(searchtext::choiceName(choice), cellText(m_model->start()),
                                      cellText(m_model->goal()), number(steps));
        if (!FrameExport::ask(this, tr("Export the Search as Frames"), about, asked)) return nullptr;
        folder = asked.folder;
        size = asked.size;
        every = asked.every;
        QSettings().setValue(QStringLiteral("overlays/framesFolder"), folder);
    }
    auto* exporter = new SearchFrames(document->maze(), grid, choice, *m_model->start(), *m_model->goal(),
        size.isEmpty() ? kSlide : size, std::max(1, every), this);
    const QString stem = QFileInfo(document->displayName()).completeBaseName();
    if (!exporter->start(folder,
            QStringLiteral("%1-%2-frames")
                .arg(stem, QString::fromUtf8(algorithmName(choice.options(grid->edges).algorithm).data())))) {
        warn(tr("Cannot Export"), exporter->error());
        delete exporter;
        return nullptr;
    }
    m_exporter = exporter;
    exporter->watch(
        this, tr("Export the Search as Frames"), tr("Writing the frames of %1...").arg(searchtext::choiceName(choice)),
        [this](const QString& text) { tell(text); },
        [this](const QString& title, const QString& text) { warn(title, text); });
    return exporter;
}

} // namespace mazeworks
