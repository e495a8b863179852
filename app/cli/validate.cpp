#include "cli.h"

#include <iostream>

namespace mazeworks::cli {

ReadResult readLevel(const std::string& path)
{
    return reading(path, [&] { return readMaze(readFile(path)); });
}

void printDiagnostics(
    std::ostream& out, const std::string& path, const std::vector<Diagnostic>& diagnostics, std::size_t omitted)
{
    constexpr std::size_t kShown = 100;
    for (std::size_t i = 0; i < diagnostics.size() && i < kShown; ++i) out << format(path, diagnostics[i]) << "\n";
    if (diagnostics.size() + omitted > kShown) {
        const std::size_t more = diagnostics.size() + omitted - kShown;
        out << path << ": " << more << (more == 1 ? " more problem" : " more problems") << " not shown\n";
    }
}

void diagnosticsJson(Json& json, const std::string& path, const std::vector<Diagnostic>& diagnostics)
{
    for (const Diagnostic& d : diagnostics) {
        json.beginObject();
        json.key("file").value(path);
        json.key("line").value(d.line);
        json.key("column").value(d.column);
        json.key("severity").value(name(d.severity));
        json.key("code").value(d.code());
        json.key("message").value(d.message());
        json.key("tile");
        if (d.tile)
            json.beginArray().value(d.tile->col).value(d.tile->row).endArray();
        else
            json.null();
        json.endObject();
    }
}

namespace {

int validateCommand(const std::vector<std::string>& words)
{
    const Args args(words, { "--json" }, {});
    if (args.positional().empty()) throw Failure("name at least one FILE");
    const bool json = args.has("--json");
    int status = Success;
    Json report;
    report.beginArray();
    for (const std::string& path : args.positional()) {
        ReadResult result;
        try {
            result = readLevel(path);
        } catch (const Failure& failure) {
            // One file that cannot be read does not stop the others.
            std::cout.flush();
            std::cerr << "mazeworks-cli validate: " << failure.what() << "\n";
            status = UsageOrFile;
            continue;
        }
        if (json) {
            diagnosticsJson(report, path, result.diagnostics);
            // The array holds the problems the read kept; what it only counted is said beside it.
            if (result.omitted > 0) {
                std::cerr << path << ": " << result.omitted << " more problems not listed (the first "
                          << result.diagnostics.size() << " are)\n";
            }
        } else {
            printDiagnostics(std::cout, path, result.diagnostics, result.omitted);
        }
        if (!result.ok() && status == Success) status = InputErrors;
    }
    report.endArray();
    if (json) std::cout << report.text() << "\n";
    return status;
}

const CommandRegistration registration { {
    "validate",
    "mazeworks-cli validate [--json] FILE...",
    "Check levels and print every problem as FILE:LINE:COLUMN: SEVERITY: MESSAGE [CODE].",
    "Nothing is printed for a clean file. At most 100 problems a file are listed, then how many\n"
    "more there were. Exit status 1 when a level has errors (warnings alone are 0), 2 when a file\n"
    "cannot be read.\n\n"
    "  --json   one JSON array of {file, line, column, severity, code, message, tile}\n",
    validateCommand,
} };

} // namespace

} // namespace mazeworks::cli
