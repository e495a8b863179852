#include "generatortext.h"

#include "messagetext.h"

#include <QCoreApplication>
#include <QLocale>

#include <vector>

namespace mazeworks {

namespace {

// The context of core's captions and problems (core/dungeon/caption.cpp, problem.cpp) too.
constexpr const char* kContext = "mazeworks::GeneratorText";

// The user's way of writing the numbers of a caption or a problem: "1,500" in English.
QStringList localeNumbers(const std::vector<std::int64_t>& values)
{
    const QLocale locale;
    QStringList numbers;
    for (const std::int64_t v : values) numbers << locale.toString(static_cast<qlonglong>(v));
    return numbers;
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

Phase shownPhase(const Generator& generator)
{
    // The step that ends a phase leaves the generator in the next one, its caption still saying
    // what that step did: the heading goes with the caption, not with the step to come.
    switch (generator.caption().code) {
    case CaptionCode::Scattered:
    case CaptionCode::Spread:
    case CaptionCode::SpreadCrowded:
    case CaptionCode::Rejected:
        return Phase::Placing;
    case CaptionCode::PushedOne:
    case CaptionCode::PushedTwo:
    case CaptionCode::PushedMany:
    case CaptionCode::Separated:
    case CaptionCode::CrowdedLeftOut:
        return Phase::Separating;
    case CaptionCode::Snapped:
    case CaptionCode::SnapResolved:
        return Phase::Snapping;
    case CaptionCode::NeighboursFound:
    case CaptionCode::TreeReached:
    case CaptionCode::LoopCandidates:
    case CaptionCode::PrimEdge:
    case CaptionCode::ShortestLoops:
        return Phase::Linking;
    case CaptionCode::DugDoor:
    case CaptionCode::DugStraight:
    case CaptionCode::DugL:
    case CaptionCode::DugZ:
    case CaptionCode::DugJog:
    case CaptionCode::DigFailed:
    case CaptionCode::TunnelMerged:
    case CaptionCode::TunnelLoop:
    case CaptionCode::TunnelFailed:
        return Phase::Digging;
    case CaptionCode::Dropped:
    case CaptionCode::Rasterised:
    case CaptionCode::HousePlaced:
        return Phase::Rasterising;
    case CaptionCode::None:
    case CaptionCode::StartOver: // a new set of rooms: the phase it starts
    case CaptionCode::NoHouseRoom:
    case CaptionCode::Playable: // the last step: finished
    case CaptionCode::Failed:
        break;
    }
    return generator.phase();
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

QString captionText(const Caption& caption)
{
    if (caption.code == CaptionCode::None) return {};
    return fillPlaceholders(translated(caption.englishTemplate()), localeNumbers(caption.values));
}

QString problemText(const DungeonProblem& problem)
{
    return fillPlaceholders(translated(problem.englishTemplate()), localeNumbers(problem.values));
}

} // namespace mazeworks
