#include "announcer.h"

#include <QAccessible>

namespace mazeworks {

Announcer::Announcer(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("announcer"));
    // Heard, not seen: the Undo History and the Diagnostics panel show the same news to the eye.
    setFixedSize(0, 0);
    setFocusPolicy(Qt::NoFocus);
}

void Announcer::announce(const QString& text)
{
    m_announcement = text;
    QAccessibleEvent named(this, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&named);
    QAccessibleEvent shown(this, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&shown);
    emit announced(text);
}

AccessibleAnnouncer::AccessibleAnnouncer(Announcer* announcer)
    : QAccessibleWidget(announcer, QAccessible::Notification)
{
}

QString AccessibleAnnouncer::text(QAccessible::Text type) const
{
    if (type == QAccessible::Name) return static_cast<const Announcer*>(object())->announcement();
    return QAccessibleWidget::text(type);
}

} // namespace mazeworks
