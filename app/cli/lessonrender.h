#pragma once

// The lesson command's two halves: `check` (lesson.cpp) and `render` (lessonrender.cpp).

#include "lesson/lessonreader.h"

#include <string>
#include <vector>

namespace mazeworks::cli {

// A lesson's problems, then its levels' and replays' under their own names, as `lesson check`
// prints them.
void printLesson(const std::string& path, const LessonReadResult& result);

// `lesson render FILE.lesson -o OUT.pdf [--steps N] [--lang LANGUAGE]`: the words after `render`.
int renderCommand(const std::vector<std::string>& words);

} // namespace mazeworks::cli
