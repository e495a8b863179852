#include "lesson/lessonlevel.h"

#include "dungeon/generator.h"
#include "file/fileerror.h"
#include "maze/mazefile.h"

namespace mazeworks {

SlideLevel slideLevel(const LessonSlide& slide, const LessonFileReader& files)
{
    SlideLevel level;
    if (slide.view == LessonView::Replay) {
        const FileContents<std::string> bytes = files(slide.replayFile);
        if (bytes.error) {
            level.problem = "the replay " + slide.replayFile + " cannot be read: " + reasonText(*bytes.error);
            return level;
        }
        ReplayReadResult read = readReplay(bytes.bytes);
        if (!read.ok()) {
            level.problem = "the replay " + slide.replayFile + " has errors";
            return level;
        }
        level.maze = std::move(read.maze);
        level.replay = std::move(read.replay);
        return level;
    }
    if (slide.dungeon) {
        try {
            level.maze = generate(slide.dungeon->params(), slide.dungeon->seed).maze;
        } catch (const DungeonError& error) {
            level.problem = std::string("this dungeon cannot be made: ") + error.what();
        }
        return level;
    }
    if (slide.levelFile.empty()) {
        level.problem = "the slide has no level";
        return level;
    }
    const FileContents<std::string> bytes = files(slide.levelFile);
    if (bytes.error) {
        level.problem = "the level " + slide.levelFile + " cannot be read: " + reasonText(*bytes.error);
        return level;
    }
    ReadResult read = readMaze(bytes.bytes);
    if (!read.ok()) {
        level.problem = "the level " + slide.levelFile + " has errors";
        return level;
    }
    level.maze = std::move(read.maze);
    return level;
}

} // namespace mazeworks
