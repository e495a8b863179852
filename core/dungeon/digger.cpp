#include "dungeon/digger.h"

#include <algorithm>
#include <cstdlib>

namespace mazeworks {

namespace {

// Adds the tiles from `from` to `to` (one axis), without repeating the last tile already there.
void line(std::vector<Cell>& cells, Cell from, Cell to)
{
    const int stepCol = to.col > from.col ? 1 : to.col < from.col ? -1 : 0;
    const int stepRow = to.row > from.row ? 1 : to.row < from.row ? -1 : 0;
    Cell c = from;
    for (;;) {
        if (cells.empty() || !(cells.back() == c)) cells.push_back(c);
        if (c == to) break;
        c.col += stepCol;
        c.row += stepRow;
    }
}

CorridorShape shapeOf(const std::vector<Cell>& cells)
{
    int bends = 0;
    for (std::size_t i = 2; i < cells.size(); ++i) {
        const bool before = cells[i - 1].col != cells[i - 2].col;
        const bool after = cells[i].col != cells[i - 1].col;
        if (before != after) ++bends;
    }
    return bends == 0 ? CorridorShape::Straight
        : bends == 1  ? CorridorShape::L
        : bends == 2  ? CorridorShape::Z
                      : CorridorShape::Jog;
}

int clampInt(int v, int low, int high) { return v < low ? low : v > high ? high : v; }
std::int64_t clamp64(std::int64_t v, std::int64_t low, std::int64_t high)
{
    return v < low ? low : v > high ? high : v;
}

// The tile that a coordinate in half tiles lies in (a tile edge: the tile after it), kept
// within [low, high].
int tileOf(std::int64_t half, int low, int high) { return clampInt(static_cast<int>(half / 2), low, high); }

} // namespace

Digger::Digger(int width, int height, const std::vector<Rect>& rooms)
    : m_rects(rooms)
    , m_rooms(width, height, -1)
    , m_corridors(width, height, -1)
{
    for (std::size_t i = 0; i < rooms.size(); ++i) {
        const Rect& r = rooms[i];
        for (int row = r.y; row < r.bottom(); ++row) {
            for (int col = r.x; col < r.right(); ++col) m_rooms.set(col, row, static_cast<std::int32_t>(i));
        }
    }
}

bool Digger::fits(const std::vector<Cell>& cells, int a, int b, bool door) const
{
    if (cells.empty()) return false;
    const int w = width();
    const int h = height();
    const std::size_t last = cells.size() - 1;
    for (std::size_t k = 0; k < cells.size(); ++k) {
        const Cell c = cells[k];
        // The border wall stays whole, so no way leads off the map and round.
        if (c.col < 1 || c.row < 1 || c.col > w - 2 || c.row > h - 2) return false;
        if (m_rooms[m_rooms.index(c)] >= 0) return false;
        for (Direction d : kDirections) {
            const int r = m_rooms[m_rooms.index(c.col + dx(d), c.row + dy(d))];
            if (r < 0) continue;
            if (door ? (r == a || r == b) : ((r == a && k == 0) || (r == b && k == last))) continue;
            return false;
        }
    }
    return true;
}

std::optional<Corridor> Digger::door(int a, int b, int doorWidth, Random& random) const
{
    const Rect& ra = m_rects[static_cast<std::size_t>(a)];
    const Rect& rb = m_rects[static_cast<std::size_t>(b)];
    const bool sideBySide = ra.right() <= rb.x || rb.right() <= ra.x;
    // Along the shared wall: the span both floors have, and the wall tiles across.
    int from = 0;
    int to = 0;
    int across0 = 0;
    int across1 = 0;
    if (sideBySide) {
        from = std::max(ra.y, rb.y);
        to = std::min(ra.bottom(), rb.bottom());
        across0 = ra.right() <= rb.x ? ra.right() : rb.right();
        across1 = ra.right() <= rb.x ? rb.x : ra.x;
    } else {
        from = std::max(ra.x, rb.x);
        to = std::min(ra.right(), rb.right());
        across0 = ra.bottom() <= rb.y ? ra.bottom() : rb.bottom();
        across1 = ra.bottom() <= rb.y ? rb.y : ra.y;
    }
    const int places = to - from - doorWidth + 1;
    if (places <= 0 || across1 <= across0) return std::nullopt;
    const int first = static_cast<int>(random.below(static_cast<std::uint64_t>(places)));
    Corridor c { a, b, CorridorShape::Door, {} };
    for (int k = 0; k < places; ++k) {
        const int at = from + (first + k) % places;
        c.cells.clear();
        for (int along = at; along < at + doorWidth; ++along) {
            for (int t = across0; t < across1; ++t)
                c.cells.push_back(sideBySide ? Cell { t, along } : Cell { along, t });
        }
        if (fits(c.cells, a, b, true)) return c;
    }
    return std::nullopt;
}

void Digger::candidates(int a, int b, int maxBends, bool withL, Random& random, std::vector<Corridor>& out) const
{
    const Rect& A = m_rects[static_cast<std::size_t>(a)];
    const Rect& B = m_rects[static_cast<std::size_t>(b)];
    const int ax0 = A.x, ax1 = A.right() - 1, ay0 = A.y, ay1 = A.bottom() - 1;
    const int bx0 = B.x, bx1 = B.right() - 1, by0 = B.y, by1 = B.bottom() - 1;
    const bool east = bx0 > ax1 + 1;
    const bool west = bx1 < ax0 - 1;
    const bool south = by0 > ay1 + 1;
    const bool north = by1 < ay0 - 1;
    // The tiles of each room nearest the other's centre: where the ways prefer to start.
    const int acol = clampInt(B.x + B.w / 2, ax0, ax1);
    const int arow = clampInt(B.y + B.h / 2, ay0, ay1);
    const int bcol = clampInt(A.x + A.w / 2, bx0, bx1);
    const int brow = clampInt(A.y + A.h / 2, by0, by1);
    const int exitCol = east ? ax1 + 1 : ax0 - 1; // the wall tile beside A, towards B
    const int entryCol = east ? bx0 - 1 : bx1 + 1;
    const int exitRow = south ? ay1 + 1 : ay0 - 1;
    const int entryRow = south ? by0 - 1 : by1 + 1;
    auto randomIn = [&random](int low, int high) { return random.between(low, high); };
    auto add = [&](std::vector<Cell> cells) { out.push_back({ a, b, shapeOf(cells), std::move(cells) }); };

    auto straightAcross = [&](int row) { // east or west, a row both rooms have
        std::vector<Cell> cells;
        line(cells, { exitCol, row }, { entryCol, row });
        add(std::move(cells));
    };
    auto straightDown = [&](int col) {
        std::vector<Cell> cells;
        line(cells, { col, exitRow }, { col, entryRow });
        add(std::move(cells));
    };
    // Across first, then up or down into B's top or bottom wall.
    auto acrossThenDown = [&](int row, int col) {
        if (!withL || (row >= by0 && row <= by1)) return;
        std::vector<Cell> cells;
        line(cells, { exitCol, row }, { col, row });
        line(cells, { col, row }, { col, row < by0 ? by0 - 1 : by1 + 1 });
        add(std::move(cells));
    };
    auto downThenAcross = [&](int col, int row) {
        if (!withL || (col >= bx0 && col <= bx1)) return;
        std::vector<Cell> cells;
        line(cells, { col, exitRow }, { col, row });
        line(cells, { col, row }, { col < bx0 ? bx0 - 1 : bx1 + 1, row });
        add(std::move(cells));
    };
    // Across, down a column between the rooms, across again into B's side wall.
    auto zAcross = [&](int rowA, int middle, int rowB) {
        std::vector<Cell> cells;
        line(cells, { exitCol, rowA }, { middle, rowA });
        line(cells, { middle, rowA }, { middle, rowB });
        line(cells, { middle, rowB }, { entryCol, rowB });
        add(std::move(cells));
    };
    auto zDown = [&](int colA, int middle, int colB) {
        std::vector<Cell> cells;
        line(cells, { colA, exitRow }, { colA, middle });
        line(cells, { colA, middle }, { colB, middle });
        line(cells, { colB, middle }, { colB, entryRow });
        add(std::move(cells));
    };

    const int sharedRow0 = std::max(ay0, by0), sharedRow1 = std::min(ay1, by1);
    const int sharedCol0 = std::max(ax0, bx0), sharedCol1 = std::min(ax1, bx1);
    constexpr int kTries = 3;
    if ((east || west) && sharedRow0 <= sharedRow1) {
        straightAcross((sharedRow0 + sharedRow1) / 2);
        for (int k = 0; k < kTries; ++k) straightAcross(randomIn(sharedRow0, sharedRow1));
    }
    if ((north || south) && sharedCol0 <= sharedCol1) {
        straightDown((sharedCol0 + sharedCol1) / 2);
        for (int k = 0; k < kTries; ++k) straightDown(randomIn(sharedCol0, sharedCol1));
    }
    if (maxBends < 1) return;
    const bool across = east || west;
    const bool down = north || south;
    // The longer way round first, as a corridor would go.
    const int spanX = std::abs((2 * B.x + B.w) - (2 * A.x + A.w));
    const int spanY = std::abs((2 * B.y + B.h) - (2 * A.y + A.h));
    const bool acrossFirst = spanX >= spanY;
    const int zMiddleCol0 = east ? ax1 + 2 : bx1 + 2, zMiddleCol1 = east ? bx0 - 2 : ax0 - 2;
    const int zMiddleRow0 = south ? ay1 + 2 : by1 + 2, zMiddleRow1 = south ? by0 - 2 : ay0 - 2;
    auto tryAcross = [&](bool preferred) {
        if (!across) return;
        if (down || !(sharedRow0 <= sharedRow1)) {
            if (preferred)
                acrossThenDown(arow, bcol);
            else
                acrossThenDown(randomIn(ay0, ay1), randomIn(bx0, bx1));
        }
        if (maxBends >= 2 && zMiddleCol0 <= zMiddleCol1) {
            if (preferred)
                zAcross(arow, (exitCol + entryCol) / 2, brow);
            else
                zAcross(randomIn(ay0, ay1), randomIn(zMiddleCol0, zMiddleCol1), randomIn(by0, by1));
        }
    };
    auto tryDown = [&](bool preferred) {
        if (!down) return;
        if (across || !(sharedCol0 <= sharedCol1)) {
            if (preferred)
                downThenAcross(acol, brow);
            else
                downThenAcross(randomIn(ax0, ax1), randomIn(by0, by1));
        }
        if (maxBends >= 2 && zMiddleRow0 <= zMiddleRow1) {
            if (preferred)
                zDown(acol, (exitRow + entryRow) / 2, bcol);
            else
                zDown(randomIn(ax0, ax1), randomIn(zMiddleRow0, zMiddleRow1), randomIn(bx0, bx1));
        }
    };
    for (int k = 0; k <= kTries; ++k) {
        if (acrossFirst) {
            tryAcross(k == 0);
            tryDown(k == 0);
        } else {
            tryDown(k == 0);
            tryAcross(k == 0);
        }
    }
}

std::optional<Corridor> Digger::route(int a, int b, int maxBends, Random& random, bool withL) const
{
    std::vector<Corridor> options;
    candidates(a, b, maxBends, withL, random, options);
    for (Corridor& c : options) {
        if (fits(c.cells, a, b, false)) return std::move(c);
    }
    return std::nullopt;
}

std::optional<Corridor> Digger::proposalWay(int a, int b) const
{
    const Rect& A = m_rects[static_cast<std::size_t>(a)];
    const Rect& B = m_rects[static_cast<std::size_t>(b)];
    const bool east = B.x > A.right();
    const bool west = B.right() < A.x;
    const bool south = B.y > A.bottom();
    const bool north = B.bottom() < A.y;
    if (!(east || west || north || south)) return std::nullopt;
    // The proposal's geometry, exactly, in half tiles: each room's connection point is the point
    // of its rectangle nearest the other's centre (its edges are whole tiles, its centre may be
    // half a tile).
    auto half = [](int v) { return 2 * static_cast<std::int64_t>(v); };
    const std::int64_t acx = half(A.x) + A.w, acy = half(A.y) + A.h;
    const std::int64_t bcx = half(B.x) + B.w, bcy = half(B.y) + B.h;
    const std::int64_t pax = clamp64(bcx, half(A.x), half(A.right())), pay = clamp64(bcy, half(A.y), half(A.bottom()));
    const std::int64_t pbx = clamp64(acx, half(B.x), half(B.right())), pby = clamp64(acy, half(B.y), half(B.bottom()));
    // Along the axis on which the points lie farther apart (a tie goes down, as the proposal's
    // else does); in tiles only an axis on which B lies beyond A's wall can be dug along.
    bool across = std::llabs(pbx - pax) > std::llabs(pby - pay);
    if (across && !(east || west)) across = false;
    if (!across && !(north || south)) across = true;

    // Mirrored so that one rule serves both axes: "along" is the chosen axis.
    auto cell = [across](int along, int side) { return across ? Cell { along, side } : Cell { side, along }; };
    const bool forward = across ? east : south;
    const int step = forward ? 1 : -1;
    const int a0 = across ? A.x : A.y, a1 = across ? A.right() : A.bottom(); // A along, edges
    const int b0 = across ? B.x : B.y, b1 = across ? B.right() : B.bottom();
    const int aSide0 = across ? A.y : A.x, aSide1 = across ? A.bottom() - 1 : A.right() - 1; // tiles
    const int bSide0 = across ? B.y : B.x, bSide1 = across ? B.bottom() - 1 : B.right() - 1;
    const std::int64_t sa = across ? pay : pax; // the points across the axis, in half tiles
    const std::int64_t sb = across ? pby : pbx;
    const int exit = forward ? a1 : a0 - 1; // the wall tile beside A, towards B
    const int entry = forward ? b0 - 1 : b1; // the wall tile beside B
    const int ra = tileOf(sa, aSide0, aSide1);
    const int rb = tileOf(sb, bSide0, bSide1);
    // A tile and a half from A's edge, and before B's: the tiles whose centres lie there.
    const int first = exit + step;
    const int target = entry - step;
    std::vector<Cell> cells;
    if (std::llabs(sb - sa) > 3) {
        // More than a tile and a half across: along to a tile and a half before B, across, in.
        if ((target - exit) * step < 0) return std::nullopt;
        line(cells, cell(exit, ra), cell(target, ra));
        line(cells, cell(target, ra), cell(target, rb));
        line(cells, cell(target, rb), cell(entry, rb));
    } else {
        // The double jog: out a tile and a half, across to half-way, along to a tile and a half
        // before B, across the rest, in. Points in line make it straight; a half-way that falls
        // in the row of one end leaves one jog.
        if ((target - first) * step < 0) return std::nullopt;
        const int rm = clampInt(static_cast<int>((sa + sb) / 4), std::min(ra, rb), std::max(ra, rb));
        line(cells, cell(exit, ra), cell(first, ra));
        line(cells, cell(first, ra), cell(first, rm));
        line(cells, cell(first, rm), cell(target, rm));
        line(cells, cell(target, rm), cell(target, rb));
        line(cells, cell(target, rb), cell(entry, rb));
    }
    return Corridor { a, b, shapeOf(cells), std::move(cells) };
}

std::optional<Corridor> Digger::routeByProposal(int a, int b, Random& random) const
{
    if (std::optional<Corridor> way = proposalWay(a, b); way && fits(way->cells, a, b, false)) return way;
    // The proposal draws its corridors through anything; here a way may not cut a room, so the
    // straight runs and Z shapes of route() stand in, never an L.
    return route(a, b, 2, random, false);
}

std::vector<int> Digger::dig(const Corridor& corridor)
{
    const auto id = static_cast<std::int32_t>(m_dug++);
    std::vector<int> touched;
    for (const Cell c : corridor.cells) {
        const std::int32_t here = m_corridors[m_corridors.index(c)];
        if (here >= 0 && here != id)
            touched.push_back(here);
        else
            m_corridors.set(c, id);
    }
    for (const Cell c : corridor.cells) {
        for (Direction d : kDirections) {
            const int col = c.col + dx(d);
            const int row = c.row + dy(d);
            if (!m_corridors.contains(col, row)) continue;
            const std::int32_t there = m_corridors[m_corridors.index(col, row)];
            if (there >= 0 && there != id) touched.push_back(there);
        }
    }
    std::sort(touched.begin(), touched.end());
    touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
    return touched;
}

} // namespace mazeworks
