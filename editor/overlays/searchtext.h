#pragma once

#include "path/watchedsearch.h"
#include "searchchoice.h"

#include <QCoreApplication>
#include <QString>

namespace mazeworks {

// The classroom's words, in the user's language: the lines of each search's pseudocode, the
// rules that break ties, what a step did.
class SearchText {
    Q_DECLARE_TR_FUNCTIONS(SearchText)

public:
    // A line of the pseudocode of `choice` (the search that runs: `algorithm`).
    static QString codeLine(CodeLine line, const SearchChoice& choice, Algorithm algorithm);
    // Why a row of the open list comes after the one before it.
    static QString tieRule(Tie tie, Algorithm algorithm);
    // What a step did, in a sentence: "Took (3, 4), f 7: 2 added, 1 settled already."
    static QString stepCaption(const WatchedSearch& search);
    // A tile as the panels write it: "(3, 4)".
    static QString tile(Cell cell);
    // A cost: whole numbers without decimals, others with two.
    static QString cost(double value);
    // What the guess h is, for the code panel: "h: the Manhattan distance to the goal".
    static QString guessLine(const SearchChoice& choice, Algorithm algorithm);
    // Why jump point search is not what runs, or empty.
    static QString fallBack(const WatchedSearch& search);
};

} // namespace mazeworks
