#pragma once

#include "dungeon/generator.h"

#include <QString>

#include <string_view>

namespace mazeworks {

// The generator's words in the user's language. Core says what happened as a code and numbers
// (Caption, DungeonProblem), and its English text of that code is the source of the
// translations (context "mazeworks::GeneratorText").

// "Placing rooms", "Separating", ...
QString phaseName(Phase phase);
// What the phase does, in a sentence, for the tooltip of the phase on screen.
QString phaseHint(Phase phase);
// The phase a view names over the generator's caption: that of the step the caption describes
// (the snap, say, after which the generator already stands at the start of linking).
Phase shownPhase(const Generator& generator);
QString placementName(Placement placement);
QString connectionName(Connection connection);

// The sentence of a caption, translated, its numbers put in; empty for CaptionCode::None.
QString captionText(const Caption& caption);
// Why a dungeon cannot be made, translated, its numbers put in.
QString problemText(const DungeonProblem& problem);

// The figures of a moment in one line: "step 132, 12 rooms moving, 7 overlaps, ...".
QString figuresSummary(const Generator& generator);

} // namespace mazeworks
