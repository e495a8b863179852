#include "lesson/lesson.h"

#include <array>
#include <utility>

namespace mazeworks {

namespace {

constexpr std::array kViews = {
    std::pair { LessonView::Search, std::string_view("search") },
    std::pair { LessonView::DistanceMap, std::string_view("distance") },
    std::pair { LessonView::FlowField, std::string_view("flow") },
    std::pair { LessonView::Race, std::string_view("race") },
    std::pair { LessonView::Generator, std::string_view("generator") },
    std::pair { LessonView::Play, std::string_view("play") },
    std::pair { LessonView::Replay, std::string_view("replay") },
};

constexpr std::array kQuestions = {
    std::pair { QuestionKind::NextSettled, std::string_view("next-settled") },
    std::pair { QuestionKind::NextPair, std::string_view("next-pair") },
    std::pair { QuestionKind::NextMerge, std::string_view("next-merge") },
    std::pair { QuestionKind::NextRoom, std::string_view("next-room") },
};

template <class Table, class Value> std::string_view nameIn(const Table& table, Value value)
{
    for (const auto& [v, word] : table) {
        if (v == value) return word;
    }
    return table.front().second;
}

template <class Table> auto valueIn(const Table& table, std::string_view word)
{
    using Value = typename Table::value_type::first_type;
    for (const auto& [v, w] : table) {
        if (w == word) return std::optional<Value>(v);
    }
    return std::optional<Value>();
}

} // namespace

std::string_view name(LessonView view) { return nameIn(kViews, view); }

std::optional<LessonView> lessonViewFromName(std::string_view word) { return valueIn(kViews, word); }

std::string_view name(QuestionKind kind) { return nameIn(kQuestions, kind); }

std::optional<QuestionKind> questionKindFromName(std::string_view word) { return valueIn(kQuestions, word); }

const std::string& LessonText::in(std::string_view language) const
{
    if (auto it = translations.find(std::string(language)); it != translations.end()) return it->second;
    // "de_AT" and "de-AT" fall back to "de".
    const std::size_t cut = language.find_first_of("_-");
    if (cut != std::string_view::npos) {
        if (auto it = translations.find(std::string(language.substr(0, cut))); it != translations.end())
            return it->second;
    }
    return text;
}

DungeonParams LessonDungeon::params() const
{
    DungeonParams p;
    p.rooms = rooms;
    p.width = width;
    p.height = height;
    p.placement = placement;
    p.connection = connection;
    p.tree = tree;
    p.corridors = corridors;
    p.neighbourRule = neighbours;
    p.loops = loops;
    return p;
}

Heuristic LessonSlide::guess() const
{
    if (heuristic) return *heuristic;
    return movement == Movement::Eight ? Heuristic::Octile : Heuristic::Manhattan;
}

} // namespace mazeworks
