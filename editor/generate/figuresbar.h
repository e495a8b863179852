#pragma once

#include "dungeon/generator.h"

#include <QWidget>

#include <array>

class QLabel;

namespace mazeworks {

// The phase and the figures of the generator in large type, to be read from the back of a
// classroom: steps, rooms still moving, overlaps left, sets in the union-find, edges in the
// tree, tiles of corridor, tries. The figures the phase is about are bright, the others dim.
class FiguresBar : public QWidget {
    Q_OBJECT

public:
    enum Figure { Steps, Moving, Overlaps, Sets, TreeEdges, CorridorTiles, Tries, FigureCount };

    explicit FiguresBar(QWidget* parent = nullptr);

    void display(const Generator& generator);
    // Type this much larger than the desktop's (presentation mode).
    void setTextScale(double scale);

    QString phaseText() const;
    QString figureText(Figure figure) const;
    // The figures in one line, as a picture export writes them under the picture.
    QString summary() const;

private:
    void applyFonts();

    QLabel* m_phase = nullptr;
    std::array<QLabel*, FigureCount> m_values {};
    std::array<QLabel*, FigureCount> m_names {};
    double m_textScale = 1.0;
};

} // namespace mazeworks
