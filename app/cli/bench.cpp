#include "bench.h"
#include "benchtable.h"

#include "path/distancemap.h"
#include "path/movingai.h"
#include "path/pathfinder.h"
#include "path/search.h"
#include "random/random.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>

namespace mazeworks::cli {

std::vector<BenchSection>& benchSections()
{
    static std::vector<BenchSection> all;
    return all;
}

std::string formatBytes(std::uint64_t bytes)
{
    char buffer[32];
    if (bytes >= (1ull << 30))
        std::snprintf(buffer, sizeof buffer, "%.2f GiB", static_cast<double>(bytes) / (1ull << 30));
    else if (bytes >= (1ull << 20))
        std::snprintf(buffer, sizeof buffer, "%.1f MiB", static_cast<double>(bytes) / (1ull << 20));
    else if (bytes >= 1024)
        std::snprintf(buffer, sizeof buffer, "%.1f KiB", static_cast<double>(bytes) / 1024);
    else
        std::snprintf(buffer, sizeof buffer, "%llu B", static_cast<unsigned long long>(bytes));
    return buffer;
}

std::string formatCount(std::int64_t count)
{
    std::string digits = std::to_string(count < 0 ? -count : count);
    for (int at = static_cast<int>(digits.size()) - 3; at > 0; at -= 3)
        digits.insert(static_cast<std::size_t>(at), ",");
    return (count < 0 ? "-" : "") + digits;
}

std::string formatFigure(double value)
{
    char buffer[48];
    if (value != 0 && (std::fabs(value) >= 1e6 || std::fabs(value) < 0.01)) {
        std::snprintf(buffer, sizeof buffer, "%.3g", value);
    } else {
        std::snprintf(buffer, sizeof buffer, "%.3g", value);
    }
    return buffer;
}

void Bench::heading(const std::string& section)
{
    if (!m_quiet) std::cout << "\n" << section << "\n";
}

void Bench::report(BenchFigure figure)
{
    if (!m_quiet) {
        std::string name = figure.name;
        // A name longer than its column still gets a space before the figure.
        name.resize(std::max<std::size_t>(name.size() + 2, 46), ' ');
        std::string value = formatFigure(figure.value) + " " + figure.unit;
        if (value.size() < 18) value.resize(18, ' ');
        std::string memory = figure.memory ? formatBytes(figure.memory) : std::string("-");
        if (memory.size() < 11) memory.resize(11, ' ');
        std::cout << "  " << name << value << "  " << memory << figure.note << "\n";
        std::cout.flush();
    }
    m_figures.push_back(std::move(figure));
}

namespace {

// --- grids -------------------------------------------------------------------------------------

struct BenchGrid {
    std::string name;
    int width;
    int height;
    std::vector<std::uint8_t> open;
    Cell start;
};

Cell firstOpenNearCentre(const BenchGrid& g)
{
    for (int r = 0; r < std::max(g.width, g.height); ++r) {
        for (int dy = -r; dy <= r; ++dy) {
            for (int dx = -r; dx <= r; ++dx) {
                const int c = g.width / 2 + dx;
                const int row = g.height / 2 + dy;
                if (c >= 0 && row >= 0 && c < g.width && row < g.height
                    && g.open[static_cast<std::size_t>(row) * g.width + c]) {
                    return { c, row };
                }
            }
        }
    }
    return { 0, 0 };
}

BenchGrid openGrid(int side)
{
    BenchGrid g { "open " + std::to_string(side) + "x" + std::to_string(side), side, side, {}, {} };
    g.open.assign(static_cast<std::size_t>(side) * side, 1);
    g.start = { side / 2, side / 2 };
    return g;
}

BenchGrid randomGrid(int side, int percent)
{
    BenchGrid g { "random " + std::to_string(percent) + "% " + std::to_string(side) + "x" + std::to_string(side), side,
        side, {}, {} };
    Random random(static_cast<std::uint64_t>(side) * 100 + static_cast<std::uint64_t>(percent));
    g.open.resize(static_cast<std::size_t>(side) * side);
    for (auto& cell : g.open) cell = random.below(100) < static_cast<std::uint64_t>(percent) ? 0 : 1;
    g.start = firstOpenNearCentre(g);
    return g;
}

// A perfect maze: corridors one cell wide between walls one cell wide, carved depth first.
BenchGrid mazeGrid(int side)
{
    BenchGrid g { "maze " + std::to_string(side) + "x" + std::to_string(side), side, side, {}, {} };
    g.open.assign(static_cast<std::size_t>(side) * side, 0);
    const int cellsWide = (side - 1) / 2;
    const int cellsHigh = (side - 1) / 2;
    Random random(static_cast<std::uint64_t>(side));
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(cellsWide) * cellsHigh, 0);
    std::vector<std::int32_t> stack;
    auto carve = [&](int col, int row) { g.open[static_cast<std::size_t>(row) * side + col] = 1; };
    stack.push_back(0);
    seen[0] = 1;
    carve(1, 1);
    while (!stack.empty()) {
        const std::int32_t here = stack.back();
        const int cx = here % cellsWide;
        const int cy = here / cellsWide;
        int options[4];
        int count = 0;
        for (Direction d : kDirections) {
            const int nx = cx + dx(d);
            const int ny = cy + dy(d);
            if (nx < 0 || ny < 0 || nx >= cellsWide || ny >= cellsHigh) continue;
            if (seen[static_cast<std::size_t>(ny) * cellsWide + nx]) continue;
            options[count++] = static_cast<int>(d);
        }
        if (count == 0) {
            stack.pop_back();
            continue;
        }
        const auto d = static_cast<Direction>(options[random.below(static_cast<std::uint64_t>(count))]);
        const int nx = cx + dx(d);
        const int ny = cy + dy(d);
        seen[static_cast<std::size_t>(ny) * cellsWide + nx] = 1;
        carve(2 * cx + 1 + dx(d), 2 * cy + 1 + dy(d));
        carve(2 * nx + 1, 2 * ny + 1);
        stack.push_back(ny * cellsWide + nx);
    }
    g.start = firstOpenNearCentre(g);
    return g;
}

std::vector<Cell> openPairs(const BenchGrid& g, int count, std::uint64_t seed)
{
    Random random(seed);
    std::vector<Cell> cells;
    while (static_cast<int>(cells.size()) < 2 * count) {
        const Cell c { static_cast<int>(random.below(static_cast<std::uint64_t>(g.width))),
            static_cast<int>(random.below(static_cast<std::uint64_t>(g.height))) };
        if (g.open[static_cast<std::size_t>(c.row) * g.width + c.col]) cells.push_back(c);
    }
    return cells;
}

std::string peersDirectory()
{
    if (const char* env = std::getenv("MAZEWORKS_PEERS")) return env;
    return "/tmp/mazeworks-peers";
}

// Runs a peer program and returns its standard output.
std::string runPeer(const std::string& command)
{
    std::string out;
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(::popen(command.c_str(), "r"), ::pclose);
    if (!pipe) return out;
    char buffer[4096];
    while (std::fgets(buffer, sizeof buffer, pipe.get())) out += buffer;
    return out;
}

// The "seconds" of the line of one peer in the peers' JSON lines, or a negative number.
double peerSeconds(const std::string& lines, const std::string& peer)
{
    const std::string tag = "\"peer\":\"" + peer + "\"";
    const auto at = lines.find(tag);
    if (at == std::string::npos) return -1;
    const auto key = lines.find("\"seconds\":", at);
    if (key == std::string::npos) return -1;
    return std::atof(lines.c_str() + key + 10);
}

// Written whole or not at all, as every file: a peer never reads half a map.
void writeMovingAiMap(const BenchGrid& g, const std::string& path)
{
    std::string text
        = "type octile\nheight " + std::to_string(g.height) + "\nwidth " + std::to_string(g.width) + "\nmap\n";
    text.reserve(text.size() + static_cast<std::size_t>(g.width + 1) * static_cast<std::size_t>(g.height));
    for (int r = 0; r < g.height; ++r) {
        for (int c = 0; c < g.width; ++c) text += g.open[static_cast<std::size_t>(r) * g.width + c] ? '.' : '@';
        text += '\n';
    }
    writeFileAtomically(path, text);
}

void breadthFirst(Bench& bench, bool peers)
{
    std::vector<int> sides = { 1024 };
    if (!bench.quick()) sides.push_back(4096);
    const std::string peerBinary = peersDirectory() + "/bfs_peer";
    const bool havePeer = peers && std::filesystem::exists(peerBinary);
    for (int side : sides) {
        std::vector<BenchGrid> grids;
        grids.push_back(openGrid(side));
        grids.push_back(randomGrid(side, 20));
        grids.push_back(randomGrid(side, 30));
        grids.push_back(mazeGrid(side));
        for (const BenchGrid& g : grids) {
            for (Edges edges : { Edges::Closed, Edges::Wrap }) {
                int visited = 0;
                std::uint64_t memory = 0;
                // The map is kept between runs, as the editor and the pilot keep theirs.
                DistanceMap map;
                const double seconds = bench.median(
                    [&] {
                        map.compute(g.width, g.height, g.open.data(), std::span(&g.start, 1), edges);
                        visited = map.visited();
                    },
                    &memory);
                std::string note
                    = formatFigure(seconds * 1e3) + " ms a full map, " + std::to_string(visited) + " cells";
                if (havePeer && edges == Edges::Closed && side == 1024) {
                    const std::string file = "/tmp/mazeworks-bench-" + std::to_string(side) + "-"
                        + std::to_string(&g - grids.data()) + ".map";
                    writeMovingAiMap(g, file);
                    const std::string lines = runPeer(peerBinary + " " + file + " " + std::to_string(g.start.col) + " "
                        + std::to_string(g.start.row) + " 2>/dev/null");
                    for (const char* peer : { "boost-bfs", "lemon-bfs" }) {
                        const double s = peerSeconds(lines, peer);
                        if (s > 0)
                            note += std::string(", ") + peer + " " + formatFigure(s * 1e3) + " ms (x"
                                + formatFigure(s / seconds) + ")";
                    }
                    std::filesystem::remove(file);
                }
                bench.report({ "breadth-first search", g.name + (edges == Edges::Wrap ? ", wrap-around" : ""),
                    static_cast<double>(visited) / seconds, "cells/s", bench.runs(), memory, note });
            }
        }
    }
}

struct BenchSearch {
    std::string name;
    SearchOptions options;
    bool automatic = false;
};

// The searches the bench compares: all of them, or only the fast ones.
std::vector<BenchSearch> benchSearches(bool fastOnly)
{
    auto with = [](Algorithm a, double weight = 1.0) {
        SearchOptions o;
        o.algorithm = a;
        o.weight = weight;
        return o;
    };
    std::vector<BenchSearch> all;
    if (!fastOnly) {
        all.push_back({ "bfs", with(Algorithm::BreadthFirst) });
        all.push_back({ "dijkstra", with(Algorithm::Dijkstra) });
    }
    all.push_back({ "astar", with(Algorithm::AStar) });
    if (!fastOnly) {
        all.push_back({ "astar --weight 2", with(Algorithm::AStar, 2.0) });
        all.push_back({ "bestfirst", with(Algorithm::BestFirst) });
        all.push_back({ "bidirectional", with(Algorithm::Bidirectional) });
    }
    all.push_back({ "jps", with(Algorithm::JumpPoint) });
    all.push_back({ "jps+", with(Algorithm::JumpPointPlus) });
    all.push_back({ "jps2", with(Algorithm::JumpPointPruned) });
    all.push_back({ "jps2+", with(Algorithm::JumpPointPrunedPlus) });
    all.push_back({ "auto", with(Algorithm::AStar), true });
    return all;
}

void aStar(Bench& bench)
{
    std::vector<int> sides = { 1024 };
    if (!bench.quick()) sides.push_back(4096);
    for (int side : sides) {
        std::vector<BenchGrid> grids;
        grids.push_back(openGrid(side));
        grids.push_back(randomGrid(side, 30));
        grids.push_back(mazeGrid(side));
        for (const BenchGrid& g : grids) {
            // A maze sends A* round most of the map: fewer paths there, for the same time.
            const bool maze = g.name.rfind("maze", 0) == 0;
            const int paths = side == 1024 ? (maze ? 10 : 100) : (maze ? 2 : 20);
            const std::vector<Cell> ends = openPairs(g, paths, 99);
            for (Movement movement : { Movement::Four, Movement::Eight }) {
                // Every search on the same paths; the slow plain ones only on the smaller grids.
                for (const BenchSearch& search : benchSearches(side > 1024)) {
                    SearchOptions options = search.options;
                    options.edges = Edges::Closed;
                    options.movement = movement;
                    options.heuristic = movement == Movement::Eight ? Heuristic::Octile : Heuristic::Manhattan;
                    const GridView view { g.width, g.height, g.open.data(), nullptr, Edges::Closed };
                    if (search.automatic) options.algorithm = chooseOptimal(view, options);
                    long long visited = 0;
                    std::uint64_t memory = 0;
                    const double seconds = bench.median(
                        [&] {
                            visited = 0;
                            // What a finder works out for the map (jump distances) is timed too.
                            SearchOptions chosen = options;
                            // auto looks at the map inside the timed part.
                            if (search.automatic) chosen.algorithm = chooseOptimal(view, chosen);
                            PathFinder finder(view, chosen);
                            for (int i = 0; i < paths; ++i) {
                                const Path p = finder.find(ends[2 * i], ends[2 * i + 1]);
                                visited += p.visited;
                            }
                        },
                        &memory, bench.quick() ? 1 : 3);
                    bench.report({ "A*",
                        g.name + (movement == Movement::Eight ? ", 8 directions, " : ", 4 directions, ") + search.name,
                        1e6 * seconds / paths, "us/path", bench.quick() ? 1 : 3, memory,
                        std::to_string(paths) + " paths, " + std::to_string(visited / paths)
                            + (search.automatic
                                    ? " settled a path (auto: " + std::string(algorithmName(options.algorithm)) + ")"
                                    : " settled a path") });
                }
            }
        }
    }
}

std::string movingAiDirectory()
{
    if (const char* env = std::getenv("MAZEWORKS_MOVINGAI")) return env;
    // The benchmark maps are not Mazeworks' to ship: beside the working folder, as in the
    // project's workshop (./dev bench sets MAZEWORKS_MOVINGAI), or wherever the variable says.
    const std::string beside = "../shared/data/movingai";
    return std::filesystem::is_directory(beside) ? beside : std::string();
}

// The search over a subgoal graph on a Moving AI map: every query, the graph worked out inside
// the timed part and its own seconds apart; beside it, with the peers, the Grid-Based Path
// Planning Competition's planners (`gppc`: their script), queries and preprocessing apart.
void subgoalRow(Bench& bench, const std::string& mapPath, const GridView& view, const std::vector<Scenario>& scenarios,
    const std::string& gppc)
{
    SearchOptions options;
    options.algorithm = Algorithm::Subgoal;
    options.edges = Edges::Closed;
    options.movement = Movement::Eight;
    options.heuristic = Heuristic::Octile;
    int mismatches = 0;
    double preprocess = 0;
    std::size_t graphBytes = 0;
    std::uint64_t memory = 0;
    const double seconds = bench.median(
        [&] {
            mismatches = 0;
            const auto started = std::chrono::steady_clock::now();
            PathFinder finder(view, options);
            preprocess = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            graphBytes = finder.preprocessBytes();
            for (const Scenario& s : scenarios) {
                // As the competition's planners give their ways, and path --scenario ours.
                const Path p = finder.findWaypoints(s.start, s.goal);
                if (!matchesOptimal(s, p.found() ? p.cost : -1.0)) ++mismatches;
            }
        },
        &memory, bench.quick() ? 1 : 3);
    std::string note = std::to_string(scenarios.size()) + " queries, " + std::to_string(mismatches) + " mismatches, "
        + formatFigure(seconds) + " s, of which the graph " + formatFigure(preprocess) + " s ("
        + std::to_string(graphBytes / 1024) + " KiB)";
    if (!gppc.empty() && std::filesystem::exists(gppc)) {
        // Their script writes JSON with spaces after the colons.
        std::string lines;
        for (const char c : runPeer("'" + gppc + "' '" + mapPath + "' '" + mapPath + ".scen' 2>/dev/null")) {
            if (c != ' ') lines.push_back(c);
        }
        for (const char* peer : { "subgoal-fast", "sgch-jpd" }) {
            const double s = peerSeconds(lines, peer);
            const auto at = lines.find("\"peer\":\"" + std::string(peer) + "\"");
            const auto key = at == std::string::npos ? at : lines.find("\"preprocess_seconds\":", at);
            if (s <= 0 || key == std::string::npos) continue;
            note += std::string(", ") + peer + " " + formatFigure(s) + " s of queries and "
                + formatFigure(std::atof(lines.c_str() + key + 21)) + " s of preprocessing";
        }
    }
    bench.report({ "A* on Moving AI maps", std::filesystem::path(mapPath).filename().string() + ", subgoal",
        1e6 * seconds / static_cast<double>(scenarios.size()), "us/query", bench.quick() ? 1 : 3, memory, note });
}

void movingAi(Bench& bench, bool peers)
{
    const std::string dir = movingAiDirectory();
    if (dir.empty()) {
        bench.report({ "A* on Moving AI maps",
            "(no Moving AI data in $MAZEWORKS_MOVINGAI or ../shared/data/movingai: set MAZEWORKS_MOVINGAI)", 0, "", 0,
            0, "" });
        return;
    }
    std::vector<std::string> maps;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() == ".map") maps.push_back(entry.path().string());
    }
    std::sort(maps.begin(), maps.end());
    // The peers are the workshop's, beside its maps: DIR/../../bench/peers (shared/data/movingai).
    std::filesystem::path folder = std::filesystem::path(dir).lexically_normal();
    if (!folder.has_filename()) folder = folder.parent_path(); // "movingai/"
    const std::string script = (folder.parent_path().parent_path() / "bench/peers/run-peers.sh").string();
    const bool havePeers = peers && std::filesystem::exists(script);
    const std::string gppc = (folder.parent_path().parent_path() / "bench/peers/run-gppc.sh").string();
    for (const std::string& mapPath : maps) {
        if (bench.quick() && mapPath.find("maze512") != std::string::npos) continue;
        GridMapResult map = readMovingAiMap(readFile(mapPath));
        if (map.error) continue;
        ScenarioResult scen = readScenarios(readFile(mapPath + ".scen"), map.map.width, map.map.height);
        if (scen.error || scen.scenarios.empty()) continue;
        const GridView view { map.map.width, map.map.height, map.map.open.data(), nullptr, Edges::Closed };
        // The peers once a map: Boost.Graph, PathFinding.js, Warthog's A* and jump point searches.
        std::string lines;
        if (havePeers) lines = runPeer("'" + script + "' '" + mapPath + "' '" + mapPath + ".scen' 8 2>/dev/null");
        for (const BenchSearch& search : benchSearches(true)) {
            SearchOptions options = search.options;
            options.edges = Edges::Closed;
            options.movement = Movement::Eight;
            options.heuristic = Heuristic::Octile;
            if (search.automatic) options.algorithm = chooseOptimal(view, options, scen.scenarios.size());
            int mismatches = 0;
            std::uint64_t memory = 0;
            const double seconds = bench.median(
                [&] {
                    mismatches = 0;
                    // What the finder works out once for all the searches (the ways out of every
                    // cell, jump distances) is timed too.
                    SearchOptions chosen = options;
                    // auto looks at the map inside the timed part.
                    if (search.automatic) chosen.algorithm = chooseOptimal(view, chosen, scen.scenarios.size());
                    PathFinder finder(view, chosen);
                    for (const Scenario& s : scen.scenarios) {
                        const Path p = finder.findWaypoints(s.start, s.goal);
                        if (!matchesOptimal(s, p.found() ? p.cost : -1.0)) ++mismatches;
                    }
                },
                &memory, bench.quick() ? 1 : 3);
            std::string note = std::to_string(scen.scenarios.size()) + " queries, " + std::to_string(mismatches)
                + " mismatches, " + formatFigure(seconds) + " s";
            if (search.automatic) note += " (auto: " + std::string(algorithmName(options.algorithm)) + ")";
            for (const char* peer :
                { "boost-astar", "warthog-astar", "warthog-jps", "warthog-jps2", "warthog-jps+", "warthog-jps2+" }) {
                const double s = peerSeconds(lines, peer);
                if (s > 0)
                    note
                        += std::string(", ") + peer + " " + formatFigure(s) + " s (x" + formatFigure(s / seconds) + ")";
            }
            bench.report(
                { "A* on Moving AI maps", std::filesystem::path(mapPath).filename().string() + ", " + search.name,
                    1e6 * seconds / static_cast<double>(scen.scenarios.size()), "us/query", bench.quick() ? 1 : 3,
                    memory, note });
        }
        subgoalRow(bench, mapPath, view, scen.scenarios, havePeers ? gppc : std::string());
    }
}

int benchCommand(const std::vector<std::string>& words)
{
    const Args args(words, { "--quick", "--json", "--markdown", "--peers" }, { "--only" });
    if (args.has("--json") && args.has("--markdown"))
        throw Failure("--json and --markdown are two outputs: choose one");
    Bench bench(args.has("--quick"), args.has("--json") || args.has("--markdown"));
    const std::string only = args.value("--only", "");
    std::vector<BenchSection> sections = benchSections();
    std::stable_sort(sections.begin(), sections.end(), [](const auto& a, const auto& b) { return a.order < b.order; });
    const bool peers = args.has("--peers");
    std::vector<BenchSection> all = {
        { 10, "breadth-first search", [peers](Bench& b) { breadthFirst(b, peers); } },
        { 20, "A*", [](Bench& b) { aStar(b); } },
        { 30, "A* on Moving AI maps", [peers](Bench& b) { movingAi(b, peers); } },
    };
    all.insert(all.end(), sections.begin(), sections.end());
    std::stable_sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.order < b.order; });
    if (!args.has("--json") && !args.has("--markdown")) {
        std::cout << "mazeworks-cli bench" << (bench.quick() ? " --quick" : "") << ": medians of " << bench.runs()
                  << " runs after a warm-up (fewer where a run is long); memory is the peak one run allocated\n";
    }
    bool any = false;
    for (const BenchSection& section : all) {
        if (!only.empty() && section.name.find(only) == std::string::npos) continue;
        any = true;
        bench.heading(section.name);
        section.run(bench);
    }
    if (!any) throw Failure("no section matches --only " + only);
    if (args.has("--json")) {
        Json json;
        json.beginObject().key("quick").value(bench.quick()).key("results").beginArray();
        for (const BenchFigure& f : bench.figures()) {
            json.beginObject();
            json.key("section").value(f.section);
            json.key("name").value(f.name);
            json.key("median").value(f.value);
            json.key("unit").value(f.unit);
            json.key("runs").value(f.runs);
            json.key("memory_bytes").value(f.memory);
            json.key("note").value(f.note);
            json.endObject();
        }
        json.endArray().endObject();
        std::cout << json.text() << "\n";
    }
    if (args.has("--markdown")) {
        std::string command = "mazeworks-cli bench";
        for (const char* flag : { "--quick", "--peers" })
            if (args.has(flag)) command += std::string(" ") + flag;
        if (!only.empty()) command += " --only '" + only + "'";
        std::cout << speedTable(bench.figures(), command, todayUtc(), machineDescription());
    }
    return Success;
}

const CommandRegistration registration { {
    "bench",
    "mazeworks-cli bench [--quick] [--only SECTION] [--peers] [--json | --markdown]",
    "Measure: breadth-first search, A*, room separation, dungeon generation, game steps, playtests; medians of several "
    "runs.",
    "Each figure is the median of several runs after a warm-up, with the most memory one run allocated.\n\n"
    "  --quick   fewer runs and only the smaller grids\n"
    "  --only    only the sections whose name holds this text (e.g. --only A*)\n"
    "  --peers   also run the peer programs of ../shared/bench/peers where they are built\n"
    "            (in $MAZEWORKS_PEERS, default /tmp/mazeworks-peers), and run-peers.sh on every\n"
    "            Moving AI map (Boost.Graph, PathFinding.js, Warthog's A*, JPS, JPS2, JPS+, JPS2+),\n"
    "            and print the ratios (peer seconds over ours)\n"
    "  --json    {quick, results: [{section, name, median, unit, runs, memory_bytes, note}]}\n"
    "  --markdown  every figure a row of a Markdown table, under the date and the machine: the\n"
    "            README's speed table, between the markers the project's build script replaces\n",
    benchCommand,
} };

} // namespace

} // namespace mazeworks::cli
