#include "cli.h"

#include "file/filebytes.h"
#include "ldtk/kindsfile.h"
#include "ldtk/ldtkproject.h"
#include "ldtk/ldtkwriter.h"
#include "maze/mazefile.h"
#include "movingai/gridlevel.h"
#include "picture/mappicture.h"
#include "picture/png.h"
#include "tiled/tiledlevel.h"
#include "tiled/tiledwriter.h"
#include "tiled/tilekinds.h"
#include "tiled/tilesetimage.h"
#include "tiled/tilesfile.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <functional>
#include <iostream>

namespace mazeworks::cli {

namespace {

enum class Format { Maze, Tmj, Tmx, Ldtk, MovingAi, Png, Unknown };

Format formatOf(const std::string& path)
{
    std::string suffix = QFileInfo(QString::fromStdString(path)).suffix().toLower().toStdString();
    if (suffix == "maze") return Format::Maze;
    if (suffix == "tmj" || suffix == "json") return Format::Tmj;
    if (suffix == "tmx") return Format::Tmx;
    if (suffix == "ldtk") return Format::Ldtk;
    if (suffix == "map") return Format::MovingAi;
    if (suffix == "png") return Format::Png;
    return Format::Unknown;
}

// What was read: the level, and for a .maze its text, so that a .maze written back is the same;
// for a level of an LDtk project, its identifier there.
struct Read {
    Maze maze;
    std::optional<MazeSource> source {};
    std::string name {};
};

// The problems that stop a conversion: exit 1, each once.
struct Impossible {
    std::vector<std::string> reasons;
};

Read readMazeFile(const std::string& path)
{
    ReadResult result = readMaze(readFile(path));
    if (!result.maze.hasMap()) {
        Impossible impossible;
        for (const Diagnostic& d : result.diagnostics) {
            if (d.severity == Severity::Error) impossible.reasons.push_back(format(path, d));
        }
        if (impossible.reasons.empty()) impossible.reasons.push_back(path + ": the rows do not form a map");
        throw impossible;
    }
    return { std::move(result.maze), std::move(result.source) };
}

// A problem of a Tiled map as a compiler says it: "IN:LINE:COLUMN: warning: WHERE: MESSAGE
// [code]", the file being the tileset or template it is in, beside the map.
std::string tiledLine(const std::string& path, const tiled::Problem& problem)
{
    const tiled::SourcePlace& source = problem.place.source;
    std::string file = path;
    if (!source.file.isEmpty()) {
        file = QDir::cleanPath(QFileInfo(QString::fromStdString(path)).dir().filePath(source.file)).toStdString();
        if (QFileInfo(source.file).isAbsolute()) file = source.file.toStdString();
    }
    std::string at = file;
    if (source.line > 0) at += ":" + std::to_string(source.line);
    if (source.line > 0 && source.column > 0) at += ":" + std::to_string(source.column);
    const QString where = tiled::placeText(problem.place, tiled::Words::English);
    return at + ": " + tiled::levelName(problem.level, tiled::Words::English).toStdString() + ": "
        + (where.isEmpty() ? std::string() : where.toStdString() + ": ")
        + tiled::messageText(problem, tiled::Words::English).toStdString() + " ["
        + tiled::codeName(problem.code).toStdString() + "]";
}

// The answers of a --tiles file, or a Failure (exit 2) naming its lines that are none.
tiled::TileAnswers readTileAnswers(const std::string& path)
{
    const std::string text = readFile(path);
    const tiled::TilesFile file = tiled::readTilesFile(QByteArray(text.data(), static_cast<qsizetype>(text.size())));
    if (file.problems.empty()) return file.answers;
    for (const tiled::TilesFileProblem& problem : file.problems)
        std::cerr << path << ":" << problem.line << ": error: " << tiled::englishText(problem).toStdString() << "\n";
    throw Failure(path + ": not a file of answers for --tiles (see above)");
}

// Tiles without a kind: how to give them one from the command line.
void adviseTilesFile(const std::string& path, const tiled::Map& map, const std::vector<tiled::UnknownTile>& tiles)
{
    const QByteArray skeleton = tiled::tilesFileFor(map, tiles);
    if (skeleton.isEmpty()) return;
    std::cerr << path << ": note: give these tiles their kinds in a file and name it with --tiles FILE, "
              << "a kind for each \"?\" (wall, dot, energizer, floor, tunnel, door or house):\n"
              << skeleton.toStdString();
}

// The answers of a --kinds file, or a Failure (exit 2) naming its lines that are none.
ldtk::KindsFile readKinds(const std::string& path)
{
    const std::string text = readFile(path);
    ldtk::KindsFile file = ldtk::readKindsFile(QByteArray(text.data(), static_cast<qsizetype>(text.size())));
    if (file.problems.empty()) return file;
    for (const ldtk::KindsFileProblem& problem : file.problems)
        std::cerr << path << ":" << problem.line << ": error: " << ldtk::englishText(problem).toStdString() << "\n";
    throw Failure(path + ": not a file of kinds for --kinds (see above)");
}

// A --kinds file's words for a Tiled map's tiles: "tile N KIND" for tile N of each tileset, and
// "NAME KIND" for each tile whose type or "kind" property is NAME.
void addKinds(const tiled::Map& map, const ldtk::KindsFile& kinds, tiled::TileAnswers& answers)
{
    for (const tiled::Tileset& tileset : map.tilesets) {
        const tiled::TilesetKey key = tiled::keyOf(tileset);
        for (const auto& [tile, kind] : kinds.tileNumbers) answers.set(key, tile, kind);
        for (const auto& [tile, definition] : tileset.tiles) {
            const tiled::Property* property = tiled::findProperty(definition.properties, QStringLiteral("kind"));
            const QString word = (property ? property->value.toString() : definition.type).toLower();
            if (const auto found = kinds.tileNames.find(word); found != kinds.tileNames.end())
                answers.set(key, tile, found->second);
        }
    }
}

// The files a map or project names, found beside it (or where an absolute name says).
std::function<std::optional<QByteArray>(const QString&, QString*)> filesBeside(const std::string& path)
{
    const QDir folder = QFileInfo(QString::fromStdString(path)).absoluteDir();
    return [folder](const QString& file, QString* why) -> std::optional<QByteArray> {
        FileContents<QByteArray> read = mazeworks::readFile(folder.filePath(file));
        if (!read.ok()) {
            if (why) *why = QString::fromStdString(reasonText(*read.error));
            return std::nullopt;
        }
        return std::move(read.bytes);
    };
}

// A --kinds file's places for a Tiled map's objects: an object whose type is NAME is the place
// KIND ("Hero muncher").
void addPlaces(std::vector<tiled::Layer>& layers, const ldtk::KindsFile& kinds)
{
    for (tiled::Layer& layer : layers) {
        addPlaces(layer.layers, kinds);
        for (tiled::Object& object : layer.objects) {
            if (!object.type) continue;
            if (const auto place = kinds.answers.place(*object.type))
                object.type = tiled::placeTypeWords(*place).value(0);
        }
    }
}

Read readTiled(
    const std::string& path, const std::optional<std::string>& tilesFile, const std::optional<ldtk::KindsFile>& kinds)
{
    const std::string text = readFile(path);
    const QByteArray bytes(text.data(), static_cast<qsizetype>(text.size()));
    const tiled::FileReader readOther = filesBeside(path);
    tiled::TileAnswers answers = tilesFile ? readTileAnswers(*tilesFile) : tiled::TileAnswers();
    tiled::MapRead map = tiled::readMap(
        bytes, readOther, tiled::spellingOf(QString::fromStdString(path)).value_or(tiled::Spelling::Tmj));
    std::vector<tiled::Problem> problems = map.problems;
    tiled::Import level;
    if (map.map) {
        if (kinds) {
            addKinds(*map.map, *kinds, answers);
            addPlaces(map.map->layers, *kinds);
        }
        level = tiled::importLevel(*map.map, answers);
        problems.insert(problems.end(), level.problems.begin(), level.problems.end());
    }
    for (const tiled::Problem& problem : problems) std::cerr << tiledLine(path, problem) << "\n";
    if (!level.ok()) {
        if (map.map) adviseTilesFile(path, *map.map, level.unknownTiles);
        throw Impossible {};
    }
    return { std::move(*level.maze), std::nullopt };
}

// A problem of an LDtk project as a compiler says it: "FILE: warning: WHERE: MESSAGE [code]",
// the file being the project or the level's own .ldtkl beside it.
std::string ldtkLine(const std::string& path, const ldtk::Problem& problem)
{
    std::string file = path;
    if (!problem.place.file.isEmpty()) {
        file
            = QDir::cleanPath(QFileInfo(QString::fromStdString(path)).dir().filePath(problem.place.file)).toStdString();
    }
    const QString where = ldtk::placeText(problem.place, ldtk::Words::English);
    return file + ": " + ldtk::levelName(problem.level, ldtk::Words::English).toStdString() + ": "
        + (where.isEmpty() ? std::string() : where.toStdString() + ": ")
        + ldtk::messageText(problem, ldtk::Words::English).toStdString() + " ["
        + ldtk::codeName(problem.code).toStdString() + "]";
}

// The levels of an LDtk project: every one, or the one `level` names.
std::vector<Read> readLdtk(
    const std::string& path, const std::optional<std::string>& level, const std::optional<ldtk::KindsFile>& kinds)
{
    const std::string text = readFile(path);
    const QByteArray bytes(text.data(), static_cast<qsizetype>(text.size()));
    const std::optional<QString> only = level ? std::optional<QString>(QString::fromStdString(*level)) : std::nullopt;
    const ldtk::Project project
        = ldtk::readProject(bytes, filesBeside(path), kinds ? kinds->answers : ldtk::Answers(), only);
    for (const ldtk::Problem& problem : project.problems) std::cerr << ldtkLine(path, problem) << "\n";
    if (!project.ok()) {
        if (!project.unknownValues.empty()) {
            std::cerr << path << ": note: give the values their kinds in a file of lines NAME KIND (walls wall, 3 dot) "
                      << "and name it with --kinds FILE\n";
        }
        throw Impossible {};
    }
    if (project.levels.empty()) {
        QStringList names;
        for (const QString& name : project.levelNames) names << name;
        throw Impossible { { path + ": no level is named " + *level + "; its levels are "
            + names.join(QStringLiteral(", ")).toStdString() } };
    }
    std::vector<Read> out;
    for (const ldtk::ProjectLevel& read : project.levels)
        out.push_back(Read { read.maze, std::nullopt, read.identifier.toStdString() });
    return out;
}

Read readGrid(const std::string& path)
{
    const GridMapResult grid = readMovingAiMap(readFile(path));
    if (grid.error) throw Impossible { { path + ":" + std::to_string(grid.error->line) + ": " + grid.error->message } };
    std::optional<Maze> maze
        = levelOfGrid(grid.map, QFileInfo(QString::fromStdString(path)).completeBaseName().toStdString());
    if (!maze) {
        throw Impossible { { path + ": a map of " + std::to_string(grid.map.width) + " x "
            + std::to_string(grid.map.height) + " cells; a level is 1 to " + std::to_string(kMaxMapSide)
            + " tiles wide and high" } };
    }
    return { std::move(*maze), std::nullopt };
}

void write(const std::string& path, const QByteArray& bytes)
{
    writeFileAtomically(path, std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

// What a .maze's text holds that the other formats have no place for.
void warnOfComments(const std::string& in, const std::string& out, const Read& read)
{
    if (!read.source) return;
    const auto comments = std::count_if(read.source->lines.begin(), read.source->lines.end(),
        [](const SourceLine& line) { return line.kind == LineKind::Comment || line.kind == LineKind::Unknown; });
    if (comments > 0) {
        std::cerr << in << ": warning: its comments and unknown lines have no place in " << out
                  << " and are left out\n";
    }
}

// Writes one level to OUT in the format its name says.
int writeLevel(const std::string& in, const std::string& out, const Read& read, const Args& args, int tileSize)
{
    switch (formatOf(out)) {
    case Format::Maze: {
        const std::string text = read.source ? writeMaze(read.maze, *read.source) : writeMaze(read.maze);
        writeFileAtomically(out, text);
        return Success;
    }
    case Format::Tmj:
    case Format::Tmx: {
        warnOfComments(in, out, read);
        // The tileset picture beside the map, named after it, as the editor's export does.
        const QFileInfo info(QString::fromStdString(out));
        const QString imageName = info.completeBaseName() + QStringLiteral("-tiles.png");
        const tiled::Map map = tiled::mapOfLevel(read.maze, imageName);
        write((info.path() + QLatin1Char('/') + imageName).toStdString(), pngBytes(tiled::tilesetImage()));
        write(out, formatOf(out) == Format::Tmx ? tiled::writeTmx(map) : tiled::writeTmj(map));
        return Success;
    }
    case Format::Png: {
        warnOfComments(in, out, read);
        const QImage image = mappicture::render(read.maze, { tileSize, args.has("--grid"), true });
        if (image.isNull()) {
            std::cerr << out << ": at " << tileSize << " pixels a tile the picture would be "
                      << static_cast<long long>(read.maze.width()) * tileSize << " x "
                      << static_cast<long long>(read.maze.height()) * tileSize << " pixels; at most "
                      << mappicture::maxScale(read.maze) << " pixels a tile fit in " << mappicture::kMaxSide << "\n";
            return InputErrors;
        }
        write(out, pngBytes(image));
        return Success;
    }
    case Format::Ldtk:
    case Format::MovingAi:
    case Format::Unknown:
        break;
    }
    throw Failure(out + ": not a format this can write (.maze, .tmx, .tmj, .ldtk, .png)");
}

// The levels of one file: one, or an LDtk project's.
std::vector<Read> readLevels(const std::string& in, const Args& args, const std::optional<ldtk::KindsFile>& kinds)
{
    switch (formatOf(in)) {
    case Format::Maze:
        return { reading(in, [&] { return readMazeFile(in); }) };
    case Format::Tmj:
    case Format::Tmx:
        return { reading(in, [&] { return readTiled(in, args.value("--tiles"), kinds); }) };
    case Format::Ldtk:
        return reading(in, [&] { return readLdtk(in, args.value("--level"), kinds); });
    case Format::MovingAi:
        return { reading(in, [&] { return readGrid(in); }) };
    case Format::Png:
    case Format::Unknown:
        break;
    }
    throw Failure(in + ": not a level or map this can read (.maze, .tmx, .tmj, .json, .ldtk, .map)");
}

int convertCommand(const std::vector<std::string>& words)
{
    const Args args(words, { "--grid" }, { "--tile-size", "--tiles", "--level", "--kinds" });
    const std::vector<std::string>& positional = args.positional();
    if (positional.size() < 2) throw Failure("name the files to read and the file to write: convert IN... OUT");
    const std::vector<std::string> ins(positional.begin(), positional.end() - 1);
    const std::string out = positional.back();
    const auto tileSize = static_cast<int>(args.integer("--tile-size", 16, 1, mappicture::kMaxSide));
    const QFileInfo outInfo(QString::fromStdString(out));
    // A folder: one there, or a name that ends in '/', or a name without a suffix not yet there.
    const bool folder = outInfo.isDir() || out.back() == '/' || (outInfo.suffix().isEmpty() && !outInfo.exists());

    const auto any = [&](Format a, Format b) {
        return std::any_of(
            ins.begin(), ins.end(), [&](const std::string& in) { return formatOf(in) == a || formatOf(in) == b; });
    };
    if (ins.size() > 1 && formatOf(out) != Format::Ldtk)
        throw Failure("several files are written as one LDtk project: " + out + " is no .ldtk file");
    if (args.has("--tiles") && !any(Format::Tmj, Format::Tmx))
        throw Failure("--tiles gives the kinds of a Tiled map's tiles: " + ins.front() + " is no Tiled map");
    if (args.has("--level") && !any(Format::Ldtk, Format::Ldtk))
        throw Failure("--level picks a level of an LDtk project: " + ins.front() + " is no .ldtk project");
    std::optional<ldtk::KindsFile> kinds;
    if (const auto file = args.value("--kinds")) kinds = readKinds(*file);

    std::vector<std::pair<std::string, Read>> reads; // each with the file it came from
    try {
        for (const std::string& in : ins) {
            for (Read& read : readLevels(in, args, kinds)) reads.emplace_back(in, std::move(read));
        }
    } catch (const Impossible& impossible) {
        // (A Tiled map's or an LDtk project's problems are said as they are found, each once.)
        for (const std::string& reason : impossible.reasons) std::cerr << reason << "\n";
        return InputErrors;
    }

    if (formatOf(out) == Format::Ldtk) {
        std::vector<Maze> levels;
        for (const auto& [in, read] : reads) {
            warnOfComments(in, out, read);
            levels.push_back(read.maze);
        }
        QStringList leftOut;
        const QByteArray project = ldtk::writeProject(levels, &leftOut);
        for (const QString& what : leftOut)
            std::cerr << out << ": warning: " << what.toStdString()
                      << " has no place in an LDtk project and is left out\n";
        write(out, project);
        return Success;
    }
    if (folder) {
        // Every level, a .maze each, named after the level.
        if (!QDir().mkpath(outInfo.filePath())) throw Failure(out + ": the folder cannot be made");
        int status = Success;
        for (std::size_t i = 0; i < reads.size(); ++i) {
            const Read& read = reads[i].second;
            const QString name = QString::fromStdString(read.name.empty() ? read.maze.name : read.name);
            const QString file
                = ldtk::identifierOf(name, QStringLiteral("level_%1").arg(i + 1)) + QStringLiteral(".maze");
            status = std::max(status,
                writeLevel(
                    reads[i].first, QDir(outInfo.filePath()).filePath(file).toStdString(), read, args, tileSize));
        }
        return status;
    }
    if (reads.size() > 1) {
        QStringList names;
        for (const auto& [in, read] : reads) names << QString::fromStdString(read.name);
        throw Failure(ins.front() + " holds " + std::to_string(reads.size()) + " levels ("
            + names.join(QStringLiteral(", ")).toStdString()
            + "): pick one with --level NAME, or give a folder as OUT to write each");
    }
    return writeLevel(reads.front().first, out, reads.front().second, args, tileSize);
}

const CommandRegistration registration { {
    "convert",
    "mazeworks-cli convert IN... OUT [--tile-size PX] [--grid] [--level NAME] [--kinds FILE] [--tiles FILE]",
    "Convert a level between formats, by the files' extensions, without a display.",
    "IN: a .maze level, a Tiled map (.tmx, .tmj or .json, in any of Tiled's layer formats, fixed or\n"
    "infinite, its tilesets and templates found beside it), an LDtk project (.ldtk, its .ldtkl\n"
    "level files found beside it) or a Moving AI map (.map). OUT: a .maze level (a .maze read is\n"
    "written back byte for byte), a Tiled map (.tmx or .tmj, with its tileset picture\n"
    "OUT-tiles.png beside it), an LDtk project (.ldtk: every level read, one project) or a PNG\n"
    "picture; a folder for every level of a project, a .maze each named after its level.\n"
    "What has no place in OUT is named on standard error as a warning, once; how the import\n"
    "decided (the tile layers laid over one another, an infinite map's rectangle) as a note. A\n"
    "conversion that cannot be done is exit 1 with its reasons, and OUT is not written. A tile of\n"
    "a Tiled map is what its tileset's \"kind\" property or its type says (wall, dot, pellet,\n"
    "power pellet, empty, ...); tiles with none are listed once each, with a --tiles file to fill.\n\n"
    "  --tile-size PX   pixels a tile in a PNG (default 16)\n"
    "  --grid           draw the grid in a PNG\n"
    "  --level NAME     the level of an LDtk project to convert (its identifier)\n"
    "  --kinds FILE     what a file's own names are, a line each: NAME KIND (walls wall,\n"
    "                   Player muncher for an entity or a Tiled object's type, 3 dot for an\n"
    "                   IntGrid value by its number, tile 17 dot for tile 17 of a Tiled map's\n"
    "                   tilesets); '#' starts a comment\n"
    "  --tiles FILE     kinds for the tiles of a Tiled map's tilesets that have none: a line\n"
    "                   [TILESET] for each tileset (its name in Tiled), then lines TILE = KIND,\n"
    "                   where TILE is a tile's number, a range 30-35 or * (the others) and KIND\n"
    "                   a kind (wall, dot, ...); '#' starts a comment\n",
    convertCommand,
} };

} // namespace

} // namespace mazeworks::cli
