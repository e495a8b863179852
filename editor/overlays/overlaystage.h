#pragma once

#include "grid/cell.h"

#include <QList>
#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>

class QAction;
class QHBoxLayout;
class QVBoxLayout;
class QTableWidget;

namespace mazeworks {

class CodePanel;
class DistanceLayer;
class Document;
class FlowLayer;
class MapView;
class OverlayFigures;
class OverlayLegend;
class OverlayModel;
class OverlayPlayer;
class PathLayer;
class StepTimeline;

// The Overlays panel's search, distance map or flow field presented full screen (the panel's
// stage, F11): the map with its overlay as large as the screen allows, the figures under it,
// and beside it the buttons that step it, its timeline and, for a search with its Search Code
// open, the code and the open list, as wide as the code's longest line, nothing of it cut. A
// view of its own on the document, not the window's: the window stays exactly as it was.
class OverlayStage : public QWidget {
    Q_OBJECT

public:
    // `steps` are the panel's actions that step the overlay (their keys work on the stage as in
    // the panel); `code` puts the code beside the map, in type `codeScale` times the usual.
    OverlayStage(OverlayModel* model, OverlayPlayer* player, Document* document, const QList<QAction*>& steps,
        bool code, double codeScale, QWidget* parent = nullptr);
    ~OverlayStage() override;

    MapView* view() const { return m_view; }
    // Null without the code.
    CodePanel* codePanel() const { return m_code; }
    StepTimeline* timeline() const { return m_timeline; }
    // The document shown follows the window's current one.
    void setDocument(Document* document);
    // Words under the map, in the stage's large type (Predict's question and verdict); a button
    // for an action beside the step buttons (its key reaches the stage as the panel claimed it).
    // From outside: the stage does not know what adds them.
    void addWords(QWidget* words);
    void addStepAction(QAction* action);

protected:
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();
    // The whole level in sight, as large as a step of zoom allows.
    void fitMap();
    // The whole code in sight: its table as tall as its lines.
    void fitCode();

    OverlayModel* m_model;
    OverlayPlayer* m_player;
    MapView* m_view;
    std::unique_ptr<DistanceLayer> m_distance;
    std::unique_ptr<PathLayer> m_path;
    std::unique_ptr<FlowLayer> m_flow;
    OverlayFigures* m_figures = nullptr;
    QVBoxLayout* m_left = nullptr; // the map, its figures, words added
    QHBoxLayout* m_buttons = nullptr;
    StepTimeline* m_timeline = nullptr;
    CodePanel* m_code = nullptr;
    QTableWidget* m_codeLines = nullptr;
    OverlayLegend* m_legend = nullptr;
    QWidget* m_side = nullptr;
    std::optional<Cell> m_hovered;
};

} // namespace mazeworks
