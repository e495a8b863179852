#include "dungeon/separation.h"
#include "random/random.h"

#include <QtTest>

using namespace mazeworks;

namespace {

// Brute force: every pair of floors has at least `spacing` walls between them, and each floor
// lies inside the border wall.
bool apart(const std::vector<Room>& rooms, int width, int height, int spacing)
{
    for (std::size_t i = 0; i < rooms.size(); ++i) {
        const Rect a = rooms[i].rect();
        if (a.x < 1 || a.y < 1 || a.right() > width - 1 || a.bottom() > height - 1) return false;
        for (std::size_t j = i + 1; j < rooms.size(); ++j) {
            if (wallsBetween(a, rooms[j].rect()) < spacing) return false;
        }
    }
    return true;
}

std::vector<Room> scatter(Random& random, int count, int width, int height, double area)
{
    std::vector<Room> rooms(static_cast<std::size_t>(count));
    for (Room& r : rooms) {
        r.w = random.between(3, 9);
        r.h = random.between(3, 9);
        const double cx = 0.5 * width + (random.unit() - 0.5) * area * width;
        const double cy = 0.5 * height + (random.unit() - 0.5) * area * height;
        r.x = std::clamp(Separation::quantize(cx - 0.5 * r.w), 1.0, static_cast<double>(width - 1 - r.w));
        r.y = std::clamp(Separation::quantize(cy - 0.5 * r.h), 1.0, static_cast<double>(height - 1 - r.h));
    }
    return rooms;
}

int separate(Separation& separation, std::vector<Room>& rooms, int bound)
{
    int steps = 0;
    while (steps < bound) {
        separation.step(rooms);
        if (separation.overlaps().empty()) break;
        ++steps;
    }
    return steps;
}

} // namespace

class TstSeparation : public QObject {
    Q_OBJECT

private slots:
    void aLonePairIsPartedInOneStep()
    {
        std::vector<Room> rooms(2);
        rooms[0] = { 10, 10, 5, 5 };
        rooms[1] = { 12.5, 11, 4, 4 };
        Separation separation(40, 40, 1, Separation::Push::Half);
        QCOMPARE(separation.step(rooms), 2);
        QCOMPARE(separation.overlaps().size(), std::size_t(1));
        QVERIFY(rooms[0].overlapping && rooms[1].overlapping);
        QVERIFY(rooms[0].vx < 0 && rooms[1].vx > 0); // away from each other's centre
        QCOMPARE(separation.step(rooms), 0);
        QVERIFY(separation.overlaps().empty());
        QVERIFY(!rooms[0].overlapping);
        QCOMPARE(rooms[0].vx, 0.0);
    }

    void roomsOnOnePointComeApart()
    {
        std::vector<Room> rooms(3, Room { 20, 20, 4, 4 });
        Separation separation(60, 60, 1);
        QVERIFY(separate(separation, rooms, 100) < 100);
        QVERIFY(apart(rooms, 60, 60, 1) || true); // real positions: checked after the snap
        Separation::snap(rooms);
        QVERIFY(apart(rooms, 60, 60, 1));
    }

    void aScatterComesApartAndStaysApartWhenSnapped_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("spacing");
        QTest::addColumn<bool>("half");
        for (int count : { 2, 10, 50, 300 }) {
            for (int spacing : { 1, 3 }) {
                for (bool half : { false, true }) {
                    QTest::addRow("%d rooms, spacing %d%s", count, spacing, half ? ", half pushes" : "")
                        << count << spacing << half;
                }
            }
        }
    }
    void aScatterComesApartAndStaysApartWhenSnapped()
    {
        QFETCH(int, count);
        QFETCH(int, spacing);
        QFETCH(bool, half);
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            Random random(seed);
            const int side = 12 + static_cast<int>(std::sqrt(count * (6.0 + spacing) * (6.0 + spacing) / 0.4));
            std::vector<Room> rooms = scatter(random, count, side, side, 0.6);
            Separation separation(side, side, spacing, half ? Separation::Push::Half : Separation::Push::Whole);
            const int steps = separate(separation, rooms, 5000);
            QVERIFY2(steps < 5000, "the rooms did not come apart");
            for (const Room& r : rooms) {
                // Positions are exact multiples of the quantum.
                QCOMPARE(Separation::quantize(r.x), r.x);
                QCOMPARE(Separation::quantize(r.y), r.y);
            }
            Separation::snap(rooms);
            QVERIFY(apart(rooms, side, side, spacing));
            QCOMPARE(separation.countOverlaps(rooms), 0);
        }
    }

    void snappingKeepsEveryGap()
    {
        // Any real positions with at least `spacing` walls between floors keep them when each
        // rounds to the nearest tile, halves up, in both directions.
        Random random(5);
        for (int trial = 0; trial < 20000; ++trial) {
            const int spacing = random.between(1, 3);
            std::vector<Room> rooms(2);
            rooms[0] = { Separation::quantize(random.real(1, 20)), Separation::quantize(random.real(1, 20)),
                random.between(1, 6), random.between(1, 6) };
            rooms[1] = rooms[0];
            rooms[1].w = random.between(1, 6);
            rooms[1].h = random.between(1, 6);
            const double gap = spacing + Separation::kQuantum * static_cast<double>(random.between(0, 1500));
            if (random.chance(0.5))
                rooms[1].x = rooms[0].x + rooms[0].w + gap;
            else
                rooms[1].y = rooms[0].y + rooms[0].h + gap;
            Separation::snap(rooms);
            QVERIFY(wallsBetween(rooms[0].rect(), rooms[1].rect()) >= spacing);
        }
        QCOMPARE(Separation::roundHalfUp(2.5), 3.0);
        QCOMPARE(Separation::roundHalfUp(-2.5), -2.0);
        QCOMPARE(Separation::roundHalfUp(0.49999999999999994), 0.0);
    }

    void roomsTooManyForTheMapJamAgainstTheBorder()
    {
        // Two rooms 6 wide in a map 12 wide (10 inside): no way to leave a wall between them.
        std::vector<Room> rooms(2);
        rooms[0] = { 1, 1, 6, 8 };
        rooms[1] = { 4, 1, 6, 8 };
        Separation separation(12, 10, 1);
        int moved = 1;
        for (int i = 0; i < 10 && moved > 0; ++i) moved = separation.step(rooms);
        QCOMPARE(moved, 0);
        QVERIFY(!separation.overlaps().empty());
    }

    void theCaptionKnowsWhoPushedWhom()
    {
        std::vector<Room> rooms(3);
        rooms[0] = { 20, 20, 6, 6 };
        rooms[1] = { 17, 21, 4, 4 };
        rooms[2] = { 25, 21, 4, 4 };
        Separation separation(60, 60, 1);
        separation.step(rooms);
        const std::vector<int> by = separation.pushersOf(1);
        QCOMPARE(by, std::vector<int>({ 0 }));
        QCOMPARE(separation.pushersOf(0), std::vector<int>({ 1, 2 }));
        QVERIFY(separation.farthest() >= 0);
    }
};

QTEST_APPLESS_MAIN(TstSeparation)
#include "tst_separation.moc"
