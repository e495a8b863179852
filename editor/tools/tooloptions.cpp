#include "tooloptions.h"

#include <QSettings>

namespace mazeworks {

namespace {
const QString kMirrorKey = QStringLiteral("tools/mirror");
}

ToolOptions::ToolOptions(QObject* parent)
    : QObject(parent)
{
    m_mirror = QSettings().value(kMirrorKey, false).toBool();
}

void ToolOptions::setTile(Tile tile)
{
    if (tile == m_tile) return;
    m_tile = tile;
    emit tileChanged(tile);
}

void ToolOptions::setMirror(bool on)
{
    if (on == m_mirror) return;
    m_mirror = on;
    QSettings().setValue(kMirrorKey, on);
    emit mirrorChanged(on);
}

void ToolOptions::setHeading(Direction heading)
{
    if (heading == m_heading) return;
    m_heading = heading;
    emit headingChanged(heading);
}

void ToolOptions::turn(bool clockwise)
{
    // kDirections runs anticlockwise on the screen: up, left, down, right.
    const int i = static_cast<int>(m_heading);
    setHeading(kDirections[static_cast<std::size_t>((i + (clockwise ? 3 : 1)) % 4)]);
}

} // namespace mazeworks
