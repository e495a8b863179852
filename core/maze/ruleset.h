#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace mazeworks {

// The variants of the game's rules a level may play with, each a small change to the arcade's
// rules (docs/maze-format.md, Rules).
enum class GameRule : std::uint8_t {
    PinkSlip, // facing up, pink aims four up and four to the left, as the arcade's overflow did
    RedAStar, // the red ghost hunting takes the first step of an A* way to the muncher
    DotCounters, // the ghosts leave the house by dots eaten, and after 4 s without eating
};
inline constexpr std::array<GameRule, 3> kGameRules = { GameRule::PinkSlip, GameRule::RedAStar, GameRule::DotCounters };

constexpr std::string_view name(GameRule r)
{
    switch (r) {
    case GameRule::PinkSlip:
        return "pink-slip";
    case GameRule::RedAStar:
        return "red-astar";
    case GameRule::DotCounters:
        return "dot-counters";
    }
    return "pink-slip";
}

constexpr std::optional<GameRule> gameRuleFromName(std::string_view word)
{
    for (GameRule r : kGameRules) {
        if (name(r) == word) return r;
    }
    return std::nullopt;
}

// A set of rules, empty for the arcade's own.
struct RuleSet {
    std::uint8_t bits = 0;

    bool has(GameRule r) const { return (bits >> static_cast<unsigned>(r)) & 1U; }
    void add(GameRule r) { bits = static_cast<std::uint8_t>(bits | (1U << static_cast<unsigned>(r))); }
    bool empty() const { return bits == 0; }
    // The names in the canonical order, separated by `separator`; "" for none.
    std::string words(char separator = ' ') const
    {
        std::string out;
        for (GameRule r : kGameRules) {
            if (!has(r)) continue;
            if (!out.empty()) out += separator;
            out += name(r);
        }
        return out;
    }
    friend bool operator==(const RuleSet&, const RuleSet&) = default;
};

// The rules of a list such as "pink-slip,red-astar" (commas or spaces), or "none"; nothing when
// a word is not a rule.
inline std::optional<RuleSet> ruleSetFromList(std::string_view list)
{
    RuleSet set;
    if (list == "none") return set;
    std::size_t start = 0;
    while (start <= list.size()) {
        std::size_t end = list.find_first_of(", ", start);
        if (end == std::string_view::npos) end = list.size();
        const std::string_view word = list.substr(start, end - start);
        if (!word.empty()) {
            const auto rule = gameRuleFromName(word);
            if (!rule) return std::nullopt;
            set.add(*rule);
        }
        start = end + 1;
    }
    return set;
}

} // namespace mazeworks
