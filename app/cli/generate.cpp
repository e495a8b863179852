#include "cli.h"

#include "dungeon/generator.h"
#include "maze/mazefile.h"

#include <iostream>

namespace mazeworks::cli {

namespace {

void rectJson(Json& json, const Rect& r)
{
    json.beginObject().key("x").value(r.x).key("y").value(r.y).key("w").value(r.w).key("h").value(r.h).endObject();
}

const char* shapeName(CorridorShape shape)
{
    switch (shape) {
    case CorridorShape::Door:
        return "door";
    case CorridorShape::Straight:
        return "straight";
    case CorridorShape::L:
        return "L";
    case CorridorShape::Z:
        return "Z";
    case CorridorShape::Jog:
        return "jog";
    }
    return "straight";
}

std::string reportJson(const Dungeon& d, const DungeonParams& params)
{
    Json json;
    json.beginObject();
    json.key("seed").value(d.seed);
    json.key("width").value(d.width);
    json.key("height").value(d.height);
    json.key("tries").value(d.tries);
    json.key("rooms").beginArray();
    for (const Rect& r : d.rooms) rectJson(json, r);
    json.endArray();
    json.key("links").beginArray();
    for (const Edge& e : d.links) json.beginArray().value(e.a).value(e.b).endArray();
    json.endArray();
    json.key("corridors").beginArray();
    for (const Corridor& c : d.corridors) {
        json.beginArray();
        for (const Cell cell : c.cells) json.beginArray().value(cell.col).value(cell.row).endArray();
        json.endArray();
    }
    json.endArray();
    json.key("shapes").beginArray();
    for (const Corridor& c : d.corridors) json.value(shapeName(c.shape));
    json.endArray();
    json.key("rows").beginArray();
    const TileMap<Tile>& tiles = d.maze.tiles;
    std::string row(static_cast<std::size_t>(tiles.width()), 'X');
    for (int r = 0; r < tiles.height(); ++r) {
        for (int c = 0; c < tiles.width(); ++c) row[static_cast<std::size_t>(c)] = letter(tiles[tiles.index(c, r)]);
        json.value(row);
    }
    json.endArray();
    // More than docs/cli.md asks for: what was chosen, and what had to be left out.
    json.key("placement").value(name(params.placement));
    json.key("connect").value(name(params.connection));
    json.key("tree").value(name(params.tree));
    json.key("corridor_rule").value(name(params.corridors));
    json.key("neighbour_rule").value(name(params.neighbourRule));
    json.key("loops").value(params.loops);
    json.key("house").value(d.house);
    json.key("dropped").beginArray();
    for (const Rect& r : d.dropped) rectJson(json, r);
    json.endArray();
    json.key("left_out").value(d.leftOut);
    json.endObject();
    return json.text();
}

int generateCommand(const std::vector<std::string>& words)
{
    const Args args(words, { "--json" },
        { "--seed", "--rooms", "--width", "--height", "--placement", "--connect", "--tree", "--corridors",
            "--neighbours", "--loops", "-o" });
    if (!args.positional().empty())
        throw Failure("unexpected argument \"" + args.positional().front() + "\" (see --help)");
    DungeonParams params;
    const std::uint64_t seed = args.seed("--seed", 1);
    params.rooms = static_cast<int>(args.integer("--rooms", params.rooms, 1, kMaxRooms));
    params.width = static_cast<int>(args.integer("--width", 0, kHouseRoomWidth + 2, kMaxMapSide));
    params.height = static_cast<int>(args.integer("--height", 0, kHouseRoomWidth + 2, kMaxMapSide));
    params.placement = *placementFromName(args.choice("--placement", "scatter", { "scatter", "spread", "reject" }));
    params.connection = *connectionFromName(args.choice("--connect", "tree", { "neighbours", "tree", "tunnels" }));
    params.tree = *treeOrderFromName(args.choice("--tree", "depth-first", { "depth-first", "breadth-first" }));
    params.corridors = *corridorRuleFromName(args.choice("--corridors", "proposal", { "proposal", "fewest-bends" }));
    params.neighbourRule = *neighbourRuleFromName(args.choice("--neighbours", "articles", { "articles", "generous" }));
    params.loops = args.real("--loops", params.loops, 0.0, 1.0);
    const DungeonParams used = params.resolved();

    Dungeon dungeon;
    try {
        dungeon = generate(params, seed);
    } catch (const DungeonError& error) {
        // Tunnels that never join the rooms: the input asked for what cannot be made (exit 1).
        if (error.problem().code == ProblemCode::NotConnected) {
            std::cerr << "mazeworks-cli generate: " << error.what() << "\n";
            return InputErrors;
        }
        throw Failure(error.what());
    }
    const std::string level = writeMaze(dungeon.maze);
    // The promise is a level that validates: hold the generator to it.
    const ReadResult check = readMaze(level);
    if (!check.ok()) {
        printDiagnostics(std::cerr, "<generated>", check.diagnostics, check.omitted);
        std::cerr << "mazeworks-cli generate: the generated level does not validate (a bug: please report the seed)\n";
        return InputErrors;
    }
    if (!dungeon.dropped.empty()) {
        std::cerr << "mazeworks-cli generate: " << dungeon.dropped.size() << " of " << used.rooms
                  << " rooms could not be joined and were dropped\n";
    }
    if (dungeon.leftOut > 0) {
        std::cerr << "mazeworks-cli generate: " << dungeon.leftOut << " of " << used.rooms
                  << " rooms found no place in their tries and were left out\n";
    }
    const auto file = args.value("-o");
    if (file) writeFileAtomically(*file, level);
    if (args.has("--json"))
        std::cout << reportJson(dungeon, used) << "\n";
    else if (!file)
        std::cout << level;
    return Success;
}

const CommandRegistration registration { {
    "generate",
    "mazeworks-cli generate [--seed N] [--rooms N] [--width W] [--height H]\n"
    "                       [--placement scatter|spread|reject] [--connect neighbours|tree|tunnels]\n"
    "                       [--tree depth-first|breadth-first] [--corridors proposal|fewest-bends]\n"
    "                       [--neighbours articles|generous] [--loops FRACTION] [-o FILE] [--json]",
    "Generate a dungeon and write it as a playable .maze level.",
    "The same arguments give the same output, byte for byte.\n\n"
    "  --seed N        the seed (default 1)\n"
    "  --rooms N       rooms to place (default 20); rooms that cannot be joined are dropped and reported\n"
    "  --width W       the map in tiles, border wall included (default: fitted to the rooms)\n"
    "  --height H\n"
    "  --placement     scatter: rooms dropped overlapping in the middle, then pushed apart (default);\n"
    "                  spread: random places, tried again while too close to another room;\n"
    "                  reject: the Prim's-tree proposal's: a room whose centre finds no place two\n"
    "                  tiles from the others' in 50 tries is left out, and so are the last rooms\n"
    "                  when the map cannot hold them all\n"
    "  --connect       tree: Prim's minimum spanning tree from the first room, with the\n"
    "                  proposal's corridors (default);\n"
    "                  neighbours: doors between neighbouring rooms along a tree from the first\n"
    "                  room; rooms it does not reach are dropped;\n"
    "                  tunnels: straight or one-bend tunnels until every room is joined; after\n"
    "                  100 tries in a row that find no tunnel, start over with new rooms (exit 1\n"
    "                  after 100 starts)\n"
    "  --tree          neighbours: grow the tree depth-first from the first room (default) or\n"
    "                  breadth-first\n"
    "  --corridors     tree: proposal: the farther axis first, a Z whose middle leg is a tile\n"
    "                  and a half before the end, or a double jog when the ends differ by a\n"
    "                  tile and a half or less (default); fewest-bends: straight if possible,\n"
    "                  else L, else Z\n"
    "  --neighbours    neighbours: articles: facing sides fewer than 3 walls apart, sharing\n"
    "                  more than a door's width (default); generous: 1 to 3 walls, sharing at\n"
    "                  least a door's width (more rooms joined)\n"
    "  --loops F       extra links that make loops, 0 to 1 (default 0: a tree)\n"
    "  -o FILE         write the level to FILE (atomically) instead of standard output\n"
    "  --json          report {seed, width, height, tries, rooms, links, corridors, shapes,\n"
    "                  rows, ...}\n"
    "                  on standard output instead of the level\n\n"
    "Exit status 2 when the rooms cannot fit the map, with the reason.\n",
    generateCommand,
} };

} // namespace

} // namespace mazeworks::cli
