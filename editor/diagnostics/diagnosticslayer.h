#pragma once

#include "maplayer.h"
#include "maze/diagnostic.h"

#include <QImage>
#include <QObject>
#include <QPointer>

#include <optional>
#include <utility>
#include <vector>

namespace mazeworks {

class MapView;

// The diagnostics drawn on the map: tiles in error outlined red, warnings amber, unreachable
// dots tinted, every tile of a region that one diagnostic stands for (the dots walled off
// together) marked; the diagnostic chosen in the dock highlighted; the messages of a marked tile
// as its tooltip. One per view, its child, living as long as it; a level with a million marks
// still paints only what is in view.
class DiagnosticsLayer : public QObject, public MapLayer {
    Q_OBJECT

public:
    explicit DiagnosticsLayer(MapView* view);
    ~DiagnosticsLayer() override;

    // The layer of a view, or null.
    static DiagnosticsLayer* of(const MapView* view);

    // The highlighted tile (the diagnostic chosen in the dock), or none.
    void setSelected(std::optional<Cell> cell);
    std::optional<Cell> selected() const { return m_selected; }

    // The diagnostics about a tile, in the order of the text.
    std::vector<const Diagnostic*> at(Cell cell);

    void paint(QPainter& painter, const QRect& visible, double scale) override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // What a tile's mark looks like: the strongest of its diagnostics.
    enum class Mark : quint8 { Warning, Unreachable, Error };
    struct Entry {
        quint64 key; // row-major, so one row of the view is one range
        int index; // into the document's diagnostics
    };
    // Tiles of a row that a region's diagnostic marks, kept as a run: a region may be a whole map.
    struct Run {
        quint64 key; // of its first tile
        int last; // its last column
        Mark mark;
        int index; // into the document's diagnostics
    };
    static quint64 keyOf(Cell cell);
    static Cell cellOf(quint64 key);
    static Mark markOf(const Diagnostic& diagnostic);
    void markDirty();
    void rebuild();
    // The runs of a row, as a range of m_runs.
    std::pair<std::vector<Run>::const_iterator, std::vector<Run>::const_iterator> runsOf(int row) const;
    void paintPicture(QPainter& painter, const QRect& visible, double scale);

    QPointer<MapView> m_view;
    std::optional<Cell> m_selected;
    bool m_dirty = true;
    std::vector<Entry> m_index; // diagnostics with a tile, by tile
    std::vector<std::pair<quint64, Mark>> m_marks; // one per tile, by tile
    std::vector<Run> m_runs; // the regions' tiles, by key
    QImage m_picture; // one pixel a tile, for far-out zoom; made when needed
    QRect m_pictureTiles; // the tiles m_picture covers
    int m_pictureStep = 1; // tiles a pixel of m_picture stands for, each way
};

} // namespace mazeworks
