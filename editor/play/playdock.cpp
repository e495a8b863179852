#include "playdock.h"

#include "choices.h"
#include "diagnostictext.h"
#include "document.h"
#include "filemessages.h"
#include "keybindingsdialog.h"
#include "mainwindow.h"
#include "mapview.h"
#include "playsession.h"
#include "playsounds.h"
#include "playtestdialog.h"
#include "playview.h"
#include "replaytimeline.h"
#include "tilenames.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QRegularExpression>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStyle>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <array>

namespace mazeworks {

namespace {

// The panel's column, which the window puts in a scroll area. Its words wrap, but it asks the
// scroll area only for its least height, not for the height it would like at its width (the
// game's full size): asked that, the scroll area made the column taller than the panel and the
// replay's timeline under the game was out of sight (issue 29).
class Column : public QVBoxLayout {
public:
    using QVBoxLayout::QVBoxLayout;
    bool hasHeightForWidth() const override { return false; }
};

// The game's keys wherever the keyboard is in the Play panel while a game or a replay is on (a
// drag of the replay's slider or a choice of speed gives those the focus): P and Esc pause as
// in the play view, and the tools' letters (P the fruit, R the rectangle) do not act behind the
// game's back. Sees the keys before the widget that has the focus, which would take some of
// them for itself (a list's letters); the keys that move a widget (a slider's arrows, a list's
// Page Down) stay its own, and so do the keys of a text field.
class GameKeysToView : public QObject {
public:
    GameKeysToView(QWidget* panel, PlayView* view)
        : QObject(view)
        , m_panel(panel)
        , m_view(view)
    {
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress) return false;
        QWidget* focus = QApplication::focusWidget();
        // Once, where the key goes first: the widget with the focus, in the panel but not the view.
        if (watched != focus || !m_panel->isAncestorOf(focus) || focus == m_view || m_view->isAncestorOf(focus)
            || qobject_cast<const QLineEdit*>(focus) || qobject_cast<const QAbstractSpinBox*>(focus))
            return false;
        auto* key = static_cast<QKeyEvent*>(event);
        if (moves(key->key())) return false;
        // Whether the view takes the key, as it tells the window's shortcuts.
        QKeyEvent asked(QEvent::ShortcutOverride, key->key(), key->modifiers(), key->text(), key->isAutoRepeat(),
            static_cast<ushort>(key->count()));
        asked.ignore();
        QCoreApplication::sendEvent(m_view, &asked);
        if (!asked.isAccepted()) return false;
        if (event->type() == QEvent::KeyPress) QCoreApplication::sendEvent(m_view, key);
        key->accept();
        return true;
    }

private:
    static bool moves(int key)
    {
        switch (key) {
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_Home:
        case Qt::Key_End:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown:
        case Qt::Key_Space:
        case Qt::Key_Return:
        case Qt::Key_Enter:
            return true;
        default:
            return false;
        }
    }

    QWidget* m_panel;
    PlayView* m_view;
};

constexpr std::array<double, 5> kSpeeds = { 0.25, 0.5, 1.0, 2.0, 4.0 };
// Rows of errors listed for a refused level; the Diagnostics panel has them all.
constexpr int kMostProblems = 200;
const QString kShowPilotKey = QStringLiteral("play/showPilot");
const QString kReplayFolderKey = QStringLiteral("play/replayFolder");

QString speedText(double speed)
{
    return speed < 1 ? QStringLiteral("\u00d7%1").arg(QLocale().toString(speed))
                     : QStringLiteral("\u00d7%1").arg(speed);
}

QString fromStd(const std::string& s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

} // namespace

PlayDock::PlayDock(MainWindow* window)
    : Panel(window, tr("Play"), QStringLiteral("PlayDock"), QStringLiteral("play"))
    , m_session(new PlaySession(this))
    , m_sounds(new PlaySounds(this))
{
    createActions();
    setWidget(createContents());
    // The game takes its own keys on the stage, Esc among them; F11 comes back.
    setStageAction(m_full, m_view, Escape::Stays);

    connect(m_session, &PlaySession::started, this, &PlayDock::started);
    connect(m_session, &PlaySession::jumped, this, [this] {
        m_effects.reset();
        m_sounds->stopAll();
    });
    connect(m_session, &PlaySession::stepped, this, [this](const std::vector<Event>& events) {
        m_effects.react(events, m_session->effectTime());
        m_sounds->react(events);
    });
    connect(m_session, &PlaySession::gameOver, this, &PlayDock::gameOver);
    connect(m_session, &PlaySession::pausedChanged, this, [this](bool paused) {
        // The wail stops with the game, and comes back with it while the ghosts are still blue.
        if (paused)
            m_sounds->stopAll();
        else if (const Game* game = m_session->game())
            m_sounds->setBlue(game->frightened());
        syncActions();
    });
    connect(m_session, &PlaySession::speedChanged, this, &PlayDock::syncActions);
    connect(m_session, &PlaySession::pilotChanged, this, &PlayDock::syncActions);
    connect(m_session, &PlaySession::stopped, this, &PlayDock::syncActions);
    connect(m_session, &PlaySession::frame, this, &PlayDock::showStatus);
    connect(m_view, &PlayView::restartRequested, m_restart, &QAction::trigger);
    // A game nobody sees does not go on.
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible && m_session->isActive() && !isStaged()) m_session->setPaused(true);
    });

    place(Qt::RightDockWidgetArea);
    hide();
    syncActions();
}

PlayDock::~PlayDock()
{
    // The window's menus, which hold the actions, may be gone already.
    m_session->disconnect(this);
    m_session->stop();
}

void PlayDock::createActions()
{
    QMenu* menu = this->menu();
    // The game's own keys work while the play view has the focus; the menu shows them after a
    // tab, as a shortcut would be shown, without taking the letters from the editor's tools.
    m_play
        = menu->addAction(style()->standardIcon(QStyle::SP_MediaPlay), tr("&Play Level"), this, &PlayDock::playCurrent);
    m_play->setObjectName(QStringLiteral("playLevel"));
    m_play->setToolTip(tr("Play the level as it is now, unsaved changes too"));
    // F5 plays the level wherever the attention is, but in a panel that runs something of its own.
    claim(m_play, QKeySequence(Qt::Key_F5), KeyReach::PanelAndMapOffStage);

    m_pause = menu->addAction(style()->standardIcon(QStyle::SP_MediaPause), QString());
    showViewKeys(m_pause, tr("P&ause"), tr("P, Esc"));
    m_pause->setObjectName(QStringLiteral("pauseGame"));
    m_pause->setCheckable(true);
    connect(m_pause, &QAction::triggered, this, [this](bool on) { m_session->setPaused(on); });

    m_step = menu->addAction(style()->standardIcon(QStyle::SP_MediaSeekForward), QString());
    showViewKeys(m_step, tr("Single &Step"), QStringLiteral("."));
    m_step->setObjectName(QStringLiteral("stepGame"));
    m_step->setToolTip(tr("One step of 1/120 s while paused (.)"));
    connect(m_step, &QAction::triggered, this, [this] {
        m_session->setPaused(true);
        m_session->stepOnce();
    });

    m_restart = menu->addAction(style()->standardIcon(QStyle::SP_BrowserReload), QString());
    showViewKeys(m_restart, tr("&Restart"), QStringLiteral("R"));
    m_restart->setObjectName(QStringLiteral("restartGame"));
    connect(m_restart, &QAction::triggered, this, [this] {
        if (m_session->mode() == PlaySession::Mode::Live) {
            m_session->restart(newSeed());
            m_view->setFocus();
        } else if (m_session->mode() == PlaySession::Mode::Playback) {
            m_session->restart(0);
        }
    });

    QMenu* speedMenu = menu->addMenu(tr("Spee&d"));
    m_speeds = new QActionGroup(this);
    for (double speed : kSpeeds) {
        QAction* a = speedMenu->addAction(speedText(speed));
        a->setCheckable(true);
        a->setData(speed);
        a->setObjectName(QStringLiteral("speed-%1").arg(speed));
        m_speeds->addAction(a);
        connect(a, &QAction::triggered, this, [this, speed] { m_session->setSpeed(speed); });
    }
    speedMenu->addSeparator();
    speedMenu->addAction(tr("Faster and slower with + and - in the game"))->setEnabled(false);

    QMenu* keysMenu = menu->addMenu(tr("&Who Plays"));
    m_pilots = new QActionGroup(this);
    const std::tuple<QString, const char*, int> players[] = {
        { tr("&You, with the Keys"), "pilotNone", -1 },
        { tr("The &Casual Pilot"), "pilotCasual", int(PilotKind::Casual) },
        { tr("The &Expert Pilot"), "pilotExpert", int(PilotKind::Expert) },
    };
    for (const auto& [text, name, kind] : players) {
        QAction* a = keysMenu->addAction(text);
        a->setCheckable(true);
        a->setObjectName(QString::fromLatin1(name));
        a->setData(kind);
        m_pilots->addAction(a);
        connect(a, &QAction::triggered, this, [this, kind] {
            setPilot(kind < 0 ? std::nullopt : std::optional<PilotKind>(static_cast<PilotKind>(kind)));
        });
    }
    m_showPilot = keysMenu->addAction(tr("&Show What the Pilot Sees"));
    m_showPilot->setObjectName(QStringLiteral("showPilot"));
    m_showPilot->setCheckable(true);
    m_showPilot->setChecked(QSettings().value(kShowPilotKey, true).toBool());
    m_showPilot->setToolTip(tr("Its danger costs as red tiles, the way it planned as a green line"));
    m_showPilot->setIcon(style()->standardIcon(QStyle::SP_FileDialogContentsView));
    connect(m_showPilot, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(kShowPilotKey, on);
        m_view->setShowPilot(on);
    });

    m_mute = menu->addAction(style()->standardIcon(QStyle::SP_MediaVolumeMuted), tr("&Mute"));
    m_mute->setObjectName(QStringLiteral("muteGame"));
    m_mute->setCheckable(true);
    m_mute->setChecked(m_sounds->isMuted());
    connect(m_mute, &QAction::toggled, m_sounds, &PlaySounds::setMuted);

    m_full = menu->addAction(style()->standardIcon(QStyle::SP_TitleBarMaxButton), tr("&Full Window"));
    m_full->setObjectName(QStringLiteral("fullWindow"));
    m_full->setCheckable(true);
    m_full->setToolTip(tr("The game alone on the screen, and back"));
    claim(m_full, QKeySequence(Qt::Key_F11));

    menu->addSeparator();
    m_saveReplay = menu->addAction(tr("Sa&ve Replay..."), this, [this] { saveReplay(); });
    m_saveReplay->setObjectName(QStringLiteral("saveReplay"));
    m_saveReplay->setToolTip(tr("Save this game so that it can be watched again, here or with mazeworks-cli replay"));
    m_openReplay = menu->addAction(tr("&Open Replay..."), this, [this] { openReplay(); });
    m_openReplay->setObjectName(QStringLiteral("openReplay"));
    menu->addSeparator();
    m_playtestAction = menu->addAction(tr("Play&test..."), this, &PlayDock::showPlaytest);
    m_playtestAction->setObjectName(QStringLiteral("playtest"));
    m_playtestAction->setToolTip(tr("Let the pilot play the level many times and see how it goes"));
    m_best = menu->addAction(tr("&Best Scores..."), this, &PlayDock::showBestScores);
    m_best->setObjectName(QStringLiteral("bestScores"));
    m_keys = menu->addAction(tr("&Keys of the Game..."), this, &PlayDock::editKeys);
    m_keys->setObjectName(QStringLiteral("gameKeys"));
}

QWidget* PlayDock::createContents()
{
    auto* contents = new QWidget;
    auto* layout = new Column(contents);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);

    auto* bar = new QToolBar;
    bar->setObjectName(QStringLiteral("playBar"));
    bar->setIconSize(QSize(18, 18));
    bar->addAction(m_play);
    bar->addAction(m_pause);
    bar->addAction(m_step);
    bar->addAction(m_restart);
    bar->addSeparator();
    m_speedBox = new QComboBox;
    m_speedBox->setObjectName(QStringLiteral("playSpeed"));
    m_speedBox->setToolTip(tr("Game seconds a second: slow it down or hurry it up for testing (- and +)"));
    for (double speed : kSpeeds) m_speedBox->addItem(speedText(speed), speed);
    connect(m_speedBox, &QComboBox::activated, this,
        [this](int index) { m_session->setSpeed(m_speedBox->itemData(index).toDouble()); });
    bar->addWidget(m_speedBox);
    m_pilotBox = new QComboBox;
    m_pilotBox->setObjectName(QStringLiteral("playPilot"));
    m_pilotBox->setToolTip(tr("Who has the keys: you, or the computer pilot"));
    m_pilotBox->addItem(tr("You play"), -1);
    m_pilotBox->addItem(tr("Casual pilot"), int(PilotKind::Casual));
    m_pilotBox->addItem(tr("Expert pilot"), int(PilotKind::Expert));
    connect(m_pilotBox, &QComboBox::activated, this, [this](int index) {
        const int kind = m_pilotBox->itemData(index).toInt();
        setPilot(kind < 0 ? std::nullopt : std::optional<PilotKind>(static_cast<PilotKind>(kind)));
    });
    bar->addWidget(m_pilotBox);
    bar->addAction(m_showPilot);
    bar->addSeparator();
    bar->addAction(m_mute);
    bar->addAction(m_full);
    layout->addWidget(bar);

    m_pages = new QStackedWidget;
    m_view = new PlayView(m_session, &m_effects);
    m_view->setShowPilot(m_showPilot->isChecked());
    qApp->installEventFilter(new GameKeysToView(this, m_view));
    m_pages->addWidget(m_view);
    auto* refused = new QWidget;
    auto* refusedLayout = new QVBoxLayout(refused);
    m_problemsTitle = new QLabel;
    m_problemsTitle->setObjectName(QStringLiteral("playRefused"));
    m_problemsTitle->setWordWrap(true);
    m_problems = new QListWidget;
    m_problems->setObjectName(QStringLiteral("playProblems"));
    m_problems->setWordWrap(true);
    connect(m_problems, &QListWidget::itemActivated, this,
        [this](QListWidgetItem* item) { showProblem(item->data(Qt::UserRole).toInt()); });
    connect(m_problems, &QListWidget::itemClicked, this,
        [this](QListWidgetItem* item) { showProblem(item->data(Qt::UserRole).toInt()); });
    refusedLayout->addWidget(m_problemsTitle);
    refusedLayout->addWidget(m_problems, 1);
    m_pages->addWidget(refused);
    layout->addWidget(m_pages, 1);

    m_timeline = new ReplayTimeline(m_session);
    m_timeline->hide();
    layout->addWidget(m_timeline);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("playStatus"));
    m_status->setContentsMargins(6, 2, 6, 2);
    layout->addWidget(m_status);
    return contents;
}

bool PlayDock::isRefused() const { return m_pages->currentIndex() == 1; }

void PlayDock::makeRoom()
{
    // A game squeezed into a corner of the window cannot be played: a docked play view takes
    // half the window's width and most of its height, once, when a game starts; on a small
    // window the map keeps its share first (room.h).
    const MainWindow* window = mainWindow();
    if (isFloating() || !window->isVisible()) return;
    takeATabOnce();
    askForRoom(Qt::Horizontal, window->width() / 2);
    askForRoom(Qt::Vertical, window->height() * 3 / 4);
}

bool PlayDock::playCurrent()
{
    show();
    raise();
    makeRoom();
    Document* document = mainWindow()->currentDocument();
    if (!document) {
        refuse(nullptr, tr("Open a level, or make a new one, to play it."));
        return false;
    }
    // Played as it is now: the diagnostics must describe this very level.
    document->waitForValidation();
    const bool errors = hasErrors(document->diagnostics());
    QString reason;
    if (!errors) {
        if (const std::string why = Game::unplayable(document->maze()); !why.empty()) {
            reason = tr("The game cannot start: %1.").arg(fromStd(why));
        }
    }
    if (errors || !reason.isEmpty()) {
        refuse(document, reason);
        return false;
    }
    // The game plays the level its text reads as, so that its replay, which carries the text,
    // plays the very same game.
    const QByteArray text = document->text();
    const ReadResult read = readMaze(std::string(text.constData(), static_cast<std::size_t>(text.size())));
    const Maze level = read.ok() && Game::playable(read.maze) ? read.maze : document->maze();
    MapView* view = mainWindow()->currentView();
    m_levelName = !level.name.empty()                           ? fromStd(level.name)
        : view && !view->property("title").toString().isEmpty() ? view->property("title").toString()
                                                                : document->displayName();
    m_bestKey = BestScores::keyOf(text);
    m_refusedDocument = nullptr;
    m_pages->setCurrentIndex(0);
    m_session->start(level, std::string(text.constData(), static_cast<std::size_t>(text.size())), newSeed());
    m_view->setFocus();
    return true;
}

void PlayDock::refuse(Document* document, const QString& reason)
{
    m_session->stop();
    m_sounds->stopAll();
    m_refusedDocument = document;
    m_problems->clear();
    int errors = 0;
    if (document) {
        const auto& all = document->diagnostics();
        for (std::size_t i = 0; i < all.size(); ++i) {
            const Diagnostic& d = all[i];
            if (d.severity != Severity::Error) continue;
            if (++errors > kMostProblems) continue;
            auto* item = new QListWidgetItem(
                severityIcon(d.severity), tr("%1: %2").arg(diagnosticPosition(d), diagnosticMessage(d)));
            item->setData(Qt::UserRole, static_cast<int>(i));
            item->setToolTip(diagnosticLine(d));
            m_problems->addItem(item);
        }
    }
    if (!reason.isEmpty()) {
        auto* item = new QListWidgetItem(severityIcon(Severity::Error), reason);
        item->setData(Qt::UserRole, -1);
        m_problems->addItem(item);
    }
    const QString name = document ? document->displayName() : QString();
    if (errors > 0) {
        m_problemsTitle->setText(tr("<b>%1 cannot be played yet.</b> Fix these errors first (click one to see it on "
                                    "the map):",
            nullptr, errors)
                                     .arg(name.toHtmlEscaped()));
    } else if (document) {
        m_problemsTitle->setText(tr("<b>%1 cannot be played yet.</b>").arg(name.toHtmlEscaped()));
    } else {
        m_problemsTitle->setText(reason);
        m_problems->clear();
    }
    if (errors > kMostProblems) {
        m_problems->addItem(tr("... and %1 more: the Diagnostics panel lists them all.").arg(errors - kMostProblems));
    }
    m_pages->setCurrentIndex(1);
    // The Diagnostics panel comes forward too: it is where they are fixed.
    if (mainWindow()->showDiagnostics) mainWindow()->showDiagnostics(-1);
    syncActions();
}

void PlayDock::showProblem(int row)
{
    if (row < 0 || !m_refusedDocument) return;
    if (mainWindow()->showDiagnostics && mainWindow()->currentDocument() == m_refusedDocument) {
        mainWindow()->showDiagnostics(row);
        return;
    }
    const auto& all = m_refusedDocument->diagnostics();
    if (static_cast<std::size_t>(row) >= all.size() || !all[static_cast<std::size_t>(row)].tile) return;
    if (MapView* view = mainWindow()->currentView(); view && view->document() == m_refusedDocument) {
        view->centreOn(*all[static_cast<std::size_t>(row)].tile);
    }
}

void PlayDock::started()
{
    m_notice.clear();
    m_effects.reset();
    m_sounds->stopAll();
    m_view->invalidate();
    const bool playback = m_session->mode() == PlaySession::Mode::Playback;
    m_timeline->setVisible(playback);
    m_view->setBest(bestScores().best());
    m_view->setCaption(playback ? tr("REPLAY") : QString());
    syncActions();
}

void PlayDock::gameOver(const GameSummary& summary)
{
    if (m_bestKey.isEmpty()) return;
    BestScores best(m_bestKey);
    const QString player = m_session->replay().pilot
        ? (*m_session->replay().pilot == PilotKind::Expert ? tr("expert pilot") : tr("casual pilot"))
        : tr("you");
    const int place = best.add({ summary.score, summary.level, player, QDateTime::currentDateTime() });
    m_view->setBest(best.best());
    if (place == 0 && summary.score > 0) m_notice = tr("A new best score for this level: %1!").arg(summary.score);
    showStatus();
}

void PlayDock::setPilot(std::optional<PilotKind> kind)
{
    m_session->setPilot(kind);
    syncActions();
    // The game keeps the keyboard: a key that takes the keys back, or F5, must not go to the
    // pilot's list (where an arrow chose another pilot and F5 started a new game).
    if (m_session->isActive()) m_view->setFocus();
}

// The variants of the rules a game plays by, as the status line says them; none, nothing.
QString PlayDock::rulesText(const RuleSet& rules)
{
    QStringList titles;
    for (GameRule rule : kGameRules) {
        if (rules.has(rule)) titles << ruleTitle(rule);
    }
    return titles.isEmpty() ? QString() : tr("rules: %1").arg(titles.join(QStringLiteral(", ")));
}

void PlayDock::syncActions()
{
    const bool active = m_session->isActive();
    const bool live = m_session->mode() == PlaySession::Mode::Live;
    m_pause->setEnabled(active);
    m_pause->setChecked(active && m_session->isPaused());
    m_step->setEnabled(active);
    m_restart->setEnabled(active);
    m_saveReplay->setEnabled(live);
    for (QAction* a : m_speeds->actions()) a->setChecked(qFuzzyCompare(a->data().toDouble(), m_session->speed()));
    m_speedBox->setCurrentIndex(std::max(0, m_speedBox->findData(m_session->speed())));
    const int kind = m_session->pilotKind() ? int(*m_session->pilotKind()) : -1;
    for (QAction* a : m_pilots->actions()) a->setChecked(a->data().toInt() == kind);
    m_pilotBox->setCurrentIndex(std::max(0, m_pilotBox->findData(kind)));
    m_pilotBox->setEnabled(m_session->mode() != PlaySession::Mode::Playback);
    for (QAction* a : m_pilots->actions()) a->setEnabled(m_session->mode() != PlaySession::Mode::Playback);
    showStatus();
}

void PlayDock::showStatus()
{
    const Game* game = m_session->game();
    if (!game) {
        if (!isRefused())
            m_status->setText(tr("F5 plays the current level."));
        else
            m_status->clear();
        return;
    }
    QStringList parts;
    if (m_session->mode() == PlaySession::Mode::Playback)
        parts << tr("Replay of %1").arg(m_levelName);
    else
        parts << m_levelName;
    parts << tr("seed %1").arg(game->seed());
    if (const QString rules = rulesText(game->rules()); !rules.isEmpty()) parts << rules;
    if (m_session->speed() != 1.0) parts << speedText(m_session->speed());
    if (m_session->mode() == PlaySession::Mode::Live) {
        if (const Pilot* pilot = m_session->pilot()) {
            QString who
                = pilot->kind() == PilotKind::Expert ? tr("the expert pilot plays") : tr("the casual pilot plays");
            if (pilot->distracted()) who += tr(" (looking away)");
            parts << who;
        }
    }
    if (m_session->isPaused()) parts << tr("paused");
    if (!m_notice.isEmpty()) parts.prepend(m_notice);
    const QString text = parts.join(QStringLiteral(" \u00b7 "));
    if (m_status->text() != text) m_status->setText(text);
}

QString PlayDock::replayFolder() const
{
    const QString folder = QSettings().value(kReplayFolderKey).toString();
    return !folder.isEmpty() && QDir(folder).exists() ? folder : QDir::homePath();
}

// A new game's seed: a number short enough to read out and type again.
std::uint64_t PlayDock::newSeed() const { return choices().seed(1, 1000000); }

bool PlayDock::saveReplay(QString path)
{
    if (m_session->mode() != PlaySession::Mode::Live) return false;
    const Replay replay = m_session->replay();
    if (path.isEmpty()) {
        QString base = m_levelName;
        base.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]")), QStringLiteral("_"));
        const QString suggested
            = QDir(replayFolder())
                  .filePath(
                      tr("%1 seed %2 score %3.replay").arg(base).arg(replay.seed).arg(m_session->game()->score()));
        const QString caption = tr("Save Replay");
        const QString filter = tr("Mazeworks replays (*.replay);;All files (*)");
        const bool wasPaused = m_session->isPaused();
        m_session->setPaused(true);
        path = choices().savePath(mainWindow(), caption, suggested, filter);
        m_session->setPaused(wasPaused);
        m_view->setFocus();
        if (path.isEmpty()) return false;
    }
    const std::string text = writeReplay(replay);
    QString error;
    if (!writeFileOrSay(path, QByteArray(text.data(), static_cast<qsizetype>(text.size())), &error)) {
        warn(tr("Cannot Save the Replay"), error);
        return false;
    }
    QSettings().setValue(kReplayFolderKey, QFileInfo(path).absolutePath());
    m_notice = tr("Replay saved: %1").arg(QDir::toNativeSeparators(path));
    showStatus();
    return true;
}

bool PlayDock::openReplay(QString path)
{
    if (path.isEmpty()) {
        const QString caption = tr("Open Replay");
        const QString filter = tr("Mazeworks replays (*.replay);;All files (*)");
        if (m_session->isActive()) m_session->setPaused(true);
        path = choices().openPath(mainWindow(), caption, replayFolder(), filter);
        if (path.isEmpty()) return false;
    }
    QByteArray bytes;
    QString error;
    if (!readFileOrSay(path, &bytes, &error)) {
        warn(tr("Cannot Open the Replay"), error);
        return false;
    }
    if (!playBack(bytes, path, QFileInfo(path).completeBaseName())) return false;
    m_playbackFile = QFileInfo(path).absoluteFilePath();
    QSettings().setValue(kReplayFolderKey, QFileInfo(path).absolutePath());
    return true;
}

QString PlayDock::playbackFile() const
{
    return m_session->mode() == PlaySession::Mode::Playback ? m_playbackFile : QString();
}

bool PlayDock::playBack(const QByteArray& text, const QString& source, const QString& name)
{
    const ReplayReadResult read = readReplay(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (!read.ok()) {
        QStringList lines;
        for (const ReplayProblem& p : read.problems) {
            if (lines.size() == 20) {
                lines << tr("... and %1 more").arg(read.problems.size() - 20);
                break;
            }
            lines << fromStd(format(QFileInfo(source).fileName().toStdString(), p)).toHtmlEscaped();
        }
        warn(tr("Cannot Play the Replay"),
            tr("%1 is not a replay that can be played:<br><br>%2")
                .arg(QDir::toNativeSeparators(source).toHtmlEscaped(), lines.join(QStringLiteral("<br>"))));
        return false;
    }
    m_playbackFile.clear(); // openReplay names it when it comes from a file
    m_levelName = !read.maze.name.empty() ? fromStd(read.maze.name) : name;
    m_bestKey.clear(); // a replay's score is no new best
    m_pages->setCurrentIndex(0);
    show();
    raise();
    makeRoom(); // to be watched as a game is played
    m_session->startPlayback(read.replay, read.maze);
    m_view->setFocus();
    return true;
}

PlaytestDialog* PlayDock::showPlaytest()
{
    Document* document = mainWindow()->currentDocument();
    if (!m_playtest) {
        m_playtest = new PlaytestDialog(mainWindow());
        // A game of the report, watched here with the replay's timeline.
        connect(m_playtest, &PlaytestDialog::replayChosen, this,
            [this](const QByteArray& replay, const QString& name) { playBack(replay, name, name); });
    }
    if (!document) {
        warn(tr("Playtest"), tr("Open a level first: the pilot plays the current level."));
        return nullptr;
    }
    document->waitForValidation();
    QString why;
    if (hasErrors(document->diagnostics()))
        why = tr("The level has errors: fix them first, they are listed in the Diagnostics panel.");
    else if (const std::string reason = Game::unplayable(document->maze()); !reason.empty())
        why = fromStd(reason);
    if (!why.isEmpty()) {
        playCurrent(); // lists the errors in the play panel
        return nullptr;
    }
    MapView* view = mainWindow()->currentView();
    const QString name = !document->maze().name.empty()         ? fromStd(document->maze().name)
        : view && !view->property("title").toString().isEmpty() ? view->property("title").toString()
                                                                : document->displayName();
    m_playtest->setLevel(document->maze(), name, view, document->filePath());
    m_playtest->show();
    m_playtest->raise();
    m_playtest->activateWindow();
    return m_playtest;
}

void PlayDock::editKeys()
{
    KeyBindingsDialog dialog(m_view->bindings(), mainWindow());
    if (m_session->isActive()) m_session->setPaused(true);
    if (dialog.exec() != QDialog::Accepted) return;
    const KeyBindings bindings = dialog.bindings();
    bindings.save();
    m_view->setBindings(bindings);
}

void PlayDock::showBestScores()
{
    Document* document = mainWindow()->currentDocument();
    QString key = m_bestKey;
    QString name = m_levelName;
    if (document && (key.isEmpty() || !m_session->isActive())) {
        key = BestScores::keyOf(document->text());
        name = document->displayName();
    }
    QDialog dialog(mainWindow());
    dialog.setObjectName(QStringLiteral("bestScoresDialog"));
    dialog.setWindowTitle(tr("Best Scores"));
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(
        new QLabel(tr("The best games of <b>%1</b> (this level as it is now):").arg(name.toHtmlEscaped())));
    auto* list = new QTreeWidget;
    list->setObjectName(QStringLiteral("bestScoresList"));
    list->setAccessibleName(dialog.windowTitle());
    list->setRootIsDecorated(false);
    list->setHeaderLabels({ tr("Score"), tr("Level"), tr("Player"), tr("When") });
    const QLocale locale;
    for (const BestScores::Entry& e : BestScores(key).entries()) {
        auto* item = new QTreeWidgetItem({ locale.toString(e.score), QString::number(e.level), e.player,
            locale.toString(e.when, QLocale::ShortFormat) });
        item->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
        list->addTopLevelItem(item);
    }
    if (list->topLevelItemCount() == 0) {
        list->addTopLevelItem(new QTreeWidgetItem({ tr("No game has ended on this level yet.") }));
        list->setFirstColumnSpanned(0, QModelIndex(), true);
    }
    list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(list);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(480, 320);
    dialog.exec();
}

} // namespace mazeworks
