#pragma once

#include "dungeon/edge.h"
#include "dungeon/room.h"

#include <QPointer>
#include <QWidget>

#include <optional>
#include <vector>

namespace mazeworks {

class DungeonView;

// Predict's marks over the generator's picture, on top of it and letting every click through:
// the rooms picked so far, the pairs the rule allowed joined by a line (the one taken boldly),
// and a wrong pair's line crossed out. It follows the view's zoom and pan.
class DungeonMarks : public QWidget {
    Q_OBJECT

public:
    explicit DungeonMarks(DungeonView* view);

    void setRooms(std::vector<Room> rooms);
    void setPicked(std::vector<int> picked);
    void setAnswer(std::vector<Edge> allowed, std::optional<Edge> chosen, std::optional<Edge> wrong);
    void clear();
    const std::vector<int>& picked() const { return m_picked; }
    const std::vector<Edge>& allowed() const { return m_allowed; }
    std::optional<Edge> wrong() const { return m_wrong; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QRectF roomRect(int room) const;

    QPointer<DungeonView> m_view;
    std::vector<Room> m_rooms;
    std::vector<int> m_picked;
    std::vector<Edge> m_allowed;
    std::optional<Edge> m_chosen;
    std::optional<Edge> m_wrong;
};

} // namespace mazeworks
