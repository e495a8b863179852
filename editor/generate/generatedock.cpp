#include "generatedock.h"

#include "menutext.h"
#include "sharedkeys.h"

#include "choices.h"
#include "document.h"
#include "dungeonsettingsform.h"
#include "dungeonview.h"
#include "explorerplayer.h"
#include "figuresbar.h"
#include "frameexporter.h"
#include "generatorcontroller.h"
#include "generatorlegend.h"
#include "generatortext.h"
#include "mainwindow.h"
#include "maze/mazefile.h"
#include "pictureexport.h"
#include "steptimeline.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

namespace mazeworks {

namespace {

// The speed slider: ten notches for each power of ten from one step a second to 100,000, then
// one more for as fast as it goes.
constexpr int kNotchesPerDecade = 10;
constexpr int kFullSpeedNotch = 5 * kNotchesPerDecade + 1;
constexpr int kDefaultNotch = kNotchesPerDecade; // ten steps a second

double rateOf(int notch)
{
    if (notch >= kFullSpeedNotch) return GeneratorController::kFullSpeed;
    return std::pow(10.0, static_cast<double>(notch) / kNotchesPerDecade);
}

// The same slider for the explorer of a finished dungeon: its time against ours, 1x (its own
// pace, a second in each room and six tiles a second) where the generator makes ten steps a
// second, from a tenth of that to 10,000 times, then as fast as it goes.
double explorerSpeedOf(int notch)
{
    if (notch >= kFullSpeedNotch) return ExplorerPlayer::kFastest;
    return std::pow(10.0, static_cast<double>(notch - kDefaultNotch) / kNotchesPerDecade);
}

const QString kSettings = QStringLiteral("generate/");

QString key(const char* name) { return kSettings + QLatin1String(name); }

// The panel's column, which the window puts in a scroll area. Its words wrap, but it asks the
// scroll area only for its least height, not for the height it would like at its width: asked
// that, the scroll area made the column taller than the panel, and the picture, taller than
// fitPicture made it, pushed the caption out of sight.
class Column : public QVBoxLayout {
public:
    using QVBoxLayout::QVBoxLayout;
    bool hasHeightForWidth() const override { return false; }
};

} // namespace

GenerateDock::GenerateDock(MainWindow* window)
    : Panel(window, tr("Generate"), QStringLiteral("GenerateDock"), QStringLiteral("generate"))
    , m_controller(new GeneratorController(this))
    , m_explorer(new ExplorerPlayer(this))
{
    createActions();
    setWidget(createContents());
    setStatusLine(m_status);
    setStageAction(m_presentation, m_view, Escape::Leaves);
    restoreSettings();

    connect(m_controller, &GeneratorController::shownChanged, this, &GenerateDock::showState);
    connect(m_controller, &GeneratorController::frameChanged, this, &GenerateDock::showFrame);
    connect(m_controller, &GeneratorController::modeChanged, this, &GenerateDock::showMode);
    connect(m_explorer, &ExplorerPlayer::frameChanged, this, &GenerateDock::showFrame);
    connect(m_explorer, &ExplorerPlayer::moved, this, &GenerateDock::showExplorerStats);
    connect(m_explorer, &ExplorerPlayer::playingChanged, this, &GenerateDock::showMode);

    // The first dungeon waits at its first step, so that the class sees it begin.
    if (const auto s = seed()) m_controller->newDungeon(params(), *s);
    showState();
    showMode();
    // The hint names the keys only while they are the panel's.
    connect(window->sharedKeys(), &SharedKeys::attentionChanged, this, &GenerateDock::showState);

    place(Qt::RightDockWidgetArea);
    // Out of the way until asked for (the window's saved layout may show it again).
    hide();
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible || !m_firstShow || isFloating()) return;
        m_firstShow = false;
        // The picture wants room, the first time it is docked: a tab beside the tallest panel
        // of its side (the column there is crowded), half the window's width and most of its
        // height. On a small window the map keeps its share first (room.h).
        takeATabOnce();
        MainWindow* window = mainWindow();
        askForRoom(Qt::Horizontal, std::max(480, window->width() / 2));
        askForRoom(Qt::Vertical, window->height() * 3 / 4);
    });
    // Back in the first start's layout (View > Reset Layout), it opens as the first time.
    connect(window, &MainWindow::layoutReset, this, [this] { m_firstShow = true; });
}

GenerateDock::~GenerateDock()
{
    if (m_exporter) m_exporter->cancel();
}

void GenerateDock::createActions()
{
    const QStyle* s = style();
    m_show = menu()->addAction(tr("Dungeon &Generator"));
    m_show->setObjectName(QStringLiteral("showGenerator"));
    m_show->setToolTip(tr("Show the Generate panel: watch a dungeon being made, step by step"));
    connect(m_show, &QAction::triggered, this, [this] {
        show();
        raise();
        m_view->setFocus();
    });
    menu()->addSeparator();

    // F5, F10 and their kin are the panel's while it has the attention (SharedKeys); Shift+F10,
    // which no other panel has, is the panel's always.
    m_newAction = makeAction("newDungeon", s->standardIcon(QStyle::SP_FileIcon), tr("&New Dungeon"),
        tr("Make a dungeon from these settings and watch it being made"));
    connect(m_newAction, &QAction::triggered, this, [this] { newDungeon(); });
    m_restart = makeAction("restartDungeon", s->standardIcon(QStyle::SP_MediaSkipBackward), tr("R&estart"),
        tr("Back to the first step, same settings and seed"));
    claim(m_restart, QKeySequence(Qt::SHIFT | Qt::Key_F5));
    connect(m_restart, &QAction::triggered, m_controller, &GeneratorController::restart);
    m_step = makeAction(
        "stepDungeon", s->standardIcon(QStyle::SP_MediaSeekForward), tr("&Step"), tr("One step of the generator"));
    claim(m_step, QKeySequence(Qt::Key_F10));
    connect(m_step, &QAction::triggered, this, [this] {
        if (beforeStep && beforeStep()) return;
        m_controller->step();
    });
    // F9, left of F10, as in the Overlays panel.
    m_stepBack = makeAction("stepDungeonBack", s->standardIcon(QStyle::SP_MediaSeekBackward), tr("Step Bac&k"),
        tr("Back to the step before: the dungeon as it was then"));
    claim(m_stepBack, QKeySequence(Qt::Key_F9));
    connect(m_stepBack, &QAction::triggered, m_controller, &GeneratorController::stepBack);
    m_nextPhase = makeAction(
        "nextPhase", s->standardIcon(QStyle::SP_ArrowRight), tr("Next &Phase"), tr("Steps to the end of this phase"));
    claim(m_nextPhase, QKeySequence(Qt::SHIFT | Qt::Key_F10), KeyReach::PanelAndMap);
    connect(m_nextPhase, &QAction::triggered, m_controller, &GeneratorController::nextPhase);
    m_run = makeAction(
        "runDungeon", s->standardIcon(QStyle::SP_MediaPlay), tr("&Run"), tr("Steps at the chosen speed, or pause"));
    claim(m_run, QKeySequence(Qt::Key_F5));
    connect(m_run, &QAction::triggered, m_controller, &GeneratorController::toggleRun);
    m_finish = makeAction("finishDungeon", s->standardIcon(QStyle::SP_MediaSkipForward), tr("&Finish"),
        tr("Every step to the end, as fast as it goes"));
    claim(m_finish, QKeySequence(Qt::CTRL | Qt::Key_F10));
    connect(m_finish, &QAction::triggered, m_controller, &GeneratorController::finish);
    for (QAction* a : { m_newAction, m_restart, m_stepBack, m_step, m_nextPhase, m_run, m_finish })
        menu()->addAction(a);
    menu()->addSeparator();

    m_explore = makeAction("explore", s->standardIcon(QStyle::SP_MediaPlay), tr("E&xplore"),
        tr("An explorer walks the finished dungeon from room to room, to the rooms it has not seen first"));
    m_explore->setCheckable(true);
    connect(m_explore, &QAction::toggled, this, [this](bool on) {
        if (on)
            m_explorer->play();
        else
            m_explorer->pause();
    });
    m_exploreStep = makeAction("exploreStep", s->standardIcon(QStyle::SP_MediaSeekForward), tr("Explorer S&tep"),
        tr("The explorer walks to one more room"));
    connect(m_exploreStep, &QAction::triggered, this, [this] {
        if (beforeExplorerStep && beforeExplorerStep()) return;
        m_explorer->stepOnce();
        showFrame();
    });
    m_exploreBack = makeAction("exploreStepBack", s->standardIcon(QStyle::SP_MediaSeekBackward),
        tr("Explorer Step Back"), tr("The explorer back in the room before its last move, as it was then"));
    connect(m_exploreBack, &QAction::triggered, this, [this] {
        m_explorer->stepBack();
        showFrame();
    });
    m_exploreReset = makeAction("exploreReset", s->standardIcon(QStyle::SP_BrowserReload),
        tr("Explorer &Back to the Start"), tr("The explorer starts again, nothing visited"));
    connect(m_exploreReset, &QAction::triggered, m_explorer, &ExplorerPlayer::reset);
    for (QAction* a : { m_explore, m_exploreBack, m_exploreStep, m_exploreReset }) menu()->addAction(a);
    menu()->addSeparator();

    m_useAsLevel = makeAction("useAsLevel", s->standardIcon(QStyle::SP_DialogApplyButton), tr("&Use as Level"),
        tr("The finished dungeon as a new level, ready to edit, save and play"));
    connect(m_useAsLevel, &QAction::triggered, this, [this] { useAsLevel(); });
    m_exportPicture = makeAction("exportGeneratorPicture", s->standardIcon(QStyle::SP_DialogSaveButton),
        tr("Export Picture as &Image..."), tr("The picture as it is on screen, with its caption, as a PNG file"));
    connect(m_exportPicture, &QAction::triggered, this, [this] { exportPicture(); });
    m_exportFrames
        = makeAction("exportGeneratorFrames", s->standardIcon(QStyle::SP_DirIcon), tr("Export the Run as Fra&mes..."),
            tr("Every step of this dungeon as a numbered PNG picture, for a video or a slide show"));
    connect(m_exportFrames, &QAction::triggered, this, [this] { exportFrames(); });
    m_presentation = makeAction("presentation", s->standardIcon(QStyle::SP_TitleBarMaxButton), tr("Presentati&on"),
        tr("The generator alone on the screen with large type, for a class; Esc to come back"));
    claim(m_presentation, QKeySequence(Qt::Key_F11));
    m_presentation->setCheckable(true);
    m_showCaption
        = makeAction("showCaption", QIcon(), tr("Show &Caption"), tr("The sentence that says what the step did"));
    m_showCaption->setCheckable(true);
    m_showLegend
        = makeAction("showLegend", QIcon(), tr("Show &Legend"), tr("What the colours and lines of the picture mean"));
    m_showLegend->setCheckable(true);
    for (QAction* a : { m_useAsLevel, m_exportPicture, m_exportFrames }) menu()->addAction(a);
    menu()->addSeparator();
    for (QAction* a : { m_presentation, m_showCaption, m_showLegend }) menu()->addAction(a);
}

void GenerateDock::addStepTool(QAction* action, const QKeySequence& key, QWidget* words)
{
    const QList<QAction*> actions = menu()->actions();
    const qsizetype finish = actions.indexOf(m_finish);
    menu()->insertAction(finish + 1 < actions.size() ? actions.at(finish + 1) : nullptr, action);
    if (!key.isEmpty()) claim(action, key);
    auto* b = new QToolButton;
    b->setDefaultAction(action);
    b->setToolButtonStyle(Qt::ToolButtonIconOnly);
    b->setObjectName(action->objectName() + QStringLiteral("Button"));
    m_transport->insertWidget(m_transport->count() - 1, b); // before the stretch
    // The column as wide as its widest row again (scrollingColumn), the new button in it.
    if (auto* scroll = qobject_cast<QScrollArea*>(widget()))
        scroll->setMinimumWidth(
            m_contents->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    // Over the picture, in sight with the buttons however small the screen.
    if (words) {
        auto* column = static_cast<QVBoxLayout*>(m_contents->layout());
        column->insertWidget(column->indexOf(m_timeline), words);
    }
}

QWidget* GenerateDock::createContents()
{
    auto* contents = new QWidget;
    auto* layout = new Column(contents);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(4);

    m_settings = new DungeonSettingsForm(m_newAction);
    connect(m_settings, &DungeonSettingsForm::diceRolled, this, &GenerateDock::rollDice);
    connect(m_settings, &DungeonSettingsForm::copySeedAsked, this, &GenerateDock::copySeed);
    connect(m_settings, &DungeonSettingsForm::pasteSeedAsked, this, &GenerateDock::pasteSeed);

    // The transport, under the settings and over the picture, so that on a small screen it is in
    // sight without scrolling: the keys of a debugger, as the overlays' search has.
    auto* transport = new QHBoxLayout;
    transport->setSpacing(2);
    m_transport = transport;
    auto button = [](QAction* action) {
        auto* b = new QToolButton;
        b->setDefaultAction(action);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setObjectName(action->objectName() + QStringLiteral("Button"));
        return b;
    };
    for (QAction* a : { m_restart, m_stepBack, m_step, m_nextPhase, m_run, m_finish }) {
        QToolButton* b = button(a);
        // Its picture alone: beside Step and Restart it says what it does, and the row stays as
        // narrow as it was.
        if (a == m_stepBack) b->setToolButtonStyle(Qt::ToolButtonIconOnly);
        transport->addWidget(b);
    }
    transport->addStretch(1);
    layout->addLayout(transport);

    m_timeline = new StepTimeline;
    connect(m_timeline, &StepTimeline::stepChosen, m_controller, &GeneratorController::goToStep);
    layout->addWidget(m_timeline);

    auto* speedRow = new QHBoxLayout;
    auto* speedLabel = new QLabel(tr("Spee&d:"));
    m_speed = new QSlider(Qt::Horizontal);
    m_speed->setObjectName(QStringLiteral("generatorSpeed"));
    m_speed->setRange(0, kFullSpeedNotch);
    m_speed->setPageStep(kNotchesPerDecade);
    m_speed->setToolTip(
        tr("From one step a second to as fast as it goes; up to a step a frame, rooms glide between steps. "
           "For the explorer of a finished dungeon, its time against ours: 1× (a second in each room, six tiles "
           "a second along the corridors) where the generator makes ten steps a second"));
    speedLabel->setBuddy(m_speed);
    m_speedText = new QLabel;
    m_speedText->setObjectName(QStringLiteral("generatorSpeedText"));
    m_speedText->setMinimumWidth(
        m_speedText->fontMetrics().horizontalAdvance(tr("%1 steps a second").arg(QLocale().toString(100000))));
    connect(m_speed, &QSlider::valueChanged, this, [this](int notch) {
        m_controller->setStepsPerSecond(rateOf(notch));
        m_explorer->setSpeed(explorerSpeedOf(notch));
        QSettings().setValue(key("speed"), notch);
        showSpeed();
    });
    speedRow->addWidget(speedLabel);
    speedRow->addWidget(m_speed, 1);
    speedRow->addWidget(m_speedText);
    layout->addLayout(speedRow);

    m_view = new DungeonView;
    m_view->setMinimumHeight(kLeastPicture);
    layout->addWidget(m_view, 1);

    m_figures = new FiguresBar;
    layout->addWidget(m_figures);

    m_caption = new QLabel;
    m_caption->setObjectName(QStringLiteral("caption"));
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::PlainText);
    m_caption->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    QFont captionFont = m_caption->font();
    captionFont.setPointSizeF((captionFont.pointSizeF() > 0 ? captionFont.pointSizeF() : 10.0) * 1.25);
    m_caption->setFont(captionFont);
    // Three lines kept for the sentence whatever it says, and two for the status, so that the
    // buttons between them do not move as the words change under the mouse.
    m_caption->setMinimumHeight(QFontMetrics(captionFont).lineSpacing() * 3);
    layout->addWidget(m_caption);
    connect(m_showCaption, &QAction::toggled, m_caption, &QWidget::setVisible);

    m_legend = new GeneratorLegend;
    layout->addWidget(m_legend);
    connect(m_showLegend, &QAction::toggled, m_legend, &QWidget::setVisible);

    m_explorerRow = new QWidget;
    m_explorerRow->setObjectName(QStringLiteral("explorerRow"));
    // The explorer's buttons and figures, and under them its timeline: every move it made, to
    // drag back to any of them as to the generator's steps (issue 31).
    auto* explorerColumn = new QVBoxLayout(m_explorerRow);
    explorerColumn->setContentsMargins(0, 0, 0, 0);
    auto* explorerLayout = new QHBoxLayout;
    explorerColumn->addLayout(explorerLayout);
    explorerLayout->setContentsMargins(0, 0, 0, 0);
    explorerLayout->setSpacing(2);
    for (QAction* a : { m_explore, m_exploreBack, m_exploreStep, m_exploreReset }) {
        QToolButton* b = button(a);
        // Its picture alone, as the generator's Step Back: the row keeps its width.
        if (a == m_exploreBack) b->setToolButtonStyle(Qt::ToolButtonIconOnly);
        explorerLayout->addWidget(b);
    }
    m_explorerStats = new QLabel;
    m_explorerStats->setObjectName(QStringLiteral("explorerStats"));
    m_explorerStats->setWordWrap(true);
    // Three lines kept: beside the explorer's buttons in a narrow panel its figures take three,
    // and a row that grew when they did moved Use as Level under the mouse.
    m_explorerStats->setMinimumHeight(m_explorerStats->fontMetrics().lineSpacing() * 3);
    explorerLayout->addWidget(m_explorerStats, 1);
    m_explorerTimeline = new StepTimeline;
    m_explorerTimeline->setObjectName(QStringLiteral("explorerTimeline"));
    m_explorerTimeline->slider()->setAccessibleName(tr("Explorer's moves"));
    connect(m_explorerTimeline, &StepTimeline::stepChosen, this, [this](int move) {
        m_explorer->goToMove(move);
        showFrame();
    });
    explorerColumn->addWidget(m_explorerTimeline);
    layout->addWidget(m_explorerRow);

    m_actionsRow = new QWidget;
    auto* actions = new QHBoxLayout(m_actionsRow);
    actions->setContentsMargins(0, 0, 0, 0);
    actions->setSpacing(2);
    for (QAction* a : { m_useAsLevel, m_exportPicture, m_exportFrames, m_presentation }) {
        QToolButton* b = button(a);
        b->setToolButtonStyle(a == m_useAsLevel ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly);
        actions->addWidget(b);
    }
    actions->addStretch(1);
    layout->addWidget(m_actionsRow);

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("generatorStatus"));
    m_status->setWordWrap(true);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_status->setMinimumHeight(m_status->fontMetrics().lineSpacing() * 2);
    layout->addWidget(m_status);
    // The settings last: over the picture, on a laptop's screen, they pushed the figures and the
    // caption out of sight (issue 29). The picture fills what the panel shows (fitPicture); the
    // settings are a scroll away.
    layout->addWidget(m_settings);
    m_contents = contents;
    contents->installEventFilter(this);
    return contents;
}

void GenerateDock::restoreSettings()
{
    const QSettings settings;
    const DungeonParams d;
    DungeonParams p;
    p.rooms = settings.value(key("rooms"), d.rooms).toInt();
    p.width = settings.value(key("width"), d.width).toInt();
    p.height = settings.value(key("height"), d.height).toInt();
    p.minRoomSize = settings.value(key("minRoomSize"), d.minRoomSize).toInt();
    p.maxRoomSize = settings.value(key("maxRoomSize"), d.maxRoomSize).toInt();
    p.placement = placementFromName(settings.value(key("placement")).toString().toStdString()).value_or(d.placement);
    p.connection
        = connectionFromName(settings.value(key("connection")).toString().toStdString()).value_or(d.connection);
    p.loops = settings.value(key("loops"), d.loops).toDouble();
    setParams(p);
    setSeed(parseSeed(settings.value(key("seed"), QStringLiteral("1")).toString()).value_or(1));
    m_speed->setValue(std::clamp(settings.value(key("speed"), kDefaultNotch).toInt(), 0, kFullSpeedNotch));
    m_controller->setStepsPerSecond(rateOf(m_speed->value()));
    m_explorer->setSpeed(explorerSpeedOf(m_speed->value()));
    m_showCaption->setChecked(settings.value(key("caption"), true).toBool());
    m_showLegend->setChecked(settings.value(key("legend"), true).toBool());
    m_caption->setVisible(m_showCaption->isChecked());
    m_legend->setVisible(m_showLegend->isChecked());
    connect(m_showCaption, &QAction::toggled, this, [](bool on) { QSettings().setValue(key("caption"), on); });
    connect(m_showLegend, &QAction::toggled, this, [](bool on) { QSettings().setValue(key("legend"), on); });
    showSpeed();
}

void GenerateDock::saveSettings() const
{
    QSettings settings;
    const DungeonParams p = params();
    settings.setValue(key("rooms"), p.rooms);
    settings.setValue(key("width"), p.width);
    settings.setValue(key("height"), p.height);
    settings.setValue(key("minRoomSize"), p.minRoomSize);
    settings.setValue(key("maxRoomSize"), p.maxRoomSize);
    settings.setValue(key("placement"), QString::fromLatin1(name(p.placement)));
    settings.setValue(key("connection"), QString::fromLatin1(name(p.connection)));
    settings.setValue(key("loops"), p.loops);
    settings.setValue(key("seed"), m_settings->seedText());
}

DungeonParams GenerateDock::params() const { return m_settings->params(); }

std::optional<std::uint64_t> GenerateDock::seed() const { return m_settings->seed(); }

void GenerateDock::setParams(const DungeonParams& p) { m_settings->setParams(p); }

void GenerateDock::setSeed(std::uint64_t seed) { m_settings->setSeed(seed); }

bool GenerateDock::newDungeon()
{
    // From the menu with the panel closed: the dungeon is made where it can be seen.
    show();
    raise();
    const auto s = seed();
    if (!s) {
        tell(tr("The seed is a whole number from 0 to %1.").arg(std::numeric_limits<std::uint64_t>::max()));
        m_settings->focusSeed();
        return false;
    }
    saveSettings();
    m_explore->setChecked(false);
    m_controller->newDungeon(params(), *s);
    tell(QString());
    // A dungeon that cannot be made says why at once: nothing to run.
    if (!m_controller->shown().failed()) m_controller->run();
    return true;
}

void GenerateDock::rollDice()
{
    setSeed(choices().seed());
    newDungeon();
}

void GenerateDock::copySeed()
{
    const QString text = QString::number(m_controller->seed());
    QApplication::clipboard()->setText(text);
    tell(tr("Seed %1 copied.").arg(text));
}

void GenerateDock::pasteSeed()
{
    const QString text = QApplication::clipboard()->text();
    const auto s = parseSeed(text);
    if (!s) {
        tell(tr("The clipboard holds no seed: a seed is a whole number from 0 to %1.")
                 .arg(std::numeric_limits<std::uint64_t>::max()));
        return;
    }
    setSeed(*s);
    newDungeon();
}

void GenerateDock::showState()
{
    const Generator& g = m_controller->shown();
    const Phase phase = g.phase();
    m_figures->display(g);
    if (g.failed() && g.problem()) {
        const QString why = problemText(*g.problem());
        m_caption->setText(tr("The dungeon cannot be made: %1.").arg(why));
        m_view->setMessage(
            tr("This dungeon cannot be made:\n%1.\nChange the settings and press New Dungeon.").arg(why));
    } else {
        m_caption->setText(captionText(g.caption()));
        m_view->setMessage(g.counters().steps == 0 ? startHint() : QString());
    }
    const bool finished = phase == Phase::Finished;
    m_explorer->setDungeon(finished ? m_controller->shownPointer() : nullptr);
    if (!finished) m_explore->setChecked(false);
    // The explorer's row stays in its place; it waits for a finished dungeon to walk.
    for (QAction* a : { m_explore, m_exploreStep, m_exploreReset }) a->setEnabled(finished);
    m_legend->display(phase, g.params().connection, finished && m_explore->isChecked());
    showSpeed();
    m_step->setEnabled(!g.done());
    m_stepBack->setEnabled(m_controller->stepWanted() > 0);
    m_timeline->follow(m_controller->stepWanted(), m_controller->stepsKnown(), m_controller->isEndKnown());
    m_nextPhase->setEnabled(!g.done());
    m_finish->setEnabled(!g.done());
    m_useAsLevel->setEnabled(finished);
    showExplorerStats();
    showFrame();
}

void GenerateDock::showFrame()
{
    DungeonFrame frame = m_controller->frame();
    // The explorer shows once it is asked for, and stays until the dungeon changes.
    if (m_explorer->hasDungeon() && (m_explore->isChecked() || m_explorer->explorer().time() > 0)) {
        frame.explorer = m_explorer->frame();
    }
    m_view->setFrame(std::move(frame));
}

void GenerateDock::showMode()
{
    const bool running = m_controller->isRunning();
    m_run->setIcon(style()->standardIcon(running ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    const QString text = running ? tr("P&ause") : tr("&Run");
    m_run->setText(text);
    m_run->setIconText(plainText(text));
    const bool exploring = m_explorer->isPlaying();
    if (m_explore->isChecked() != exploring && !exploring) {
        // Paused by itself (a new dungeon, Use as Level): the button says so.
        const QSignalBlocker block(m_explore);
        m_explore->setChecked(false);
    }
    m_explore->setIcon(style()->standardIcon(exploring ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void GenerateDock::showSpeed()
{
    const double rate = rateOf(m_speed->value());
    if (m_explorer->hasDungeon()) {
        // A finished dungeon: the slider is the explorer's.
        const double speed = explorerSpeedOf(m_speed->value());
        const QLocale locale;
        if (speed >= ExplorerPlayer::kFastest) {
            m_speedText->setText(tr("explorer at full speed"));
        } else {
            // Two figures are enough: 0.13, 1.3, 2, 5, 13, 130.
            const double unit = std::pow(10.0, std::floor(std::log10(speed)) - 1);
            m_speedText->setText(tr("explorer at %1×").arg(locale.toString(std::round(speed / unit) * unit, 'g', 12)));
        }
    } else if (rate == GeneratorController::kFullSpeed) {
        m_speedText->setText(tr("full speed"));
    } else if (rate < 1.5) {
        m_speedText->setText(tr("1 step a second"));
    } else {
        m_speedText->setText(
            tr("%1 steps a second").arg(QLocale().toString(static_cast<qlonglong>(std::lround(rate)))));
    }
}

void GenerateDock::showExplorerStats()
{
    m_exploreBack->setEnabled(m_explorer->hasDungeon() && m_explorer->canStepBack());
    m_explorerTimeline->setEnabled(m_explorer->hasDungeon());
    if (m_explorer->hasDungeon())
        m_explorerTimeline->follow(m_explorer->explorer().time(), m_explorer->movesMade(), false);
    else
        m_explorerTimeline->follow(0, 0);
    if (!m_explorer->hasDungeon()) {
        m_explorerStats->setText(tr("Once the dungeon is finished, the explorer can walk it."));
        return;
    }
    const Explorer& e = m_explorer->explorer();
    const ExplorerStats s = e.stats();
    const QLocale locale;
    m_explorerStats->setText(
        tr("Room %1 · %2 of %3 rooms visited · %4 moves · %5 unvisited · %6 remembered")
            .arg(locale.toString(e.current()), locale.toString(s.roomsVisited), locale.toString(e.rooms()),
                locale.toString(e.time()), locale.toString(s.unvisited), locale.toString(s.remembered)));
    if (m_explore->isChecked() || e.time() > 0) {
        m_legend->display(Phase::Finished, m_controller->shown().params().connection, true);
    }
}

Document* GenerateDock::useAsLevel()
{
    const std::shared_ptr<const Generator> g = m_controller->shownPointer();
    if (g->phase() != Phase::Finished) return nullptr;
    m_explore->setChecked(false);
    const std::string text = writeMaze(g->maze());
    auto* document = new Document;
    document->loadText(QByteArray(text.data(), static_cast<qsizetype>(text.size())), QString());
    mainWindow()->addDocument(document, tr("Dungeon %1").arg(g->seed()));
    document->markUnsaved();
    tell(tr("The dungeon is a level now, in its own tab: edit it, save it, play it."));
    return document;
}

bool GenerateDock::exportPicture(QString path)
{
    if (path.isEmpty()) {
        const Generator& g = m_controller->shown();
        path = PictureExport::askPath(choices(), this, key("exportFolder"), tr("Export Picture as Image"),
            tr("dungeon %1 step %2.png").arg(g.seed()).arg(g.counters().steps));
        if (path.isEmpty()) return false;
    }
    QImage image = m_view->render();
    if (m_caption->isVisible()) image = FrameExporter::withCaption(image, m_controller->shown());
    if (!PictureExport::write(path, image, [this](const QString& title, const QString& text) { warn(title, text); }))
        return false;
    tell(tr("The picture is in %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

FrameExporter* GenerateDock::exportFrames(QString folder, QSize size, int every, int glide)
{
    if (m_exporter) {
        tell(tr("An export of frames is already under way."));
        return nullptr;
    }
    const Generator& g = m_controller->shown();
    if (size.isEmpty()) size = QSize(1280, 800);
    if (every <= 0) every = 1;
    // Few rooms move slowly enough that the frames in between make the separation smooth.
    if (glide < 0) glide = g.params().rooms <= 200 ? 3 : 0;
    if (folder.isEmpty()) {
        FrameExport::Choice asked { PictureExport::folder(key("framesFolder")), size, every };
        const QString about = tr("The run of seed %1 from its first step: %2 steps.")
                                  .arg(g.seed())
                                  .arg(g.done() ? QLocale().toString(g.counters().steps) : tr("all the"));
        auto glideRow = [&](QFormLayout* form) -> std::function<void()> {
            auto* glideBox = new QSpinBox;
            glideBox->setRange(0, 30);
            glideBox->setValue(glide);
            glideBox->setToolTip(tr("Pictures in between two steps while the rooms move, for a smooth video"));
            form->addRow(tr("In &between:"), glideBox);
            return [&glide, glideBox] { glide = glideBox->value(); };
        };
        if (!FrameExport::ask(this, tr("Export the Run as Frames"), about, asked, glideRow)) return nullptr;
        folder = asked.folder;
        size = asked.size;
        every = asked.every;
        QSettings().setValue(key("framesFolder"), folder);
    }
    FrameExporter::Options options;
    options.folder = folder;
    options.size = size;
    options.every = every;
    options.glide = glide;
    options.caption = true;
    auto* exporter = new FrameExporter(m_controller->params(), m_controller->seed(), options, this);
    if (!exporter->start()) {
        warn(tr("Cannot Export"), exporter->error());
        delete exporter;
        return nullptr;
    }
    m_exporter = exporter;
    exporter->watch(
        this, tr("Export the Run as Frames"), tr("Writing the frames of seed %1...").arg(m_controller->seed()),
        [this](const QString& text) { tell(text); },
        [this](const QString& title, const QString& text) { warn(title, text); });
    // Another export may start before the event loop gets round to deleting this one.
    connect(exporter, &FrameExport::finished, this, [this] { m_exporter.clear(); });
    return exporter;
}

bool GenerateDock::eventFilter(QObject* watched, QEvent* event)
{
    // The room the panel shows changed, or what must be seen with the picture did (a caption of
    // another length, a wider panel).
    const bool contents = watched == m_contents
        && (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Resize
            || event->type() == QEvent::ParentChange);
    if (contents || (watched == m_port && event->type() == QEvent::Resize)) fitPictureSoon();
    return Panel::eventFilter(watched, event);
}

void GenerateDock::fitPictureSoon()
{
    // Once the layout has placed everything: one fitting for all the changes of a pass.
    if (m_fitPending) return;
    m_fitPending = true;
    QTimer::singleShot(0, this, [this] {
        m_fitPending = false;
        fitPicture();
    });
}

void GenerateDock::fitPicture()
{
    // The picture takes what the panel shows, less what must be seen with it: the buttons over
    // it, the figures and the caption under it, and on the stage the legend and the explorer's
    // row too, for the class. The rest is a scroll away.
    QWidget* port = m_contents ? m_contents->parentWidget() : nullptr;
    if (!port) return;
    if (port != m_port) {
        m_port = port;
        port->installEventFilter(this);
    }
    const QWidget* last = isStaged() ? m_explorerRow
        : m_caption->isHidden()      ? static_cast<QWidget*>(m_figures)
                                     : m_caption;
    // As laid out now: what the picture gives or takes, the parts under it follow. (Not worked
    // out from the parts' heights alone: the layout may give the picture more than its least.)
    const int overflow
        = last->geometry().bottom() + 1 + m_contents->layout()->contentsMargins().bottom() - port->height();
    const int height = std::max(kLeastPicture, m_view->minimumHeight() - overflow);
    if (m_view->minimumHeight() != height) m_view->setMinimumHeight(height);
    // The column counts its word-wrapped lines at their least, but lays them out at the height
    // their words take: with the picture at its least too, that squeezed the picture under its
    // minimum, and it was drawn over the heading under it (seen at 1280 x 720). The column is
    // held as tall as its parts are laid out.
    const int least = m_contents->minimumHeight();
    m_contents->setMinimumHeight(0);
    m_contents->layout()->activate();
    const int spacing = m_contents->layout()->spacing();
    const int squeezed = m_view->geometry().bottom() + 1 + spacing - m_figures->geometry().top();
    const int wanted = squeezed > 0 ? m_contents->height() + squeezed : 0;
    m_contents->setMinimumHeight(wanted);
    if (wanted != least && wanted > 0) m_contents->layout()->activate();
}

void GenerateDock::prepareStage(bool on)
{
    const double scale = on ? 2.0 : 1.0;
    m_view->setTextScale(on ? 1.6 : 1.0);
    m_figures->setTextScale(on ? 1.6 : 1.0);
    m_legend->setTextScale(on ? 1.5 : 1.0);
    QFont captionFont = m_caption->font();
    const double base = QApplication::font().pointSizeF() > 0 ? QApplication::font().pointSizeF() : 10.0;
    captionFont.setPointSizeF(base * 1.25 * scale);
    m_caption->setFont(captionFont);
    // Three lines kept for the sentence whatever it says, and two for the status, so that the
    // buttons between them do not move as the words change under the mouse.
    // On the stage the caption is as high as its words: three lines kept there left an empty
    // band under it, and the dungeon under half the screen's height (issue 29).
    m_caption->setMinimumHeight(on ? 0 : QFontMetrics(captionFont).lineSpacing() * 3);
    // The explorer's figures likewise: three lines kept in the panel, their own height on the stage.
    m_explorerStats->setMinimumHeight(on ? 0 : m_explorerStats->fontMetrics().lineSpacing() * 3);
    // The settings, the files and the news are for the one who prepares the lesson, not for the
    // class (Esc or F11 leaves).
    m_settings->setVisible(!on);
    m_actionsRow->setVisible(!on);
    m_status->setVisible(!on);
    // The explorer's timeline too: on the stage its keys (Explorer Step Back) do its work, and
    // the dungeon keeps the screen's height.
    m_explorerTimeline->setVisible(!on);
    fitPicture();
}

QString GenerateDock::startHint() const
{
    // The keys only when they are the panel's now: F10 on the map steps the search.
    const SharedKeys* keys = mainWindow()->sharedKeys();
    const QKeySequence step = keys->keyOf(m_step);
    const QKeySequence run = keys->keyOf(m_run);
    if (step.isEmpty() || run.isEmpty()) return tr("Step or Run to watch the dungeon being made");
    return tr("Step (%1) or Run (%2) to watch the dungeon being made")
        .arg(step.toString(QKeySequence::NativeText), run.toString(QKeySequence::NativeText));
}

} // namespace mazeworks
