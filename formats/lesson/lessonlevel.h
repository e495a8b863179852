#pragma once

#include "game/replay.h"
#include "lesson/lesson.h"
#include "lesson/lessonreader.h"
#include "maze/maze.h"

#include <optional>
#include <string>

namespace mazeworks {

// The level a slide shows, made ready for the Lesson panel and the handout alike: read from its
// file beside the lesson, generated from its dungeon line (finished), or the one its replay
// brings, with the replay.
struct SlideLevel {
    Maze maze; // maze.hasMap() when there is a level
    std::optional<Replay> replay; // a replay slide's game
    // Why there is no level, in English, as `lesson check` says it; empty when there is one.
    std::string problem;
    bool ok() const { return problem.empty(); }
};

// Never throws for a file or a dungeon that cannot be made: `problem` says why.
SlideLevel slideLevel(const LessonSlide& slide, const LessonFileReader& files);

} // namespace mazeworks
