#include "lesson/lessonwriter.h"

#include "path/pathfinder.h"

#include <array>
#include <charconv>
#include <string_view>

namespace mazeworks {

namespace {

std::string_view heuristicWord(Heuristic h)
{
    switch (h) {
    case Heuristic::Manhattan:
        return "manhattan";
    case Heuristic::Euclidean:
        return "euclidean";
    case Heuristic::Octile:
        return "octile";
    case Heuristic::Chebyshev:
        return "chebyshev";
    case Heuristic::None:
        return "none";
    }
    return "manhattan";
}

std::string_view cornersWord(Corners c)
{
    switch (c) {
    case Corners::Never:
        return "never";
    case Corners::OneObstacle:
        return "one-obstacle";
    case Corners::Always:
        return "always";
    }
    return "never";
}

// The shortest text that reads back as the same number.
std::string number(double value)
{
    std::array<char, 32> buffer {};
    const auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return ec == std::errc() ? std::string(buffer.data(), end) : std::string("0");
}

std::string cell(Cell c) { return std::to_string(c.col) + ',' + std::to_string(c.row); }

class Writer {
public:
    std::string run(const Lesson& lesson)
    {
        line("mazeworks-lesson " + std::to_string(kLessonVersion));
        text("title", lesson.title);
        for (const LessonSlide& slide : lesson.slides) {
            m_out += '\n';
            writeSlide(slide);
        }
        return std::move(m_out);
    }

private:
    void line(const std::string& text) { m_out += text + '\n'; }

    // One line for each line of the text, in the lesson's language first, then each translation.
    void text(const std::string& key, const LessonText& words)
    {
        auto lines = [&](const std::string& keyword, const std::string& text, bool always) {
            if (text.empty() && !always) return;
            std::size_t start = 0;
            while (true) {
                const std::size_t end = text.find('\n', start);
                const std::string_view part = std::string_view(text).substr(start, end - start);
                line(part.empty() ? keyword : keyword + ' ' + std::string(part));
                if (end == std::string::npos) break;
                start = end + 1;
            }
        };
        lines(key, words.text, false);
        for (const auto& [language, translation] : words.translations)
            lines(key + '[' + language + ']', translation, true);
    }

    void writeSlide(const LessonSlide& s)
    {
        line("slide");
        text("title", s.title);
        if (!s.levelFile.empty()) line("level " + s.levelFile);
        if (s.dungeon) writeDungeon(*s.dungeon);
        line("view " + std::string(name(s.view)));
        if (!s.replayFile.empty()) line("replay " + s.replayFile);
        if (!s.algorithms.empty()) {
            std::string words = "algorithm";
            for (const Algorithm a : s.algorithms) words += ' ' + std::string(algorithmName(a));
            line(words);
        }
        if (s.from) line("from " + cell(*s.from));
        if (!s.to.empty()) {
            std::string words = "to";
            for (const Cell c : s.to) words += ' ' + cell(c);
            line(words);
        }
        if (s.movement != Movement::Four) line("directions 8");
        if (s.heuristic) line("heuristic " + std::string(heuristicWord(*s.heuristic)));
        if (s.corners != Corners::Never) line("corners " + std::string(cornersWord(s.corners)));
        if (s.weight != 1.0) line("weight " + number(s.weight));
        if (s.phase) line("phase " + std::string(name(*s.phase)));
        if (s.pilot) line("pilot " + std::string(name(*s.pilot)));
        if (s.step != 0) line("step " + std::to_string(s.step));
        text("caption", s.caption);
        for (const LessonQuestion& q : s.questions)
            line("question " + std::to_string(q.step) + ' ' + std::string(name(q.kind)));
    }

    void writeDungeon(const LessonDungeon& d)
    {
        const LessonDungeon plain;
        std::string words = "dungeon";
        auto option = [&](std::string_view option, const std::string& value) {
            words += ' ';
            words += option;
            words += ' ';
            words += value;
        };
        if (d.seed != plain.seed) option("--seed", std::to_string(d.seed));
        if (d.rooms != plain.rooms) option("--rooms", std::to_string(d.rooms));
        if (d.width != plain.width) option("--width", std::to_string(d.width));
        if (d.height != plain.height) option("--height", std::to_string(d.height));
        if (d.placement != plain.placement) option("--placement", std::string(name(d.placement)));
        if (d.connection != plain.connection) option("--connect", std::string(name(d.connection)));
        if (d.tree != plain.tree) option("--tree", std::string(name(d.tree)));
        if (d.corridors != plain.corridors) option("--corridors", std::string(name(d.corridors)));
        if (d.neighbours != plain.neighbours) option("--neighbours", std::string(name(d.neighbours)));
        if (d.loops != plain.loops) option("--loops", number(d.loops));
        line(words);
    }

    std::string m_out;
};

} // namespace

std::string writeLesson(const Lesson& lesson) { return Writer().run(lesson); }

} // namespace mazeworks
