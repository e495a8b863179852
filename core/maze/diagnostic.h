#pragma once

#include "grid/cell.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mazeworks {

enum class Severity { Error, Warning };

constexpr std::string_view name(Severity s) { return s == Severity::Error ? "error" : "warning"; }

// One message of the catalogue: a stable id (the code, or code.variant), its code, and the
// English text with %1, %2 for the values. The editor translates by id, never by the text.
struct MessageTemplate {
    std::string_view id;
    std::string_view code;
    std::string_view english;
};

// Every message core can give, in the order of the table in docs/maze-format.md.
std::span<const MessageTemplate> messageCatalogue();
const MessageTemplate* findMessage(std::string_view id);

// A problem in a level, like a compiler error: line and column count from 1, the column in
// code points (a tab is one).
struct Diagnostic {
    int line = 1;
    int column = 1;
    Severity severity = Severity::Error;
    std::string messageId; // an id of messageCatalogue()
    std::vector<std::string> values; // what %1, %2 ... stand for
    std::optional<Cell> tile; // the tile it is about, when it is about one

    std::string_view code() const;
    std::string message() const;
    friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

// Puts the values into a template: %1 is values[0], and so on.
std::string substitute(std::string_view text, const std::vector<std::string>& values);

// `PATH:LINE:COLUMN: SEVERITY: MESSAGE [CODE]`, as GCC, Clang and Qt Creator print them.
std::string format(std::string_view path, const Diagnostic& d);

bool hasErrors(const std::vector<Diagnostic>& diagnostics);

// A word of the input as a message shows it: control bytes written \0, \t, \r, \n or \xNN, and
// a long word cut after its first 40 characters with its length: `abc... (52428800 bytes)`.
std::string shownWord(std::string_view word);

} // namespace mazeworks
