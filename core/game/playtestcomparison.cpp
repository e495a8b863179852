#include "playtestcomparison.h"

#include "game/rules.h"

#include <cmath>

namespace mazeworks {

namespace {

// The difference of two means measured in steps or points, shown in `scale`s of them.
PlaytestDifference means(const stats::Moments& a, const stats::Moments& b, double scale)
{
    PlaytestDifference d { (a.mean() - b.mean()) / scale, std::nullopt };
    if (auto i = stats::meanDifference(a.mean(), a.variance(), a.count, b.mean(), b.variance(), b.count))
        d.interval = stats::Interval { i->low / scale, i->high / scale };
    if (a.count == 0 || b.count == 0) d.value = std::nan("");
    return d;
}

} // namespace

PlaytestComparison comparePlaytests(const PlaytestTally& mine, const PlaytestTally& other)
{
    PlaytestComparison c;
    const stats::Interval cleared = stats::proportionDifference(mine.cleared, mine.games, other.cleared, other.games);
    const PlaytestFigures a = figuresOfTally(mine);
    const PlaytestFigures b = figuresOfTally(other);
    c.cleared = { a.clearRate - b.clearRate, cleared };
    c.meanScore = means(mine.score, other.score, 1);
    c.meanLevel = means(mine.level, other.level, 1);
    c.meanSecondsToFirstDeath = means(mine.firstDeathSteps, other.firstDeathSteps, Rules::StepsPerSecond);
    c.meanSeconds = means(mine.steps, other.steps, Rules::StepsPerSecond);
    c.verdict = cleared.high < 0 ? PlaytestComparison::Verdict::Harder
        : cleared.low > 0        ? PlaytestComparison::Verdict::Easier
                                 : PlaytestComparison::Verdict::NoDetectableDifference;
    return c;
}

const char* verdictWord(PlaytestComparison::Verdict verdict)
{
    switch (verdict) {
    case PlaytestComparison::Verdict::Harder:
        return "harder";
    case PlaytestComparison::Verdict::Easier:
        return "easier";
    case PlaytestComparison::Verdict::NoDetectableDifference:
        break;
    }
    return "no detectable difference";
}

} // namespace mazeworks
