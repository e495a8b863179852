#include "ldtkproblem.h"

#include "message/message.h"

#include <QCoreApplication>

#include <array>
#include <string>

namespace mazeworks::ldtk {

namespace {

struct Message {
    Code code;
    const char* name;
    Level level;
    const char* text;
};

// Keyed by code, never by the text: the English may be reworded without losing translations.
// Words in quotes are LDtk's or the .maze format's: they stay in English.
constexpr std::array kMessages = {
    //: %1: what the JSON reader says is wrong.
    Message { Code::NotJson, "not-json", Level::Error, QT_TRANSLATE_NOOP("mazeworks::Ldtk", "this is not JSON: %1") },
    Message { Code::NotJsonObject, "not-json-object", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "an LDtk project is a JSON object, this is not one") },
    Message { Code::NotAProject, "not-a-project", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "this is not an LDtk project: it has no \"jsonVersion\"") },
    //: %1: the version the file says it is.
    Message { Code::OldVersion, "old-version", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk",
            "the project was written by LDtk %1; projects of LDtk 1.0 and later are read: open it in a newer LDtk "
            "and save it") },
    //: %1: the name of a field of the file; %2: what it holds, as the file spells it; %3: what it should be.
    Message {
        Code::NotAField, "not-a-field", Level::Error, QT_TRANSLATE_NOOP("mazeworks::Ldtk", "\"%1\": %2 is not %3") },
    Message {
        Code::NoLevels, "no-levels", Level::Error, QT_TRANSLATE_NOOP("mazeworks::Ldtk", "the project has no level") },
    //: %1: a file's name; %2: why it cannot be read.
    Message { Code::FileUnreadable, "file-unreadable", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "the level's file %1 cannot be read: %2") },
    //: %1: a file's name; %2: what is wrong with it.
    Message { Code::NotALevelFile, "not-a-level-file", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "%1 is not an LDtk level: %2") },
    Message { Code::LevelSize, "level-size", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "the level is %1 x %2 tiles; a maze is 1 to %3 tiles wide and high") },
    Message { Code::GridSize, "grid-size", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "\"__gridSize\": %1 is not a size of a cell in pixels (1 to %2)") },
    Message { Code::NoIntGrid, "no-intgrid", Level::Error,
        QT_TRANSLATE_NOOP(
            "mazeworks::Ldtk", "the level has no IntGrid layer shown, so nothing says where its walls are") },
    //: %1: the values the layer's data has; %2 x %3: the layer's size in cells; %4: its cells.
    Message { Code::CsvSize, "csv-size", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "\"intGridCsv\" has %1 values, not the %4 of %2 x %3 cells") },
    Message { Code::TooManyTiles, "too-many-tiles", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "the IntGrid layers hold more than %1 cells in all") },
    //: %1: the value's number; %2: its identifier, or its number when it has none; %3: how many tiles of the level have
    //: it.
    Message { Code::NoKind, "no-kind", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk",
            "value %1 \"%2\" is no kind of tile (%3 tiles): in LDtk, name the value wall, dot, energizer, "
            "floor, tunnel, door or house, or give its kind") },
    //: %1, %2: the entity's position in pixels.
    Message { Code::FarAway, "far-away", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "it lies at x %1, y %2, far outside any level") },
    Message { Code::NotADirection, "not-a-direction", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "heading \"%1\" is not a direction (up, left, down, right)") },
    Message { Code::GhostWithoutKind, "ghost-without-kind", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "it has no \"kind\" field (red, pink, cyan, orange)") },
    Message { Code::NotAGhost, "not-a-ghost", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "kind \"%1\" is not a ghost (red, pink, cyan, orange)") },
    Message { Code::BadRelease, "release", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "release %1 is not a number of seconds from 0 up") },
    Message { Code::BadReleaseDots, "release-dots", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "release_dots %1 is not a count of dots from 0 up") },
    Message { Code::NotACorner, "not-a-corner", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "corner %1 is not a point of the grid (a Point field)") },
    //: %1: what the entity is (muncher, ghost, corner, fruit); %2, %3: the column and row of the first.
    Message { Code::SecondPlace, "second-place", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "a second %1 (the first is at column %2, row %3)") },
    //: %1: Tiles, AutoLayer: LDtk's kinds of layers.
    Message { Code::LayerLeftOut, "layer-left-out", Level::Warning,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "a %1 layer holds pictures, not a maze's tiles, so it is left out") },
    Message { Code::PicturesLeftOut, "pictures-left-out", Level::Warning,
        QT_TRANSLATE_NOOP(
            "mazeworks::Ldtk", "the tiles its rules draw are pictures and are left out; its values make the level") },
    Message { Code::HiddenLayer, "hidden-layer", Level::Warning,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "the layer is hidden in LDtk, so it is left out") },
    //: %1 x %2: the layer's size in cells; %3 x %4: the level's in tiles.
    Message { Code::LayerGrid, "layer-grid", Level::Warning,
        QT_TRANSLATE_NOOP(
            "mazeworks::Ldtk", "the layer is %1 x %2 cells, the level %3 x %4 tiles, so it is left out") },
    //: %1: how many entities of the project have this identifier.
    Message { Code::EntityLeftOut, "entity-left-out", Level::Warning,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk",
            "it is no place of a maze (muncher, ghost, corner, fruit), so it is left out (%1 in the levels read)") },
    Message { Code::FieldLeftOut, "field-left-out", Level::Warning,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "the field means nothing to a maze, so it is left out") },
    Message { Code::NotARule, "not-a-rule", Level::Warning,
        QT_TRANSLATE_NOOP(
            "mazeworks::Ldtk", "\"%1\" is not a rule (pink-slip, red-astar, dot-counters), so it is left out") },
    //: %1: the value; %2: how many cells have it.
    Message { Code::NotAWeight, "not-a-weight", Level::Warning,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "value %1 is no weight from 1 to 9 (%2 cells): they weigh 1") },
    //: %1: the layers' identifiers, bottom first.
    Message { Code::LayersMerged, "layers-merged", Level::Note,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk",
            "the IntGrid layers %1 are laid over one another, bottom first: each tile is the uppermost value there") },
    //: %1: how many values; %2: the values.
    Message { Code::KindsAnswered, "kinds-answered", Level::Note,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "%1 values have the kinds given for them: %2") },
    Message { Code::MoreProblems, "more-problems", Level::Error,
        QT_TRANSLATE_NOOP("mazeworks::Ldtk", "... and %1 more problems") },
};

const Message& messageOf(Code code)
{
    for (const Message& m : kMessages) {
        if (m.code == code) return m;
    }
    return kMessages.back();
}

QString words(const char* text, Words w)
{
    return w == Words::Translated ? QCoreApplication::translate("mazeworks::Ldtk", text) : QString::fromUtf8(text);
}

// Core's one placeholder filler: %1 to %9 in one pass, a value holding "%1" is not read again.
QString filled(const QString& text, const QStringList& values)
{
    std::vector<std::string> list;
    list.reserve(static_cast<std::size_t>(values.size()));
    for (const QString& v : values) list.push_back(v.toStdString());
    return QString::fromStdString(fillPlaceholders(text.toStdString(), list));
}

constexpr int kListedErrors = 20;
constexpr int kListedOthers = 100;
constexpr std::size_t kRemembered = 4096;

} // namespace

QString codeName(Code code) { return QString::fromLatin1(messageOf(code).name); }

Level levelOf(Code code) { return messageOf(code).level; }

Problem problem(Code code, Place place, QStringList values)
{
    return Problem { code, levelOf(code), std::move(place), std::move(values) };
}

QString levelName(Level level, Words w)
{
    switch (level) {
    case Level::Error:
        return words(QT_TRANSLATE_NOOP("mazeworks::Ldtk", "error"), w);
    case Level::Warning:
        return words(QT_TRANSLATE_NOOP("mazeworks::Ldtk", "warning"), w);
    case Level::Note:
        return words(QT_TRANSLATE_NOOP("mazeworks::Ldtk", "note"), w);
    }
    return {};
}

QString placeText(const Place& place, Words w)
{
    QStringList parts;
    if (!place.level.isEmpty())
        parts << filled(words(QT_TRANSLATE_NOOP("mazeworks::Ldtk", "level \"%1\""), w), { place.level });
    if (!place.layer.isEmpty())
        parts << filled(words(QT_TRANSLATE_NOOP("mazeworks::Ldtk", "layer \"%1\""), w), { place.layer });
    if (!place.entity.isEmpty())
        parts << filled(words(QT_TRANSLATE_NOOP("mazeworks::Ldtk", "entity \"%1\""), w), { place.entity });
    if (!place.field.isEmpty())
        parts << filled(words(QT_TRANSLATE_NOOP("mazeworks::Ldtk", "field \"%1\""), w), { place.field });
    if (place.cell) {
        parts << filled(words(QT_TRANSLATE_NOOP("mazeworks::Ldtk", "column %1, row %2"), w),
            { QString::number(place.cell->col), QString::number(place.cell->row) });
    }
    return parts.join(QStringLiteral(", "));
}

QString messageText(const Problem& problem, Words w)
{
    return filled(words(messageOf(problem.code).text, w), problem.values);
}

QString describe(const Problem& problem, Words w)
{
    QStringList parts;
    if (!problem.place.file.isEmpty()) parts << problem.place.file;
    const QString where = placeText(problem.place, w);
    if (!where.isEmpty()) parts << where;
    parts << messageText(problem, w);
    return parts.join(QStringLiteral(": "));
}

void Problems::add(Problem problem)
{
    const QString key = codeName(problem.code) + QLatin1Char('\n') + problem.place.file + QLatin1Char('\n')
        + placeText(problem.place, Words::English) + QLatin1Char('\n') + problem.values.join(QLatin1Char('\n'));
    // (Past a bound the rest are only counted, said or not: a million entities far away are not
    // remembered one by one.)
    if (m_said.size() < kRemembered && !m_said.insert(key).second) return;
    const bool error = problem.level == Level::Error;
    if (error ? m_errors < kListedErrors : m_warnings < kListedOthers) {
        m_list.push_back(std::move(problem));
    } else {
        ++m_more;
    }
    ++(error ? m_errors : m_warnings);
}

std::vector<Problem> Problems::take()
{
    std::vector<Problem> out = std::move(m_list);
    if (m_more > 0) {
        Problem more = problem(Code::MoreProblems, {}, { QString::number(m_more) });
        if (m_errors == 0) more.level = Level::Warning;
        out.push_back(std::move(more));
    }
    m_list.clear();
    m_more = 0;
    return out;
}

} // namespace mazeworks::ldtk
