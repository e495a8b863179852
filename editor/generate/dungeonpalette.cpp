#include "dungeonpalette.h"

#include <array>

namespace mazeworks::dungeonpalette {

QColor component(int root)
{
    static const std::array<QColor, 7> kColours
        = { skyBlue, orange, bluishGreen, yellow, reddishPurple, vermillion, blue };
    if (root < 0) return dropped;
    const auto n = static_cast<unsigned>(root);
    const QColor base = kColours[n % kColours.size()];
    switch ((n / kColours.size()) % 3) {
    case 1:
        return base.lighter(135);
    case 2:
        return base.darker(135);
    default:
        return base;
    }
}

} // namespace mazeworks::dungeonpalette
