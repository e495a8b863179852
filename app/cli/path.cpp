#include "cli.h"

#include "path/movingai.h"
#include "path/pathfinder.h"
#include "path/search.h"

#include <algorithm>
#include <chrono>
#include <iostream>
#include <map>

namespace mazeworks::cli {

namespace {

// The open cells of a level or of a Moving AI map, and what lies beyond its edges.
struct Grid {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> open;
    std::vector<std::uint8_t> weights; // empty: every tile costs 1
    Edges edges = Edges::Wrap;
    bool movingAi = false;

    GridView view() const { return { width, height, open.data(), weights.empty() ? nullptr : weights.data(), edges }; }
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
    // Broken weight lines would leave every tile costing 1: a search must not pass for weighted.
    std::vector<Diagnostic> weightProblems;
    for (const Diagnostic& d : level.diagnostics) {
        if (d.severity == Severity::Error && (d.code().rfind("weight-", 0) == 0 || d.messageId == "arguments.weight"))
            weightProblems.push_back(d);
    }
    if (!weightProblems.empty()) {
        printDiagnostics(std::cerr, path, weightProblems);
        throw LevelErrors(path + ": the weight lines are broken");
    }
    const TileMap<Tile>& tiles = level.maze.tiles;
    grid.width = tiles.width();
    grid.height = tiles.height();
    grid.open.resize(tiles.size());
    for (std::size_t i = 0; i < tiles.size(); ++i) grid.open[i] = isCorridor(tiles[i]) ? 1 : 0;
    if (level.maze.weighted()) grid.weights = level.maze.weights.tiles();
    return grid;
}

// What the options ask for; `auto` already replaced by the search it chooses for this map.
SearchOptions optionsFrom(const Args& args, const std::string& path, const Grid& grid)
{
    SearchOptions options;
    options.edges = grid.edges;
    const std::string algorithm = args.choice("--algorithm", "astar",
        { "bfs", "dijkstra", "astar", "bestfirst", "bidirectional", "jps", "jps+", "jps2", "jps2+", "subgoal",
            "auto" });
    const std::string movement = args.choice("--movement", grid.movingAi ? "8" : "4", { "4", "8" });
    options.movement = movement == "8" ? Movement::Eight : Movement::Four;
    const std::string fallback = options.movement == Movement::Eight ? "octile" : "manhattan";
    const std::string heuristic
        = args.choice("--heuristic", fallback, { "manhattan", "euclidean", "octile", "chebyshev", "none" });
    options.heuristic = heuristic == "manhattan" ? Heuristic::Manhattan
        : heuristic == "euclidean"               ? Heuristic::Euclidean
        : heuristic == "octile"                  ? Heuristic::Octile
        : heuristic == "chebyshev"               ? Heuristic::Chebyshev
                                                 : Heuristic::None;
    const std::string corners = args.choice("--corners", "never", { "never", "no-obstacle", "one-obstacle", "always" });
    options.corners = corners == "one-obstacle" ? Corners::OneObstacle
        : corners == "always"                   ? Corners::Always
                                                : Corners::Never;
    if (args.has("--weight") && algorithm != "astar") throw Failure("--weight goes with --algorithm astar");
    options.weight = args.real("--weight", 1.0, 1.0, 1e6);
    const bool weighted = !grid.weights.empty();
    if ((algorithm.rfind("jps", 0) == 0 || algorithm == "subgoal") && weighted) {
        throw Failure(path + ": " + algorithm
            + " searches maps where every tile costs the same, and this level has weight lines; use dijkstra, astar or "
              "bidirectional");
    }
    const std::map<std::string, Algorithm> algorithms = { { "bfs", Algorithm::BreadthFirst },
        { "dijkstra", Algorithm::Dijkstra }, { "astar", Algorithm::AStar }, { "bestfirst", Algorithm::BestFirst },
        { "bidirectional", Algorithm::Bidirectional }, { "jps", Algorithm::JumpPoint },
        { "jps+", Algorithm::JumpPointPlus }, { "jps2", Algorithm::JumpPointPruned },
        { "jps2+", Algorithm::JumpPointPrunedPlus }, { "subgoal", Algorithm::Subgoal } };
    // `auto` is chosen where the search is timed (see scenarios): its look at the map counts.
    options.algorithm = algorithm == "auto" ? Algorithm::AStar : algorithms.at(algorithm);
    return options;
}

bool automatic(const Args& args) { return args.value("--algorithm", "") == "auto"; }

int onePath(const Args& args, const Grid& grid, SearchOptions options)
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
    if (automatic(args)) options.algorithm = chooseOptimal(grid.view(), options);
    PathFinder finder(grid.view(), options);
    const Path path = finder.find(from, to);
    if (args.has("--json")) {
        Json json;
        json.beginObject();
        json.key("algorithm").value(algorithmName(finder.algorithm()));
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
        std::cout << algorithmName(finder.algorithm()) << ": cost " << formatNumber(path.cost) << ", " << path.steps()
                  << " steps, " << path.visited << " cells visited\n";
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

int scenarios(const Args& args, const std::string& mapPath, const Grid& grid, SearchOptions options)
{
    const std::string scenPath = *args.value("--scenario");
    const ScenarioResult read
        = reading(scenPath, [&] { return readScenarios(readFile(scenPath), grid.width, grid.height, mapPath); });
    if (read.error) throw Failure(scenPath + ":" + std::to_string(read.error->line) + ": " + read.error->message);
    // The published optimal lengths are for 8 directions that cut no corner; with 4, or other
    // corners, there is nothing to compare.
    const bool checked = options.movement == Movement::Eight && options.corners == Corners::Never;
    // The searches that do not promise the optimum promise a cost within a factor of it.
    const bool optimal = options.algorithm != Algorithm::BestFirst && options.weight == 1.0;
    const double bound = options.algorithm == Algorithm::BestFirst ? kInfinity : options.weight;
    auto matches = [&](const Scenario& s, double cost) {
        if (optimal || (s.optimal == 0 && s.start != s.goal) || cost < 0) return matchesOptimal(s, cost);
        const double slack = 1e-5 * std::max(1.0, s.optimal);
        return cost >= s.optimal - slack && cost <= bound * s.optimal + bound * slack;
    };
    std::vector<double> costs(read.scenarios.size(), -1.0);
    // Only the searching is timed, not reading the files; with it, what the finder works out
    // once for all the searches (the ways out of every cell, jump distances).
    const auto started = std::chrono::steady_clock::now();
    if (automatic(args)) options.algorithm = chooseOptimal(grid.view(), options, read.scenarios.size());
    PathFinder finder(grid.view(), options);
    // What a search works out before its first query (the subgoal graph, jps+'s jump
    // distances), timed apart too.
    const double preprocessSeconds = finder.preprocesses()
        ? std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count()
        : 0.0;
    // Each way as the competition's planners give theirs, as waypoints a straight or diagonal run
    // apart: the subgoal graph's where it may bend, the other searches' every tile.
    for (std::size_t i = 0; i < read.scenarios.size(); ++i) {
        const Scenario& s = read.scenarios[i];
        const Path p = finder.findWaypoints(s.start, s.goal);
        costs[i] = p.found() ? p.cost : -1.0;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    options.algorithm = finder.algorithm();
    int mismatches = 0;
    double costSum = 0;
    double ratioSum = 0;
    int ratios = 0;
    for (std::size_t i = 0; i < costs.size(); ++i) {
        if (costs[i] >= 0) costSum += costs[i];
        if (checked && !matches(read.scenarios[i], costs[i])) ++mismatches;
        if (costs[i] > 0 && read.scenarios[i].optimal > 0) {
            ratioSum += costs[i] / read.scenarios[i].optimal;
            ++ratios;
        }
    }
    const double suboptimality = ratios > 0 ? ratioSum / ratios : 1.0;
    if (args.has("--json")) {
        Json json;
        json.beginObject();
        json.key("algorithm").value(algorithmName(options.algorithm));
        json.key("scenarios").value(static_cast<std::int64_t>(read.scenarios.size()));
        json.key("mismatches");
        if (checked)
            json.value(mismatches);
        else
            json.null();
        json.key("seconds").value(seconds);
        if (finder.preprocesses()) {
            json.key("preprocess_seconds").value(preprocessSeconds);
            json.key("preprocess_bytes").value(static_cast<std::int64_t>(finder.preprocessBytes()));
        }
        json.key("cost_sum").value(costSum);
        if (!optimal && checked) json.key("suboptimality").value(suboptimality);
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
            if (!checked || matches(read.scenarios[i], costs[i])) continue;
            std::cout << scenPath << ":" << read.scenarios[i].line << ": cost "
                      << (costs[i] >= 0 ? formatNumber(costs[i]) : std::string("none")) << ", optimal "
                      << formatNumber(read.scenarios[i].optimal) << "\n";
        }
        std::cout << mapPath << ": " << read.scenarios.size() << " scenarios, "
                  << (checked ? std::to_string(mismatches)
                              : std::string(options.movement == Movement::Four ? "unchecked (4 directions)"
                                                                               : "unchecked (corners cut)"))
                  << " mismatches, " << formatNumber(seconds) << " s searching";
        if (finder.preprocesses()) {
            std::cout << " (" << formatNumber(preprocessSeconds) << " s of it working out "
                      << (finder.subgoalGraph() ? "the graph, " : "the jump distances, ")
                      << finder.preprocessBytes() / 1024 << " KiB)";
        }
        if (!read.scenarios.empty()) {
            std::cout << " (" << formatNumber(1e6 * seconds / static_cast<double>(read.scenarios.size()))
                      << " us a query)";
        }
        std::cout << ", cost sum " << formatNumber(costSum);
        if (!optimal && checked) std::cout << ", suboptimality " << formatNumber(suboptimality);
        std::cout << " (" << algorithmName(options.algorithm) << ")\n";
    }
    return mismatches == 0 ? Success : InputErrors;
}

int pathCommand(const std::vector<std::string>& words)
{
    const Args args(words, { "--json" },
        { "--from", "--to", "--algorithm", "--movement", "--heuristic", "--weight", "--corners", "--scenario" });
    if (args.positional().size() != 1) throw Failure("name one FILE (a .maze level or a Moving AI .map)");
    const std::string& path = args.positional().front();
    Grid grid;
    try {
        grid = loadGrid(path);
    } catch (const LevelErrors&) {
        return InputErrors;
    }
    const SearchOptions options = optionsFrom(args, path, grid);
    if (args.has("--scenario")) return scenarios(args, path, grid, options);
    return onePath(args, grid, options);
}

const CommandRegistration registration { {
    "path",
    "mazeworks-cli path FILE --from COL,ROW --to COL,ROW [--algorithm ALGORITHM] [--movement 4|8]\n"
    "                  [--heuristic manhattan|euclidean|octile|chebyshev|none] [--weight W]\n"
    "                  [--corners never|no-obstacle|one-obstacle|always] [--json]\n"
    "       mazeworks-cli path MAP --scenario SCEN [the same options] [--json]",
    "Find the cheapest way between two cells, or run every query of a Moving AI scenario file.",
    "FILE is a .maze level (its corridors are open; steps over an edge wrap; its weight lines are\n"
    "the costs of entering tiles) or a Moving AI .map (., G and S open; no wrap). Default: A*,\n"
    "4 directions on a level, 8 on a .map; diagonal steps cost sqrt(2) times the tile's weight.\n\n"
    "  --from, --to   the cells, as COL,ROW from 0\n"
    "  --algorithm    bfs (breadth-first, ignores weights), dijkstra, astar (the default),\n"
    "                 bestfirst (greedy on the guess, not optimal), bidirectional (A* from both\n"
    "                 ends; Dijkstra with --heuristic none), jps (jump point search), jps+ (jump\n"
    "                 points over jump distances worked out once per map), jps2 and jps2+ (the\n"
    "                 same pruned: the cells of a diagonal run never wait on the open list),\n"
    "                 subgoal (A* over a graph of the walls' corners worked out once per map);\n"
    "                 with --scenario, what jps+, jps2+ and subgoal work out beforehand is\n"
    "                 reported apart (preprocessing),\n"
    "                 auto (the fastest optimal search for this map: A* on open ground strewn\n"
    "                 with single walls, where more than one open tile in eight is a jump\n"
    "                 point, a wall diagonally beside it and open tiles between, and most\n"
    "                 open tiles can step diagonally; with --scenario, subgoal in corridors\n"
    "                 and rooms when there is a query for every thousand tiles, or at least\n"
    "                 256 on a level that wraps round, where A* is the rival; else jps2+);\n"
    "                 the jps searches and subgoal refuse\n"
    "                 weighted levels\n"
    "  --movement     4 or 8\n"
    "  --heuristic    manhattan, euclidean, octile, chebyshev or none (default: octile for 8,\n"
    "                 manhattan for 4)\n"
    "  --weight W     with astar: the guess times W >= 1, a cost at most W times the optimum\n"
    "  --corners      when a diagonal step may pass a blocked tile: never (the default, as\n"
    "                 no-obstacle), one-obstacle (one of the two beside it blocked), always\n"
    "  --scenario     a .scen file: every line searched and checked against its optimal length\n"
    "                 (bestfirst and astar --weight: not below it, nor above W times it); seconds\n"
    "                 count the searching only, not reading the files\n"
    "  --json         {algorithm, cost, steps, visited, path}, or {algorithm, scenarios,\n"
    "                 mismatches, seconds, cost_sum, [suboptimality,] results}\n\n"
    "Exit status 1 when there is no way, or a scenario disagrees with its optimal length; 2 for\n"
    "a usage error, a jps search on a weighted level among them.\n",
    pathCommand,
} };

} // namespace

} // namespace mazeworks::cli
