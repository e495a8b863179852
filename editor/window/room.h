#pragma once

#include <Qt>

class QDockWidget;
class QMainWindow;

namespace mazeworks {

// The one rule by which the panels share the window with the map, whichever panel asks: the
// map keeps kMapShare percent of the window's width and of its height. A panel that asks for
// more across the map than that leaves is given less: first the panels on the map's other side
// give up theirs, down to a quarter of the window (their contents scroll), then the one that
// asks gets what is left. Along its own column a panel takes from the panels above and below
// it, which keep their least size, or the height they say they keep in sight (Panel::keptHeight).
// Asking for less than it has always gives the room back to the map.
namespace room {

inline constexpr int kMapShare = 30; // percent of the window

// Whether `dock` is docked and in sight in the window: not floating, not closed, not a tab
// behind another (the layout keeps those visible, out of the window).
bool docked(const QMainWindow* window, const QDockWidget* dock);

// What a panel asks for: at least that much (it keeps what the user gave it beyond), or exactly
// that much (a list with few rows gives its room back).
enum class Fit { AtLeast, Exactly };

// Makes `dock` `wanted` pixels wide (Qt::Horizontal) or tall, by the rule, once the layout has
// placed it (a panel just shown has no place yet): nothing for a floating or hidden panel.
void ask(QMainWindow* window, QDockWidget* dock, Qt::Orientation orientation, int wanted, Fit fit = Fit::AtLeast);

// The same at once, for a panel the layout has placed already.
void give(QMainWindow* window, QDockWidget* dock, Qt::Orientation orientation, int wanted, Fit fit = Fit::AtLeast);

} // namespace room

} // namespace mazeworks
