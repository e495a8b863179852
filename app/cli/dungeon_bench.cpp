#include "bench.h"

#include "dungeon/generator.h"
#include "dungeon/separation.h"

#include <string>

namespace mazeworks::cli {

namespace {

// Rooms as the generator scatters them, before any separation step.
Generator placed(int rooms, Connection connection)
{
    DungeonParams params;
    params.rooms = rooms;
    params.connection = connection;
    Generator g(params, 1);
    while (!g.done() && g.phase() == Phase::Placing) g.step();
    return g;
}

std::string thousands(int n)
{
    std::string s = std::to_string(n);
    // Built forwards (GCC 12 at -O3 warns about insert() into a string it cannot size).
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (i > 0 && (s.size() - i) % 3 == 0) out += ',';
        out += s[i];
    }
    return out;
}

void separation(Bench& bench)
{
    struct Case {
        int rooms;
        Connection connection;
        const char* how;
    };
    std::vector<Case> cases = { { 100, Connection::Tree, "whole pushes" }, { 1000, Connection::Tree, "whole pushes" },
        { 10000, Connection::Tree, "whole pushes" },
        { 1000, Connection::Neighbours, "half pushes, packed for doors" } };
    for (const Case& c : cases) {
        const Generator start = placed(c.rooms, c.connection);
        const DungeonParams& p = start.params();
        const Separation::Push push
            = c.connection == Connection::Neighbours ? Separation::Push::Half : Separation::Push::Whole;
        int steps = 0;
        int overlaps = 0;
        std::uint64_t memory = 0;
        std::vector<Room> rooms;
        const double seconds = bench.median(
            [&] {
                rooms = start.rooms();
                Separation separation(p.width, p.height, p.spacing, push);
                steps = 0;
                for (;;) {
                    separation.step(rooms);
                    if (separation.overlaps().empty() || steps >= p.maxSeparationSteps) break;
                    ++steps;
                }
                Separation::snap(rooms);
                overlaps = separation.countOverlaps(rooms);
            },
            &memory, c.rooms >= 10000 && bench.quick() ? 1 : 0);
        bench.report({ "room separation", thousands(c.rooms).append(" rooms to no overlap, ").append(c.how),
            seconds * 1e3, "ms", bench.runs(), memory,
            std::to_string(steps) + " steps, " + formatFigure(seconds * 1e6 / std::max(steps, 1)) + " us a step, map "
                + std::to_string(p.width) + "x" + std::to_string(p.height)
                + (overlaps ? ", " + std::to_string(overlaps) + " overlaps left!" : "") });
    }
}

void generation(Bench& bench)
{
    for (Connection connection : { Connection::Tree, Connection::Neighbours, Connection::Tunnels }) {
        DungeonParams params;
        params.rooms = 200;
        params.connection = connection;
        Dungeon dungeon;
        std::uint64_t memory = 0;
        const double seconds = bench.median([&] { dungeon = generate(params, 1); }, &memory);
        const DungeonParams used = params.resolved();
        bench.report({ "dungeon generation", "200-room level end to end, scatter, " + std::string(name(connection)),
            seconds * 1e3, "ms", bench.runs(), memory,
            "map " + std::to_string(used.width) + "x" + std::to_string(used.height) + ", "
                + std::to_string(dungeon.rooms.size()) + " rooms joined, " + std::to_string(dungeon.corridors.size())
                + " corridors, tries " + std::to_string(dungeon.tries) });
    }
}

const BenchRegistration separationSection { { 40, "room separation", separation } };
const BenchRegistration generationSection { { 50, "dungeon generation", generation } };

} // namespace

} // namespace mazeworks::cli
