#pragma once

#include "game/fruit.h"
#include "grid/cell.h"
#include "maze/maze.h"

#include <cstdint>
#include <string_view>

namespace mazeworks {

// Something that happened in a step of the game, for a view to show and a sound to play. The
// game keeps the events of its last update; each kind fills the fields its comment names.
struct Event {
    enum class Kind : std::uint8_t {
        Ready, // "Ready!": a level or a round after a lost life begins; level, newGame
        Started, // the round is on: the walkers move
        DotEaten, // at, points
        EnergizerEaten, // at, points, seconds (of blue time)
        ScatterBegan, // the schedule sends the ghosts to their corners: they turn round
        ChaseBegan, // the schedule sends them hunting: they turn round
        FrightOver, // the ghosts are no longer blue
        GhostEaten, // ghost, x, y (where to show the points), points
        GhostHome, // ghost: its eyes are back in the house, it comes to life
        FruitShown, // fruit, at
        FruitEaten, // fruit, at, points
        FruitGone, // fruit, at: nobody ate it in time
        Caught, // ghost, at, x, y: a hunting ghost caught the muncher
        LifeLost, // lives (left, counting the one about to play)
        LevelCleared, // level
        ExtraLife, // lives
        GameOver, // level, points (the final score)
        GhostReleased, // ghost, at, newGame (true: by the four seconds without eating): the
                       // dot-counters rule lets it out of the house
    };

    Kind kind = Kind::Ready;
    Cell at;
    double x = 0;
    double y = 0;
    int points = 0;
    double seconds = 0;
    int level = 0;
    int lives = 0;
    GhostKind ghost = GhostKind::Red;
    Fruit fruit = Fruit::Cherry;
    bool newGame = false;

    friend bool operator==(const Event&, const Event&) = default;

    // One named constructor per kind, with the fields the kind fills.
    static Event of(Kind kind)
    {
        Event e;
        e.kind = kind;
        return e;
    }
    static Event ghostReleased(GhostKind ghost, Cell at, bool starved)
    {
        Event e = of(Kind::GhostReleased);
        e.ghost = ghost;
        e.at = at;
        e.newGame = starved;
        return e;
    }
    static Event ready(int level, int lives, bool newGame)
    {
        Event e = of(Kind::Ready);
        e.level = level;
        e.lives = lives;
        e.newGame = newGame;
        return e;
    }
    static Event started(int level, int lives)
    {
        Event e = of(Kind::Started);
        e.level = level;
        e.lives = lives;
        return e;
    }
    static Event dotEaten(Cell at, int points)
    {
        Event e = of(Kind::DotEaten);
        e.at = at;
        e.points = points;
        return e;
    }
    static Event energizerEaten(Cell at, int points, double seconds)
    {
        Event e = of(Kind::EnergizerEaten);
        e.at = at;
        e.points = points;
        e.seconds = seconds;
        return e;
    }
    static Event ghostEaten(GhostKind ghost, Cell at, double x, double y, int points)
    {
        Event e = of(Kind::GhostEaten);
        e.ghost = ghost;
        e.at = at;
        e.x = x;
        e.y = y;
        e.points = points;
        return e;
    }
    static Event ghostHome(GhostKind ghost, Cell at)
    {
        Event e = of(Kind::GhostHome);
        e.ghost = ghost;
        e.at = at;
        return e;
    }
    static Event fruitEvent(Kind kind, Fruit fruit, Cell at, int points = 0)
    {
        Event e = of(kind);
        e.fruit = fruit;
        e.at = at;
        e.points = points;
        return e;
    }
    static Event caught(GhostKind ghost, Cell at, double x, double y)
    {
        Event e = of(Kind::Caught);
        e.ghost = ghost;
        e.at = at;
        e.x = x;
        e.y = y;
        return e;
    }
    static Event withLives(Kind kind, int level, int lives)
    {
        Event e = of(kind);
        e.level = level;
        e.lives = lives;
        return e;
    }
    static Event gameOver(int level, int score)
    {
        Event e = of(Kind::GameOver);
        e.level = level;
        e.points = score;
        return e;
    }
};

constexpr std::string_view name(Event::Kind k)
{
    switch (k) {
    case Event::Kind::Ready:
        return "ready";
    case Event::Kind::Started:
        return "started";
    case Event::Kind::DotEaten:
        return "dot-eaten";
    case Event::Kind::EnergizerEaten:
        return "energizer-eaten";
    case Event::Kind::ScatterBegan:
        return "scatter-began";
    case Event::Kind::ChaseBegan:
        return "chase-began";
    case Event::Kind::FrightOver:
        return "fright-over";
    case Event::Kind::GhostEaten:
        return "ghost-eaten";
    case Event::Kind::GhostHome:
        return "ghost-home";
    case Event::Kind::FruitShown:
        return "fruit-shown";
    case Event::Kind::FruitEaten:
        return "fruit-eaten";
    case Event::Kind::FruitGone:
        return "fruit-gone";
    case Event::Kind::Caught:
        return "caught";
    case Event::Kind::LifeLost:
        return "life-lost";
    case Event::Kind::LevelCleared:
        return "level-cleared";
    case Event::Kind::ExtraLife:
        return "extra-life";
    case Event::Kind::GameOver:
        return "game-over";
    case Event::Kind::GhostReleased:
        return "ghost-released";
    }
    return "ready";
}

} // namespace mazeworks
