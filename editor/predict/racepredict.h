#pragma once

#include "grid/cell.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QAction;
class QLabel;

namespace mazeworks {

class PredictLayer;
class RaceWindow;

// Predict in the race of searches: while it is on, Step does not step but asks every pane whose
// search is still running for the tile that search settles next. The class clicks one in each
// (or Space or Enter at a pane's cell cursor; a second click changes that pane's answer); once
// every pane asked has its answer, the race steps once and each pane shows the tiles its rule
// allowed (the one taken boldly) and a wrong answer crossed out, and a line per pane under the
// race says right or wrong and why, by that search's own rule, with the score (each pane's
// answer counts once). Reset clears the score; Play ends predicting. It never changes the level.
class RacePredict : public QObject {
    Q_OBJECT

public:
    // Adds Predict (F7, as in the panels) after the race's step buttons and its words under the
    // panes; the window's child, made when the window is (PredictMode).
    explicit RacePredict(RaceWindow* window);
    ~RacePredict() override;

    // The race window's Predict; null when it has none.
    static RacePredict* of(const RaceWindow* window);

    QAction* action() const { return m_action; }
    bool isOn() const;
    // On asks at once (a finished race from its beginning); off forgets the question.
    void setOn(bool on);
    bool isAsking() const { return m_asking; }
    // Whether the pane is asked now, and its answer so far.
    bool asks(int pane) const;
    std::optional<Cell> answer(int pane) const;
    // The pane's answer as a click gives it: judged once every pane asked has one.
    void answerTile(int pane, Cell cell);

    int rightAnswers() const { return m_right; }
    int asked() const { return m_asked; }
    void resetScore();
    // The marks over a pane's map (null past the last pane).
    const PredictLayer* layer(int pane) const;
    // The words under the panes, as plain text.
    QString words() const;

signals:
    // The answers of a step were judged: `right` of `asked` panes.
    void judged(int right, int asked);

private:
    struct Pane;

    // Poses the question of the next step; false when there is none to pose (Step then steps).
    bool ask();
    void judge();
    void stopAsking();
    void forget();
    void attachPanes();
    void detachPanes();
    void refresh();
    void showWords();

    QPointer<RaceWindow> m_window;
    QAction* m_action = nullptr;
    QLabel* m_words = nullptr;
    std::vector<std::unique_ptr<Pane>> m_panes;
    bool m_asking = false;
    QString m_note; // why nothing is asked
    int m_right = 0;
    int m_asked = 0;
    // A change of the race made here (our step), not one that makes the question stale.
    bool m_ownChange = false;
};

} // namespace mazeworks
