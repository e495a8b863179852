#pragma once

#include "grid/cell.h"
#include "grid/direction.h"

#include <cmath>
#include <optional>

namespace mazeworks {

// Someone who walks the corridors from the centre of one tile to the next. Positions are in
// tiles: the centre of the tile at column 3, row 5 is the point (3, 5). Turns happen only at
// centres, where a steering decides the way on; between two centres a walker can only go on or
// turn round. Steps over an edge of the map arrive on the far side.
class Walker {
public:
    Walker() = default;
    Walker(double x, double y, std::optional<Direction> heading) { place(x, y, heading); }

    // Puts the walker somewhere, as if it had always stood there (no step to draw).
    void place(double x, double y, std::optional<Direction> heading)
    {
        m_x = m_previousX = x;
        m_y = m_previousY = y;
        m_heading = heading;
    }
    void place(Cell c, std::optional<Direction> heading) { place(c.col, c.row, heading); }

    // Walks `distance` tiles, asking steering(col, row, heading) at every centre it reaches for
    // the way on (heading is empty while standing; an empty answer stops it there; only open ways
    // may be answered). Returns the distance walked: less if it stopped. However long the step,
    // no centre is skipped, and arriving at a centre sets the position to it exactly, so no
    // rounding error piles up over a game.
    template <class Steering> double walk(double distance, int width, int height, Steering&& steering)
    {
        settle();
        double left = distance;
        while (left > 0) {
            if (atCentre()) {
                const Cell here = cell();
                m_heading = steering(here.col, here.row, m_heading);
                if (!m_heading) break;
            } else if (!m_heading) {
                break; // placed between centres without a way: nowhere to go
            }
            const Direction way = *m_heading;
            const int sign = dx(way) + dy(way);
            double& along = isHorizontal(way) ? m_x : m_y;
            // The next centre ahead: the next whole number in the walking direction.
            const double centre = sign > 0 ? std::floor(along) + 1 : std::ceil(along) - 1;
            const double gap = std::fabs(centre - along);
            if (left >= gap) {
                along = centre;
                left -= gap;
            } else {
                along += sign * left;
                left = 0;
            }
            wrap(width, height);
        }
        return distance - left;
    }

    // Back the way it came, at once: no centre needed.
    void turnAround()
    {
        if (m_heading) m_heading = opposite(*m_heading);
    }

    // Forgets the last step: the previous position becomes the current one. A walker that did
    // not walk in a step is drawn standing, not sliding.
    void settle()
    {
        m_previousX = m_x;
        m_previousY = m_y;
    }

    double x() const { return m_x; }
    double y() const { return m_y; }
    // Where it was before its last step, shifted with it over an edge: drawing between the two
    // never jumps across the map.
    double previousX() const { return m_previousX; }
    double previousY() const { return m_previousY; }
    std::optional<Direction> heading() const { return m_heading; }

    // The tile it is on: the nearest centre.
    Cell cell() const { return { static_cast<int>(std::floor(m_x + 0.5)), static_cast<int>(std::floor(m_y + 0.5)) }; }
    int col() const { return cell().col; }
    int row() const { return cell().row; }
    bool atCentre() const { return m_x == std::floor(m_x) && m_y == std::floor(m_y); }

private:
    // Keeps the position within half a tile of the map, carrying the previous one along.
    void wrap(int width, int height)
    {
        if (m_x < -0.5) {
            m_x += width;
            m_previousX += width;
        } else if (m_x >= width - 0.5) {
            m_x -= width;
            m_previousX -= width;
        }
        if (m_y < -0.5) {
            m_y += height;
            m_previousY += height;
        } else if (m_y >= height - 0.5) {
            m_y -= height;
            m_previousY -= height;
        }
    }

    double m_x = 0;
    double m_y = 0;
    double m_previousX = 0;
    double m_previousY = 0;
    std::optional<Direction> m_heading; // empty while it stands at a centre
};

} // namespace mazeworks
