#include "cli.h"

#include "file/filebytes.h"
#include "maze/mazefile.h"
#include "movingai/gridlevel.h"
#include "picture/mappicture.h"
#include "picture/png.h"
#include "tiled/tilesetimage.h"
#include "tiled/tmjfile.h"
#include "tiled/tmxfile.h"

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

Read readTiled(const std::string& path, bool tmx)
{
    const std::string text = readFile(path);
    const QByteArray bytes(text.data(), static_cast<qsizetype>(text.size()));
    const QString folder = QFileInfo(QString::fromStdString(path)).absolutePath();
    const tmjfile::TilesetReader readTileset
        = [&folder](const QString& source, QString* why) -> std::optional<QByteArray> {
        const QString file = QFileInfo(source).isAbsolute() ? source : folder + QLatin1Char('/') + source;
        FileContents<QByteArray> tileset = mazeworks::readFile(file);
        if (!tileset.ok()) {
            if (why) *why = QString::fromStdString(describe(file.toStdString(), *tileset.error));
            return std::nullopt;
        }
        return std::move(tileset.bytes);
    };
    const tmjfile::TmjReadResult result = tmx ? tmxfile::read(bytes, readTileset) : tmjfile::read(bytes, readTileset);
    if (!result.ok()) {
        Impossible impossible;
        for (const QString& e : result.errors) impossible.reasons.push_back(path + ": " + e.toStdString());
        throw impossible;
    }
    for (const QString& w : result.warnings) std::cerr << path << ": warning: " << w.toStdString() << "\n";
    return { result.maze, std::nullopt };
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
    const Args args(words, { "--grid" }, { "--tile-size" });
    if (args.positional().size() != 2) throw Failure("name the file to read and the file to write: convert IN OUT");
    const std::string in = args.positional()[0];
    const std::string out = args.positional()[1];
    const auto tileSize = static_cast<int>(args.integer("--tile-size", 16, 1, mappicture::kMaxSide));

    Read read;
    try {
        switch (formatOf(in)) {
        case Format::Maze:
            read = reading(in, [&] { return readMazeFile(in); });
            break;
        case Format::Tmj:
        case Format::Tmx:
            read = reading(in, [&] { return readTiled(in, formatOf(in) == Format::Tmx); });
            break;
        case Format::MovingAi:
            read = reading(in, [&] { return readGrid(in); });
            break;
        case Format::Png:
        case Format::Unknown:
            throw Failure(in + ": not a level or map this can read (.maze, .tmx, .tmj, .json, .map)");
        }
    } catch (const Impossible& impossible) {
        for (const std::string& reason : impossible.reasons) std::cerr << reason << "\n";
        return InputErrors;
    }

    switch (formatOf(out)) {
    case Format::Maze: {
        const std::string text = read.source ? writeMaze(read.maze, *read.source) : writeMaze(read.maze);
        writeFileAtomically(out, text);
        return Success;
    }
    case Format::Tmj: {
        warnOfComments(in, out, read);
        // The tileset picture beside the map, named after it, as the editor's export does.
        const QFileInfo info(QString::fromStdString(out));
        const QString imageName = info.completeBaseName() + QStringLiteral("-tiles.png");
        write((info.path() + QLatin1Char('/') + imageName).toStdString(), pngBytes(tmjfile::tilesetImage()));
        write(out, tmjfile::write(read.maze, imageName));
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
    case Format::Tmx:
        throw Failure(out + ": Tiled's .tmx is not written yet; write a .tmj, which Tiled opens and saves as .tmx");
    case Format::MovingAi:
    case Format::Unknown:
        break;
    }
    throw Failure(out + ": not a format this can write (.maze, .tmj, .png)");
}

const CommandRegistration registration { {
    "convert",
    "mazeworks-cli convert IN OUT [--tile-size PX] [--grid]",
    "Convert a level between formats, by the files' extensions, without a display.",
    "IN: a .maze level, a Tiled map (.tmx, .tmj or .json, its external tilesets found beside it) or a\n"
    "Moving AI map (.map). OUT: a .maze level (a .maze read is written back byte for byte), a\n"
    "Tiled map (.tmj, with its tileset picture OUT-tiles.png beside it) or a PNG picture.\n"
    "What has no place in OUT is named on standard error as a warning; a conversion that cannot\n"
    "be done is exit 1 with its reasons, and OUT is not written. Tiled's .tmx is not written\n"
    "yet: Tiled opens a .tmj and saves it as .tmx.\n\n"
    "  --tile-size PX   pixels a tile in a PNG (default 16)\n"
    "  --grid           draw the grid in a PNG\n",
    convertCommand,
} };

} // namespace

} // namespace mazeworks::cli
