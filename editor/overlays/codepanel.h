#pragma once

#include "grid/cell.h"
#include "path/watchedsearch.h"
#include "searchchoice.h"

#include <QWidget>

#include <vector>

class QLabel;
class QTableWidget;
class QToolButton;

namespace mazeworks {

// The code beside the map: the pseudocode of the search shown (pseudocode.h, in the user's
// language), the line the last step ended on highlighted and each line it ran marked with how
// often, a sentence of what the step did, and the open list as a table (tile, g, h, f) in the
// order it will be taken, each tie marked with the rule that breaks it. Clicking a row shows
// its tile on the map. Large type, which A+ and A- make larger or smaller, for the back of the room.
class CodePanel : public QWidget {
    Q_OBJECT

public:
    explicit CodePanel(QWidget* parent = nullptr);

    // Shows a search (null: none), as it is after its last step.
    void show(const WatchedSearch* search, const SearchChoice& choice);
    using QWidget::show;

    // The row of the code highlighted (the line the last step ended on), -1 when none.
    int highlightedLine() const { return m_highlighted; }
    // The open list's rows shown at most; the rest are counted in a last row.
    static constexpr int kMostRows = 200;

    // As wide as its longest line of code, so that none is cut off.
    QSize sizeHint() const override;

    double textScale() const { return m_textScale; }
    void setTextScale(double scale);

signals:
    // A row of the open list was clicked: show its tile.
    void tileClicked(mazeworks::Cell cell);

private:
    void showCode(const WatchedSearch& search, const SearchChoice& choice);
    void showOpenList(const WatchedSearch& search);
    void applyTextScale();

    QLabel* m_title = nullptr;
    QLabel* m_guess = nullptr;
    QTableWidget* m_code = nullptr;
    QLabel* m_caption = nullptr;
    QLabel* m_openTitle = nullptr;
    QTableWidget* m_open = nullptr;
    QToolButton* m_smaller = nullptr;
    QToolButton* m_larger = nullptr;
    std::vector<Cell> m_rowTiles; // the tile of each row of the open list
    std::vector<CodeLine> m_program; // the lines shown
    Algorithm m_algorithm = Algorithm::AStar;
    int m_highlighted = -1;
    double m_textScale = 1.25;
};

} // namespace mazeworks
