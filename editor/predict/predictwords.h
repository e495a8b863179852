#pragma once

#include "dungeon/nextchoice.h"
#include "path/nextsettled.h"

#include <QCoreApplication>
#include <QString>

namespace mazeworks {

// Predict's words, in the user's language: the questions, and why the answer is the answer,
// in one sentence from the algorithm's own rule with its key values.
class PredictWords {
    Q_DECLARE_TR_FUNCTIONS(PredictWords)

public:
    // What settles tiles: a path search, the distance map's wave, the flow field (from its goals).
    enum class Stepped { Search, Wave, Field };

    static QString askTile(Stepped stepped);
    static QString askPrim();
    static QString askMerge();
    static QString askVisit();
    // "Right." or "Wrong.", and "3 of 4 right".
    static QString verdict(bool right);
    static QString score(int right, int asked);
    // Why the search, the wave or the flow field settles what it settles.
    static QString whySettled(const NextSettled& next, Stepped stepped);
    static QString whyPrim(const PrimChoice& choice);
    static QString whyMerge(const MergeChoice& choice);
    static QString whyVisit(const VisitChoice& choice);
};

} // namespace mazeworks
