#include "game/replay.h"

#include "maze/mazefile.h"

#include <algorithm>
#include <charconv>
#include <iterator>

namespace mazeworks {

namespace {

constexpr std::size_t kMostProblems = 100;
constexpr std::string_view kResultFields[] = { "score", "level", "lives", "phase", "dots", "ghosts", "deaths" };

struct Word {
    std::string_view text;
    int column; // in code points, from 1
};

// The words of a line, each with its column: UTF-8 continuation bytes do not count.
std::vector<Word> split(std::string_view line)
{
    std::vector<Word> words;
    int column = 1;
    std::size_t i = 0;
    while (i < line.size()) {
        if (line[i] == ' ' || line[i] == '\t') {
            ++column;
            ++i;
            continue;
        }
        const std::size_t start = i;
        const int startColumn = column;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t') {
            if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++column;
            ++i;
        }
        words.push_back({ line.substr(start, i - start), startColumn });
    }
    return words;
}

template <class Int> bool parseInteger(std::string_view word, Int& out)
{
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), out);
    return ec == std::errc() && end == word.data() + word.size();
}

bool parseCell(std::string_view word, Cell& out)
{
    const auto comma = word.find(',');
    if (comma == std::string_view::npos) return false;
    return parseInteger(word.substr(0, comma), out.col) && parseInteger(word.substr(comma + 1), out.row);
}

std::string joined(const std::vector<Word>& words, std::size_t from)
{
    std::string out;
    for (std::size_t i = from; i < words.size(); ++i) {
        if (i > from) out += ' ';
        out += words[i].text;
    }
    return out;
}

} // namespace

void Replay::record(std::int64_t step, std::optional<Direction> wanted)
{
    if (!inputs.empty() && inputs.back().step == step) {
        inputs.back().wanted = wanted;
        if (inputs.size() == 1 ? !wanted : inputs[inputs.size() - 2].wanted == wanted) inputs.pop_back();
        return;
    }
    // Steps come in order, so the way asked for until now is the last one noted: looking only
    // at it keeps recording a day-long game linear, not quadratic.
    const std::optional<Direction> before
        = inputs.empty() || inputs.back().step > step ? wantedAt(step) : inputs.back().wanted;
    if (before == wanted) return;
    inputs.push_back({ step, wanted });
}

std::optional<Direction> Replay::wantedAt(std::int64_t step) const
{
    // The inputs go up strictly by step: the last one at or before `step` holds.
    const auto after = std::upper_bound(
        inputs.begin(), inputs.end(), step, [](std::int64_t s, const Input& input) { return s < input.step; });
    return after == inputs.begin() ? std::nullopt : std::prev(after)->wanted;
}

std::string resultValue(const GameSummary& summary, std::string_view field)
{
    if (field == "score") return std::to_string(summary.score);
    if (field == "level") return std::to_string(summary.level);
    if (field == "lives") return std::to_string(summary.lives);
    if (field == "phase") return std::string(name(summary.phase));
    if (field == "dots") return std::to_string(summary.dots);
    if (field == "ghosts") return std::to_string(summary.ghosts);
    if (field == "deaths") {
        if (summary.deaths.empty()) return "none";
        std::string out;
        for (const Cell& c : summary.deaths) {
            if (!out.empty()) out += ' ';
            out += std::to_string(c.col) + ',' + std::to_string(c.row);
        }
        return out;
    }
    return {};
}

void Replay::setResult(const GameSummary& summary)
{
    result.clear();
    for (std::string_view field : kResultFields)
        result.push_back({ std::string(field), resultValue(summary, field), 0 });
}

std::vector<ReplayProblem> compareResult(const Replay& replay, const GameSummary& summary)
{
    std::vector<ReplayProblem> problems;
    for (const Replay::Expected& expected : replay.result) {
        const std::string actual = resultValue(summary, expected.field);
        if (actual == expected.value) continue;
        problems.push_back({ expected.line, 1, "mismatch",
            "the game played back ends with " + expected.field + " " + actual + ", the replay says "
                + expected.value });
    }
    return problems;
}

std::string format(std::string_view path, const ReplayProblem& problem)
{
    return std::string(path) + ":" + std::to_string(problem.line) + ":" + std::to_string(problem.column)
        + ": error: " + problem.message + " [" + problem.code + "]";
}

std::string writeReplay(const Replay& replay)
{
    std::string out = "# A Mazeworks replay: mazeworks-cli replay FILE plays it back.\n";
    out += "mazeworks-replay " + std::to_string(Replay::Version) + "\n";
    out += "seed " + std::to_string(replay.seed) + "\n";
    out += "pilot " + std::string(replay.pilot ? name(*replay.pilot) : "none") + "\n";
    out += "rate " + std::to_string(Rules::StepsPerSecond) + "\n";
    out += "steps " + std::to_string(replay.steps) + "\n";
    if (replay.rules) out += "rules " + (replay.rules->empty() ? std::string("none") : replay.rules->words(',')) + "\n";
    if (replay.searches)
        out += "searches " + std::to_string(replay.searches->first) + " " + std::to_string(replay.searches->second)
            + "\n";
    std::string_view level = replay.level;
    while (!level.empty()) {
        const auto end = level.find('\n');
        std::string_view line = level.substr(0, end);
        // A CRLF line is written LF; the reader takes one CR off each line. A line that ends in
        // more CRs than its line end holds CRs of its own: it is written CRLF, so that the reader
        // takes off only the one it adds.
        const std::size_t crs = line.size() - std::min(line.size(), line.find_last_not_of('\r') + 1);
        if (crs == 1) line.remove_suffix(1);
        out += line.empty() ? std::string("|") : "| " + std::string(line);
        out += crs >= 2 ? "\r\n" : "\n";
        if (end == std::string_view::npos) break;
        level.remove_prefix(end + 1);
    }
    for (const Replay::Input& input : replay.inputs) {
        out += "input " + std::to_string(input.step) + " " + std::string(input.wanted ? name(*input.wanted) : "none")
            + "\n";
    }
    for (const Replay::Expected& expected : replay.result)
        out += "result " + expected.field + " " + expected.value + "\n";
    return out;
}

ReplayReadResult readReplay(std::string_view text)
{
    ReplayReadResult r;
    std::vector<ReplayProblem> problems;
    const auto problem = [&problems](int line, int column, std::string code, std::string message) {
        problems.push_back({ line, column, std::move(code), std::move(message) });
    };
    bool header = false;
    bool seed = false;
    bool pilot = false;
    bool rate = false;
    bool steps = false;
    bool rules = false;
    bool searches = false;
    bool stepsKnown = false; // a steps line gave a number in range: the inputs are checked against it
    std::vector<int> levelLines; // the replay line of each level line
    std::vector<int> levelColumns; // the columns before its text
    std::vector<std::pair<std::int64_t, int>> inputLines;
    int lineNumber = 0;
    int lastLine = 1;
    std::string_view rest = text;
    if (rest.size() >= 3 && rest.substr(0, 3) == "\xEF\xBB\xBF") rest.remove_prefix(3);
    while (!rest.empty() && problems.size() < kMostProblems) {
        const auto end = rest.find('\n');
        std::string_view line = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (!line.empty() && line.front() == '|') {
            // A line of the level, kept as it is.
            const bool space = line.size() > 1 && line[1] == ' ';
            r.replay.level.append(line.substr(space ? 2 : 1));
            r.replay.level += '\n';
            levelLines.push_back(lineNumber);
            levelColumns.push_back(space ? 2 : 1);
            lastLine = lineNumber;
            continue;
        }
        const std::vector<Word> words = split(line);
        if (words.empty() || words[0].text.front() == '#') continue;
        lastLine = lineNumber;
        const std::string_view keyword = words[0].text;
        const auto arguments = [&](std::size_t count, std::string_view what) {
            if (words.size() == count) return true;
            problem(lineNumber, words[0].column, "arguments",
                "a " + std::string(keyword) + " line needs " + std::string(what));
            return false;
        };
        if (!header) {
            header = true;
            if (keyword != "mazeworks-replay") {
                problem(lineNumber, words[0].column, "replay-header",
                    "a replay begins with the line \"mazeworks-replay " + std::to_string(Replay::Version) + "\"");
            } else {
                int version = 0;
                if (arguments(2, "the version of the format")
                    && (!parseInteger(words[1].text, version) || version != Replay::Version)) {
                    problem(lineNumber, words[1].column, "version",
                        "\"" + shownWord(words[1].text) + "\" is not a version this reads (it reads "
                            + std::to_string(Replay::Version) + ")");
                }
                continue;
            }
        }
        if (keyword == "mazeworks-replay") {
            problem(lineNumber, words[0].column, "duplicate", "a second mazeworks-replay line");
        } else if (keyword == "seed") {
            if (seed) problem(lineNumber, words[0].column, "duplicate", "a second seed line");
            seed = true;
            if (arguments(2, "a number") && !parseInteger(words[1].text, r.replay.seed)) {
                problem(lineNumber, words[1].column, "not-a-number",
                    "\"" + shownWord(words[1].text) + "\" is not a seed (0 to 18446744073709551615)");
            }
        } else if (keyword == "pilot") {
            if (pilot) problem(lineNumber, words[0].column, "duplicate", "a second pilot line");
            pilot = true;
            if (arguments(2, "a name")) {
                if (words[1].text == "none")
                    r.replay.pilot.reset();
                else if (auto kind = pilotKindFromName(words[1].text))
                    r.replay.pilot = kind;
                else
                    problem(lineNumber, words[1].column, "not-a-pilot",
                        "\"" + shownWord(words[1].text) + "\" is not a pilot (casual, expert, none)");
            }
        } else if (keyword == "rate") {
            if (rate) problem(lineNumber, words[0].column, "duplicate", "a second rate line");
            rate = true;
            int value = 0;
            if (arguments(2, "the steps a second")) {
                if (!parseInteger(words[1].text, value)) {
                    problem(lineNumber, words[1].column, "not-a-number",
                        "\"" + shownWord(words[1].text) + "\" is not a number");
                } else if (value != Rules::StepsPerSecond) {
                    problem(lineNumber, words[1].column, "range",
                        "the game plays " + std::to_string(Rules::StepsPerSecond) + " steps a second, not "
                            + std::to_string(value));
                }
            }
        } else if (keyword == "steps") {
            if (steps) problem(lineNumber, words[0].column, "duplicate", "a second steps line");
            steps = true;
            if (arguments(2, "a number")) {
                std::int64_t value = 0;
                if (!parseInteger(words[1].text, value)) {
                    problem(lineNumber, words[1].column, "not-a-number",
                        "\"" + shownWord(words[1].text) + "\" is not a number");
                } else if (value < 0 || value > Replay::MaxSteps) {
                    problem(
                        lineNumber, words[1].column, "range", "steps go from 0 to " + std::to_string(Replay::MaxSteps));
                } else {
                    r.replay.steps = value;
                    stepsKnown = true;
                }
            }
        } else if (keyword == "rules") {
            if (rules) problem(lineNumber, words[0].column, "duplicate", "a second rules line");
            rules = true;
            if (arguments(2, "a list of rules (pink-slip,red-astar,dot-counters) or none")) {
                if (auto set = ruleSetFromList(words[1].text))
                    r.replay.rules = set;
                else
                    problem(lineNumber, words[1].column, "unknown-rule",
                        "\"" + shownWord(words[1].text)
                            + "\" is not a list of rules (pink-slip, red-astar, dot-counters, or none)");
            }
        } else if (keyword == "searches") {
            if (searches) problem(lineNumber, words[0].column, "duplicate", "a second searches line");
            searches = true;
            std::pair<int, std::int64_t> work;
            if (arguments(3, "the searches and the tiles they visited")) {
                if (!parseInteger(words[1].text, work.first) || work.first < 0)
                    problem(lineNumber, words[1].column, "not-a-number",
                        "\"" + shownWord(words[1].text) + "\" is not a number from 0 up");
                else if (!parseInteger(words[2].text, work.second) || work.second < 0)
                    problem(lineNumber, words[2].column, "not-a-number",
                        "\"" + shownWord(words[2].text) + "\" is not a number from 0 up");
                else
                    r.replay.searches = work;
            }
        } else if (keyword == "input") {
            if (!arguments(3, "a step and a way (up, left, down, right or none)")) continue;
            Replay::Input input;
            if (!parseInteger(words[1].text, input.step)) {
                problem(lineNumber, words[1].column, "not-a-number",
                    "\"" + shownWord(words[1].text) + "\" is not a number");
                continue;
            }
            if (input.step < 0 || input.step > Replay::MaxSteps) {
                problem(lineNumber, words[1].column, "range", "steps go from 0 to " + std::to_string(Replay::MaxSteps));
                continue;
            }
            if (words[2].text != "none") {
                input.wanted = directionFromName(words[2].text);
                if (!input.wanted) {
                    problem(lineNumber, words[2].column, "not-a-direction",
                        "\"" + shownWord(words[2].text) + "\" is not a way (up, left, down, right, none)");
                    continue;
                }
            }
            if (!r.replay.inputs.empty() && input.step <= r.replay.inputs.back().step) {
                problem(lineNumber, words[1].column, "order",
                    "step " + std::to_string(input.step) + " comes after step "
                        + std::to_string(r.replay.inputs.back().step));
                continue;
            }
            r.replay.inputs.push_back(input);
            inputLines.push_back({ input.step, lineNumber });
        } else if (keyword == "result") {
            if (words.size() < 3) {
                problem(lineNumber, words[0].column, "arguments", "a result line needs a field and its value");
                continue;
            }
            const std::string_view field = words[1].text;
            if (std::find(std::begin(kResultFields), std::end(kResultFields), field) == std::end(kResultFields)) {
                problem(lineNumber, words[1].column, "unknown-result",
                    "\"" + shownWord(field) + "\" is not a result (score, level, lives, phase, dots, ghosts, deaths)");
                continue;
            }
            bool fine = true;
            if (field == "deaths") {
                if (!(words.size() == 3 && words[2].text == "none")) {
                    for (std::size_t i = 2; i < words.size() && fine; ++i) {
                        Cell c;
                        if (!parseCell(words[i].text, c)) {
                            problem(lineNumber, words[i].column, "not-a-cell",
                                "\"" + shownWord(words[i].text) + "\" is not a tile (COL,ROW)");
                            fine = false;
                        }
                    }
                }
            } else if (words.size() != 3) {
                problem(lineNumber, words[0].column, "arguments",
                    "a result line for " + std::string(field) + " needs one value");
                fine = false;
            } else if (field == "phase") {
                constexpr Game::Phase phases[] = { Game::Phase::Ready, Game::Phase::Playing, Game::Phase::Dying,
                    Game::Phase::Cleared, Game::Phase::Over };
                if (std::none_of(std::begin(phases), std::end(phases),
                        [&](Game::Phase p) { return name(p) == words[2].text; })) {
                    problem(lineNumber, words[2].column, "not-a-phase",
                        "\"" + shownWord(words[2].text) + "\" is not a phase (ready, playing, dying, cleared, over)");
                    fine = false;
                }
            } else {
                int value = 0;
                if (!parseInteger(words[2].text, value) || value < 0) {
                    problem(lineNumber, words[2].column, "not-a-number",
                        "\"" + shownWord(words[2].text) + "\" is not a number from 0 up");
                    fine = false;
                }
            }
            const bool again = std::any_of(r.replay.result.begin(), r.replay.result.end(),
                [&](const Replay::Expected& e) { return e.field == field; });
            if (again)
                problem(lineNumber, words[0].column, "duplicate", "a second result line for " + std::string(field));
            if (fine && !again) r.replay.result.push_back({ std::string(field), joined(words, 2), lineNumber });
        } else {
            problem(lineNumber, words[0].column, "unknown-keyword",
                "\"" + shownWord(keyword) + "\" is not a line of a replay");
        }
    }
    if (!header) {
        problem(1, 1, "replay-header",
            "a replay begins with the line \"mazeworks-replay " + std::to_string(Replay::Version) + "\"");
    }
    if (!seed) problem(lastLine, 1, "missing", "the replay has no seed line");
    if (!steps) problem(lastLine, 1, "missing", "the replay has no steps line");
    for (const auto& [step, line] : inputLines) {
        // Without a steps number there is nothing to check against: the bad steps line is the
        // one error, not every input after it.
        if (stepsKnown && step > r.replay.steps) {
            problem(line, 7, "range",
                "input at step " + std::to_string(step) + " after the last step, " + std::to_string(r.replay.steps));
        }
    }
    if (levelLines.empty()) {
        problem(lastLine, 1, "missing", "the replay has no level (its lines start with \"| \")");
    } else {
        // The level's own problems, where its lines stand in the replay.
        const ReadResult level = readMaze(r.replay.level);
        for (const Diagnostic& d : level.diagnostics) {
            if (d.severity != Severity::Error) continue;
            const auto index = static_cast<std::size_t>(std::clamp(d.line, 1, static_cast<int>(levelLines.size())) - 1);
            problem(levelLines[index], d.column + levelColumns[index], std::string(d.code()), d.message());
        }
        if (level.ok()) {
            if (const std::string why = Game::unplayable(level.maze); !why.empty()) {
                problem(levelLines.front(), levelColumns.front() + 1, "unplayable", why);
            } else {
                r.maze = level.maze;
                if (r.replay.rules) r.maze.rules = *r.replay.rules;
            }
        }
    }
    std::stable_sort(problems.begin(), problems.end(), [](const ReplayProblem& a, const ReplayProblem& b) {
        return a.line != b.line ? a.line < b.line : a.column < b.column;
    });
    if (problems.size() > kMostProblems) problems.resize(kMostProblems);
    r.problems = std::move(problems);
    return r;
}

} // namespace mazeworks
