// The contrast of the map's colours in each look (issue 34), as WCAG 2.1 measures it: the
// ratio (L1 + 0.05) / (L2 + 0.05) of the relative luminances of the lighter and the darker
// colour, translucent colours composed over what they are drawn on first.
//
// What carries meaning must keep 4.5:1 against what it is drawn on: the walls' edge (the only
// thing that shows where a wall is, against the floor outside and the wall's body inside),
// food, doors, the muncher, the ghosts and the fruit, the diagnostics' error and warning marks
// and the selection (on the floor and on a wall's body, where a problem can be), and the
// overlays' marks (the way, start and goal, a search's frontier, runs, the subgoal graph's
// nodes and edges, the tile shown, the arrows, the wave's crest). A search's settled tiles and
// the tiles both sides reached are areas of colour under those marks, not marks: they keep the
// 3:1 of non-text contrast (WCAG 2.1, 1.4.11). The walls' body, the tunnel, the ghosts' house
// and the grid are the ground things are drawn on and are left out: their edges and contents
// say what they are.

#include "picture/theme.h"

#include "overlays/overlaypalette.h"

#include <QtTest>

#include <cmath>

using namespace mazeworks;

namespace {

double channel(int value)
{
    const double c = value / 255.0;
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor& colour)
{
    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue());
}

// A translucent colour as it shows on an opaque one.
QColor over(const QColor& colour, const QColor& ground)
{
    const double a = colour.alphaF();
    auto mix = [a](int top, int below) { return static_cast<int>(std::lround(top * a + below * (1 - a))); };
    return QColor(
        mix(colour.red(), ground.red()), mix(colour.green(), ground.green()), mix(colour.blue(), ground.blue()));
}

double contrast(const QColor& colour, const QColor& ground)
{
    const double one = luminance(over(colour, ground));
    const double two = luminance(ground);
    return (std::max(one, two) + 0.05) / (std::min(one, two) + 0.05);
}

struct Pair {
    const char* what;
    QColor colour;
    const char* on;
    QColor ground;
    double least;
};

constexpr double kMeaning = 4.5;
constexpr double kArea = 3.0;

std::vector<Pair> pairs(const Look& look)
{
    std::vector<Pair> all {
        { "wall edge", look.wallEdge, "background", look.background, kMeaning },
        { "wall edge", look.wallEdge, "wall body", look.wallBody, kMeaning },
        { "dot", look.dot, "background", look.background, kMeaning },
        { "energizer", look.energizer, "background", look.background, kMeaning },
        { "door", look.door, "background", look.background, kMeaning },
        { "door", look.door, "ghost house", look.house, kMeaning },
        { "muncher", look.muncher, "background", look.background, kMeaning },
        { "red ghost", look.red, "background", look.background, kMeaning },
        { "pink ghost", look.pink, "background", look.background, kMeaning },
        { "cyan ghost", look.cyan, "background", look.background, kMeaning },
        { "orange ghost", look.orange, "background", look.background, kMeaning },
        { "fruit", look.fruit, "background", look.background, kMeaning },
        { "ghost in the house", look.red, "ghost house", look.house, kMeaning },
        { "muncher in a tunnel", look.muncher, "tunnel", look.tunnel, kMeaning },
        { "error", look.error, "background", look.background, kMeaning },
        { "error", look.error, "wall body", look.wallBody, kMeaning },
        { "warning", look.warning, "background", look.background, kMeaning },
        { "warning", look.warning, "wall body", look.wallBody, kMeaning },
        { "selection", look.selection, "background", look.background, kMeaning },
        { "selection", look.selection, "wall body", look.wallBody, kMeaning },
    };
    namespace o = overlaypalette;
    const std::vector<std::pair<const char*, QColor>> marks {
        { "crest", o::crest },
        { "frontier", o::frontier },
        { "back frontier", o::backFrontier },
        { "run now", o::runNow },
        { "run before", o::runBefore },
        { "subgoal", o::subgoal },
        { "graph edge", o::graphEdge },
        { "shown", o::shown },
        { "arrow", o::arrow },
        { "way", o::way },
        { "start", o::start },
        { "goal", o::goal },
    };
    for (const auto& [what, colour] : marks) all.push_back({ what, colour, "background", look.background, kMeaning });
    const std::vector<std::pair<const char*, QColor>> areas {
        { "settled", o::settled },
        { "back settled", o::backSettled },
        { "both sides", o::bothSides },
    };
    for (const auto& [what, colour] : areas) all.push_back({ what, colour, "background", look.background, kArea });
    return all;
}

} // namespace

class TestContrast : public QObject {
    Q_OBJECT

private slots:
    void theMeasureIsWcags()
    {
        // WCAG's own ends and a known pair: black on white 21:1, a colour on itself 1:1, and
        // #777777 on white just under 4.5:1 (4.48).
        QCOMPARE(std::round(contrast(Qt::black, Qt::white) * 100) / 100, 21.0);
        QCOMPARE(contrast(QColor(0x3d, 0x6b, 0xff), QColor(0x3d, 0x6b, 0xff)), 1.0);
        QCOMPARE(std::round(contrast(QColor(0x77, 0x77, 0x77), Qt::white) * 100) / 100, 4.48);
        // Translucent white at half strength on black is mid grey.
        QCOMPARE(over(QColor(255, 255, 255, 128), Qt::black), QColor(128, 128, 128));
    }

    void everyColourStandsOutInEveryLook_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("classic") << static_cast<int>(LookKind::Classic);
        QTest::newRow("high contrast") << static_cast<int>(LookKind::HighContrast);
    }

    void everyColourStandsOutInEveryLook()
    {
        QFETCH(int, kind);
        QStringList low;
        for (const Pair& pair : pairs(lookOf(static_cast<LookKind>(kind)))) {
            const double ratio = contrast(pair.colour, pair.ground);
            if (ratio < pair.least) {
                low << QStringLiteral("%1 %2 on %3 %4: %5:1, under %6:1")
                           .arg(QLatin1String(pair.what), pair.colour.name(QColor::HexArgb), QLatin1String(pair.on),
                               pair.ground.name())
                           .arg(ratio, 0, 'f', 2)
                           .arg(pair.least);
            }
        }
        QVERIFY2(low.isEmpty(), qPrintable(low.join(QStringLiteral("; "))));
    }

    void theCurrentLookIsTheOneChosen()
    {
        // The painters read the colours by their old names: a change of look reaches them.
        QCOMPARE(currentLook(), LookKind::Classic);
        QCOMPARE(theme::background, lookOf(LookKind::Classic).background);
        setLook(LookKind::HighContrast);
        QCOMPARE(currentLook(), LookKind::HighContrast);
        QCOMPARE(theme::background, QColor(Qt::black));
        QCOMPARE(theme::wallEdge, lookOf(LookKind::HighContrast).wallEdge);
        QVERIFY(theme::wallEdgeWidth > lookOf(LookKind::Classic).wallEdgeWidth);
        setLook(LookKind::Classic);
        QCOMPARE(theme::wallEdge, lookOf(LookKind::Classic).wallEdge);
    }
};

QTEST_GUILESS_MAIN(TestContrast)
#include "tst_contrast.moc"
