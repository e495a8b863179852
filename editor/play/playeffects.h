#pragma once

#include "game/events.h"

#include <vector>

namespace mazeworks {

// What the view shows of the game's events beyond the game's own state: the points of an eaten
// ghost or fruit where it happened, for a moment. Sounds react to the same events elsewhere.
class PlayEffects {
public:
    struct Label {
        double x = 0; // in tiles, centres at whole numbers as the walkers count
        double y = 0;
        int points = 0;
        double born = 0; // effect time
    };
    static constexpr double kLabelSeconds = 1.6;

    void reset() { m_labels.clear(); }
    // The events of the last steps, at effect time `time`.
    void react(const std::vector<Event>& events, double time);
    // The labels still to be shown at `time`.
    std::vector<Label> labels(double time) const;

private:
    std::vector<Label> m_labels;
};

} // namespace mazeworks
