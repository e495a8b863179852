#pragma once

#include "deathheatlayer.h"
#include "game/playtest.h"
#include "playtestrunner.h"

#include <QDialog>
#include <QPointer>

#include <array>
#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTreeWidget;

namespace mazeworks {

class MapView;
class PictureView;

// The playtest report: the pilot plays the level N times headless (on worker threads, with a
// progress bar and Cancel), then the figures a tester asks for (clear rate, mean and best score,
// the levels reached, the mean time to the first death) and a heat map of the deaths, which can
// also lie over the level's map in the editor and be exported as a PNG image. A level with rules
// can be compared with the same level under none, on the same seeds: the report then shows both
// sets of figures side by side, and the difference. Each game is listed, and any of them opens as
// a replay in the play panel.
class PlaytestDialog : public QDialog {
    Q_OBJECT

public:
    explicit PlaytestDialog(QWidget* parent = nullptr);
    ~PlaytestDialog() override;

    // The level to test, as it is now (unsaved edits too), its name, and the map it came from
    // (where the heat map can be laid).
    void setLevel(const Maze& maze, const QString& name, MapView* view);

    // Starts the games with the options on the dialog.
    void run();
    void cancel();
    PlaytestRunner* runner() const { return m_runner; }
    PlaytestRunner::Options options() const;
    void setOptions(const PlaytestRunner::Options& options);
    // Whether the next run also plays the level without its rules (offered when it has some).
    bool isComparing() const;
    void setComparing(bool compare);

    // The figures of the level's games, under its rules.
    const PlaytestFigures& figures() const { return m_figures; }
    const std::vector<PlaytestGame>& games() const { return m_games; }
    // The figures of the same seeds without rules, when the last run compared; otherwise none.
    const std::optional<PlaytestFigures>& figuresWithoutRules() const { return m_plainFigures; }
    QImage heatMap() const { return m_heat; }
    // Puts the heat map on the level's map, or takes it away.
    void setShownOnMap(bool shown);
    bool isShownOnMap() const;
    // Writes the heat map as a PNG; with no path, a file dialog asks. False with a message.
    bool exportImage(QString path = QString());
    // The replay of game `index` of games(): the level as it was tested, played again exactly as
    // the report played it (mazeworks-cli replay finds the same result in it).
    QByteArray replayOf(std::size_t index) const;
    // Opens the game chosen in the list as a replay (replayChosen).
    void openChosenGame();

signals:
    // A game of the report, as the text of its replay file, to be played back; `name` is the
    // level's when the replay names none.
    void replayChosen(const QByteArray& replay, const QString& name);

protected:
    void closeEvent(QCloseEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void progress(int done, int total);
    void finished(bool cancelled);
    void showFigures();
    void listGames();
    void showComparison(bool shown);
    void keepOnScreen();
    // The six figures as the report writes them (side by side, shorter), and the difference
    // between two sets.
    static std::array<QString, 6> texts(const PlaytestFigures& f, bool sideBySide);
    static std::array<QString, 6> differences(const PlaytestFigures& rules, const PlaytestFigures& none);
    void removeLayer();

    Maze m_maze;
    QString m_name;
    QPointer<MapView> m_view;
    PlaytestRunner* m_runner;
    std::vector<PlaytestGame> m_games;
    PlaytestRunner::Options m_played; // the options m_games were played with
    PlaytestFigures m_figures;
    std::optional<PlaytestFigures> m_plainFigures;
    QImage m_heat;
    DeathHeatLayer m_layer;
    bool m_layerOn = false;

    QLabel* m_level;
    QSpinBox* m_count;
    QComboBox* m_pilot;
    QSpinBox* m_seed;
    QSpinBox* m_seconds;
    QCheckBox* m_compare;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_progressText;
    QStackedWidget* m_results;
    QLabel* m_clearRate;
    QLabel* m_meanScore;
    QLabel* m_bestScore;
    QLabel* m_levels;
    QLabel* m_firstDeath;
    QLabel* m_length;
    // The columns of a comparison: the rules compared, the columns' headings, the figures
    // without rules, the differences.
    QLabel* m_rules;
    std::array<QLabel*, 3> m_headings {};
    std::array<QLabel*, 6> m_plain {};
    std::array<QLabel*, 6> m_difference {};
    PictureView* m_picture;
    QCheckBox* m_onMap;
    QPushButton* m_export;
    QTreeWidget* m_gameList;
    QPushButton* m_openGame;
};

} // namespace mazeworks
