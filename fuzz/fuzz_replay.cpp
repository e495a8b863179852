// The replay reader on arbitrary bytes: it must never crash, hang or leak, and a replay written
// from what was read must read back as the same replay, with no new problems.

#include "game/replay.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_replay: %s\n", what);
    std::abort();
}

// The replay as the writer means it: without the line numbers of its result lines, which only
// say where they were read, and with the level's CRLF line ends written LF, as replays are (a
// line that ends in more CRs than its line end keeps them all).
mazeworks::Replay asWritten(mazeworks::Replay replay)
{
    for (auto& expected : replay.result) expected.line = 0;
    std::string level;
    std::string_view rest = replay.level;
    while (!rest.empty()) {
        const std::size_t end = rest.find('\n');
        std::string_view line = rest.substr(0, end);
        if (line.size() >= 1 && line.back() == '\r' && (line.size() == 1 || line[line.size() - 2] != '\r'))
            line.remove_suffix(1);
        level += line;
        if (end == std::string_view::npos) break;
        level += '\n';
        rest.remove_prefix(end + 1);
    }
    replay.level = level;
    return replay;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace mazeworks;
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const ReplayReadResult first = readReplay(bytes);
    if (first.problems.size() > 100) fail("more than 100 problems");
    if (first.ok() && !first.maze.hasMap()) fail("a replay without problems has no level to play");

    // Whatever was read, written and read again, is the same replay; writing it once more gives
    // the same text (the writer's is the canonical form).
    const std::string written = writeReplay(first.replay);
    const ReplayReadResult second = readReplay(written);
    if (first.ok() && !second.ok()) fail("a clean replay written reads back with problems");
    if (first.ok()) {
        if (!(asWritten(second.replay) == asWritten(first.replay)))
            fail("read -> write -> read changed a clean replay");
        if (!(second.maze == first.maze)) fail("read -> write -> read changed the level");
    }
    if (writeReplay(second.replay) != written) fail("write -> read -> write changed the text");

    // Recording the inputs again, one by one, gives the same list (they go up strictly by step).
    if (first.ok()) {
        Replay again;
        for (const Replay::Input& input : first.replay.inputs) again.record(input.step, input.wanted);
        for (const Replay::Input& input : first.replay.inputs)
            if (again.wantedAt(input.step) != input.wanted) fail("a recorded way is not the way at its step");
    }
    return 0;
}
