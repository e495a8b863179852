#pragma once

#include "grid/cell.h"
#include "maplayer.h"
#include "searchpainter.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <vector>

class QAction;
class QComboBox;
class QGridLayout;
class QHBoxLayout;
class QKeySequence;
class QLabel;
class QSlider;
class QSpinBox;

namespace mazeworks {

class Document;
class MapView;
class Choices;
class OverlayModel;
class OverlayPlayer;
class Race;
class StepTimeline;
struct SearchChoice;

// The race: two to four searches side by side on the level of the overlays, between their start
// and goal, in panes that step together (Shift+F5, F9 back, F10, F5, Ctrl+F10 in this window, as
// in the Overlays panel, and a timeline to drag to any step), each with its map and its figures in large type; when all
// have finished, a summary says which found the optimal way and which looked at the fewest tiles. A window of its own,
// for a second screen or the projector: F11 shows it full screen.
class RaceWindow : public QWidget {
    Q_OBJECT

public:
    // Follows the overlays' level, start and goal.
    // Files are asked for through `choices`, the window's.
    RaceWindow(OverlayModel* model, Choices& choices);
    ~RaceWindow() override;

    Race* race() const { return m_race; }
    OverlayPlayer* player() const { return m_player; }
    // Races these searches (two to four, the first's moves for all), from their first step: a
    // lesson's race slide.
    void setSearches(const std::vector<SearchChoice>& choices);
    // Writes the panes as they are as PNG; false (with a message) when it cannot.
    bool exportPicture(QString path = QString());
    // What the summary under the panes says (empty while the race runs).
    QString summaryText() const;

    // The map of a pane, for what is drawn or clicked on it from outside; null past the last.
    MapView* paneView(int pane) const;
    int paneCount() const { return static_cast<int>(m_panes.size()); }
    // Asked first by a step taken by hand (Single Step, F10), when set: true when it took the
    // step's place (Predict asks the class instead, and steps once answered).
    std::function<bool()> beforeStep;
    // An action after the step buttons, on `key` in this window (none when empty), with `words`
    // under the panes (none when null).
    void addStepTool(QAction* action, const QKeySequence& key, QWidget* words);

signals:
    // The panes were made anew (another count of searches, other moves): their views are new.
    void panesRebuilt();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Pane;
    void createActions();
    void followModel();
    void rebuildPanes();
    int bestColumns() const;
    void arrangePanes();
    void fitPanesSoon();
    void fitPanes();
    void showFigures();
    void fitBadge(Pane* pane);
    QWidget* makePane(int index);

    OverlayModel* m_model;
    Choices* m_choices;
    Race* m_race;
    OverlayPlayer* m_player;
    std::vector<Pane*> m_panes;
    QGridLayout* m_paneGrid = nullptr;
    QWidget* m_paneArea = nullptr;
    int m_columns = 0; // of the panes' grid
    bool m_fitPending = false;
    QLabel* m_title = nullptr;
    QLabel* m_summary = nullptr;
    QSpinBox* m_count = nullptr;
    QComboBox* m_moves = nullptr;
    QSlider* m_speed = nullptr;
    QLabel* m_speedText = nullptr;
    QHBoxLayout* m_bar = nullptr; // the buttons and settings above the panes
    int m_stepToolsEnd = 0; // where the next step tool goes in the bar
    StepTimeline* m_timeline = nullptr; // every step of the race, to drag to any of them
    QAction* m_reset = nullptr;
    QAction* m_stepBack = nullptr;
    QAction* m_step = nullptr;
    QAction* m_play = nullptr;
    QAction* m_finish = nullptr;
    QAction* m_fullScreen = nullptr;
    QAction* m_export = nullptr;
    QPointer<Document> m_document;
};

} // namespace mazeworks
