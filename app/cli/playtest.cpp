// mazeworks-cli playtest: the pilot's games on a level, on every core, and what they say about
// it, as the editor's Playtest report shows it (docs/cli.md).

#include "gameoptions.h"
#include "heatmap.h"
#include "playtestreport.h"

#include "game/playtest.h"
#include "picture/mappicture.h"
#include "picture/png.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <unistd.h>

namespace mazeworks::cli {

namespace {

// "N of M games, R a second, about S s left" on standard error. On a terminal the line is
// rewritten in place as the games are played; in a log or a pipe, a line every few seconds would be noise between other
// lines, so there it is written only for a run long enough to need it, and once at the end.
class ProgressLine {
public:
    ProgressLine()
        : m_terminal(isatty(STDERR_FILENO) != 0)
        , m_start(std::chrono::steady_clock::now())
        , m_last(m_start)
    {
    }

    void tell(int played, int total)
    {
        const auto now = std::chrono::steady_clock::now();
        const bool over = played == total;
        std::string line = "playtest: " + std::to_string(played) + " of " + std::to_string(total) + " games";
        const double seconds = std::chrono::duration<double>(now - m_start).count();
        if (played > 0 && seconds > 0.5) {
            const double rate = played / seconds;
            line += ", " + oneDecimal(rate) + " a second";
            if (!over)
                line += ", about " + std::to_string(static_cast<long long>(std::ceil((total - played) / rate)))
                    + " s left";
        }
        if (m_terminal) {
            // Padded over the longer line it replaces.
            std::cerr << "\r" << line << std::string(line.size() < m_width ? m_width - line.size() : 0, ' ')
                      << (over ? "\n" : "") << std::flush;
            m_width = line.size();
        } else if (over || now - m_last >= std::chrono::seconds(10)) {
            std::cerr << line << "\n" << std::flush;
            m_last = now;
        }
    }

    // A cancelled or failed run leaves no half line behind.
    void end()
    {
        if (m_terminal) std::cerr << "\n" << std::flush;
    }

private:
    bool m_terminal;
    std::chrono::steady_clock::time_point m_start;
    std::chrono::steady_clock::time_point m_last;
    std::size_t m_width = 0;
};

// The levels the words name: files as they are, a folder's .maze files in name order.
std::vector<std::string> levelFiles(const std::vector<std::string>& words, bool& folder)
{
    std::vector<std::string> files;
    folder = false;
    for (const std::string& word : words) {
        std::error_code error;
        if (!std::filesystem::is_directory(word, error)) {
            files.push_back(word);
            continue;
        }
        folder = true;
        std::vector<std::string> names;
        for (const auto& entry : std::filesystem::directory_iterator(word, error)) {
            if (entry.path().extension() == ".maze" && !entry.is_directory())
                names.push_back(entry.path().filename().string());
        }
        if (error) throw Failure(word + ": " + error.message());
        std::sort(names.begin(), names.end());
        if (names.empty()) throw Failure(word + ": a folder with no .maze levels in it");
        for (const std::string& n : names) files.push_back((std::filesystem::path(word) / n).string());
    }
    return files;
}

void writePicture(const std::string& path, const QImage& image)
{
    if (image.isNull()) throw Failure(path + ": the picture cannot be made (the level is too large)");
    QString why;
    const QByteArray bytes = pngBytes(image, &why);
    if (bytes.isEmpty()) throw Failure(path + ": " + why.toStdString());
    writeFileAtomically(path, std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

int playtestCommand(const std::vector<std::string>& given)
{
    std::vector<std::string> words = given;
    const std::vector<std::string> require = takeRepeated(words, "--require");
    const Args args(words, { "--json", "--confidence" },
        { "--games", "--seed", "--seconds", "--pilot", "--rules", "--threads", "--against", "--heatmap",
            "--heatmap-diff", "--junit", "--shard" });
    if (args.positional().empty()) throw Failure("name a FILE (or several, or a folder) to playtest");
    PlaytestSetup setup;
    bool folder = false;
    setup.files = levelFiles(args.positional(), folder);
    setup.pack = folder || setup.files.size() > 1;
    setup.against = args.value("--against");
    setup.games = static_cast<int>(args.integer("--games", 100, 1, 1000000));
    setup.firstSeed = args.seed("--seed", 1);
    setup.seconds = secondsOption(args);
    setup.pilot = pilotOption(args);
    setup.rules = args.value("--rules");
    setup.require = require;
    setup.confidence = args.has("--confidence");
    const int threads = static_cast<int>(args.integer("--threads", Playtest::allCores(), 1, 1024));
    rulesOption(args, {}); // a bad list is a usage error before any file is read
    for (const std::string& gate : require) parseGate(gate);
    int shard = 1;
    int shards = 1;
    if (const auto word = args.value("--shard")) {
        const auto slash = word->find('/');
        const auto number = [&](std::string_view s, int& out) {
            const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
            return !s.empty() && ec == std::errc() && end == s.data() + s.size();
        };
        if (slash == std::string::npos || !number(std::string_view(*word).substr(0, slash), shard)
            || !number(std::string_view(*word).substr(slash + 1), shards) || shards < 1 || shard < 1 || shard > shards
            || shards > 1000000)
            throw Failure("--shard takes K/N, 1 <= K <= N, not \"" + *word + "\"");
    }
    if (setup.against && setup.pack) throw Failure("--against compares one FILE with OTHER, not a pack");
    if (args.has("--heatmap") && setup.pack) throw Failure("--heatmap draws one level, not a pack");
    if (args.has("--heatmap-diff") && !setup.against) throw Failure("--heatmap-diff needs --against OTHER");

    std::vector<Maze> levels;
    std::vector<std::string> paths = setup.files;
    if (setup.against) paths.push_back(*setup.against);
    bool unplayable = false;
    for (const std::string& path : paths) {
        std::optional<Maze> level = playableLevel(path, readFile(path));
        if (!level) {
            unplayable = true;
            continue;
        }
        level->rules = rulesOption(args, level->rules);
        levels.push_back(std::move(*level));
    }
    if (unplayable) return InputErrors;

    PlaytestOptions options;
    options.games = setup.games;
    options.firstSeed = setup.firstSeed;
    options.seconds = setup.seconds;
    options.pilot = setup.pilot;
    options.shard = shard - 1;
    options.shards = shards;
    Playtest playtest(levels, options);
    ProgressLine progress;
    try {
        playtest.run(threads, [&](int played, int total) { progress.tell(played, total); });
    } catch (...) {
        progress.end();
        throw;
    }

    PlaytestOutcome outcome;
    outcome.setup = setup;
    outcome.shard = shard;
    outcome.shards = shards;
    outcome.isShard = args.has("--shard");
    for (std::size_t i = 0; i < setup.files.size(); ++i)
        outcome.levels.push_back({ setup.files[i], levels[i].rules, playtest.tally(i) });
    if (setup.against)
        outcome.against = LevelOutcome { *setup.against, levels.back().rules, playtest.tally(levels.size() - 1) };
    const PlaytestReport report(std::move(outcome));

    const auto tileFor = [](const Maze& maze) { return std::clamp(mappicture::maxScale(maze), 1, 16); };
    if (const auto png = args.value("--heatmap"))
        writePicture(
            *png, deathHeatPicture(levels.front(), report.outcome().levels.front().tally, tileFor(levels.front())));
    if (const auto png = args.value("--heatmap-diff")) {
        writePicture(*png,
            deathDifferencePicture(levels.front(), report.outcome().levels.front().tally,
                report.outcome().against->tally, tileFor(levels.front())));
    }
    if (const auto xml = args.value("--junit")) writeFileAtomically(*xml, report.junit());
    std::cout << (args.has("--json") ? report.json() : report.text()) << std::flush;
    const std::vector<std::string> failures = report.failures();
    for (const std::string& line : failures) std::cerr << "mazeworks-cli playtest: " << line << "\n";
    return failures.empty() ? Success : InputErrors;
}

const CommandRegistration registration { {
    "playtest",
    "mazeworks-cli playtest FILE... [--games N] [--seed N] [--seconds S] [--pilot casual|expert]\n"
    "                       [--rules LIST] [--threads N] [--json] [--require EXPR]... [--confidence]\n"
    "                       [--against OTHER] [--heatmap PNG] [--heatmap-diff PNG] [--junit XML]\n"
    "                       [--shard K/N]",
    "Play a level many times with the computer pilot; report how it plays (the editor's Playtest).",
    "Plays N games headless, seeds N, N+1, ..., each as mazeworks-cli play --seed would, on every\n"
    "core, with a progress line on standard error. The report is the same, byte for byte, whatever\n"
    "the number of threads. Every rate and mean comes with its 95 % confidence interval: Wilson's\n"
    "score interval for the clear rate, Student's t for the means.\n\n"
    "  --games N        how many games, 1 to 1000000 (default 100)\n"
    "  --seed N         the first game's seed (default 1)\n"
    "  --seconds S      game time at most for each game, 0 to 86400 (default 600)\n"
        + std::string(kPilotAndRulesHelp)
        + "  --threads N      play on N threads (default: one a core)\n"
          "  --require EXPR   a gate, NAME>=VALUE or NAME<=VALUE: cleared (a rate, 70% or 0.7),\n"
          "                   mean_score, first_death (seconds, 30s), mean_seconds, level (the mean\n"
          "                   level reached); repeatable. A gate that fails is exit 1 and named\n"
          "  --confidence     a gate holds only if the whole 95 % interval is on its side\n"
          "  --against OTHER  play the same seeds on OTHER too: each figure side by side, FILE minus\n"
          "                   OTHER with its 95 % interval (Newcombe's for the clear rate, Welch's for\n"
          "                   the means), and a verdict on the clear rate: harder, easier or no\n"
          "                   detectable difference\n"
          "  --heatmap PNG    a picture of the level with where the muncher was caught\n"
          "  --heatmap-diff PNG  with --against: where the catches moved (warm: more on FILE)\n"
          "  --junit XML      a JUnit report: a test suite per level, a test case per gate\n"
          "  --shard K/N      play only the games i with i mod N = K-1 (i from 0); merge the --json\n"
          "                   reports of the N shards with mazeworks-cli playtest-merge\n"
          "  --json           {games, cleared, cleared_rate, cleared_interval, mean_score,\n"
          "                   mean_score_interval, best_score, best_seed, levels: {\"1\": n, ...},\n"
          "                   mean_level, mean_level_interval, mean_first_death,\n"
          "                   mean_first_death_interval, mean_seconds, mean_seconds_interval, deaths:\n"
          "                   [[col,row,count], ...], gates, against, difference, verdict}\n\n"
          "Several FILEs, or a folder (its .maze files in name order), are a pack: a report per level\n"
          "under \"levels\", the pack's totals, and the levels whose clear rate lies outside the pack's\n"
          "interval under \"outliers\".\n\n"
          "Exit status 1 when a level has errors or cannot be played or a gate fails, 2 when a file\n"
          "cannot be read or written.\n",
    playtestCommand,
} };

} // namespace

} // namespace mazeworks::cli
