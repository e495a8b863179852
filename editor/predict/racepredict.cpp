#include "racepredict.h"

#include "mapview.h"
#include "overlayplayer.h"
#include "path/nextsettled.h"
#include "predictlayer.h"
#include "predicttool.h"
#include "predictwords.h"
#include "race.h"
#include "racewindow.h"
#include "searchchoice.h"
#include "searchtext.h"

#include <QAction>
#include <QLabel>
#include <QPen>
#include <QStyle>
#include <QTextDocumentFragment>

#include <algorithm>

namespace mazeworks {

namespace {

// The key of Predict, as in the Overlays and Generate panels: F7, beside the stepping keys.
const QKeySequence kPredictKey(Qt::Key_F7);

// Above the search's own drawing (20), as PredictMode's marks are.
constexpr int kMarksZ = 1000;

// A pane's answer before it is judged: a white square, filled faintly, unlike the verdict's
// green and red outlines and the dashed cell cursor, so that nobody reads it as right or wrong.
class PickLayer : public MapLayer {
public:
    std::optional<Cell> cell;

    void paint(QPainter& painter, const QRect& visible, double scale) override
    {
        if (!cell || !visible.adjusted(-1, -1, 1, 1).contains(cell->col, cell->row)) return;
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        const double px = 1.0 / scale;
        const double width = std::min(0.2, 5 * px);
        const QRectF box(cell->col + width / 2, cell->row + width / 2, 1 - width, 1 - width);
        painter.setBrush(QColor(255, 255, 255, 90));
        painter.setPen(QPen(QColor(0, 0, 0, 180), width + 2 * px));
        painter.drawRect(box);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(Qt::white, width));
        painter.drawRect(box);
        painter.restore();
    }
};

} // namespace

struct RacePredict::Pane {
    QPointer<MapView> view;
    PredictTool tool;
    PredictLayer marks;
    PickLayer pick;
    bool asked = false; // asked at this step: its search still running
    NextSettled next; // what its rule allows, when asked
    std::optional<Cell> answer;
    QString why; // the verdict and why, once judged
};

RacePredict::RacePredict(RaceWindow* window)
    : QObject(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("racePredict"));
    m_action = new QAction(window->style()->standardIcon(QStyle::SP_MessageBoxQuestion), tr("Pred&ict"), window);
    m_action->setObjectName(QStringLiteral("predictRace"));
    m_action->setCheckable(true);
    m_action->setToolTip(tr("Before each step the class clicks, in every pane, the tile its search settles next (%1)")
                             .arg(kPredictKey.toString(QKeySequence::NativeText)));
    m_words = new QLabel;
    m_words->setObjectName(QStringLiteral("racePredictWords"));
    m_words->setWordWrap(true);
    m_words->setTextFormat(Qt::RichText);
    // Large enough for the back of the room, as the race's own summary is.
    QFont font = m_words->font();
    font.setPointSizeF(font.pointSizeF() * 1.2);
    m_words->setFont(font);
    m_words->hide();
    window->addStepTool(m_action, kPredictKey, m_words);
    connect(m_action, &QAction::toggled, this, &RacePredict::setOn);
    window->beforeStep = [this] {
        if (!m_action->isChecked()) return false;
        if (m_asking) return true; // still waiting for answers
        return ask();
    };
    connect(window->race(), &Race::changed, this, [this] {
        if (m_ownChange) return;
        // Stepped by other means, stepped back, dragged, reset or raced anew: the question and
        // the marks are stale.
        forget();
    });
    connect(window, &RaceWindow::panesRebuilt, this, [this] {
        forget();
        attachPanes();
    });
    if (QAction* reset = window->findChild<QAction*>(QStringLiteral("resetRace")))
        connect(reset, &QAction::triggered, this, &RacePredict::resetScore);
    // Playing ends predicting: the class watches instead.
    connect(window->player(), &OverlayPlayer::playingChanged, this, [this](bool playing) {
        if (playing) m_action->setChecked(false);
    });
    attachPanes();
}

RacePredict::~RacePredict()
{
    // The window may be half gone (this is its child): only the views still there are touched.
    detachPanes();
}

RacePredict* RacePredict::of(const RaceWindow* window)
{
    return window ? window->findChild<RacePredict*>(QStringLiteral("racePredict"), Qt::FindDirectChildrenOnly)
                  : nullptr;
}

bool RacePredict::isOn() const { return m_action->isChecked(); }

void RacePredict::setOn(bool on)
{
    if (m_action->isChecked() != on) {
        m_action->setChecked(on); // comes back here
        return;
    }
    m_words->setVisible(on);
    if (!on) {
        forget();
        return;
    }
    m_window->player()->pause();
    Race* race = m_window->race();
    if (race->isReady() && race->allDone()) {
        // From the beginning: a finished race has nothing left to ask.
        m_ownChange = true;
        race->restart();
        m_ownChange = false;
    }
    ask();
}

bool RacePredict::asks(int pane) const
{
    if (!m_asking || pane < 0 || pane >= static_cast<int>(m_panes.size())) return false;
    return m_panes[static_cast<std::size_t>(pane)]->asked;
}

std::optional<Cell> RacePredict::answer(int pane) const
{
    if (pane < 0 || pane >= static_cast<int>(m_panes.size())) return std::nullopt;
    return m_panes[static_cast<std::size_t>(pane)]->answer;
}

const PredictLayer* RacePredict::layer(int pane) const
{
    if (pane < 0 || pane >= static_cast<int>(m_panes.size())) return nullptr;
    return &m_panes[static_cast<std::size_t>(pane)]->marks;
}

bool RacePredict::ask()
{
    forget();
    const Race* race = m_window->race();
    if (!race->isReady()) {
        m_note = tr("Predict asks about the race: pick an open start and goal in the Overlays panel.");
        showWords();
        return false;
    }
    bool any = false;
    for (std::size_t i = 0; i < m_panes.size(); ++i) {
        Pane& pane = *m_panes[i];
        const WatchedSearch* search = race->search(static_cast<int>(i));
        // A search that has finished is not asked: it does not step.
        if (!search || search->done()) continue;
        pane.next = nextSettled(*search);
        if (pane.next.allowed.empty()) continue;
        pane.asked = true;
        any = true;
    }
    if (!any) {
        m_note = tr("Every search has finished: nothing is left to settle. Reset to predict the race again.");
        showWords();
        return false;
    }
    m_asking = true;
    for (const auto& pane : m_panes) {
        if (pane->asked && pane->view) pane->view->setTool(&pane->tool);
    }
    showWords();
    return true;
}

void RacePredict::answerTile(int pane, Cell cell)
{
    if (!asks(pane)) return;
    Pane& asked = *m_panes[static_cast<std::size_t>(pane)];
    // Until every pane has answered, a second click changes this pane's answer.
    asked.answer = cell;
    asked.pick.cell = cell;
    if (asked.view) asked.view->refreshLayers();
    const bool all = std::all_of(m_panes.begin(), m_panes.end(), [](const auto& p) { return !p->asked || p->answer; });
    if (all)
        judge();
    else
        showWords();
}

void RacePredict::judge()
{
    Race* race = m_window->race();
    stopAsking();
    m_ownChange = true;
    m_window->player()->pause();
    race->step();
    m_ownChange = false;
    int right = 0;
    int asked = 0;
    for (std::size_t i = 0; i < m_panes.size(); ++i) {
        Pane& pane = *m_panes[i];
        pane.pick.cell.reset();
        if (!pane.asked || !pane.answer) continue;
        const bool isRight = pane.next.allows(*pane.answer);
        pane.marks.setMarks(
            pane.next.allowed, pane.next.chosen(), isRight ? std::nullopt : std::optional<Cell>(*pane.answer));
        pane.why = PredictWords::verdict(isRight) + QLatin1Char(' ')
            + PredictWords::whySettled(pane.next, PredictWords::Stepped::Search);
        ++asked;
        if (isRight) ++right;
    }
    m_asked += asked;
    m_right += right;
    refresh();
    showWords();
    emit judged(right, asked);
}

void RacePredict::resetScore()
{
    m_right = 0;
    m_asked = 0;
    showWords();
}

void RacePredict::stopAsking()
{
    m_asking = false;
    for (const auto& pane : m_panes) {
        if (pane->view && pane->view->tool() == &pane->tool) pane->view->setTool(nullptr);
    }
}

void RacePredict::forget()
{
    stopAsking();
    m_note.clear();
    for (const auto& pane : m_panes) {
        pane->asked = false;
        pane->answer.reset();
        pane->pick.cell.reset();
        pane->marks.clear();
        pane->why.clear();
    }
    refresh();
    showWords();
}

void RacePredict::attachPanes()
{
    detachPanes();
    for (int i = 0; i < m_window->paneCount(); ++i) {
        auto pane = std::make_unique<Pane>();
        pane->view = m_window->paneView(i);
        pane->tool.answered = [this, i](Cell cell) { answerTile(i, cell); };
        if (pane->view) {
            pane->view->addLayer(&pane->marks, kMarksZ);
            pane->view->addLayer(&pane->pick, kMarksZ + 1);
        }
        m_panes.push_back(std::move(pane));
    }
}

void RacePredict::detachPanes()
{
    for (const auto& pane : m_panes) {
        if (!pane->view) continue;
        if (pane->view->tool() == &pane->tool) pane->view->setTool(nullptr);
        pane->view->removeLayer(&pane->marks);
        pane->view->removeLayer(&pane->pick);
    }
    m_panes.clear();
}

void RacePredict::refresh()
{
    for (const auto& pane : m_panes) {
        if (pane->view) pane->view->refreshLayers();
    }
}

void RacePredict::showWords()
{
    const Race* race = m_window->race();
    QStringList lines;
    if (!m_note.isEmpty()) lines << m_note.toHtmlEscaped();
    for (int i = 0; i < static_cast<int>(m_panes.size()) && i < race->count(); ++i) {
        const Pane& pane = *m_panes[static_cast<std::size_t>(i)];
        QString says;
        if (m_asking && pane.asked && !pane.answer)
            says = QStringLiteral("<b>%1</b>").arg(tr("Click the tile this search settles next.").toHtmlEscaped());
        else if (m_asking && pane.asked)
            says = tr("Answered %1; the others still to answer.").arg(SearchText::tile(*pane.answer)).toHtmlEscaped();
        else if (m_asking)
            says = tr("Finished: not asked.").toHtmlEscaped();
        else if (!pane.why.isEmpty())
            says = pane.why.toHtmlEscaped();
        if (says.isEmpty()) continue;
        // The pane by its search's name, as its box says it.
        lines << QStringLiteral("<b>%1:</b> %2").arg(searchtext::choiceName(race->choice(i)).toHtmlEscaped(), says);
    }
    if (m_asked > 0) lines << PredictWords::score(m_right, m_asked).toHtmlEscaped();
    m_words->setText(lines.join(QStringLiteral("<br>")));
}

QString RacePredict::words() const { return QTextDocumentFragment::fromHtml(m_words->text()).toPlainText(); }

} // namespace mazeworks
