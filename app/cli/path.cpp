#include "cli.h"

#include "path/movingai.h"
#include "path/search.h"

#include <chrono>
#include <iostream>

namespace mazeworks::cli {

namespace {

// The open cells of a level or of a Moving AI map, and what lies beyond its edges.
struct Grid {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> open;
    Edges edges = Edges::Wrap;
    bool movingAi = false;
};

bool looksLikeMovingAi(const std::string& path, std::string_view text)
{
    const bool mapExtension = path.size() > 4 && path.compare(path.size() - 4, 4, ".map") == 0;
    return mapExtension || text.rfind("type ", 0) == 0;
}

Grid loadGrid(const std::string& path)
{
    const std::string text = readFile(path);
    Grid grid;
    if (looksLikeMovingAi(path, text)) {
        GridMapResult result = reading(path, [&] { return readMovingAiMap(text); });
        if (result.error) throw Failure(path + ":" + std::to_string(result.error->line) + ": " + result.error->message);
        grid.width = result.map.width;
        grid.height = result.map.height;
        grid.open = std::move(result.map.open);
        grid.edges = Edges::Closed;
        grid.movingAi = true;
        return grid;
    }
    const ReadResult level = reading(path, [&] { return readMaze(text); });
    if (!level.maze.hasMap()) {
        printDiagnostics(std::cerr, path, level.diagnostics, level.omitted);
        throw LevelErrors(path + ": the rows do not form a map");
    }
    const TileMap<Tile>& tiles = level.maze.tiles;
    grid.width = tiles.width();
    grid.height = tiles.height();
    grid.open.resize(tiles.size());
    for (std::size_t i = 0; i < tiles.size(); ++i) grid.open[i] = isCorridor(tiles[i]) ? 1 : 0;
    return grid;
}

SearchOptions optionsFrom(const Args& args, const Grid& grid)
{
    SearchOptions options;
    options.edges = grid.edges;
    const std::string algorithm = args.choice("--algorithm", "astar", { "bfs", "dijkstra", "astar" });
    options.algorithm = algorithm == "bfs" ? Algorithm::BreadthFirst
        : algorithm == "dijkstra"          ? Algorithm::Dijkstra
                                           : Algorithm::AStar;
    const std::string movement = args.choice("--movement", grid.movingAi ? "8" : "4", { "4", "8" });
    options.movement = movement == "8" ? Movement::Eight : Movement::Four;
    const std::string fallback = options.movement == Movement::Eight ? "octile" : "manhattan";
    const std::string heuristic = args.choice("--heuristic", fallback, { "manhattan", "euclidean", "octile", "none" });
    options.heuristic = heuristic == "manhattan" ? Heuristic::Manhattan
        : heuristic == "euclidean"               ? Heuristic::Euclidean
        : heuristic == "octile"                  ? Heuristic::Octile
                                                 : Heuristic::None;
    return options;
}

int onePath(const Args& args, const Grid& grid, const SearchOptions& options)
{
    if (!args.has("--from") || !args.has("--to"))
        throw Failure("give --from COL,ROW and --to COL,ROW, or --scenario SCEN");
    auto cellOf = [&](const std::string& option) {
        const CellArg c = parseCell(option, *args.value(option));
        if (c.col < 0 || c.row < 0 || c.col >= grid.width || c.row >= grid.height) {
            throw Failure(option + " " + *args.value(option) + " lies outside the " + std::to_string(grid.width) + " x "
                + std::to_string(grid.height) + " map");
        }
        return Cell { c.col, c.row };
    };
    const Cell from = cellOf("--from");
    const Cell to = cellOf("--to");
    const Path path = findPath(grid.width, grid.height, from, to, grid.open.data(), options);
    if (args.has("--json")) {
        Json json;
        json.beginObject();
        json.key("cost");
        if (path.found())
            json.value(path.cost);
        else
            json.null();
        json.key("steps").value(path.steps());
        json.key("visited").value(path.visited);
        json.key("path").beginArray();
        for (const Cell& c : path.cells) json.beginArray().value(c.col).value(c.row).endArray();
        json.endArray().endObject();
        std::cout << json.text() << "\n";
    } else if (path.found()) {
        std::cout << "cost " << formatNumber(path.cost) << ", " << path.steps() << " steps, " << path.visited
                  << " cells visited\n";
        for (std::size_t i = 0; i < path.cells.size(); ++i) {
            std::cout << (i ? " " : "") << path.cells[i].col << ',' << path.cells[i].row;
        }
        std::cout << "\n";
    } else {
        std::cout << "no way from " << from.col << ',' << from.row << " to " << to.col << ',' << to.row << " ("
                  << path.visited << " cells visited)\n";
    }
    return path.found() ? Success : InputErrors;
}

int scenarios(const Args& args, const std::string& mapPath, const Grid& grid, const SearchOptions& options)
{
    const std::string scenPath = *args.value("--scenario");
    const ScenarioResult read
        = reading(scenPath, [&] { return readScenarios(readFile(scenPath), grid.width, grid.height, mapPath); });
    if (read.error) throw Failure(scenPath + ":" + std::to_string(read.error->line) + ": " + read.error->message);
    // The published optimal lengths are for 8 directions; with 4 there is nothing to compare.
    const bool checked = options.movement == Movement::Eight;
    std::vector<double> costs(read.scenarios.size(), -1.0);
    SearchWorkspace workspace;
    // Only the searching is timed, not reading the files; with it, working out the ways out of
    // every cell once for all the searches.
    const auto started = std::chrono::steady_clock::now();
    const std::vector<std::uint8_t> ways = waysOut(grid.width, grid.height, grid.open.data());
    for (std::size_t i = 0; i < read.scenarios.size(); ++i) {
        const Scenario& s = read.scenarios[i];
        const Path p
            = findPath(grid.width, grid.height, s.start, s.goal, grid.open.data(), ways.data(), options, &workspace);
        costs[i] = p.found() ? p.cost : -1.0;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    int mismatches = 0;
    double costSum = 0;
    for (std::size_t i = 0; i < costs.size(); ++i) {
        if (costs[i] >= 0) costSum += costs[i];
        if (checked && !matchesOptimal(read.scenarios[i], costs[i])) ++mismatches;
    }
    if (args.has("--json")) {
        Json json;
        json.beginObject();
        json.key("scenarios").value(static_cast<std::int64_t>(read.scenarios.size()));
        json.key("mismatches");
        if (checked)
            json.value(mismatches);
        else
            json.null();
        json.key("seconds").value(seconds);
        json.key("cost_sum").value(costSum);
        json.key("results").beginArray();
        for (std::size_t i = 0; i < costs.size(); ++i) {
            json.beginObject().key("line").value(read.scenarios[i].line).key("cost");
            if (costs[i] >= 0)
                json.value(costs[i]);
            else
                json.null();
            json.key("optimal").value(read.scenarios[i].optimal).endObject();
        }
        json.endArray().endObject();
        std::cout << json.text() << "\n";
    } else {
        for (std::size_t i = 0; i < costs.size(); ++i) {
            if (!checked || matchesOptimal(read.scenarios[i], costs[i])) continue;
            std::cout << scenPath << ":" << read.scenarios[i].line << ": cost "
                      << (costs[i] >= 0 ? formatNumber(costs[i]) : std::string("none")) << ", optimal "
                      << formatNumber(read.scenarios[i].optimal) << "\n";
        }
        std::cout << mapPath << ": " << read.scenarios.size() << " scenarios, "
                  << (checked ? std::to_string(mismatches) : std::string("unchecked (4 directions)")) << " mismatches, "
                  << formatNumber(seconds) << " s searching";
        if (!read.scenarios.empty()) {
            std::cout << " (" << formatNumber(1e6 * seconds / static_cast<double>(read.scenarios.size()))
                      << " us a query)";
        }
        std::cout << ", cost sum " << formatNumber(costSum) << "\n";
    }
    return mismatches == 0 ? Success : InputErrors;
}

int pathCommand(const std::vector<std::string>& words)
{
    const Args args(
        words, { "--json" }, { "--from", "--to", "--algorithm", "--movement", "--heuristic", "--scenario" });
    if (args.positional().size() != 1) throw Failure("name one FILE (a .maze level or a Moving AI .map)");
    const std::string& path = args.positional().front();
    Grid grid;
    try {
        grid = loadGrid(path);
    } catch (const LevelErrors&) {
        return InputErrors;
    }
    const SearchOptions options = optionsFrom(args, grid);
    if (args.has("--scenario")) return scenarios(args, path, grid, options);
    return onePath(args, grid, options);
}

const CommandRegistration registration { {
    "path",
    "mazeworks-cli path FILE --from COL,ROW --to COL,ROW [--algorithm bfs|dijkstra|astar] [--movement 4|8] [--json]\n"
    "       mazeworks-cli path MAP --scenario SCEN [--algorithm ...] [--movement 4|8] [--json]",
    "Find the cheapest way between two cells, or run every query of a Moving AI scenario file.",
    "FILE is a .maze level (its corridors are open; steps over an edge wrap) or a Moving AI .map\n"
    "(., G and S open; no wrap). Default: A*, 4 directions on a level, 8 on a .map; diagonal steps\n"
    "cost sqrt(2) and never cut a blocked corner.\n\n"
    "  --from, --to   the cells, as COL,ROW from 0\n"
    "  --algorithm    bfs, dijkstra or astar (default astar)\n"
    "  --movement     4 or 8\n"
    "  --heuristic    manhattan, euclidean, octile or none (default: octile for 8, manhattan for 4)\n"
    "  --scenario     a .scen file: every line searched and checked against its optimal length;\n"
    "                 seconds count the searching only, not reading the files\n"
    "  --json         {cost, steps, visited, path}, or {scenarios, mismatches, seconds, cost_sum, results}\n\n"
    "Exit status 1 when there is no way, or a scenario disagrees with its optimal length.\n",
    pathCommand,
} };

} // namespace

} // namespace mazeworks::cli
