#pragma once

// The frame of mazeworks-cli: commands register themselves, arguments are parsed against what
// each command accepts, files are read with one clear line when they cannot be, and reports
// are printed as text or as one JSON document. The contract is docs/cli.md.

#include "file/filelimit.h"

#include <cstdint>
#include <functional>
#include <map>
#include <new>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace mazeworks::cli {

enum ExitStatus { Success = 0, InputErrors = 1, UsageOrFile = 2 };

// A usage error or a file that cannot be read or written: exit 2, the message on stderr.
struct Failure : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The words of one command line, parsed against the options the command accepts.
class Args {
public:
    // `flags` take no value (--json); `valued` take one (--seed N or --seed=N).
    Args(
        const std::vector<std::string>& words, const std::set<std::string>& flags, const std::set<std::string>& valued);

    bool has(const std::string& option) const { return m_values.count(option) != 0; }
    std::optional<std::string> value(const std::string& option) const;
    std::string value(const std::string& option, const std::string& fallback) const;
    const std::vector<std::string>& positional() const { return m_positional; }

    // Typed values, with a usage error that names the option when the word does not fit.
    std::int64_t integer(const std::string& option, std::int64_t fallback, std::int64_t low, std::int64_t high) const;
    std::uint64_t seed(const std::string& option, std::uint64_t fallback) const;
    double real(const std::string& option, double fallback, double low, double high) const;
    std::string choice(
        const std::string& option, const std::string& fallback, const std::vector<std::string>& choices) const;

private:
    std::map<std::string, std::string> m_values;
    std::vector<std::string> m_positional;
};

struct Command {
    std::string name;
    std::string synopsis; // the usage lines
    std::string summary; // one line for the list of commands
    std::string help; // the rest of --help
    std::function<int(const std::vector<std::string>&)> run;
};

// Commands register themselves from their own files: static CommandRegistration r {{...}};
std::vector<Command>& commands();
struct CommandRegistration {
    explicit CommandRegistration(Command command) { commands().push_back(std::move(command)); }
};

// Whether the words ask for help; then prints the command's help and the caller returns 0.
bool printedHelp(const Command& command, const std::vector<std::string>& words);

// The bytes of a file, or a Failure that names it and the reason (missing, a folder, a device,
// no permission, larger than `limit`): formats' readFile, with its limit.
std::string readFile(const std::string& path, std::uint64_t limit = kFileLimit);
// Runs `read`, the reading of the file at `path` and what is made of its bytes: memory running
// out there is a Failure that names the file ("FILE: out of memory", exit 2), not a bare "out of
// memory" that leaves the user to guess which of the files was too much.
template <class Read> auto reading(const std::string& path, Read&& read)
{
    try {
        return read();
    } catch (const std::bad_alloc&) {
        throw Failure(path + ": out of memory");
    }
}
// Writes a file whole or not at all, or a Failure that says why: formats' writeFileAtomically.
void writeFileAtomically(const std::string& path, std::string_view bytes);

// "COL,ROW".
struct CellArg {
    int col;
    int row;
};
CellArg parseCell(const std::string& option, const std::string& word);

// A small JSON writer: values are appended in order; commas come by themselves.
class Json {
public:
    Json& beginObject();
    Json& endObject();
    Json& beginArray();
    Json& endArray();
    Json& key(std::string_view name);
    Json& value(std::string_view s);
    Json& value(const char* s) { return value(std::string_view(s)); }
    Json& value(const std::string& s) { return value(std::string_view(s)); }
    Json& value(double d);
    Json& value(std::int64_t i);
    Json& value(int i) { return value(static_cast<std::int64_t>(i)); }
    Json& value(std::uint64_t i);
    Json& value(bool b);
    Json& null();
    const std::string& text() const { return m_text; }

private:
    void separate();
    std::string m_text;
    std::vector<bool> m_first; // per open container: nothing written in it yet
    bool m_afterKey = false;
};

std::string jsonEscape(std::string_view s);
// A number as JSON writes it: shortest form that reads back the same; whole numbers without a point.
std::string formatNumber(double d);

} // namespace mazeworks::cli

#include "maze/mazefile.h"

namespace mazeworks::cli {

// A level read from a file. A file that cannot be read is a Failure (exit 2); one that is not
// UTF-8 is read as a level with the `encoding` error (exit 1), as maze-format.md says.
ReadResult readLevel(const std::string& path);

// Prints diagnostics as compiler errors, at most 100, then how many more there were (`omitted`
// more than those given: what the read counted without keeping).
void printDiagnostics(
    std::ostream& out, const std::string& path, const std::vector<Diagnostic>& diagnostics, std::size_t omitted = 0);

// Writes the diagnostics of a file into a JSON array that is open.
void diagnosticsJson(Json& json, const std::string& path, const std::vector<Diagnostic>& diagnostics);

// A level that must be playable: one with errors prints them on stderr and is exit 1.
struct LevelErrors : std::runtime_error {
    using std::runtime_error::runtime_error;
};

} // namespace mazeworks::cli
