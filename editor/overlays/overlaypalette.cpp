#include "overlaypalette.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace mazeworks::overlaypalette {

namespace {

// Viridis (matplotlib) at nine even stops.
constexpr std::array<QRgb, 9> kViridis
    = { 0x440154, 0x482878, 0x3e4989, 0x31688e, 0x26828e, 0x1f9e89, 0x35b779, 0x6ece58, 0xfde725 };

// The ramp from its fifth percent on: the darkest violet would vanish on the maze's dark floor.
constexpr double kFloor = 0.05;

} // namespace

QRgb heat(double t, int alpha)
{
    t = kFloor + (1.0 - kFloor) * std::clamp(t, 0.0, 1.0);
    const double at = t * (kViridis.size() - 1);
    const auto i = std::min(static_cast<std::size_t>(at), kViridis.size() - 2);
    const double f = at - static_cast<double>(i);
    auto mix = [f](int a, int b) { return static_cast<int>(std::lround(a + (b - a) * f)); };
    const QRgb a = kViridis[i];
    const QRgb b = kViridis[i + 1];
    return qPremultiply(qRgba(mix(qRed(a), qRed(b)), mix(qGreen(a), qGreen(b)), mix(qBlue(a), qBlue(b)), alpha));
}

QColor textOn(double t) { return t > 0.55 ? QColor(0x10, 0x10, 0x18) : QColor(0xff, 0xff, 0xff); }

} // namespace mazeworks::overlaypalette
