#include "playview.h"

#include "playeffects.h"
#include "playsession.h"

#include <QKeyEvent>
#include <QPainter>

#include <array>

namespace mazeworks {

namespace {

constexpr std::array<double, 5> kSpeeds = { 0.25, 0.5, 1.0, 2.0, 4.0 };

double nextSpeed(double speed, bool faster)
{
    if (faster) {
        for (double s : kSpeeds) {
            if (s > speed + 1e-9) return s;
        }
        return kSpeeds.back();
    }
    for (auto it = kSpeeds.rbegin(); it != kSpeeds.rend(); ++it) {
        if (*it < speed - 1e-9) return *it;
    }
    return kSpeeds.front();
}

} // namespace

PlayView::PlayView(PlaySession* session, PlayEffects* effects, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_effects(effects)
    , m_bindings(KeyBindings::load())
{
    setObjectName(QStringLiteral("playView"));
    setAccessibleName(tr("Game"));
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAutoFillBackground(false);
    connect(session, &PlaySession::frame, this, qOverload<>(&QWidget::update));
    connect(session, &PlaySession::started, this, [this] { m_painter.invalidate(); });
}

void PlayView::setBest(int best)
{
    m_best = best;
    update();
}

void PlayView::setShowPilot(bool show)
{
    m_showPilot = show;
    update();
}

void PlayView::setCaption(const QString& caption)
{
    m_caption = caption;
    update();
}

bool PlayView::isGameKey(const QKeyEvent& event) const
{
    if (m_bindings.wayOf(event.key(), event.modifiers())) return true;
    if (event.modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier)) return false;
    switch (event.key()) {
    case Qt::Key_P:
    case Qt::Key_Escape:
    case Qt::Key_Period:
    case Qt::Key_R:
    case Qt::Key_Plus:
    case Qt::Key_Equal:
    case Qt::Key_Minus:
        return true;
    default:
        return false;
    }
}

bool PlayView::event(QEvent* event)
{
    // The game's keys are the view's while it has the focus: the map's tools use some of the same
    // letters as window shortcuts, and those would take them first.
    if (event->type() == QEvent::ShortcutOverride && m_session->isActive()) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (isGameKey(*key)) {
            key->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void PlayView::keyPressEvent(QKeyEvent* event)
{
    if (!m_session->isActive()) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (const auto way = m_bindings.wayOf(event->key(), event->modifiers())) {
        m_session->press(*way);
        return;
    }
    switch (event->key()) {
    case Qt::Key_P:
    case Qt::Key_Escape:
        m_session->togglePause();
        return;
    case Qt::Key_Period:
        m_session->stepOnce();
        return;
    case Qt::Key_R:
        emit restartRequested();
        return;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        m_session->setSpeed(nextSpeed(m_session->speed(), true));
        return;
    case Qt::Key_Minus:
        m_session->setSpeed(nextSpeed(m_session->speed(), false));
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void PlayView::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    update();
}

void PlayView::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    update();
}

GameScene PlayView::scene() const
{
    GameScene s;
    s.game = m_session->game();
    s.alpha = m_session->alpha();
    s.time = m_session->effectTime();
    s.effects = m_effects;
    s.best = m_best;
    if (m_showPilot && m_session->mode() == PlaySession::Mode::Live) s.pilot = m_session->pilot();
    s.paused = m_session->isPaused();
    s.caption = m_caption;
    return s;
}

void PlayView::paintIdle(QPainter& painter, const QRect& area)
{
    painter.fillRect(area, QColor(0, 0, 5));
    painter.setPen(QColor(0xc0, 0xc8, 0xe0));
    painter.drawText(area.adjusted(16, 16, -16, -16), Qt::AlignCenter | Qt::TextWordWrap,
        tr("Press F5 to play the level you are editing."));
}

void PlayView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    if (!m_session->game()) {
        paintIdle(painter, rect());
        return;
    }
    m_painter.paint(painter, rect(), scene());
    // Keys typed elsewhere go to the editor: say so, so that nobody wonders why nothing moves.
    const bool person = m_session->mode() == PlaySession::Mode::Live && !m_session->pilotKind();
    if (person && !hasFocus() && !m_session->isPaused()) {
        const QString text = tr("Click here to steer with the keys");
        QFont font = painter.font();
        font.setBold(true);
        painter.setFont(font);
        const QRect box = painter.fontMetrics().boundingRect(text).adjusted(-10, -6, 10, 6);
        QRect placed = box;
        placed.moveCenter(QPoint(width() / 2, height() - box.height()));
        painter.fillRect(placed, QColor(0x20, 0x30, 0x80, 220));
        painter.setPen(Qt::white);
        painter.drawText(placed, Qt::AlignCenter, text);
    }
}

QImage PlayView::renderFrame(const QSize& size)
{
    QImage image(size, QImage::Format_RGB32);
    QPainter painter(&image);
    // A painter of its own: the view's keeps its pictures at the view's size.
    GamePainter still;
    if (m_session->game())
        still.paint(painter, QRect(QPoint(0, 0), size), scene());
    else
        paintIdle(painter, QRect(QPoint(0, 0), size));
    return image;
}

} // namespace mazeworks
