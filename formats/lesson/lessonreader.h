#pragma once

// Reading a .lesson file (docs/lesson.md) with every problem named by line and column, as the
// .maze reader names a level's; and, when the files beside the lesson are at hand, its levels
// and replays read and checked too, their own problems kept under their own names.

#include "file/filebytes.h"
#include "game/replay.h"
#include "lesson/lesson.h"
#include "maze/diagnostic.h"
#include "message/message.h"

#include <cstddef>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mazeworks {

// Every message a lesson's diagnostics can give, in the order of the table in docs/lesson.md;
// the editor says them in the user's language (context "mazeworks::LessonDiagnostics").
std::span<const MessageText> lessonMessageCatalogue();

// A problem in a lesson, as a compiler error: line and column count from 1, the column in code
// points (a tab is one).
struct LessonDiagnostic {
    int line = 1;
    int column = 1;
    Severity severity = Severity::Error;
    std::string messageId; // an id of lessonMessageCatalogue()
    std::vector<std::string> values; // what %1, %2 ... stand for

    // The code of the table, the id without its variant: "missing" for "missing.view".
    std::string_view code() const { return codeOf(messageId); }
    // In English, the values put in.
    std::string message() const;
    friend bool operator==(const LessonDiagnostic&, const LessonDiagnostic&) = default;
};

// `PATH:LINE:COLUMN: SEVERITY: MESSAGE [CODE]`.
std::string format(std::string_view path, const LessonDiagnostic& d);

// The problems of a level or a replay a lesson names, under the file's own name.
struct LessonFileProblems {
    std::string file; // as the lesson names it, relative to the lesson's folder
    std::vector<Diagnostic> level; // a .maze level's own diagnostics
    std::size_t omitted = 0; // the level's problems after those kept, counted only
    std::vector<ReplayProblem> replay; // a replay's own problems
    friend bool operator==(const LessonFileProblems&, const LessonFileProblems&) = default;
};

struct LessonReadResult {
    Lesson lesson;
    // The line of each slide's `slide` line, to go to a slide in the text.
    std::vector<int> slideLines;
    // The lesson's problems in order of position: all of them, or the first
    // kMaxKeptDiagnostics (maze/mazefile.h).
    std::vector<LessonDiagnostic> diagnostics;
    std::size_t omitted = 0; // problems after those kept, counted only
    bool omittedErrors = false; // whether an error is among them
    // The levels and replays that have problems of their own, in the order the lesson first
    // names them; each once, however many slides name it.
    std::vector<LessonFileProblems> files;

    bool ok() const;
};

// The bytes of a file the lesson names (a level, a replay), by the name the lesson gives it.
using LessonFileReader = std::function<FileContents<std::string>(const std::string& name)>;
// The files beside the lesson at `lessonPath`: names relative to its folder.
LessonFileReader filesBeside(const std::string& lessonPath);

// Reads a lesson from its bytes; never throws for any input, however broken. Without `files`
// only the text is checked; with them the levels and replays it names are read too: a file
// that cannot be read, a level or a replay with errors (theirs in `files`), a tile of a search
// that is a wall or off the map, a step after a replay's end.
LessonReadResult readLesson(std::string_view bytes, const LessonFileReader& files = {});

} // namespace mazeworks
