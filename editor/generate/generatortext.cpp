#include "generatortext.h"

#include <QCoreApplication>
#include <QLocale>

#include <array>
#include <vector>

namespace mazeworks {

namespace {

constexpr const char* kContext = "mazeworks::GeneratorText";

struct Text {
    const char* id;
    const char* text;
};

// Keyed by core's ids, never by the English text, so core may reword a sentence without losing
// its translations; a test checks that these tables cover core's and agree with it.
constexpr std::array kCaptions = {
    //: %1 room number; %2, %3 column and row; %4 x %5 its size in tiles.
    Text {
        "scattered", QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Room %1 is dropped at (%2, %3), %4 x %5 tiles") },
    //: %1 room number; %2, %3 column and row; %4 places thrown away first.
    Text { "spread",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Room %1 is placed at (%2, %3) after %4 rejected tries") },
    Text { "spread-crowded",
        QT_TRANSLATE_NOOP(
            "mazeworks::GeneratorText", "Room %1 finds no free place in %2 tries and stays where the last one fell") },
    //: %1 the room's number among those made; %2 places tried.
    Text { "rejected",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Room %1 finds no free place in %2 tries and is left out") },
    //: %1 the room pushed, %2 the room pushing it, %3 rooms that moved in this step.
    Text { "pushed.one",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Room %1 is pushed away from room %2; %3 rooms still move") },
    Text { "pushed.two",
        QT_TRANSLATE_NOOP(
            "mazeworks::GeneratorText", "Room %1 is pushed away from rooms %2 and %3; %4 rooms still move") },
    //: %4 is how many more rooms push it besides rooms %2 and %3.
    Text { "pushed.many",
        QT_TRANSLATE_NOOP(
            "mazeworks::GeneratorText", "Room %1 is pushed away from rooms %2, %3 and %4 more; %5 rooms still move") },
    Text {
        "separated", QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "No two rooms overlap any more, after %1 steps") },
    Text { "snapped",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "The rooms snap to whole tiles; snapping made %1 overlaps") },
    Text { "snap-resolved",
        QT_TRANSLATE_NOOP(
            "mazeworks::GeneratorText", "Rooms that snapping pushed together are parted; %1 overlaps left") },
    Text { "neighbours",
        QT_TRANSLATE_NOOP(
            "mazeworks::GeneratorText", "%1 pairs of the %2 rooms are neighbours: close walls with room for a door") },
    Text { "tree-reached", QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Room %1 reaches its neighbour, room %2") },
    Text { "loop-candidates",
        QT_TRANSLATE_NOOP(
            "mazeworks::GeneratorText", "%1 neighbour pairs are left over as loop candidates; %2 of them get a door") },
    //: %1 the room already in the tree, %2 the room that joins, %3 the distance in tenths of a tile.
    Text { "prim-edge",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText",
            "Room %2 joins the tree through room %1, %3 tenths of a tile between centres") },
    Text { "shortest-loops",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "The %1 shortest edges outside the tree will make loops") },
    Text { "dug.door",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "A door joins rooms %1 and %2 through %3 tiles of wall") },
    Text { "dug.straight",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "A straight corridor of %3 tiles joins rooms %1 and %2") },
    Text { "dug.l",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "An L-shaped corridor of %3 tiles joins rooms %1 and %2") },
    Text { "dug.z",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "A Z-shaped corridor of %3 tiles joins rooms %1 and %2") },
    Text { "dig-failed",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "No corridor from room %1 to room %2 misses the other rooms") },
    Text { "tunnel-merged",
        QT_TRANSLATE_NOOP(
            "mazeworks::GeneratorText", "A tunnel of %3 tiles joins rooms %1 and %2; their sets merge, %4 sets left") },
    Text { "tunnel-loop",
        QT_TRANSLATE_NOOP(
            "mazeworks::GeneratorText", "A tunnel of %3 tiles joins rooms %1 and %2, already one set: a loop") },
    Text { "tunnel-failed",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText",
            "No straight or one-bend tunnel fits between rooms %1 and %2 (%3 failed tries with these rooms)") },
    Text { "start-over",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText",
            "%1 tries found no tunnel and the rooms are still apart: start again with new rooms, try %2") },
    Text { "no-house-room",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText",
            "No joined room is large enough for the ghosts' house: start again with new rooms, try %1") },
    Text { "dropped", QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "%1 rooms could not be joined and are dropped") },
    Text { "rasterised",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Rooms and corridors become tiles: %1 floor tiles") },
    Text { "house", QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "The ghosts' house stands in room %1") },
    Text { "playable",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText",
            "The muncher, the ghosts and the fruit take their places, with %1 dots and %2 energizers") },
    Text { "failed", QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "The dungeon cannot be made") },
};

constexpr std::array kProblems = {
    Text { "rooms", QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "a dungeon has 1 to %1 rooms") },
    Text { "map-size", QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "a map is %1 to %2 tiles wide and high") },
    Text { "room-size",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText",
            "a room is 1 to %1 tiles a side, the smallest size no larger than the largest") },
    Text { "loops", QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "loops is a fraction from 0 to 1") },
    Text { "spacing", QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "rooms keep 1 to %1 walls between them") },
    Text { "door",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText",
            "a door is at least 1 tile wide and walls close enough are at least 1 tile thick") },
    //: %1 rooms, %2 tiles they need, %3 x %4 the map, %5 tiles inside its border.
    Text { "too-small",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText",
            "%1 rooms need at least %2 tiles with the walls between them, but a %3 x %4 "
            "map has %5 inside its border") },
    Text { "crowded",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText",
            "the rooms still overlap after %1 separation steps (%2 pairs): %3 rooms need a "
            "larger map than %4 x %5") },
    Text { "jammed",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText",
            "the rooms are jammed against the border with %1 pairs overlapping: %2 rooms "
            "need a larger map than %3 x %4") },
    Text { "no-house",
        QT_TRANSLATE_NOOP("mazeworks::GeneratorText",
            "after %1 tries no joined room is large enough for the ghosts' house (%2 x %3 "
            "tiles)") },
    Text { "not-connected",
        QT_TRANSLATE_NOOP(
            "mazeworks::GeneratorText", "after %1 starts with new rooms, no set of rooms could be joined by tunnels") },
};

template <std::size_t N> const char* find(const std::array<Text, N>& table, std::string_view id)
{
    for (const Text& t : table) {
        if (id == t.id) return t.text;
    }
    return nullptr;
}

// Puts the numbers in, in one pass, so that a translation may take them in another order.
QString substituted(const QString& text, const std::vector<std::int64_t>& values)
{
    const QLocale locale;
    QString out;
    out.reserve(text.size() + 16);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'%' && i + 1 < text.size() && text[i + 1] >= u'1' && text[i + 1] <= u'9') {
            const auto k = static_cast<std::size_t>(text[i + 1].unicode() - u'1');
            out += k < values.size() ? locale.toString(static_cast<qlonglong>(values[k])) : QStringLiteral("?");
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

QString translated(const char* text) { return QCoreApplication::translate(kContext, text); }

} // namespace

QString phaseName(Phase phase)
{
    switch (phase) {
    case Phase::Placing:
        return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Placing rooms"));
    case Phase::Separating:
        return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Separating"));
    case Phase::Snapping:
        return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Snapping to the grid"));
    case Phase::Linking:
        return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Linking"));
    case Phase::Digging:
        return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Digging"));
    case Phase::Rasterising:
        return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Making tiles"));
    case Phase::Finished:
        return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Finished"));
    case Phase::Failed:
        return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Failed"));
    }
    return {};
}

QString phaseHint(Phase phase)
{
    switch (phase) {
    case Phase::Placing:
        return translated(
            QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Rooms of random sizes are put on the map, one a step"));
    case Phase::Separating:
        return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText",
            "Rooms that overlap push each other away, as birds in a flock keep their distance"));
    case Phase::Snapping:
        return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Every room moves to the nearest whole tile"));
    case Phase::Linking:
        return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText",
            "A tree joins every room: each step adds one edge; a few edges more will make loops"));
    case Phase::Digging:
        return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText",
            "Corridors are dug one by one; rooms joined share a colour (a set of the union-find)"));
    case Phase::Rasterising:
        return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText",
            "Rooms and corridors become tiles; the ghosts' house, the muncher and the food go in"));
    case Phase::Finished:
        return translated(
            QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "A playable level: use it as a level to edit and play it"));
    case Phase::Failed:
        return translated(
            QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "The dungeon cannot be made with these settings"));
    }
    return {};
}

QString placementName(Placement placement)
{
    return placement == Placement::Scatter ? translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Scatter"))
                                           : translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Spread"));
}

QString connectionName(Connection connection)
{
    switch (connection) {
    case Connection::Neighbours:
        return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Neighbours"));
    case Connection::Tree:
        return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Tree"));
    case Connection::Tunnels:
        return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText", "Tunnels"));
    }
    return {};
}

QString figuresSummary(const Generator& generator)
{
    const GeneratorCounters& c = generator.counters();
    const QLocale locale;
    auto n = [&](int v) { return locale.toString(v); };
    //: The figures under an exported picture of the generator.
    return translated(QT_TRANSLATE_NOOP("mazeworks::GeneratorText",
                          "step %1 · %2 rooms moving · %3 overlaps · %4 sets · %5 tree edges · "
                          "%6 corridor tiles · try %7"))
        .arg(n(c.steps), n(c.moving), n(c.overlaps), n(c.components), n(c.treeEdges), n(c.corridorTiles), n(c.tries));
}

QString captionTemplate(std::string_view id)
{
    const char* text = find(kCaptions, id);
    return text ? translated(text) : QString();
}

QString problemTemplate(std::string_view id)
{
    const char* text = find(kProblems, id);
    return text ? translated(text) : QString();
}

QString captionSource(std::string_view id) { return QString::fromUtf8(find(kCaptions, id)); }

QString problemSource(std::string_view id) { return QString::fromUtf8(find(kProblems, id)); }

QString captionText(const Caption& caption)
{
    if (caption.code == CaptionCode::None) return {};
    const QString text = captionTemplate(caption.id());
    // A code core added after this table: its English words rather than nothing.
    if (text.isEmpty()) return QString::fromStdString(caption.english());
    return substituted(text, caption.values);
}

QString problemText(const DungeonProblem& problem)
{
    const QString text = problemTemplate(problem.id());
    if (text.isEmpty()) return QString::fromStdString(problem.message());
    return substituted(text, problem.values);
}

} // namespace mazeworks
