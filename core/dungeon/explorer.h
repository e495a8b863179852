#pragma once

#include "dungeon/edge.h"
#include "random/random.h"

#include <cstdint>
#include <vector>

namespace mazeworks {

struct ExplorerStats {
    int roomsVisited = 0; // rooms entered at least once
    int totalVisits = 0; // entries, the first room included
    int unvisited = 0; // rooms never entered
    int remembered = 0; // rooms the memory still holds a visit of
    friend bool operator==(const ExplorerStats&, const ExplorerStats&) = default;
};

// A dot that wanders a finished dungeon from room to room along its links: it goes to a
// neighbour it does not remember visiting if it can, else to the one it visited least, and of
// those the one it saw longest ago; a tie is settled by the seed. Its memory holds the last
// `memory` visits and forgets the oldest, so rooms it left long ago draw it back.
class Explorer {
public:
    Explorer() = default;
    // rooms numbered 0..rooms-1; memory 0 remembers twice as many visits as there are rooms;
    // start -1 lets the seed choose the first room.
    Explorer(int rooms, const std::vector<Edge>& links, std::uint64_t seed, int memory = 0, int start = -1);

    // Walks to the next room and returns it (stays where it is when the room has no link).
    int step();

    int rooms() const { return static_cast<int>(m_count.size()); }
    int current() const { return m_current; }
    int previous() const { return m_previous; }
    // The link of the last walk (an index into the links given), -1 before the first or when
    // it stayed.
    int lastLink() const { return m_lastLink; }
    // Moves made.
    int time() const { return m_time; }
    int memory() const { return static_cast<int>(m_memory.size()); }

    // Visits of the room the memory still holds.
    int remembered(int room) const { return m_count[static_cast<std::size_t>(room)]; }
    // The time of the last remembered visit, -1 when none is remembered.
    int lastVisit(int room) const { return m_last[static_cast<std::size_t>(room)]; }
    bool visitedEver(int room) const { return m_ever[static_cast<std::size_t>(room)] != 0; }
    ExplorerStats stats() const;

private:
    void visit(int room);

    Random m_random;
    std::vector<int> m_offsets; // the links of each room, compressed rows
    std::vector<int> m_neighbour;
    std::vector<int> m_link;
    std::vector<int> m_count; // visits remembered per room
    std::vector<int> m_last; // the time of the last remembered visit
    std::vector<std::uint8_t> m_ever;
    std::vector<int> m_memory; // the remembered visits, oldest first from m_oldest, as a ring
    std::size_t m_oldest = 0;
    std::size_t m_held = 0;
    int m_current = -1;
    int m_previous = -1;
    int m_lastLink = -1;
    int m_time = 0;
    int m_roomsVisited = 0;
    int m_totalVisits = 0;
};

} // namespace mazeworks
