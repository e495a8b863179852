#pragma once

#include <cstdint>

namespace mazeworks {

// A rectangle of whole tiles: the floor of a room, x and y its top-left tile.
struct Rect {
    int x = 0;
    int y = 0;
    int w = 0;
    int h = 0;

    int right() const { return x + w; } // one past the last column
    int bottom() const { return y + h; } // one past the last row
    bool contains(int col, int row) const { return col >= x && col < x + w && row >= y && row < y + h; }
    friend bool operator==(const Rect&, const Rect&) = default;
};

// Wall tiles between two floors side by side: the larger of the gaps along the two axes,
// negative when the floors overlap. Two rooms are apart when this is at least the spacing.
inline int wallsBetween(const Rect& a, const Rect& b)
{
    const int gx = a.x < b.x ? b.x - a.right() : a.x - b.right();
    const int gy = a.y < b.y ? b.y - a.bottom() : a.y - b.bottom();
    return gx > gy ? gx : gy;
}

// A room while it is being placed and pushed: its size is whole tiles, its position real until
// it snaps to the grid. The velocity is the push of the last separation step.
struct Room {
    double x = 0; // left edge of the floor, in tiles
    double y = 0; // top edge of the floor, in tiles
    int w = 1;
    int h = 1;
    double vx = 0; // the move of the last step
    double vy = 0;
    bool overlapping = false; // it overlapped another room at the start of the last step

    double centreX() const { return x + 0.5 * w; }
    double centreY() const { return y + 0.5 * h; }
    // The tiles it covers once snapped (x and y whole numbers by then).
    Rect rect() const { return { static_cast<int>(x), static_cast<int>(y), w, h }; }
    friend bool operator==(const Room&, const Room&) = default;
};

} // namespace mazeworks
