#pragma once

#include "dungeon/explorer.h"
#include "dungeon/generator.h"

#include <QPointF>

#include <memory>
#include <vector>

namespace mazeworks {

// The explorer on a finished dungeon, as one picture shows it: its rooms' visits, and the dot
// resting in its room or somewhere on its way to the next.
struct ExplorerFrame {
    std::shared_ptr<const Explorer> explorer;
    QPointF dot; // in tiles
    // The explorer's time the picture shows, in its seconds (at or after its clock): a room
    // with a visit in the Explorer::kShownRecentSeconds before it is painted as recent.
    double now = 0;
};

// What one picture of the generator shows: the state after a step and, for the moments between
// two steps, where the rooms stood before it, so that they glide from there (progress 0) to
// where the step put them (progress 1).
struct DungeonFrame {
    std::shared_ptr<const Generator> generator;
    std::vector<Room> from;
    double progress = 1.0;
    std::optional<ExplorerFrame> explorer;

    bool isNull() const { return !generator; }
};

} // namespace mazeworks
