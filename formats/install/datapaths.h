#pragma once

#include <QString>

// Where the programs find the files installed beside them: the shipped levels, the compiled
// translations, the user manual. Always relative to the running program (bin/../share/mazeworks
// when installed, the build tree's share/mazeworks when run from the build), never through the
// source tree; $MAZEWORKS_DATA_DIR overrides it.
namespace mazeworks {

// The folder of the running program (the real file, symbolic links followed).
QString programDirectory();

// The folder of Mazeworks' data: $MAZEWORKS_DATA_DIR when set, else the first of
// PROGRAM/../share/mazeworks (as installed) and the build tree's share/mazeworks that holds a
// levels/ folder; empty when there is none.
QString dataDirectory();

// One sentence for the user when dataDirectory() is empty: where it looked, what to set.
QString missingDataMessage();

// The shipped levels (DATA/levels), the compiled translations (DATA/translations); empty
// when there is no data directory.
QString levelsDirectory();
QString translationsDirectory();
// The shipped lessons (DATA/lessons), with the levels of their own beside them.
QString lessonsDirectory();

// The user manual's first page as installed (DOC/index.html, the documentation folder of the
// package beside the data), else the one the build made; empty when there is none.
QString userManualPath();

} // namespace mazeworks
