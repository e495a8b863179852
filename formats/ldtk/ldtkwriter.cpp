#include "ldtkwriter.h"

#include "tiled/tilekinds.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QUuid>

#include <array>
#include <cmath>

namespace mazeworks::ldtk {

namespace {

// The values of the "Tiles" layer; floor is 0.
struct Value {
    Tile tile;
    int value;
    const char* colour;
};
constexpr std::array kValues = {
    Value { Tile::Wall, 1, "#2121DE" },
    Value { Tile::Dot, 2, "#FFB8AE" },
    Value { Tile::Energizer, 3, "#FFB851" },
    Value { Tile::Tunnel, 4, "#6A6A6A" },
    Value { Tile::Door, 5, "#FFB8FF" },
    Value { Tile::House, 6, "#3B3B5C" },
};

int valueOf(Tile tile)
{
    for (const Value& v : kValues) {
        if (v.tile == tile) return v.value;
    }
    return 0;
}

constexpr int kTilesLayer = 1;
constexpr int kWeightsLayer = 2;
constexpr int kPlacesLayer = 3;
constexpr int kMuncher = 10;
constexpr int kGhost = 11;
constexpr int kCorner = 12;
constexpr int kFruit = 13;
// Fields: of the muncher, the ghost, the corner, the level.
constexpr int kMuncherHeading = 20;
constexpr int kGhostKind = 21;
constexpr int kGhostHeading = 22;
constexpr int kGhostCorner = 23;
constexpr int kGhostRelease = 24;
constexpr int kGhostReleaseDots = 25;
constexpr int kCornerKind = 26;
constexpr int kLevelName = 27;
constexpr int kLevelRules = 28;
constexpr int kFirstLevel = 100;

QString word(std::string_view text) { return QString::fromLatin1(text.data(), qsizetype(text.size())); }

QString headingWord(Direction d)
{
    switch (d) {
    case Direction::Up:
        return QStringLiteral("up");
    case Direction::Left:
        return QStringLiteral("left");
    case Direction::Down:
        return QStringLiteral("down");
    case Direction::Right:
        return QStringLiteral("right");
    }
    return QStringLiteral("left");
}

// The same project written twice is the same file: its iids are made of names.
QString iid(const QString& name)
{
    static const QUuid space(QStringLiteral("{6d617a65-776f-726b-732d-6c64746b0001}"));
    return QUuid::createUuidV5(space, name).toString(QUuid::WithoutBraces);
}

QJsonObject header()
{
    return QJsonObject {
        { QStringLiteral("fileType"), QStringLiteral("LDtk Project JSON") },
        { QStringLiteral("app"), QStringLiteral("LDtk") },
        { QStringLiteral("doc"), QStringLiteral("https://ldtk.io/json") },
        { QStringLiteral("schema"), QStringLiteral("https://ldtk.io/files/JSON_SCHEMA.json") },
        { QStringLiteral("appAuthor"), QStringLiteral("Mazeworks") },
        { QStringLiteral("appVersion"), QStringLiteral("1.5.3") },
        { QStringLiteral("url"), QStringLiteral("https://ldtk.io") },
    };
}

// A field's definition: String, Int, Float or Point, nullable, shown in the editor.
QJsonObject fieldDef(int uid, const QString& identifier, const QString& type)
{
    return QJsonObject {
        { QStringLiteral("identifier"), identifier },
        { QStringLiteral("doc"), QJsonValue::Null },
        { QStringLiteral("__type"), type },
        { QStringLiteral("uid"), uid },
        { QStringLiteral("type"), QStringLiteral("F_") + type },
        { QStringLiteral("isArray"), false },
        { QStringLiteral("canBeNull"), true },
        { QStringLiteral("arrayMinLength"), QJsonValue::Null },
        { QStringLiteral("arrayMaxLength"), QJsonValue::Null },
        { QStringLiteral("editorDisplayMode"),
            type == QLatin1String("Point") ? QStringLiteral("PointStar") : QStringLiteral("NameAndValue") },
        { QStringLiteral("editorDisplayScale"), 1 },
        { QStringLiteral("editorDisplayPos"), QStringLiteral("Above") },
        { QStringLiteral("editorLinkStyle"), QStringLiteral("StraightArrow") },
        { QStringLiteral("editorDisplayColor"), QJsonValue::Null },
        { QStringLiteral("editorAlwaysShow"), false },
        { QStringLiteral("editorShowInWorld"), true },
        { QStringLiteral("editorCutLongValues"), true },
        { QStringLiteral("editorTextSuffix"), QJsonValue::Null },
        { QStringLiteral("editorTextPrefix"), QJsonValue::Null },
        { QStringLiteral("useForSmartColor"), false },
        { QStringLiteral("exportToToc"), false },
        { QStringLiteral("searchable"), false },
        { QStringLiteral("min"), QJsonValue::Null },
        { QStringLiteral("max"), QJsonValue::Null },
        { QStringLiteral("regex"), QJsonValue::Null },
        { QStringLiteral("acceptFileTypes"), QJsonValue::Null },
        { QStringLiteral("defaultOverride"), QJsonValue::Null },
        { QStringLiteral("textLanguageMode"), QJsonValue::Null },
        { QStringLiteral("symmetricalRef"), false },
        { QStringLiteral("autoChainRef"), true },
        { QStringLiteral("allowOutOfLevelRef"), true },
        { QStringLiteral("allowedRefs"), QStringLiteral("OnlySame") },
        { QStringLiteral("allowedRefsEntityUid"), QJsonValue::Null },
        { QStringLiteral("allowedRefTags"), QJsonArray {} },
        { QStringLiteral("tilesetUid"), QJsonValue::Null },
    };
}

QJsonObject layerDef(int uid, const QString& identifier, const QString& type, const QJsonArray& values)
{
    return QJsonObject {
        { QStringLiteral("__type"), type },
        { QStringLiteral("identifier"), identifier },
        { QStringLiteral("type"), type },
        { QStringLiteral("uid"), uid },
        { QStringLiteral("doc"), QJsonValue::Null },
        { QStringLiteral("uiColor"), QJsonValue::Null },
        { QStringLiteral("gridSize"), kGridSize },
        { QStringLiteral("guideGridWid"), 0 },
        { QStringLiteral("guideGridHei"), 0 },
        { QStringLiteral("displayOpacity"), 1 },
        { QStringLiteral("inactiveOpacity"), type == QLatin1String("Entities") ? 0.6 : 1.0 },
        { QStringLiteral("hideInList"), false },
        { QStringLiteral("hideFieldsWhenInactive"), true },
        { QStringLiteral("canSelectWhenInactive"), true },
        { QStringLiteral("renderInWorldView"), true },
        { QStringLiteral("pxOffsetX"), 0 },
        { QStringLiteral("pxOffsetY"), 0 },
        { QStringLiteral("parallaxFactorX"), 0 },
        { QStringLiteral("parallaxFactorY"), 0 },
        { QStringLiteral("parallaxScaling"), true },
        { QStringLiteral("requiredTags"), QJsonArray {} },
        { QStringLiteral("excludedTags"), QJsonArray {} },
        { QStringLiteral("autoTilesKilledByOtherLayerUid"), QJsonValue::Null },
        { QStringLiteral("uiFilterTags"), QJsonArray {} },
        { QStringLiteral("useAsyncRender"), false },
        { QStringLiteral("intGridValues"), values },
        { QStringLiteral("intGridValuesGroups"), QJsonArray {} },
        { QStringLiteral("autoRuleGroups"), QJsonArray {} },
        { QStringLiteral("autoSourceLayerDefUid"), QJsonValue::Null },
        { QStringLiteral("tilesetDefUid"), QJsonValue::Null },
        { QStringLiteral("tilePivotX"), 0 },
        { QStringLiteral("tilePivotY"), 0 },
        { QStringLiteral("biomeFieldUid"), QJsonValue::Null },
    };
}

QJsonObject intGridValue(int value, const QString& identifier, const QString& colour)
{
    return QJsonObject {
        { QStringLiteral("value"), value },
        { QStringLiteral("identifier"), identifier },
        { QStringLiteral("color"), colour },
        { QStringLiteral("tile"), QJsonValue::Null },
        { QStringLiteral("groupUid"), 0 },
    };
}

QJsonObject entityDef(int uid, const QString& identifier, const QString& colour, const QJsonArray& fields)
{
    return QJsonObject {
        { QStringLiteral("identifier"), identifier },
        { QStringLiteral("uid"), uid },
        { QStringLiteral("tags"), QJsonArray {} },
        { QStringLiteral("exportToToc"), false },
        { QStringLiteral("allowOutOfBounds"), identifier == QLatin1String("Corner") },
        { QStringLiteral("doc"), QJsonValue::Null },
        { QStringLiteral("width"), kGridSize },
        { QStringLiteral("height"), kGridSize },
        { QStringLiteral("resizableX"), false },
        { QStringLiteral("resizableY"), false },
        { QStringLiteral("minWidth"), QJsonValue::Null },
        { QStringLiteral("maxWidth"), QJsonValue::Null },
        { QStringLiteral("minHeight"), QJsonValue::Null },
        { QStringLiteral("maxHeight"), QJsonValue::Null },
        { QStringLiteral("keepAspectRatio"), false },
        { QStringLiteral("tileOpacity"), 1 },
        { QStringLiteral("fillOpacity"), 0.5 },
        { QStringLiteral("lineOpacity"), 1 },
        { QStringLiteral("hollow"), false },
        { QStringLiteral("color"), colour },
        { QStringLiteral("renderMode"), QStringLiteral("Ellipse") },
        { QStringLiteral("showName"), true },
        { QStringLiteral("tilesetId"), QJsonValue::Null },
        { QStringLiteral("tileRenderMode"), QStringLiteral("FitInside") },
        { QStringLiteral("tileRect"), QJsonValue::Null },
        { QStringLiteral("uiTileRect"), QJsonValue::Null },
        { QStringLiteral("nineSliceBorders"), QJsonArray {} },
        { QStringLiteral("maxCount"), 0 },
        { QStringLiteral("limitScope"), QStringLiteral("PerLevel") },
        { QStringLiteral("limitBehavior"), QStringLiteral("MoveLastOne") },
        { QStringLiteral("pivotX"), 0 },
        { QStringLiteral("pivotY"), 0 },
        { QStringLiteral("fieldDefs"), fields },
    };
}

QJsonObject definitions()
{
    QJsonArray tileValues;
    for (const Value& v : kValues)
        tileValues << intGridValue(v.value, tiled::kindName(v.tile), QString::fromLatin1(v.colour));
    QJsonArray weightValues;
    for (int w = 1; w <= 9; ++w) {
        const int shade = 255 - (w - 1) * 24;
        weightValues << intGridValue(w, QStringLiteral("weight_%1").arg(w),
            QStringLiteral("#%1%1FF").arg(shade, 2, 16, QLatin1Char('0')).toUpper());
    }
    const QJsonArray layers {
        layerDef(kPlacesLayer, QStringLiteral("Places"), QStringLiteral("Entities"), {}),
        layerDef(kTilesLayer, QStringLiteral("Tiles"), QStringLiteral("IntGrid"), tileValues),
        layerDef(kWeightsLayer, QStringLiteral("Weights"), QStringLiteral("IntGrid"), weightValues),
    };
    const QJsonArray entities {
        entityDef(kMuncher, QStringLiteral("Muncher"), QStringLiteral("#FFFF00"),
            { fieldDef(kMuncherHeading, QStringLiteral("heading"), QStringLiteral("String")) }),
        entityDef(kGhost, QStringLiteral("Ghost"), QStringLiteral("#FF0000"),
            {
                fieldDef(kGhostKind, QStringLiteral("kind"), QStringLiteral("String")),
                fieldDef(kGhostHeading, QStringLiteral("heading"), QStringLiteral("String")),
                fieldDef(kGhostCorner, QStringLiteral("corner"), QStringLiteral("Point")),
                fieldDef(kGhostRelease, QStringLiteral("release"), QStringLiteral("Float")),
                fieldDef(kGhostReleaseDots, QStringLiteral("release_dots"), QStringLiteral("Int")),
            }),
        entityDef(kCorner, QStringLiteral("Corner"), QStringLiteral("#00FFFF"),
            { fieldDef(kCornerKind, QStringLiteral("kind"), QStringLiteral("String")) }),
        entityDef(kFruit, QStringLiteral("Fruit"), QStringLiteral("#FF8000"), {}),
    };
    return QJsonObject {
        { QStringLiteral("layers"), layers },
        { QStringLiteral("entities"), entities },
        { QStringLiteral("tilesets"), QJsonArray {} },
        { QStringLiteral("enums"), QJsonArray {} },
        { QStringLiteral("externalEnums"), QJsonArray {} },
        { QStringLiteral("levelFields"),
            QJsonArray {
                fieldDef(kLevelName, QStringLiteral("name"), QStringLiteral("String")),
                fieldDef(kLevelRules, QStringLiteral("rules"), QStringLiteral("String")),
            } },
    };
}

// A field's value, as LDtk keeps it: for the program reading the file (__value) and for its
// own editor (realEditorValues).
QJsonObject field(int defUid, const QString& identifier, const QString& type, const QJsonValue& value)
{
    QJsonArray editor;
    if (value.isString()) {
        editor << QJsonObject { { QStringLiteral("id"), QStringLiteral("V_String") },
            { QStringLiteral("params"), QJsonArray { value } } };
    } else if (value.isDouble()) {
        editor << QJsonObject { { QStringLiteral("id"),
                                    type == QLatin1String("Int") ? QStringLiteral("V_Int")
                                                                 : QStringLiteral("V_Float") },
            { QStringLiteral("params"), QJsonArray { value } } };
    } else if (value.isObject()) {
        const QJsonObject point = value.toObject();
        editor << QJsonObject { { QStringLiteral("id"), QStringLiteral("V_String") },
            { QStringLiteral("params"),
                QJsonArray { QStringLiteral("%1,%2")
                                 .arg(point.value(QStringLiteral("cx")).toInt())
                                 .arg(point.value(QStringLiteral("cy")).toInt()) } } };
    }
    return QJsonObject {
        { QStringLiteral("__identifier"), identifier },
        { QStringLiteral("__type"), type },
        { QStringLiteral("__value"), value },
        { QStringLiteral("__tile"), QJsonValue::Null },
        { QStringLiteral("defUid"), defUid },
        { QStringLiteral("realEditorValues"), editor },
    };
}

QJsonValue point(Cell cell)
{
    return QJsonObject { { QStringLiteral("cx"), cell.col }, { QStringLiteral("cy"), cell.row } };
}

class LevelWriter {
public:
    LevelWriter(const Maze& maze, const QString& identifier, int uid, QStringList* leftOut)
        : m_maze(maze)
        , m_identifier(identifier)
        , m_uid(uid)
        , m_leftOut(leftOut)
    {
    }

    QJsonObject level()
    {
        QJsonArray layers { entities(), tiles() };
        if (!m_maze.weights.empty()) layers << weights();
        const QString rules = QString::fromStdString(m_maze.rules.words());
        return QJsonObject {
            { QStringLiteral("identifier"), m_identifier },
            { QStringLiteral("iid"), iid(m_identifier) },
            { QStringLiteral("uid"), m_uid },
            { QStringLiteral("worldX"), -1 },
            { QStringLiteral("worldY"), -1 },
            { QStringLiteral("worldDepth"), 0 },
            { QStringLiteral("pxWid"), m_maze.width() * kGridSize },
            { QStringLiteral("pxHei"), m_maze.height() * kGridSize },
            { QStringLiteral("__bgColor"), QStringLiteral("#000000") },
            { QStringLiteral("bgColor"), QStringLiteral("#000000") },
            { QStringLiteral("useAutoIdentifier"), false },
            { QStringLiteral("bgRelPath"), QJsonValue::Null },
            { QStringLiteral("bgPos"), QJsonValue::Null },
            { QStringLiteral("bgPivotX"), 0.5 },
            { QStringLiteral("bgPivotY"), 0.5 },
            { QStringLiteral("__smartColor"), QStringLiteral("#808080") },
            { QStringLiteral("__bgPos"), QJsonValue::Null },
            { QStringLiteral("externalRelPath"), QJsonValue::Null },
            { QStringLiteral("fieldInstances"),
                QJsonArray {
                    field(kLevelName, QStringLiteral("name"), QStringLiteral("String"),
                        QString::fromStdString(m_maze.name)),
                    field(kLevelRules, QStringLiteral("rules"), QStringLiteral("String"),
                        rules.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(rules)),
                } },
            { QStringLiteral("layerInstances"), layers },
            { QStringLiteral("__neighbours"), QJsonArray {} },
        };
    }

private:
    QJsonObject layer(int defUid, const QString& identifier, const QString& type, const QJsonArray& csv,
        const QJsonArray& entities) const
    {
        return QJsonObject {
            { QStringLiteral("__identifier"), identifier },
            { QStringLiteral("__type"), type },
            { QStringLiteral("__cWid"), m_maze.width() },
            { QStringLiteral("__cHei"), m_maze.height() },
            { QStringLiteral("__gridSize"), kGridSize },
            { QStringLiteral("__opacity"), 1 },
            { QStringLiteral("__pxTotalOffsetX"), 0 },
            { QStringLiteral("__pxTotalOffsetY"), 0 },
            { QStringLiteral("__tilesetDefUid"), QJsonValue::Null },
            { QStringLiteral("__tilesetRelPath"), QJsonValue::Null },
            { QStringLiteral("iid"), iid(m_identifier + QLatin1Char('/') + identifier) },
            { QStringLiteral("levelId"), m_uid },
            { QStringLiteral("layerDefUid"), defUid },
            { QStringLiteral("pxOffsetX"), 0 },
            { QStringLiteral("pxOffsetY"), 0 },
            { QStringLiteral("visible"), true },
            { QStringLiteral("optionalRules"), QJsonArray {} },
            { QStringLiteral("intGridCsv"), csv },
            { QStringLiteral("autoLayerTiles"), QJsonArray {} },
            { QStringLiteral("seed"), 0 },
            { QStringLiteral("overrideTilesetUid"), QJsonValue::Null },
            { QStringLiteral("gridTiles"), QJsonArray {} },
            { QStringLiteral("entityInstances"), entities },
        };
    }

    QJsonObject tiles() const
    {
        QJsonArray csv;
        for (std::size_t i = 0; i < m_maze.tiles.size(); ++i) csv << valueOf(m_maze.tiles[i]);
        return layer(kTilesLayer, QStringLiteral("Tiles"), QStringLiteral("IntGrid"), csv, {});
    }

    QJsonObject weights() const
    {
        QJsonArray csv;
        for (std::size_t i = 0; i < m_maze.weights.size(); ++i) {
            const int w = m_maze.weights[i];
            csv << (w == 1 ? 0 : w);
        }
        return layer(kWeightsLayer, QStringLiteral("Weights"), QStringLiteral("IntGrid"), csv, {});
    }

    QJsonObject entity(
        int defUid, const QString& identifier, Cell cell, const QString& colour, const QJsonArray& fields)
    {
        const QString name = identifier + QLatin1Char('/') + QString::number(m_entities++);
        return QJsonObject {
            { QStringLiteral("__identifier"), identifier },
            { QStringLiteral("__grid"), QJsonArray { cell.col, cell.row } },
            { QStringLiteral("__pivot"), QJsonArray { 0, 0 } },
            { QStringLiteral("__tags"), QJsonArray {} },
            { QStringLiteral("__tile"), QJsonValue::Null },
            { QStringLiteral("__smartColor"), colour },
            { QStringLiteral("iid"), iid(m_identifier + QLatin1Char('/') + name) },
            { QStringLiteral("width"), kGridSize },
            { QStringLiteral("height"), kGridSize },
            { QStringLiteral("defUid"), defUid },
            { QStringLiteral("px"), QJsonArray { cell.col * kGridSize, cell.row * kGridSize } },
            { QStringLiteral("fieldInstances"), fields },
        };
    }

    QJsonObject entities()
    {
        QJsonArray list;
        if (m_maze.muncher) {
            list << entity(kMuncher, QStringLiteral("Muncher"), m_maze.muncher->cell, QStringLiteral("#FFFF00"),
                { field(kMuncherHeading, QStringLiteral("heading"), QStringLiteral("String"),
                    headingWord(m_maze.muncher->heading)) });
        }
        for (GhostKind kind : kGhostKinds) {
            const std::size_t k = indexOf(kind);
            const auto& corner = m_maze.corners[k];
            if (!m_maze.ghosts[k]) {
                if (corner) {
                    list << entity(kCorner, QStringLiteral("Corner"), *corner, QStringLiteral("#00FFFF"),
                        { field(kCornerKind, QStringLiteral("kind"), QStringLiteral("String"), word(name(kind))) });
                }
                if (m_leftOut && (m_maze.releases[k] || m_maze.releaseDots[k]))
                    *m_leftOut
                        << QStringLiteral("the release of the %1 ghost, which has no start").arg(word(name(kind)));
                continue;
            }
            const Start& ghost = *m_maze.ghosts[k];
            const auto& release = m_maze.releases[k];
            const auto& dots = m_maze.releaseDots[k];
            list << entity(kGhost, QStringLiteral("Ghost"), ghost.cell, QStringLiteral("#FF0000"),
                {
                    field(kGhostKind, QStringLiteral("kind"), QStringLiteral("String"), word(name(kind))),
                    field(
                        kGhostHeading, QStringLiteral("heading"), QStringLiteral("String"), headingWord(ghost.heading)),
                    field(kGhostCorner, QStringLiteral("corner"), QStringLiteral("Point"),
                        corner ? point(*corner) : QJsonValue(QJsonValue::Null)),
                    field(kGhostRelease, QStringLiteral("release"), QStringLiteral("Float"),
                        release ? QJsonValue(*release) : QJsonValue(QJsonValue::Null)),
                    field(kGhostReleaseDots, QStringLiteral("release_dots"), QStringLiteral("Int"),
                        dots ? QJsonValue(*dots) : QJsonValue(QJsonValue::Null)),
                });
        }
        if (m_maze.fruit) list << entity(kFruit, QStringLiteral("Fruit"), *m_maze.fruit, QStringLiteral("#FF8000"), {});
        return layer(kPlacesLayer, QStringLiteral("Places"), QStringLiteral("Entities"), {}, list);
    }

    const Maze& m_maze;
    QString m_identifier;
    int m_uid;
    QStringList* m_leftOut;
    int m_entities = 0;
};

} // namespace

QString identifierOf(const QString& name, const QString& fallback)
{
    QString out;
    bool gap = false;
    for (const QChar c : name) {
        const bool ok = (c >= QLatin1Char('a') && c <= QLatin1Char('z'))
            || (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
            || c == QLatin1Char('_');
        if (!ok) {
            gap = !out.isEmpty();
            continue;
        }
        if (gap) out += QLatin1Char('_');
        gap = false;
        out += c;
    }
    if (out.isEmpty()) return fallback;
    if (out[0].isDigit()) out.prepend(QLatin1Char('_'));
    return out;
}

QByteArray writeProject(const std::vector<Maze>& levels, QStringList* leftOut)
{
    QJsonArray list;
    QSet<QString> taken;
    int widest = 0;
    int highest = 0;
    for (std::size_t i = 0; i < levels.size(); ++i) {
        const Maze& maze = levels[i];
        const QString fallback = QStringLiteral("Level_%1").arg(i);
        QString identifier = identifierOf(QString::fromStdString(maze.name), fallback);
        for (int n = 2; taken.contains(identifier.toLower()); ++n)
            identifier = identifierOf(QString::fromStdString(maze.name), fallback) + QStringLiteral("_%1").arg(n);
        taken.insert(identifier.toLower());
        list << LevelWriter(maze, identifier, kFirstLevel + static_cast<int>(i), leftOut).level();
        widest = std::max(widest, maze.width() * kGridSize);
        highest = std::max(highest, maze.height() * kGridSize);
    }
    const QJsonObject root {
        { QStringLiteral("__header__"), header() },
        { QStringLiteral("iid"), iid(QStringLiteral("project")) },
        { QStringLiteral("jsonVersion"), QStringLiteral("1.5.3") },
        { QStringLiteral("appBuildId"), 473703 },
        { QStringLiteral("nextUid"), kFirstLevel + static_cast<int>(levels.size()) },
        { QStringLiteral("identifierStyle"), QStringLiteral("Free") },
        { QStringLiteral("toc"), QJsonArray {} },
        { QStringLiteral("worldLayout"), QStringLiteral("LinearHorizontal") },
        { QStringLiteral("worldGridWidth"), widest },
        { QStringLiteral("worldGridHeight"), highest },
        { QStringLiteral("defaultLevelWidth"), widest },
        { QStringLiteral("defaultLevelHeight"), highest },
        { QStringLiteral("defaultPivotX"), 0 },
        { QStringLiteral("defaultPivotY"), 0 },
        { QStringLiteral("defaultGridSize"), kGridSize },
        { QStringLiteral("defaultEntityWidth"), kGridSize },
        { QStringLiteral("defaultEntityHeight"), kGridSize },
        { QStringLiteral("bgColor"), QStringLiteral("#40465B") },
        { QStringLiteral("defaultLevelBgColor"), QStringLiteral("#000000") },
        { QStringLiteral("minifyJson"), false },
        { QStringLiteral("externalLevels"), false },
        { QStringLiteral("exportTiled"), false },
        { QStringLiteral("simplifiedExport"), false },
        { QStringLiteral("imageExportMode"), QStringLiteral("None") },
        { QStringLiteral("exportLevelBg"), true },
        { QStringLiteral("pngFilePattern"), QJsonValue::Null },
        { QStringLiteral("backupOnSave"), false },
        { QStringLiteral("backupLimit"), 10 },
        { QStringLiteral("backupRelPath"), QJsonValue::Null },
        { QStringLiteral("levelNamePattern"), QStringLiteral("Level_%idx") },
        { QStringLiteral("tutorialDesc"), QJsonValue::Null },
        { QStringLiteral("customCommands"), QJsonArray {} },
        { QStringLiteral("flags"), QJsonArray {} },
        { QStringLiteral("defs"), definitions() },
        { QStringLiteral("levels"), list },
        { QStringLiteral("worlds"), QJsonArray {} },
        { QStringLiteral("dummyWorldIid"), iid(QStringLiteral("world")) },
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace mazeworks::ldtk
