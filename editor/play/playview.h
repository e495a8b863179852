#pragma once

#include "gamepainter.h"
#include "keybindings.h"

#include <QWidget>

namespace mazeworks {

class PlayEffects;
class PlaySession;

// The game on screen: draws the session's game at every frame between its last two steps, and
// takes the keys while it has the focus: the ways (arrows and W A S D unless rebound), P or Esc
// to pause, "." for one step while paused, R to start again, + and - for the speed. Those keys
// are its own while it has the focus, even where the editor's tools use the same letters.
class PlayView : public QWidget {
    Q_OBJECT

public:
    PlayView(PlaySession* session, PlayEffects* effects, QWidget* parent = nullptr);

    void setBindings(const KeyBindings& bindings) { m_bindings = bindings; }
    const KeyBindings& bindings() const { return m_bindings; }
    // The level's best score, for the top line.
    void setBest(int best);
    // What the pilot sees, over the maze while it has the keys.
    void setShowPilot(bool show);
    bool showPilot() const { return m_showPilot; }
    void setCaption(const QString& caption);

    // The frame as it is now, at a size of its own: for tests and pictures.
    QImage renderFrame(const QSize& size);
    const GamePainter& gamePainter() const { return m_painter; }
    // Made again at the next frame: a new level.
    void invalidate() { m_painter.invalidate(); }

    QSize sizeHint() const override { return QSize(560, 640); }
    QSize minimumSizeHint() const override { return QSize(200, 220); }

signals:
    void restartRequested();

protected:
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    // True for the keys the view takes while it has the focus.
    bool isGameKey(const QKeyEvent& event) const;
    GameScene scene() const;
    void paintIdle(QPainter& painter, const QRect& area);

    PlaySession* m_session;
    PlayEffects* m_effects;
    KeyBindings m_bindings;
    GamePainter m_painter;
    int m_best = 0;
    bool m_showPilot = false;
    QString m_caption;
};

} // namespace mazeworks
