#include "playtestreport.h"

#include "jsonread.h"

#include "game/playtestcomparison.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

namespace mazeworks::cli {

std::string oneDecimal(double x)
{
    const double rounded = std::round(x * 10) / 10;
    return formatNumber(rounded == 0 ? 0.0 : rounded); // never "-0"
}

namespace {

std::string percent(double fraction) { return oneDecimal(100 * fraction) + " %"; }

// A figure of `name` as a person reads it: a rate in per cent, seconds with their unit.
std::string figureText(const std::string& name, double x)
{
    if (name == "cleared") return percent(x);
    if (name == "first_death" || name == "mean_seconds") return oneDecimal(x) + " s";
    return oneDecimal(x);
}

std::string intervalText(const std::string& name, const std::optional<stats::Interval>& i)
{
    if (!i) return "no 95 % interval from fewer than two games";
    return "95 % interval " + figureText(name, i->low) + " to " + figureText(name, i->high);
}

void intervalJson(Json& json, const std::optional<stats::Interval>& i)
{
    if (i)
        json.beginArray().value(i->low).value(i->high).endArray();
    else
        json.null();
}

struct Figure {
    std::optional<double> value;
    std::optional<stats::Interval> interval;
};

Figure figureOf(const std::string& name, const PlaytestFigures& f)
{
    if (name == "cleared") return { f.clearRate, f.clearRateInterval };
    if (name == "mean_score") return { f.meanScore, f.meanScoreInterval };
    if (name == "first_death") return { f.meanSecondsToFirstDeath, f.meanSecondsToFirstDeathInterval };
    if (name == "mean_seconds") return { f.meanSeconds, f.meanSecondsInterval };
    return { f.meanLevel, f.meanLevelInterval };
}

std::string rulesWords(RuleSet rules) { return rules.empty() ? std::string("none") : rules.words(','); }

std::string xmlEscape(const std::string& s)
{
    std::string out;
    for (char c : s) {
        switch (c) {
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '&':
            out += "&amp;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            // XML 1.0 has no place for other control characters.
            if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t' && c != '\r')
                out += '?';
            else
                out += c;
        }
    }
    return out;
}

} // namespace

// The values of a repeatable option (--require), taken out of `words`, which keeps the rest.
std::vector<std::string> takeRepeated(std::vector<std::string>& words, const std::string& option)
{
    std::vector<std::string> values;
    std::vector<std::string> rest;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (w == "--") {
            rest.insert(rest.end(), words.begin() + static_cast<std::ptrdiff_t>(i), words.end());
            break;
        }
        if (w == option) {
            if (i + 1 >= words.size()) throw Failure(option + " needs a value");
            values.push_back(words[++i]);
        } else if (w.rfind(option + "=", 0) == 0) {
            values.push_back(w.substr(option.size() + 1));
        } else {
            rest.push_back(w);
        }
    }
    words = std::move(rest);
    return values;
}

Gate parseGate(const std::string& word)
{
    Gate gate;
    gate.text = word;
    std::size_t op = word.find(">=");
    gate.atLeast = true;
    if (op == std::string::npos) {
        op = word.find("<=");
        gate.atLeast = false;
    }
    const auto mistake = [&](const std::string& why) { return Failure("--require \"" + word + "\": " + why); };
    if (op == std::string::npos) throw mistake("write NAME>=VALUE or NAME<=VALUE, as cleared>=70%");
    const auto trim = [](std::string s) {
        const auto first = s.find_first_not_of(' ');
        const auto last = s.find_last_not_of(' ');
        return first == std::string::npos ? std::string() : s.substr(first, last - first + 1);
    };
    gate.name = trim(word.substr(0, op));
    std::string value = trim(word.substr(op + 2));
    static const std::vector<std::string> names { "cleared", "mean_score", "first_death", "mean_seconds", "level" };
    if (std::find(names.begin(), names.end(), gate.name) == names.end())
        throw mistake("\"" + gate.name + "\" is not one of cleared, mean_score, first_death, mean_seconds, level");
    char unit = 0;
    if (!value.empty() && (value.back() == '%' || value.back() == 's')) {
        unit = value.back();
        value = trim(value.substr(0, value.size() - 1));
    }
    double number = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), number);
    if (value.empty() || ec != std::errc() || end != value.data() + value.size() || !std::isfinite(number))
        throw mistake("\"" + value + "\" is not a number");
    if (unit == '%' && gate.name != "cleared") throw mistake("only cleared is a rate in per cent");
    if (unit == 's' && gate.name != "first_death" && gate.name != "mean_seconds")
        throw mistake("only first_death and mean_seconds are in seconds");
    if (gate.name == "cleared") {
        if (unit == '%') number /= 100;
        if (number < 0 || number > 1) throw mistake("cleared is a rate, from 0% to 100% (or 0 to 1)");
    }
    gate.value = number;
    return gate;
}

PlaytestReport::PlaytestReport(PlaytestOutcome outcome)
    : m_outcome(std::move(outcome))
{
    for (const std::string& word : m_outcome.setup.require) m_gates.push_back(parseGate(word));
    for (const LevelOutcome& level : m_outcome.levels) m_levels.push_back(judged(&level, level.tally, level.file));
    if (m_outcome.setup.pack) {
        PlaytestTally total;
        for (const LevelOutcome& level : m_outcome.levels) total.merge(level.tally);
        m_total = judged(nullptr, total, "the pack");
        // A level whose clear rate lies outside the pack's interval stands out.
        const stats::Interval pack = m_total->figures.clearRateInterval;
        for (std::size_t i = 0; i < m_levels.size(); ++i) {
            const double rate = m_levels[i].figures.clearRate;
            if (!pack.contains(rate)) m_outliers.emplace_back(i, rate < pack.low);
        }
    }
    if (m_outcome.against && !m_levels.empty()) {
        m_against = judged(&*m_outcome.against, m_outcome.against->tally, m_outcome.against->file);
        m_against->gates.clear(); // the gates are the level's, not the one it is compared with
        // The same judgement as the editor's report: core's comparison, named for the JSON.
        const PlaytestComparison c = comparePlaytests(m_levels.front().outcome->tally, m_outcome.against->tally);
        const auto add = [&](const char* figure, const PlaytestDifference& d) {
            m_differences.push_back({ figure, d.value, d.interval });
        };
        add("cleared", c.cleared);
        add("mean_score", c.meanScore);
        add("mean_level", c.meanLevel);
        add("mean_first_death", c.meanSecondsToFirstDeath);
        add("mean_seconds", c.meanSeconds);
        m_verdict = verdictWord(c.verdict);
    }
}

PlaytestReport::Level PlaytestReport::judged(
    const LevelOutcome* level, const PlaytestTally& tally, const std::string& name) const
{
    Level l;
    l.outcome = level;
    l.name = name;
    l.figures = figuresOfTally(tally);
    if (m_outcome.isShard) return l;
    for (const Gate& gate : m_gates) {
        GateResult r;
        r.gate = gate;
        const Figure f = figureOf(gate.name, l.figures);
        r.figure = f.value;
        r.interval = f.interval;
        if (!f.value) {
            // Never caught: the first death is later than any time a gate names.
            r.held = gate.name == "first_death" && gate.atLeast;
        } else if (m_outcome.setup.confidence) {
            r.held = f.interval && (gate.atLeast ? f.interval->low >= gate.value : f.interval->high <= gate.value);
        } else {
            r.held = gate.atLeast ? *f.value >= gate.value : *f.value <= gate.value;
        }
        l.gates.push_back(r);
    }
    return l;
}

bool PlaytestReport::held() const { return failures().empty(); }

std::vector<std::string> PlaytestReport::failures() const
{
    std::vector<std::string> lines;
    std::vector<const Level*> all;
    for (const Level& l : m_levels) all.push_back(&l);
    if (m_total) all.push_back(&*m_total);
    for (const Level* l : all) {
        for (const GateResult& g : l->gates) {
            if (g.held) continue;
            std::string line = l->name + ": gate " + g.gate.text + " failed: " + g.gate.name + " ";
            line += g.figure ? figureText(g.gate.name, *g.figure) : std::string("none (never caught)");
            if (g.figure) line += " (" + intervalText(g.gate.name, g.interval) + ")";
            if (m_outcome.setup.confidence) line += ", judged on the whole interval";
            lines.push_back(line);
        }
    }
    return lines;
}

// --- JSON ---

void tallyJson(Json& json, const PlaytestTally& t)
{
    const auto moments = [&](const char* name, const stats::Moments& m) {
        // The sum of squares may pass 64 bits: as a string of digits, which any reader keeps whole.
        json.key(name).beginArray().value(m.count).value(m.sum).value(stats::toDecimal(m.squares)).endArray();
    };
    json.beginObject();
    json.key("games").value(t.games);
    json.key("cleared").value(t.cleared);
    json.key("games_over").value(t.gamesOver);
    moments("score", t.score);
    moments("level", t.level);
    moments("steps", t.steps);
    moments("first_death_steps", t.firstDeathSteps);
    json.key("best");
    if (t.hasBest)
        json.beginArray().value(t.bestScore).value(t.bestSeed).value(t.bestIndex).endArray();
    else
        json.null();
    json.key("levels").beginArray();
    for (const auto& [level, n] : t.levelsReached) json.beginArray().value(level).value(n).endArray();
    json.endArray();
    json.key("deaths").beginArray();
    for (const auto& [tile, n] : t.deaths) json.beginArray().value(tile.second).value(tile.first).value(n).endArray();
    json.endArray();
    json.endObject();
}

namespace {

template <class T> std::optional<T> wholeNumber(const JsonValue* v)
{
    if (!v || v->kind != JsonValue::Kind::Number) return std::nullopt;
    T n {};
    const auto [end, ec] = std::from_chars(v->text.data(), v->text.data() + v->text.size(), n);
    if (ec != std::errc() || end != v->text.data() + v->text.size()) return std::nullopt;
    return n;
}

std::optional<stats::Moments> momentsFrom(const JsonValue* v)
{
    if (!v || v->kind != JsonValue::Kind::Array || v->items.size() != 3) return std::nullopt;
    const auto count = wholeNumber<std::int64_t>(&v->items[0]);
    const auto sum = wholeNumber<std::uint64_t>(&v->items[1]);
    if (!count || !sum || *count < 0 || v->items[2].kind != JsonValue::Kind::String) return std::nullopt;
    const auto squares = stats::fromDecimal(v->items[2].text);
    if (!squares) return std::nullopt;
    stats::Moments m;
    m.count = *count;
    m.sum = *sum;
    m.squares = *squares;
    return m;
}

} // namespace

std::optional<PlaytestTally> tallyFromJson(const JsonValue& v)
{
    PlaytestTally t;
    const auto games = wholeNumber<std::int64_t>(v.find("games"));
    const auto cleared = wholeNumber<std::int64_t>(v.find("cleared"));
    const auto over = wholeNumber<std::int64_t>(v.find("games_over"));
    const auto score = momentsFrom(v.find("score"));
    const auto level = momentsFrom(v.find("level"));
    const auto steps = momentsFrom(v.find("steps"));
    const auto firstDeath = momentsFrom(v.find("first_death_steps"));
    if (!games || !cleared || !over || !score || !level || !steps || !firstDeath) return std::nullopt;
    t.games = *games;
    t.cleared = *cleared;
    t.gamesOver = *over;
    t.score = *score;
    t.level = *level;
    t.steps = *steps;
    t.firstDeathSteps = *firstDeath;
    const JsonValue* best = v.find("best");
    if (!best) return std::nullopt;
    if (best->kind == JsonValue::Kind::Array) {
        if (best->items.size() != 3) return std::nullopt;
        const auto bestScore = wholeNumber<int>(&best->items[0]);
        const auto seed = wholeNumber<std::uint64_t>(&best->items[1]);
        const auto index = wholeNumber<std::uint64_t>(&best->items[2]);
        if (!bestScore || !seed || !index) return std::nullopt;
        t.hasBest = true;
        t.bestScore = *bestScore;
        t.bestSeed = *seed;
        t.bestIndex = *index;
    } else if (best->kind != JsonValue::Kind::Null) {
        return std::nullopt;
    }
    const JsonValue* levels = v.find("levels");
    const JsonValue* deaths = v.find("deaths");
    if (!levels || !deaths || levels->kind != JsonValue::Kind::Array || deaths->kind != JsonValue::Kind::Array)
        return std::nullopt;
    for (const JsonValue& pair : levels->items) {
        if (pair.kind != JsonValue::Kind::Array || pair.items.size() != 2) return std::nullopt;
        const auto l = wholeNumber<int>(&pair.items[0]);
        const auto n = wholeNumber<std::int64_t>(&pair.items[1]);
        if (!l || !n) return std::nullopt;
        t.levelsReached[*l] = *n;
    }
    for (const JsonValue& tile : deaths->items) {
        if (tile.kind != JsonValue::Kind::Array || tile.items.size() != 3) return std::nullopt;
        const auto col = wholeNumber<int>(&tile.items[0]);
        const auto row = wholeNumber<int>(&tile.items[1]);
        const auto n = wholeNumber<std::int64_t>(&tile.items[2]);
        if (!col || !row || !n) return std::nullopt;
        t.deaths[{ *row, *col }] = *n;
    }
    return t;
}

void PlaytestReport::levelJson(Json& json, const Level& level, bool total) const
{
    const PlaytestFigures& f = level.figures;
    json.beginObject();
    if (level.outcome) json.key("file").value(level.outcome->file);
    json.key("games").value(f.games);
    json.key("cleared").value(f.cleared);
    json.key("cleared_rate").value(f.clearRate);
    json.key("cleared_interval");
    intervalJson(json, f.clearRateInterval);
    json.key("mean_score").value(f.meanScore);
    json.key("mean_score_interval");
    intervalJson(json, f.meanScoreInterval);
    if (!total) {
        json.key("best_score").value(f.bestScore);
        json.key("best_seed").value(f.bestSeed);
    }
    // A pack's "levels" are its levels' reports; the levels its games reached are named apart.
    json.key(total ? "levels_reached" : "levels").beginObject();
    for (const auto& [l, games] : f.levelsReached) json.key(std::to_string(l)).value(games);
    json.endObject();
    json.key("mean_level").value(f.meanLevel);
    json.key("mean_level_interval");
    intervalJson(json, f.meanLevelInterval);
    json.key("mean_first_death");
    if (f.meanSecondsToFirstDeath)
        json.value(*f.meanSecondsToFirstDeath);
    else
        json.null();
    json.key("mean_first_death_interval");
    intervalJson(json, f.meanSecondsToFirstDeathInterval);
    json.key("mean_seconds").value(f.meanSeconds);
    json.key("mean_seconds_interval");
    intervalJson(json, f.meanSecondsInterval);
    if (level.outcome) {
        json.key("rules").beginArray();
        for (GameRule r : kGameRules) {
            if (level.outcome->rules.has(r)) json.value(name(r));
        }
        json.endArray();
        json.key("deaths").beginArray();
        for (const auto& [tile, n] : level.outcome->tally.deaths)
            json.beginArray().value(tile.second).value(tile.first).value(n).endArray();
        json.endArray();
    }
    if (!m_gates.empty() && !m_outcome.isShard) {
        json.key("gates").beginArray();
        for (const GateResult& g : level.gates) {
            json.beginObject();
            json.key("gate").value(g.gate.text);
            json.key("figure");
            if (g.figure)
                json.value(*g.figure);
            else
                json.null();
            json.key("interval");
            intervalJson(json, g.interval);
            json.key("held").value(g.held);
            json.endObject();
        }
        json.endArray();
    }
    if (!total) {
        json.endObject();
        return;
    }
    // The pack's totals go on: its levels, and those that stand out.
    json.key("levels").beginArray();
    for (const Level& l : m_levels) levelJson(json, l, false);
    json.endArray();
    json.key("outliers").beginArray();
    for (const auto& [i, harder] : m_outliers) {
        json.beginObject();
        json.key("file").value(m_levels[i].name);
        json.key("cleared_rate").value(m_levels[i].figures.clearRate);
        json.key("side").value(harder ? "harder" : "easier");
        json.endObject();
    }
    json.endArray();
    json.endObject();
}

void PlaytestReport::shardJson(Json& json) const
{
    const PlaytestSetup& s = m_outcome.setup;
    json.key("shard").beginObject();
    json.key("k").value(m_outcome.shard);
    json.key("n").value(m_outcome.shards);
    json.key("setup").beginObject();
    json.key("files").beginArray();
    for (const std::string& f : s.files) json.value(f);
    json.endArray();
    json.key("pack").value(s.pack);
    json.key("against");
    if (s.against)
        json.value(*s.against);
    else
        json.null();
    json.key("games").value(s.games);
    json.key("seed").value(s.firstSeed);
    json.key("seconds").value(s.seconds);
    json.key("pilot").value(name(s.pilot));
    json.key("rules");
    if (s.rules)
        json.value(*s.rules);
    else
        json.null();
    json.key("require").beginArray();
    for (const std::string& r : s.require) json.value(r);
    json.endArray();
    json.key("confidence").value(s.confidence);
    json.endObject();
    const auto level = [&](const LevelOutcome& l) {
        json.beginObject();
        json.key("file").value(l.file);
        json.key("rules").value(rulesWords(l.rules));
        json.key("tally");
        tallyJson(json, l.tally);
        json.endObject();
    };
    json.key("tallies").beginArray();
    for (const LevelOutcome& l : m_outcome.levels) level(l);
    json.endArray();
    json.key("against_tally");
    if (m_outcome.against)
        level(*m_outcome.against);
    else
        json.null();
    json.endObject();
}

std::string PlaytestReport::json() const
{
    Json json;
    if (m_total) {
        levelJson(json, *m_total, true);
    } else if (!m_levels.empty()) {
        levelJson(json, m_levels.front(), false);
    } else {
        json.beginObject().endObject();
    }
    std::string text = json.text();
    // What follows the level's own report (a comparison, a shard's tallies) goes inside its object.
    if (m_against || m_outcome.isShard) {
        text.pop_back();
        Json more;
        more.beginObject();
        if (m_against) {
            more.key("against");
            levelJson(more, *m_against, false);
            more.key("difference").beginObject();
            for (const Difference& d : m_differences) {
                more.key(d.figure);
                if (std::isnan(d.value)) {
                    more.null();
                    continue;
                }
                more.beginArray().value(d.value);
                if (d.interval)
                    more.value(d.interval->low).value(d.interval->high);
                else
                    more.null().null();
                more.endArray();
            }
            more.endObject();
            more.key("verdict").value(m_verdict);
        }
        if (m_outcome.isShard) shardJson(more);
        more.endObject();
        text += "," + more.text().substr(1);
    }
    return text + "\n";
}

// --- text ---

std::string PlaytestReport::levelText(const Level& level) const
{
    const PlaytestFigures& f = level.figures;
    const PlaytestSetup& s = m_outcome.setup;
    std::ostringstream out;
    const auto count = [&](int n) { return percent(static_cast<double>(n) / std::max(1, f.games)); };
    out << "games          " << f.games << " (" << name(s.pilot) << " pilot, ";
    if (level.outcome) {
        out << "seeds " << s.firstSeed << " to " << s.firstSeed + static_cast<std::uint64_t>(std::max(0, s.games - 1));
        if (m_outcome.isShard) out << ", shard " << m_outcome.shard << " of " << m_outcome.shards;
        out << ", rules " << rulesWords(level.outcome->rules) << ")\n";
    } else {
        out << m_levels.size() << " levels)\n";
    }
    out << "cleared        " << f.cleared << " of " << f.games << " games cleared the first level (" << count(f.cleared)
        << "; " << intervalText("cleared", f.clearRateInterval) << ")\n"
        << "mean score     " << oneDecimal(f.meanScore) << " (" << intervalText("mean_score", f.meanScoreInterval)
        << ")\n";
    if (level.outcome) out << "best score     " << f.bestScore << " (seed " << f.bestSeed << ")\n";
    std::string levels;
    for (const auto& [l, games] : f.levelsReached)
        levels += (levels.empty() ? "" : ", ") + std::to_string(games) + " ended on level " + std::to_string(l);
    out << "levels         " << levels << "\n"
        << "mean level     " << oneDecimal(f.meanLevel) << " (" << intervalText("level", f.meanLevelInterval) << ")\n"
        << "first death    ";
    if (f.meanSecondsToFirstDeath) {
        out << oneDecimal(*f.meanSecondsToFirstDeath) << " s on average (" << f.gamesWithDeath << " games lost a life; "
            << intervalText("first_death", f.meanSecondsToFirstDeathInterval) << ")\n";
    } else {
        out << "never caught\n";
    }
    out << "mean length    " << oneDecimal(f.meanSeconds) << " s (" << f.gamesOver << " games over, "
        << count(f.gamesOver) << "; " << intervalText("mean_seconds", f.meanSecondsInterval) << ")\n";
    if (level.outcome) {
        // The tiles where the muncher was caught most, most first (reading order among equals).
        std::vector<std::pair<std::pair<int, int>, std::int64_t>> tiles(
            level.outcome->tally.deaths.begin(), level.outcome->tally.deaths.end());
        std::stable_sort(tiles.begin(), tiles.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
        if (tiles.size() > 5) tiles.resize(5);
        std::string most;
        for (const auto& [tile, n] : tiles)
            most += (most.empty() ? "" : ", ") + std::to_string(n) + " at " + std::to_string(tile.second) + ","
                + std::to_string(tile.first);
        out << "deaths         " << (most.empty() ? std::string("none") : "most " + most) << "\n";
    }
    if (m_outcome.isShard && !m_gates.empty()) out << "gates          judged when the shards are merged\n";
    for (const GateResult& g : level.gates) {
        out << "gate           " << g.gate.text << (g.held ? " held: " : " FAILED: ");
        if (g.figure)
            out << figureText(g.gate.name, *g.figure) << " (" << intervalText(g.gate.name, g.interval) << ")";
        else
            out << "never caught";
        out << (m_outcome.setup.confidence ? ", judged on the whole interval\n" : "\n");
    }
    return out.str();
}

std::string PlaytestReport::differenceText() const
{
    std::ostringstream out;
    const std::string a = m_levels.front().name;
    const std::string b = m_against->name;
    out << "same seeds     " << a << " minus " << b << "\n";
    for (const Difference& d : m_differences) {
        const std::string figure = d.figure == "mean_first_death" ? "first_death" : d.figure;
        std::string label = d.figure == "cleared" ? "cleared"
            : d.figure == "mean_score"            ? "mean score"
            : d.figure == "mean_level"            ? "mean level"
            : d.figure == "mean_seconds"          ? "mean length"
                                                  : "first death";
        label.resize(15, ' ');
        out << label;
        if (std::isnan(d.value)) {
            out << "no figure (never caught on one of them)\n";
            continue;
        }
        const auto signedText = [&](double x) {
            const std::string t = figureText(figure, x);
            const bool zero = oneDecimal(figure == "cleared" ? 100 * x : x) == "0";
            return t[0] == '-' || zero ? t : "+" + t;
        };
        out << signedText(d.value) << " (";
        if (d.interval)
            out << "95 % interval " << signedText(d.interval->low) << " to " << signedText(d.interval->high);
        else
            out << "no 95 % interval from fewer than two games";
        out << ")\n";
    }
    out << "verdict        ";
    if (m_verdict == "no detectable difference")
        out << "no detectable difference in the clear rate at 95 %\n";
    else
        out << a << " is " << m_verdict << " than " << b << " (its clear rate, at 95 %)\n";
    return out.str();
}

std::string PlaytestReport::text() const
{
    if (!m_total && !m_against) return m_levels.empty() ? std::string() : levelText(m_levels.front());
    std::string out;
    for (const Level& l : m_levels) out += "== " + l.name + "\n" + levelText(l) + "\n";
    if (m_against) {
        out += "== " + m_against->name + " (against)\n" + levelText(*m_against) + "\n";
        out += "== " + m_levels.front().name + " against " + m_against->name + "\n" + differenceText();
    }
    if (m_total) {
        out += "== the pack\n" + levelText(*m_total);
        std::string names;
        for (const auto& [i, harder] : m_outliers)
            names += (names.empty() ? "" : ", ") + m_levels[i].name + " (" + percent(m_levels[i].figures.clearRate)
                + ", " + (harder ? "harder" : "easier") + ")";
        out += "outliers       "
            + (names.empty() ? std::string("none: every clear rate is inside the pack's interval") : names) + "\n";
    }
    return out;
}

// --- JUnit ---

std::string PlaytestReport::junit() const
{
    struct Suite {
        const Level* level;
        std::string figures;
    };
    std::vector<Suite> suites;
    for (const Level& l : m_levels) {
        std::string figures = levelText(l);
        if (m_against && &l == &m_levels.front()) figures += "against " + m_against->name + "\n" + differenceText();
        suites.push_back({ &l, figures });
    }
    if (m_total) suites.push_back({ &*m_total, levelText(*m_total) });
    int tests = 0;
    int failed = 0;
    for (const Suite& s : suites) {
        tests += std::max<int>(1, static_cast<int>(s.level->gates.size()));
        for (const GateResult& g : s.level->gates) failed += g.held ? 0 : 1;
    }
    std::ostringstream out;
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        << "<testsuites name=\"mazeworks-cli playtest\" tests=\"" << tests << "\" failures=\"" << failed
        << "\" errors=\"0\">\n";
    for (const Suite& s : suites) {
        const Level& l = *s.level;
        int suiteFailed = 0;
        for (const GateResult& g : l.gates) suiteFailed += g.held ? 0 : 1;
        const std::string name = xmlEscape(l.name);
        out << "  <testsuite name=\"" << name << "\" tests=\"" << std::max<std::size_t>(1, l.gates.size())
            << "\" failures=\"" << suiteFailed << "\" errors=\"0\" skipped=\"0\">\n";
        const std::string systemOut = "      <system-out>" + xmlEscape(s.figures) + "</system-out>\n";
        if (l.gates.empty()) {
            out << "    <testcase classname=\"" << name << "\" name=\"played " << l.figures.games << " games\">\n"
                << systemOut << "    </testcase>\n";
        }
        for (const GateResult& g : l.gates) {
            out << "    <testcase classname=\"" << name << "\" name=\"" << xmlEscape(g.gate.text) << "\">\n";
            if (!g.held) {
                std::string why = g.gate.name + " ";
                why += g.figure
                    ? figureText(g.gate.name, *g.figure) + " (" + intervalText(g.gate.name, g.interval) + ")"
                    : std::string("none (never caught)");
                out << "      <failure type=\"gate\" message=\"" << xmlEscape(g.gate.text + " failed: " + why) << "\">"
                    << xmlEscape(why) << "</failure>\n";
            }
            out << systemOut << "    </testcase>\n";
        }
        out << "  </testsuite>\n";
    }
    out << "</testsuites>\n";
    return out.str();
}

} // namespace mazeworks::cli
