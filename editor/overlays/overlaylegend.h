#pragma once

#include "path/searchoptions.h"

#include <QPixmap>
#include <QString>
#include <QWidget>

#include <vector>

class QGridLayout;

namespace mazeworks {

// What the colours and marks of the overlay shown mean: each drawn by the very code that draws
// it on the map, beside its meaning in words; and, on a level with weights, the weights' shades
// with their names.
class OverlayLegend : public QWidget {
    Q_OBJECT

public:
    explicit OverlayLegend(QWidget* parent = nullptr);

    enum class Shows { Nothing, DistanceMap, Search, FlowField };
    // What the legend explains: the overlay, the search that runs, whether the level has weights.
    void explain(Shows shows, Algorithm algorithm, bool weighted);

    struct Entry {
        QPixmap swatch;
        QString meaning;
    };
    const std::vector<Entry>& entries() const { return m_entries; }

    // The swatches' side in pixels.
    static constexpr int kSwatch = 26;

private:
    void rebuild();

    QGridLayout* m_grid = nullptr;
    std::vector<Entry> m_entries;
    Shows m_shows = Shows::Nothing;
    Algorithm m_algorithm = Algorithm::AStar;
    bool m_weighted = false;
    bool m_built = false;
};

} // namespace mazeworks
