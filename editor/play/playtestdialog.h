#pragma once

#include "deathheatlayer.h"
#include "game/playtest.h"
#include "game/playtestcomparison.h"
#include "playtestrunner.h"

#include <QDialog>
#include <QPointer>
#include <QSize>

#include <array>
#include <functional>

class QCheckBox;
class QComboBox;
class QGroupBox;
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
// also lie over the level's map in the editor and be exported as a PNG image. The level can be
// compared, on the same seeds, with itself under none of its rules, with the file it was last
// saved as, or with another level file: the report then shows both sets of figures side by side,
// the difference with its 95 % interval, the verdict (harder, easier, no detectable difference),
// and where the catches moved, drawn on the map. Each game is listed, and any of them opens as a
// replay in the play panel.
class PlaytestDialog : public QDialog {
    Q_OBJECT

public:
    explicit PlaytestDialog(QWidget* parent = nullptr);
    ~PlaytestDialog() override;

    // The level to test, as it is now (unsaved edits too), its name, the map it came from
    // (where the heat map can be laid), and the file it was last saved as (none when it never was).
    void setLevel(const Maze& maze, const QString& name, MapView* view, const QString& savedPath = QString());

    // What the level is compared with on the same seeds.
    enum class Against { Nothing, NoRules, SavedFile, OtherFile };

    // Starts the games with the options on the dialog.
    void run();
    void cancel();
    PlaytestRunner* runner() const { return m_runner; }
    PlaytestRunner::Options options() const;
    void setOptions(const PlaytestRunner::Options& options);
    // What the next run compares the level with. Without rules only for a level with some, the
    // saved file only for a level saved as a .maze file; another file asks for one when `path`
    // is empty (the user may cancel). False, and nothing changed, when it cannot be chosen.
    Against against() const;
    bool setAgainst(Against against, const QString& path = QString());

    // The figures of the level's games, as it is in the editor.
    const PlaytestFigures& figures() const { return m_figures; }
    const std::vector<PlaytestGame>& games() const { return m_games; }
    // The figures of the same seeds on what the level was compared with, when the last run
    // compared; otherwise none. Then also the comparison: the level's figures less those.
    const std::optional<PlaytestFigures>& otherFigures() const { return m_otherFigures; }
    const std::optional<PlaytestComparison>& comparison() const { return m_comparison; }
    // Catches on each tile in the level's games less those in the other's, when the last run
    // compared two levels of one size; otherwise empty.
    const TileMap<int>& catchesMoved() const { return m_moved; }
    // Whether the picture and the map show where the catches moved rather than where they are.
    bool showsWhereCatchesMoved() const;
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
    void againstChosen(int index);
    void offerComparisons();
    // The level the run compares with, read afresh from its file; none, with the reason said,
    // when it cannot be played.
    std::optional<Maze> otherLevel();
    QString verdictText() const;
    void showHeat();
    void keepOnScreen();
    // The six figures as the report writes them (side by side, shorter), and the difference
    // between two sets.
    static std::array<QString, 6> texts(const PlaytestFigures& f, bool sideBySide);
    static std::array<QString, 6> differences(const PlaytestFigures& rules, const PlaytestFigures& none);
    // The intervals of the differences, for their tooltips.
    static std::array<QString, 6> differenceIntervals(const PlaytestComparison& comparison);
    void removeLayer();

    Maze m_maze;
    QString m_name;
    QPointer<MapView> m_view;
    PlaytestRunner* m_runner;
    std::vector<PlaytestGame> m_games;
    PlaytestRunner::Options m_played; // the options m_games were played with
    PlaytestFigures m_figures;
    std::optional<PlaytestFigures> m_otherFigures;
    std::optional<PlaytestComparison> m_comparison;
    QString m_savedPath; // the .maze file the level was saved as, or empty
    QString m_otherPath; // the other file chosen to compare with
    Against m_compared = Against::Nothing; // what the shown report compared with
    QString m_comparedName; // and its name as the report shows it
    QSize m_comparedSize; // and its size
    TileMap<int> m_moved;
    QImage m_heat;
    DeathHeatLayer m_layer;
    bool m_layerOn = false;

    QLabel* m_level;
    QSpinBox* m_count;
    QComboBox* m_pilot;
    QSpinBox* m_seed;
    QSpinBox* m_seconds;
    QComboBox* m_against;
    int m_againstShown = 0; // the choice before "Another File...", for a cancelled file dialog
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
    QLabel* m_verdict;
    QGroupBox* m_heatBox;
    PictureView* m_picture;
    QCheckBox* m_showMoved;
    QCheckBox* m_onMap;
    QPushButton* m_export;
    QTreeWidget* m_gameList;
    QPushButton* m_openGame;
};

} // namespace mazeworks
