#pragma once

#include "dungeon/generator.h"

#include <QString>

#include <string_view>

namespace mazeworks {

// The generator's words in the user's language. Core says what happened as a code and numbers
// (Caption, DungeonProblem); the editor keeps a translated template for every id, with core's
// English text as its source, and a test holds the two tables together.

// "Placing rooms", "Separating", ...
QString phaseName(Phase phase);
// What the phase does, in a sentence, for the tooltip of the phase on screen.
QString phaseHint(Phase phase);
QString placementName(Placement placement);
QString connectionName(Connection connection);

// The sentence of a caption, translated, its numbers put in; empty for CaptionCode::None.
QString captionText(const Caption& caption);
// Why a dungeon cannot be made, translated, its numbers put in.
QString problemText(const DungeonProblem& problem);

// The figures of a moment in one line: "step 132, 12 rooms moving, 7 overlaps, ...".
QString figuresSummary(const Generator& generator);

// The translated templates by core's ids (%1, %2 for the values); empty for an unknown id.
QString captionTemplate(std::string_view id);
QString problemTemplate(std::string_view id);
// The untranslated source templates, which must be core's English word for word.
QString captionSource(std::string_view id);
QString problemSource(std::string_view id);

} // namespace mazeworks
