#pragma once

// The words of a search's pseudocode lines, in the user's language: the editor's code panel and
// the handout print the same lines. Translated in the context the editor has always used
// ("SearchText"), so that the translations made for the code panel stay valid.

#include "path/pseudocode.h"
#include "path/searchoptions.h"

#include <QString>

namespace mazeworks {

// The line of the search that runs (`algorithm`), as the teacher chose it: `guesses` when the
// choice has a guess (A*, best-first and the bidirectional A*, even with no heuristic), `weight`
// the weight of weighted A* (1 otherwise).
QString codeLineWords(
    CodeLine line, Algorithm algorithm, Movement movement, Corners corners, bool guesses, double weight);

// The name of a search: "Breadth-first search", "A*".
QString algorithmWords(Algorithm algorithm);

} // namespace mazeworks
