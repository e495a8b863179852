#pragma once

#include "dungeon/generator.h"

#include <QWidget>

namespace mazeworks {

// What the colours and lines of the picture mean, for the phase on screen only: a small
// picture of each mark (drawn as the picture draws it) and its name, in rows that wrap.
class GeneratorLegend : public QWidget {
    Q_OBJECT

public:
    explicit GeneratorLegend(QWidget* parent = nullptr);

    // `explorer`: the explorer's marks, for a finished dungeon (its times are core's Explorer's).
    void display(Phase phase, Connection connection, bool explorer);
    void setTextScale(double scale);
    // The names listed, in order (for tests and exports).
    QStringList entries() const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // A mark of the legend: how its small picture is drawn.
    enum class Mark {
        Room,
        Overlapping,
        Highlighted,
        Pushers,
        Arrow,
        BeforeSnap,
        Neighbour,
        TreeEdge,
        NewEdge,
        LoopCandidate,
        Sets,
        NewCorridor,
        Dropped,
        Unvisited,
        Visited,
        Recent,
        Explorer,
    };

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    struct Entry {
        Mark mark;
        QString name;
    };
    static QVector<Entry> entriesFor(Phase phase, Connection connection, bool explorer);
    // Lays the entries out in rows of `width`; returns the height they take.
    int layOut(const QVector<Entry>& entries, int width, QVector<QRect>* boxes) const;
    // The height of the tallest phase's legend at `width`.
    int reservedHeight(int width) const;

    QVector<Entry> m_entries;
    QVector<QVector<Entry>> m_tallest; // every phase's entries, for the height to keep
    Connection m_tallestFor = Connection::Tree; // what m_tallest was made for
    double m_textScale = 1.0;
    double m_basePoint = 10.0; // the desktop's size of type
};

} // namespace mazeworks
