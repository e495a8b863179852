#include "lesson/lessonreader.h"

#include "maze/mazefile.h"
#include "maze/textlines.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>
#include <system_error>

namespace mazeworks {

namespace {

// The English of every message; the translations follow it by these words.
constexpr std::array kCatalogue = {
    MessageText { "encoding", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "the line is not UTF-8 text") },
    MessageText { "header",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a lesson starts with the line mazeworks-lesson 1") },
    //: %1: the version the file says it is; %2: the version this program reads.
    MessageText { "version",
        MAZEWORKS_MESSAGE(
            "mazeworks::LessonDiagnostics", "this is a lesson of version %1; this program reads version %2") },
    //: %1 is the first word of the line, as the user wrote it.
    MessageText {
        "unknown-key", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "\"%1\" is not a line of a lesson") },
    //: %1 is a keyword of the file format: keep it in English.
    MessageText { "before-slide",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "\"%1\" belongs to a slide: put a slide line before it") },
    MessageText { "arguments.header",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "the mazeworks-lesson line needs the version, 1") },
    MessageText { "arguments.title", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a title line needs words") },
    MessageText { "arguments.slide",
        MAZEWORKS_MESSAGE(
            "mazeworks::LessonDiagnostics", "a slide line stands alone: put the slide's title on a title line") },
    MessageText { "arguments.level",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a level line needs the name of a .maze file") },
    MessageText { "arguments.replay",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a replay line needs the name of a replay file") },
    MessageText { "arguments.view", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a view line needs one view") },
    MessageText { "arguments.algorithm",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "an algorithm line needs at least one search") },
    MessageText {
        "arguments.from", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a from line needs one tile, COL,ROW") },
    MessageText { "arguments.to",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a to line needs at least one tile, COL,ROW") },
    MessageText {
        "arguments.directions", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a directions line needs 4 or 8") },
    MessageText { "arguments.heuristic",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a heuristic line needs one heuristic") },
    MessageText {
        "arguments.corners", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a corners line needs one rule") },
    MessageText {
        "arguments.weight", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a weight line needs one number") },
    MessageText {
        "arguments.phase", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a phase line needs one phase") },
    MessageText {
        "arguments.pilot", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a pilot line needs casual or expert") },
    MessageText { "arguments.step", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a step line needs one number") },
    MessageText { "arguments.question",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a question line needs a step and what is asked") },
    //: %1 is an option of the generator, as --seed.
    MessageText { "arguments.option", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "%1 needs a value") },
    MessageText { "not-a-number", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "\"%1\" is not a number") },
    MessageText {
        "not-a-tile", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "\"%1\" is not a tile: write COL,ROW") },
    //: %1: the largest step.
    MessageText { "range.step", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "steps are counted from 0 to %1") },
    //: %1: the number written; %2: the largest column or row of any map.
    MessageText { "range.tile",
        MAZEWORKS_MESSAGE(
            "mazeworks::LessonDiagnostics", "%1 is not a tile of any map: columns and rows count from 0 to %2") },
    MessageText {
        "range.weight", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a weight is a number from 1 to 1000000") },
    //: %1: an option of the generator, as --rooms; %2, %3: its smallest and largest value.
    MessageText {
        "range.option", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "%1 takes a number from %2 to %3") },
    //: The words in brackets are keywords of the file format: keep them in English.
    MessageText { "unknown-view",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "\"%1\" is not a view (search, distance, flow, race, generator, play, replay)") },
    //: The words in brackets are keywords of the file format: keep them in English.
    MessageText { "unknown-algorithm",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "\"%1\" is not a search (bfs, dijkstra, astar, bestfirst, bidirectional, jps, jps+, jps2, jps2+, "
            "subgoal)") },
    MessageText { "unknown-algorithm.auto",
        MAZEWORKS_MESSAGE(
            "mazeworks::LessonDiagnostics", "auto chooses a search by the clock: a lesson names the search to watch") },
    //: The words in brackets are keywords of the file format: keep them in English.
    MessageText { "unknown-heuristic",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "\"%1\" is not a heuristic (manhattan, euclidean, octile, chebyshev, none)") },
    //: The words in brackets are keywords of the file format: keep them in English.
    MessageText { "unknown-phase",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "\"%1\" is not a phase of the generator (placing, separating, snapping, linking, digging, "
            "rasterising, finished)") },
    //: The words in brackets are keywords of the file format: keep them in English.
    MessageText { "unknown-question",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "\"%1\" is not a question (next-settled, next-pair, next-merge, next-room)") },
    //: %1: the word written; %2: the words the line takes, keywords of the file format.
    MessageText { "unknown-choice", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "\"%1\" is not one of %2") },
    //: The words in brackets are options of the generator: keep them in English.
    MessageText { "unknown-option",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "\"%1\" is not an option of a dungeon (--seed, --rooms, --width, --height, --placement, --connect, "
            "--tree, --corridors, --neighbours, --loops)") },
    MessageText { "language",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "\"%1\" is not a language code (two or three small letters, as de, fr, es)") },
    //: %1: the character, written as \t, \r or \xNN.
    MessageText { "control-character",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a control character (%1) in the text") },
    //: %1: the name of a file.
    MessageText { "absolute-path",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "%1 is not named from the lesson's folder: name it relative to the lesson") },
    MessageText {
        "duplicate.header", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a second mazeworks-lesson line") },
    //: %1: the keyword, as title or caption[de]: keep it in English.
    MessageText { "duplicate.key", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a second %1 line") },
    MessageText { "duplicate.level",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a slide has one level: a second level or dungeon line") },
    //: %1: the step.
    MessageText {
        "duplicate.question", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a second question at step %1") },
    //: %1: an option of the generator, as --seed.
    MessageText { "duplicate.option", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a second %1") },
    MessageText { "missing.title", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "the lesson has no title line") },
    MessageText {
        "missing.slides", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a lesson needs at least one slide") },
    MessageText { "missing.view", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "the slide has no view line") },
    MessageText { "missing.level",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "the slide has no level: a level or a dungeon line") },
    //: %1: the view, a keyword of the file format.
    MessageText {
        "missing.from", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a %1 slide needs a from line, its start") },
    //: %1: the view, a keyword of the file format.
    MessageText {
        "missing.to", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a %1 slide needs a to line, its goal") },
    MessageText { "missing.replay",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a replay slide needs a replay line naming its file") },
    MessageText { "missing.algorithm",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a race needs an algorithm line naming its searches") },
    MessageText { "count.search",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a search slide watches one search: put several in a race") },
    MessageText {
        "count.race", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a race needs two searches or more") },
    //: %1: the view, a keyword of the file format.
    MessageText { "count.to", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a %1 slide has one goal") },
    //: %1: the keyword; %2: the view; both keywords of the file format.
    MessageText {
        "not-for-view", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "%1 is not a setting of a %2 slide") },
    MessageText { "not-for-view.level",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "a replay brings its own level: a replay slide has no level or dungeon line") },
    MessageText { "not-for-view.level-file",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "the generator makes its own level: a generator slide takes a dungeon line, not a level file") },
    //: %1: a search, a keyword of the file format.
    MessageText { "not-for-view.flow",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a flow field is made by bfs or dijkstra, not %1") },
    //: %1: the question; %2: the view; both keywords of the file format.
    MessageText { "not-for-view.question",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "%1 is not a question of a %2 slide") },
    MessageText { "not-for-algorithm.weight",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "a weight goes with astar alone (weighted A*)") },
    //: %1: a search, a keyword of the file format.
    MessageText { "not-for-algorithm.heuristic",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "%1 makes no guess: a heuristic goes with astar, bestfirst, bidirectional and the jump point searches") },
    MessageText { "not-for-connection",
        MAZEWORKS_MESSAGE(
            "mazeworks::LessonDiagnostics", "next-pair asks about Prim's tree: the dungeon needs --connect tree") },
    //: %1: the question's step; %2: the step the slide opens at.
    MessageText { "step-range.question",
        MAZEWORKS_MESSAGE(
            "mazeworks::LessonDiagnostics", "the question at step %1 comes before the slide opens, at step %2") },
    //: %1: the phase the slide opens at, a keyword of the file format.
    MessageText { "step-range.phase",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "Prim's tree grows in the linking phase, before the slide opens in the %1 phase") },
    //: %1: the steps of the replay; %2: the step asked for.
    MessageText { "step-range.replay",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "the replay has %1 steps: step %2 is after its end") },
    //: %1: the step; %2: the level's file; %3: its open tiles.
    MessageText { "step-range.tiles",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "step %1 is never reached: %2 has %3 open tiles, and a search settles one a step") },
    //: %1: the step; %2: the level's file; %3: its open tiles.
    MessageText { "step-range.tiles-question",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "after step %1 no tile is left to settle: %2 has %3 open tiles, and a search settles one a step") },
    //: %1: why, in English as the generator says it.
    MessageText { "dungeon", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "this dungeon cannot be made: %1") },
    //: %1: the file's name; %2: why it cannot be read.
    MessageText { "level-file", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "the level %1 cannot be read: %2") },
    //: %1: the file's name.
    MessageText { "level-errors",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "the level %1 has errors (listed under its own name)") },
    //: %1: the file's name; %2: why it cannot be read.
    MessageText {
        "replay-file", MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "the replay %1 cannot be read: %2") },
    //: %1: the file's name.
    MessageText { "replay-errors",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "the replay %1 has errors (listed under its own name)") },
    //: %1: a jump point search, a keyword of the file format; %2: the level's file.
    MessageText { "falls-back.weights",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "%1 runs as A* on %2: jump point search needs every tile to cost the same, and this level has weights") },
    //: %1: a jump point search, a keyword of the file format; %2: the level's file.
    MessageText { "falls-back.rim",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "%1 runs as A* on %2: its rim is open, so steps wrap over the edges, which jump point search cannot "
            "follow") },
    //: %1: the file format's keyword for the search over a subgoal graph; %2: the level's file.
    MessageText { "falls-back.subgoal-weights",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "%1 runs as A* on %2: the subgoal graph needs every tile to cost the same, and this level has weights") },
    //: %1: a search's keyword in the file format; %2: the corner rule's keyword (one-obstacle or always).
    MessageText { "falls-back.corners",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics",
            "%1 runs as A* on this slide: with 8 directions it needs diagonal steps that never pass a wall, and "
            "the slide's corners are %2") },
    //: %1, %2: the column and the row; %3: the level's file.
    MessageText { "outside.wall",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "(%1, %2) is a wall of %3, not an open tile") },
    //: %1, %2: the column and the row; %3: the level's file; %4 x %5: its width and height in tiles.
    MessageText { "outside.map",
        MAZEWORKS_MESSAGE("mazeworks::LessonDiagnostics", "(%1, %2) lies outside %3, a map of %4 x %5 tiles") },
};

// The largest step a slide may open at or ask a question before: far more than any view takes
// by hand, small enough that counting to it never overflows.
constexpr int kMaxStep = 1000000000;
constexpr double kMaxWeight = 1e6;

const std::array<std::pair<std::string_view, Algorithm>, 10> kAlgorithms = { {
    { "bfs", Algorithm::BreadthFirst },
    { "dijkstra", Algorithm::Dijkstra },
    { "astar", Algorithm::AStar },
    { "bestfirst", Algorithm::BestFirst },
    { "bidirectional", Algorithm::Bidirectional },
    { "jps", Algorithm::JumpPoint },
    { "jps+", Algorithm::JumpPointPlus },
    { "jps2", Algorithm::JumpPointPruned },
    { "jps2+", Algorithm::JumpPointPrunedPlus },
    { "subgoal", Algorithm::Subgoal },
} };

const std::array<std::pair<std::string_view, Heuristic>, 5> kHeuristics = { {
    { "manhattan", Heuristic::Manhattan },
    { "euclidean", Heuristic::Euclidean },
    { "octile", Heuristic::Octile },
    { "chebyshev", Heuristic::Chebyshev },
    { "none", Heuristic::None },
} };

const std::array<std::pair<std::string_view, Corners>, 4> kCorners = { {
    { "never", Corners::Never },
    { "no-obstacle", Corners::Never },
    { "one-obstacle", Corners::OneObstacle },
    { "always", Corners::Always },
} };

const std::array<std::pair<std::string_view, Phase>, 7> kPhases = { {
    { "placing", Phase::Placing },
    { "separating", Phase::Separating },
    { "snapping", Phase::Snapping },
    { "linking", Phase::Linking },
    { "digging", Phase::Digging },
    { "rasterising", Phase::Rasterising },
    { "finished", Phase::Finished },
} };

template <class Table> auto lookUp(const Table& table, std::string_view word)
{
    using Value = typename Table::value_type::second_type;
    for (const auto& [w, v] : table) {
        if (w == word) return std::optional<Value>(v);
    }
    return std::optional<Value>();
}

// Which keys each view takes, besides those every slide takes (title, caption, level, dungeon).
bool takes(LessonView view, std::string_view key)
{
    constexpr std::string_view kSearch[]
        = { "algorithm", "from", "to", "directions", "heuristic", "corners", "weight", "step", "question" };
    constexpr std::string_view kDistance[] = { "from", "directions", "step", "question" };
    constexpr std::string_view kFlow[] = { "algorithm", "to", "directions", "corners", "step", "question" };
    constexpr std::string_view kRace[] = { "algorithm", "from", "to", "directions", "heuristic", "corners", "step" };
    constexpr std::string_view kGenerator[] = { "phase", "step", "question" };
    constexpr std::string_view kPlay[] = { "pilot" };
    constexpr std::string_view kReplay[] = { "replay", "step" };
    auto in = [&](std::span<const std::string_view> keys) {
        return std::find(keys.begin(), keys.end(), key) != keys.end();
    };
    switch (view) {
    case LessonView::Search:
        return in(kSearch);
    case LessonView::DistanceMap:
        return in(kDistance);
    case LessonView::FlowField:
        return in(kFlow);
    case LessonView::Race:
        return in(kRace);
    case LessonView::Generator:
        return in(kGenerator);
    case LessonView::Play:
        return in(kPlay);
    case LessonView::Replay:
        return in(kReplay);
    }
    return false;
}

bool isLanguageCode(std::string_view code)
{
    // Two or three small letters, and a region or script after _ or -: de, pt_BR, sr-Latn.
    std::size_t i = 0;
    while (i < code.size() && code[i] >= 'a' && code[i] <= 'z') ++i;
    if (i < 2 || i > 3) return false;
    if (i == code.size()) return true;
    if (code[i] != '_' && code[i] != '-') return false;
    const std::string_view rest = code.substr(i + 1);
    if (rest.size() < 2 || rest.size() > 8) return false;
    return std::all_of(rest.begin(), rest.end(),
        [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); });
}

bool isAbsolute(std::string_view path)
{
    // A POSIX root, a Windows drive or a share: a lesson handed on would lose them.
    if (!path.empty() && (path[0] == '/' || path[0] == '\\')) return true;
    return path.size() >= 2 && path[1] == ':'
        && ((path[0] >= 'a' && path[0] <= 'z') || (path[0] >= 'A' && path[0] <= 'Z'));
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
    return s;
}

template <class Number> std::optional<Number> parseNumber(std::string_view word)
{
    Number value {};
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (ec != std::errc() || end != word.data() + word.size() || word.empty()) return std::nullopt;
    return value;
}

// A place in the text.
struct Place {
    int line = 1;
    int column = 1;
};

// A slide as it is read: the slide and where its lines stood, for what is checked at its end.
struct Draft {
    LessonSlide slide;
    Place at; // the slide keyword
    bool hasView = false;
    std::vector<std::pair<std::string, Place>> keys; // each key given (the first of its lines)
    Place levelAt; // the file's name or the dungeon keyword
    bool levelIsFile = false;
    bool hasLevel = false;
    Place replayAt;
    Place stepAt;
    Place fromAt;
    std::vector<Place> toAt;
    Place algorithmAt; // the keyword
    std::vector<Place> algorithmWords;
    bool hasAlgorithm = false;
    bool hasHeuristic = false;
    Place heuristicAt;
    bool hasWeight = false;
    Place weightAt;
    std::vector<Place> questionAt; // the kind's word, by question
    std::set<int> questionSteps;
    // Caption and title lines by language ("" the lesson's own).
    std::map<std::string, std::vector<std::string>> caption;
    std::map<std::string, std::string> title;

    const Place* keyAt(std::string_view key) const
    {
        for (const auto& [k, place] : keys) {
            if (k == key) return &place;
        }
        return nullptr;
    }
};

LessonText joined(const std::map<std::string, std::vector<std::string>>& lines)
{
    LessonText text;
    for (const auto& [language, list] : lines) {
        std::string all;
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (i > 0) all += '\n';
            all += list[i];
        }
        if (language.empty())
            text.text = std::move(all);
        else
            text.translations.emplace(language, std::move(all));
    }
    return text;
}

LessonText titled(const std::map<std::string, std::string>& lines)
{
    LessonText text;
    for (const auto& [language, words] : lines) {
        if (language.empty())
            text.text = words;
        else
            text.translations.emplace(language, words);
    }
    return text;
}

class Reader {
public:
    Reader(std::string_view bytes, const LessonFileReader& files)
        : m_lines(bytes)
        , m_files(files)
    {
    }

    LessonReadResult run()
    {
        while (!m_lines.atEnd()) readLine(m_lines.next());
        endSlide();
        if (!m_sawHeader) report({ 1, 1 }, "header");
        if (m_lessonTitle.empty()) report({ 1, 1 }, "missing.title");
        if (m_drafts.empty()) report({ std::max(m_lastLine, 1), 1 }, "missing.slides");
        if (m_files) checkFiles();
        m_result.lesson.title = titled(m_lessonTitle);
        for (Draft& draft : m_drafts) {
            m_result.slideLines.push_back(draft.at.line);
            m_result.lesson.slides.push_back(std::move(draft.slide));
        }
        keepFirst(0);
        return std::move(m_result);
    }

private:
    void report(Place place, std::string id, std::vector<std::string> values = {}, Severity severity = Severity::Error)
    {
        LessonDiagnostic d;
        d.line = place.line;
        d.column = place.column;
        d.severity = severity;
        d.messageId = std::move(id);
        d.values = std::move(values);
        m_result.diagnostics.push_back(std::move(d));
        // A file of millions of bad lines costs no more than a few times the diagnostics kept.
        if (m_result.diagnostics.size() >= 2 * kMaxKeptDiagnostics) keepFirst(kMaxKeptDiagnostics);
    }

    // Sorts by position and keeps the first `keep` (all: kMaxKeptDiagnostics), counting the rest.
    void keepFirst(std::size_t keep)
    {
        auto& list = m_result.diagnostics;
        std::stable_sort(list.begin(), list.end(), [](const LessonDiagnostic& a, const LessonDiagnostic& b) {
            return a.line != b.line ? a.line < b.line : a.column < b.column;
        });
        if (keep == 0) keep = kMaxKeptDiagnostics;
        if (list.size() <= keep) return;
        for (std::size_t i = keep; i < list.size(); ++i) {
            if (list[i].severity == Severity::Error) m_result.omittedErrors = true;
        }
        m_result.omitted += list.size() - keep;
        list.erase(list.begin() + static_cast<std::ptrdiff_t>(keep), list.end());
    }

    void readLine(const TextLine& line)
    {
        const int number = line.number;
        if (const std::size_t bad = firstInvalidUtf8(line.text); bad != std::string_view::npos) {
            m_lastLine = number;
            report({ number, codePoints(line.text.substr(0, bad)) + 1 }, "encoding");
            if (!m_sawHeader) m_sawHeader = true; // said once: the encoding is the problem
            return;
        }
        const std::string_view text = trimmed(line.text);
        if (text.empty()) return;
        m_lastLine = number;
        if (text.front() == '#') return;
        const std::vector<Word> words = splitWords(line.text);
        const Word& key = words.front();
        const Place keyAt { number, key.column };
        if (!m_sawHeader) {
            m_sawHeader = true;
            if (key.text != "mazeworks-lesson") report(keyAt, "header");
        }
        std::string_view keyword = key.text;
        std::string language;
        if (const std::size_t open = keyword.find('['); open != std::string_view::npos) {
            const std::string_view base = keyword.substr(0, open);
            if (keyword.back() != ']' || (base != "title" && base != "caption")) {
                report(keyAt, "unknown-key", { shownWord(keyword) });
                return;
            }
            const std::string_view code = keyword.substr(open + 1, keyword.size() - open - 2);
            if (!isLanguageCode(code)) {
                report({ number, key.column + codePoints(base) + 1 }, "language", { shownWord(code) });
                return;
            }
            language = std::string(code);
            keyword = base;
        }
        // The text after the keyword, for the lines whose value is words or a file's name.
        const std::size_t afterKey = static_cast<std::size_t>(key.text.data() + key.text.size() - line.text.data());
        const std::string_view rest = trimmed(line.text.substr(afterKey));
        const int restColumn = rest.empty()
            ? keyAt.column
            : codePoints(line.text.substr(0, static_cast<std::size_t>(rest.data() - line.text.data()))) + 1;
        const Place restAt { number, restColumn };
        const std::span<const Word> values(words.begin() + 1, words.end());

        if (keyword == "mazeworks-lesson") {
            header(keyAt, values);
        } else if (keyword == "title") {
            title(keyAt, restAt, rest, language);
        } else if (keyword == "slide") {
            endSlide();
            Draft draft;
            draft.at = keyAt;
            m_current = std::move(draft);
            if (!values.empty()) report({ number, values.front().column }, "arguments.slide");
        } else if (isSlideKey(keyword)) {
            if (!m_current) {
                report(keyAt, "before-slide", { std::string(keyword) });
                return;
            }
            slideLine(keyword, language, keyAt, restAt, rest, values);
        } else {
            report(keyAt, "unknown-key", { shownWord(key.text) });
        }
    }

    static bool isSlideKey(std::string_view key)
    {
        constexpr std::string_view kKeys[] = { "level", "dungeon", "view", "algorithm", "from", "to", "directions",
            "heuristic", "corners", "weight", "phase", "pilot", "replay", "step", "caption", "question" };
        return std::find(std::begin(kKeys), std::end(kKeys), key) != std::end(kKeys);
    }

    void header(Place keyAt, std::span<const Word> values)
    {
        if (m_headerLine != 0) {
            report(keyAt, "duplicate.header");
            return;
        }
        m_headerLine = keyAt.line;
        if (values.size() != 1) {
            report(values.size() > 1 ? Place { keyAt.line, values[1].column } : keyAt, "arguments.header");
            return;
        }
        const Place at { keyAt.line, values[0].column };
        const auto version = parseNumber<long long>(values[0].text);
        if (!version)
            report(at, "not-a-number", { shownWord(values[0].text) });
        else if (*version != kLessonVersion)
            report(at, "version", { std::to_string(*version), std::to_string(kLessonVersion) });
    }

    // Words of a title or a caption: any but control characters.
    bool checkText(Place restAt, std::string_view rest)
    {
        int column = restAt.column;
        for (const char c : rest) {
            const auto u = static_cast<unsigned char>(c);
            if ((u < 0x20 && c != '\t') || u == 0x7F) {
                report({ restAt.line, column }, "control-character", { shownWord(std::string_view(&c, 1)) });
                return false;
            }
            if (!isContinuation(c)) ++column;
        }
        return true;
    }

    void title(Place keyAt, Place restAt, std::string_view rest, const std::string& language)
    {
        if (rest.empty()) {
            report(keyAt, "arguments.title");
            return;
        }
        if (!checkText(restAt, rest)) return;
        auto& titles = m_current ? m_current->title : m_lessonTitle;
        if (!titles.emplace(language, std::string(rest)).second) {
            report(keyAt, "duplicate.key", { language.empty() ? "title" : "title[" + language + "]" });
        }
    }

    // Notes a key of the current slide; false (and the problem said) when it was given before.
    bool firstOf(std::string_view key, Place keyAt)
    {
        Draft& draft = *m_current;
        if (draft.keyAt(key)) {
            report(keyAt, "duplicate.key", { std::string(key) });
            return false;
        }
        draft.keys.emplace_back(std::string(key), keyAt);
        return true;
    }

    // A file's name: the rest of the line, relative to the lesson.
    bool fileName(Place keyAt, Place restAt, std::string_view rest, const char* missingId)
    {
        if (rest.empty()) {
            report(keyAt, missingId);
            return false;
        }
        if (!checkText(restAt, rest)) return false;
        if (isAbsolute(rest)) {
            report(restAt, "absolute-path", { shownWord(rest) });
            return false;
        }
        return true;
    }

    std::optional<Cell> tile(const Word& word, int line)
    {
        const Place at { line, word.column };
        const std::size_t comma = word.text.find(',');
        const auto col
            = comma == std::string_view::npos ? std::nullopt : parseNumber<long long>(word.text.substr(0, comma));
        const auto row
            = comma == std::string_view::npos ? std::nullopt : parseNumber<long long>(word.text.substr(comma + 1));
        if (!col || !row) {
            report(at, "not-a-tile", { shownWord(word.text) });
            return std::nullopt;
        }
        for (const long long v : { *col, *row }) {
            if (v < 0 || v >= kMaxMapSide) {
                report(at, "range.tile", { std::to_string(v), std::to_string(kMaxMapSide - 1) });
                return std::nullopt;
            }
        }
        return Cell { static_cast<int>(*col), static_cast<int>(*row) };
    }

    std::optional<int> step(const Word& word, int line)
    {
        const auto value = parseNumber<long long>(word.text);
        if (!value) {
            report({ line, word.column }, "not-a-number", { shownWord(word.text) });
            return std::nullopt;
        }
        if (*value < 0 || *value > kMaxStep) {
            report({ line, word.column }, "range.step", { std::to_string(kMaxStep) });
            return std::nullopt;
        }
        return static_cast<int>(*value);
    }

    // A line with exactly one word after the keyword; its problem said otherwise.
    const Word* oneWord(std::span<const Word> values, Place keyAt, const char* argumentsId)
    {
        if (values.size() != 1) {
            report(values.size() > 1 ? Place { keyAt.line, values[1].column } : keyAt, argumentsId);
            return nullptr;
        }
        return &values[0];
    }

    void slideLine(std::string_view key, const std::string& language, Place keyAt, Place restAt, std::string_view rest,
        std::span<const Word> values)
    {
        Draft& draft = *m_current;
        LessonSlide& slide = draft.slide;
        const int line = keyAt.line;
        if (key == "caption") {
            // A caption line may be empty: a blank line between paragraphs.
            if (!checkText(restAt, rest)) return;
            draft.caption[language].emplace_back(rest);
            return;
        }
        if (key == "level" || key == "dungeon") {
            if (draft.hasLevel) {
                report(keyAt, "duplicate.level");
                return;
            }
            draft.keys.emplace_back(std::string(key), keyAt);
            if (key == "level") {
                if (!fileName(keyAt, restAt, rest, "arguments.level")) return;
                draft.hasLevel = true;
                draft.levelIsFile = true;
                draft.levelAt = restAt;
                slide.levelFile = std::string(rest);
            } else {
                draft.hasLevel = true;
                draft.levelAt = keyAt;
                slide.dungeon = dungeon(values, line);
            }
            return;
        }
        if (key == "question") {
            draft.keys.emplace_back(std::string(key), keyAt);
            if (values.size() != 2) {
                report(values.size() > 2 ? Place { line, values[2].column } : keyAt, "arguments.question");
                return;
            }
            const std::optional<int> at = step(values[0], line);
            const std::optional<QuestionKind> kind = questionKindFromName(values[1].text);
            if (!kind) report({ line, values[1].column }, "unknown-question", { shownWord(values[1].text) });
            if (!at || !kind) return;
            if (!draft.questionSteps.insert(*at).second) {
                report(keyAt, "duplicate.question", { std::to_string(*at) });
                return;
            }
            slide.questions.push_back({ *at, *kind });
            draft.questionAt.push_back({ line, values[1].column });
            return;
        }
        if (!firstOf(key, keyAt)) return;
        if (key == "view") {
            if (const Word* word = oneWord(values, keyAt, "arguments.view")) {
                if (const auto view = lessonViewFromName(word->text)) {
                    slide.view = *view;
                    draft.hasView = true;
                } else {
                    report({ line, word->column }, "unknown-view", { shownWord(word->text) });
                }
            }
        } else if (key == "algorithm") {
            draft.algorithmAt = keyAt;
            if (values.empty()) {
                report(keyAt, "arguments.algorithm");
                return;
            }
            bool good = true;
            for (const Word& word : values) {
                if (const auto algorithm = lookUp(kAlgorithms, word.text)) {
                    slide.algorithms.push_back(*algorithm);
                    draft.algorithmWords.push_back({ line, word.column });
                } else {
                    good = false;
                    report({ line, word.column }, word.text == "auto" ? "unknown-algorithm.auto" : "unknown-algorithm",
                        { shownWord(word.text) });
                }
            }
            draft.hasAlgorithm = good;
            if (!good) {
                slide.algorithms.clear();
                draft.algorithmWords.clear();
            }
        } else if (key == "from") {
            if (const Word* word = oneWord(values, keyAt, "arguments.from")) {
                slide.from = tile(*word, line);
                draft.fromAt = { line, word->column };
            }
        } else if (key == "to") {
            if (values.empty()) {
                report(keyAt, "arguments.to");
                return;
            }
            for (const Word& word : values) {
                if (const auto cell = tile(word, line)) {
                    slide.to.push_back(*cell);
                    draft.toAt.push_back({ line, word.column });
                }
            }
        } else if (key == "directions") {
            if (const Word* word = oneWord(values, keyAt, "arguments.directions")) {
                if (word->text == "4")
                    slide.movement = Movement::Four;
                else if (word->text == "8")
                    slide.movement = Movement::Eight;
                else
                    report({ line, word->column }, "unknown-choice", { shownWord(word->text), "4, 8" });
            }
        } else if (key == "heuristic") {
            if (const Word* word = oneWord(values, keyAt, "arguments.heuristic")) {
                slide.heuristic = lookUp(kHeuristics, word->text);
                if (!slide.heuristic) report({ line, word->column }, "unknown-heuristic", { shownWord(word->text) });
                draft.hasHeuristic = slide.heuristic.has_value();
                draft.heuristicAt = keyAt;
            }
        } else if (key == "corners") {
            if (const Word* word = oneWord(values, keyAt, "arguments.corners")) {
                if (const auto corners = lookUp(kCorners, word->text))
                    slide.corners = *corners;
                else
                    report({ line, word->column }, "unknown-choice",
                        { shownWord(word->text), "never, no-obstacle, one-obstacle, always" });
            }
        } else if (key == "weight") {
            if (const Word* word = oneWord(values, keyAt, "arguments.weight")) {
                const auto weight = parseNumber<double>(word->text);
                if (!weight || !std::isfinite(*weight)) {
                    report({ line, word->column }, "not-a-number", { shownWord(word->text) });
                } else if (*weight < 1.0 || *weight > kMaxWeight) {
                    report({ line, word->column }, "range.weight");
                } else {
                    slide.weight = *weight;
                    draft.hasWeight = true;
                    draft.weightAt = keyAt;
                }
            }
        } else if (key == "phase") {
            if (const Word* word = oneWord(values, keyAt, "arguments.phase")) {
                slide.phase = lookUp(kPhases, word->text);
                if (!slide.phase) report({ line, word->column }, "unknown-phase", { shownWord(word->text) });
            }
        } else if (key == "pilot") {
            if (const Word* word = oneWord(values, keyAt, "arguments.pilot")) {
                slide.pilot = pilotKindFromName(word->text);
                if (!slide.pilot)
                    report({ line, word->column }, "unknown-choice", { shownWord(word->text), "casual, expert" });
            }
        } else if (key == "replay") {
            if (fileName(keyAt, restAt, rest, "arguments.replay")) {
                slide.replayFile = std::string(rest);
                draft.replayAt = restAt;
            }
        } else if (key == "step") {
            if (const Word* word = oneWord(values, keyAt, "arguments.step")) {
                if (const auto value = step(*word, line)) {
                    slide.step = *value;
                    draft.stepAt = { line, word->column };
                }
            }
        }
    }

    // The options of `mazeworks-cli generate`, as --name VALUE or --name=VALUE.
    LessonDungeon dungeon(std::span<const Word> values, int line)
    {
        LessonDungeon d;
        std::set<std::string> given;
        for (std::size_t i = 0; i < values.size(); ++i) {
            const Word& word = values[i];
            std::string_view option = word.text;
            std::optional<Word> value;
            if (const std::size_t eq = option.find('='); eq != std::string_view::npos) {
                value = Word { option.substr(eq + 1), word.column + codePoints(option.substr(0, eq + 1)) };
                option = option.substr(0, eq);
            }
            constexpr std::string_view kOptions[] = { "--seed", "--rooms", "--width", "--height", "--placement",
                "--connect", "--tree", "--corridors", "--neighbours", "--loops" };
            if (std::find(std::begin(kOptions), std::end(kOptions), option) == std::end(kOptions)) {
                report({ line, word.column }, "unknown-option", { shownWord(option) });
                continue;
            }
            if (!value) {
                if (i + 1 >= values.size()) {
                    report({ line, word.column }, "arguments.option", { std::string(option) });
                    continue;
                }
                value = values[++i];
            }
            if (!given.insert(std::string(option)).second) {
                report({ line, word.column }, "duplicate.option", { std::string(option) });
                continue;
            }
            dungeonOption(d, option, *value, line);
        }
        return d;
    }

    void dungeonOption(LessonDungeon& d, std::string_view option, const Word& value, int line)
    {
        const Place at { line, value.column };
        auto integer = [&](long long low, long long high) -> std::optional<int> {
            const auto v = parseNumber<long long>(value.text);
            if (!v) {
                report(at, "not-a-number", { shownWord(value.text) });
                return std::nullopt;
            }
            if (*v < low || *v > high) {
                report(at, "range.option", { std::string(option), std::to_string(low), std::to_string(high) });
                return std::nullopt;
            }
            return static_cast<int>(*v);
        };
        auto choice = [&](auto fromName, std::string_view list) {
            auto chosen = fromName(value.text);
            if (!chosen) report(at, "unknown-choice", { shownWord(value.text), std::string(list) });
            return chosen;
        };
        if (option == "--seed") {
            if (const auto seed = parseNumber<std::uint64_t>(value.text))
                d.seed = *seed;
            else
                report(at, "not-a-number", { shownWord(value.text) });
        } else if (option == "--rooms") {
            if (const auto v = integer(1, kMaxRooms)) d.rooms = *v;
        } else if (option == "--width") {
            if (const auto v = integer(kHouseRoomWidth + 2, kMaxMapSide)) d.width = *v;
        } else if (option == "--height") {
            if (const auto v = integer(kHouseRoomWidth + 2, kMaxMapSide)) d.height = *v;
        } else if (option == "--placement") {
            if (const auto v = choice(placementFromName, "scatter, spread, reject")) d.placement = *v;
        } else if (option == "--connect") {
            if (const auto v = choice(connectionFromName, "neighbours, tree, tunnels")) d.connection = *v;
        } else if (option == "--tree") {
            if (const auto v = choice(treeOrderFromName, "depth-first, breadth-first")) d.tree = *v;
        } else if (option == "--corridors") {
            if (const auto v = choice(corridorRuleFromName, "proposal, fewest-bends")) d.corridors = *v;
        } else if (option == "--neighbours") {
            if (const auto v = choice(neighbourRuleFromName, "articles, generous")) d.neighbours = *v;
        } else if (option == "--loops") {
            const auto loops = parseNumber<double>(value.text);
            if (!loops || !std::isfinite(*loops))
                report(at, "not-a-number", { shownWord(value.text) });
            else if (*loops < 0.0 || *loops > 1.0)
                report(at, "range.option", { std::string(option), "0", "1" });
            else
                d.loops = *loops;
        }
    }

    // What a slide needs as a whole, said once its lines are all read.
    void endSlide()
    {
        if (!m_current) return;
        Draft& draft = *m_current;
        LessonSlide& slide = draft.slide;
        slide.caption = joined(draft.caption);
        slide.title = titled(draft.title);
        if (!draft.hasView) {
            // Without a view nothing else can be told apart; but a missing level is still said.
            if (!draft.keyAt("view")) report(draft.at, "missing.view");
            if (!draft.hasLevel && !draft.keyAt("level") && !draft.keyAt("dungeon")) report(draft.at, "missing.level");
            m_drafts.push_back(std::move(draft));
            m_current.reset();
            return;
        }
        const LessonView view = slide.view;
        const std::string viewName(name(view));
        for (const auto& [key, place] : draft.keys) {
            if (key == "view" || key == "level" || key == "dungeon") continue;
            if (!takes(view, key)) report(place, "not-for-view", { key, viewName });
        }
        checkLevel(draft);
        checkSearch(draft);
        checkQuestions(draft);
        m_drafts.push_back(std::move(draft));
        m_current.reset();
    }

    void checkLevel(Draft& draft)
    {
        const LessonSlide& slide = draft.slide;
        if (slide.view == LessonView::Replay) {
            if (draft.hasLevel) report(draft.levelAt, "not-for-view.level");
            if (slide.replayFile.empty() && !draft.keyAt("replay")) report(draft.at, "missing.replay");
            return;
        }
        if (!draft.hasLevel) {
            if (!draft.keyAt("level") && !draft.keyAt("dungeon")) report(draft.at, "missing.level");
            return;
        }
        if (slide.view == LessonView::Generator && draft.levelIsFile) report(draft.levelAt, "not-for-view.level-file");
        // What the generator would refuse before its first step is known without running it.
        if (slide.dungeon) {
            if (const std::optional<DungeonProblem> problem = checkParams(slide.dungeon->params()))
                report(draft.levelAt, "dungeon", { problem->message() });
        }
    }

    void checkSearch(Draft& draft)
    {
        LessonSlide& slide = draft.slide;
        const LessonView view = slide.view;
        const std::string viewName(name(view));
        const bool searches = view == LessonView::Search || view == LessonView::Race;
        if ((searches || view == LessonView::DistanceMap) && !draft.keyAt("from"))
            report(draft.at, "missing.from", { viewName });
        if ((searches || view == LessonView::FlowField) && !draft.keyAt("to"))
            report(draft.at, "missing.to", { viewName });
        if (searches && slide.to.size() > 1) report(draft.toAt[1], "count.to", { viewName });
        if (view == LessonView::Search && draft.hasAlgorithm && slide.algorithms.size() > 1)
            report(draft.algorithmWords[1], "count.search");
        if (view == LessonView::Race) {
            if (!draft.keyAt("algorithm"))
                report(draft.at, "missing.algorithm");
            else if (draft.hasAlgorithm && slide.algorithms.size() < 2)
                report(draft.algorithmAt, "count.race");
        }
        if (view == LessonView::FlowField) {
            for (std::size_t i = 0; i < slide.algorithms.size(); ++i) {
                const Algorithm a = slide.algorithms[i];
                if (a != Algorithm::BreadthFirst && a != Algorithm::Dijkstra)
                    report(draft.algorithmWords[i], "not-for-view.flow", { std::string(algorithmWord(a)) });
            }
            if (slide.algorithms.size() > 1) report(draft.algorithmWords[1], "count.search");
        }
        if (view == LessonView::Search) {
            const std::optional<Algorithm> a
                = slide.algorithms.empty() ? std::optional<Algorithm>(Algorithm::AStar) : slide.algorithms.front();
            if (draft.hasWeight && a != Algorithm::AStar) report(draft.weightAt, "not-for-algorithm.weight");
            if (draft.hasHeuristic && (a == Algorithm::BreadthFirst || a == Algorithm::Dijkstra))
                report(draft.heuristicAt, "not-for-algorithm.heuristic", { std::string(algorithmWord(*a)) });
        }
    }

    void checkQuestions(Draft& draft)
    {
        const LessonSlide& slide = draft.slide;
        const std::string viewName(name(slide.view));
        for (std::size_t i = 0; i < slide.questions.size(); ++i) {
            const LessonQuestion& q = slide.questions[i];
            const Place at = draft.questionAt[i];
            const bool generatorQuestion = q.kind != QuestionKind::NextSettled;
            const bool fits = generatorQuestion
                ? slide.view == LessonView::Generator
                : (slide.view == LessonView::Search || slide.view == LessonView::DistanceMap
                    || slide.view == LessonView::FlowField);
            if (!fits) {
                // A view that takes no questions at all is said once, by not-for-view.
                if (takes(slide.view, "question"))
                    report(at, "not-for-view.question", { std::string(name(q.kind)), viewName });
                continue;
            }
            if (q.kind == QuestionKind::NextPair) {
                if (slide.dungeon && slide.dungeon->connection != Connection::Tree) report(at, "not-for-connection");
                if (slide.phase && *slide.phase > Phase::Linking)
                    report(at, "step-range.phase", { std::string(name(*slide.phase)) });
            }
            // The explorer's visits count apart from the generator's steps.
            if (q.kind != QuestionKind::NextRoom && q.step < slide.step)
                report({ at.line, at.column }, "step-range.question",
                    { std::to_string(q.step), std::to_string(slide.step) });
        }
    }

    static std::string_view algorithmWord(Algorithm a)
    {
        for (const auto& [word, value] : kAlgorithms) {
            if (value == a) return word;
        }
        return "astar";
    }

    static std::string_view cornersWord(Corners c)
    {
        for (const auto& [word, value] : kCorners) {
            if (value == c) return word;
        }
        return "never";
    }

    // --- The files the lesson names ---

    struct LevelFile {
        bool read = false; // the bytes were read
        std::string reason; // why not
        std::optional<ReadResult> level;
        std::optional<ReplayReadResult> replay;
    };

    LevelFile& file(const std::string& name, bool replay)
    {
        const std::string key = (replay ? "r:" : "l:") + name;
        auto it = m_read.find(key);
        if (it != m_read.end()) return it->second;
        LevelFile& f = m_read[key];
        FileContents<std::string> bytes = m_files(name);
        if (bytes.error) {
            f.reason = reasonText(*bytes.error);
            return f;
        }
        f.read = true;
        if (replay) {
            f.replay = readReplay(bytes.bytes);
            if (!f.replay->ok()) m_result.files.push_back({ name, {}, 0, f.replay->problems });
        } else {
            f.level = readMaze(bytes.bytes);
            if (!f.level->diagnostics.empty() || f.level->omitted > 0)
                m_result.files.push_back({ name, f.level->diagnostics, f.level->omitted, {} });
        }
        return f;
    }

    void checkFiles()
    {
        for (const Draft& draft : m_drafts) {
            const LessonSlide& slide = draft.slide;
            // A slide whose view is unknown still has its level checked: it is wanted either way.
            const bool levelUsed
                = !draft.hasView || (slide.view != LessonView::Replay && slide.view != LessonView::Generator);
            if (!slide.levelFile.empty() && levelUsed) {
                const LevelFile& f = file(slide.levelFile, false);
                if (!f.read) {
                    report(draft.levelAt, "level-file", { slide.levelFile, f.reason });
                } else if (!f.level->ok()) {
                    report(draft.levelAt, "level-errors", { slide.levelFile });
                } else if (draft.hasView && f.level->maze.hasMap()) {
                    checkTiles(draft, f.level->maze.tiles);
                    checkFallBacks(draft, f.level->maze);
                    checkSteps(draft, f.level->maze.tiles);
                }
            }
            if (!slide.replayFile.empty() && draft.hasView && slide.view == LessonView::Replay) {
                const LevelFile& f = file(slide.replayFile, true);
                if (!f.read) {
                    report(draft.replayAt, "replay-file", { slide.replayFile, f.reason });
                } else if (!f.replay->ok()) {
                    report(draft.replayAt, "replay-errors", { slide.replayFile });
                } else if (slide.step > f.replay->replay.steps) {
                    report(draft.stepAt, "step-range.replay",
                        { std::to_string(f.replay->replay.steps), std::to_string(slide.step) });
                }
            }
        }
    }

    // Jump point search runs only on a map of uniform cost whose steps never wrap over an edge,
    // the search over a subgoal graph on a map of uniform cost, and both (with 8 directions)
    // only where no diagonal step passes a wall; elsewhere the editor runs A* in their place,
    // which a teacher should know before the class.
    void checkFallBacks(const Draft& draft, const Maze& maze)
    {
        const LessonSlide& slide = draft.slide;
        if (slide.view != LessonView::Search && slide.view != LessonView::Race) return;
        const TileMap<Tile>& tiles = maze.tiles;
        bool openRim = false;
        for (int col = 0; col < tiles.width() && !openRim; ++col)
            openRim = isCorridor(tiles.get({ col, 0 })) || isCorridor(tiles.get({ col, tiles.height() - 1 }));
        for (int row = 0; row < tiles.height() && !openRim; ++row)
            openRim = isCorridor(tiles.get({ 0, row })) || isCorridor(tiles.get({ tiles.width() - 1, row }));
        const bool cutsCorners = slide.movement == Movement::Eight && slide.corners != Corners::Never;
        for (std::size_t i = 0; i < slide.algorithms.size(); ++i) {
            const Algorithm a = slide.algorithms[i];
            if (a == Algorithm::Subgoal) {
                if (maze.weighted())
                    report(draft.algorithmWords[i], "falls-back.subgoal-weights",
                        { std::string(algorithmWord(a)), slide.levelFile }, Severity::Warning);
                else if (cutsCorners)
                    report(draft.algorithmWords[i], "falls-back.corners",
                        { std::string(algorithmWord(a)), std::string(cornersWord(slide.corners)) }, Severity::Warning);
                continue;
            }
            if (a != Algorithm::JumpPoint && a != Algorithm::JumpPointPlus && a != Algorithm::JumpPointPruned
                && a != Algorithm::JumpPointPrunedPlus)
                continue;
            if (maze.weighted())
                report(draft.algorithmWords[i], "falls-back.weights",
                    { std::string(algorithmWord(a)), slide.levelFile }, Severity::Warning);
            else if (openRim)
                report(draft.algorithmWords[i], "falls-back.rim", { std::string(algorithmWord(a)), slide.levelFile },
                    Severity::Warning);
            else if (cutsCorners)
                report(draft.algorithmWords[i], "falls-back.corners",
                    { std::string(algorithmWord(a)), std::string(cornersWord(slide.corners)) }, Severity::Warning);
        }
    }

    // A search settles one tile a step (a jump point search fewer), so it takes at most as many
    // steps as the level has open tiles: a step beyond them is never reached, and a question
    // there has no next tile to predict.
    void checkSteps(const Draft& draft, const TileMap<Tile>& tiles)
    {
        const LessonSlide& slide = draft.slide;
        if (slide.view != LessonView::Search && slide.view != LessonView::DistanceMap
            && slide.view != LessonView::FlowField)
            return;
        long long open = 0;
        for (std::size_t i = 0; i < tiles.size(); ++i) open += isCorridor(tiles[i]) ? 1 : 0;
        const std::string file = slide.levelFile;
        if (slide.step > open)
            report(draft.stepAt, "step-range.tiles", { std::to_string(slide.step), file, std::to_string(open) });
        for (std::size_t i = 0; i < slide.questions.size(); ++i) {
            const LessonQuestion& q = slide.questions[i];
            if (q.kind == QuestionKind::NextSettled && q.step >= open)
                report(draft.questionAt[i], "step-range.tiles-question",
                    { std::to_string(q.step), file, std::to_string(open) });
        }
    }

    void checkTiles(const Draft& draft, const TileMap<Tile>& tiles)
    {
        const LessonSlide& slide = draft.slide;
        auto check = [&](Cell cell, Place at) {
            if (!tiles.contains(cell)) {
                report(at, "outside.map",
                    { std::to_string(cell.col), std::to_string(cell.row), slide.levelFile,
                        std::to_string(tiles.width()), std::to_string(tiles.height()) });
            } else if (!isCorridor(tiles.get(cell))) {
                report(at, "outside.wall", { std::to_string(cell.col), std::to_string(cell.row), slide.levelFile });
            }
        };
        if (slide.from && takes(slide.view, "from")) check(*slide.from, draft.fromAt);
        if (takes(slide.view, "to")) {
            for (std::size_t i = 0; i < slide.to.size(); ++i) check(slide.to[i], draft.toAt[i]);
        }
    }

    TextLines m_lines;
    const LessonFileReader& m_files;
    LessonReadResult m_result;
    bool m_sawHeader = false;
    int m_headerLine = 0;
    int m_lastLine = 0;
    std::map<std::string, std::string> m_lessonTitle;
    std::optional<Draft> m_current;
    std::vector<Draft> m_drafts;
    std::map<std::string, LevelFile> m_read;
};

} // namespace

std::span<const MessageText> lessonMessageCatalogue() { return kCatalogue; }

std::string LessonDiagnostic::message() const
{
    const MessageText* m = findMessageText(kCatalogue, messageId);
    return m ? fillPlaceholders(m->english, values) : messageId;
}

std::string format(std::string_view path, const LessonDiagnostic& d)
{
    std::string out;
    out += path;
    out += ':' + std::to_string(d.line) + ':' + std::to_string(d.column) + ": ";
    out += name(d.severity);
    out += ": ";
    out += d.message();
    out += " [";
    out += d.code();
    out += ']';
    return out;
}

bool LessonReadResult::ok() const
{
    if (omittedErrors) return false;
    if (std::any_of(diagnostics.begin(), diagnostics.end(),
            [](const LessonDiagnostic& d) { return d.severity == Severity::Error; }))
        return false;
    return true;
}

LessonFileReader filesBeside(const std::string& lessonPath)
{
    const std::filesystem::path folder = std::filesystem::path(lessonPath).parent_path();
    return [folder](const std::string& name) { return readFile((folder / name).string()); };
}

LessonReadResult readLesson(std::string_view bytes, const LessonFileReader& files)
{
    return Reader(bytes, files).run();
}

} // namespace mazeworks
