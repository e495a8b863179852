// The lesson reader on arbitrary bytes: it must never crash, hang or leak; every problem it
// names is one of its catalogue, at a line of the text; and a lesson written from what was read
// reads back as the same lesson, with no problem when the first read had none.

#include "lesson/lessonreader.h"
#include "lesson/lessonwriter.h"
#include "maze/mazefile.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_lesson: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace mazeworks;
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const LessonReadResult first = readLesson(bytes);
    if (first.diagnostics.size() > kMaxKeptDiagnostics) fail("more problems kept than the limit");
    const int lines = static_cast<int>(std::count(bytes.begin(), bytes.end(), '\n')) + 1;
    for (const LessonDiagnostic& d : first.diagnostics) {
        if (d.line < 1 || d.line > lines || d.column < 1) fail("a problem at no place of the text");
        if (!findMessageText(lessonMessageCatalogue(), d.messageId)) fail("a problem with no message");
    }
    if (first.slideLines.size() != first.lesson.slides.size()) fail("a slide without its line");

    // Whatever was read, written and read again, is the same lesson; writing it once more gives
    // the same text (the writer's is the canonical form).
    const std::string written = writeLesson(first.lesson);
    const LessonReadResult second = readLesson(written);
    if (!(second.lesson == first.lesson)) fail("read -> write -> read changed the lesson");
    if (first.ok() && !second.diagnostics.empty()) fail("a clean lesson written reads back with problems");
    if (writeLesson(second.lesson) != written) fail("write -> read -> write changed the text");
    return 0;
}
