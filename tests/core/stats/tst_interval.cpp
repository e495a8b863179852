#include "stats/interval.h"
#include "stats/moments.h"

#include <QtTest>

#include <cmath>

using namespace mazeworks::stats;

namespace {

bool near(double a, double b, double within) { return std::fabs(a - b) <= within; }

} // namespace

// The intervals a playtest reports, against the published values they must reproduce.
class TstInterval : public QObject {
    Q_OBJECT

private slots:
    void studentsQuantilesAreTheTablesValues()
    {
        // t(0.975, df), to the digits statistical tables give.
        const std::pair<double, double> table[] = {
            { 1, 12.706204736174698 },
            { 2, 4.302652729749464 },
            { 5, 2.570581835636314 },
            { 10, 2.228138851986274 },
            { 30, 2.042272456301238 },
            { 100, 1.983971518523552 },
            { 1000, 1.962339080826265 },
        };
        for (const auto& [df, t] : table)
            QVERIFY2(near(studentQuantile(0.975, df), t, 1e-9), qPrintable(QString::number(df)));
        // Past a thousand degrees of freedom the expansion takes over, continuing the same curve.
        QVERIFY(studentQuantile(0.975, 1001) < studentQuantile(0.975, 1000));
        QVERIFY(studentQuantile(0.975, 1001) > 1.9623);
        QVERIFY(near(studentQuantile(0.975, 1e9), kZ95, 1e-8));
        QCOMPARE(studentQuantile(0.5, 7), 0.0);
        QCOMPARE(studentQuantile(0.025, 10), -studentQuantile(0.975, 10));
    }

    void wilsonsIntervalIsNewcombesExample()
    {
        // Newcombe (1998), 81 of 263: 0.2553 to 0.3662.
        const Interval i = wilson(81, 263);
        QVERIFY(near(i.low, 0.2553, 5e-5));
        QVERIFY(near(i.high, 0.3662, 5e-5));
        // None of ten: from exactly zero; all of ten: to exactly one.
        QCOMPARE(wilson(0, 10).low, 0.0);
        QVERIFY(near(wilson(0, 10).high, 0.2775, 5e-5));
        QCOMPARE(wilson(10, 10).high, 1.0);
        QVERIFY(near(wilson(10, 10).low, 1 - 0.2775, 5e-5));
        // No games say nothing.
        QCOMPARE(wilson(0, 0), (Interval { 0, 1 }));
    }

    void aDifferenceOfRatesIsNewcombesHybridScoreInterval()
    {
        // Newcombe (1998), method 10: 56/70 - 48/80 is 0.0524 to 0.3339; 9/10 - 3/10 is 0.1705 to 0.8090.
        Interval d = proportionDifference(56, 70, 48, 80);
        QVERIFY(near(d.low, 0.0524, 5e-5));
        QVERIFY(near(d.high, 0.3339, 5e-5));
        d = proportionDifference(9, 10, 3, 10);
        QVERIFY(near(d.low, 0.1705, 5e-5));
        QVERIFY(near(d.high, 0.8090, 5e-5));
        // The other way round, the same interval mirrored.
        const Interval back = proportionDifference(3, 10, 9, 10);
        QVERIFY(near(back.low, -d.high, 1e-12));
        QVERIFY(near(back.high, -d.low, 1e-12));
    }

    void aMeansIntervalIsStudentsT()
    {
        // 2 4 4 4 5 5 7 9: mean 5, sample variance 32/7, t(0.975, 7) = 2.364624251592785.
        Moments m;
        for (int x : { 2, 4, 4, 4, 5, 5, 7, 9 }) m.add(static_cast<std::uint64_t>(x));
        QCOMPARE(m.count, std::int64_t(8));
        QCOMPARE(m.mean(), 5.0);
        QCOMPARE(m.variance(), 32.0 / 7);
        const auto i = meanInterval(m.mean(), m.variance(), m.count);
        QVERIFY(i);
        const double half = 2.364624251592785 * std::sqrt(32.0 / 7 / 8);
        QVERIFY(near(i->low, 5 - half, 1e-9));
        QVERIFY(near(i->high, 5 + half, 1e-9));
        // One value has no spread to measure.
        QVERIFY(!meanInterval(3, 0, 1));
    }

    void welchsIntervalUsesTheSatterthwaiteDegreesOfFreedom()
    {
        // Means 20 and 15, variances 16 and 25, 10 and 12 values: se^2 = 1.6 + 25/12, and
        // df = se^4 / (1.6^2/9 + (25/12)^2/11) = 19.98...; t(0.975, 19.98) = 2.0861...
        const auto d = meanDifference(20, 16, 10, 15, 25, 12);
        QVERIFY(d);
        const double a = 1.6;
        const double b = 25.0 / 12;
        const double df = (a + b) * (a + b) / (a * a / 9 + b * b / 11);
        QVERIFY(near(df, 19.98, 0.01));
        const double half = studentQuantile(0.975, df) * std::sqrt(a + b);
        QVERIFY(near(d->low, 5 - half, 1e-12));
        QVERIFY(near(d->high, 5 + half, 1e-12));
        QVERIFY(near(half, 2.0861 * std::sqrt(a + b), 0.002));
        QVERIFY(!meanDifference(1, 0, 1, 2, 0, 5));
        QCOMPARE(*meanDifference(3, 0, 4, 1, 0, 4), (Interval { 2, 2 }));
    }

    void exactSumsMergeInAnyOrderToTheSameBits()
    {
        Moments all;
        Moments odd;
        Moments even;
        for (std::uint64_t x = 0; x < 1000; ++x) {
            const std::uint64_t value = x * x * 7919 % 100003;
            all.add(value);
            (x % 2 ? odd : even).add(value);
        }
        Moments merged = odd;
        merged.merge(even);
        QCOMPARE(merged, all);
        QCOMPARE(merged.variance(), all.variance());
        // A sum of squares past 64 bits survives its decimal form.
        Moments big;
        for (int i = 0; i < 4; ++i) big.add(std::uint64_t(1) << 40);
        QCOMPARE(toDecimal(big.squares), std::string("4835703278458516698824704"));
        QCOMPARE(*fromDecimal(toDecimal(big.squares)), big.squares);
        QCOMPARE(big.variance(), 0.0);
        QVERIFY(!fromDecimal("340282366920938463463374607431768211456")); // 2^128
        QVERIFY(!fromDecimal("12a"));
        QVERIFY(!fromDecimal(""));
    }
};

QTEST_GUILESS_MAIN(TstInterval)
#include "tst_interval.moc"
