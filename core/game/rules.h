#pragma once

#include "game/fruit.h"

#include <array>

namespace mazeworks {

// The numbers of the game, in one place: speeds in tiles a second, times in seconds. The
// first level plays at these speeds; later ones are a little faster (pace).
struct Rules {
    // The game always advances by this step, so the same seed and inputs give the same game
    // bit for bit, whatever the frame rate of the view that drives it.
    static constexpr int StepsPerSecond = 120;
    static constexpr double Step = 1.0 / StepsPerSecond;

    static constexpr double MuncherSpeed = 7.6;
    static constexpr double GhostSpeed = 7.2;
    // Blue ghosts are slow, and so is every hunting ghost in the tunnel: the muncher's escape.
    static constexpr double FrightenedSpeed = 4.4;
    static constexpr double TunnelSpeed = 3.8;
    // The eyes of an eaten ghost fly home fast.
    static constexpr double EyesSpeed = 14.0;
    // Bobbing in the house and walking out of it.
    static constexpr double HouseSpeed = 3.2;

    // Seconds of scattering and hunting by turns, from the start of a round: scatter 7, hunt 20,
    // scatter 7, hunt 20, scatter 5, hunt 20, scatter 5, then hunt until the round ends.
    // Scattering gives the player room to breathe.
    static constexpr std::array<double, 7> Schedule = { 7, 20, 7, 20, 5, 20, 5 };

    static constexpr int DotPoints = 10;
    static constexpr int EnergizerPoints = 50;
    // The first blue ghost eaten after an energizer; each next one is worth twice as much,
    // up to the fourth (200, 400, 800, 1600).
    static constexpr int GhostPoints = 200;

    // A fruit appears after this many dots of a level are eaten, and stays so long.
    static constexpr std::array<int, 2> FruitAfter = { 70, 170 };
    static constexpr double FruitSeconds = 9.5;

    static constexpr int StartLives = 3;
    static constexpr int ExtraLifeScore = 10000;

    // "Ready!" before the first round of a game, and before every later one.
    static constexpr double FirstReadySeconds = 4.0;
    static constexpr double ReadySeconds = 2.0;
    static constexpr double DyingSeconds = 1.5;
    static constexpr double ClearedSeconds = 2.0;
    // Everything stands still a moment while the points of an eaten ghost show.
    static constexpr double EatenPause = 0.5;
    // The blue ghosts flash for the last seconds of the blue time.
    static constexpr double FlashSeconds = 2.0;

    // The dot-counters rule: the next ghost in the house leaves when the muncher has eaten
    // nothing for this long.
    static constexpr double NoEatingSeconds = 4.0;

    // Centres closer than this, in tiles, meet: a blue ghost is eaten, a hunting one catches.
    static constexpr double CatchDistance = 0.5;

    // How much faster than the first level everybody walks: 5 % more a level, up to 25 %.
    static constexpr double pace(int level)
    {
        const double p = 1.0 + 0.05 * (level - 1);
        return p < 1.0 ? 1.0 : p > 1.25 ? 1.25 : p;
    }

    // Seconds the ghosts stay blue after an energizer: 6 in the first level, one less in each
    // next one, never under 2.
    static constexpr double frightenedSeconds(int level)
    {
        const int s = 7 - level;
        return s < 2 ? 2.0 : s > 6 ? 6.0 : static_cast<double>(s);
    }

    // The fruit of a level: a cherry in the first, dearer ones later.
    static constexpr Fruit fruitOf(int level)
    {
        if (level <= 1) return Fruit::Cherry;
        if (level == 2) return Fruit::Strawberry;
        if (level <= 4) return Fruit::Peach;
        if (level <= 6) return Fruit::Apple;
        if (level <= 8) return Fruit::Grapes;
        if (level <= 10) return Fruit::Galaxian;
        if (level <= 12) return Fruit::Bell;
        return Fruit::Key;
    }
};

} // namespace mazeworks
