#include "cli.h"
#include "lessonrender.h"

#include "lesson/lessonreader.h"

#include <filesystem>
#include <iostream>

namespace mazeworks::cli {

namespace {

constexpr std::size_t kShown = 100;

// A level or replay a lesson names, as the user can open it: beside the lesson.
std::string besideLesson(const std::string& lessonPath, const std::string& name)
{
    return (std::filesystem::path(lessonPath).parent_path() / name).lexically_normal().string();
}

} // namespace

void printLesson(const std::string& path, const LessonReadResult& result)
{
    const auto& diagnostics = result.diagnostics;
    for (std::size_t i = 0; i < diagnostics.size() && i < kShown; ++i)
        std::cout << format(path, diagnostics[i]) << "\n";
    if (diagnostics.size() + result.omitted > kShown) {
        const std::size_t more = diagnostics.size() + result.omitted - kShown;
        std::cout << path << ": " << more << (more == 1 ? " more problem" : " more problems") << " not shown\n";
    }
    // Then each level's and replay's own, under its own name.
    for (const LessonFileProblems& file : result.files) {
        const std::string shown = besideLesson(path, file.file);
        printDiagnostics(std::cout, shown, file.level, file.omitted);
        for (std::size_t i = 0; i < file.replay.size() && i < kShown; ++i)
            std::cout << format(shown, file.replay[i]) << "\n";
    }
}

namespace {

void lessonJson(Json& json, const std::string& path, const LessonReadResult& result)
{
    for (const LessonDiagnostic& d : result.diagnostics) {
        json.beginObject();
        json.key("file").value(path);
        json.key("line").value(d.line);
        json.key("column").value(d.column);
        json.key("severity").value(name(d.severity));
        json.key("code").value(d.code());
        json.key("message").value(d.message());
        json.key("tile").null();
        json.endObject();
    }
    for (const LessonFileProblems& file : result.files) {
        const std::string shown = besideLesson(path, file.file);
        diagnosticsJson(json, shown, file.level);
        for (const ReplayProblem& p : file.replay) {
            json.beginObject();
            json.key("file").value(shown);
            json.key("line").value(p.line);
            json.key("column").value(p.column);
            json.key("severity").value("error");
            json.key("code").value(p.code);
            json.key("message").value(p.message);
            json.key("tile").null();
            json.endObject();
        }
    }
}

int checkCommand(const std::vector<std::string>& words)
{
    const Args args(words, { "--json" }, {});
    if (args.positional().empty()) throw Failure("check needs at least one FILE.lesson");
    const bool json = args.has("--json");
    int status = Success;
    Json report;
    report.beginArray();
    for (const std::string& path : args.positional()) {
        LessonReadResult result;
        try {
            result = reading(path, [&] { return readLesson(readFile(path), filesBeside(path)); });
        } catch (const Failure& failure) {
            // One lesson that cannot be read does not stop the others.
            std::cout.flush();
            std::cerr << "mazeworks-cli lesson check: " << failure.what() << "\n";
            status = UsageOrFile;
            continue;
        }
        if (json)
            lessonJson(report, path, result);
        else
            printLesson(path, result);
        if (!result.ok() && status == Success) status = InputErrors;
    }
    report.endArray();
    if (json) std::cout << report.text() << "\n";
    return status;
}

// The subcommands of `lesson`, each with the words after its name.
int lessonCommand(const std::vector<std::string>& words)
{
    if (words.empty()) throw Failure("name what to do: check or render (see --help)");
    const std::vector<std::string> rest(words.begin() + 1, words.end());
    if (words[0] == "check") return checkCommand(rest);
    if (words[0] == "render") return renderCommand(rest);
    throw Failure("\"" + words[0] + "\" is not a subcommand of lesson (see --help)");
}

const CommandRegistration registration { {
    "lesson",
    "mazeworks-cli lesson check [--json] FILE.lesson...\n"
    "       mazeworks-cli lesson render FILE.lesson -o OUT.pdf [--steps N] [--lang de|en|es|fr]",
    "Check lessons, or print one as a PDF handout.",
    "A lesson (docs/lesson.md) names levels and replays beside it: they are read too, and their own\n"
    "problems are listed after the lesson's, under their own names. Nothing is printed for a clean\n"
    "lesson. At most 100 problems a file are listed, then how many more there were. Exit status 1\n"
    "when a lesson, or a level or replay it names, has errors (warnings alone are 0), 2 when a\n"
    "lesson cannot be read.\n\n"
    "  --json   one JSON array of {file, line, column, severity, code, message, tile}\n\n"
    "render writes a handout without a display: a page per slide with its title, its caption, the\n"
    "picture of its level at its step and, for a search, the pseudocode with the current line marked\n"
    "and the open list. A lesson with errors is checked as above and no file is written (exit 1).\n\n"
    "  -o OUT.pdf    the PDF to write (whole or not at all)\n"
    "  --steps N     a page every N steps of each slide's algorithm, from its opening step to its\n"
    "                end, at most 50 pages a slide\n"
    "  --lang L      titles and captions in this language when the lesson has them (de, en, es, fr)\n",
    lessonCommand,
} };

} // namespace

} // namespace mazeworks::cli
