#pragma once

#include <QAccessibleWidget>
#include <QWidget>

namespace mazeworks {

// Where the window speaks to a screen reader: a widget of no size in the status bar whose
// accessible role is a notification and whose name is the latest announcement ("Paint 2 walls",
// "1 problem: ..."). Qt 6.4 has no announcement event of its own, and its AT-SPI bridge passes no
// alert on, so each announcement changes the name (object:property-change:accessible-name) and
// shows the notification again (object:state-changed:showing, which Orca reads out).
class Announcer : public QWidget {
    Q_OBJECT

public:
    explicit Announcer(QWidget* parent = nullptr);

    // Says `text`, even when it is what was said last.
    void announce(const QString& text);
    // The latest announcement.
    QString announcement() const { return m_announcement; }

signals:
    // Each announcement, as it is made: Qt passes the accessibility events on only while a
    // screen reader listens, and a test listens here.
    void announced(const QString& text);

private:
    QString m_announcement;
};

// The announcer as the screen reader finds it.
class AccessibleAnnouncer : public QAccessibleWidget {
public:
    explicit AccessibleAnnouncer(Announcer* announcer);
    QString text(QAccessible::Text type) const override;
};

} // namespace mazeworks
