#include "tiledreading.h"

#include "maze/mazefile.h"

#include <cmath>

namespace mazeworks::tiled {

TiledReading::TiledReading(QString file, Document document, ExternalFiles& files, Problems& problems)
    : m_file(std::move(file))
    , m_document(document)
    , m_files(files)
    , m_problems(problems)
{
}

bool TiledReading::isMapSize(std::optional<double> width, std::optional<double> height)
{
    return width && height && *width >= 1 && *height >= 1 && *width <= kMaxMapSide && *height <= kMaxMapSide
        && *width == std::floor(*width) && *height == std::floor(*height);
}

void TiledReading::enterMap(const Map& map)
{
    m_infinite = map.infinite;
    m_mapWidth = map.width;
    m_mapHeight = map.height;
}

bool TiledReading::fitsTheMap(const Layer& layer, const Place& place)
{
    if (m_infinite || (layer.width == m_mapWidth && layer.height == m_mapHeight)) return true;
    m_problems.add(Code::LayerSize, place,
        { QString::number(layer.width), QString::number(layer.height), QString::number(m_mapWidth),
            QString::number(m_mapHeight) });
    return false;
}

} // namespace mazeworks::tiled
