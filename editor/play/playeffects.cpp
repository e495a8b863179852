#include "playeffects.h"

#include <algorithm>

namespace mazeworks {

void PlayEffects::react(const std::vector<Event>& events, double time)
{
    m_labels.erase(std::remove_if(m_labels.begin(), m_labels.end(),
                       [time](const Label& l) { return time - l.born > kLabelSeconds || l.born > time; }),
        m_labels.end());
    for (const Event& e : events) {
        switch (e.kind) {
        case Event::Kind::GhostEaten:
            m_labels.push_back({ e.x, e.y, e.points, time });
            break;
        case Event::Kind::FruitEaten:
            m_labels.push_back({ static_cast<double>(e.at.col), static_cast<double>(e.at.row), e.points, time });
            break;
        // A new round or level clears what was shown.
        case Event::Kind::Ready:
            m_labels.clear();
            break;
        default:
            break;
        }
    }
}

std::vector<PlayEffects::Label> PlayEffects::labels(double time) const
{
    std::vector<Label> shown;
    for (const Label& l : m_labels) {
        if (time >= l.born && time - l.born <= kLabelSeconds) shown.push_back(l);
    }
    return shown;
}

} // namespace mazeworks
