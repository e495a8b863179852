#pragma once

#include "tool.h"

namespace mazeworks {

// Places the muncher, a ghost, the fruit or a ghost's corner where the designer clicks.
// The muncher and the ghosts take the heading of the tool options: drag from the tile towards
// where they should head, or turn it with Z, Shift+Z or Shift and the wheel. Corners may lie
// outside the map, so clicks in the margin round it count.
class PlaceTool : public Tool {
    Q_OBJECT

public:
    enum class Place { Muncher, Ghost, Fruit, Corner };

    PlaceTool(Place place, GhostKind kind, ToolOptions* options, QObject* parent);

    Place place() const { return m_place; }
    GhostKind kind() const { return m_kind; }

    QString name() const override;
    QString hint() const override;
    QIcon icon() const override;
    bool usesHeading() const override { return m_place == Place::Muncher || m_place == Place::Ghost; }

    bool wheel(MapView& view, QWheelEvent& event) override;
    void paint(QPainter& painter, const QRect& visible, double scale) override;

protected:
    void begin(MapView& view, Cell cell, QMouseEvent& event) override;
    void drag(MapView& view, Cell cell, QMouseEvent& event) override;
    void end(MapView& view, Cell cell, QMouseEvent& event) override;
    void cancel(MapView& view) override;
    // At the cursor, with the heading of the tool options.
    void applyAt(MapView& view, Cell cursor, const QRect& tiles) override;

private:
    // Whether the place may be put at `cell` of `level` (inside the map, but for corners).
    bool allowed(const Maze& level, Cell cell) const;
    void paintPlace(QPainter& painter, Cell cell) const;
    // Puts the place at `at`, one undo step.
    void put(MapView& view, Cell at);

    Place m_place;
    GhostKind m_kind;
    std::optional<Cell> m_at; // where the press put it, while the button is down
    int m_wheel = 0; // wheel angle not yet turned into quarter turns
};

} // namespace mazeworks
