#pragma once

#include "dungeon/explorer.h"
#include "dungeon/generator.h"

#include <QPointF>

#include <memory>
#include <vector>

namespace mazeworks {

// The explorer on a finished dungeon, as one picture shows it: its rooms' visits, and the dot
// somewhere on its way from the last room to the current one.
struct ExplorerFrame {
    std::shared_ptr<const Explorer> explorer;
    QPointF dot; // in tiles
    int recent = 1; // a visit within this many moves is recent
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
