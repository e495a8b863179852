#include "playtestdialog.h"

#include "choices.h"
#include "document.h"
#include "filemessages.h"
#include "mapview.h"
#include "pictureview.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace mazeworks {

namespace {

// Over the map's own drawing and the diagnostics' marks, under the tools' previews.
constexpr int kLayerZ = 25;

QString percent(double fraction) { return QLocale().toString(fraction * 100, 'f', 0) + QStringLiteral(" %"); }

} // namespace

PlaytestDialog::PlaytestDialog(QWidget* parent)
    : QDialog(parent)
    , m_runner(new PlaytestRunner(this))
    , m_level(new QLabel)
    , m_count(new QSpinBox)
    , m_pilot(new QComboBox)
    , m_seed(new QSpinBox)
    , m_seconds(new QSpinBox)
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
    , m_picture(new PictureView)
    , m_onMap(new QCheckBox(tr("Show the deaths on the &map")))
    , m_export(new QPushButton(tr("&Export PNG...")))
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
    auto* figures = new QFormLayout;
    const std::pair<QLabel*, const char*> names[] = {
        { m_clearRate, "clearRate" },
        { m_meanScore, "meanScore" },
        { m_bestScore, "bestScore" },
        { m_levels, "levelsReached" },
        { m_firstDeath, "firstDeath" },
        { m_length, "gameLength" },
    };
    for (const auto& [label, name] : names) {
        label->setObjectName(QString::fromLatin1(name));
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setWordWrap(true);
    }
    figures->addRow(tr("Cleared the first level:"), m_clearRate);
    figures->addRow(tr("Mean score:"), m_meanScore);
    figures->addRow(tr("Best score:"), m_bestScore);
    figures->addRow(tr("Levels reached:"), m_levels);
    figures->addRow(tr("Mean time to the first death:"), m_firstDeath);
    figures->addRow(tr("Mean length of a game:"), m_length);
    auto* figuresBox = new QGroupBox(tr("Figures"));
    figuresBox->setLayout(figures);
    reportLayout->addWidget(figuresBox, 1);
    auto* heatBox = new QGroupBox(tr("Where the muncher was caught"));
    auto* heatLayout = new QVBoxLayout(heatBox);
    m_picture->setObjectName(QStringLiteral("heatMap"));
    m_picture->setMinimumSize(280, 300);
    heatLayout->addWidget(m_picture, 1);
    m_onMap->setObjectName(QStringLiteral("heatOnMap"));
    m_export->setObjectName(QStringLiteral("heatExport"));
    auto* heatButtons = new QHBoxLayout;
    heatButtons->addWidget(m_onMap);
    heatButtons->addStretch(1);
    heatButtons->addWidget(m_export);
    heatLayout->addLayout(heatButtons);
    reportLayout->addWidget(heatBox, 1);
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

    connect(m_run, &QPushButton::clicked, this, &PlaytestDialog::run);
    connect(m_cancel, &QPushButton::clicked, this, &PlaytestDialog::cancel);
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_runner, &PlaytestRunner::progress, this, &PlaytestDialog::progress);
    connect(m_runner, &PlaytestRunner::finished, this, &PlaytestDialog::finished);
    connect(m_onMap, &QCheckBox::toggled, this, &PlaytestDialog::setShownOnMap);
    connect(m_export, &QPushButton::clicked, this, [this] { exportImage(); });
    m_cancel->setEnabled(false);
    m_onMap->setEnabled(false);
    m_export->setEnabled(false);
    m_progress->setValue(0);
    resize(820, 560);
}

PlaytestDialog::~PlaytestDialog() { removeLayer(); }

void PlaytestDialog::setLevel(const Maze& maze, const QString& name, MapView* view)
{
    if (m_runner->isRunning()) cancel();
    removeLayer();
    m_maze = maze;
    m_name = name;
    m_view = view;
    m_level->setText(tr("Level: <b>%1</b>, as it is in the editor now").arg(name.toHtmlEscaped()));
    m_games.clear();
    m_figures = PlaytestFigures();
    m_heat = QImage();
    m_picture->setPicture(m_heat);
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
    removeLayer();
    m_onMap->setEnabled(false);
    m_export->setEnabled(false);
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_progress->setRange(0, o.games);
    m_progress->setValue(0);
    m_runner->start(m_maze, o);
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
    m_games = m_runner->games();
    m_figures = figuresOf(m_games);
    const int total = m_runner->options().games;
    if (cancelled) {
        m_progressText->setText(tr("Cancelled after %1 of %2 games: the figures are those of the games played.")
                                    .arg(m_games.size())
                                    .arg(total));
    } else {
        m_progressText->setText(tr("%1 games played.").arg(total));
    }
    showFigures();
}

void PlaytestDialog::showFigures()
{
    const QLocale locale;
    const PlaytestFigures& f = m_figures;
    if (f.games == 0) {
        m_results->setCurrentIndex(0);
        return;
    }
    m_clearRate->setText(tr("%1 (%2 of %3 games)").arg(percent(f.clearRate)).arg(f.cleared).arg(f.games));
    m_meanScore->setText(locale.toString(f.meanScore, 'f', 0));
    m_bestScore->setText(tr("%1 (seed %2)").arg(locale.toString(f.bestScore)).arg(f.bestSeed));
    QStringList levels;
    for (const auto& [level, games] : f.levelsReached) levels << tr("level %1: %2").arg(level).arg(games);
    m_levels->setText(levels.join(QStringLiteral(", ")));
    m_firstDeath->setText(f.meanSecondsToFirstDeath ? tr("%1 s (%2 games lost a life)")
                                                          .arg(locale.toString(*f.meanSecondsToFirstDeath, 'f', 1))
                                                          .arg(f.gamesWithDeath)
                                                    : tr("never caught"));
    m_length->setText(
        tr("%1 s; %2 of %3 games over").arg(locale.toString(f.meanSeconds, 'f', 1)).arg(f.gamesOver).arg(f.games));
    const TileMap<int> counts = deathCounts(m_games, m_maze.width(), m_maze.height());
    m_layer.setCounts(counts);
    const int tile = std::clamp(520 / std::max(m_maze.width(), m_maze.height()), 2, 24);
    m_heat = DeathHeatLayer::picture(m_maze, counts, tile);
    m_picture->setPicture(m_heat);
    m_results->setCurrentIndex(1);
    m_onMap->setEnabled(m_view != nullptr);
    m_export->setEnabled(!m_heat.isNull());
    if (m_onMap->isChecked()) setShownOnMap(true);
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
