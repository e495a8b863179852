#pragma once

#include <QColor>

namespace mazeworks {

// The colours of the map. Chosen to stay apart for colour-blind viewers too: the walls are
// blue, food warm, overlays use luminance as well as hue.
namespace theme {
inline const QColor background { 0x0b, 0x0d, 0x1a };
inline const QColor wallEdge { 0x3d, 0x6b, 0xff };
inline const QColor wallBody { 0x10, 0x16, 0x3a };
inline const QColor dot { 0xff, 0xc9, 0xa8 };
inline const QColor energizer { 0xff, 0xd8, 0x6b };
inline const QColor tunnel { 0x1c, 0x22, 0x3a };
inline const QColor door { 0xff, 0x9e, 0xd6 };
inline const QColor house { 0x23, 0x1a, 0x33 };
inline const QColor grid { 0x2a, 0x30, 0x4a };
inline const QColor muncher { 0xff, 0xe0, 0x3d };
inline const QColor red { 0xff, 0x3b, 0x3b };
inline const QColor pink { 0xff, 0x9e, 0xe6 };
inline const QColor cyan { 0x3d, 0xe8, 0xff };
inline const QColor orange { 0xff, 0xa8, 0x3d };
inline const QColor fruit { 0xff, 0x3d, 0x6e };
inline const QColor error { 0xff, 0x40, 0x40 };
inline const QColor warning { 0xff, 0xc0, 0x30 };
inline const QColor selection { 0xff, 0xff, 0xff };
} // namespace theme

} // namespace mazeworks
