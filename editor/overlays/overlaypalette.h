#pragma once

#include <QColor>
#include <QRgb>

namespace mazeworks {

// The colours of the teaching overlays. They differ in luminance as well as in hue, so that
// they stay apart for colour-blind viewers and on a washed-out classroom projector.
namespace overlaypalette {

// The heat of a distance, t from 0 (near) to 1 (farthest): a viridis ramp, dark violet to
// bright yellow, whose luminance rises steadily. Premultiplied, for ARGB32_Premultiplied images.
QRgb heat(double t, int alpha = 215);
// Dark text on the bright end of the ramp, light text on the dark end.
QColor textOn(double t);

// The wave's crest in the distance map: reached, not settled yet. Near white, brighter than
// any heat.
inline const QColor crest { 0xf4, 0xf4, 0xff, 235 };
// A search's settled cells: a deep blue, darker than everything else shown (the frontier stands
// out from it by lightness, not by hue alone: tst_overlays), yet at 3:1 on the background
// (WCAG's contrast for areas that carry meaning; tst_contrast).
inline const QColor settled { 0x1a, 0x6a, 0xe8, 220 };
// A search's frontier: bright amber, drawn also as a ring so that it reads without colour.
inline const QColor frontier { 0xff, 0xb3, 0x1f, 200 };
// The bidirectional search's side from the goal: its settled tiles a dim magenta, its frontier
// a bright pink drawn as a dashed ring; tiles both sides reached a pale violet.
inline const QColor backSettled { 0xd8, 0x68, 0xc8, 175 };
inline const QColor backFrontier { 0xff, 0x8a, 0xde, 205 };
inline const QColor bothSides { 0xd8, 0xcc, 0xff, 180 };
// Jump point search's runs: those of the last step bright cyan, the earlier ones a grey trace.
inline const QColor runNow { 0x3d, 0xe8, 0xff };
inline const QColor runBefore { 0xb0, 0xb8, 0xd8, 180 };
// The subgoal graph: its nodes small lime diamonds, its edges thin lime lines (the edges a query
// adds to its two ends dashed), light enough on every look's floor to read as lines.
inline const QColor subgoal { 0xc4, 0xf2, 0x5a };
inline const QColor graphEdge { 0xa8, 0xd8, 0x70, 200 };
// A tile shown from the open list: a yellow target.
inline const QColor shown { 0xff, 0xee, 0x33 };
// The arrows of the flow field.
inline const QColor arrow { 0xff, 0xff, 0xff, 235 };
// The way: white over a black casing, visible on every colour.
inline const QColor way { 0xff, 0xff, 0xff };
inline const QColor casing { 0x00, 0x00, 0x00, 200 };
// The start is a filled disc, the goal a ring with a cross: told apart by shape first.
inline const QColor start { 0x2e, 0xe6, 0xa6 };
inline const QColor goal { 0xff, 0x5f, 0xd2 };

} // namespace overlaypalette

} // namespace mazeworks
