#include "path/pseudocode.h"

namespace mazeworks {

namespace {

using L = CodeLine;

// A neighbour offered the way through current, in the searches that keep the cheapest way.
void addOffer(std::vector<ProgramLine>& p, int depth, CodeLine put)
{
    p.push_back({ L::NewCost, depth });
    p.push_back({ L::IfCheaper, depth });
    p.push_back({ L::Improve, depth + 1 });
    p.push_back({ put, depth + 1 });
}

// After the loop: with an early exit the goal was never taken; without one, the way to it is
// known if it was reached.
void addEnd(std::vector<ProgramLine>& p, bool earlyExit)
{
    if (earlyExit) {
        p.push_back({ L::NoWay, 0 });
        return;
    }
    p.insert(p.end(), { { L::IfNotReached, 0 }, { L::NoWay, 1 }, { L::ReturnWay, 0 } });
}

std::vector<ProgramLine> breadthFirst(bool earlyExit)
{
    std::vector<ProgramLine> p { { L::StartQueue, 0 }, { L::StartReached, 0 }, { L::Loop, 0 }, { L::TakeFirst, 1 } };
    if (earlyExit) p.insert(p.end(), { { L::IsGoal, 1 }, { L::ReturnWay, 2 } });
    p.insert(p.end(), { { L::ForNeighbour, 1 }, { L::SkipReached, 2 }, { L::Reach, 2 }, { L::Enqueue, 2 } });
    addEnd(p, earlyExit);
    return p;
}

// Dijkstra, A*, weighted A* and best-first: one loop, taken by another key.
std::vector<ProgramLine> cheapestFirst(CodeLine take, bool earlyExit, CodeLine put)
{
    std::vector<ProgramLine> p { { L::Start, 0 }, { L::Loop, 0 }, { take, 1 } };
    if (earlyExit) p.insert(p.end(), { { L::IsGoal, 1 }, { L::ReturnWay, 2 } });
    p.insert(p.end(), { { L::Settle, 1 }, { L::ForNeighbour, 1 }, { L::SkipSettled, 2 } });
    addOffer(p, 2, put);
    addEnd(p, earlyExit);
    return p;
}

std::vector<ProgramLine> bidirectional()
{
    std::vector<ProgramLine> p { { L::StartBoth, 0 }, { L::LoopBoth, 0 }, { L::StopWhenMet, 1 },
        { L::ReturnMeeting, 2 }, { L::TakeSide, 1 }, { L::TakeLowestF, 1 }, { L::Settle, 1 }, { L::ForNeighbour, 1 },
        { L::SkipSettled, 2 } };
    addOffer(p, 2, L::PutInOpen);
    p.insert(p.end(), { { L::Meet, 3 }, { L::MeetUpdate, 4 }, { L::WayOrNone, 0 } });
    return p;
}

std::vector<ProgramLine> jumpPoints()
{
    std::vector<ProgramLine> p { { L::Start, 0 }, { L::Loop, 0 }, { L::TakeLowestF, 1 }, { L::IsGoal, 1 },
        { L::ReturnWay, 2 }, { L::Settle, 1 }, { L::ForDirection, 1 }, { L::Jump, 2 }, { L::SkipWall, 2 },
        { L::SkipSettled, 2 }, { L::NewCostJump, 2 }, { L::IfCheaper, 2 }, { L::Improve, 3 }, { L::PutInOpen, 3 },
        { L::NoWay, 0 } };
    return p;
}

// A* over the graph, its two ends joined to it first, and the way found walked into tiles.
std::vector<ProgramLine> subgoalGraph()
{
    return { { L::ConnectEnds, 0 }, { L::Start, 0 }, { L::Loop, 0 }, { L::TakeLowestF, 1 }, { L::IsGoal, 1 },
        { L::RefineEdge, 2 }, { L::ReturnWay, 2 }, { L::Settle, 1 }, { L::ForEdge, 1 }, { L::SkipSettled, 2 },
        { L::NewCostEdge, 2 }, { L::IfCheaper, 2 }, { L::Improve, 3 }, { L::PutInOpen, 3 }, { L::NoWay, 0 } };
}

} // namespace

std::vector<ProgramLine> program(Algorithm algorithm, bool earlyExit)
{
    switch (algorithm) {
    case Algorithm::BreadthFirst:
        return breadthFirst(earlyExit);
    case Algorithm::Dijkstra:
        return cheapestFirst(L::TakeLowestG, earlyExit, L::PutInOpen);
    case Algorithm::AStar:
        return cheapestFirst(L::TakeLowestF, true, L::PutInOpen);
    case Algorithm::Subgoal:
        return subgoalGraph();
    case Algorithm::BestFirst:
        return cheapestFirst(L::TakeLowestH, true, L::PutInOpenIfNew);
    case Algorithm::Bidirectional:
        return bidirectional();
    case Algorithm::JumpPoint:
    case Algorithm::JumpPointPlus:
    case Algorithm::JumpPointPruned:
    case Algorithm::JumpPointPrunedPlus:
        return jumpPoints();
    }
    return cheapestFirst(L::TakeLowestF, true, L::PutInOpen);
}

int lineIndex(const std::vector<ProgramLine>& program, CodeLine line)
{
    for (std::size_t i = 0; i < program.size(); ++i) {
        if (program[i].line == line) return static_cast<int>(i);
    }
    return -1;
}

} // namespace mazeworks
