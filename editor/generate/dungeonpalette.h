#pragma once

#include <QColor>

namespace mazeworks {

// The colours of the generator's pictures: the Okabe-Ito palette, whose eight colours stay
// apart for the common kinds of colour blindness, on the map's dark background. Where a
// difference matters it is also told by shape: overlaps are hatched, loop candidates dashed.
namespace dungeonpalette {

inline const QColor orange { 0xe6, 0x9f, 0x00 };
inline const QColor skyBlue { 0x56, 0xb4, 0xe9 };
inline const QColor bluishGreen { 0x00, 0x9e, 0x73 };
inline const QColor yellow { 0xf0, 0xe4, 0x42 };
inline const QColor blue { 0x00, 0x72, 0xb2 };
inline const QColor vermillion { 0xd5, 0x5e, 0x00 };
inline const QColor reddishPurple { 0xcc, 0x79, 0xa7 };

inline const QColor room = skyBlue;
inline const QColor overlapping = vermillion;
inline const QColor highlight = yellow; // what the caption is about
inline const QColor treeEdge = bluishGreen;
inline const QColor loopCandidate = orange;
inline const QColor neighbour { 0x9a, 0xa4, 0xbf };
inline const QColor dropped { 0x80, 0x80, 0x88 };
inline const QColor text { 0xf4, 0xf6, 0xff };
inline const QColor gridLine { 0x2a, 0x30, 0x4a };
inline const QColor border { 0x3d, 0x6b, 0xff };
inline const QColor unvisited { 0x80, 0x86, 0x96 };
inline const QColor visited = blue;
inline const QColor recentlyVisited = orange;
inline const QColor explorer = yellow;

// The colour of a set of joined rooms, by the number of its root: the seven colours of the
// palette, then again a little lighter and darker, so that neighbouring sets rarely share one.
QColor component(int root);

} // namespace dungeonpalette

} // namespace mazeworks
