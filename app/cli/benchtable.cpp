#include "benchtable.h"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <sstream>
#include <thread>

namespace mazeworks::cli {

namespace {

// The value of the first line of `path` that starts with `key`, after its separator, trimmed.
std::string fieldOf(const char* path, const std::string& key, char separator)
{
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind(key, 0) != 0) continue;
        const std::size_t at = line.find(separator, key.size());
        if (at == std::string::npos) continue;
        std::string value = line.substr(at + 1);
        const std::size_t first = value.find_first_not_of(" \t\"");
        const std::size_t last = value.find_last_not_of(" \t\"");
        return first == std::string::npos ? std::string() : value.substr(first, last - first + 1);
    }
    return {};
}

// A table cell: a pipe would end it early.
std::string cell(std::string text)
{
    for (std::size_t at = text.find('|'); at != std::string::npos; at = text.find('|', at + 2))
        text.replace(at, 1, "\\|");
    return text;
}

} // namespace

std::string machineDescription()
{
    std::string system = fieldOf("/etc/os-release", "PRETTY_NAME", '=');
    if (system.empty()) system = "an unknown system";
    const unsigned cores = std::thread::hardware_concurrency();
    std::string cpu = fieldOf("/proc/cpuinfo", "model name", ':');
    std::string text = system + ", " + std::to_string(cores) + (cores == 1 ? " core" : " cores");
    if (!cpu.empty()) text += " of an " + cpu;
    const std::string memory = fieldOf("/proc/meminfo", "MemTotal", ':'); // "24570412 kB"
    if (!memory.empty()) {
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, "%.1f GiB", std::strtod(memory.c_str(), nullptr) / (1024.0 * 1024.0));
        text += std::string(", ") + buffer;
    }
#if defined(__clang__)
    text += "; Clang " + std::string(__clang_version__);
#elif defined(__GNUC__)
    text += "; GCC " + std::to_string(__GNUC__) + "." + std::to_string(__GNUC_MINOR__) + "."
        + std::to_string(__GNUC_PATCHLEVEL__);
#endif
#if defined(NDEBUG)
    text += ", optimised";
#else
    text += ", with assertions";
#endif
    return text;
}

std::string todayUtc()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc {};
    gmtime_r(&now, &utc);
    char buffer[16];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%d", &utc);
    return buffer;
}

std::string speedTable(const std::vector<BenchFigure>& figures, const std::string& command, const std::string& date,
    const std::string& machine)
{
    std::ostringstream out;
    out << speedTableBegin << "\n";
    out << "Measured on " << date << " by `" << command << "` on " << machine
        << ". Each figure is the median of several runs after a warm-up; memory is the most one run allocated.\n\n";
    out << "| section | work | median | memory | more |\n";
    out << "|---|---|---|---|---|\n";
    for (const BenchFigure& f : figures) {
        out << "| " << cell(f.section) << " | " << cell(f.name) << " | " << formatFigure(f.value) << " " << cell(f.unit)
            << " | " << (f.memory ? formatBytes(f.memory) : std::string("-")) << " | " << cell(f.note) << " |\n";
    }
    out << speedTableEnd << "\n";
    return out.str();
}

} // namespace mazeworks::cli
