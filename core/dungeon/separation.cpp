#include "dungeon/separation.h"

#include <algorithm>
#include <cmath>

namespace mazeworks {

namespace {

// v rounded to the nearest multiple of unit (halves away from zero).
std::int64_t roundToUnit(double v, std::int64_t unit)
{
    const double units = std::round(v / static_cast<double>(unit));
    return static_cast<std::int64_t>(units) * unit;
}

} // namespace

Separation::Separation(int width, int height, int spacing, Push push)
    : m_width(width)
    , m_height(height)
    , m_spacing(spacing)
    , m_push(push)
{
}

double Separation::roundHalfUp(double v)
{
    const double f = std::floor(v);
    return v - f >= 0.5 ? f + 1.0 : f; // v - floor(v) is exact, unlike v + 0.5
}

double Separation::quantize(double v)
{
    return roundHalfUp(v * static_cast<double>(kScale)) / static_cast<double>(kScale);
}

void Separation::snap(std::vector<Room>& rooms)
{
    for (Room& r : rooms) {
        const double x = roundHalfUp(r.x);
        const double y = roundHalfUp(r.y);
        r.vx = x - r.x;
        r.vy = y - r.y;
        r.x = x;
        r.y = y;
        r.overlapping = false;
    }
}

void Separation::buildGrid(const std::vector<Room>& rooms)
{
    // A cell as large as the largest room with its spacing: two rooms that overlap then have
    // their centres in the same or neighbouring cells.
    int maxW = 1;
    int maxH = 1;
    for (const Room& r : rooms) {
        maxW = std::max(maxW, r.w);
        maxH = std::max(maxH, r.h);
    }
    const std::size_t n = rooms.size();
    m_grid.reset(m_width, m_height, maxW + m_spacing, maxH + m_spacing, static_cast<int>(n));
    m_x.resize(n);
    m_y.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const Room& r = rooms[i];
        m_x[i] = static_cast<std::int64_t>(r.x * static_cast<double>(kScale));
        m_y[i] = static_cast<std::int64_t>(r.y * static_cast<double>(kScale));
        m_grid.insert(static_cast<int>(i), r.centreX(), r.centreY());
    }
}

int Separation::iterate(std::vector<Room>& rooms, std::int64_t unit)
{
    const std::size_t n = rooms.size();
    buildGrid(rooms);
    m_dx.assign(n, 0);
    m_dy.assign(n, 0);
    m_pairs.clear();
    const std::int64_t gap = static_cast<std::int64_t>(m_spacing) * kScale;

    for (std::size_t i = 0; i < n; ++i) {
        const Room& a = rooms[i];
        const std::int64_t ax = m_x[i];
        const std::int64_t ay = m_y[i];
        const std::int64_t aw = a.w * kScale;
        const std::int64_t ah = a.h * kScale;
        const int col = m_grid.cellCol(a.centreX());
        const int row = m_grid.cellRow(a.centreY());
        m_grid.forEachIn(col - 1, row - 1, col + 1, row + 1, [&](int jj) {
            const auto j = static_cast<std::size_t>(jj);
            if (j <= i) return;
            const Room& b = rooms[j];
            const std::int64_t bx = m_x[j];
            const std::int64_t by = m_y[j];
            // How far b must go right (or left) to leave `spacing` walls after a's floor.
            const std::int64_t right = ax + aw + gap - bx;
            const std::int64_t left = bx + b.w * kScale + gap - ax;
            if (right <= 0 || left <= 0) return;
            const std::int64_t down = ay + ah + gap - by;
            const std::int64_t up = by + b.h * kScale + gap - ay;
            if (down <= 0 || up <= 0) return;
            m_pairs.emplace_back(static_cast<int>(i), jj);
            // The depth of the overlap: the least that would part the two, along one axis.
            const std::int64_t px = std::min(right, left);
            const std::int64_t py = std::min(down, up);
            const bool alongX = px < py || (px == py && ((i + j) & 1u) == 0);
            const std::int64_t depth = alongX ? px : py;
            // Each is pushed away from the other's centre, as boids keep their distance, by half
            // the depth or the whole, and a little more. Half each parts a lone pair exactly and
            // leaves a crowd packed wall to wall; but a crowd loosens from its edge inwards like
            // heat spreading, and the whole depth takes half the steps. Pushes that only just part
            // two rooms leave them touching, and a crowd of touching rooms jostles for ever.
            // Pushing along the line of the centres, not only along an axis, lets a room slide
            // out sideways.
            const std::int64_t reach = m_push == Push::Half ? (depth + 1) / 2 : depth;
            const std::int64_t push = (reach + kSlack + unit - 1) / unit * unit;
            const double cx = static_cast<double>(2 * (bx - ax) + b.w * kScale - aw);
            const double cy = static_cast<double>(2 * (by - ay) + b.h * kScale - ah);
            const double length = std::sqrt(cx * cx + cy * cy);
            double ux = 0;
            double uy = 0;
            if (length > 0) {
                ux = cx / length;
                uy = cy / length;
            } else {
                // Centres on one point: the axis decides, and the later room goes the positive way.
                (alongX ? ux : uy) = 1;
            }
            const std::int64_t mx = roundToUnit(ux * static_cast<double>(push), unit);
            const std::int64_t my = roundToUnit(uy * static_cast<double>(push), unit);
            m_dx[j] += mx;
            m_dx[i] -= mx;
            m_dy[j] += my;
            m_dy[i] -= my;
        });
    }

    for (Room& r : rooms) r.overlapping = false;
    for (const auto& [i, j] : m_pairs) {
        rooms[static_cast<std::size_t>(i)].overlapping = true;
        rooms[static_cast<std::size_t>(j)].overlapping = true;
    }

    m_moving = 0;
    m_farthest = -1;
    std::int64_t farthest = 0;
    for (std::size_t i = 0; i < n; ++i) {
        Room& r = rooms[i];
        if (m_dx[i] == 0 && m_dy[i] == 0) {
            r.vx = 0;
            r.vy = 0;
            continue;
        }
        // The border wall holds every room inside the map.
        const std::int64_t maxX = static_cast<std::int64_t>(m_width - 1 - r.w) * kScale;
        const std::int64_t maxY = static_cast<std::int64_t>(m_height - 1 - r.h) * kScale;
        const std::int64_t x = std::clamp(m_x[i] + m_dx[i], kScale, std::max(kScale, maxX));
        const std::int64_t y = std::clamp(m_y[i] + m_dy[i], kScale, std::max(kScale, maxY));
        const std::int64_t mx = x - m_x[i];
        const std::int64_t my = y - m_y[i];
        r.vx = static_cast<double>(mx) / static_cast<double>(kScale);
        r.vy = static_cast<double>(my) / static_cast<double>(kScale);
        r.x = static_cast<double>(x) / static_cast<double>(kScale);
        r.y = static_cast<double>(y) / static_cast<double>(kScale);
        if (mx == 0 && my == 0) continue;
        ++m_moving;
        const std::int64_t distance = (mx < 0 ? -mx : mx) + (my < 0 ? -my : my);
        if (distance > farthest) {
            farthest = distance;
            m_farthest = static_cast<int>(i);
        }
    }
    return m_moving;
}

std::vector<int> Separation::pushersOf(int room) const
{
    std::vector<int> out;
    for (const auto& [i, j] : m_pairs) {
        if (i == room)
            out.push_back(j);
        else if (j == room)
            out.push_back(i);
    }
    std::sort(out.begin(), out.end());
    return out;
}

template <typename Found> void Separation::forEachOverlap(const std::vector<Room>& rooms, Found found) const
{
    const std::int64_t gap = static_cast<std::int64_t>(m_spacing) * kScale;
    for (std::size_t i = 0; i < rooms.size(); ++i) {
        const Room& a = rooms[i];
        const int col = m_grid.cellCol(a.centreX());
        const int row = m_grid.cellRow(a.centreY());
        m_grid.forEachIn(col - 1, row - 1, col + 1, row + 1, [&](int jj) {
            const auto j = static_cast<std::size_t>(jj);
            if (j <= i) return;
            const Room& b = rooms[j];
            if (m_x[i] + a.w * kScale + gap > m_x[j] && m_x[j] + b.w * kScale + gap > m_x[i]
                && m_y[i] + a.h * kScale + gap > m_y[j] && m_y[j] + b.h * kScale + gap > m_y[i]) {
                found(static_cast<int>(i), jj);
            }
        });
    }
}

int Separation::countOverlaps(const std::vector<Room>& rooms)
{
    buildGrid(rooms);
    int count = 0;
    forEachOverlap(rooms, [&](int, int) { ++count; });
    return count;
}

int Separation::markOverlaps(std::vector<Room>& rooms)
{
    buildGrid(rooms);
    m_pairs.clear();
    forEachOverlap(rooms, [&](int i, int j) { m_pairs.emplace_back(i, j); });
    for (Room& r : rooms) {
        r.overlapping = false;
        r.vx = 0;
        r.vy = 0;
    }
    int overlapping = 0;
    for (const auto& [i, j] : m_pairs) {
        for (const int k : { i, j }) {
            Room& r = rooms[static_cast<std::size_t>(k)];
            if (!r.overlapping) ++overlapping;
            r.overlapping = true;
        }
    }
    m_moving = 0;
    m_farthest = -1;
    return overlapping;
}

} // namespace mazeworks
