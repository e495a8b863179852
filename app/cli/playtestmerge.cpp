// mazeworks-cli playtest-merge: the --json reports of the shards of one playtest (playtest
// --shard K/N) joined into the report one run of it gives, byte for byte (docs/cli.md).

#include "jsonread.h"
#include "playtestreport.h"

#include <charconv>
#include <iostream>
#include <map>

namespace mazeworks::cli {

namespace {

struct Shard {
    std::string path;
    int k = 0;
    int n = 0;
    PlaytestSetup setup;
    std::vector<LevelOutcome> levels;
    std::optional<LevelOutcome> against;
};

Shard readShard(const std::string& path)
{
    std::string why;
    const std::string bytes = readFile(path);
    const std::optional<JsonValue> document = parseJson(bytes, &why);
    if (!document) throw Failure(path + ": not JSON (" + why + ")");
    const JsonValue* shard = document->find("shard");
    if (!shard || shard->kind != JsonValue::Kind::Object)
        throw Failure(path + ": not the report of a shard (run mazeworks-cli playtest --shard K/N --json)");
    const auto broken = [&](const std::string& what) {
        return Failure(path + ": a shard's report whose " + what + " is missing or wrong");
    };
    const auto whole = [&](const JsonValue* v, const std::string& what) {
        long long n = 0;
        if (!v || v->kind != JsonValue::Kind::Number) throw broken(what);
        const auto [end, ec] = std::from_chars(v->text.data(), v->text.data() + v->text.size(), n);
        if (ec != std::errc() || end != v->text.data() + v->text.size()) throw broken(what);
        return n;
    };
    const auto text = [&](const JsonValue* v, const std::string& what) {
        if (!v || v->kind != JsonValue::Kind::String) throw broken(what);
        return v->text;
    };
    Shard s;
    s.path = path;
    const long long k = whole(shard->find("k"), "k");
    const long long n = whole(shard->find("n"), "n");
    if (n < 1 || n > 1000000 || k < 1 || k > n) throw broken("k or n");
    s.k = static_cast<int>(k);
    s.n = static_cast<int>(n);
    const JsonValue* setup = shard->find("setup");
    if (!setup || setup->kind != JsonValue::Kind::Object) throw broken("setup");
    const JsonValue* files = setup->find("files");
    if (!files || files->kind != JsonValue::Kind::Array || files->items.empty()) throw broken("files");
    for (const JsonValue& f : files->items) s.setup.files.push_back(text(&f, "files"));
    const JsonValue* pack = setup->find("pack");
    if (!pack || pack->kind != JsonValue::Kind::Bool) throw broken("pack");
    s.setup.pack = pack->boolean;
    const JsonValue* against = setup->find("against");
    if (against && against->kind != JsonValue::Kind::Null) s.setup.against = text(against, "against");
    const long long games = whole(setup->find("games"), "games");
    if (games < 1 || games > 1000000) throw broken("games");
    s.setup.games = static_cast<int>(games);
    const JsonValue* seed = setup->find("seed");
    if (!seed || seed->kind != JsonValue::Kind::Number) throw broken("seed");
    {
        const auto [end, ec]
            = std::from_chars(seed->text.data(), seed->text.data() + seed->text.size(), s.setup.firstSeed);
        if (ec != std::errc() || end != seed->text.data() + seed->text.size()) throw broken("seed");
    }
    const JsonValue* seconds = setup->find("seconds");
    if (!seconds || seconds->kind != JsonValue::Kind::Number) throw broken("seconds");
    {
        const auto [end, ec]
            = std::from_chars(seconds->text.data(), seconds->text.data() + seconds->text.size(), s.setup.seconds);
        if (ec != std::errc() || end != seconds->text.data() + seconds->text.size()) throw broken("seconds");
    }
    const auto pilot = pilotKindFromName(text(setup->find("pilot"), "pilot"));
    if (!pilot) throw broken("pilot");
    s.setup.pilot = *pilot;
    const JsonValue* rules = setup->find("rules");
    if (rules && rules->kind != JsonValue::Kind::Null) s.setup.rules = text(rules, "rules");
    const JsonValue* require = setup->find("require");
    if (!require || require->kind != JsonValue::Kind::Array) throw broken("require");
    for (const JsonValue& r : require->items) s.setup.require.push_back(text(&r, "require"));
    const JsonValue* confidence = setup->find("confidence");
    if (!confidence || confidence->kind != JsonValue::Kind::Bool) throw broken("confidence");
    s.setup.confidence = confidence->boolean;

    const auto level = [&](const JsonValue& v) {
        LevelOutcome l;
        if (v.kind != JsonValue::Kind::Object) throw broken("tallies");
        l.file = text(v.find("file"), "tallies");
        const auto set = ruleSetFromList(text(v.find("rules"), "rules"));
        if (!set) throw broken("rules");
        l.rules = *set;
        const JsonValue* tally = v.find("tally");
        const auto t = tally ? tallyFromJson(*tally) : std::nullopt;
        if (!t) throw broken("tally");
        l.tally = *t;
        return l;
    };
    const JsonValue* tallies = shard->find("tallies");
    if (!tallies || tallies->kind != JsonValue::Kind::Array || tallies->items.size() != s.setup.files.size())
        throw broken("tallies");
    for (const JsonValue& t : tallies->items) s.levels.push_back(level(t));
    const JsonValue* againstTally = shard->find("against_tally");
    if (s.setup.against) {
        if (!againstTally || againstTally->kind != JsonValue::Kind::Object) throw broken("against_tally");
        s.against = level(*againstTally);
    }
    return s;
}

std::string list(const std::vector<std::string>& words)
{
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
    return out.empty() ? "none" : out;
}

// The first thing in which `b` is not the same playtest as `a`, as "--games 200, not 100", or "".
std::string difference(const Shard& a, const Shard& b)
{
    const auto differ = [](const std::string& what, const std::string& x, const std::string& y) {
        return what + " " + y + ", not " + x;
    };
    const auto optional = [](const std::optional<std::string>& s) { return s ? *s : std::string("none"); };
    if (a.n != b.n) return differ("a shard of", std::to_string(a.n), std::to_string(b.n));
    if (a.setup.files != b.setup.files) return differ("levels", list(a.setup.files), list(b.setup.files));
    if (a.setup.against != b.setup.against)
        return differ("--against", optional(a.setup.against), optional(b.setup.against));
    if (a.setup.games != b.setup.games)
        return differ("--games", std::to_string(a.setup.games), std::to_string(b.setup.games));
    if (a.setup.firstSeed != b.setup.firstSeed)
        return differ("--seed", std::to_string(a.setup.firstSeed), std::to_string(b.setup.firstSeed));
    if (a.setup.seconds != b.setup.seconds)
        return differ("--seconds", formatNumber(a.setup.seconds), formatNumber(b.setup.seconds));
    if (a.setup.pilot != b.setup.pilot)
        return differ("--pilot", std::string(name(a.setup.pilot)), std::string(name(b.setup.pilot)));
    if (a.setup.rules != b.setup.rules) return differ("--rules", optional(a.setup.rules), optional(b.setup.rules));
    if (a.setup.require != b.setup.require) return differ("--require", list(a.setup.require), list(b.setup.require));
    if (a.setup.confidence != b.setup.confidence)
        return differ(
            "--confidence", a.setup.confidence ? "given" : "not given", b.setup.confidence ? "given" : "not given");
    if (a.setup.pack != b.setup.pack) return "a pack on one and not on the other";
    for (std::size_t i = 0; i < a.levels.size(); ++i) {
        if (a.levels[i].rules != b.levels[i].rules)
            return differ(
                "the rules of " + a.levels[i].file, a.levels[i].rules.words(','), b.levels[i].rules.words(','));
    }
    if (a.against && b.against && a.against->rules != b.against->rules)
        return differ("the rules of " + a.against->file, a.against->rules.words(','), b.against->rules.words(','));
    return {};
}

int mergeCommand(const std::vector<std::string>& given)
{
    std::vector<std::string> words = given;
    const std::vector<std::string> require = takeRepeated(words, "--require");
    const Args args(words, { "--json", "--confidence" }, { "--junit" });
    if (args.positional().empty()) throw Failure("name the SHARD.json reports to merge");
    for (const std::string& gate : require) parseGate(gate);
    std::vector<Shard> shards;
    for (const std::string& path : args.positional()) shards.push_back(readShard(path));

    const Shard& first = shards.front();
    std::map<int, const Shard*> byK;
    for (const Shard& s : shards) {
        if (const std::string d = difference(first, s); !d.empty())
            throw Failure(s.path + " is a shard of another playtest than " + first.path + ": " + d);
        if (const auto [it, fresh] = byK.emplace(s.k, &s); !fresh)
            throw Failure(it->second->path + " and " + s.path + " are both shard " + std::to_string(s.k) + " of "
                + std::to_string(s.n));
        // Each shard played its share of the games, no more and no fewer.
        PlaytestOptions share;
        share.games = s.setup.games;
        share.shard = s.k - 1;
        share.shards = s.n;
        std::vector<const LevelOutcome*> levels;
        for (const LevelOutcome& l : s.levels) levels.push_back(&l);
        if (s.against) levels.push_back(&*s.against);
        for (const LevelOutcome* l : levels) {
            if (l->tally.games != gamesInShard(share))
                throw Failure(s.path + ": shard " + std::to_string(s.k) + " of " + std::to_string(s.n) + " has "
                    + std::to_string(l->tally.games) + " games of " + l->file + ", not "
                    + std::to_string(gamesInShard(share)) + " (a run that was stopped?)");
        }
    }
    for (int k = 1; k <= first.n; ++k) {
        if (!byK.count(k))
            throw Failure("shard " + std::to_string(k) + " of " + std::to_string(first.n) + " is missing");
    }

    PlaytestOutcome outcome;
    outcome.setup = first.setup;
    outcome.setup.require.insert(outcome.setup.require.end(), require.begin(), require.end());
    outcome.setup.confidence = first.setup.confidence || args.has("--confidence");
    outcome.levels = first.levels;
    for (LevelOutcome& l : outcome.levels) l.tally = {};
    if (first.against) {
        outcome.against = first.against;
        outcome.against->tally = {};
    }
    for (const auto& [k, s] : byK) {
        for (std::size_t i = 0; i < s->levels.size(); ++i) outcome.levels[i].tally.merge(s->levels[i].tally);
        if (s->against) outcome.against->tally.merge(s->against->tally);
    }
    const PlaytestReport report(std::move(outcome));
    if (const auto xml = args.value("--junit")) writeFileAtomically(*xml, report.junit());
    std::cout << (args.has("--json") ? report.json() : report.text()) << std::flush;
    const std::vector<std::string> failures = report.failures();
    for (const std::string& line : failures) std::cerr << "mazeworks-cli playtest-merge: " << line << "\n";
    return failures.empty() ? Success : InputErrors;
}

const CommandRegistration registration { {
    "playtest-merge",
    "mazeworks-cli playtest-merge SHARD.json... [--json] [--require EXPR]... [--confidence] [--junit XML]",
    "Join the shards of a playtest into the report one run of it gives.",
    "Reads the JSON reports of the N shards of one playtest (playtest's K/N shard option, K from\n"
    "1 to N, one report each) and prints the report that playtest prints when it plays all the\n"
    "games itself, byte for byte, as text or with --json. The shards' gates are judged on the\n"
    "whole; more may be given here.\n\n"
    "  --json           the report as JSON (the fields of playtest --json)\n"
    "  --require EXPR   one more gate, as playtest's; repeatable\n"
    "  --confidence     judge the gates on the whole 95 % interval\n"
    "  --junit XML      a JUnit report, as playtest's\n\n"
    "Exit status 1 when a gate fails; 2 when a shard cannot be read, is missing or given twice, or\n"
    "is a shard of another playtest (other levels, options or number of shards), which is named.\n",
    mergeCommand,
} };

} // namespace

} // namespace mazeworks::cli
