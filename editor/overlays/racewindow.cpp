#include "racewindow.h"

#include "choices.h"
#include "document.h"
#include "mapview.h"
#include "overlaymodel.h"
#include "overlayplayer.h"
#include "pictureexport.h"
#include "race.h"
#include "searchtext.h"
#include "steptimeline.h"
#include "weightlook.h"

#include <QAction>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace mazeworks {

namespace {

// The searches a pane offers, by the options they change on the rules the race shares.
std::vector<SearchChoice> presets(const SearchChoice& rules)
{
    std::vector<SearchChoice> all;
    auto add = [&](Algorithm a, Heuristic h = Heuristic::Manhattan, double weight = 1.0, bool both = false) {
        SearchChoice c;
        c.algorithm = a;
        c.heuristic = h;
        c.weight = weight;
        c.bidirectional = both;
        c.movement = rules.movement;
        c.corners = rules.corners;
        all.push_back(c);
    };
    const Heuristic best = rules.movement == Movement::Eight ? Heuristic::Octile : Heuristic::Manhattan;
    add(Algorithm::BreadthFirst);
    add(Algorithm::Dijkstra);
    for (Heuristic h : { Heuristic::Manhattan, Heuristic::Euclidean, Heuristic::Octile, Heuristic::Chebyshev })
        add(Algorithm::AStar, h);
    add(Algorithm::AStar, best, 2.0);
    add(Algorithm::BestFirst, best);
    add(Algorithm::Dijkstra, Heuristic::None, 1.0, true);
    add(Algorithm::AStar, best, 1.0, true);
    add(Algorithm::JumpPoint);
    add(Algorithm::JumpPointPlus);
    add(Algorithm::JumpPointPruned);
    add(Algorithm::JumpPointPrunedPlus);
    add(Algorithm::Subgoal);
    return all;
}

QString number(int n) { return QLocale().toString(n); }

// A pane's badges: as wide as their words where the pane has room, and no hindrance to a narrow
// pane, where they are said by their signs (RaceWindow::fitBadge).
class Badge : public QLabel {
public:
    QSize minimumSizeHint() const override { return { 0, QLabel::minimumSizeHint().height() }; }
};

// The map of a pane: its search over the level, with the level's weights.
class RaceLayer : public MapLayer {
public:
    RaceLayer(const Race* race, int pane, MapView* view)
        : m_race(race)
        , m_pane(pane)
        , m_view(view)
    {
    }

    void paint(QPainter& painter, const QRect& visible, double scale) override
    {
        const WatchedSearch* search = m_race->search(m_pane);
        const Document* document = m_view->document();
        if (!document || !document->hasMap()) return;
        const QRect area = visible.intersected(QRect(0, 0, document->maze().width(), document->maze().height()));
        weightlook::paintWeights(painter, document->maze(), area, scale);
        SearchScene scene;
        scene.search = search;
        scene.revision = m_race->revision();
        scene.start = m_race->from();
        scene.goal = m_race->to();
        if (search) {
            scene.way = search->found() ? search->path().cells : std::vector<Cell> {};
            scene.stepping = m_race->isStepping() && !search->done();
        }
        m_painter.paint(painter, area, scale, scene);
    }

private:
    const Race* m_race;
    int m_pane;
    MapView* m_view;
    SearchPainter m_painter;
};

} // namespace

struct RaceWindow::Pane {
    QWidget* widget = nullptr;
    QComboBox* search = nullptr;
    QLabel* badge = nullptr;
    QString badgeText; // what the badge says in words
    QString badgeMarks; // the same by its signs alone
    MapView* view = nullptr;
    std::unique_ptr<RaceLayer> layer;
    QLabel* lookedAt = nullptr;
    QLabel* frontier = nullptr;
    QLabel* cost = nullptr;
    QLabel* steps = nullptr;
    std::vector<SearchChoice> choices;
};

RaceWindow::RaceWindow(OverlayModel* model, Choices& choices)
    : m_model(model)
    , m_choices(&choices)
    , m_race(new Race(this))
{
    setObjectName(QStringLiteral("raceWindow"));
    setWindowTitle(tr("Race of Searches"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    // Play goes on while some search has steps left: a race not begun yet is played from its
    // first step (asked only whether one had started, Play did nothing before a Single Step).
    m_player
        = new OverlayPlayer(OverlayPlayer::Target { [this] { return m_race->isReady() && !m_race->allDone(); },
                                [this] { m_race->restart(); }, [this](int steps) { return m_race->advance(steps); } },
            this);
    connect(m_race, &Race::finished, m_player, &OverlayPlayer::pause);
    createActions();

    auto* layout = new QVBoxLayout(this);
    m_title = new QLabel;
    m_title->setObjectName(QStringLiteral("raceTitle"));
    QFont titleFont = font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    // The timeline beside the title, so that the panes keep all the height they had.
    m_timeline = new StepTimeline;
    connect(m_timeline, &StepTimeline::stepChosen, this, [this](int step) {
        m_player->pause();
        m_race->goToStep(step);
    });
    auto* top = new QHBoxLayout;
    top->addWidget(m_title);
    top->addWidget(m_timeline, 1);
    layout->addLayout(top);

    auto* bar = m_bar = new QHBoxLayout;
    for (QAction* action : { m_reset, m_stepBack, m_step, m_play, m_finish }) {
        auto* button = new QToolButton;
        button->setDefaultAction(action);
        // Step Back by its picture alone, beside Single Step: the bar stays as wide as it was.
        button->setToolButtonStyle(action == m_stepBack ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
        bar->addWidget(button);
    }
    m_stepToolsEnd = bar->count();
    auto* speedLabel = new QLabel(tr("Spee&d:"));
    m_speed = new QSlider(Qt::Horizontal);
    m_speed->setObjectName(QStringLiteral("raceSpeed"));
    m_speed->setRange(0, OverlayPlayer::kNotches);
    m_speed->setPageStep(20);
    speedLabel->setBuddy(m_speed);
    m_speedText = new QLabel;
    connect(m_speed, &QSlider::valueChanged, this, [this](int notch) {
        const double rate = OverlayPlayer::rateAt(notch);
        m_player->setStepsPerSecond(rate);
        m_speedText->setText(tr("%1 a second").arg(number(static_cast<int>(std::lround(rate)))));
    });
    // The slider keeps a width a hand can use when the bar is short of room (at 1280 x 720 in
    // German the moves' list took it all, leaving a handle and nothing to slide it along).
    m_speed->setMinimumWidth(6 * fontMetrics().averageCharWidth() + 40);
    bar->addWidget(speedLabel);
    bar->addWidget(m_speed, 1);
    bar->addWidget(m_speedText);
    auto* countLabel = new QLabel(tr("&Searches:"));
    m_count = new QSpinBox;
    m_count->setObjectName(QStringLiteral("raceCount"));
    m_count->setRange(Race::kFewest, Race::kMost);
    countLabel->setBuddy(m_count);
    bar->addWidget(countLabel);
    bar->addWidget(m_count);
    auto* movesLabel = new QLabel(tr("&Moves:"));
    m_moves = new QComboBox;
    m_moves->setObjectName(QStringLiteral("raceMoves"));
    m_moves->addItem(tr("4 directions"));
    for (Corners c : { Corners::Never, Corners::OneObstacle, Corners::Always })
        m_moves->addItem(tr("8 directions, corners: %1").arg(searchtext::cornersName(c)));
    movesLabel->setBuddy(m_moves);
    // As wide as its longest choice where there is room, narrower where there is not: the list
    // that opens shows every choice whole.
    m_moves->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_moves->setMinimumContentsLength(14);
    m_moves->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    int longest = 0;
    for (int i = 0; i < m_moves->count(); ++i)
        longest = std::max(longest, m_moves->fontMetrics().horizontalAdvance(m_moves->itemText(i)));
    m_moves->setMaximumWidth(longest + 4 * m_moves->fontMetrics().averageCharWidth() + 40);
    bar->addWidget(movesLabel);
    bar->addWidget(m_moves, 1);
    for (QAction* action : { m_export, m_fullScreen }) {
        auto* button = new QToolButton;
        button->setDefaultAction(action);
        bar->addWidget(button);
    }
    layout->addLayout(bar);

    m_paneArea = new QWidget;
    auto* areaLayout = new QVBoxLayout(m_paneArea);
    areaLayout->setContentsMargins(0, 0, 0, 0);
    m_paneGrid = new QGridLayout;
    areaLayout->addLayout(m_paneGrid, 1);
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("raceSummary"));
    m_summary->setWordWrap(true);
    QFont summaryFont = font();
    summaryFont.setPointSizeF(summaryFont.pointSizeF() * 1.4);
    summaryFont.setBold(true);
    m_summary->setFont(summaryFont);
    areaLayout->addWidget(m_summary);
    layout->addWidget(m_paneArea, 1);
    m_paneArea->installEventFilter(this);

    connect(m_count, &QSpinBox::valueChanged, this, [this](int n) {
        m_player->pause();
        m_race->setCount(n);
        rebuildPanes();
    });
    connect(m_moves, &QComboBox::activated, this, [this](int index) {
        SearchChoice c = m_race->choice(0);
        c.movement = index == 0 ? Movement::Four : Movement::Eight;
        c.corners = index == 0 ? Corners::Never : static_cast<Corners>(index - 1);
        m_player->pause();
        m_race->setChoice(0, c);
        rebuildPanes();
    });
    connect(m_race, &Race::changed, this, &RaceWindow::showFigures);
    connect(m_model, &OverlayModel::changed, this, &RaceWindow::followModel);
    connect(m_model, &OverlayModel::settingsChanged, this, &RaceWindow::followModel);

    QSettings settings;
    m_speed->setValue(std::clamp(settings.value(QStringLiteral("race/speed"), 20).toInt(), 0, OverlayPlayer::kNotches));
    m_count->setValue(
        std::clamp(settings.value(QStringLiteral("race/count"), Race::kFewest).toInt(), Race::kFewest, Race::kMost));
    m_race->setCount(m_count->value());
    // The moves of the overlays' search: the race is on the same map under the same rules.
    SearchChoice rules = m_race->choice(0);
    rules.movement = m_model->choice().movement;
    rules.corners = m_model->choice().corners;
    m_race->setChoice(0, rules);
    m_moves->setCurrentIndex(rules.movement == Movement::Four ? 0 : 1 + static_cast<int>(rules.corners));
    followModel();
    rebuildPanes();
    // Large, but inside the screen with its frame: on 1280 x 720 the summary at the bottom was
    // under the screen's edge.
    const QSize free = screen()->availableGeometry().size();
    resize(QSize(1200, 760).boundedTo(QSize(free.width() * 92 / 100, free.height() * 88 / 100)));
}

RaceWindow::~RaceWindow()
{
    QSettings settings;
    settings.setValue(QStringLiteral("race/speed"), m_speed->value());
    settings.setValue(QStringLiteral("race/count"), m_count->value());
    for (Pane* pane : m_panes) {
        pane->view->removeLayer(pane->layer.get());
        delete pane;
    }
}

void RaceWindow::createActions()
{
    // The keys of the Overlays panel, for this window: they act only while it is the active one.
    auto make = [this](QStyle::StandardPixmap icon, const QString& text, const QString& name, const QKeySequence& key,
                    const QString& tip) {
        auto* action = new QAction(style()->standardIcon(icon), text, this);
        action->setObjectName(name);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WindowShortcut);
        action->setToolTip(tr("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        addAction(action);
        return action;
    };
    m_reset = make(QStyle::SP_MediaSkipBackward, tr("&Reset"), QStringLiteral("resetRace"),
        QKeySequence(Qt::SHIFT | Qt::Key_F5), tr("Back to the beginning: every search at its start"));
    connect(m_reset, &QAction::triggered, this, [this] {
        m_player->pause();
        m_race->restart();
    });
    m_stepBack = make(QStyle::SP_MediaSeekBackward, tr("Step &Back"), QStringLiteral("stepRaceBack"),
        QKeySequence(Qt::Key_F9), tr("Back to the step before: every search as it was then"));
    connect(m_stepBack, &QAction::triggered, this, [this] {
        m_player->pause();
        m_race->stepBack();
    });
    m_step = make(QStyle::SP_MediaSeekForward, tr("Single S&tep"), QStringLiteral("stepRace"),
        QKeySequence(Qt::Key_F10), tr("Every search still running settles one more tile"));
    connect(m_step, &QAction::triggered, this, [this] {
        m_player->pause();
        if (beforeStep && beforeStep()) return;
        m_race->step();
    });
    m_play = make(QStyle::SP_MediaPlay, tr("&Play"), QStringLiteral("playRace"), QKeySequence(Qt::Key_F5),
        tr("Play the race step by step"));
    connect(m_play, &QAction::triggered, m_player, &OverlayPlayer::toggle);
    connect(m_player, &OverlayPlayer::playingChanged, this, [this](bool playing) {
        m_play->setText(playing ? tr("&Pause") : tr("&Play"));
        m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    });
    m_finish = make(QStyle::SP_MediaSkipForward, tr("&Finish"), QStringLiteral("finishRace"),
        QKeySequence(Qt::CTRL | Qt::Key_F10), tr("Every search to its end"));
    connect(m_finish, &QAction::triggered, this, [this] {
        m_player->pause();
        m_race->finish();
    });
    m_fullScreen = make(QStyle::SP_TitleBarMaxButton, tr("F&ull Screen"), QStringLiteral("raceFullScreen"),
        QKeySequence(Qt::Key_F11), tr("The race alone on the screen; Esc or F11 to come back"));
    m_fullScreen->setCheckable(true);
    connect(m_fullScreen, &QAction::toggled, this, [this](bool on) {
        if (on)
            showFullScreen();
        else
            showNormal();
    });
    m_export = make(QStyle::SP_DialogSaveButton, tr("E&xport Picture..."), QStringLiteral("exportRacePicture"),
        QKeySequence(), tr("The panes and the summary as a PNG picture, for a slide"));
    m_export->setToolTip(tr("The panes and the summary as a PNG picture, for a slide"));
    connect(m_export, &QAction::triggered, this, [this] { exportPicture(); });
}

void RaceWindow::keyPressEvent(QKeyEvent* event)
{
    // Esc leaves full screen, and closes the window otherwise, as a dialog's does.
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier) {
        if (m_fullScreen->isChecked())
            m_fullScreen->setChecked(false);
        else
            close();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

bool RaceWindow::eventFilter(QObject* watched, QEvent* event)
{
    // The panes are arranged anew for the room the window gives them.
    if (watched == m_paneArea && event->type() == QEvent::Resize)
        QTimer::singleShot(0, this, &RaceWindow::arrangePanes);
    // Each pane shows its whole level, whatever the size the window gives it.
    if (event->type() == QEvent::Resize && qobject_cast<MapView*>(watched)) fitPanesSoon();
    // A badge says as much as its line holds.
    if (event->type() == QEvent::Resize) {
        for (Pane* pane : m_panes) {
            if (watched == pane->badge || watched == pane->view) fitBadge(pane);
        }
    }
    return QWidget::eventFilter(watched, event);
}

void RaceWindow::followModel()
{
    // The same level, start and goal as the overlays: a change there is a new race.
    const std::optional<Cell> from = m_model->start();
    const std::optional<Cell> to = m_model->goal();
    const auto grid = m_model->grid();
    const bool same = grid == m_race->grid() && from == m_race->from() && to == m_race->to();
    if (m_document != m_model->document()) {
        m_document = m_model->document();
        for (Pane* pane : m_panes) pane->view->setDocument(m_document);
    }
    if (same && grid) return;
    m_player->pause();
    m_race->setGround(grid, from.value_or(Cell { -1, -1 }), to.value_or(Cell { -1, -1 }));
    const QString level = m_document ? m_document->displayName() : tr("no level");
    m_title->setText(from && to ? tr("From %1 to %2 on %3").arg(SearchText::tile(*from), SearchText::tile(*to), level)
                                : tr("Pick a start and a goal in the Overlays panel"));
    // A new ground may be a level of another shape.
    arrangePanes();
}

QWidget* RaceWindow::makePane(int index)
{
    auto* pane = new Pane;
    pane->widget = new QWidget;
    pane->widget->setObjectName(QStringLiteral("racePane%1").arg(index));
    auto* layout = new QVBoxLayout(pane->widget);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* head = new QHBoxLayout;
    pane->search = new QComboBox;
    pane->search->setObjectName(QStringLiteral("raceSearch%1").arg(index));
    pane->choices = presets(m_race->choice(index));
    for (const SearchChoice& c : pane->choices) pane->search->addItem(searchtext::choiceName(c));
    const auto chosen = std::find(pane->choices.begin(), pane->choices.end(), m_race->choice(index));
    pane->search->setCurrentIndex(chosen == pane->choices.end() ? 0 : static_cast<int>(chosen - pane->choices.begin()));
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    pane->search->setFont(big);
    // Narrow enough for four panes on a small screen: the long names are cut in the box, not the
    // panes widened by them (seen at 1280 x 720: the window ran past the screen).
    pane->search->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    pane->search->setMinimumContentsLength(8);
    connect(pane->search, &QComboBox::activated, this, [this, index, pane](int i) {
        m_player->pause();
        m_race->setChoice(index, pane->choices[static_cast<std::size_t>(i)]);
    });
    head->addWidget(pane->search, 1);
    // The badges beside the name on one line, as high in every pane whatever they say: wrapped,
    // they made that pane's head taller when the race ended, and its map dropped below the
    // others'. What does not fit the line is said by the signs alone (fitBadge).
    pane->badge = new Badge;
    pane->badge->setObjectName(QStringLiteral("raceBadge%1").arg(index));
    pane->badge->setFont(big);
    pane->badge->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    pane->badge->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    pane->badge->setFixedHeight(QFontMetrics(big).height());
    pane->badge->installEventFilter(this);
    head->addWidget(pane->badge);
    layout->addLayout(head);
    pane->view = new MapView;
    pane->view->setDocument(m_document);
    pane->view->setTool(nullptr);
    pane->layer = std::make_unique<RaceLayer>(m_race, index, pane->view);
    pane->view->addLayer(pane->layer.get(), 20);
    // The whole level in each pane, whatever its size.
    pane->view->installEventFilter(this);
    layout->addWidget(pane->view, 1);
    auto* figures = new QGridLayout;
    QFont number = font();
    number.setPointSizeF(number.pointSizeF() * 2.0);
    number.setBold(true);
    auto addFigure = [&](int column, const QString& name, const QString& caption) {
        auto* value = new QLabel;
        value->setObjectName(QStringLiteral("%1%2").arg(name).arg(index));
        value->setFont(number);
        value->setAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        auto* below = new QLabel(caption);
        below->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
        below->setWordWrap(true);
        figures->addWidget(value, 0, column);
        figures->addWidget(below, 1, column);
        return value;
    };
    pane->lookedAt = addFigure(0, QStringLiteral("raceLookedAt"), tr("tiles looked at"));
    pane->frontier = addFigure(1, QStringLiteral("raceFrontier"), tr("on the frontier"));
    pane->cost = addFigure(2, QStringLiteral("raceCost"), tr("cost of the way"));
    pane->steps = addFigure(3, QStringLiteral("raceSteps"), tr("steps of the way"));
    layout->addLayout(figures);
    m_panes.push_back(pane);
    return pane->widget;
}

void RaceWindow::rebuildPanes()
{
    for (Pane* pane : m_panes) {
        pane->view->removeLayer(pane->layer.get());
        delete pane->widget;
        delete pane;
    }
    m_panes.clear();
    m_columns = 0;
    for (int i = 0; i < m_race->count(); ++i) makePane(i);
    arrangePanes();
    showFigures();
    emit panesRebuilt();
}

MapView* RaceWindow::paneView(int pane) const
{
    if (pane < 0 || pane >= paneCount()) return nullptr;
    return m_panes[static_cast<std::size_t>(pane)]->view;
}

void RaceWindow::addStepTool(QAction* action, const QKeySequence& key, QWidget* words)
{
    // A key of this window alone, as Single Step's: F10 in the main window is the Overlays
    // panel's.
    if (!key.isEmpty()) {
        action->setShortcut(key);
        action->setShortcutContext(Qt::WindowShortcut);
    }
    addAction(action);
    // By its picture alone, as Step Back: with its words, the bar made the window wider than a
    // 1280 x 720 screen gives it (seen in German).
    auto* button = new QToolButton;
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_bar->insertWidget(m_stepToolsEnd++, button);
    // Under the panes, outside the picture Export Picture writes: the panes and their summary.
    if (words) layout()->addWidget(words);
}

int RaceWindow::bestColumns() const
{
    // The rows and columns that draw the map largest: a tall level's panes side by side, a wide
    // level's one above the other. Each pane's map has its pane less its name and figures.
    const int n = static_cast<int>(m_panes.size());
    if (n == 0 || !m_document || !m_document->hasMap()) return std::max(n, 1);
    const Maze& maze = m_document->maze();
    // The map view shows some tiles round the level (its corners may lie there): about four.
    const double mapWidth = maze.width() + 8;
    const double mapHeight = maze.height() + 8;
    const QWidget* pane = m_panes.front()->widget;
    const int around = std::max(0, pane->sizeHint().height() - m_panes.front()->view->sizeHint().height());
    const int height = m_paneArea->height() - (m_summary->isVisible() ? m_summary->height() : 0);
    int best = n;
    double largest = -1;
    for (int columns = 1; columns <= n; ++columns) {
        const int rows = (n + columns - 1) / columns;
        const double scale = std::min(m_paneArea->width() / double(columns) / mapWidth,
            std::max(0.0, height / double(rows) - around) / mapHeight);
        if (scale > largest + 1e-9) {
            largest = scale;
            best = columns;
        }
    }
    return best;
}

void RaceWindow::arrangePanes()
{
    const int columns = bestColumns();
    if (columns != m_columns) {
        m_columns = columns;
        for (Pane* pane : m_panes) m_paneGrid->removeWidget(pane->widget);
        for (int i = 0; i < static_cast<int>(m_panes.size()); ++i)
            m_paneGrid->addWidget(m_panes[static_cast<std::size_t>(i)]->widget, i / columns, i % columns);
        // Panes alike, whatever their badges: the same level drawn at the same size in each.
        for (int c = 0; c < m_paneGrid->columnCount(); ++c) m_paneGrid->setColumnStretch(c, c < columns ? 1 : 0);
        const int rows = (static_cast<int>(m_panes.size()) + columns - 1) / columns;
        for (int r = 0; r < m_paneGrid->rowCount(); ++r) m_paneGrid->setRowStretch(r, r < rows ? 1 : 0);
    }
    // Each view fits its level again: its size may not have changed, the level may have.
    fitPanesSoon();
}

void RaceWindow::fitPanesSoon()
{
    // Once the layout has given every pane its size: one fitting for all the resizes of a pass.
    if (m_fitPending) return;
    m_fitPending = true;
    QTimer::singleShot(0, this, [this] {
        m_fitPending = false;
        fitPanes();
    });
}

void RaceWindow::fitPanes()
{
    // The panes are compared side by side, so they draw the level at one scale: the largest at
    // which it fits them all. Alone, a pane whose badges leave its view a few pixels shorter
    // would draw the level a zoom step smaller than the others.
    double scale = std::numeric_limits<double>::max();
    for (const Pane* pane : m_panes) scale = std::min(scale, pane->view->fittingScale());
    for (Pane* pane : m_panes) {
        const Document* document = pane->view->document();
        if (!document || !document->hasMap()) continue;
        pane->view->setScale(scale);
        pane->view->centreOn({ document->maze().width() / 2, document->maze().height() / 2 });
    }
}

void RaceWindow::showFigures()
{
    const QString none = QStringLiteral("\u2013");
    const Race::Summary summary = m_race->summary();
    m_stepBack->setEnabled(m_race->stepsTaken() > 0);
    m_timeline->setEnabled(m_race->isReady());
    m_timeline->follow(m_race->stepsTaken(), m_race->stepCount());
    for (int i = 0; i < static_cast<int>(m_panes.size()); ++i) {
        Pane* pane = m_panes[static_cast<std::size_t>(i)];
        const WatchedSearch* search = m_race->search(i);
        pane->lookedAt->setText(search ? number(search->lookedAt()) : none);
        pane->frontier->setText(search ? number(search->frontierSize()) : none);
        const bool found = search && search->found();
        pane->cost->setText(found ? SearchText::cost(search->path().cost) : none);
        pane->steps->setText(found ? number(search->path().steps()) : none);
        QStringList badges;
        QStringList marks; // the badges by their signs alone, for a narrow pane
        if (summary.ready) {
            if (std::find(summary.optimal.begin(), summary.optimal.end(), i) != summary.optimal.end()) {
                badges << tr("\u2713 optimal");
                marks << QStringLiteral("\u2713");
            }
            if (std::find(summary.fewest.begin(), summary.fewest.end(), i) != summary.fewest.end()) {
                badges << tr("\u2605 fewest tiles");
                marks << QStringLiteral("\u2605");
            }
        } else if (search && search->done()) {
            badges << tr("done: %1 steps").arg(number(search->steps()));
        } else if (search) {
            badges << tr("step %1").arg(number(search->steps()));
        }
        pane->badgeText = badges.join(QStringLiteral("  "));
        pane->badgeMarks = marks.isEmpty() ? pane->badgeText : marks.join(QStringLiteral(" "));
        fitBadge(pane);
        pane->view->refreshLayers();
    }
    if (!summary.ready) {
        m_summary->setText(m_race->isReady() ? QString() : tr("The start and the goal must both be open tiles."));
        return;
    }
    auto names = [this](const std::vector<int>& panes) {
        QStringList list;
        for (int p : panes) list << searchtext::choiceName(m_race->choice(p));
        return list.join(QStringLiteral(", "));
    };
    if (summary.optimum == kInfinity) {
        m_summary->setText(tr("No way leads from the start to the goal."));
        return;
    }
    QString text = summary.optimal.empty()
        ? tr("None found the cheapest way, which costs %1.").arg(SearchText::cost(summary.optimum))
        : tr("The cheapest way costs %1: found by %2.").arg(SearchText::cost(summary.optimum), names(summary.optimal));
    text += QLatin1Char(' ')
        + tr("Fewest tiles looked at: %1 (%2).")
              .arg(names(summary.fewest), number(m_race->search(summary.fewest.front())->lookedAt()));
    m_summary->setText(text);
}

void RaceWindow::fitBadge(Pane* pane)
{
    // The words when they fit beside the name at its least, else the signs alone, the words in
    // the tip.
    const QFontMetrics metrics(pane->badge->font());
    const int room = pane->view->width() - pane->search->minimumSizeHint().width() - 12;
    const bool fits = metrics.horizontalAdvance(pane->badgeText) <= room;
    const QString text = fits ? pane->badgeText : pane->badgeMarks;
    pane->badge->setText(text);
    pane->badge->setToolTip(fits ? QString() : pane->badgeText);
}

void RaceWindow::setSearches(const std::vector<SearchChoice>& choices)
{
    if (choices.empty()) return;
    m_player->pause();
    const int count = std::clamp(static_cast<int>(choices.size()), Race::kFewest, Race::kMost);
    {
        const QSignalBlocker quiet(m_count);
        m_count->setValue(count);
    }
    m_race->setCount(count);
    for (int i = 0; i < count; ++i)
        m_race->setChoice(i, choices[static_cast<std::size_t>(std::min(i, static_cast<int>(choices.size()) - 1))]);
    const SearchChoice& rules = choices.front();
    m_moves->setCurrentIndex(rules.movement == Movement::Four ? 0 : 1 + static_cast<int>(rules.corners));
    rebuildPanes();
    m_race->restart();
}

QString RaceWindow::summaryText() const { return m_summary->text(); }

bool RaceWindow::exportPicture(QString path)
{
    if (path.isEmpty()) {
        path = PictureExport::askPath(
            *m_choices, this, QStringLiteral("race/exportFolder"), tr("Export the Race as a Picture"), tr("race.png"));
        if (path.isEmpty()) return false;
    }
    return PictureExport::write(path, m_paneArea->grab().toImage(),
        [this](const QString& title, const QString& text) { QMessageBox::warning(this, title, text); });
}

} // namespace mazeworks
