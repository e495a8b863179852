#include "cli.h"

#include "file/filebytes.h"
#include "maze/mazefile.h"
#include "movingai/gridlevel.h"
#include "picture/mappicture.h"
#include "picture/png.h"
#include "tiled/tiledlevel.h"
#include "tiled/tiledwriter.h"
#include "tiled/tilesetimage.h"
#include "tiled/tilesfile.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <iostream>

namespace mazeworks::cli {

namespace {

enum class Format { Maze, Tmj, Tmx, MovingAi, Png, Unknown };

Format formatOf(const std::string& path)
{
    std::string suffix = QFileInfo(QString::fromStdString(path)).suffix().toLower().toStdString();
    if (suffix == "maze") return Format::Maze;
    if (suffix == "tmj" || suffix == "json") return Format::Tmj;
    if (suffix == "tmx") return Format::Tmx;
    if (suffix == "map") return Format::MovingAi;
    if (suffix == "png") return Format::Png;
    return Format::Unknown;
}

// What was read: the level, and for a .maze its text, so that a .maze written back is the same.
struct Read {
    Maze maze;
    std::optional<MazeSource> source;
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

Read readTiled(const std::string& path, const std::optional<std::string>& tilesFile)
{
    const std::string text = readFile(path);
    const QByteArray bytes(text.data(), static_cast<qsizetype>(text.size()));
    const QDir folder = QFileInfo(QString::fromStdString(path)).absoluteDir();
    const tiled::FileReader readOther = [&folder](const QString& file, QString* why) -> std::optional<QByteArray> {
        const QString where = folder.filePath(file);
        FileContents<QByteArray> read = mazeworks::readFile(where);
        if (!read.ok()) {
            if (why) *why = QString::fromStdString(reasonText(*read.error));
            return std::nullopt;
        }
        return std::move(read.bytes);
    };
    const tiled::TileAnswers answers = tilesFile ? readTileAnswers(*tilesFile) : tiled::TileAnswers();
    const tiled::MapRead map = tiled::readMap(
        bytes, readOther, tiled::spellingOf(QString::fromStdString(path)).value_or(tiled::Spelling::Tmj));
    std::vector<tiled::Problem> problems = map.problems;
    tiled::Import level;
    if (map.map) {
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

int convertCommand(const std::vector<std::string>& words)
{
    const Args args(words, { "--grid" }, { "--tile-size", "--tiles" });
    if (args.positional().size() != 2) throw Failure("name the file to read and the file to write: convert IN OUT");
    const std::string in = args.positional()[0];
    const std::string out = args.positional()[1];
    const auto tileSize = static_cast<int>(args.integer("--tile-size", 16, 1, mappicture::kMaxSide));

    if (args.has("--tiles") && formatOf(in) != Format::Tmj && formatOf(in) != Format::Tmx)
        throw Failure("--tiles gives the kinds of a Tiled map's tiles: " + in + " is no Tiled map");

    Read read;
    try {
        switch (formatOf(in)) {
        case Format::Maze:
            read = reading(in, [&] { return readMazeFile(in); });
            break;
        case Format::Tmj:
        case Format::Tmx:
            read = reading(in, [&] { return readTiled(in, args.value("--tiles")); });
            break;
        case Format::MovingAi:
            read = reading(in, [&] { return readGrid(in); });
            break;
        case Format::Png:
        case Format::Unknown:
            throw Failure(in + ": not a level or map this can read (.maze, .tmx, .tmj, .json, .map)");
        }
    } catch (const Impossible& impossible) {
        // (A Tiled map's problems are said as they are found, each once.)
        for (const std::string& reason : impossible.reasons) std::cerr << reason << "\n";
        return InputErrors;
    }

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
    case Format::MovingAi:
    case Format::Unknown:
        break;
    }
    throw Failure(out + ": not a format this can write (.maze, .tmx, .tmj, .png)");
}

const CommandRegistration registration { {
    "convert",
    "mazeworks-cli convert IN OUT [--tile-size PX] [--grid] [--tiles FILE]",
    "Convert a level between formats, by the files' extensions, without a display.",
    "IN: a .maze level, a Tiled map (.tmx, .tmj or .json, in any of Tiled's layer formats, fixed or\n"
    "infinite, its tilesets and templates found beside it) or a Moving AI map (.map). OUT: a .maze\n"
    "level (a .maze read is written back byte for byte), a Tiled map (.tmx or .tmj, with its\n"
    "tileset picture OUT-tiles.png beside it) or a PNG picture.\n"
    "What has no place in OUT is named on standard error as a warning, once; how the import\n"
    "decided (the tile layers laid over one another, an infinite map's rectangle) as a note. A\n"
    "conversion that cannot be done is exit 1 with its reasons, and OUT is not written. A tile of\n"
    "a Tiled map is what its tileset's \"kind\" property or its type says (wall, dot, pellet,\n"
    "power pellet, empty, ...); tiles with none are listed once each, with a --tiles file to fill.\n\n"
    "  --tile-size PX   pixels a tile in a PNG (default 16)\n"
    "  --grid           draw the grid in a PNG\n"
    "  --tiles FILE     kinds for the tiles of a Tiled map's tilesets that have none: a line\n"
    "                   [TILESET] for each tileset (its name in Tiled), then lines TILE = KIND,\n"
    "                   where TILE is a tile's number, a range 30-35 or * (the others) and KIND\n"
    "                   a kind (wall, dot, ...); '#' starts a comment\n",
    convertCommand,
} };

} // namespace

} // namespace mazeworks::cli
