#include "undonames.h"

#include <array>
#include <vector>

namespace mazeworks {

namespace {

// A count in words: the source text for one and the one for many.
struct Counted {
    const char* one;
    const char* many;
};

constexpr std::array<Counted, kTiles.size()> kPainted = { {
    { QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Paint %Ln wall"),
        QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Paint %Ln walls") },
    { QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Paint %Ln dot"),
        QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Paint %Ln dots") },
    { QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Paint %Ln energizer"),
        QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Paint %Ln energizers") },
    { QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Paint %Ln floor tile"),
        QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Paint %Ln floor tiles") },
    { QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Paint %Ln tunnel tile"),
        QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Paint %Ln tunnel tiles") },
    { QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Paint %Ln door tile"),
        QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Paint %Ln door tiles") },
    { QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Paint %Ln house tile"),
        QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Paint %Ln house tiles") },
} };
constexpr Counted kErased { QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Erase %Ln tile"),
    QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Erase %Ln tiles") };
constexpr Counted kMixed { QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Change %Ln tile"),
    QT_TRANSLATE_N_NOOP("mazeworks::UndoNames", "Change %Ln tiles") };

QString say(const Counted& counted, int count)
{
    return QCoreApplication::translate("mazeworks::UndoNames", count == 1 ? counted.one : counted.many, nullptr, count);
}

// Each ghost in a sentence of its own: the colour's word takes the case the sentence needs.
using PerGhost = std::array<const char*, 4>;
constexpr PerGhost kPlaceGhost = { QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Place the red ghost"),
    QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Place the pink ghost"),
    QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Place the cyan ghost"),
    QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Place the orange ghost") };
constexpr PerGhost kMoveGhost = { QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Move the red ghost"),
    QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Move the pink ghost"),
    QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Move the cyan ghost"),
    QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Move the orange ghost") };
constexpr PerGhost kTurnGhost = { QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Turn the red ghost"),
    QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Turn the pink ghost"),
    QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Turn the cyan ghost"),
    QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Turn the orange ghost") };
constexpr PerGhost kMoveCorner = { QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Move the red ghost's corner"),
    QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Move the pink ghost's corner"),
    QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Move the cyan ghost's corner"),
    QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Move the orange ghost's corner") };
constexpr PerGhost kRelease = { QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Change the red ghost's release time"),
    QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Change the pink ghost's release time"),
    QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Change the cyan ghost's release time"),
    QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Change the orange ghost's release time") };
constexpr PerGhost kReleaseDots
    = { QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Change the red ghost's release dot count"),
          QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Change the pink ghost's release dot count"),
          QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Change the cyan ghost's release dot count"),
          QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Change the orange ghost's release dot count") };

QString translated(const char* source) { return QCoreApplication::translate("mazeworks::UndoNames", source); }

// The name of a start that changed: placed where there was none, moved, or only turned.
const char* startChange(const std::optional<Start>& before, const std::optional<Start>& after, const char* place,
    const char* move, const char* turn)
{
    if (!before) return place;
    return before->cell == after->cell ? turn : move;
}

} // namespace

QString UndoNames::tiles(Painting painting, Tile tile, int count)
{
    if (painting == Painting::Erase) return say(kErased, count);
    return say(kPainted[static_cast<std::size_t>(tile)], count);
}

QString UndoNames::mixedTiles(int count) { return say(kMixed, count); }

QString UndoNames::places(const Maze& before, const Maze& after)
{
    // Every change that is one thing to the user, by its name; a place taken away (no tool
    // takes one away) counts without a name of its own.
    std::vector<QString> changes;
    if (before.name != after.name) changes.push_back(tr("Rename the level"));
    if (before.muncher != after.muncher) {
        changes.push_back(!after.muncher ? QString()
                                         : translated(startChange(before.muncher, after.muncher,
                                             QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Place the muncher"),
                                             QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Move the muncher"),
                                             QT_TRANSLATE_NOOP("mazeworks::UndoNames", "Turn the muncher"))));
    }
    for (const GhostKind kind : kGhostKinds) {
        const std::size_t k = indexOf(kind);
        if (before.ghosts[k] != after.ghosts[k]) {
            changes.push_back(!after.ghosts[k] ? QString()
                                               : translated(startChange(before.ghosts[k], after.ghosts[k],
                                                   kPlaceGhost[k], kMoveGhost[k], kTurnGhost[k])));
        }
        if (before.corners[k] != after.corners[k]) changes.push_back(translated(kMoveCorner[k]));
        if (before.releases[k] != after.releases[k]) changes.push_back(translated(kRelease[k]));
        if (before.releaseDots[k] != after.releaseDots[k]) changes.push_back(translated(kReleaseDots[k]));
    }
    if (before.rules != after.rules) changes.push_back(tr("Change the rules"));
    if (before.fruit != after.fruit) {
        changes.push_back(!after.fruit ? QString() : before.fruit ? tr("Move the fruit") : tr("Place the fruit"));
    }
    if (changes.size() == 1 && !changes.front().isEmpty()) return changes.front();
    if (changes.empty()) return tr("Change the level");
    return tr("Change %Ln properties of the level", nullptr, static_cast<int>(changes.size()));
}

} // namespace mazeworks
