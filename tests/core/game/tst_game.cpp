#include "testmaps.h"

#include "game/game.h"
#include "game/pilot.h"

#include <QtTest>

#include <cstring>
#include <vector>

using namespace mazeworks;

namespace {

// Steps the game for so many seconds, keeping every event on the way.
struct Player {
    Game& game;
    std::vector<Event> events;

    void seconds(double s, std::optional<Direction> wanted)
    {
        const auto n = static_cast<int>(std::llround(s * Rules::StepsPerSecond));
        for (int i = 0; i < n; ++i) step(wanted);
    }
    void step(std::optional<Direction> wanted)
    {
        game.step(wanted);
        events.insert(events.end(), game.events().begin(), game.events().end());
    }
    std::vector<Event> of(Event::Kind kind) const
    {
        std::vector<Event> out;
        for (const Event& e : events) {
            if (e.kind == kind) out.push_back(e);
        }
        return out;
    }
};

// The house on a ring the ghosts walk; the muncher alone in a corridor of its own, cut off from
// them, with 70 dots to eat from left to right (a last dot on the ring keeps the level on).
Maze dotCounterMaze(bool muncherWalks)
{
    std::string picture = R"(
        row XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
        row X.________XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
        row X_XXX-XXX_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
        row X_XHHHHHX_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
        row X_XXXXXXX_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
        row X_________XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
        row XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
        row XXX______________________________________________________________________X
        row XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
    )";
    Maze maze;
    maze.tiles = test::tiles(picture);
    if (muncherWalks) {
        for (int col = 3; col < 73; ++col) maze.tiles.set(col, 7, Tile::Dot);
    }
    maze.muncher = Start { { 3, 7 }, muncherWalks ? Direction::Right : Direction::Left };
    maze.ghosts[indexOf(GhostKind::Red)] = Start { { 5, 1 }, Direction::Left };
    maze.ghosts[indexOf(GhostKind::Pink)] = Start { { 4, 3 }, Direction::Up };
    maze.ghosts[indexOf(GhostKind::Cyan)] = Start { { 5, 3 }, Direction::Up };
    maze.ghosts[indexOf(GhostKind::Orange)] = Start { { 6, 3 }, Direction::Up };
    maze.fruit = Cell { 9, 5 };
    // Release lines say nothing under dot-counters.
    maze.releases[indexOf(GhostKind::Cyan)] = 1.0;
    maze.releases[indexOf(GhostKind::Orange)] = 2.0;
    maze.rules.add(GameRule::DotCounters);
    return maze;
}

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

} // namespace

class TstGame : public QObject {
    Q_OBJECT

private slots:
    void aGameBeginsWithReady()
    {
        Game game(test::classic(), 1);
        QCOMPARE(game.phase(), Game::Phase::Ready);
        QCOMPARE(game.events(), (std::vector<Event> { Event::ready(1, 3, true) }));
        QCOMPARE(game.lives(), Rules::StartLives);
        QCOMPARE(game.dotsLeft(), 240);
        Player p { game, {} };
        p.seconds(Rules::FirstReadySeconds, std::nullopt);
        QCOMPARE(game.phase(), Game::Phase::Playing);
        QCOMPARE(p.of(Event::Kind::Started).size(), std::size_t(1));
        QCOMPARE(game.muncher().cell(), (Cell { 13, 22 })); // nothing moved while "Ready!" showed
    }

    void theMuncherEatsTheDotsItPassesOnePerTile()
    {
        Game game(test::classic(), 1);
        game.skipReady();
        Player p { game, {} };
        p.seconds(0.25, std::nullopt);
        QCOMPARE(p.of(Event::Kind::DotEaten),
            (std::vector<Event> { Event::dotEaten({ 12, 22 }, 10), Event::dotEaten({ 11, 22 }, 10) }));
        QCOMPARE(game.score(), 2 * Rules::DotPoints);
        QCOMPARE(game.tiles().get(12, 22), Tile::Floor);
        QCOMPARE(game.maze().tiles.get(12, 22), Tile::Dot); // the level itself keeps its dots
        QCOMPARE(game.dotsLeft(), 238);
    }

    void aKeyPressedEarlyIsKeptUntilTheWayIsOpen()
    {
        // At the start, up is a wall; one tile to the left the way up opens, and the muncher takes it.
        Game game(test::classic(), 1);
        game.skipReady();
        Player p { game, {} };
        p.seconds(0.1, Direction::Up);
        QCOMPARE(game.muncher().walker().heading(), std::optional(Direction::Left));
        p.seconds(0.3, Direction::Up);
        QCOMPARE(game.muncher().walker().col(), 12);
        QCOMPARE(game.muncher().walker().heading(), std::optional(Direction::Up));
    }

    void updateRunsWholeFixedSteps()
    {
        Game game(test::classic(), 1);
        game.update(0.25, std::nullopt);
        QCOMPARE(game.steps(), std::int64_t(30));
        game.update(0.004, std::nullopt);
        QCOMPARE(game.steps(), std::int64_t(30)); // less than a step waits
        QVERIFY(qAbs(game.interpolation() - 0.48) < 1e-9);
        game.update(0.005, std::nullopt);
        QCOMPARE(game.steps(), std::int64_t(31));
        QVERIFY(game.events().empty());
    }

    void theGhostsLeaveTheHouseOneAfterTheOtherAndScatterThenHunt()
    {
        Game game(test::classic(), 1);
        game.skipReady();
        Player p { game, {} };
        p.seconds(0.5, std::nullopt);
        QCOMPARE(game.ghost(GhostKind::Pink).mode(), Ghost::Mode::Leaving); // pink at once
        QCOMPARE(game.ghost(GhostKind::Cyan).mode(), Ghost::Mode::House);
        p.seconds(5, std::nullopt);
        QCOMPARE(game.ghost(GhostKind::Cyan).mode(), Ghost::Mode::Leaving); // cyan after five seconds
        QCOMPARE(game.ghost(GhostKind::Orange).mode(), Ghost::Mode::House);
        QCOMPARE(game.ghost(GhostKind::Red).mode(), Ghost::Mode::Scatter);
        game.putMuncher(13, 22, std::nullopt); // out of harm's way, for the test
        bool turned = false;
        for (int i = 0; i < 2 * 120 && game.ghost(GhostKind::Red).mode() == Ghost::Mode::Scatter; ++i) {
            const auto before = game.ghost(GhostKind::Red).walker().heading();
            p.step(std::nullopt);
            if (game.ghost(GhostKind::Red).mode() == Ghost::Mode::Chase) {
                QCOMPARE(game.ghost(GhostKind::Red).walker().heading(),
                    std::optional(opposite(*before))); // the turn shows it
                turned = true;
            }
        }
        QVERIFY(turned);
        QCOMPARE(game.ghost(GhostKind::Red).mode(), Ghost::Mode::Chase); // after seven seconds the hunt begins
        QCOMPARE(p.of(Event::Kind::ChaseBegan).size(), std::size_t(1));
        QCOMPARE(game.roundTime(), 7.0);
    }

    void withDotCountersCyanLeavesAfterThirtyDotsAndOrangeAfterSixty()
    {
        Game game(dotCounterMaze(true), 1);
        game.skipReady();
        Player p { game, {} };
        p.step(std::nullopt);
        QVERIFY(game.ghost(GhostKind::Red).mode() != Ghost::Mode::House); // red's count is 0
        QCOMPARE(game.ghost(GhostKind::Pink).mode(), Ghost::Mode::House); // one at a time
        p.step(std::nullopt);
        QCOMPARE(game.ghost(GhostKind::Pink).mode(), Ghost::Mode::Leaving); // pink's is 0 too
        std::vector<std::pair<GhostKind, int>> released;
        for (int i = 0; i < 12 * 120; ++i) {
            p.step(std::nullopt);
            for (const Event& e : game.events()) {
                if (e.kind != Event::Kind::GhostReleased) continue;
                QVERIFY(!e.newGame); // by dots, never by the clock: the muncher never stops eating
                released.push_back({ e.ghost, game.roundDots() });
            }
        }
        const std::vector<std::pair<GhostKind, int>> expected = { { GhostKind::Cyan, 30 }, { GhostKind::Orange, 60 } };
        QCOMPARE(released, expected);
        QCOMPARE(game.ghost(GhostKind::Cyan).mode() == Ghost::Mode::House, false);
        QCOMPARE(game.ghost(GhostKind::Orange).mode() == Ghost::Mode::House, false);
        QCOMPARE(game.roundDots(), 70);
    }

    void withDotCountersTheNextGhostLeavesAfterFourSecondsWithoutEating()
    {
        // The muncher stands against the wall and eats nothing.
        Game game(dotCounterMaze(false), 1);
        game.skipReady();
        Player p { game, {} };
        p.seconds(3.9, std::nullopt);
        QCOMPARE(game.ghost(GhostKind::Pink).mode() == Ghost::Mode::House, false);
        QCOMPARE(game.ghost(GhostKind::Cyan).mode(), Ghost::Mode::House); // its release line is ignored
        p.seconds(0.1, std::nullopt);
        QCOMPARE(game.ghost(GhostKind::Cyan).mode(), Ghost::Mode::Leaving); // four seconds
        QCOMPARE(game.ghost(GhostKind::Orange).mode(), Ghost::Mode::House);
        p.seconds(3.9, std::nullopt);
        QCOMPARE(game.ghost(GhostKind::Orange).mode(), Ghost::Mode::House);
        p.seconds(0.1, std::nullopt);
        QCOMPARE(game.ghost(GhostKind::Orange).mode(), Ghost::Mode::Leaving); // four more
        const std::vector<Event> out = p.of(Event::Kind::GhostReleased);
        QCOMPARE(out.size(), std::size_t(4));
        QVERIFY(!out[0].newGame && !out[1].newGame && out[2].newGame && out[3].newGame);

        // Without the rule the release lines hold: cyan out at 1 s, orange at 2 s.
        Maze plain = dotCounterMaze(false);
        plain.rules = {};
        Game timed(plain, 1);
        timed.skipReady();
        Player q { timed, {} };
        q.seconds(2.05, std::nullopt);
        QCOMPARE(timed.ghost(GhostKind::Orange).mode() == Ghost::Mode::House, false);
        QVERIFY(q.of(Event::Kind::GhostReleased).empty());
    }

    void anEnergizerTurnsTheHuntersBlueAndTheyAreWorthMoreAndMore()
    {
        Game game(test::classic(), 1);
        game.skipReady();
        Player p { game, {} };
        game.putMuncher(3, 22, Direction::Left);
        game.putGhost(GhostKind::Red, 20, 28, Direction::Left, Ghost::Mode::Chase);
        p.seconds(0.3, std::nullopt);
        QCOMPARE(p.of(Event::Kind::EnergizerEaten), (std::vector<Event> { Event::energizerEaten({ 1, 22 }, 50, 6) }));
        QCOMPARE(game.ghost(GhostKind::Red).mode(), Ghost::Mode::Frightened);
        QCOMPARE(
            game.ghost(GhostKind::Red).walker().heading(), std::optional(Direction::Right)); // turned round at once
        QCOMPARE(game.ghost(GhostKind::Orange).mode(), Ghost::Mode::House); // still waiting in the house
        QVERIFY(game.frightened());
        // Two blue ghosts walk into the muncher.
        game.putMuncher(4, 28, Direction::Right);
        game.putGhost(GhostKind::Red, 7, 28, Direction::Left, Ghost::Mode::Frightened);
        game.putGhost(GhostKind::Pink, 10, 28, Direction::Left, Ghost::Mode::Frightened);
        p.seconds(1.5, std::nullopt);
        const auto eaten = p.of(Event::Kind::GhostEaten);
        QCOMPARE(eaten.size(), std::size_t(2));
        QCOMPARE(eaten[0].points, 200);
        QCOMPARE(eaten[0].ghost, GhostKind::Red);
        QCOMPARE(eaten[1].points, 400);
        QCOMPARE(eaten[1].ghost, GhostKind::Pink);
        QVERIFY(game.ghost(GhostKind::Red).eyes());
        QCOMPARE(game.ghostsEaten(), 2);
    }

    void theScheduleWaitsWhileTheGhostsAreBlue()
    {
        Game game(test::classic(), 1);
        game.skipReady();
        Player p { game, {} };
        p.seconds(2, std::nullopt);
        QCOMPARE(game.scheduleLeft(), 5.0);
        game.putMuncher(2, 22, Direction::Left);
        while (p.of(Event::Kind::EnergizerEaten).empty()) p.step(std::nullopt);
        const double left = game.scheduleLeft();
        QVERIFY(qAbs(left - (Rules::frightenedSeconds(1) + 7 - game.roundTime())) < 1e-9);
        p.seconds(Rules::frightenedSeconds(1) - 0.5, std::nullopt);
        QCOMPARE(game.scheduled(), Ghost::Mode::Scatter); // seven seconds of the round are over
        QVERIFY(game.roundTime() > 7.5);
        QVERIFY(qAbs(game.scheduleLeft() - (left - (Rules::frightenedSeconds(1) - 0.5))) < 1e-9);
    }

    void theEyesFlyHomeAndTheGhostComesOutAgain()
    {
        Game game(test::classic(), 1);
        game.skipReady();
        Player p { game, {} };
        game.putMuncher(1, 25, Direction::Right);
        game.putGhost(GhostKind::Red, 25, 28, Direction::Left, Ghost::Mode::Eaten);
        std::vector<Ghost::Mode> modes;
        for (int i = 0; i < 12 * 120 && game.ghost(GhostKind::Red).mode() != Ghost::Mode::Scatter; ++i) {
            p.step(std::nullopt);
            const Ghost::Mode mode = game.ghost(GhostKind::Red).mode();
            if (modes.empty() || modes.back() != mode) modes.push_back(mode);
        }
        QCOMPARE(modes,
            (std::vector<Ghost::Mode> {
                Ghost::Mode::Eaten, Ghost::Mode::Entering, Ghost::Mode::Leaving, Ghost::Mode::Scatter }));
        QCOMPARE(game.ghost(GhostKind::Red).walker().cell(), (Cell { 13, 11 })); // out of the door
        QCOMPARE(p.of(Event::Kind::GhostHome).size(), std::size_t(1));
        QVERIFY(p.of(Event::Kind::Caught).empty());
    }

    void aHuntingGhostCatchesTheMuncherAndTheRoundStartsAgain()
    {
        Game game(test::classic(), 1);
        game.skipReady();
        Player p { game, {} };
        game.putMuncher(4, 28, Direction::Right);
        game.putGhost(GhostKind::Red, 7, 28, Direction::Left, Ghost::Mode::Chase);
        p.seconds(0.5, std::nullopt);
        QCOMPARE(p.of(Event::Kind::Caught).size(), std::size_t(1));
        QCOMPARE(game.phase(), Game::Phase::Dying);
        QCOMPARE(game.deaths(), (std::vector<Cell> { p.of(Event::Kind::Caught)[0].at }));
        p.seconds(Rules::DyingSeconds + 0.1, std::nullopt);
        QCOMPARE(game.phase(), Game::Phase::Ready);
        QCOMPARE(game.lives(), Rules::StartLives - 1);
        QCOMPARE(p.of(Event::Kind::LifeLost)[0].lives, Rules::StartLives - 1);
        QCOMPARE(game.muncher().walker().cell(), (Cell { 13, 22 })); // back at the start
        QCOMPARE(game.ghost(GhostKind::Pink).mode(), Ghost::Mode::House);
        QCOMPARE(game.dotsLeft(), 240 - game.dotsEaten()); // the eaten dots stay eaten
    }

    void nobodyPassesThroughAnybody()
    {
        // Head on, the gap closes by an eighth of a tile a step: met before and after the ghosts
        // move, they can never swap places.
        Game game(test::classic(), 1);
        game.skipReady();
        Player p { game, {} };
        game.putMuncher(2, 28, Direction::Right);
        game.putGhost(GhostKind::Red, 9, 28, Direction::Left, Ghost::Mode::Chase);
        while (game.phase() == Game::Phase::Playing) {
            p.step(std::nullopt);
            QVERIFY(game.muncher().walker().x() < game.ghost(GhostKind::Red).walker().x());
        }
        QCOMPARE(p.of(Event::Kind::Caught).size(), std::size_t(1));
        QVERIFY(game.ghost(GhostKind::Red).walker().x() - game.muncher().walker().x() < Rules::CatchDistance);
    }

    void aFruitAppearsAfterSeventyDotsAndANewLevelWhenAllAreEaten()
    {
        Game game(test::classic(), 1);
        Pilot pilot(PilotKind::Expert, 1);
        Player p { game, {} };
        while (game.level() == 1 && game.phase() != Game::Phase::Over) {
            p.step(pilot.steer(game));
            for (const Event& e : game.events()) {
                if (e.kind != Event::Kind::FruitShown) continue;
                QVERIFY(game.dotsEaten() == 70 || game.dotsEaten() == 170);
                QCOMPARE(e.fruit, Fruit::Cherry);
                QCOMPARE(e.at, (Cell { 13, 16 }));
                QCOMPARE(game.fruit(), std::optional(Fruit::Cherry));
            }
        }
        QCOMPARE(p.of(Event::Kind::FruitShown).size(), std::size_t(2));
        QCOMPARE(p.of(Event::Kind::FruitEaten).size() + p.of(Event::Kind::FruitGone).size(), std::size_t(2));
        QCOMPARE(game.level(), 2);
        QCOMPARE(p.of(Event::Kind::LevelCleared),
            (std::vector<Event> { Event::withLives(Event::Kind::LevelCleared, 1, game.lives()) }));
        QCOMPARE(game.events().back(), Event::ready(2, game.lives(), false));
        QCOMPARE(game.dotsLeft(), 240); // a fresh copy of the tiles
        QCOMPARE(game.tiles(), game.maze().tiles);
        QVERIFY(game.muncherSpeed() > Rules::MuncherSpeed); // a little faster
        QVERIFY(Rules::frightenedSeconds(2) < Rules::frightenedSeconds(1)); // and shorter blue
    }

    void anExtraLifeAtTenThousandAndTheGameEndsWithTheLastLife()
    {
        Game game(test::classic(), 1);
        Pilot pilot(PilotKind::Expert, 1);
        Player p { game, {} };
        while (game.phase() != Game::Phase::Over) {
            const int before = game.score();
            p.step(pilot.steer(game));
            for (const Event& e : game.events()) {
                if (e.kind == Event::Kind::ExtraLife)
                    QVERIFY(before < Rules::ExtraLifeScore && game.score() >= Rules::ExtraLifeScore);
            }
        }
        QVERIFY(game.score() >= Rules::ExtraLifeScore);
        QCOMPARE(p.of(Event::Kind::ExtraLife).size(), std::size_t(1));
        QCOMPARE(p.of(Event::Kind::LifeLost).size(), std::size_t(Rules::StartLives + 1));
        QCOMPARE(game.deaths().size(), std::size_t(Rules::StartLives + 1));
        QCOMPARE(game.lives(), 0);
        QCOMPARE(p.events.back(), Event::gameOver(game.level(), game.score()));
        const std::int64_t steps = game.steps();
        game.update(1.0, Direction::Up); // over is over
        QCOMPARE(game.phase(), Game::Phase::Over);
        QCOMPARE(game.steps(), steps + 120);
        QVERIFY(game.events().empty());
    }

    void theSameSeedPlaysTheSameGame()
    {
        const Maze maze = test::classic();
        const auto play = [&](std::uint64_t seed) {
            auto game = std::make_unique<Game>(maze, seed);
            Pilot pilot(PilotKind::Casual, seed);
            for (int i = 0; i < 90 * 120; ++i) game->step(pilot.steer(*game));
            return game;
        };
        const auto a = play(7);
        const auto b = play(7);
        QCOMPARE(a->score(), b->score());
        QCOMPARE(a->deaths(), b->deaths());
        QVERIFY(sameBits(a->muncher().walker().x(), b->muncher().walker().x()));
        for (GhostKind kind : kGhostKinds) {
            QVERIFY(sameBits(a->ghost(kind).walker().x(), b->ghost(kind).walker().x()));
            QVERIFY(sameBits(a->ghost(kind).walker().y(), b->ghost(kind).walker().y()));
        }
        const auto c = play(8);
        QVERIFY(c->score() != a->score() || c->deaths() != a->deaths());
    }

    void aLevelThatCannotBePlayedIsRefused()
    {
        Maze maze = test::classic();
        maze.fruit.reset();
        QCOMPARE(Game::unplayable(maze), std::string("the fruit has no place"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Game(maze, 1));
        QVERIFY(Game::playable(test::classic()));
    }

    // The pieces that stand on no tile of the maze are named as the level's diagnostics name
    // them (issue 29).
    void aPieceNotInsideTheMazeIsNamedAsTheDiagnosticsNameIt()
    {
        Maze maze = test::classic();
        maze.fruit = Cell { 0, 0 };
        QCOMPARE(Game::unplayable(maze), std::string("(0, 0) is not inside the maze: the fruit lies on a wall"));
        maze = test::classic();
        maze.ghosts[1]->cell = Cell { 27, 4 };
        QCOMPARE(Game::unplayable(maze),
            std::string("(27, 4) is not inside the maze: the pink ghost stands outside the 27 x 30 map"));
        maze = test::classic();
        maze.muncher->cell = Cell { 0, 0 };
        QCOMPARE(Game::unplayable(maze), std::string("(0, 0) is not inside the maze: the muncher stands on a wall"));
    }
};

QTEST_APPLESS_MAIN(TstGame)
#include "tst_game.moc"
