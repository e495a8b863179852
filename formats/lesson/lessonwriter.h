#pragma once

#include "lesson/lesson.h"

#include <string>

namespace mazeworks {

// The text of a lesson (docs/lesson.md), canonical: the header, the title, then each slide's
// lines in one order, a setting only where it differs from its default. Reading it gives the
// lesson back: readLesson(writeLesson(x)).lesson == x for every lesson a read gives, and for
// any other whose texts have no spaces at the ends of their lines and no control characters.
std::string writeLesson(const Lesson& lesson);

} // namespace mazeworks
