#pragma once

#include "dungeon/nextchoice.h"
#include "grid/cell.h"
#include "path/nextsettled.h"
#include "predictlayer.h"
#include "predicttool.h"
#include "predictwords.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>
#include <vector>

class QAction;
class QLabel;

namespace mazeworks {

class DungeonMarks;
class GenerateDock;
class MainWindow;
class MapTool;
class MapView;
class OverlayDock;
class OverlayStage;

// Predict, on the stepped views: while it is on, Step does not step but asks the class what
// comes next (the tile the Overlays panel's search or the distance map's wave settles, the two
// rooms Prim's tree joins, a room of each of the two sets union-find merges, the room the
// explorer of a finished dungeon visits); a click on the map
// (or Space or Enter at its cell cursor), or on the rooms of the generator's picture, answers.
// Then it says right or wrong, marks the answers the rule allows (the one taken boldly) and a
// wrong one crossed out, says why in one sentence from the algorithm's own rule, keeps the
// score and steps once. Every answer of equal least key is right. Reset (Restart) clears the
// score; Play (Run) ends predicting. It never changes the level.
class PredictMode : public QObject {
    Q_OBJECT

public:
    // Finds the Overlays and Generate panels among the window's children and adds its actions
    // to them (Predict, F7, beside Step); made once they are (editorapp.cpp).
    explicit PredictMode(MainWindow* window);
    ~PredictMode() override;

    // The window's Predict mode; null when it has none.
    static PredictMode* of(MainWindow* window);

    // Whether Predict is on in the Overlays panel or in the Generate panel.
    bool isOn() const;
    // On or off where a stepped view is shown: the Overlays panel's search or distance map when
    // one is shown, else the generator. On asks at once.
    void setOn(bool on);
    // Turns Predict on where `view` is (the Overlays panel's search, or the generator and its
    // explorer), off in the other, and asks the question of the current step now (the Lesson
    // panel's entry).
    enum class View { Search, Generator };
    void ask(View view);
    bool isAsking() const { return m_asking != Asking::Nothing; }
    QString question() const { return m_question; }

    // An answer as a click gives it: a tile of the map; a room of the generator's picture (the
    // second of a pair judges).
    void answerTile(Cell cell);
    void answerRoom(int room);

    int rightAnswers() const { return m_right; }
    int asked() const { return m_asked; }
    void resetScore();
    // The last verdict and why, as the panel shows it.
    QString why() const { return m_why; }

    QAction* searchAction() const { return m_searchAction; }
    QAction* generatorAction() const { return m_generatorAction; }
    PredictLayer* layer() { return &m_layer; }
    DungeonMarks* marks() const { return m_marks; }

signals:
    // An answer was judged.
    void judged(bool right);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    enum class Asking { Nothing, Tile, PrimPair, MergePair, Visit };

    void setSearchOn(bool on);
    void setGeneratorOn(bool on);
    // Poses the question of the next step; false when there is none to pose (Step then steps).
    bool askSearch();
    bool askGenerator();
    bool askExplorer();
    void judgeVisit(int room);
    bool asksRooms() const;
    void stopAsking();
    void clearMarks();
    void placeTool(MapView* view);
    void removeTool();
    void judgePair(int a, int b);
    void showWords(QLabel* words);
    // Presenting began: the words under the stage's map, Predict's button beside its steps, and
    // a question asked goes on the stage's map.
    void onStage(OverlayStage* stage);
    void count(bool right);

    QPointer<MainWindow> m_window;
    QPointer<OverlayDock> m_overlays;
    QPointer<GenerateDock> m_generate;
    QAction* m_searchAction = nullptr;
    QAction* m_generatorAction = nullptr;
    QLabel* m_searchWords = nullptr;
    QLabel* m_generatorWords = nullptr;
    QPointer<QLabel> m_stageWords; // the search's words on the Overlays panel's stage, while presenting

    Asking m_asking = Asking::Nothing;
    QString m_question;
    QString m_why;
    int m_right = 0;
    int m_asked = 0;
    // A change of the view made here (our step), not one that makes the question stale.
    bool m_ownChange = false;
    bool m_expectShown = false; // the generator shows the step taken here next

    // The search.
    NextSettled m_next;
    PredictWords::Stepped m_stepped = PredictWords::Stepped::Search; // what the question is about
    PredictTool m_tool;
    PredictLayer m_layer;
    QPointer<MapView> m_toolView; // the view the tool is on
    MapTool* m_toolBefore = nullptr;
    QPointer<MapView> m_layerView; // the view the marks are on

    // The generator.
    PrimChoice m_prim;
    MergeChoice m_merge;
    VisitChoice m_visit;
    int m_explorerRoom = -1; // where the explorer is, when asked
    bool m_ownExplorerStep = false;
    std::vector<int> m_roots; // of each room, when asked
    std::vector<Room> m_rooms;
    std::vector<int> m_picked;
    DungeonMarks* m_marks = nullptr;
};

} // namespace mazeworks
