#pragma once

// What reading an LDtk project found wrong or left out: a code, where (the file, the level, the
// layer, the entity, the field, the tile), and the values its message needs, as Tiled's
// problems are (tiled/tiledproblem.h). Made into words only to be shown: in English for the
// command line, in the user's language for the editor.

#include "grid/cell.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <set>
#include <vector>

namespace mazeworks::ldtk {

enum class Level {
    Error, // no level can be made
    Warning, // something is left out of the level
    Note, // how the reading decided, where a rule had to choose
};

enum class Code {
    // The bytes and the project.
    NotJson,
    NotJsonObject,
    NotAProject,
    OldVersion,
    NotAField,
    NoLevels,
    FileUnreadable,
    NotALevelFile,
    // A level and its IntGrid layers.
    LevelSize,
    GridSize,
    NoIntGrid,
    CsvSize,
    TooManyTiles,
    NoKind,
    // The places.
    FarAway,
    NotADirection,
    GhostWithoutKind,
    NotAGhost,
    BadRelease,
    BadReleaseDots,
    NotACorner,
    SecondPlace,
    // Left out (warnings).
    LayerLeftOut,
    PicturesLeftOut,
    HiddenLayer,
    LayerGrid,
    EntityLeftOut,
    FieldLeftOut,
    NotARule,
    NotAWeight,
    // How it was decided (notes).
    LayersMerged,
    KindsAnswered,
    // More problems than are listed.
    MoreProblems,
};

// Where a problem is, as far as it is known.
// (Every member has an initializer, so that a brace list may give the first few.)
struct Place {
    QString file {}; // relative to the project's folder; empty for the project itself
    QString level {};
    QString layer {};
    QString entity {};
    QString field {};
    std::optional<Cell> cell {};
};

struct Problem {
    Code code = Code::NotJson;
    Level level = Level::Error;
    Place place {};
    QStringList values {}; // what %1, %2, ... of the message stand for
};

// The stable name of a code, as the command line shows it: "no-kind".
QString codeName(Code code);
Level levelOf(Code code);
Problem problem(Code code, Place place, QStringList values = {});

enum class Words { English, Translated };
// "error", "warning", "note".
QString levelName(Level level, Words words);
// "level "Start", layer "Walls", column 3, row 4": what the problem is about, without the file.
QString placeText(const Place& place, Words words);
QString messageText(const Problem& problem, Words words);
// "World_Level_0.ldtkl: level "World_Level_0", ...: MESSAGE": everything but the level.
QString describe(const Problem& problem, Words words);

// Collects problems in the order they are found, each once (the same code, place and values
// are said once however often they are met), listing the first errors and counting the rest.
class Problems {
public:
    void add(Problem problem);
    void add(Code code, Place place, QStringList values = {})
    {
        add(problem(code, std::move(place), std::move(values)));
    }
    bool hasErrors() const { return m_errors > 0; }
    std::vector<Problem> take();

private:
    std::vector<Problem> m_list;
    std::set<QString> m_said;
    int m_errors = 0;
    int m_warnings = 0;
    int m_more = 0;
};

} // namespace mazeworks::ldtk
