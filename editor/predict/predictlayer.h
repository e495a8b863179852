#pragma once

#include "maplayer.h"

#include <optional>
#include <vector>

namespace mazeworks {

// Predict's marks over the map: the tiles the rule allowed outlined, the one the search took
// outlined boldly, and a wrong answer crossed out.
class PredictLayer : public MapLayer {
public:
    void setMarks(std::vector<Cell> allowed, std::optional<Cell> chosen, std::optional<Cell> wrong);
    void clear();
    bool isEmpty() const { return m_allowed.empty() && !m_wrong; }
    const std::vector<Cell>& allowed() const { return m_allowed; }
    std::optional<Cell> wrong() const { return m_wrong; }

    void paint(QPainter& painter, const QRect& visible, double scale) override;

private:
    std::vector<Cell> m_allowed;
    std::optional<Cell> m_chosen;
    std::optional<Cell> m_wrong;
};

} // namespace mazeworks
