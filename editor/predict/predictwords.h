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
    static QString askTile(bool wave);
    static QString askPrim();
    static QString askMerge();
    static QString askVisit();
    // "Right." or "Wrong.", and "3 of 4 right".
    static QString verdict(bool right);
    static QString score(int right, int asked);
    // Why the search (`wave`: the distance map's wave) settles what it settles.
    static QString whySettled(const NextSettled& next, bool wave);
    static QString whyPrim(const PrimChoice& choice);
    static QString whyMerge(const MergeChoice& choice);
    static QString whyVisit(const VisitChoice& choice);
};

} // namespace mazeworks
