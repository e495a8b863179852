#include "theme.h"

#include <atomic>

namespace mazeworks {

namespace {

// Today's map colours; the walls' edge lightened from #3d6bff (4.4:1 on the background, 4.0:1 on
// the wall's body) to keep 4.5:1 on both.
constexpr Look kClassic {
    .background { 0x0b, 0x0d, 0x1a },
    .wallEdge { 0x60, 0x88, 0xff },
    .wallBody { 0x10, 0x16, 0x3a },
    .dot { 0xff, 0xc9, 0xa8 },
    .energizer { 0xff, 0xd8, 0x6b },
    .tunnel { 0x1c, 0x22, 0x3a },
    .door { 0xff, 0x9e, 0xd6 },
    .house { 0x23, 0x1a, 0x33 },
    .grid { 0x2a, 0x30, 0x4a },
    .muncher { 0xff, 0xe0, 0x3d },
    .red { 0xff, 0x3b, 0x3b },
    .pink { 0xff, 0x9e, 0xe6 },
    .cyan { 0x3d, 0xe8, 0xff },
    .orange { 0xff, 0xa8, 0x3d },
    .fruit { 0xff, 0x3d, 0x6e },
    .error { 0xff, 0x40, 0x40 },
    .warning { 0xff, 0xc0, 0x30 },
    .selection { 0xff, 0xff, 0xff },
    .wallEdgeWidth = 0.07,
};

// Black, with outlines and food in white, yellow and cyan at 10:1 and more; the ghosts keep
// their hues, lightened to stay above 6:1; the outlines nearly twice as thick.
constexpr Look kHighContrast {
    .background { 0x00, 0x00, 0x00 },
    .wallEdge { 0x00, 0xff, 0xff },
    .wallBody { 0x00, 0x00, 0x00 },
    .dot { 0xff, 0xff, 0xff },
    .energizer { 0xff, 0xff, 0x00 },
    .tunnel { 0x1e, 0x1e, 0x1e },
    .door { 0xff, 0x80, 0xff },
    .house { 0x1a, 0x1a, 0x1a },
    .grid { 0x40, 0x40, 0x40 },
    .muncher { 0xff, 0xff, 0x00 },
    .red { 0xff, 0x50, 0x50 },
    .pink { 0xff, 0xa0, 0xff },
    .cyan { 0x00, 0xff, 0xff },
    .orange { 0xff, 0xb0, 0x40 },
    .fruit { 0xff, 0x60, 0x80 },
    .error { 0xff, 0x60, 0x60 },
    .warning { 0xff, 0xff, 0x00 },
    .selection { 0xff, 0xff, 0xff },
    .wallEdgeWidth = 0.12,
};

std::atomic<LookKind> currentKind { LookKind::Classic };

} // namespace

// Constant-initialised, so that painters in other files' static initialisers find it ready.
constinit Look theme::current = kClassic;

const Look& lookOf(LookKind kind) { return kind == LookKind::HighContrast ? kHighContrast : kClassic; }

LookKind currentLook() { return currentKind.load(); }

void setLook(LookKind kind)
{
    currentKind.store(kind);
    theme::current = lookOf(kind);
}

} // namespace mazeworks
