#pragma once

// Two playtests of two versions of a level on the same seeds, compared: each figure of the one
// less the other's, with a 95 % interval for the difference, and the verdict on the clear rate.
// The command line's --against and the editor's Playtest report both judge by this.

#include "game/playtest.h"
#include "stats/interval.h"

#include <optional>

namespace mazeworks {

// One figure of the first playtest less the same figure of the other.
struct PlaytestDifference {
    // NaN when one of the two has no figure (a mean over games of which none was caught).
    double value = 0;
    // None for a mean of fewer than two games on either side.
    std::optional<stats::Interval> interval;
};

struct PlaytestComparison {
    // What the difference says about the first level, against the other, at 95 %.
    enum class Verdict { Harder, Easier, NoDetectableDifference };

    PlaytestDifference cleared; // of the clear rate (0 to 1), Newcombe's hybrid score interval
    PlaytestDifference meanScore; // the means' intervals by Welch's t
    PlaytestDifference meanLevel;
    PlaytestDifference meanSecondsToFirstDeath; // in seconds of game time
    PlaytestDifference meanSeconds;
    // Harder when the whole interval of the clear rate's difference lies below nought, easier
    // when above: the clear rate is the figure a level's difficulty is judged by.
    Verdict verdict = Verdict::NoDetectableDifference;
};

// `mine` less `other` (two playtests of as many games on the same seeds, though nothing here
// relies on the seeds: the intervals treat them as independent samples, which only widens them).
PlaytestComparison comparePlaytests(const PlaytestTally& mine, const PlaytestTally& other);

// The verdict's word in the command line's reports: "harder", "easier", "no detectable difference".
const char* verdictWord(PlaytestComparison::Verdict verdict);

} // namespace mazeworks
