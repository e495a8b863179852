#pragma once

#include "dungeon/edge.h"
#include "random/random.h"

#include <cstdint>
#include <deque>
#include <optional>
#include <utility>
#include <vector>

namespace mazeworks {

struct ExplorerStats {
    int roomsVisited = 0; // rooms entered at least once
    int totalVisits = 0; // entries, the first room included
    int unvisited = 0; // rooms never entered
    int remembered = 0; // rooms the memory still holds a visit of
    friend bool operator==(const ExplorerStats&, const ExplorerStats&) = default;
};

// A dot that wanders a finished dungeon from room to room along its links, with the memory of
// the Prim's-tree proposal: it remembers the time of each visit, at most kRememberedPerRoom a
// room, and forgets a visit kFadeSeconds after it (a room whose visits are all forgotten counts
// as never visited again). It rests kPauseSeconds in a room, then goes on: to a neighbour it
// does not remember if there is one; else to one among the kLeastVisited least visited rooms of
// the whole dungeon (fewest visits in the last kRecentSeconds, then fewest remembered); else to
// any neighbour. Among those it draws at random, each with a chance in inverse proportion to
// its weight: kUnvisitedWeight for a room it does not remember, else 1 + kPerVisit x visits
// remembered + kPerRecentVisit x visits in the last kRecentSeconds. It walks a link of L tiles
// in L / kTilesPerSecond seconds, and its visit of the room is counted when it arrives.
//
// A move is a departure (the rest, then the choice) and an arrival (the walk, then the visit):
// step() makes both; depart() and arrive() make them one at a time, for a picture that shows
// the dot on its way.
class Explorer {
public:
    // The proposal's numbers (its pixels at 20 a tile).
    static constexpr double kFadeSeconds = 30.0;
    static constexpr int kRememberedPerRoom = 50;
    static constexpr double kRecentSeconds = 10.0;
    static constexpr int kLeastVisited = 5;
    static constexpr double kUnvisitedWeight = 0.1;
    static constexpr double kPerVisit = 0.5;
    static constexpr double kPerRecentVisit = 2.0;
    static constexpr double kPauseSeconds = 1.0;
    static constexpr double kTilesPerSecond = 6.0;
    // The proposal's picture paints a room as recently visited for a visit in the last 5 s (its
    // choice counts the last kRecentSeconds).
    static constexpr double kShownRecentSeconds = 5.0;

    Explorer() = default;
    // rooms numbered 0..rooms-1; start -1 lets the seed choose the first room; lengths, when
    // given, are the tiles walked along each link, in the links' order (none: every walk takes
    // no time); a length need not be whole (a way with a slanting bit).
    Explorer(int rooms, const std::vector<Edge>& links, std::uint64_t seed, int start = -1,
        const std::vector<double>& lengths = {});

    // Rests, walks to the next room and returns it (stays where it is when the room has no link).
    // On its way already, it only arrives.
    int step();
    // Rests and sets off: returns the room it walks to (the room it is in when it has no link).
    // On its way already, nothing more.
    int depart();
    // Ends the walk under way: arrives and counts the visit. Returns the room it is in.
    int arrive();
    // Between a departure and its arrival.
    bool walking() const { return m_target >= 0; }
    // The room it walks to, -1 when it is not walking.
    int target() const { return m_target; }
    // The seconds the walk under way takes (0 when it is not walking).
    double walkSeconds() const;
    // The seconds a walk along the link takes.
    double linkSeconds(int link) const;

    int rooms() const { return static_cast<int>(m_visits.size()); }
    int current() const { return m_current; }
    int previous() const { return m_previous; }
    // The link of the last walk or of the walk under way (an index into the links given), -1
    // before the first or when it stayed.
    int lastLink() const { return m_lastLink; }
    // Moves made (arrivals).
    int time() const { return m_time; }
    // The explorer's clock in seconds: the rests and the walks done (on its way, the time it
    // set off).
    double seconds() const { return m_clock; }
    // The clock when it last arrived (0 in the first room).
    double arrivedAt() const { return m_arrivedAt; }

    // Visits of the room the memory still holds.
    int remembered(int room) const { return static_cast<int>(m_visits[static_cast<std::size_t>(room)].size()); }
    // Of those, the visits in the last kRecentSeconds.
    int recent(int room) const;
    // The move of the last remembered visit, -1 when none is remembered.
    int lastVisit(int room) const;
    // The clock's time of the last remembered visit, none when none is remembered.
    std::optional<double> lastVisitSeconds(int room) const;
    // The remembered visits of the room in the `window` seconds up to `now` (now - window
    // excluded), `now` being at or after the clock.
    int visitsWithin(int room, double window, double now) const;
    bool visitedEver(int room) const { return m_ever[static_cast<std::size_t>(room)] != 0; }
    // The rooms the next step may go to, as it chooses them now (after its rest), with their
    // weights: the lower the weight, the likelier.
    std::vector<std::pair<int, double>> choices() const;
    ExplorerStats stats() const;

private:
    struct Visit {
        double seconds = 0;
        int move = 0;
    };
    // The choices at the clock's time now.
    std::vector<std::pair<int, double>> choicesAt(double now, std::vector<int>* links) const;
    void visit(int room);

    Random m_random;
    std::vector<int> m_offsets; // the links of each room, compressed rows, in the links' order
    std::vector<int> m_neighbour;
    std::vector<int> m_link;
    std::vector<double> m_length; // the seconds each link takes to walk
    std::vector<std::deque<Visit>> m_visits; // the remembered visits of each room, oldest first
    std::deque<std::pair<double, int>> m_all; // every remembered visit, oldest first: (time, room)
    std::vector<std::uint8_t> m_ever;
    double m_clock = 0;
    double m_arrivedAt = 0;
    int m_current = -1;
    int m_target = -1;
    int m_previous = -1;
    int m_lastLink = -1;
    int m_time = 0;
    int m_roomsVisited = 0;
    int m_totalVisits = 0;
};

} // namespace mazeworks
