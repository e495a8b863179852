#pragma once

// What play and playtest share: their options about the game, read the same way with the same
// mistakes, and the one check that a level can be played (play.cpp).

#include "cli.h"

#include "game/pilot.h"
#include "maze/maze.h"

#include <optional>
#include <string>

namespace mazeworks::cli {

// The rules of --rules, or `level`'s when it is not given; a word that is not a rule is a usage error.
RuleSet rulesOption(const Args& args, RuleSet level);
// --pilot casual|expert (casual by default).
PilotKind pilotOption(const Args& args);
// --seconds S of game time, 0 to a day (600 by default).
double secondsOption(const Args& args);

// The level that `text` (read from `path`) holds, when it can be played. When it cannot, its
// diagnostics, or why it cannot be played, are printed on standard error, and the command is
// over with exit 1.
std::optional<Maze> playableLevel(const std::string& path, const std::string& text);

// The lines of --help for --pilot and --rules.
extern const char* const kPilotAndRulesHelp;

} // namespace mazeworks::cli
