#include "ldtkproject.h"

#include "maze/mazefile.h"
#include "tiled/tiledfiles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace mazeworks::ldtk {

namespace {

using tiled::PlaceType;

// A JSON value as the file spells it, cut short: 9, "x", [1, 2], null.
QString spelled(const QJsonValue& value)
{
    const QByteArray json = QJsonDocument(QJsonArray { value }).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2)).left(40);
}

QString placeWord(PlaceType type) { return tiled::placeTypeWords(type).value(0); }

// A whole number in [low, high], or nothing.
std::optional<qint64> whole(const QJsonValue& value, double low, double high)
{
    if (!value.isDouble()) return std::nullopt;
    const double d = value.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < low || d > high) return std::nullopt;
    return static_cast<qint64>(d);
}

// An IntGrid layer's definition: the identifiers of its values.
struct LayerDefinition {
    QString identifier;
    std::map<qint64, QString> values;
};

// A layer instance that counts, and where it is.
struct LayerRead {
    QJsonObject json;
    QString identifier;
};

// Where a place was first put in the level, to name it when a second comes.
struct First {
    std::optional<Cell> cell;
};

class Reader {
public:
    Reader(const FileReader& files, const Answers& answers, const std::optional<QString>& only)
        : m_files(files)
        , m_answers(answers)
        , m_only(only)
    {
    }

    Project read(const QByteArray& bytes)
    {
        Project out;
        readProject(bytes, out);
        sayLeftOutEntities();
        sayUnknownValues(out);
        out.problems = m_problems.take();
        if (!out.ok()) out.levels.clear();
        return out;
    }

private:
    void readProject(const QByteArray& bytes, Project& out)
    {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
        if (error.error != QJsonParseError::NoError) {
            m_problems.add(Code::NotJson, {},
                { error.errorString() + QStringLiteral(" (byte %1)").arg(qMax(0, error.offset) + 1) });
            return;
        }
        if (!document.isObject()) {
            m_problems.add(Code::NotJsonObject, {});
            return;
        }
        const QJsonObject root = document.object();
        const QJsonValue version = root.value(QStringLiteral("jsonVersion"));
        if (!version.isString()) {
            m_problems.add(Code::NotAProject, {});
            return;
        }
        out.jsonVersion = version.toString();
        bool numbered = false;
        const int major = out.jsonVersion.section(QLatin1Char('.'), 0, 0).toInt(&numbered);
        if (!numbered || major < 1) {
            m_problems.add(Code::OldVersion, {}, { out.jsonVersion.left(40) });
            return;
        }
        readDefinitions(root.value(QStringLiteral("defs")).toObject());
        // The levels: the project's own, then each world's (a project of several worlds).
        std::vector<QJsonValue> levels;
        for (const QJsonValue& level : root.value(QStringLiteral("levels")).toArray()) levels.push_back(level);
        for (const QJsonValue& world : root.value(QStringLiteral("worlds")).toArray()) {
            for (const QJsonValue& level : world.toObject().value(QStringLiteral("levels")).toArray())
                levels.push_back(level);
        }
        if (levels.empty()) {
            m_problems.add(Code::NoLevels, {});
            return;
        }
        for (std::size_t i = 0; i < levels.size(); ++i) {
            if (!levels[i].isObject()) {
                m_problems.add(
                    Code::NotAField, {}, { QStringLiteral("levels"), spelled(levels[i]), QStringLiteral("a level") });
                continue;
            }
            const QJsonObject level = levels[i].toObject();
            QString identifier = level.value(QStringLiteral("identifier")).toString();
            if (identifier.isEmpty()) identifier = QStringLiteral("Level_%1").arg(i);
            out.levelNames.push_back(identifier);
            if (m_only && identifier.compare(*m_only, Qt::CaseInsensitive) != 0) continue;
            if (m_overBudget) continue;
            if (std::optional<Maze> maze = readLevel(level, identifier))
                out.levels.push_back(ProjectLevel { identifier, std::move(*maze) });
        }
    }

    void readDefinitions(const QJsonObject& defs)
    {
        for (const QJsonValue& layer : defs.value(QStringLiteral("layers")).toArray()) {
            const QJsonObject json = layer.toObject();
            const std::optional<qint64> uid = whole(json.value(QStringLiteral("uid")), -1e15, 1e15);
            if (!uid) continue;
            LayerDefinition definition;
            definition.identifier = json.value(QStringLiteral("identifier")).toString();
            for (const QJsonValue& value : json.value(QStringLiteral("intGridValues")).toArray()) {
                const QJsonObject v = value.toObject();
                if (const auto number = whole(v.value(QStringLiteral("value")), -1e15, 1e15))
                    definition.values[*number] = v.value(QStringLiteral("identifier")).toString();
            }
            m_layerDefinitions[*uid] = std::move(definition);
        }
    }

    // A level kept in a file of its own is read from there; its problems name the file.
    std::optional<Maze> readLevel(QJsonObject level, const QString& identifier)
    {
        QString file;
        const QJsonValue layers = level.value(QStringLiteral("layerInstances"));
        const QJsonValue external = level.value(QStringLiteral("externalRelPath"));
        if ((layers.isUndefined() || layers.isNull()) && external.isString()) {
            file = tiled::resolvedPath(QString(), external.toString());
            QString why;
            const std::optional<QByteArray> bytes = m_files ? m_files(file, &why) : std::nullopt;
            if (!bytes) {
                m_problems.add(Code::FileUnreadable, Place { {}, identifier },
                    { file, why.isEmpty() ? QStringLiteral("-") : why });
                return std::nullopt;
            }
            QJsonParseError error;
            const QJsonDocument document = QJsonDocument::fromJson(*bytes, &error);
            if (error.error != QJsonParseError::NoError || !document.isObject()) {
                const QString what = error.error != QJsonParseError::NoError
                    ? error.errorString() + QStringLiteral(" (byte %1)").arg(qMax(0, error.offset) + 1)
                    : QStringLiteral("not a JSON object");
                m_problems.add(Code::NotALevelFile, Place { file, identifier }, { file, what });
                return std::nullopt;
            }
            level = document.object();
        }
        return LevelReader(*this, level, Place { file, identifier }).read();
    }

    // One level: its layers, tiles, weights, places and fields.
    class LevelReader {
    public:
        LevelReader(Reader& reader, const QJsonObject& level, Place place)
            : r(reader)
            , m_level(level)
            , m_place(std::move(place))
        {
        }

        std::optional<Maze> read()
        {
            const QJsonValue layers = m_level.value(QStringLiteral("layerInstances"));
            if (!layers.isArray()) {
                r.m_problems.add(Code::NotAField, m_place,
                    { QStringLiteral("layerInstances"), spelled(layers), QStringLiteral("a list of layers") });
                return std::nullopt;
            }
            collectLayers(layers.toArray());
            if (m_tileLayers.empty()) {
                r.m_problems.add(Code::NoIntGrid, m_place);
                return std::nullopt;
            }
            if (!readGrid()) return std::nullopt;
            Maze maze;
            // Values of no kind still leave the tiles' grid: the rest is read, and its
            // problems said, so that answers for the values alone make the level.
            const bool known = readTiles(maze);
            if (!maze.hasMap()) return std::nullopt;
            readWeights(maze);
            readLevelFields(maze);
            for (const LayerRead& layer : m_entityLayers) readEntities(layer, maze);
            if (!known) return std::nullopt;
            return maze;
        }

    private:
        Place at(const QString& layer) const
        {
            Place place = m_place;
            place.layer = layer;
            return place;
        }

        // The layers that count, bottom first (LDtk lists the uppermost first); the others named.
        void collectLayers(const QJsonArray& layers)
        {
            for (qsizetype i = layers.size() - 1; i >= 0; --i) {
                const QJsonObject json = layers[i].toObject();
                const QString type = json.value(QStringLiteral("__type")).toString();
                const QString identifier = json.value(QStringLiteral("__identifier")).toString();
                if (!json.value(QStringLiteral("visible")).toBool(true)) {
                    r.m_problems.add(Code::HiddenLayer, at(identifier));
                    continue;
                }
                const LayerRead read { json, identifier };
                if (type == QLatin1String("IntGrid")) {
                    if (identifier.compare(QLatin1String("weights"), Qt::CaseInsensitive) == 0)
                        m_weightLayer = read;
                    else
                        m_tileLayers.push_back(read);
                    if (!json.value(QStringLiteral("autoLayerTiles")).toArray().isEmpty())
                        r.m_problems.add(Code::PicturesLeftOut, Place { {}, {}, identifier });
                } else if (type == QLatin1String("Entities")) {
                    m_entityLayers.push_back(read);
                } else {
                    r.m_problems.add(Code::LayerLeftOut, Place { {}, {}, identifier }, { type.left(40) });
                }
            }
        }

        // The level's grid: the uppermost IntGrid layer's cells.
        bool readGrid()
        {
            const LayerRead& top = m_tileLayers.back();
            const QJsonValue width = top.json.value(QStringLiteral("__cWid"));
            const QJsonValue height = top.json.value(QStringLiteral("__cHei"));
            const auto w = whole(width, 1, kMaxMapSide);
            const auto h = whole(height, 1, kMaxMapSide);
            if (!w || !h) {
                r.m_problems.add(Code::LevelSize, at(top.identifier),
                    { spelled(width), spelled(height), QString::number(kMaxMapSide) });
                return false;
            }
            const QJsonValue grid = top.json.value(QStringLiteral("__gridSize"));
            const auto size = whole(grid, 1, kMaxGridSize);
            if (!size) {
                r.m_problems.add(Code::GridSize, at(top.identifier), { spelled(grid), QString::number(kMaxGridSize) });
                return false;
            }
            m_width = static_cast<int>(*w);
            m_height = static_cast<int>(*h);
            m_grid = static_cast<int>(*size);
            return true;
        }

        // Whether a layer has the level's cells; else it is said and left out.
        bool fits(const LayerRead& layer)
        {
            const QJsonValue width = layer.json.value(QStringLiteral("__cWid"));
            const QJsonValue height = layer.json.value(QStringLiteral("__cHei"));
            if (width.toDouble() == m_width && height.toDouble() == m_height) return true;
            r.m_problems.add(Code::LayerGrid, at(layer.identifier),
                { spelled(width), spelled(height), QString::number(m_width), QString::number(m_height) });
            return false;
        }

        // The values of an IntGrid layer of the level's size, row by row; nothing, said, when its
        // data is wrong.
        std::optional<std::vector<qint64>> values(const LayerRead& layer)
        {
            const qint64 cells = qint64(m_width) * m_height;
            if (!r.spend(cells, at(layer.identifier))) return std::nullopt;
            const QJsonArray csv = layer.json.value(QStringLiteral("intGridCsv")).toArray();
            const QJsonArray old = layer.json.value(QStringLiteral("intGrid")).toArray();
            if (csv.isEmpty() && !old.isEmpty()) {
                std::vector<qint64> out(static_cast<std::size_t>(cells), 0);
                // Before its CSV, LDtk wrote the cells that have a value, by number.
                for (const QJsonValue& v : old) {
                    const QJsonObject cell = v.toObject();
                    const auto id = whole(cell.value(QStringLiteral("coordId")), 0, double(cells - 1));
                    const auto value = whole(cell.value(QStringLiteral("v")), 0, 1e15);
                    if (!id || !value) {
                        r.m_problems.add(Code::NotAField, at(layer.identifier),
                            { QStringLiteral("intGrid"), spelled(v), QStringLiteral("a cell of the layer") });
                        return std::nullopt;
                    }
                    out[static_cast<std::size_t>(*id)] = *value;
                }
                return out;
            }
            if (csv.size() != cells) {
                r.m_problems.add(Code::CsvSize, at(layer.identifier),
                    { QString::number(csv.size()), QString::number(m_width), QString::number(m_height),
                        QString::number(cells) });
                return std::nullopt;
            }
            std::vector<qint64> out(static_cast<std::size_t>(cells), 0);
            for (qsizetype i = 0; i < csv.size(); ++i) {
                const auto value = whole(csv[i], 0, 1e15);
                if (!value) {
                    Place place = at(layer.identifier);
                    place.cell = Cell { static_cast<int>(i % m_width), static_cast<int>(i / m_width) };
                    r.m_problems.add(Code::NotAField, place,
                        { QStringLiteral("intGridCsv"), spelled(csv[i]), QStringLiteral("a value from 0 up") });
                    return std::nullopt;
                }
                out[static_cast<std::size_t>(i)] = *value;
            }
            return out;
        }

        // The tiles: the uppermost value of the layers that fit, each value its kind.
        bool readTiles(Maze& maze)
        {
            // Every layer's data checked before the level's cells are made of it.
            std::vector<const LayerRead*> used;
            std::vector<std::vector<qint64>> layers;
            bool ok = true;
            for (const LayerRead& layer : m_tileLayers) {
                if (!fits(layer)) continue;
                std::optional<std::vector<qint64>> cells = values(layer);
                if (!cells) {
                    ok = false;
                    continue;
                }
                used.push_back(&layer);
                layers.push_back(std::move(*cells));
            }
            if (!ok || used.empty()) return false;
            std::vector<qint64> top(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height), 0);
            std::vector<int> from(top.size(), -1);
            for (std::size_t l = 0; l < layers.size(); ++l) {
                for (std::size_t i = 0; i < top.size(); ++i) {
                    if (layers[l][i] == 0) continue;
                    top[i] = layers[l][i];
                    from[i] = static_cast<int>(l);
                }
            }
            layers.clear();
            if (used.size() > 1) {
                QStringList names;
                for (const LayerRead* layer : used) names << QStringLiteral("\"%1\"").arg(layer->identifier);
                r.m_problems.add(Code::LayersMerged, m_place, { names.join(QStringLiteral(", ")) });
            }
            maze.tiles = TileMap<Tile>(m_width, m_height, Tile::Floor);
            bool known = true;
            for (std::size_t i = 0; i < top.size(); ++i) {
                if (top[i] == 0) continue;
                const LayerRead& layer = *used[static_cast<std::size_t>(from[i])];
                const Cell cell = maze.tiles.cellAt(i);
                if (const std::optional<Tile> kind = r.kindOf(layer.json, top[i], at(layer.identifier), cell))
                    maze.tiles[i] = *kind;
                else
                    known = false;
            }
            return known;
        }

        // The weights: an IntGrid layer named "weights", values 1 to 9, 0 for 1.
        void readWeights(Maze& maze)
        {
            if (!m_weightLayer || !fits(*m_weightLayer)) return;
            const std::optional<std::vector<qint64>> cells = values(*m_weightLayer);
            if (!cells) return;
            TileMap<std::uint8_t> weights(m_width, m_height, 1);
            std::map<qint64, qint64> wrong;
            for (std::size_t i = 0; i < cells->size(); ++i) {
                const qint64 v = (*cells)[i];
                if (v >= 1 && v <= 9)
                    weights[i] = static_cast<std::uint8_t>(v);
                else if (v != 0)
                    ++wrong[v];
            }
            for (const auto& [value, count] : wrong)
                r.m_problems.add(Code::NotAWeight, at(m_weightLayer->identifier),
                    { QString::number(value), QString::number(count) });
            maze.weights = std::move(weights);
        }

        // The fields of an entity or a level: by identifier, their values.
        static std::map<QString, QJsonValue> fieldsOf(const QJsonObject& json)
        {
            std::map<QString, QJsonValue> out;
            for (const QJsonValue& field : json.value(QStringLiteral("fieldInstances")).toArray()) {
                const QJsonObject f = field.toObject();
                const QString identifier = f.value(QStringLiteral("__identifier")).toString();
                if (!identifier.isEmpty()) out.emplace(identifier, f.value(QStringLiteral("__value")));
            }
            return out;
        }

        // The level's name and rules.
        void readLevelFields(Maze& maze)
        {
            maze.name = m_place.level.toStdString();
            for (const auto& [identifier, value] : fieldsOf(m_level)) {
                if (identifier.compare(QLatin1String("name"), Qt::CaseInsensitive) == 0) {
                    if (value.isString()) maze.name = value.toString().toStdString();
                } else if (identifier.compare(QLatin1String("rules"), Qt::CaseInsensitive) == 0) {
                    const QStringList words
                        = value.toString().split(QRegularExpression(QStringLiteral("[, ]+")), Qt::SkipEmptyParts);
                    for (const QString& word : words) {
                        if (const auto rule = gameRuleFromName(word.toStdString()))
                            maze.rules.add(*rule);
                        else
                            r.m_problems.add(Code::NotARule, Place { m_place.file, m_place.level, {}, {}, identifier },
                                { word.left(40) });
                    }
                } else {
                    r.m_problems.add(Code::FieldLeftOut, Place { {}, {}, {}, {}, identifier });
                }
            }
        }

        void readEntities(const LayerRead& layer, Maze& maze)
        {
            const double offsetX = layer.json.value(QStringLiteral("__pxTotalOffsetX")).toDouble();
            const double offsetY = layer.json.value(QStringLiteral("__pxTotalOffsetY")).toDouble();
            for (const QJsonValue& value : layer.json.value(QStringLiteral("entityInstances")).toArray()) {
                const QJsonObject entity = value.toObject();
                readEntity(entity, layer.identifier, offsetX, offsetY, maze);
            }
        }

        void readEntity(const QJsonObject& entity, const QString& layer, double offsetX, double offsetY, Maze& maze)
        {
            const QString identifier = entity.value(QStringLiteral("__identifier")).toString();
            Place place = at(layer);
            place.entity = identifier;
            const std::map<QString, QJsonValue> fields = fieldsOf(entity);
            const auto field = [&](const char* name) -> QJsonValue {
                for (const auto& [id, v] : fields) {
                    if (id.compare(QLatin1String(name), Qt::CaseInsensitive) == 0) return v;
                }
                return QJsonValue(QJsonValue::Null);
            };
            const QString kindField = field("kind").toString();
            // What it is: the answers for it, its identifier, its "kind" field, a ghost's name.
            std::optional<PlaceType> type = r.m_answers.place(identifier);
            if (!type) type = tiled::placeTypeFromName(identifier);
            if (!type) type = tiled::placeTypeFromName(identifier.section(QLatin1Char('_'), 0, 0));
            bool kindSaysType = false;
            if (!type && !kindField.isEmpty()) {
                type = tiled::placeTypeFromName(kindField);
                kindSaysType = type.has_value();
            }
            if (!type && ghostNamed(identifier)) type = PlaceType::Ghost;
            if (!type) {
                LeftOut& left = r.m_leftOutEntities[identifier];
                if (left.count++ == 0) left.first = place;
                return;
            }
            const std::optional<Cell> cell = cellOf(entity, offsetX, offsetY, place);
            if (!cell) return;
            place.cell = *cell;
            QStringList known;
            if (kindSaysType) known << QStringLiteral("kind");
            switch (*type) {
            case PlaceType::Muncher:
                known << QStringLiteral("heading");
                if (notSecond(m_muncher, *type, *cell, place)) {
                    if (const auto heading = headingOf(field("heading"), place))
                        maze.muncher = Start { *cell, *heading };
                }
                break;
            case PlaceType::Ghost:
                known << QStringLiteral("kind") << QStringLiteral("heading") << QStringLiteral("corner")
                      << QStringLiteral("release") << QStringLiteral("release_dots");
                if (const auto kind = ghostOf(identifier, kindSaysType ? QString() : kindField, field("kind"), place)) {
                    const std::size_t k = indexOf(*kind);
                    if (!notSecond(m_ghosts[k], *type, *cell, place)) break;
                    if (const auto heading = headingOf(field("heading"), place))
                        maze.ghosts[k] = Start { *cell, *heading };
                    readCorner(field("corner"), *kind, place, maze);
                    readRelease(field("release"), field("release_dots"), k, place, maze);
                }
                break;
            case PlaceType::Corner:
                known << QStringLiteral("kind");
                if (const auto kind = ghostOf(identifier, kindSaysType ? QString() : kindField, field("kind"), place)) {
                    if (notSecond(m_corners[indexOf(*kind)], *type, *cell, place)) maze.corners[indexOf(*kind)] = *cell;
                }
                break;
            case PlaceType::Fruit:
                if (notSecond(m_fruit, *type, *cell, place)) maze.fruit = *cell;
                break;
            }
            for (const auto& each : fields) {
                const QString& id = each.first;
                const bool isKnown = std::any_of(known.begin(), known.end(),
                    [&id](const QString& k) { return id.compare(k, Qt::CaseInsensitive) == 0; });
                if (!isKnown) r.m_problems.add(Code::FieldLeftOut, Place { {}, {}, {}, identifier, id });
            }
        }

        static bool ghostNamed(const QString& identifier)
        {
            return tiled::ghostFromName(identifier).has_value()
                || tiled::ghostFromName(identifier.section(QLatin1Char('_'), 0, 0)).has_value();
        }

        // The tile under the entity's middle (its pivot moved by its size): its position in
        // pixels over the level's grid (an Entities layer may have a grid of its own), else its
        // cell.
        std::optional<Cell> cellOf(const QJsonObject& entity, double offsetX, double offsetY, const Place& place)
        {
            const QJsonArray px = entity.value(QStringLiteral("px")).toArray();
            const QJsonArray grid = entity.value(QStringLiteral("__grid")).toArray();
            double x = 0;
            double y = 0;
            double cell = m_grid;
            if (px.size() == 2 && px[0].isDouble() && px[1].isDouble()) {
                x = px[0].toDouble() + offsetX;
                y = px[1].toDouble() + offsetY;
                // From its pivot to its middle: a character drawn standing on its tile has its
                // pivot at its feet, on the tile's lower edge.
                const QJsonArray pivot = entity.value(QStringLiteral("__pivot")).toArray();
                const double width = entity.value(QStringLiteral("width")).toDouble();
                const double height = entity.value(QStringLiteral("height")).toDouble();
                if (pivot.size() == 2 && std::isfinite(width) && std::isfinite(height) && width > 0 && height > 0
                    && width <= kFarPixels && height <= kFarPixels) {
                    x += (0.5 - std::clamp(pivot[0].toDouble(), 0.0, 1.0)) * width;
                    y += (0.5 - std::clamp(pivot[1].toDouble(), 0.0, 1.0)) * height;
                }
            } else if (grid.size() == 2 && grid[0].isDouble() && grid[1].isDouble()) {
                x = grid[0].toDouble();
                y = grid[1].toDouble();
                cell = 1;
            } else {
                r.m_problems.add(Code::NotAField, place,
                    { QStringLiteral("px"), spelled(entity.value(QStringLiteral("px"))),
                        QStringLiteral("a position") });
                return std::nullopt;
            }
            const double col = std::floor(x / cell);
            const double row = std::floor(y / cell);
            if (!std::isfinite(col) || !std::isfinite(row) || std::abs(x) > kFarPixels || std::abs(y) > kFarPixels) {
                r.m_problems.add(Code::FarAway, place, { QString::number(x), QString::number(y) });
                return std::nullopt;
            }
            return Cell { static_cast<int>(col), static_cast<int>(row) };
        }

        std::optional<Direction> headingOf(const QJsonValue& value, const Place& place)
        {
            if (value.isNull() || value.isUndefined()) return Direction::Left;
            if (value.isString()) {
                if (const auto d = tiled::headingFromName(value.toString())) return d;
            }
            Place field = place;
            field.field = QStringLiteral("heading");
            r.m_problems.add(
                Code::NotADirection, field, { value.isString() ? value.toString().left(40) : spelled(value) });
            return std::nullopt;
        }

        // A ghost's (or corner's) kind: its "kind" field, else its identifier's ghost name.
        std::optional<GhostKind> ghostOf(
            const QString& identifier, const QString& kindField, const QJsonValue& kindValue, const Place& place)
        {
            if (!kindField.isEmpty()) {
                if (const auto k = tiled::ghostFromName(kindField)) return k;
                Place field = place;
                field.field = QStringLiteral("kind");
                r.m_problems.add(Code::NotAGhost, field, { kindField.left(40) });
                return std::nullopt;
            }
            if (!kindValue.isNull() && !kindValue.isUndefined() && !kindValue.isString()) {
                Place field = place;
                field.field = QStringLiteral("kind");
                r.m_problems.add(Code::NotAGhost, field, { spelled(kindValue) });
                return std::nullopt;
            }
            for (const QString& word : identifier.split(QLatin1Char('_'), Qt::SkipEmptyParts)) {
                if (const auto k = tiled::ghostFromName(word)) return k;
            }
            if (const auto k = tiled::ghostFromName(identifier)) return k;
            r.m_problems.add(Code::GhostWithoutKind, place);
            return std::nullopt;
        }

        void readCorner(const QJsonValue& value, GhostKind kind, const Place& place, Maze& maze)
        {
            if (value.isNull() || value.isUndefined()) return;
            const QJsonObject point = value.toObject();
            const auto col = whole(point.value(QStringLiteral("cx")), -kFarPixels, kFarPixels);
            const auto row = whole(point.value(QStringLiteral("cy")), -kFarPixels, kFarPixels);
            if (!col || !row) {
                Place field = place;
                field.field = QStringLiteral("corner");
                r.m_problems.add(Code::NotACorner, field, { spelled(value) });
                return;
            }
            const Cell cell { static_cast<int>(*col), static_cast<int>(*row) };
            if (notSecond(m_corners[indexOf(kind)], PlaceType::Corner, cell, place)) maze.corners[indexOf(kind)] = cell;
        }

        void readRelease(
            const QJsonValue& seconds, const QJsonValue& dots, std::size_t k, const Place& place, Maze& maze)
        {
            if (!seconds.isNull() && !seconds.isUndefined()) {
                bool ok = seconds.isDouble();
                double s = seconds.toDouble();
                if (seconds.isString()) s = seconds.toString().toDouble(&ok);
                if (ok && std::isfinite(s) && s >= 0) {
                    maze.releases[k] = s;
                } else {
                    Place field = place;
                    field.field = QStringLiteral("release");
                    r.m_problems.add(Code::BadRelease, field, { spelled(seconds) });
                }
            }
            if (!dots.isNull() && !dots.isUndefined()) {
                if (const auto count = whole(dots, 0, 1e6)) {
                    maze.releaseDots[k] = static_cast<int>(*count);
                } else {
                    Place field = place;
                    field.field = QStringLiteral("release_dots");
                    r.m_problems.add(Code::BadReleaseDots, field, { spelled(dots) });
                }
            }
        }

        // Whether this is the first such place of the level; a second is said, naming the first.
        bool notSecond(First& first, PlaceType type, Cell cell, const Place& place)
        {
            if (first.cell) {
                r.m_problems.add(Code::SecondPlace, place,
                    { placeWord(type), QString::number(first.cell->col), QString::number(first.cell->row) });
                return false;
            }
            first.cell = cell;
            return true;
        }

        Reader& r;
        const QJsonObject& m_level;
        Place m_place;
        std::vector<LayerRead> m_tileLayers; // bottom first
        std::optional<LayerRead> m_weightLayer;
        std::vector<LayerRead> m_entityLayers;
        int m_width = 0;
        int m_height = 0;
        int m_grid = 0;
        First m_muncher;
        First m_fruit;
        std::array<First, 4> m_ghosts;
        std::array<First, 4> m_corners;
    };

    // The tiles read so far; false, said once, past kCellBudget.
    bool spend(qint64 cells, const Place& place)
    {
        if (m_overBudget) return false;
        m_cells += cells;
        if (m_cells <= kCellBudget) return true;
        m_overBudget = true;
        m_problems.add(Code::TooManyTiles, place, { QString::number(kCellBudget) });
        return false;
    }

    // The kind of a value of an IntGrid layer: by its identifier, else the answers; an unknown
    // one is counted, to be said once.
    std::optional<Tile> kindOf(const QJsonObject& layer, qint64 value, const Place& place, Cell cell)
    {
        // A number no definition's uid can be (1e300, say) finds none, as no number at all does.
        const qint64 uid = whole(layer.value(QStringLiteral("layerDefUid")), -1e15, 1e15).value_or(-1);
        const QString layerName = place.layer;
        const auto key = std::make_pair(layerName, value);
        if (const auto found = m_kinds.find(key); found != m_kinds.end()) {
            if (!found->second) {
                UnknownValue& unknown = m_unknown[key];
                ++unknown.count;
            }
            return found->second;
        }
        QString identifier;
        if (const auto definition = m_layerDefinitions.find(uid); definition != m_layerDefinitions.end()) {
            if (const auto v = definition->second.values.find(value); v != definition->second.values.end())
                identifier = v->second;
        }
        std::optional<Tile> kind = identifier.isEmpty() ? std::nullopt : tiled::kindFromName(identifier);
        if (!kind) {
            kind = m_answers.tile(identifier.isEmpty() ? QString::number(value) : identifier);
            if (kind) m_answered << (identifier.isEmpty() ? QString::number(value) : identifier);
        }
        m_kinds.emplace(key, kind);
        if (!kind) {
            UnknownValue& unknown = m_unknown[key];
            unknown.layer = layerName;
            unknown.value = value;
            unknown.identifier = identifier;
            unknown.first = place;
            unknown.first.cell = cell;
            unknown.count = 1;
            m_unknownOrder.push_back(key);
        }
        return kind;
    }

    void sayUnknownValues(Project& out)
    {
        for (const auto& key : m_unknownOrder) {
            const UnknownValue& unknown = m_unknown[key];
            m_problems.add(Code::NoKind, unknown.first,
                { QString::number(unknown.value), unknown.name().left(40), QString::number(unknown.count) });
            out.unknownValues.push_back(unknown);
        }
        if (!m_answered.isEmpty()) {
            m_answered.removeDuplicates();
            m_problems.add(Code::KindsAnswered, {},
                { QString::number(m_answered.size()), m_answered.join(QStringLiteral(", ")).left(200) });
        }
    }

    struct LeftOut {
        qint64 count = 0;
        Place first;
    };

    void sayLeftOutEntities()
    {
        for (const auto& [identifier, left] : m_leftOutEntities) {
            Place place { {}, {}, {}, identifier };
            m_problems.add(Code::EntityLeftOut, place, { QString::number(left.count) });
        }
    }

    const FileReader& m_files;
    const Answers& m_answers;
    const std::optional<QString>& m_only;
    Problems m_problems;
    std::map<qint64, LayerDefinition> m_layerDefinitions;
    qint64 m_cells = 0;
    bool m_overBudget = false;
    std::map<std::pair<QString, qint64>, std::optional<Tile>> m_kinds;
    std::map<std::pair<QString, qint64>, UnknownValue> m_unknown;
    std::vector<std::pair<QString, qint64>> m_unknownOrder;
    QStringList m_answered;
    std::map<QString, LeftOut> m_leftOutEntities;
};

} // namespace

std::optional<Tile> Answers::tile(const QString& name) const
{
    const auto found = m_tiles.find(name.toLower());
    if (found == m_tiles.end()) return std::nullopt;
    return found->second;
}

std::optional<tiled::PlaceType> Answers::place(const QString& name) const
{
    const auto found = m_places.find(name.toLower());
    if (found == m_places.end()) return std::nullopt;
    return found->second;
}

bool Project::ok() const
{
    return std::none_of(problems.begin(), problems.end(), [](const Problem& p) { return p.level == Level::Error; });
}

bool Project::needsAnswers() const
{
    if (unknownValues.empty()) return false;
    return std::all_of(problems.begin(), problems.end(), [](const Problem& p) {
        return p.level != Level::Error || p.code == Code::NoKind || p.code == Code::MoreProblems;
    });
}

Project readProject(
    const QByteArray& bytes, const FileReader& files, const Answers& answers, const std::optional<QString>& only)
{
    return Reader(files, answers, only).read(bytes);
}

} // namespace mazeworks::ldtk
