#pragma once

// A lesson: a title and slides, each a level, a view of it with its settings, a caption and the
// step it opens at, with questions for the class to predict. The model of a .lesson file
// (docs/lesson.md), read by lessonreader.h and written by lessonwriter.h; the Lesson panel
// shows it, the handout renders it. Plain values: two lessons that say the same are equal.

#include "dungeon/dungeonparams.h"
#include "dungeon/generator.h"
#include "game/pilot.h"
#include "grid/cell.h"
#include "path/searchoptions.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mazeworks {

// The version of the format this program reads and writes (`mazeworks-lesson 1`).
inline constexpr int kLessonVersion = 1;

// Words in the lesson's own language, and their translations. A text of several lines holds
// them joined by '\n', each without spaces at its ends.
struct LessonText {
    std::string text; // the lesson's own words; empty when there are none
    // By language code as written in the file: "de" for caption[de], "pt_BR" for caption[pt_BR].
    std::map<std::string, std::string> translations;

    // The words for `language` ("de_AT" falls back to "de"), else the lesson's own.
    const std::string& in(std::string_view language) const;
    bool empty() const { return text.empty() && translations.empty(); }
    friend bool operator==(const LessonText&, const LessonText&) = default;
};

// What a slide shows of its level.
enum class LessonView : std::uint8_t {
    Search, // one search of the family from a tile to a tile (the Overlays panel's path)
    DistanceMap, // the breadth-first distance map from a tile
    FlowField, // the flow field to one or several goals
    Race, // several searches between the same two tiles, side by side
    Generator, // the dungeon generator stepped through its phases, then the explorer
    Play, // the level played
    Replay, // a recorded game played back (the replay brings its own level)
};

// Its word in the file: "search", "distance", "flow", "race", "generator", "play", "replay".
std::string_view name(LessonView view);
std::optional<LessonView> lessonViewFromName(std::string_view word);

// What the class is asked to predict before a step.
enum class QuestionKind : std::uint8_t {
    NextSettled, // the tile the search settles next (search, distance, flow)
    NextPair, // the pair of rooms Prim's tree joins next (generator, connect tree)
    NextMerge, // the two sets union-find merges next (generator)
    NextRoom, // the room the explorer visits next (generator, once finished)
};

// Its word in the file: "next-settled", "next-pair", "next-merge", "next-room".
std::string_view name(QuestionKind kind);
std::optional<QuestionKind> questionKindFromName(std::string_view word);

struct LessonQuestion {
    // Asked once this many steps have been taken, about the next; counted as the slide's `step`
    // is (for next-room, the explorer's visits from the finished dungeon on).
    int step = 0;
    QuestionKind kind = QuestionKind::NextSettled;
    friend bool operator==(const LessonQuestion&, const LessonQuestion&) = default;
};

// A dungeon made by `mazeworks-cli generate` with these options (the defaults are its own).
struct LessonDungeon {
    std::uint64_t seed = 1;
    int rooms = 20;
    int width = 0; // 0: fitted to the rooms
    int height = 0;
    Placement placement = Placement::Scatter;
    Connection connection = Connection::Tree;
    TreeOrder tree = TreeOrder::DepthFirst;
    CorridorRule corridors = CorridorRule::Proposal;
    NeighbourRule neighbours = NeighbourRule::Articles;
    double loops = 0.0;

    // The parameters a Generator takes.
    DungeonParams params() const;
    friend bool operator==(const LessonDungeon&, const LessonDungeon&) = default;
};

struct LessonSlide {
    LessonText title; // optional: a heading for the slide

    // The level: a .maze file named relative to the lesson's folder, or a generated dungeon;
    // exactly one of the two after a read without errors (neither for a replay).
    std::string levelFile;
    std::optional<LessonDungeon> dungeon;

    LessonView view = LessonView::Search;

    // Search and race: the searches (one for a search, two or more for a race, in their
    // order); flow field: BreadthFirst (steps) or Dijkstra (the level's weights).
    // Bidirectional stands for the bidirectional A* (with Heuristic::None, Dijkstra).
    std::vector<Algorithm> algorithms;
    // Search, race, distance map: the start; search and race: the goal; flow field: the goals.
    std::optional<Cell> from;
    std::vector<Cell> to;
    Movement movement = Movement::Four;
    // The guess of A*, best-first, the bidirectional and jump point searches; none: Manhattan
    // with 4 directions, octile with 8.
    std::optional<Heuristic> heuristic;
    Corners corners = Corners::Never; // with 8 directions
    double weight = 1.0; // A* only: weighted A* above 1

    // Generator: the phase it opens at (none: the very start), `step` counted from there.
    std::optional<Phase> phase;
    // Play: the computer pilot at the keys, when one is.
    std::optional<PilotKind> pilot;
    // Replay: the replay file, relative to the lesson's folder.
    std::string replayFile;

    // The steps taken when the slide opens (0: the start); for a replay, the game's steps.
    int step = 0;
    LessonText caption;
    std::vector<LessonQuestion> questions; // in the order of their steps

    // The guess searches use: the one given, or the default for the directions.
    Heuristic guess() const;
    friend bool operator==(const LessonSlide&, const LessonSlide&) = default;
};

struct Lesson {
    LessonText title;
    std::vector<LessonSlide> slides;
    friend bool operator==(const Lesson&, const Lesson&) = default;
};

} // namespace mazeworks
