#include "game/replay.h"

#include "maze/mazefile.h"
#include "maze/textlines.h"

#include <algorithm>
#include <charconv>
#include <iterator>

namespace mazeworks {

namespace {

constexpr std::size_t kMostProblems = 100;
constexpr std::string_view kResultFields[] = { "score", "level", "lives", "phase", "dots", "ghosts", "deaths" };

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

// Reads a replay line by line, one function per kind of line, as the format's comment in
// replay.h lists them; every problem is noted with its line and column, and reading goes on.
class ReplayReader {
public:
    explicit ReplayReader(std::string_view text)
        : m_lines(text)
    {
    }

    ReplayReadResult run()
    {
        while (!m_lines.atEnd() && m_problems.size() < kMostProblems) readLine(m_lines.next());
        finish();
        std::stable_sort(m_problems.begin(), m_problems.end(), [](const ReplayProblem& a, const ReplayProblem& b) {
            return a.line != b.line ? a.line < b.line : a.column < b.column;
        });
        if (m_problems.size() > kMostProblems) m_problems.resize(kMostProblems);
        m_result.problems = std::move(m_problems);
        return std::move(m_result);
    }

private:
    using Words = std::vector<Word>;
    using Element = void (ReplayReader::*)(const Words&);

    void problem(int line, int column, std::string code, std::string message)
    {
        m_problems.push_back({ line, column, std::move(code), std::move(message) });
    }
    void problem(const Word& word, std::string code, std::string message)
    {
        problem(m_line, word.column, std::move(code), std::move(message));
    }

    void readLine(TextLine line)
    {
        m_line = line.number;
        // A replay's lines each lose one carriage return, the last one too, line end or not.
        if (line.end.empty() && !line.text.empty() && line.text.back() == '\r') line.text.remove_suffix(1);
        if (!line.text.empty() && line.text.front() == '|') {
            readLevelLine(line.text);
            return;
        }
        const Words words = splitWords(line.text);
        if (words.empty() || words[0].text.front() == '#') return;
        m_lastLine = m_line;
        if (!m_header && readHeader(words)) return;
        for (const auto& [keyword, element] : kElements) {
            if (words[0].text == keyword) {
                (this->*element)(words);
                return;
            }
        }
        problem(words[0], "unknown-keyword", "\"" + shownWord(words[0].text) + "\" is not a line of a replay");
    }

    // `| TEXT`: a line of the level, kept as it is; `|` alone is an empty one.
    void readLevelLine(std::string_view line)
    {
        const bool space = line.size() > 1 && line[1] == ' ';
        m_result.replay.level.append(line.substr(space ? 2 : 1));
        m_result.replay.level += '\n';
        m_levelLines.push_back(m_line);
        m_levelColumns.push_back(space ? 2 : 1);
        m_lastLine = m_line;
    }

    // The first line that says something must be `mazeworks-replay VERSION`; whether it is or
    // not, the lines after it are read. True when this line was the header.
    bool readHeader(const Words& words)
    {
        m_header = true;
        if (words[0].text != "mazeworks-replay") {
            problem(words[0], "replay-header", headerMessage());
            return false;
        }
        int version = 0;
        if (arguments(words, 2, "the version of the format")
            && (!parseInteger(words[1].text, version) || version != Replay::Version)) {
            problem(words[1], "version",
                "\"" + shownWord(words[1].text) + "\" is not a version this reads (it reads "
                    + std::to_string(Replay::Version) + ")");
        }
        return true;
    }

    static std::string headerMessage()
    {
        return "a replay begins with the line \"mazeworks-replay " + std::to_string(Replay::Version) + "\"";
    }

    bool arguments(const Words& words, std::size_t count, std::string_view what)
    {
        if (words.size() == count) return true;
        problem(words[0], "arguments", "a " + std::string(words[0].text) + " line needs " + std::string(what));
        return false;
    }

    // A line that may be given once: a second one is a problem, and is read all the same.
    void once(bool& seen, const Words& words)
    {
        if (seen) problem(words[0], "duplicate", "a second " + std::string(words[0].text) + " line");
        seen = true;
    }

    void readSecondHeader(const Words& words) { problem(words[0], "duplicate", "a second mazeworks-replay line"); }

    void readSeed(const Words& words)
    {
        once(m_seen.seed, words);
        if (arguments(words, 2, "a number") && !parseInteger(words[1].text, m_result.replay.seed)) {
            problem(words[1], "not-a-number",
                "\"" + shownWord(words[1].text) + "\" is not a seed (0 to 18446744073709551615)");
        }
    }

    void readPilot(const Words& words)
    {
        once(m_seen.pilot, words);
        if (!arguments(words, 2, "a name")) return;
        if (words[1].text == "none")
            m_result.replay.pilot.reset();
        else if (auto kind = pilotKindFromName(words[1].text))
            m_result.replay.pilot = kind;
        else
            problem(
                words[1], "not-a-pilot", "\"" + shownWord(words[1].text) + "\" is not a pilot (casual, expert, none)");
    }

    void readRate(const Words& words)
    {
        once(m_seen.rate, words);
        int value = 0;
        if (!arguments(words, 2, "the steps a second")) return;
        if (!parseInteger(words[1].text, value)) {
            problem(words[1], "not-a-number", "\"" + shownWord(words[1].text) + "\" is not a number");
        } else if (value != Rules::StepsPerSecond) {
            problem(words[1], "range",
                "the game plays " + std::to_string(Rules::StepsPerSecond) + " steps a second, not "
                    + std::to_string(value));
        }
    }

    void readSteps(const Words& words)
    {
        once(m_seen.steps, words);
        if (!arguments(words, 2, "a number")) return;
        std::int64_t value = 0;
        if (!parseInteger(words[1].text, value)) {
            problem(words[1], "not-a-number", "\"" + shownWord(words[1].text) + "\" is not a number");
        } else if (value < 0 || value > Replay::MaxSteps) {
            problem(words[1], "range", "steps go from 0 to " + std::to_string(Replay::MaxSteps));
        } else {
            m_result.replay.steps = value;
            m_stepsKnown = true;
        }
    }

    void readRules(const Words& words)
    {
        once(m_seen.rules, words);
        if (!arguments(words, 2, "a list of rules (pink-slip,red-astar,dot-counters) or none")) return;
        if (auto set = ruleSetFromList(words[1].text))
            m_result.replay.rules = set;
        else
            problem(words[1], "unknown-rule",
                "\"" + shownWord(words[1].text)
                    + "\" is not a list of rules (pink-slip, red-astar, dot-counters, or none)");
    }

    void readSearches(const Words& words)
    {
        once(m_seen.searches, words);
        std::pair<int, std::int64_t> work;
        if (!arguments(words, 3, "the searches and the tiles they visited")) return;
        if (!parseInteger(words[1].text, work.first) || work.first < 0)
            problem(words[1], "not-a-number", "\"" + shownWord(words[1].text) + "\" is not a number from 0 up");
        else if (!parseInteger(words[2].text, work.second) || work.second < 0)
            problem(words[2], "not-a-number", "\"" + shownWord(words[2].text) + "\" is not a number from 0 up");
        else
            m_result.replay.searches = work;
    }

    // `input STEP WAY`: steps go up strictly; whether they lie within the game is known at the end.
    void readInput(const Words& words)
    {
        if (!arguments(words, 3, "a step and a way (up, left, down, right or none)")) return;
        Replay::Input input;
        if (!parseInteger(words[1].text, input.step)) {
            problem(words[1], "not-a-number", "\"" + shownWord(words[1].text) + "\" is not a number");
            return;
        }
        if (input.step < 0 || input.step > Replay::MaxSteps) {
            problem(words[1], "range", "steps go from 0 to " + std::to_string(Replay::MaxSteps));
            return;
        }
        if (words[2].text != "none") {
            input.wanted = directionFromName(words[2].text);
            if (!input.wanted) {
                problem(words[2], "not-a-direction",
                    "\"" + shownWord(words[2].text) + "\" is not a way (up, left, down, right, none)");
                return;
            }
        }
        std::vector<Replay::Input>& inputs = m_result.replay.inputs;
        if (!inputs.empty() && input.step <= inputs.back().step) {
            problem(words[1], "order",
                "step " + std::to_string(input.step) + " comes after step " + std::to_string(inputs.back().step));
            return;
        }
        inputs.push_back(input);
        m_inputLines.push_back({ input.step, m_line });
    }

    // `result FIELD VALUE...`: what the game came to, one known field a line.
    void readResult(const Words& words)
    {
        if (words.size() < 3) {
            problem(words[0], "arguments", "a result line needs a field and its value");
            return;
        }
        const std::string_view field = words[1].text;
        if (std::find(std::begin(kResultFields), std::end(kResultFields), field) == std::end(kResultFields)) {
            problem(words[1], "unknown-result",
                "\"" + shownWord(field) + "\" is not a result (score, level, lives, phase, dots, ghosts, deaths)");
            return;
        }
        const bool fine = field == "deaths" ? readDeaths(words) : readResultValue(words);
        std::vector<Replay::Expected>& result = m_result.replay.result;
        const bool again
            = std::any_of(result.begin(), result.end(), [&](const Replay::Expected& e) { return e.field == field; });
        if (again) problem(words[0], "duplicate", "a second result line for " + std::string(field));
        if (fine && !again) result.push_back({ std::string(field), joined(words, 2), m_line });
    }

    // `result deaths COL,ROW...` or `result deaths none`.
    bool readDeaths(const Words& words)
    {
        if (words.size() == 3 && words[2].text == "none") return true;
        for (std::size_t i = 2; i < words.size(); ++i) {
            Cell c;
            if (!parseCell(words[i].text, c)) {
                problem(words[i], "not-a-cell", "\"" + shownWord(words[i].text) + "\" is not a tile (COL,ROW)");
                return false;
            }
        }
        return true;
    }

    // The one value of every other field: a phase, or a number from 0 up.
    bool readResultValue(const Words& words)
    {
        const std::string_view field = words[1].text;
        if (words.size() != 3) {
            problem(words[0], "arguments", "a result line for " + std::string(field) + " needs one value");
            return false;
        }
        if (field == "phase") {
            constexpr Game::Phase phases[] = { Game::Phase::Ready, Game::Phase::Playing, Game::Phase::Dying,
                Game::Phase::Cleared, Game::Phase::Over };
            if (std::none_of(
                    std::begin(phases), std::end(phases), [&](Game::Phase p) { return name(p) == words[2].text; })) {
                problem(words[2], "not-a-phase",
                    "\"" + shownWord(words[2].text) + "\" is not a phase (ready, playing, dying, cleared, over)");
                return false;
            }
            return true;
        }
        int value = 0;
        if (!parseInteger(words[2].text, value) || value < 0) {
            problem(words[2], "not-a-number", "\"" + shownWord(words[2].text) + "\" is not a number from 0 up");
            return false;
        }
        return true;
    }

    // What can only be told at the end: the lines missing, inputs past the last step, the level.
    void finish()
    {
        if (!m_header) problem(1, 1, "replay-header", headerMessage());
        if (!m_seen.seed) problem(m_lastLine, 1, "missing", "the replay has no seed line");
        if (!m_seen.steps) problem(m_lastLine, 1, "missing", "the replay has no steps line");
        checkInputsWithinSteps();
        readLevel();
    }

    void checkInputsWithinSteps()
    {
        // Without a steps number there is nothing to check against: the bad steps line is the
        // one error, not every input after it.
        if (!m_stepsKnown) return;
        const std::int64_t steps = m_result.replay.steps;
        for (const auto& [step, line] : m_inputLines) {
            if (step > steps) {
                problem(line, 7, "range",
                    "input at step " + std::to_string(step) + " after the last step, " + std::to_string(steps));
            }
        }
    }

    // The level's own problems, where its lines stand in the replay; a clean, playable level is
    // the maze to play, with the replay's rules.
    void readLevel()
    {
        if (m_levelLines.empty()) {
            problem(m_lastLine, 1, "missing", "the replay has no level (its lines start with \"| \")");
            return;
        }
        const ReadResult level = readMaze(m_result.replay.level);
        for (const Diagnostic& d : level.diagnostics) {
            if (d.severity != Severity::Error) continue;
            const auto index
                = static_cast<std::size_t>(std::clamp(d.line, 1, static_cast<int>(m_levelLines.size())) - 1);
            problem(m_levelLines[index], d.column + m_levelColumns[index], std::string(d.code()), d.message());
        }
        if (!level.ok()) return;
        if (const std::string why = Game::unplayable(level.maze); !why.empty()) {
            problem(m_levelLines.front(), m_levelColumns.front() + 1, "unplayable", why);
            return;
        }
        m_result.maze = level.maze;
        if (m_result.replay.rules) m_result.maze.rules = *m_result.replay.rules;
    }

    static constexpr std::pair<std::string_view, Element> kElements[] = {
        { "mazeworks-replay", &ReplayReader::readSecondHeader },
        { "seed", &ReplayReader::readSeed },
        { "pilot", &ReplayReader::readPilot },
        { "rate", &ReplayReader::readRate },
        { "steps", &ReplayReader::readSteps },
        { "rules", &ReplayReader::readRules },
        { "searches", &ReplayReader::readSearches },
        { "input", &ReplayReader::readInput },
        { "result", &ReplayReader::readResult },
    };

    TextLines m_lines;
    ReplayReadResult m_result;
    std::vector<ReplayProblem> m_problems;
    int m_line = 0; // the line being read
    int m_lastLine = 1; // the last line that is not blank or a comment
    bool m_header = false;
    struct {
        bool seed = false;
        bool pilot = false;
        bool rate = false;
        bool steps = false;
        bool rules = false;
        bool searches = false;
    } m_seen; // the lines given once
    bool m_stepsKnown = false; // a steps line gave a number in range: the inputs are checked against it
    std::vector<int> m_levelLines; // the replay line of each level line
    std::vector<int> m_levelColumns; // the columns before its text
    std::vector<std::pair<std::int64_t, int>> m_inputLines; // each input's step and line
};

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

ReplayReadResult readReplay(std::string_view text) { return ReplayReader(text).run(); }

} // namespace mazeworks
