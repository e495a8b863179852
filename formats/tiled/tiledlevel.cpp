#include "tiledlevel.h"

#include "tilekinds.h"

#include "maze/mazefile.h"
#include "tmjreader.h"
#include "tmxreader.h"

#include <QFileInfo>
#include <QRect>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <unordered_map>

namespace mazeworks::tiled {

namespace {

QString ghostWord(GhostKind kind) { return QString::fromLatin1(name(kind).data(), qsizetype(name(kind).size())); }

// A tile layer as it counts: shown, with the offset of the groups it is in.
struct TileLayer {
    const Layer* layer;
};

// An object layer as it counts: shown, drawn at `offset` pixels.
struct ObjectLayer {
    const Layer* layer;
    QPointF offset;
};

// The kind of a tile, or why it has none Mazeworks knows.
struct TileKind {
    std::optional<Tile> kind;
    QString word; // the "kind" property or type it has, when that is no kind
    bool answered = false;
};

class LevelMaker {
public:
    LevelMaker(const Map& map, const TileAnswers& answers)
        : m_map(map)
        , m_answers(answers)
    {
    }

    Import make()
    {
        Import out;
        if (m_map.orientation != QLatin1String("orthogonal"))
            m_problems.add(Code::NotOrthogonal, Place { m_map.place }, { m_map.orientation });
        if (m_map.tileWidth < 1 || m_map.tileHeight < 1) m_problems.add(Code::TileSize, Place { m_map.place });
        collectLayers(m_map.layers, QPointF());
        if (m_tileLayers.empty()) m_problems.add(Code::NoTileLayer, Place { m_map.place });
        warnOfTilesetProperties();
        std::optional<TileMap<Tile>> tiles;
        if (!m_problems.hasErrors() && placeTiles()) tiles = kindsOfTiles(out.unknownTiles);
        Maze maze;
        if (tiles) {
            maze.tiles = std::move(*tiles);
            readMapProperties(maze);
            readPlaces(maze);
        }
        if (!m_problems.hasErrors()) out.maze = std::move(maze);
        out.problems = m_problems.take();
        return out;
    }

private:
    // The layers that count, bottom first; the others named once.
    void collectLayers(const std::vector<Layer>& layers, QPointF offset)
    {
        for (const Layer& layer : layers) {
            const Place place { layer.place, layer.name };
            if (layer.kind == Layer::Kind::Image) {
                m_problems.add(Code::ImageLayer, place);
                continue;
            }
            if (!layer.visible) {
                m_problems.add(Code::HiddenLayer, place);
                continue;
            }
            warnOfProperties(layer.properties, {}, place);
            const QPointF at = offset + layer.offset;
            switch (layer.kind) {
            case Layer::Kind::Tiles:
                if (!at.isNull())
                    m_problems.add(Code::LayerOffset, place, { QString::number(at.x()), QString::number(at.y()) });
                m_tileLayers.push_back(TileLayer { &layer });
                break;
            case Layer::Kind::Objects:
                m_objectLayers.push_back(ObjectLayer { &layer, at });
                break;
            case Layer::Kind::Group:
                collectLayers(layer.layers, at);
                break;
            case Layer::Kind::Image:
                break;
            }
        }
    }

    // Properties that mean nothing to a maze: each named once.
    void warnOfProperties(const Properties& properties, std::initializer_list<const char*> known, const Place& place)
    {
        for (const Property& p : properties) {
            const bool isKnown
                = std::any_of(known.begin(), known.end(), [&](const char* k) { return p.name == QLatin1String(k); });
            if (!isKnown) m_problems.add(Code::UnknownProperty, place, { p.name });
        }
    }

    // A tileset's own properties, and its tiles' other than "kind", each name once a tileset.
    void warnOfTilesetProperties()
    {
        for (const Tileset& tileset : m_map.tilesets) {
            if (!tileset.read) continue;
            warnOfProperties(tileset.properties, {}, Place { tileset.place, {}, {}, tileset.name });
            QStringList said;
            for (const auto& [id, tile] : tileset.tiles) {
                for (const Property& p : tile.properties) {
                    if (p.name == QLatin1String("kind") || said.contains(p.name)) continue;
                    said << p.name;
                    m_problems.add(Code::UnknownProperty, Place { tile.place, {}, {}, tileset.name, id }, { p.name });
                }
            }
        }
    }

    // The uppermost GID of each tile of the level, and the layer it is from: the map's grid, or
    // the rectangle an infinite map's tiles cover. False, said, when there is no level.
    bool placeTiles()
    {
        if (m_map.infinite && !boundInfinite()) return false;
        if (!m_map.infinite) m_bounds = QRect(0, 0, m_map.width, m_map.height);
        const auto cells = static_cast<std::size_t>(m_bounds.width()) * static_cast<std::size_t>(m_bounds.height());
        m_gids.assign(cells, 0);
        m_from.assign(cells, -1);
        for (std::size_t i = 0; i < m_tileLayers.size(); ++i) {
            const Layer& layer = *m_tileLayers[i].layer;
            if (!m_map.infinite && layer.gids.empty() && layer.chunks.empty()) {
                m_problems.add(Code::NoTileData, Place { layer.place, layer.name });
                continue;
            }
            forEachTile(layer, [&](int col, int row, quint32 gid) { lay(static_cast<int>(i), col, row, gid); });
        }
        if (m_tileLayers.size() > 1) noteMerge();
        return !m_problems.hasErrors();
    }

    // Calls `f(col, row, gid)` for every tile of a layer that is not empty, in map coordinates.
    template <class F> static void forEachTile(const Layer& layer, F&& f)
    {
        auto run = [&](int x, int y, int width, const std::vector<quint32>& gids) {
            for (std::size_t i = 0; i < gids.size(); ++i) {
                if ((gids[i] & ~kFlipBits) == 0) continue;
                f(x + static_cast<int>(i % std::size_t(width)), y + static_cast<int>(i / std::size_t(width)), gids[i]);
            }
        };
        if (!layer.gids.empty()) run(0, 0, layer.width, layer.gids);
        for (const Chunk& chunk : layer.chunks) run(chunk.x, chunk.y, chunk.width, chunk.gids);
    }

    // An infinite map's level: the smallest rectangle that holds every tile shown.
    bool boundInfinite()
    {
        qint64 left = kFarTiles * 2;
        qint64 top = kFarTiles * 2;
        qint64 right = -kFarTiles * 2;
        qint64 bottom = -kFarTiles * 2;
        for (const TileLayer& t : m_tileLayers) {
            forEachTile(*t.layer, [&](int col, int row, quint32) {
                left = std::min<qint64>(left, col);
                top = std::min<qint64>(top, row);
                right = std::max<qint64>(right, col);
                bottom = std::max<qint64>(bottom, row);
            });
        }
        if (right < left) {
            m_problems.add(Code::InfiniteEmpty, Place { m_map.place });
            return false;
        }
        const qint64 width = right - left + 1;
        const qint64 height = bottom - top + 1;
        if (width > kMaxMapSide || height > kMaxMapSide) {
            m_problems.add(Code::InfiniteSize, Place { m_map.place },
                { QString::number(width), QString::number(height), QString::number(kMaxMapSide) });
            return false;
        }
        m_bounds
            = QRect(static_cast<int>(left), static_cast<int>(top), static_cast<int>(width), static_cast<int>(height));
        m_problems.add(Code::InfiniteBounds, Place { m_map.place },
            { QString::number(left), QString::number(right), QString::number(top), QString::number(bottom) });
        return true;
    }

    // A tile of layer `from` over what lies below it.
    void lay(int from, int col, int row, quint32 gid)
    {
        if (!m_bounds.contains(col, row)) return;
        const std::size_t i = index(col, row);
        if (m_from[i] >= 0 && kindOfGid(m_gids[i]).kind != kindOfGid(gid).kind) ++m_covered;
        m_gids[i] = gid;
        m_from[i] = from;
    }

    std::size_t index(int col, int row) const
    {
        return static_cast<std::size_t>(row - m_bounds.top()) * static_cast<std::size_t>(m_bounds.width())
            + static_cast<std::size_t>(col - m_bounds.left());
    }

    void noteMerge()
    {
        QStringList names;
        for (const TileLayer& t : m_tileLayers) names << QStringLiteral("\"%1\"").arg(t.layer->name);
        m_problems.add(Code::LayersMerged, Place { m_map.place },
            { names.join(QStringLiteral(", ")), QString::number(m_covered) });
    }

    // What a tile is, by its tileset's word for it or the answers given.
    TileKind kindOfGid(quint32 gid)
    {
        gid &= ~kFlipBits;
        // Maps are mostly runs of one tile: the last answer first, then the others.
        if (gid == m_lastGid) return m_lastKind;
        m_lastGid = gid;
        if (const auto found = m_kinds.find(gid); found != m_kinds.end()) return m_lastKind = found->second;
        TileKind out;
        if (const Tileset* tileset = tilesetOf(m_map.tilesets, gid); tileset && tileset->read) {
            const qint64 id = gid - tileset->firstGid;
            if (const auto tile = tileset->tiles.find(id); tile != tileset->tiles.end()) {
                const Property* kind = findProperty(tile->second.properties, QStringLiteral("kind"));
                out.word = kind ? kind->value.toString() : tile->second.type;
                out.kind = kindFromName(out.word);
            }
            if (!out.kind) {
                out.kind = m_answers.kindOf(*tileset, id);
                out.answered = out.kind.has_value();
            }
        }
        m_kinds.emplace(gid, out);
        return m_lastKind = out;
    }

    // The tiles of the level; the tiles with no kind listed once each (and an error).
    std::optional<TileMap<Tile>> kindsOfTiles(std::vector<UnknownTile>& unknownTiles)
    {
        TileMap<Tile> tiles(m_bounds.width(), m_bounds.height(), Tile::Floor);
        std::map<quint32, UnknownTile> unknown; // by GID
        std::map<const Tileset*, qint64> answered;
        for (std::size_t i = 0; i < m_gids.size(); ++i) {
            const quint32 gid = m_gids[i] & ~kFlipBits;
            if (gid == 0) continue;
            const TileKind kind = kindOfGid(gid);
            if (kind.kind) {
                tiles[i] = *kind.kind;
                continue;
            }
            auto [entry, fresh] = unknown.try_emplace(gid);
            if (fresh) {
                const Cell cell = tiles.cellAt(i);
                const Layer& layer = *m_tileLayers[std::size_t(m_from[i])].layer;
                entry->second = unknownTile(gid, kind,
                    Place { layer.place, layer.name, Cell { cell.col + m_bounds.left(), cell.row + m_bounds.top() } });
            }
            ++entry->second.count;
        }
        for (const auto& [gid, kind] : m_kinds) {
            if (!kind.answered) continue;
            if (const Tileset* tileset = tilesetOf(m_map.tilesets, gid)) ++answered[tileset];
        }
        for (const auto& [tileset, count] : answered)
            m_problems.add(Code::KindsAnswered, Place { tileset->place }, { QString::number(count), tileset->name });
        for (auto& [gid, tile] : unknown) {
            sayUnknown(tile);
            unknownTiles.push_back(std::move(tile));
        }
        if (!unknown.empty()) return std::nullopt;
        return tiles;
    }

    UnknownTile unknownTile(quint32 gid, const TileKind& kind, Place first) const
    {
        UnknownTile tile;
        tile.word = kind.word;
        tile.first = std::move(first);
        tile.tile = gid;
        if (const Tileset* tileset = tilesetOf(m_map.tilesets, gid)) {
            tile.tileset = static_cast<std::size_t>(tileset - m_map.tilesets.data());
            tile.tile = gid - tileset->firstGid;
        }
        return tile;
    }

    void sayUnknown(const UnknownTile& tile)
    {
        if (tile.tileset == UnknownTile::kNoTileset) {
            m_problems.add(Code::NoTileset, tile.first, { QString::number(tile.tile), QString::number(tile.count) });
            return;
        }
        const Tileset& tileset = m_map.tilesets[tile.tileset];
        const auto definition = tileset.tiles.find(tile.tile);
        if (definition != tileset.tiles.end() && findProperty(definition->second.properties, QStringLiteral("kind"))) {
            m_problems.add(Code::NotAKind, Place { definition->second.place, {}, {}, tileset.name, tile.tile },
                { tile.word.left(40) });
            return;
        }
        m_problems.add(
            Code::NoKind, tile.first, { QString::number(tile.tile), tileset.name, QString::number(tile.count) });
    }

    // The map's name, rules, releases and weights.
    void readMapProperties(Maze& maze)
    {
        const Place place { m_map.place };
        QStringList knownReleases;
        for (GhostKind k : kGhostKinds) {
            knownReleases << ghostWord(k) + QStringLiteral(" release")
                          << ghostWord(k) + QStringLiteral(" release-dots");
        }
        for (const Property& p : m_map.properties) {
            const QString text = p.value.toString();
            if (p.name == QLatin1String("name")) {
                maze.name = text.toStdString();
            } else if (p.name == QLatin1String("rules")) {
                readRules(text, maze);
            } else if (p.name == QLatin1String("weights")) {
                readWeights(text, maze);
            } else if (knownReleases.contains(p.name)) {
                readRelease(p, maze);
            } else {
                m_problems.add(Code::UnknownProperty, place, { p.name });
            }
        }
    }

    void readRules(const QString& text, Maze& maze)
    {
        for (const QString& word : text.split(QRegularExpression(QStringLiteral("[, ]+")), Qt::SkipEmptyParts)) {
            if (const auto rule = gameRuleFromName(word.toStdString()))
                maze.rules.add(*rule);
            else
                m_problems.add(Code::NotARule, Place { m_map.place }, { word.left(40) });
        }
    }

    // "<ghost> release" (seconds) or "<ghost> release-dots" (a count).
    void readRelease(const Property& p, Maze& maze)
    {
        const GhostKind kind = *ghostKindFromName(p.name.section(QLatin1Char(' '), 0, 0).toStdString());
        bool ok = false;
        const double value = p.value.toDouble(&ok);
        if (p.name.endsWith(QLatin1String("release"))) {
            if (ok && std::isfinite(value) && value >= 0)
                maze.releases[indexOf(kind)] = value;
            else
                m_problems.add(Code::BadMapRelease, Place { m_map.place }, { p.name, p.value.toString().left(40) });
        } else {
            if (ok && value >= 0 && value <= 1e6 && value == std::floor(value))
                maze.releaseDots[indexOf(kind)] = static_cast<int>(value);
            else
                m_problems.add(Code::BadReleaseDots, Place { m_map.place }, { p.name, p.value.toString().left(40) });
        }
    }

    // The weights, as Mazeworks writes them: a line of digits 1 to 9 a row.
    void readWeights(const QString& text, Maze& maze)
    {
        const QStringList rows = text.split(QLatin1Char('\n'));
        TileMap<std::uint8_t> weights(maze.width(), maze.height(), 1);
        bool ok = rows.size() == maze.height();
        for (int row = 0; ok && row < maze.height(); ++row) {
            const QString& digits = rows[row];
            ok = digits.size() == maze.width();
            for (int col = 0; ok && col < maze.width(); ++col) {
                ok = digits[col] >= QLatin1Char('1') && digits[col] <= QLatin1Char('9');
                if (ok) weights[weights.index(col, row)] = static_cast<std::uint8_t>(digits[col].unicode() - '0');
            }
        }
        if (ok)
            maze.weights = std::move(weights);
        else
            m_problems.add(Code::UnknownProperty, Place { m_map.place }, { QStringLiteral("weights") });
    }

    // The places: each object of the shown object layers that is one.
    void readPlaces(Maze& maze)
    {
        for (const ObjectLayer& layer : m_objectLayers) {
            for (const Object& object : layer.layer->objects) readPlace(object, layer.offset, maze);
        }
    }

    // The tile of a tile object: its definition, when its tileset has one.
    const TileDefinition* tileOf(const Object& object) const
    {
        if (!object.gid) return nullptr;
        const std::vector<Tileset>* tilesets = &m_map.tilesets;
        if (!object.gidTemplate.isEmpty()) {
            const auto found = m_map.templates.find(object.gidTemplate);
            if (found == m_map.templates.end()) return nullptr;
            tilesets = &found->second.tilesets;
        }
        const Tileset* tileset = tilesetOf(*tilesets, *object.gid);
        if (!tileset) return nullptr;
        const auto tile = tileset->tiles.find(qint64(*object.gid & ~kFlipBits) - tileset->firstGid);
        return tile == tileset->tiles.end() ? nullptr : &tile->second;
    }

    void readPlace(const Object& object, QPointF offset, Maze& maze)
    {
        Place place { object.place };
        place.object = object.id;
        place.objectName = object.name.value_or(QString());
        if (!object.visible.value_or(true)) {
            m_problems.add(Code::HiddenObject, place);
            return;
        }
        // A tile object without a type of its own is what its tile is (Tiled's effective type),
        // and has its tile's properties beneath its own.
        const TileDefinition* tile = tileOf(object);
        QString type = object.type.value_or(QString());
        if (type.isEmpty() && tile) type = tile->type;
        const Properties properties = tile ? merged(tile->properties, object.properties) : object.properties;
        if (type.isEmpty()) {
            m_problems.add(Code::NoType, place);
            return;
        }
        const std::optional<PlaceType> what = placeTypeFromName(type);
        if (!what) {
            m_problems.add(Code::NotAPlace, place, { type.left(40) });
            return;
        }
        const std::optional<Cell> cell = cellOf(object, offset, place);
        if (!cell) return;
        switch (*what) {
        case PlaceType::Muncher:
            warnOfProperties(object.properties, { "heading" }, place);
            if (notSecond(m_muncher, object, type, place)) {
                if (const auto heading = headingOf(properties, place)) maze.muncher = Start { *cell, *heading };
            }
            break;
        case PlaceType::Ghost:
            warnOfProperties(object.properties, { "heading", "kind", "release" }, place);
            if (const auto kind = ghostOf(object, properties, place)) {
                if (!notSecond(m_ghosts[indexOf(*kind)], object, type, place)) break;
                if (const auto heading = headingOf(properties, place))
                    maze.ghosts[indexOf(*kind)] = Start { *cell, *heading };
                readGhostRelease(properties, *kind, place, maze);
            }
            break;
        case PlaceType::Corner:
            warnOfProperties(object.properties, { "kind" }, place);
            if (const auto kind = ghostOf(object, properties, place)) {
                if (notSecond(m_corners[indexOf(*kind)], object, type, place)) maze.corners[indexOf(*kind)] = *cell;
            }
            break;
        case PlaceType::Fruit:
            warnOfProperties(object.properties, {}, place);
            if (notSecond(m_fruit, object, type, place)) maze.fruit = *cell;
            break;
        }
    }

    // The tile under the object's middle: a tile object's picture stands on (x, y), a point is
    // (x, y), a polygon's middle is its corners', anything else hangs from (x, y); turned with
    // the object, moved with its layer. Nothing, said, when it lies beyond any map.
    std::optional<Cell> cellOf(const Object& object, QPointF offset, const Place& place)
    {
        const double x = object.x.value_or(0);
        const double y = object.y.value_or(0);
        double width = object.width.value_or(0);
        double height = object.height.value_or(0);
        QPointF middle;
        if (object.gid) {
            middle = QPointF(width / 2, -height / 2);
        } else if (object.shape == Object::Shape::Point) {
            middle = QPointF();
        } else if (!object.points.empty()) {
            double left = object.points.front().x(), right = left;
            double top = object.points.front().y(), bottom = top;
            for (const QPointF& p : object.points) {
                left = std::min(left, p.x());
                right = std::max(right, p.x());
                top = std::min(top, p.y());
                bottom = std::max(bottom, p.y());
            }
            middle = QPointF((left + right) / 2, (top + bottom) / 2);
        } else {
            middle = QPointF(width / 2, height / 2);
        }
        const double radians = object.rotation.value_or(0) * std::numbers::pi / 180.0;
        const QPointF turned(middle.x() * std::cos(radians) - middle.y() * std::sin(radians),
            middle.x() * std::sin(radians) + middle.y() * std::cos(radians));
        const QPointF at = QPointF(x, y) + turned + offset;
        // An isometric map measures both of an object's coordinates in tile heights.
        const bool isometric = m_map.orientation == QLatin1String("isometric");
        const double col = std::floor(at.x() / (isometric ? m_map.tileHeight : m_map.tileWidth)) - m_bounds.left();
        const double row = std::floor(at.y() / m_map.tileHeight) - m_bounds.top();
        if (!std::isfinite(col) || !std::isfinite(row) || std::abs(col) > kFarTiles || std::abs(row) > kFarTiles) {
            m_problems.add(Code::FarAway, place, { QString::number(x), QString::number(y) });
            return std::nullopt;
        }
        return Cell { static_cast<int>(col), static_cast<int>(row) };
    }

    std::optional<Direction> headingOf(const Properties& properties, const Place& place)
    {
        const Property* heading = findProperty(properties, QStringLiteral("heading"));
        if (!heading) return Direction::Left;
        if (const auto d = headingFromName(heading->value.toString())) return d;
        m_problems.add(Code::NotADirection, place, { heading->value.toString().left(40) });
        return std::nullopt;
    }

    // A ghost's (or a corner's) kind: its "kind" property, else the first word of its name
    // ("red ghost", "Blinky").
    std::optional<GhostKind> ghostOf(const Object& object, const Properties& properties, const Place& place)
    {
        if (const Property* kind = findProperty(properties, QStringLiteral("kind"))) {
            if (const auto k = ghostFromName(kind->value.toString())) return k;
            m_problems.add(Code::NotAGhost, place, { kind->value.toString().left(40) });
            return std::nullopt;
        }
        if (const auto k = ghostFromName(object.name.value_or(QString()).section(QLatin1Char(' '), 0, 0))) return k;
        m_problems.add(Code::GhostWithoutKind, place);
        return std::nullopt;
    }

    void readGhostRelease(const Properties& properties, GhostKind kind, const Place& place, Maze& maze)
    {
        const Property* release = findProperty(properties, QStringLiteral("release"));
        if (!release) return;
        bool ok = false;
        const double seconds = release->value.toDouble(&ok);
        if (ok && std::isfinite(seconds) && seconds >= 0)
            maze.releases[indexOf(kind)] = seconds;
        else
            m_problems.add(Code::BadRelease, place, { release->value.toString().left(40) });
    }

    // Whether this is the first such place; a second is said, naming the first.
    bool notSecond(std::optional<qint64>& first, const Object& object, const QString& type, const Place& place)
    {
        if (first) {
            m_problems.add(Code::SecondPlace, place, { type.left(40), QString::number(*first) });
            return false;
        }
        first = object.id;
        return true;
    }

    const Map& m_map;
    const TileAnswers& m_answers;
    Problems m_problems;
    std::vector<TileLayer> m_tileLayers;
    std::vector<ObjectLayer> m_objectLayers;
    QRect m_bounds;
    std::vector<quint32> m_gids; // the uppermost tile of each cell of m_bounds
    std::vector<int> m_from; // the layer (in m_tileLayers) it is from, -1 for none
    qint64 m_covered = 0;
    std::unordered_map<quint32, TileKind> m_kinds; // by GID without flips
    quint32 m_lastGid = 0;
    TileKind m_lastKind;
    std::optional<qint64> m_muncher;
    std::optional<qint64> m_fruit;
    std::array<std::optional<qint64>, 4> m_ghosts;
    std::array<std::optional<qint64>, 4> m_corners;
};

} // namespace

TilesetKey keyOf(const Tileset& tileset) { return TilesetKey { tileset.name, QFileInfo(tileset.image).fileName() }; }

std::optional<Tile> TileAnswers::kindOf(const Tileset& tileset, qint64 tile) const
{
    const TilesetKey exact = keyOf(tileset);
    for (const TilesetKey& key : { exact, TilesetKey { exact.name, QString() } }) {
        const auto found = m_answers.find(key);
        if (found == m_answers.end()) continue;
        if (const auto t = found->second.tiles.find(tile); t != found->second.tiles.end()) return t->second;
        if (found->second.others) return found->second.others;
    }
    return std::nullopt;
}

std::map<TilesetKey, std::map<qint64, Tile>> TileAnswers::tiles() const
{
    std::map<TilesetKey, std::map<qint64, Tile>> out;
    for (const auto& [key, answers] : m_answers) out[key] = answers.tiles;
    return out;
}

bool Import::needsAnswers() const
{
    if (unknownTiles.empty()) return false;
    return std::all_of(problems.begin(), problems.end(), [](const Problem& p) {
        return p.level != Level::Error || p.code == Code::NoKind || p.code == Code::NotAKind
            || p.code == Code::MoreProblems;
    });
}

std::optional<Spelling> spellingOf(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("tmx")) return Spelling::Tmx;
    if (suffix == QLatin1String("tmj") || suffix == QLatin1String("json")) return Spelling::Tmj;
    return std::nullopt;
}

MapRead readMap(const QByteArray& bytes, const FileReader& files, Spelling named)
{
    Problems problems;
    ExternalFiles external(files, problems);
    MapRead out;
    const QByteArray start = bytes.left(64).trimmed();
    const bool xml
        = looksLikeXml(bytes) || (named == Spelling::Tmx && !start.startsWith('{') && !start.startsWith('['));
    out.map = xml ? readTmxMap(bytes, external, problems) : readTmjMap(bytes, external, problems);
    out.problems = problems.take();
    const bool failed = std::any_of(
        out.problems.begin(), out.problems.end(), [](const Problem& p) { return p.level == Level::Error; });
    if (failed) out.map.reset();
    return out;
}

Import importLevel(const Map& map, const TileAnswers& answers) { return LevelMaker(map, answers).make(); }

Import readLevel(const QByteArray& bytes, const FileReader& files, const TileAnswers& answers, Spelling named)
{
    MapRead read = readMap(bytes, files, named);
    if (!read.map) return Import { std::nullopt, std::move(read.problems), {} };
    Import level = importLevel(*read.map, answers);
    read.problems.insert(read.problems.end(), level.problems.begin(), level.problems.end());
    level.problems = std::move(read.problems);
    return level;
}

} // namespace mazeworks::tiled
