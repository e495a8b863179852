#include "game/ghost.h"
#include "game/statemachine.h"

#include <QtTest>

#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace mazeworks;

namespace {

enum class Mode { Wait, Hunt, Flee, Home };

std::string_view modeName(Mode m)
{
    switch (m) {
    case Mode::Wait:
        return "wait";
    case Mode::Hunt:
        return "hunt";
    case Mode::Flee:
        return "flee";
    case Mode::Home:
        return "home";
    }
    return "?";
}

} // namespace

class TstStateMachine : public QObject {
    Q_OBJECT

private slots:
    void onlyTheAllowedChangesHappen()
    {
        std::vector<std::string> changes;
        StateMachine<Mode, 4> ghost(Mode::Wait, modeName);
        ghost.allow(Mode::Wait, { Mode::Hunt })
            .allow(Mode::Hunt, { Mode::Flee })
            .allow(Mode::Flee, { Mode::Hunt, Mode::Home })
            .allow(Mode::Home, { Mode::Wait })
            .onChange([&](Mode from, Mode to) {
                changes.push_back(std::string(modeName(from)) + " -> " + std::string(modeName(to)));
            });
        ghost.to(Mode::Hunt);
        ghost.update(2.5);
        QCOMPARE(ghost.seconds(), 2.5); // time in the state
        ghost.to(Mode::Flee);
        QCOMPARE(ghost.seconds(), 0.0); // a new state starts at zero
        QCOMPARE(ghost.previous(), Mode::Hunt);
        ghost.to(Mode::Home);
        QVERIFY(!ghost.canChange(Mode::Flee));
        try {
            ghost.to(Mode::Flee); // eaten twice: a bug, found at once
            QFAIL("a change the table does not allow happened");
        } catch (const std::logic_error& e) {
            QCOMPARE(std::string(e.what()), std::string("not allowed: home -> flee"));
        }
        QVERIFY(ghost.is(Mode::Home));
        QCOMPARE(changes, (std::vector<std::string> { "wait -> hunt", "hunt -> flee", "flee -> home" }));
    }

    void aResetStartsAfreshWithoutAChange()
    {
        int changes = 0;
        StateMachine<Mode, 4> machine(Mode::Wait);
        machine.allow(Mode::Wait, { Mode::Hunt }).onChange([&](Mode, Mode) { ++changes; });
        machine.to(Mode::Hunt);
        machine.reset(Mode::Home);
        QVERIFY(machine.is(Mode::Home));
        QCOMPARE(machine.previous(), Mode::Home);
        QCOMPARE(changes, 1);
        QVERIFY(!machine.canChange(Mode::Wait)); // nothing was allowed from home
    }

    void theGhostsTableAllowsTheChangesOfItsDiagramAndNoOther()
    {
        // The diagram of a ghost's modes, arrow by arrow: out of the house by leaving it; scatter
        // and chase by turns; blue from leaving, scatter or chase, and back; eaten only when
        // blue; home as eyes, into the house and out again.
        using M = Ghost::Mode;
        const std::set<std::pair<M, M>> diagram = {
            { M::House, M::Leaving },
            { M::Leaving, M::Scatter },
            { M::Leaving, M::Chase },
            { M::Leaving, M::Frightened },
            { M::Scatter, M::Chase },
            { M::Chase, M::Scatter },
            { M::Scatter, M::Frightened },
            { M::Chase, M::Frightened },
            { M::Frightened, M::Scatter },
            { M::Frightened, M::Chase },
            { M::Frightened, M::Eaten },
            { M::Eaten, M::Entering },
            { M::Entering, M::Leaving },
        };
        for (std::size_t from = 0; from < Ghost::ModeCount; ++from) {
            for (std::size_t to = 0; to < Ghost::ModeCount; ++to) {
                Ghost::Modes modes = Ghost::modeMachine();
                modes.reset(static_cast<M>(from));
                const bool allowed = diagram.count({ static_cast<M>(from), static_cast<M>(to) }) != 0;
                QCOMPARE(modes.canChange(static_cast<M>(to)), allowed);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TstStateMachine)
#include "tst_statemachine.moc"
