#include "cli.h"

#include "file/filebytes.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <system_error>

namespace mazeworks::cli {

Args::Args(
    const std::vector<std::string>& words, const std::set<std::string>& flags, const std::set<std::string>& valued)
{
    bool onlyPositional = false;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& word = words[i];
        if (onlyPositional || word.size() < 2 || word[0] != '-' || (word[1] >= '0' && word[1] <= '9')) {
            m_positional.push_back(word);
            continue;
        }
        if (word == "--") {
            onlyPositional = true;
            continue;
        }
        std::string name = word;
        std::optional<std::string> inlineValue;
        if (const auto eq = word.find('='); eq != std::string::npos && word.rfind("--", 0) == 0) {
            name = word.substr(0, eq);
            inlineValue = word.substr(eq + 1);
        }
        if (flags.count(name)) {
            if (inlineValue) throw Failure(name + " takes no value");
            m_values[name] = "";
        } else if (valued.count(name)) {
            if (inlineValue) {
                m_values[name] = *inlineValue;
            } else {
                if (i + 1 >= words.size()) throw Failure(name + " needs a value");
                m_values[name] = words[++i];
            }
        } else {
            throw Failure("unknown option " + name + " (see --help)");
        }
    }
}

std::optional<std::string> Args::value(const std::string& option) const
{
    auto it = m_values.find(option);
    if (it == m_values.end()) return std::nullopt;
    return it->second;
}

std::string Args::value(const std::string& option, const std::string& fallback) const
{
    return value(option).value_or(fallback);
}

std::int64_t Args::integer(const std::string& option, std::int64_t fallback, std::int64_t low, std::int64_t high) const
{
    auto word = value(option);
    if (!word) return fallback;
    std::int64_t v = 0;
    auto [end, ec] = std::from_chars(word->data(), word->data() + word->size(), v);
    if (ec != std::errc() || end != word->data() + word->size()) {
        throw Failure(option + " takes a whole number, not \"" + *word + "\"");
    }
    if (v < low || v > high) {
        throw Failure(option + " takes a number from " + std::to_string(low) + " to " + std::to_string(high));
    }
    return v;
}

std::uint64_t Args::seed(const std::string& option, std::uint64_t fallback) const
{
    auto word = value(option);
    if (!word) return fallback;
    std::uint64_t v = 0;
    auto [end, ec] = std::from_chars(word->data(), word->data() + word->size(), v);
    if (ec != std::errc() || end != word->data() + word->size()) {
        throw Failure(option + " takes a whole number from 0 to 18446744073709551615, not \"" + *word + "\"");
    }
    return v;
}

double Args::real(const std::string& option, double fallback, double low, double high) const
{
    auto word = value(option);
    if (!word) return fallback;
    double v = 0;
    auto [end, ec] = std::from_chars(word->data(), word->data() + word->size(), v);
    if (ec != std::errc() || end != word->data() + word->size() || !std::isfinite(v)) {
        throw Failure(option + " takes a number, not \"" + *word + "\"");
    }
    if (v < low || v > high) {
        throw Failure(option + " takes a number from " + formatNumber(low) + " to " + formatNumber(high));
    }
    return v;
}

std::string Args::choice(
    const std::string& option, const std::string& fallback, const std::vector<std::string>& choices) const
{
    auto word = value(option);
    if (!word) return fallback;
    for (const auto& c : choices) {
        if (c == *word) return c;
    }
    std::string list;
    for (const auto& c : choices) list += (list.empty() ? "" : ", ") + c;
    throw Failure(option + " takes one of " + list + ", not \"" + *word + "\"");
}

std::vector<Command>& commands()
{
    static std::vector<Command> all;
    return all;
}

bool printedHelp(const Command& command, const std::vector<std::string>& words)
{
    for (const auto& w : words) {
        if (w == "--") break;
        if (w == "--help" || w == "-h") {
            std::cout << "usage: " << command.synopsis << "\n\n" << command.summary << "\n";
            if (!command.help.empty()) std::cout << "\n" << command.help;
            if (command.help.empty() || command.help.back() != '\n') std::cout << "\n";
            return true;
        }
    }
    return false;
}

std::string readFile(const std::string& path, std::uint64_t limit)
{
    FileContents<std::string> read = reading(path, [&] { return mazeworks::readFile(path, limit); });
    if (read.error) throw Failure(describe(path, *read.error));
    return std::move(read.bytes);
}

void writeFileAtomically(const std::string& path, std::string_view bytes)
{
    if (const std::optional<FileError> error = mazeworks::writeFileAtomically(path, bytes))
        throw Failure(describe(path, *error));
}

CellArg parseCell(const std::string& option, const std::string& word)
{
    const auto comma = word.find(',');
    auto number = [&](std::string_view s, int& out) {
        auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
        return ec == std::errc() && end == s.data() + s.size() && !s.empty();
    };
    CellArg cell { 0, 0 };
    if (comma == std::string::npos || !number(std::string_view(word).substr(0, comma), cell.col)
        || !number(std::string_view(word).substr(comma + 1), cell.row)) {
        throw Failure(option + " takes a cell as COL,ROW, not \"" + word + "\"");
    }
    return cell;
}

// --- JSON ---

std::string jsonEscape(std::string_view s)
{
    std::string out;
    out.reserve(s.size() + 2);
    out += '"';
    for (unsigned char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20) {
                char buffer[8];
                std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
                out += buffer;
            } else {
                out += static_cast<char>(c);
            }
        }
    }
    out += '"';
    return out;
}

std::string formatNumber(double d)
{
    if (!std::isfinite(d)) return "null";
    char buffer[64];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, d);
    return ec == std::errc() ? std::string(buffer, end) : "null";
}

void Json::separate()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_first.empty()) {
        if (!m_first.back()) m_text += ',';
        m_first.back() = false;
    }
}

Json& Json::beginObject()
{
    separate();
    m_text += '{';
    m_first.push_back(true);
    return *this;
}

Json& Json::endObject()
{
    m_text += '}';
    m_first.pop_back();
    return *this;
}

Json& Json::beginArray()
{
    separate();
    m_text += '[';
    m_first.push_back(true);
    return *this;
}

Json& Json::endArray()
{
    m_text += ']';
    m_first.pop_back();
    return *this;
}

Json& Json::key(std::string_view name)
{
    separate();
    m_text += jsonEscape(name);
    m_text += ':';
    m_afterKey = true;
    return *this;
}

Json& Json::value(std::string_view s)
{
    separate();
    m_text += jsonEscape(s);
    return *this;
}

Json& Json::value(double d)
{
    separate();
    m_text += formatNumber(d);
    return *this;
}

Json& Json::value(std::int64_t i)
{
    separate();
    m_text += std::to_string(i);
    return *this;
}

Json& Json::value(std::uint64_t i)
{
    separate();
    m_text += std::to_string(i);
    return *this;
}

Json& Json::value(bool b)
{
    separate();
    m_text += b ? "true" : "false";
    return *this;
}

Json& Json::null()
{
    separate();
    m_text += "null";
    return *this;
}

} // namespace mazeworks::cli
