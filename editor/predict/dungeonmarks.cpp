#include "dungeonmarks.h"

#include "dungeonview.h"

#include <QEvent>
#include <QPainter>
#include <QPen>

namespace mazeworks {

DungeonMarks::DungeonMarks(DungeonView* view)
    : QWidget(view)
    , m_view(view)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setGeometry(view->rect());
    view->installEventFilter(this);
    connect(view, &DungeonView::scaleChanged, this, qOverload<>(&QWidget::update));
    show();
    raise();
}

void DungeonMarks::setRooms(std::vector<Room> rooms)
{
    m_rooms = std::move(rooms);
    update();
}

void DungeonMarks::setPicked(std::vector<int> picked)
{
    m_picked = std::move(picked);
    update();
}

void DungeonMarks::setAnswer(std::vector<Edge> allowed, std::optional<Edge> chosen, std::optional<Edge> wrong)
{
    m_allowed = std::move(allowed);
    m_chosen = chosen;
    m_wrong = wrong;
    update();
}

void DungeonMarks::clear()
{
    m_picked.clear();
    setAnswer({}, std::nullopt, std::nullopt);
}

bool DungeonMarks::eventFilter(QObject* watched, QEvent* event)
{
    // Over the whole view; a pan or a zoom repaints the view, and with it what lies over it.
    if (watched == m_view && event->type() == QEvent::Resize) setGeometry(m_view->rect());
    return false;
}

QRectF DungeonMarks::roomRect(int room) const
{
    if (!m_view || room < 0 || room >= static_cast<int>(m_rooms.size())) return {};
    const Rect r = m_rooms[static_cast<std::size_t>(room)].rect();
    return QRectF(m_view->widgetPoint(QPointF(r.x, r.y)), m_view->widgetPoint(QPointF(r.right(), r.bottom())));
}

void DungeonMarks::paintEvent(QPaintEvent*)
{
    if (!m_view) return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    const QColor right(120, 240, 120);
    const QColor wrong(255, 90, 90);
    const QColor picked(255, 220, 60);
    const QColor edge(0, 0, 0, 170);
    auto line = [&](const Edge& e, const QColor& colour, double width) {
        const QPointF a = roomRect(e.a).center();
        const QPointF b = roomRect(e.b).center();
        painter.setPen(QPen(edge, width + 2, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(a, b);
        painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(a, b);
    };
    auto box = [&](int room, const QColor& colour) {
        const QRectF r = roomRect(room).adjusted(-2, -2, 2, 2);
        painter.setPen(QPen(edge, 5));
        painter.drawRect(r);
        painter.setPen(QPen(colour, 3));
        painter.drawRect(r);
    };
    for (const Edge& e : m_allowed) {
        line(e, right, 3);
        box(e.a, right);
        box(e.b, right);
    }
    if (m_chosen) line(*m_chosen, right, 6);
    if (m_wrong) {
        line(*m_wrong, wrong, 4);
        const QPointF mid = (roomRect(m_wrong->a).center() + roomRect(m_wrong->b).center()) / 2;
        for (const auto& [colour, width] : { std::pair { edge, 7.0 }, std::pair { wrong, 4.0 } }) {
            painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(mid + QPointF(-9, -9), mid + QPointF(9, 9));
            painter.drawLine(mid + QPointF(9, -9), mid + QPointF(-9, 9));
        }
    }
    for (const int room : m_picked) box(room, picked);
}

} // namespace mazeworks
