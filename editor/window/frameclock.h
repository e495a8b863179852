#pragma once

// The beat of an animation in a panel (the generator's run, the explorer's walk, a search
// played): a timer that fires once a frame, and a clock of milliseconds that a test replaces
// with its own, so that what it sees does not depend on how fast the machine is.

#include <QElapsedTimer>
#include <QTimer>

#include <functional>
#include <memory>

namespace mazeworks {

// Milliseconds from now on, on a steady clock.
inline std::function<qint64()> steadyClock()
{
    auto elapsed = std::make_shared<QElapsedTimer>();
    elapsed->start();
    return [elapsed] { return elapsed->elapsed(); };
}

// Makes `frames` fire once a frame of a 60 Hz screen, on time.
inline void beatOncePerFrame(QTimer& frames)
{
    frames.setInterval(16);
    frames.setTimerType(Qt::PreciseTimer);
}

} // namespace mazeworks
