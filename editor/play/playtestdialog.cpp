#include "playtestdialog.h"

#include "choices.h"
#include "diagnostictext.h"
#include "document.h"
#include "filemessages.h"
#include "game/game.h"
#include "game/headless.h"
#include "game/replay.h"
#include "mapview.h"
#include "maze/mazefile.h"
#include "pictureview.h"
#include "tilenames.h"

#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <set>

namespace mazeworks {

namespace {

// Over the map's own drawing and the diagnostics' marks, under the tools' previews.
constexpr int kLayerZ = 25;

QString percent(double fraction) { return QLocale().toString(fraction * 100, 'f', 0) + QStringLiteral(" %"); }

// A difference with its sign, "+12" or "-3.5"; none at all is "0".
QString signedNumber(double value, int decimals)
{
    const QLocale locale;
    const double shown = std::round(value * std::pow(10, decimals)) / std::pow(10, decimals);
    if (shown == 0) return locale.toString(0.0, 'f', decimals);
    return (shown > 0 ? locale.positiveSign() : QString()) + locale.toString(shown, 'f', decimals);
}

// An interval's bound with at least `decimals` decimals and as many more as it takes to tell it
// from nought: "-19 to -0.3", never "-19 to 0" beside a verdict of harder, which holds only when
// the whole interval lies below nought.
QString boundNumber(double value, int decimals)
{
    while (decimals < 3 && value != 0 && std::round(value * std::pow(10, decimals)) == 0) ++decimals;
    return signedNumber(value, decimals);
}

// The games of `games` whose seeds were also played in `others`: a comparison cancelled half way
// compares the same seeds.
std::vector<PlaytestGame> onSeedsOf(const std::vector<PlaytestGame>& games, const std::vector<PlaytestGame>& others)
{
    std::set<std::uint64_t> seeds;
    for (const PlaytestGame& g : others) seeds.insert(g.summary.seed);
    std::vector<PlaytestGame> kept;
    for (const PlaytestGame& g : games) {
        if (seeds.count(g.summary.seed)) kept.push_back(g);
    }
    return kept;
}

// The level's variants of the rules by their titles.
QString ruleTitles(const RuleSet& rules)
{
    QStringList titles;
    for (GameRule rule : kGameRules) {
        if (rules.has(rule)) titles << ruleTitle(rule);
    }
    return titles.join(QStringLiteral(", "));
}

// A row of the list of games: it sorts by the number behind a column, not by its text.
class GameRow : public QTreeWidgetItem {
public:
    using QTreeWidgetItem::QTreeWidgetItem;
    bool operator<(const QTreeWidgetItem& other) const override
    {
        const int column = treeWidget() ? treeWidget()->sortColumn() : 0;
        return data(column, Qt::UserRole).toDouble() < other.data(column, Qt::UserRole).toDouble();
    }
};

// The columns of the list of games.
enum GameColumn { SeedColumn, ScoreColumn, LevelColumn, ResultColumn, DeathsColumn, LengthColumn, ColumnCount };

} // namespace

PlaytestDialog::PlaytestDialog(QWidget* parent)
    : QDialog(parent)
    , m_runner(new PlaytestRunner(this))
    , m_level(new QLabel)
    , m_count(new QSpinBox)
    , m_pilot(new QComboBox)
    , m_seed(new QSpinBox)
    , m_seconds(new QSpinBox)
    , m_against(new QComboBox)
    , m_run(new QPushButton(tr("&Run")))
    , m_cancel(new QPushButton(tr("Cancel")))
    , m_progress(new QProgressBar)
    , m_progressText(new QLabel)
    , m_results(new QStackedWidget)
    , m_clearRate(new QLabel)
    , m_meanScore(new QLabel)
    , m_bestScore(new QLabel)
    , m_levels(new QLabel)
    , m_firstDeath(new QLabel)
    , m_length(new QLabel)
    , m_rules(new QLabel)
    , m_verdict(new QLabel)
    , m_heatBox(new QGroupBox(tr("Where the muncher was caught")))
    , m_picture(new PictureView)
    , m_showMoved(new QCheckBox(tr("Where the catches &moved")))
    , m_onMap(new QCheckBox(tr("Show the deaths on the &map")))
    , m_export(new QPushButton(tr("&Export PNG...")))
    , m_gameList(new QTreeWidget)
    , m_openGame(new QPushButton(tr("&Open as Replay")))
{
    setObjectName(QStringLiteral("playtestDialog"));
    setWindowTitle(tr("Playtest"));
    auto* layout = new QVBoxLayout(this);
    m_level->setObjectName(QStringLiteral("playtestLevel"));
    layout->addWidget(m_level);

    auto* settingsBox = new QGroupBox(tr("Games"));
    auto* form = new QFormLayout(settingsBox);
    m_count->setObjectName(QStringLiteral("playtestGames"));
    m_count->setRange(1, 10000);
    m_pilot->setObjectName(QStringLiteral("playtestPilot"));
    m_pilot->addItem(tr("Casual: the title-screen player, who looks away now and then"), int(PilotKind::Casual));
    m_pilot->addItem(tr("Expert: plays as well as it can"), int(PilotKind::Expert));
    m_seed->setObjectName(QStringLiteral("playtestSeed"));
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setToolTip(tr("The games use this seed and the ones after it: the same seeds play the same games, "
                          "here and with mazeworks-cli play --seed"));
    m_seconds->setObjectName(QStringLiteral("playtestSeconds"));
    m_seconds->setRange(10, 86400);
    m_seconds->setSuffix(tr(" s"));
    form->addRow(tr("&Games:"), m_count);
    form->addRow(tr("&Pilot:"), m_pilot);
    form->addRow(tr("&First seed:"), m_seed);
    form->addRow(tr("&Longest game:"), m_seconds);
    m_against->setObjectName(QStringLiteral("playtestAgainst"));
    m_against->setToolTip(tr("Also plays the same seeds on another version of the level, and shows both sets of "
                             "figures side by side with the difference, the verdict and where the catches moved"));
    form->addRow(tr("Compare &with:"), m_against);
    layout->addWidget(settingsBox);

    auto* progressRow = new QHBoxLayout;
    m_progress->setObjectName(QStringLiteral("playtestProgress"));
    m_progressText->setObjectName(QStringLiteral("playtestProgressText"));
    m_run->setObjectName(QStringLiteral("playtestRun"));
    m_cancel->setObjectName(QStringLiteral("playtestCancel"));
    m_run->setDefault(true);
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_run);
    progressRow->addWidget(m_cancel);
    layout->addLayout(progressRow);
    layout->addWidget(m_progressText);

    auto* empty = new QLabel(tr("Run the games to see how the level plays."));
    empty->setAlignment(Qt::AlignCenter);
    m_results->addWidget(empty);
    auto* report = new QWidget;
    auto* reportLayout = new QHBoxLayout(report);
    reportLayout->setContentsMargins(0, 0, 0, 0);
    auto* figures = new QGridLayout;
    const std::pair<QLabel*, const char*> names[] = {
        { m_clearRate, "clearRate" },
        { m_meanScore, "meanScore" },
        { m_bestScore, "bestScore" },
        { m_levels, "levelsReached" },
        { m_firstDeath, "firstDeath" },
        { m_length, "gameLength" },
    };
    const QString rowNames[] = {
        tr("Cleared the first level:"),
        tr("Mean score:"),
        tr("Best score:"),
        tr("Levels reached:"),
        tr("Mean time to the first death:"),
        tr("Mean length of a game:"),
    };
    for (int c = 0; c < 3; ++c) {
        m_headings[c] = new QLabel;
        m_headings[c]->setTextFormat(Qt::RichText);
        figures->addWidget(m_headings[c], 1, c + 1, Qt::AlignTop);
    }
    m_headings[1]->setObjectName(QStringLiteral("otherHeading"));
    m_rules->setObjectName(QStringLiteral("rulesHeading"));
    m_rules->setWordWrap(true);
    figures->addWidget(m_rules, 0, 0, 1, 4);
    for (int r = 0; r < 6; ++r) {
        const auto& [label, name] = names[r];
        m_plain[r] = new QLabel;
        m_difference[r] = new QLabel;
        label->setObjectName(QString::fromLatin1(name));
        m_plain[r]->setObjectName(QString::fromLatin1(name) + QStringLiteral("Other"));
        m_difference[r]->setObjectName(QString::fromLatin1(name) + QStringLiteral("Difference"));
        for (QLabel* value : { label, m_plain[r], m_difference[r] }) {
            value->setTextInteractionFlags(Qt::TextSelectableByMouse);
            // Side by side the figures keep to a line each, or a narrow report would wrap them
            // into cut-off slivers; only the list of levels, which grows with them, wraps.
            value->setWordWrap(value == m_levels || value == m_plain[3]);
        }
        figures->addWidget(new QLabel(rowNames[r]), r + 2, 0, Qt::AlignTop);
        figures->addWidget(label, r + 2, 1, Qt::AlignTop);
        figures->addWidget(m_plain[r], r + 2, 2, Qt::AlignTop);
        figures->addWidget(m_difference[r], r + 2, 3, Qt::AlignTop);
    }
    figures->setColumnStretch(1, 1);
    figures->setColumnStretch(2, 1);
    figures->setColumnStretch(3, 1);
    m_verdict->setObjectName(QStringLiteral("playtestVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    figures->addWidget(m_verdict, 8, 0, 1, 4);
    figures->setRowStretch(9, 1);
    auto* figuresBox = new QGroupBox(tr("Figures"));
    figuresBox->setLayout(figures);
    auto* leftColumn = new QVBoxLayout;
    leftColumn->addWidget(figuresBox);
    // Every game, to be watched: the worst, the best, one that died where the heat map glows.
    auto* gamesBox = new QGroupBox(tr("The games"));
    auto* gamesLayout = new QVBoxLayout(gamesBox);
    m_gameList->setObjectName(QStringLiteral("playtestGameList"));
    m_gameList->setRootIsDecorated(false);
    m_gameList->setUniformRowHeights(true);
    m_gameList->setAllColumnsShowFocus(true);
    m_gameList->setSortingEnabled(true);
    m_gameList->setHeaderLabels({ tr("Seed"), tr("Score"), tr("Level"), tr("Result"), tr("Deaths"), tr("Length") });
    m_gameList->header()->setStretchLastSection(false);
    m_gameList->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_gameList->setToolTip(tr("Double-click a game to watch it as a replay"));
    gamesLayout->addWidget(m_gameList, 1);
    m_openGame->setObjectName(QStringLiteral("playtestOpenReplay"));
    m_openGame->setToolTip(tr("Play the chosen game back in the play panel, with its timeline"));
    auto* gameButtons = new QHBoxLayout;
    gameButtons->addStretch(1);
    gameButtons->addWidget(m_openGame);
    gamesLayout->addLayout(gameButtons);
    leftColumn->addWidget(gamesBox, 1);
    reportLayout->addLayout(leftColumn, 3); // the list of games needs the room more than the picture
    auto* heatLayout = new QVBoxLayout(m_heatBox);
    m_picture->setObjectName(QStringLiteral("heatMap"));
    m_picture->setMinimumSize(280, 300);
    heatLayout->addWidget(m_picture, 1);
    m_showMoved->setObjectName(QStringLiteral("heatMoved"));
    m_showMoved->setToolTip(tr("Warm where the level in the editor has more catches than the level it is compared "
                               "with, blue where it has fewer"));
    m_showMoved->setChecked(true);
    heatLayout->addWidget(m_showMoved);
    m_onMap->setObjectName(QStringLiteral("heatOnMap"));
    m_export->setObjectName(QStringLiteral("heatExport"));
    auto* heatButtons = new QHBoxLayout;
    heatButtons->addWidget(m_onMap);
    heatButtons->addStretch(1);
    heatButtons->addWidget(m_export);
    heatLayout->addLayout(heatButtons);
    reportLayout->addWidget(m_heatBox, 2);
    m_results->addWidget(report);
    layout->addWidget(m_results, 1);

    auto* close = new QPushButton(tr("Close"));
    auto* closeRow = new QHBoxLayout;
    closeRow->addStretch(1);
    closeRow->addWidget(close);
    layout->addLayout(closeRow);

    // The choices of the last playtest.
    QSettings settings;
    PlaytestRunner::Options options;
    options.games = settings.value(QStringLiteral("play/playtest/games"), 100).toInt();
    options.pilot = settings.value(QStringLiteral("play/playtest/pilot"), 0).toInt() == int(PilotKind::Expert)
        ? PilotKind::Expert
        : PilotKind::Casual;
    options.firstSeed = settings.value(QStringLiteral("play/playtest/seed"), 1).toULongLong();
    options.seconds = settings.value(QStringLiteral("play/playtest/seconds"), 600).toDouble();
    setOptions(options);
    showComparison(false);
    offerComparisons();

    connect(m_run, &QPushButton::clicked, this, &PlaytestDialog::run);
    connect(m_cancel, &QPushButton::clicked, this, &PlaytestDialog::cancel);
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_runner, &PlaytestRunner::progress, this, &PlaytestDialog::progress);
    connect(m_runner, &PlaytestRunner::finished, this, &PlaytestDialog::finished);
    connect(m_onMap, &QCheckBox::toggled, this, &PlaytestDialog::setShownOnMap);
    connect(m_showMoved, &QCheckBox::toggled, this, &PlaytestDialog::showHeat);
    connect(m_against, qOverload<int>(&QComboBox::activated), this, &PlaytestDialog::againstChosen);
    connect(m_export, &QPushButton::clicked, this, [this] { exportImage(); });
    connect(m_openGame, &QPushButton::clicked, this, &PlaytestDialog::openChosenGame);
    connect(m_gameList, &QTreeWidget::itemActivated, this, &PlaytestDialog::openChosenGame);
    connect(m_gameList, &QTreeWidget::currentItemChanged, this,
        [this](QTreeWidgetItem* item) { m_openGame->setEnabled(item != nullptr); });
    m_openGame->setEnabled(false);
    m_cancel->setEnabled(false);
    m_onMap->setEnabled(false);
    m_export->setEnabled(false);
    m_progress->setValue(0);
    // Taller where the screen allows: each figure has its interval on a second line, and the
    // list of games still shows several of them.
    const QRect area = screen() ? screen()->availableGeometry() : QRect();
    resize(860, area.isValid() ? std::clamp(area.height() - 80, 640, 760) : 640);
}

PlaytestDialog::~PlaytestDialog() { removeLayer(); }

void PlaytestDialog::setLevel(const Maze& maze, const QString& name, MapView* view, const QString& savedPath)
{
    if (m_runner->isRunning()) cancel();
    removeLayer();
    m_maze = maze;
    m_name = name;
    m_view = view;
    m_level->setText(tr("Level: <b>%1</b>, as it is in the editor now").arg(name.toHtmlEscaped()));
    // Only a level saved as a .maze file can be compared with its file: another format's
    // reading may have asked questions (which tile is what) that a comparison cannot ask again.
    m_savedPath = savedPath.endsWith(QStringLiteral(".maze"), Qt::CaseInsensitive) ? savedPath : QString();
    offerComparisons();
    m_games.clear();
    m_figures = PlaytestFigures();
    m_otherFigures.reset();
    m_comparison.reset();
    m_moved = TileMap<int>();
    m_verdict->clear();
    m_heat = QImage();
    m_picture->setPicture(m_heat);
    m_gameList->clear();
    m_results->setCurrentIndex(0);
    m_onMap->setChecked(false);
    m_onMap->setEnabled(false);
    m_export->setEnabled(false);
    m_progress->setValue(0);
    m_progressText->clear();
}

PlaytestRunner::Options PlaytestDialog::options() const
{
    PlaytestRunner::Options o;
    o.games = m_count->value();
    o.pilot = static_cast<PilotKind>(m_pilot->currentData().toInt());
    o.firstSeed = static_cast<std::uint64_t>(m_seed->value());
    o.seconds = m_seconds->value();
    return o;
}

void PlaytestDialog::setOptions(const PlaytestRunner::Options& options)
{
    m_count->setValue(options.games);
    m_pilot->setCurrentIndex(std::max(0, m_pilot->findData(int(options.pilot))));
    m_seed->setValue(static_cast<int>(std::min<std::uint64_t>(options.firstSeed, std::numeric_limits<int>::max())));
    m_seconds->setValue(static_cast<int>(options.seconds));
}

void PlaytestDialog::run()
{
    if (!m_maze.hasMap()) return;
    const PlaytestRunner::Options o = options();
    QSettings settings;
    settings.setValue(QStringLiteral("play/playtest/games"), o.games);
    settings.setValue(QStringLiteral("play/playtest/pilot"), int(o.pilot));
    settings.setValue(QStringLiteral("play/playtest/seed"), QVariant::fromValue<qulonglong>(o.firstSeed));
    settings.setValue(QStringLiteral("play/playtest/seconds"), o.seconds);
    std::vector<Maze> levels { m_maze };
    const Against against = this->against();
    if (against == Against::NoRules) {
        levels.push_back(m_maze);
        levels.back().rules = RuleSet();
    } else if (against != Against::Nothing) {
        std::optional<Maze> other = otherLevel();
        if (!other) return; // the reason is said under the progress bar
        levels.push_back(std::move(*other));
    }
    m_comparedSize = QSize(levels.back().width(), levels.back().height());
    m_compared = against;
    m_comparedName = against == Against::NoRules ? tr("Without rules")
        : against == Against::SavedFile          ? tr("Saved file")
        : against == Against::OtherFile          ? QFileInfo(m_otherPath).fileName()
                                                 : QString();
    removeLayer();
    m_onMap->setEnabled(false);
    m_export->setEnabled(false);
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_progress->setRange(0, o.games);
    m_progress->setValue(0);
    m_runner->start(levels, o);
}

void PlaytestDialog::cancel() { m_runner->cancel(); }

void PlaytestDialog::progress(int done, int total)
{
    m_progress->setRange(0, total);
    m_progress->setValue(done);
    m_progressText->setText(tr("%1 of %2 games played").arg(done).arg(total));
}

void PlaytestDialog::finished(bool cancelled)
{
    m_run->setEnabled(true);
    m_cancel->setEnabled(false);
    m_games = m_runner->games(0);
    m_played = m_runner->options();
    m_otherFigures.reset();
    m_comparison.reset();
    m_moved = TileMap<int>();
    if (m_compared != Against::Nothing) {
        std::vector<PlaytestGame> other = m_runner->games(1);
        m_games = onSeedsOf(m_games, other);
        other = onSeedsOf(other, m_games);
        m_otherFigures = figuresOf(other);
        m_comparison = comparePlaytests(tallyOf(m_games), tallyOf(other));
        // Where the catches moved, tile by tile, when both levels have the same size.
        if (m_comparedSize == QSize(m_maze.width(), m_maze.height())) {
            m_moved = deathCounts(m_games, m_maze.width(), m_maze.height());
            const TileMap<int> before = deathCounts(other, m_maze.width(), m_maze.height());
            for (std::size_t i = 0; i < m_moved.tiles().size(); ++i) m_moved[i] -= before[i];
        }
    }
    m_figures = figuresOf(m_games);
    const int total = m_runner->options().games;
    if (!m_runner->failure().isEmpty()) {
        m_progressText->setText(tr("Stopped after %1 of %2 games (%3): the figures are those of the games played.")
                                    .arg(m_games.size())
                                    .arg(total)
                                    .arg(m_runner->failure()));
    } else if (cancelled) {
        m_progressText->setText(tr("Cancelled after %1 of %2 games: the figures are those of the games played.")
                                    .arg(m_games.size())
                                    .arg(total));
    } else if (m_compared == Against::NoRules) {
        m_progressText->setText(tr("%1 games played with the level's rules and %1 without.").arg(total));
    } else if (m_compared != Against::Nothing) {
        m_progressText->setText(tr("%1 games played on the level in the editor and %1 on %2, on the same seeds.")
                                    .arg(total)
                                    .arg(m_comparedName));
    } else {
        m_progressText->setText(tr("%1 games played.").arg(total));
    }
    showFigures();
}

void PlaytestDialog::showFigures()
{
    const PlaytestFigures& f = m_figures;
    if (f.games == 0) {
        m_results->setCurrentIndex(0);
        return;
    }
    const std::array<QLabel*, 6> values = { m_clearRate, m_meanScore, m_bestScore, m_levels, m_firstDeath, m_length };
    const bool sideBySide = m_otherFigures.has_value();
    const std::array<QString, 6> own = texts(f, sideBySide);
    const std::array<QString, 6> ownInFull = texts(f, false);
    for (std::size_t r = 0; r < values.size(); ++r) {
        values[r]->setText(own[r]);
        values[r]->setToolTip(sideBySide ? ownInFull[r] : QString());
    }
    if (sideBySide) {
        const std::array<QString, 6> other = texts(*m_otherFigures, true);
        const std::array<QString, 6> otherInFull = texts(*m_otherFigures, false);
        const std::array<QString, 6> change = differences(f, *m_otherFigures);
        const std::array<QString, 6> intervals = differenceIntervals(*m_comparison);
        for (std::size_t r = 0; r < values.size(); ++r) {
            m_plain[r]->setText(other[r]);
            m_plain[r]->setToolTip(otherInFull[r]);
            m_difference[r]->setText(change[r]);
            m_difference[r]->setToolTip(intervals[r]);
        }
        const bool noRules = m_compared == Against::NoRules;
        m_headings[0]->setText(QStringLiteral("<b>%1</b>").arg(noRules ? tr("With its rules") : tr("In the editor")));
        m_headings[1]->setText(QStringLiteral("<b>%1</b>").arg(m_comparedName.toHtmlEscaped()));
        m_headings[2]->setText(QStringLiteral("<b>%1</b>").arg(tr("Difference")));
        m_rules->setText(noRules
                ? tr("The level's rules: %1").arg(ruleTitles(m_maze.rules))
                : tr("The same seeds on the level as it is in the editor and on %1")
                      .arg(QDir::toNativeSeparators(m_compared == Against::SavedFile ? m_savedPath : m_otherPath)));
        m_verdict->setText(verdictText());
    }
    showComparison(sideBySide);
    // Side by side the figures may widen the report past the screen's edge: once the layout
    // has grown it, it moves back onto the screen.
    QTimer::singleShot(0, this, &PlaytestDialog::keepOnScreen);
    showHeat();
    m_results->setCurrentIndex(1);
    m_onMap->setEnabled(m_view != nullptr);
    m_export->setEnabled(!m_heat.isNull());
    if (m_onMap->isChecked()) setShownOnMap(true);
    listGames();
}

// The picture and the layer on the map: where the muncher was caught, or in a comparison of two
// levels of one size (when chosen) where the catches moved.
void PlaytestDialog::showHeat()
{
    const bool moved = showsWhereCatchesMoved();
    const TileMap<int> counts = moved ? m_moved : deathCounts(m_games, m_maze.width(), m_maze.height());
    m_layer.setCounts(counts, moved);
    m_heatBox->setTitle(moved ? tr("Where the catches moved") : tr("Where the muncher was caught"));
    const int tile = std::clamp(520 / std::max(m_maze.width(), m_maze.height()), 2, 24);
    m_heat = m_games.empty() ? QImage() : DeathHeatLayer::picture(m_maze, counts, tile, moved);
    m_picture->setPicture(m_heat);
    if (m_layerOn && m_view) m_view->refreshLayers();
}

bool PlaytestDialog::showsWhereCatchesMoved() const { return !m_moved.empty() && m_showMoved->isChecked(); }

void PlaytestDialog::listGames()
{
    const QLocale locale;
    m_gameList->setSortingEnabled(false);
    m_gameList->clear();
    for (std::size_t i = 0; i < m_games.size(); ++i) {
        const GameSummary& s = m_games[i].summary;
        auto* row = new GameRow(m_gameList);
        const auto set = [&](int column, const QString& text, double value) {
            row->setText(column, text);
            row->setData(column, Qt::UserRole, value);
        };
        set(SeedColumn, locale.toString(static_cast<qulonglong>(s.seed)), static_cast<double>(s.seed));
        set(ScoreColumn, locale.toString(s.score), s.score);
        set(LevelColumn, locale.toString(s.level), s.level);
        // Over, or stopped at the longest game with lives left.
        set(ResultColumn, s.phase == Game::Phase::Over ? tr("game over") : tr("time up"),
            s.phase == Game::Phase::Over ? 0 : 1);
        set(DeathsColumn, locale.toString(static_cast<int>(s.deaths.size())), static_cast<double>(s.deaths.size()));
        set(LengthColumn, tr("%1 s").arg(locale.toString(s.seconds(), 'f', 0)), s.seconds());
        for (int c = ScoreColumn; c < ColumnCount; ++c) row->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
        row->setData(SeedColumn, Qt::UserRole + 1, static_cast<qulonglong>(i));
    }
    m_gameList->setSortingEnabled(true);
    m_gameList->sortByColumn(SeedColumn, Qt::AscendingOrder);
    m_gameList->setCurrentItem(nullptr);
    m_openGame->setEnabled(false);
}

QByteArray PlaytestDialog::replayOf(std::size_t index) const
{
    if (index >= m_games.size()) return {};
    Replay replay;
    replay.level = writeMaze(m_maze);
    HeadlessOptions options;
    options.seed = m_games[index].summary.seed;
    options.pilot = m_played.pilot;
    options.seconds = m_played.seconds;
    playHeadless(m_maze, options, &replay);
    const std::string text = writeReplay(replay);
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

void PlaytestDialog::openChosenGame()
{
    const QTreeWidgetItem* row = m_gameList->currentItem();
    if (!row) return;
    const auto index = static_cast<std::size_t>(row->data(SeedColumn, Qt::UserRole + 1).toULongLong());
    QByteArray replay;
    {
        // A long game takes a moment to play again.
        QApplication::setOverrideCursor(Qt::WaitCursor);
        replay = replayOf(index);
        QApplication::restoreOverrideCursor();
    }
    if (!replay.isEmpty()) emit replayChosen(replay, m_name);
}

std::array<QString, 6> PlaytestDialog::texts(const PlaytestFigures& f, bool sideBySide)
{
    const QLocale locale;
    QStringList levels;
    // Side by side, in three narrow columns, a level's number alone ("1: 85"), so that the row
    // keeps to a line at 1280 x 720; the tooltip has the words.
    for (const auto& [level, games] : f.levelsReached)
        levels
            << (sideBySide ? tr("%1: %2", "level: games that ended on it") : tr("level %1: %2")).arg(level).arg(games);
    const QString firstDeath
        = f.meanSecondsToFirstDeath ? locale.toString(*f.meanSecondsToFirstDeath, 'f', 1) : QString();
    const QString length = locale.toString(f.meanSeconds, 'f', 1);
    if (sideBySide) {
        // Three columns must fit beside the heat map: the figures alone, the counts in the tooltips.
        return {
            percent(f.clearRate),
            locale.toString(f.meanScore, 'f', 0),
            tr("%1 (seed %2)").arg(locale.toString(f.bestScore)).arg(f.bestSeed),
            levels.join(QStringLiteral(", ")),
            f.meanSecondsToFirstDeath ? tr("%1 s").arg(firstDeath) : tr("never caught"),
            tr("%1 s").arg(length),
        };
    }
    // Each rate and mean with its 95 % interval on a line of its own under it (Wilson's for the
    // rate, Student's t for the means), where there are games enough to have one.
    const auto interval = [&](const QString& low, const QString& high) {
        return QStringLiteral("\n") + tr("95 % interval %1 to %2").arg(low, high);
    };
    const auto seconds = [&](const std::optional<stats::Interval>& i) {
        if (!i) return QString();
        return QStringLiteral("\n")
            + tr("95 % interval %1 to %2 s").arg(locale.toString(i->low, 'f', 1), locale.toString(i->high, 'f', 1));
    };
    const QString score = locale.toString(f.meanScore, 'f', 0)
        + (f.meanScoreInterval ? interval(
               locale.toString(f.meanScoreInterval->low, 'f', 0), locale.toString(f.meanScoreInterval->high, 'f', 0))
                               : QString());
    return {
        tr("%1 (%2 of %3 games)").arg(percent(f.clearRate)).arg(f.cleared).arg(f.games)
            + interval(percent(f.clearRateInterval.low), percent(f.clearRateInterval.high)),
        score,
        tr("%1 (seed %2)").arg(locale.toString(f.bestScore)).arg(f.bestSeed),
        levels.join(QStringLiteral(", ")),
        f.meanSecondsToFirstDeath ? tr("%1 s (%2 games lost a life)").arg(firstDeath).arg(f.gamesWithDeath)
                + seconds(f.meanSecondsToFirstDeathInterval)
                                  : tr("never caught"),
        tr("%1 s; %2 of %3 games over").arg(length).arg(f.gamesOver).arg(f.games) + seconds(f.meanSecondsInterval),
    };
}

// What the rules change: the figures with them less those without.
std::array<QString, 6> PlaytestDialog::differences(const PlaytestFigures& rules, const PlaytestFigures& none)
{
    const QString firstDeath = rules.meanSecondsToFirstDeath && none.meanSecondsToFirstDeath
        ? tr("%1 s").arg(signedNumber(*rules.meanSecondsToFirstDeath - *none.meanSecondsToFirstDeath, 1))
        : QStringLiteral("\u2013");
    return {
        tr("%1 percentage points").arg(signedNumber((rules.clearRate - none.clearRate) * 100, 0)),
        signedNumber(rules.meanScore - none.meanScore, 0),
        signedNumber(rules.bestScore - none.bestScore, 0),
        tr("mean level %1").arg(signedNumber(rules.meanLevel - none.meanLevel, 2)),
        firstDeath,
        tr("%1 s").arg(signedNumber(rules.meanSeconds - none.meanSeconds, 1)),
    };
}

std::array<QString, 6> PlaytestDialog::differenceIntervals(const PlaytestComparison& c)
{
    const QLocale locale;
    const auto interval = [&](const PlaytestDifference& d, double scale, int decimals, const QString& unit) {
        if (std::isnan(d.value)) return tr("No figure: one of the two levels never had the muncher caught");
        if (!d.interval) return tr("No 95 % interval from fewer than two games");
        return tr("95 % interval %1 to %2")
            .arg(boundNumber(d.interval->low * scale, decimals) + unit,
                boundNumber(d.interval->high * scale, decimals) + unit);
    };
    const QString seconds = QStringLiteral(" ") + tr("s");
    return {
        interval(c.cleared, 100, 0, QStringLiteral(" ") + tr("percentage points")),
        interval(c.meanScore, 1, 0, QString()),
        QString(), // the best score is one game's: no interval
        interval(c.meanLevel, 1, 2, QString()),
        interval(c.meanSecondsToFirstDeath, 1, 1, seconds),
        interval(c.meanSeconds, 1, 1, seconds),
    };
}

// The verdict in a sentence, on the clear rate: what the level in the editor is against the other.
QString PlaytestDialog::verdictText() const
{
    if (!m_comparison) return QString();
    const PlaytestDifference& d = m_comparison->cleared;
    const QString change = tr("%1 percentage points").arg(signedNumber(d.value * 100, 0));
    const QString low = boundNumber(d.interval->low * 100, 0);
    const QString high = boundNumber(d.interval->high * 100, 0);
    const bool noRules = m_compared == Against::NoRules;
    switch (m_comparison->verdict) {
    case PlaytestComparison::Verdict::Harder:
        return noRules
            ? tr("Harder with its rules: the clear rate changes by %1 (95 % interval %2 to %3).").arg(change, low, high)
            : tr("Harder in the editor than %1: the clear rate changes by %2 (95 % interval %3 to %4).")
                  .arg(m_comparedName, change, low, high);
    case PlaytestComparison::Verdict::Easier:
        return noRules
            ? tr("Easier with its rules: the clear rate changes by %1 (95 % interval %2 to %3).").arg(change, low, high)
            : tr("Easier in the editor than %1: the clear rate changes by %2 (95 % interval %3 to %4).")
                  .arg(m_comparedName, change, low, high);
    case PlaytestComparison::Verdict::NoDetectableDifference:
        break;
    }
    return tr("No detectable difference in the clear rate at 95 %: it changes by %1, and its interval, %2 to %3, "
              "holds nought. More games narrow it.")
        .arg(change, low, high);
}

// The choices of what to compare with that this level has: its rules, its file, any other.
void PlaytestDialog::offerComparisons()
{
    const Against was = against();
    m_against->clear();
    m_against->addItem(tr("Nothing"), int(Against::Nothing));
    if (!m_maze.rules.empty()) m_against->addItem(tr("The level without its rules"), int(Against::NoRules));
    if (!m_savedPath.isEmpty())
        m_against->addItem(tr("Its saved file: %1").arg(QFileInfo(m_savedPath).fileName()), int(Against::SavedFile));
    m_against->addItem(
        m_otherPath.isEmpty() ? tr("Another file...") : tr("Another file: %1").arg(QFileInfo(m_otherPath).fileName()),
        int(Against::OtherFile));
    const int kept = m_against->findData(int(was));
    m_against->setCurrentIndex(std::max(0, was == Against::OtherFile && m_otherPath.isEmpty() ? 0 : kept));
    m_againstShown = m_against->currentIndex();
}

PlaytestDialog::Against PlaytestDialog::against() const
{
    return m_against->count() ? static_cast<Against>(m_against->currentData().toInt()) : Against::Nothing;
}

bool PlaytestDialog::setAgainst(Against against, const QString& path)
{
    const int index = m_against->findData(int(against));
    if (index < 0) return false;
    if (against == Against::OtherFile) {
        QString chosen = path;
        if (chosen.isEmpty()) {
            const QString folder = m_savedPath.isEmpty() ? QDir::homePath() : QFileInfo(m_savedPath).absolutePath();
            chosen = Choices::of(this).openPath(
                this, tr("Compare with a Level"), folder, tr("Mazeworks levels (*.maze);;All files (*)"));
            if (chosen.isEmpty()) {
                m_against->setCurrentIndex(m_againstShown);
                return false;
            }
        }
        m_otherPath = chosen;
        m_against->setItemText(index, tr("Another file: %1").arg(QFileInfo(chosen).fileName()));
    }
    m_against->setCurrentIndex(index);
    m_againstShown = index;
    return true;
}

void PlaytestDialog::againstChosen(int index)
{
    const auto chosen = static_cast<Against>(m_against->itemData(index).toInt());
    // Another file is asked for each time it is chosen, so that a second file can be picked.
    if (chosen == Against::OtherFile) {
        m_against->setCurrentIndex(m_againstShown);
        setAgainst(chosen);
        return;
    }
    m_againstShown = index;
}

std::optional<Maze> PlaytestDialog::otherLevel()
{
    const QString path = against() == Against::SavedFile ? m_savedPath : m_otherPath;
    const QString shown = QDir::toNativeSeparators(path);
    const auto refuse = [&](const QString& why) {
        m_progressText->setText(tr("Cannot compare with %1: %2.").arg(shown, why));
        return std::nullopt;
    };
    QByteArray bytes;
    QString error;
    if (!readFileOrSay(path, &bytes, &error)) return refuse(error);
    ReadResult read = readMaze(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    for (const Diagnostic& d : read.diagnostics) {
        if (d.severity == Severity::Error)
            return refuse(QStringLiteral("%1:%2").arg(QFileInfo(path).fileName(), diagnosticLine(d)));
    }
    if (!read.ok()) return refuse(tr("it has errors"));
    if (const std::string reason = Game::unplayable(read.maze); !reason.empty())
        return refuse(QString::fromUtf8(reason.data(), static_cast<qsizetype>(reason.size())));
    return std::move(read.maze);
}

// The columns of what the level is compared with and of the differences, the headings over
// them and the verdict, are there only for a comparison.
void PlaytestDialog::showComparison(bool shown)
{
    m_verdict->setVisible(shown);
    m_showMoved->setVisible(shown && !m_moved.empty());
    m_rules->setVisible(shown);
    for (QLabel* heading : m_headings) heading->setVisible(shown);
    for (QLabel* label : m_plain) label->setVisible(shown);
    for (QLabel* label : m_difference) label->setVisible(shown);
}

void PlaytestDialog::keepOnScreen()
{
    if (!screen() || !isVisible()) return;
    layout()->activate(); // the size the new figures need, now
    // The window system may not have said yet that the window grew: its frame as it will be.
    const QRect now = frameGeometry();
    const QSize wanted = size().expandedTo(minimumSize()) + (now.size() - size());
    const QRect frame(now.topLeft(), wanted);
    const QRect area = screen()->availableGeometry();
    if (area.contains(frame)) return;
    const int x = std::max(area.left(), std::min(frame.left(), area.right() + 1 - frame.width()));
    const int y = std::max(area.top(), std::min(frame.top(), area.bottom() + 1 - frame.height()));
    move(pos() + QPoint(x - frame.left(), y - frame.top()));
}

void PlaytestDialog::setShownOnMap(bool shown)
{
    if (m_onMap->isChecked() != shown) {
        m_onMap->setChecked(shown); // comes back here through the signal
        return;
    }
    if (!shown) {
        removeLayer();
        return;
    }
    if (!m_view || m_layerOn) {
        if (m_view) m_view->refreshLayers();
        return;
    }
    m_view->addLayer(&m_layer, kLayerZ);
    m_layerOn = true;
    m_view->refreshLayers();
}

bool PlaytestDialog::isShownOnMap() const { return m_layerOn && m_view; }

void PlaytestDialog::removeLayer()
{
    if (m_layerOn && m_view) {
        m_view->removeLayer(&m_layer);
        m_view->refreshLayers();
    }
    m_layerOn = false;
}

bool PlaytestDialog::exportImage(QString path)
{
    if (m_heat.isNull()) return false;
    if (path.isEmpty()) {
        const QString suggested
            = QDir::home().filePath(tr("%1 deaths.png").arg(m_name.isEmpty() ? tr("Level") : m_name));
        const QString caption = tr("Export the Heat Map");
        const QString filter = tr("PNG images (*.png)");
        path = Choices::of(this).savePath(this, caption, suggested, filter);
        if (path.isEmpty()) return false;
    }
    QString error;
    const bool ok = writePngOrSay(path, m_heat, &error);
    if (!ok) QMessageBox::warning(this, tr("Cannot Export"), error);
    return ok;
}

void PlaytestDialog::closeEvent(QCloseEvent* event)
{
    cancel();
    QDialog::closeEvent(event);
}

// The deaths on the map go with the report, however it closes (Esc too): once it is gone, the
// user has no switch left to take them off.
void PlaytestDialog::hideEvent(QHideEvent* event)
{
    setShownOnMap(false);
    QDialog::hideEvent(event);
}

} // namespace mazeworks
