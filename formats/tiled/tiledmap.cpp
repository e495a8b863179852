#include "tiledmap.h"

#include <algorithm>

namespace mazeworks::tiled {

const Property* findProperty(const Properties& properties, const QString& name)
{
    const auto found
        = std::find_if(properties.begin(), properties.end(), [&](const Property& p) { return p.name == name; });
    return found == properties.end() ? nullptr : &*found;
}

Properties merged(const Properties& under, const Properties& over)
{
    Properties out = over;
    for (const Property& p : under) {
        if (!findProperty(over, p.name)) out.push_back(p);
    }
    return out;
}

Object instantiated(const Object& instance, const Template& from, const QString& templateFile)
{
    const Object& base = from.object;
    Object out = instance;
    auto fill = [](auto& field, const auto& fallback) {
        if (!field) field = fallback;
    };
    fill(out.name, base.name);
    fill(out.type, base.type);
    fill(out.width, base.width);
    fill(out.height, base.height);
    fill(out.rotation, base.rotation);
    fill(out.visible, base.visible);
    fill(out.shape, base.shape);
    if (!instance.gid && base.gid) {
        out.gid = base.gid;
        out.gidTemplate = templateFile;
    }
    if (out.points.empty()) out.points = base.points;
    out.properties = merged(base.properties, instance.properties);
    out.templateFile = templateFile;
    return out;
}

const Tileset* tilesetOf(const std::vector<Tileset>& tilesets, quint32 gid)
{
    gid &= ~kFlipBits;
    // By halving, not a look at every tileset for every tile: a map may have hundreds.
    const auto after = std::upper_bound(tilesets.begin(), tilesets.end(), gid,
        [](quint32 g, const Tileset& t) { return static_cast<qint64>(g) < t.firstGid; });
    return after == tilesets.begin() ? nullptr : &*std::prev(after);
}

} // namespace mazeworks::tiled
