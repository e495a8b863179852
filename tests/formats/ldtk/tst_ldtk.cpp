// LDtk projects, headless (formats needs no display): the two projects LDtk 1.5.3 wrote
// (../shared/data/ldtk/, one with its levels in .ldtkl files) read level by level, their walls
// where LDtk's IntGrid has them and what is left out named once; IntGrid values and entities
// made tiles and places by their identifiers, their fields or the answers given; the classic maze
// written as a project and read back the same, places and weights included; every mistake named
// by its file, level, layer and field; the --kinds file.

#include "testmaps.h"

#include "ldtk/kindsfile.h"
#include "ldtk/ldtkproject.h"
#include "ldtk/ldtkwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace mazeworks;

namespace {

QString shared(const QString& file) { return QStringLiteral(MAZEWORKS_SHARED "/data/ldtk/") + file; }

QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll();
}

// Files beside a project in ../shared/data/ldtk/.
std::optional<QByteArray> besideShared(const QString& path, QString* why)
{
    QFile file(shared(path));
    if (!file.open(QIODevice::ReadOnly)) {
        if (why) *why = file.errorString();
        return std::nullopt;
    }
    return file.readAll();
}

// A project's JSON with one IntGrid layer definition "Walls": 1 wall, 2 dot, 3 "Lava", 4 without
// an identifier; `more` adds root fields.
QByteArray project(const QStringList& levels, const QString& version = QStringLiteral("1.5.3"))
{
    return QStringLiteral(R"({"jsonVersion": "%1", "defs": {"layers": [
          {"uid": 1, "identifier": "Walls", "type": "IntGrid", "intGridValues": [
            {"value": 1, "identifier": "wall"}, {"value": 2, "identifier": "Dot"},
            {"value": 3, "identifier": "Lava"}, {"value": 4, "identifier": null}]}]},
        "levels": [%2]})")
        .arg(version, levels.join(QStringLiteral(",\n")))
        .toUtf8();
}

QString level(const QString& identifier, const QStringList& layers, const QString& fields = QStringLiteral("[]"))
{
    return QStringLiteral(R"({"identifier": "%1", "fieldInstances": %2, "layerInstances": [%3]})")
        .arg(identifier, fields, layers.join(QStringLiteral(", ")));
}

// An IntGrid layer drawn as text: X 1 (wall), . 2 (dot), L 3 (Lava), 4 4, _ 0.
QString intGrid(const QString& identifier, const QStringList& rows, const QString& extra = QString())
{
    QStringList values;
    for (const QString& row : rows) {
        for (const QChar c : row) {
            values << QString::number(c == QLatin1Char('X') ? 1
                    : c == QLatin1Char('.')                 ? 2
                    : c == QLatin1Char('L')                 ? 3
                    : c == QLatin1Char('4')                 ? 4
                                                            : 0);
        }
    }
    return QStringLiteral(R"({"__identifier": "%1", "__type": "IntGrid", "__cWid": %2, "__cHei": %3,
        "__gridSize": 16, "layerDefUid": 1, "visible": true, "intGridCsv": [%4], "autoLayerTiles": [] %5})")
        .arg(identifier)
        .arg(rows.value(0).size())
        .arg(rows.size())
        .arg(values.join(QStringLiteral(", ")), extra);
}

QString entities(const QStringList& list, const QString& identifier = QStringLiteral("Entities"))
{
    return QStringLiteral(R"({"__identifier": "%1", "__type": "Entities", "__cWid": 4, "__cHei": 3,
        "__gridSize": 16, "visible": true, "__pxTotalOffsetX": 0, "__pxTotalOffsetY": 0,
        "entityInstances": [%2]})")
        .arg(identifier, list.join(QStringLiteral(", ")));
}

// An entity on a tile; `fields` a JSON object of field identifier to value.
QString entity(const QString& identifier, int col, int row, const QString& fields = QStringLiteral("{}"))
{
    QStringList list;
    const QJsonObject object = QJsonDocument::fromJson(fields.toUtf8()).object();
    for (auto it = object.begin(); it != object.end(); ++it) {
        list << QStringLiteral(R"({"__identifier": "%1", "__value": %2})")
                    .arg(it.key(),
                        QString::fromUtf8(QJsonDocument(QJsonArray { it.value() }).toJson(QJsonDocument::Compact))
                            .mid(1)
                            .chopped(1));
    }
    return QStringLiteral(R"({"__identifier": "%1", "__grid": [%2, %3], "px": [%4, %5], "fieldInstances": [%6]})")
        .arg(identifier)
        .arg(col)
        .arg(row)
        .arg(col * 16 + 8)
        .arg(row * 16 + 15)
        .arg(list.join(QStringLiteral(", ")));
}

const QStringList kRoom { QStringLiteral("XXXX"), QStringLiteral("X..X"), QStringLiteral("XXXX") };

std::vector<ldtk::Problem> withCode(const ldtk::Project& p, ldtk::Code code)
{
    std::vector<ldtk::Problem> out;
    for (const ldtk::Problem& problem : p.problems) {
        if (problem.code == code) out.push_back(problem);
    }
    return out;
}

QString said(const ldtk::Project& p)
{
    QStringList lines;
    for (const ldtk::Problem& problem : p.problems) {
        lines << ldtk::codeName(problem.code) + QStringLiteral(": ") + ldtk::describe(problem, ldtk::Words::English);
    }
    return lines.join(QLatin1Char('\n'));
}

// The rows of a level as tile letters.
QStringList rowsOf(const Maze& maze)
{
    QStringList rows;
    for (int r = 0; r < maze.height(); ++r) {
        QString row;
        for (int c = 0; c < maze.width(); ++c) row += QLatin1Char(letter(maze.tiles.get(c, r)));
        rows << row;
    }
    return rows;
}

// Whether each tile is a wall exactly where the layer's CSV has `wall`, and floor elsewhere.
bool wallsWhereTheCsvHasThem(const Maze& maze, const QJsonObject& layer, int wall)
{
    const QJsonArray csv = layer.value(QStringLiteral("intGridCsv")).toArray();
    if (csv.size() != qsizetype(maze.tiles.size()) || csv.isEmpty()) return false;
    for (qsizetype i = 0; i < csv.size(); ++i) {
        const Tile expected = csv[i].toInt() == wall ? Tile::Wall : Tile::Floor;
        if (maze.tiles[static_cast<std::size_t>(i)] != expected) return false;
    }
    return true;
}

} // namespace

class TstLdtk : public QObject {
    Q_OBJECT

private slots:
    void theOneLevelProjectOpensWithItsWallsAndItsPicturesNamedOnce()
    {
        const QByteArray bytes = bytesOf(shared(QStringLiteral("AutoLayers_1_basic.ldtk")));
        QVERIFY(!bytes.isEmpty());
        const ldtk::Project p = ldtk::readProject(bytes, besideShared);
        QVERIFY2(p.ok(), qPrintable(said(p)));
        QCOMPARE(p.jsonVersion, QStringLiteral("1.5.3"));
        QCOMPARE(p.levels.size(), std::size_t(1));
        const ldtk::ProjectLevel& level = p.levels[0];
        QCOMPARE(level.identifier, QStringLiteral("AutoLayer"));
        QCOMPARE(level.maze.name, std::string("AutoLayer"));
        QCOMPARE(level.maze.width(), 37);
        QCOMPARE(level.maze.height(), 26);
        const QJsonObject layer = QJsonDocument::fromJson(bytes).object()["levels"][0]["layerInstances"][0].toObject();
        QVERIFY(wallsWhereTheCsvHasThem(level.maze, layer, 1));
        // The pictures its rules draw: said once, by the layer.
        const auto pictures = withCode(p, ldtk::Code::PicturesLeftOut);
        QCOMPARE(pictures.size(), std::size_t(1));
        QCOMPARE(pictures[0].place.layer, QStringLiteral("IntGrid_layer"));
        QCOMPARE(pictures[0].level, ldtk::Level::Warning);
        QCOMPARE(p.problems.size(), std::size_t(1));
    }

    void theProjectOfSeparateLevelFilesOpensEveryLevelFromItsFile()
    {
        const ldtk::Project p
            = ldtk::readProject(bytesOf(shared(QStringLiteral("SeparateLevelFiles.ldtk"))), besideShared);
        QVERIFY2(p.ok(), qPrintable(said(p)));
        QCOMPARE(p.problems.size(), std::size_t(0));
        QCOMPARE(p.levels.size(), std::size_t(3));
        for (int i = 0; i < 3; ++i) {
            const ldtk::ProjectLevel& level = p.levels[std::size_t(i)];
            QCOMPARE(level.identifier, QStringLiteral("World_Level_%1").arg(i));
            QCOMPARE(level.maze.width(), 15);
            QCOMPARE(level.maze.height(), 15);
            const QJsonObject file = QJsonDocument::fromJson(
                bytesOf(shared(QStringLiteral("SeparateLevelFiles/World_Level_%1.ldtkl").arg(i))))
                                         .object();
            QVERIFY(wallsWhereTheCsvHasThem(level.maze, file["layerInstances"][0].toObject(), 1));
        }
        // One level asked for by its identifier, in any case: only its file is read.
        int read = 0;
        const ldtk::FileReader counting = [&read](const QString& path, QString* why) {
            ++read;
            return besideShared(path, why);
        };
        const ldtk::Project one = ldtk::readProject(
            bytesOf(shared(QStringLiteral("SeparateLevelFiles.ldtk"))), counting, {}, QStringLiteral("world_level_2"));
        QCOMPARE(one.levels.size(), std::size_t(1));
        QCOMPARE(one.levels[0].identifier, QStringLiteral("World_Level_2"));
        QCOMPARE(read, 1);
        QCOMPARE(one.levelNames.size(), std::size_t(3));
    }

    void aLevelFileThatIsNotThereIsNamedWithItsLevel()
    {
        const ldtk::Project p = ldtk::readProject(bytesOf(shared(QStringLiteral("SeparateLevelFiles.ldtk"))));
        QVERIFY(!p.ok());
        const auto unreadable = withCode(p, ldtk::Code::FileUnreadable);
        QCOMPARE(unreadable.size(), std::size_t(3));
        QCOMPARE(unreadable[0].place.level, QStringLiteral("World_Level_0"));
        QCOMPARE(unreadable[0].values.value(0), QStringLiteral("SeparateLevelFiles/World_Level_0.ldtkl"));
        QVERIFY(p.levels.empty());
    }

    void valuesAndEntitiesBecomeTilesAndPlacesByTheirIdentifiers()
    {
        const QString places = entities({
            entity(QStringLiteral("Player"), 1, 1, QStringLiteral(R"({"heading": "right"})")),
            entity(QStringLiteral("Enemy"), 2, 1,
                QStringLiteral(R"({"kind": "Pinky", "heading": "up", "corner": {"cx": 9, "cy": -2},
                                   "release": 4.5, "release_dots": 30})")),
            entity(QStringLiteral("Blinky"), 2, 1),
            entity(QStringLiteral("Thing"), 1, 1, QStringLiteral(R"({"kind": "fruit"})")),
            entity(QStringLiteral("Corner"), 3, 0, QStringLiteral(R"({"kind": "orange"})")),
        });
        const QString fields = QStringLiteral(R"([{"__identifier": "name", "__value": "Little room"},
            {"__identifier": "rules", "__value": "red-astar, dot-counters"}])");
        const ldtk::Project p = ldtk::readProject(
            project({ level(QStringLiteral("Room"), { places, intGrid(QStringLiteral("Walls"), kRoom) }, fields) }));
        QVERIFY2(p.ok(), qPrintable(said(p)));
        QCOMPARE(p.problems.size(), std::size_t(0));
        const Maze& maze = p.levels.at(0).maze;
        QCOMPARE(rowsOf(maze), (QStringList { "XXXX", "X..X", "XXXX" }));
        QCOMPARE(maze.name, std::string("Little room"));
        QVERIFY(maze.rules.has(GameRule::RedAStar) && maze.rules.has(GameRule::DotCounters));
        QVERIFY(!maze.rules.has(GameRule::PinkSlip));
        QVERIFY(maze.muncher == (Start { Cell { 1, 1 }, Direction::Right }));
        QVERIFY(maze.ghost(GhostKind::Pink) == (Start { Cell { 2, 1 }, Direction::Up }));
        QVERIFY(maze.ghost(GhostKind::Red) == (Start { Cell { 2, 1 }, Direction::Left }));
        QVERIFY(maze.corners[indexOf(GhostKind::Pink)] == (Cell { 9, -2 }));
        QVERIFY(maze.corners[indexOf(GhostKind::Orange)] == (Cell { 3, 0 }));
        QCOMPARE(maze.releases[indexOf(GhostKind::Pink)], std::optional<double>(4.5));
        QCOMPARE(maze.releaseDots[indexOf(GhostKind::Pink)], std::optional<int>(30));
        QVERIFY(maze.fruit == (Cell { 1, 1 }));
        QVERIFY(maze.weights.empty());
    }

    void anEntityStandsOnTheTileUnderItsMiddle()
    {
        // A character whose pivot is at its feet stands on its tile's lower edge; an Entities
        // layer with a finer grid of its own; a layer moved by a few pixels.
        const QString places = QStringLiteral(R"({"__identifier": "Things", "__type": "Entities", "visible": true,
            "__gridSize": 8, "__pxTotalOffsetX": 0, "__pxTotalOffsetY": 0, "entityInstances": [
              {"__identifier": "Player", "px": [40, 32], "__pivot": [0.5, 1], "width": 16, "height": 16},
              {"__identifier": "Fruit", "px": [16, 16], "__pivot": [0, 0], "width": 16, "height": 16}]},
            {"__identifier": "Moved", "__type": "Entities", "visible": true, "__pxTotalOffsetX": 16,
            "__pxTotalOffsetY": 0, "entityInstances": [{"__identifier": "Blinky", "__grid": [9, 9], "px": [0, 16]}]})");
        const QStringList wide { QStringLiteral("XXXX"), QStringLiteral("X..X"), QStringLiteral("X..X"),
            QStringLiteral("XXXX") };
        const ldtk::Project p = ldtk::readProject(
            project({ level(QStringLiteral("A"), { places, intGrid(QStringLiteral("Walls"), wide) }) }));
        QVERIFY2(p.ok(), qPrintable(said(p)));
        const Maze& maze = p.levels.at(0).maze;
        QVERIFY(maze.muncher && maze.muncher->cell == (Cell { 2, 1 }));
        QVERIFY(maze.fruit == (Cell { 1, 1 }));
        QVERIFY(maze.ghost(GhostKind::Red) && maze.ghost(GhostKind::Red)->cell == (Cell { 1, 1 }));
    }

    void layersEntitiesAndFieldsLeftOutAreListedOnceEach()
    {
        const QString decor = QStringLiteral(R"({"__identifier": "Decor", "__type": "Tiles", "visible": true})");
        const QString rules = QStringLiteral(R"({"__identifier": "Shadows", "__type": "AutoLayer", "visible": true})");
        const QString chests = entities({
            entity(QStringLiteral("Chest"), 1, 1, QStringLiteral(R"({"gold": 3})")),
            entity(QStringLiteral("Chest"), 2, 1, QStringLiteral(R"({"gold": 5})")),
            entity(QStringLiteral("Player"), 1, 1, QStringLiteral(R"({"speed": 2})")),
        });
        const QString fields = QStringLiteral(R"([{"__identifier": "difficulty", "__value": 3}])");
        const ldtk::Project p = ldtk::readProject(project({
            level(QStringLiteral("One"), { decor, chests, rules, intGrid(QStringLiteral("Walls"), kRoom) }, fields),
            level(QStringLiteral("Two"), { decor, chests, rules, intGrid(QStringLiteral("Walls"), kRoom) }, fields),
        }));
        QVERIFY2(p.ok(), qPrintable(said(p)));
        QCOMPARE(p.levels.size(), std::size_t(2));
        const auto layers = withCode(p, ldtk::Code::LayerLeftOut);
        QCOMPARE(layers.size(), std::size_t(2));
        QCOMPARE(layers[0].place.layer, QStringLiteral("Shadows")); // bottom first
        QCOMPARE(layers[0].values, QStringList { QStringLiteral("AutoLayer") });
        QCOMPARE(layers[1].place.layer, QStringLiteral("Decor"));
        const auto chestsLeft = withCode(p, ldtk::Code::EntityLeftOut);
        QCOMPARE(chestsLeft.size(), std::size_t(1));
        QCOMPARE(chestsLeft[0].place.entity, QStringLiteral("Chest"));
        QCOMPARE(chestsLeft[0].values, QStringList { QStringLiteral("4") });
        const auto fieldsLeft = withCode(p, ldtk::Code::FieldLeftOut);
        QCOMPARE(fieldsLeft.size(), std::size_t(2));
        QCOMPARE(fieldsLeft[0].place.field, QStringLiteral("difficulty"));
        QCOMPARE(fieldsLeft[1].place.entity, QStringLiteral("Player"));
        QCOMPARE(fieldsLeft[1].place.field, QStringLiteral("speed"));
        QCOMPARE(p.problems.size(), std::size_t(5));
        QCOMPARE(ldtk::describe(chestsLeft[0], ldtk::Words::English),
            QStringLiteral("entity \"Chest\": it is no place of a maze (muncher, ghost, corner, fruit), so it is left "
                           "out (4 in the levels read)"));
    }

    void aValueOfNoKindIsOneErrorWithItsCountAndAnAnswerMakesTheLevel()
    {
        const QStringList lava { QStringLiteral("XXXX"), QStringLiteral("XL4X"), QStringLiteral("XLLX") };
        const QByteArray bytes = project({ level(QStringLiteral("A"), { intGrid(QStringLiteral("Walls"), lava) }),
            level(QStringLiteral("B"), { intGrid(QStringLiteral("Walls"), lava) }) });
        const ldtk::Project p = ldtk::readProject(bytes);
        QVERIFY(!p.ok());
        QVERIFY(p.needsAnswers());
        QVERIFY(p.levels.empty());
        const auto unknown = withCode(p, ldtk::Code::NoKind);
        QCOMPARE(unknown.size(), std::size_t(2));
        QCOMPARE(unknown[0].values, (QStringList { "3", "Lava", "6" }));
        QCOMPARE(unknown[0].place.level, QStringLiteral("A"));
        QCOMPARE(unknown[0].place.layer, QStringLiteral("Walls"));
        QVERIFY(unknown[0].place.cell == (Cell { 1, 1 }));
        QCOMPARE(unknown[1].values, (QStringList { "4", "4", "2" }));
        QCOMPARE(p.unknownValues.size(), std::size_t(2));
        QCOMPARE(p.unknownValues[0].name(), QStringLiteral("Lava"));
        QCOMPARE(p.unknownValues[1].name(), QStringLiteral("4"));

        ldtk::Answers answers;
        answers.setTile(QStringLiteral("lava"), Tile::Wall);
        answers.setTile(QStringLiteral("4"), Tile::Energizer);
        const ldtk::Project answered = ldtk::readProject(bytes, {}, answers);
        QVERIFY2(answered.ok(), qPrintable(said(answered)));
        QCOMPARE(rowsOf(answered.levels.at(1).maze), (QStringList { "XXXX", "XXoX", "XXXX" }));
        QCOMPARE(withCode(answered, ldtk::Code::KindsAnswered).size(), std::size_t(1));
    }

    void aLayerDefinitionNumberNoIntegerHoldsIsADefinitionNotFound()
    {
        // Found by fuzz_ldtk under UndefinedBehaviorSanitizer: a layerDefUid of 1e300 was turned
        // into a 64-bit integer it does not fit. It names no definition, so the layer's values have
        // no identifiers: each is a value of no kind, said by its layer, not a crash.
        QString walls = intGrid(QStringLiteral("Walls"), kRoom);
        walls.replace(QStringLiteral("\"layerDefUid\": 1,"), QStringLiteral("\"layerDefUid\": 1e300,"));
        QVERIFY(walls.contains(QStringLiteral("1e300")));
        const ldtk::Project p = ldtk::readProject(project({ level(QStringLiteral("A"), { walls }) }));
        const auto unknown = withCode(p, ldtk::Code::NoKind);
        QVERIFY(!unknown.empty());
        QCOMPARE(unknown[0].place.layer, QStringLiteral("Walls"));
    }

    void intGridLayersAreLaidOverOneAnotherAndWeightsReadFromTheirLayer()
    {
        const QString upper = intGrid(
            QStringLiteral("Upper"), { QStringLiteral("____"), QStringLiteral("_X__"), QStringLiteral("____") });
        const QString weights = QStringLiteral(R"({"__identifier": "weights", "__type": "IntGrid", "__cWid": 4,
            "__cHei": 3, "__gridSize": 16, "layerDefUid": 9, "visible": true,
            "intGridCsv": [0, 0, 0, 0, 0, 9, 2, 0, 0, 0, 12, 0]})");
        const ldtk::Project p = ldtk::readProject(
            project({ level(QStringLiteral("A"), { upper, weights, intGrid(QStringLiteral("Walls"), kRoom) }) }));
        QVERIFY2(p.ok(), qPrintable(said(p)));
        const Maze& maze = p.levels.at(0).maze;
        QCOMPARE(rowsOf(maze), (QStringList { "XXXX", "XX.X", "XXXX" }));
        QCOMPARE(maze.weight(1, 1), 9);
        QCOMPARE(maze.weight(2, 1), 2);
        QCOMPARE(maze.weight(0, 0), 1);
        QCOMPARE(maze.weight(2, 2), 1);
        QCOMPARE(withCode(p, ldtk::Code::LayersMerged).size(), std::size_t(1));
        const auto wrong = withCode(p, ldtk::Code::NotAWeight);
        QCOMPARE(wrong.size(), std::size_t(1));
        QCOMPARE(wrong[0].values, (QStringList { "12", "1" }));
    }

    void theClassicMazeWrittenAsAProjectReadsBackTheSame()
    {
        Maze classic = test::classic();
        classic.weights = TileMap<std::uint8_t>(classic.width(), classic.height(), 1);
        for (int col = 0; col < classic.width(); ++col) classic.weights[classic.weights.index(col, 5)] = 7;
        classic.weights[classic.weights.index(3, 3)] = 9;
        classic.rules.add(GameRule::PinkSlip);
        classic.releaseDots[indexOf(GhostKind::Orange)] = 60;
        Maze second = test::classic();
        const QByteArray written = ldtk::writeProject({ classic, second });
        QCOMPARE(ldtk::writeProject({ classic, second }), written); // the same, byte for byte
        const ldtk::Project p = ldtk::readProject(written);
        QVERIFY2(p.ok(), qPrintable(said(p)));
        QCOMPARE(p.problems.size(), std::size_t(0));
        QCOMPARE(p.levels.size(), std::size_t(2));
        QCOMPARE(p.levels[0].identifier, QStringLiteral("Classic"));
        QCOMPARE(p.levels[1].identifier, QStringLiteral("Classic_2"));
        QVERIFY(p.levels[0].maze == classic);
        QVERIFY(p.levels[1].maze == second);
        const QJsonObject root = QJsonDocument::fromJson(written).object();
        QCOMPARE(root["worldLayout"].toString(), QStringLiteral("LinearHorizontal"));
        QCOMPARE(root["levels"][0]["layerInstances"].toArray().size(), 3);
        QCOMPARE(root["levels"][1]["layerInstances"].toArray().size(), 2); // no weights
    }

    void levelIdentifiersAreLDtksOwn()
    {
        QCOMPARE(ldtk::identifierOf(QStringLiteral("Level 1.5"), QStringLiteral("x")), QStringLiteral("Level_1_5"));
        QCOMPARE(ldtk::identifierOf(QStringLiteral("3 rooms"), QStringLiteral("x")), QStringLiteral("_3_rooms"));
        QCOMPARE(ldtk::identifierOf(QStringLiteral("ü"), QStringLiteral("Level_0")), QStringLiteral("Level_0"));
    }

    void everyMistakeIsNamedByItsLevelLayerAndField_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("text");
        QTest::newRow("not JSON") << QByteArray("{\"jsonVersion\": ") << "not-json"
                                  << "this is not JSON";
        QTest::newRow("an array") << QByteArray("[]") << "not-json-object"
                                  << "a JSON object";
        QTest::newRow("no version") << QByteArray("{\"levels\": []}") << "not-a-project"
                                    << "jsonVersion";
        QTest::newRow("before 1.0") << project({}, QStringLiteral("0.9.3")) << "old-version"
                                    << "LDtk 0.9.3";
        QTest::newRow("no levels") << project({}) << "no-levels"
                                   << "no level";
        QTest::newRow("too wide") << project(
            { level(QStringLiteral("Wide"), { QStringLiteral(R"({"__identifier": "Walls", "__type": "IntGrid",
                   "__cWid": 5000, "__cHei": 2, "__gridSize": 16, "intGridCsv": []})") }) })
                                  << "level-size"
                                  << "level \"Wide\", layer \"Walls\": the level is 5000 x 2 tiles";
        QTest::newRow("grid of 0 pixels")
            << project({ level(QStringLiteral("A"), { QStringLiteral(R"({"__identifier": "Walls", "__type": "IntGrid",
                   "__cWid": 2, "__cHei": 2, "__gridSize": 0, "intGridCsv": [0, 0, 0, 0]})") }) })
            << "grid-size"
            << "\"__gridSize\": 0";
        QTest::newRow("short CSV")
            << project({ level(QStringLiteral("A"), { QStringLiteral(R"({"__identifier": "Walls", "__type": "IntGrid",
                   "__cWid": 2, "__cHei": 2, "__gridSize": 16, "intGridCsv": [1, 1, 1]})") }) })
            << "csv-size"
            << "level \"A\", layer \"Walls\": \"intGridCsv\" has 3 values, not the 4 of 2 x 2 cells";
        QTest::newRow("a word in the CSV")
            << project({ level(QStringLiteral("A"), { QStringLiteral(R"({"__identifier": "Walls", "__type": "IntGrid",
                   "__cWid": 2, "__cHei": 1, "__gridSize": 16, "intGridCsv": [1, "x"]})") }) })
            << "not-a-field"
            << "column 1, row 0: \"intGridCsv\": \"x\" is not a value from 0 up";
        QTest::newRow("no IntGrid") << project({ level(QStringLiteral("Empty"), { entities({}) }) }) << "no-intgrid"
                                    << "level \"Empty\"";
        QTest::newRow("a heading that is none")
            << project({ level(QStringLiteral("A"),
                   { entities(
                         { entity(QStringLiteral("Muncher"), 1, 1, QStringLiteral(R"({"heading": "sideways"})")) }),
                       intGrid(QStringLiteral("Walls"), kRoom) }) })
            << "not-a-direction"
            << "level \"A\", layer \"Entities\", entity \"Muncher\", field \"heading\", column 1, row 1: heading "
               "\"sideways\"";
        QTest::newRow("a ghost of no kind") << project({ level(QStringLiteral("A"),
            { entities({ entity(QStringLiteral("Ghost"), 1, 1) }), intGrid(QStringLiteral("Walls"), kRoom) }) })
                                            << "ghost-without-kind"
                                            << "entity \"Ghost\"";
        QTest::newRow("a corner that is no point") << project({ level(QStringLiteral("A"),
            { entities({ entity(QStringLiteral("Ghost"), 1, 1, QStringLiteral(R"({"kind": "red", "corner": 4})")) }),
                intGrid(QStringLiteral("Walls"), kRoom) }) })
                                                   << "not-a-corner"
                                                   << "field \"corner\"";
        QTest::newRow("two munchers") << project({ level(QStringLiteral("A"),
            { entities({ entity(QStringLiteral("Muncher"), 1, 1), entity(QStringLiteral("Player"), 2, 1) }),
                intGrid(QStringLiteral("Walls"), kRoom) }) })
                                      << "second-place"
                                      << "a second muncher (the first is at column 1, row 1)";
        QTest::newRow("far away") << project({ level(QStringLiteral("A"),
            { entities({ QStringLiteral(R"({"__identifier": "Fruit", "px": [1e300, 0]})") }),
                intGrid(QStringLiteral("Walls"), kRoom) }) })
                                  << "far-away"
                                  << "far outside any level";
        QTest::newRow("a level file of junk") << QByteArray(
            R"({"jsonVersion": "1.0.0", "levels": [{"identifier": "L", "externalRelPath": "junk.ldtkl"}]})")
                                              << "not-a-level-file"
                                              << "junk.ldtkl: level \"L\": junk.ldtkl is not an LDtk level";
    }

    void everyMistakeIsNamedByItsLevelLayerAndField()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, code);
        QFETCH(QString, text);
        const ldtk::FileReader junk = [](const QString&, QString*) { return std::optional<QByteArray>("nonsense"); };
        const ldtk::Project p = ldtk::readProject(bytes, junk);
        QVERIFY(!p.ok());
        QVERIFY(p.levels.empty());
        const auto found = std::find_if(p.problems.begin(), p.problems.end(),
            [&](const ldtk::Problem& problem) { return ldtk::codeName(problem.code) == code; });
        QVERIFY2(found != p.problems.end(), qPrintable(said(p)));
        QCOMPARE(found->level, ldtk::Level::Error);
        QVERIFY2(ldtk::describe(*found, ldtk::Words::English).contains(text),
            qPrintable(ldtk::describe(*found, ldtk::Words::English)));
    }

    void layersLargerThanTheBudgetStopTheReading()
    {
        // Levels that claim the largest size with no cells behind them: the budget stops the
        // reading before their cells are made.
        QStringList levels;
        for (int i = 0; i < 8; ++i) {
            levels << level(
                QStringLiteral("L%1").arg(i), { QStringLiteral(R"({"__identifier": "Walls", "__type": "IntGrid",
                "__cWid": 4096, "__cHei": 4096, "__gridSize": 16, "intGridCsv": []})") });
        }
        const ldtk::Project p = ldtk::readProject(project(levels));
        QCOMPARE(withCode(p, ldtk::Code::TooManyTiles).size(), std::size_t(1));
        QVERIFY(!p.ok());
    }

    void theKindsFileNamesValuesEntitiesAndTiles()
    {
        const ldtk::KindsFile file = ldtk::readKindsFile("# what our project calls things\n"
                                                         "Lava wall\n"
                                                         "3 power pellet   # by its number\n"
                                                         "Hero muncher\n"
                                                         "tile 17 dot\n"
                                                         "\n"
                                                         "Gold\n"
                                                         "Chest treasure\n"
                                                         "tile x dot\n");
        QCOMPARE(file.answers.tile(QStringLiteral("lava")), std::optional<Tile>(Tile::Wall));
        QCOMPARE(file.answers.tile(QStringLiteral("3")), std::optional<Tile>(Tile::Energizer));
        QCOMPARE(
            file.answers.place(QStringLiteral("HERO")), std::optional<tiled::PlaceType>(tiled::PlaceType::Muncher));
        QCOMPARE(file.tileNumbers.at(17), Tile::Dot);
        QCOMPARE(file.tileNames.at(QStringLiteral("lava")), Tile::Wall);
        QCOMPARE(file.problems.size(), std::size_t(3));
        QCOMPARE(file.problems[0].line, 7);
        QCOMPARE(file.problems[0].code, ldtk::KindsFileProblem::Code::NotALine);
        QCOMPARE(file.problems[1].line, 8);
        QCOMPARE(file.problems[1].code, ldtk::KindsFileProblem::Code::NotAKind);
        QCOMPARE(file.problems[2].code, ldtk::KindsFileProblem::Code::NotATile);
    }
};

QTEST_GUILESS_MAIN(TstLdtk)
#include "tst_ldtk.moc"
