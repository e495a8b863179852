#pragma once

#include <QColor>

namespace mazeworks {

// The colours of the map in one look. Chosen to stay apart for colour-blind viewers too: the
// walls are blue, food warm, overlays use luminance as well as hue; what carries meaning keeps
// a contrast of at least 4.5:1 (WCAG 2.1) against what it is drawn on (tst_contrast).
struct Look {
    QColor background;
    QColor wallEdge;
    QColor wallBody;
    QColor dot;
    QColor energizer;
    QColor tunnel;
    QColor door;
    QColor house;
    QColor grid;
    QColor muncher;
    QColor red;
    QColor pink;
    QColor cyan;
    QColor orange;
    QColor fruit;
    QColor error;
    QColor warning;
    QColor selection;
    // The width of a wall's outline, in tiles: thicker where it must be seen from afar.
    double wallEdgeWidth;
};

enum class LookKind {
    Classic, // the arcade's dark blue
    HighContrast, // black, white, yellow and cyan, thick outlines
};

// The colours of a look, whichever is current.
const Look& lookOf(LookKind kind);
// The look the map is drawn in (Classic until another is chosen). Pictures made before a change
// keep the colours they were painted in: whoever changes it paints them again.
LookKind currentLook();
void setLook(LookKind kind);

namespace theme {
// The current look, read by everything that paints the map. Its colours stay reachable under
// their old names, as references into it, so that a change of look reaches every painter.
extern Look current;
inline const QColor& background = current.background;
inline const QColor& wallEdge = current.wallEdge;
inline const QColor& wallBody = current.wallBody;
inline const QColor& dot = current.dot;
inline const QColor& energizer = current.energizer;
inline const QColor& tunnel = current.tunnel;
inline const QColor& door = current.door;
inline const QColor& house = current.house;
inline const QColor& grid = current.grid;
inline const QColor& muncher = current.muncher;
inline const QColor& red = current.red;
inline const QColor& pink = current.pink;
inline const QColor& cyan = current.cyan;
inline const QColor& orange = current.orange;
inline const QColor& fruit = current.fruit;
inline const QColor& error = current.error;
inline const QColor& warning = current.warning;
inline const QColor& selection = current.selection;
inline const double& wallEdgeWidth = current.wallEdgeWidth;
} // namespace theme

} // namespace mazeworks
