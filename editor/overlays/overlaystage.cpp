#include "overlaystage.h"

#include "codepanel.h"
#include "distancelayer.h"
#include "document.h"
#include "flowlayer.h"
#include "mapview.h"
#include "overlayfigures.h"
#include "overlaylegend.h"
#include "overlaymodel.h"
#include "overlayplayer.h"
#include "pathlayer.h"
#include "steptimeline.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QScreen>
#include <QScrollBar>
#include <QStyle>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace mazeworks {

namespace {

// Over the map, as in the window (OverlayDock).
constexpr int kLayerZ = 20;
// The side column takes at most this part of the screen's width: the map keeps the rest.
constexpr double kMostSide = 0.45;

} // namespace

OverlayStage::OverlayStage(OverlayModel* model, OverlayPlayer* player, Document* document, const QList<QAction*>& steps,
    bool code, double codeScale, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
    , m_player(player)
    , m_view(new MapView)
    , m_distance(std::make_unique<DistanceLayer>(m_view, model))
    , m_path(std::make_unique<PathLayer>(m_view, model))
    , m_flow(std::make_unique<FlowLayer>(m_view, model))
{
    setObjectName(QStringLiteral("overlayStage"));
    m_view->setObjectName(QStringLiteral("stageMap"));
    m_view->setDocument(document);
    // The level fits (fitMap): scroll bars would only take room from it.
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->viewport()->installEventFilter(this);
    m_view->addLayer(m_distance.get(), kLayerZ);
    m_view->addLayer(m_path.get(), kLayerZ);
    m_view->addLayer(m_flow.get(), kLayerZ);
    connect(m_view, &MapView::hoveredCell, this, [this](std::optional<Cell> cell) {
        m_hovered = cell;
        m_distance->setHovered(cell);
        m_flow->setHovered(cell);
        m_figures->show(cell);
        m_view->refreshLayers();
    });

    // The map and its figures under it: a map is seldom as tall as the screen is for its width.
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(8, 8, 8, 8);
    m_left = new QVBoxLayout;
    m_left->addWidget(m_view, 1);
    m_figures = new OverlayFigures(model);
    m_left->addWidget(m_figures);
    row->addLayout(m_left, 1);

    // Beside it, what steps it and, for a search, its code.
    m_side = new QWidget;
    m_side->setObjectName(QStringLiteral("stageSide"));
    auto* side = new QVBoxLayout(m_side);
    side->setContentsMargins(0, 0, 0, 0);
    m_buttons = new QHBoxLayout;
    for (QAction* action : steps) addStepAction(action);
    m_buttons->addStretch(1);
    side->addLayout(m_buttons);
    m_timeline = new StepTimeline;
    m_timeline->setObjectName(QStringLiteral("stageTimeline"));
    connect(m_timeline, &StepTimeline::stepChosen, this, [this](int step) {
        m_player->pause();
        m_model->goToStep(step);
    });
    side->addWidget(m_timeline);
    if (code) {
        m_code = new CodePanel;
        m_code->setTextScale(codeScale);
        m_codeLines = m_code->findChild<QTableWidget*>(QStringLiteral("codeLines"));
        connect(m_code, &CodePanel::tileClicked, this, [this](Cell cell) {
            m_model->showTile(cell);
            m_view->centreOn(cell);
        });
        side->addWidget(m_code, 1);
    } else {
        m_legend = new OverlayLegend;
        side->addWidget(m_legend);
        side->addStretch(1);
    }
    row->addWidget(m_side);

    connect(m_model, &OverlayModel::changed, this, &OverlayStage::refresh);
    connect(m_model, &OverlayModel::settingsChanged, this, &OverlayStage::refresh);
    refresh();
}

OverlayStage::~OverlayStage()
{
    m_view->removeLayer(m_distance.get());
    m_view->removeLayer(m_path.get());
    m_view->removeLayer(m_flow.get());
}

void OverlayStage::addStepAction(QAction* action)
{
    auto* button = new QToolButton;
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    const int icon = style()->pixelMetric(QStyle::PM_LargeIconSize);
    button->setIconSize(QSize(icon, icon));
    button->setFocusPolicy(Qt::StrongFocus);
    // Before the stretch that ends the row, once there is one.
    const int stretch = m_buttons->count() > 0 && m_buttons->itemAt(m_buttons->count() - 1)->spacerItem()
        ? m_buttons->count() - 1
        : m_buttons->count();
    m_buttons->insertWidget(stretch, button);
}

void OverlayStage::addWords(QWidget* words)
{
    QFont font = words->font();
    font.setPointSizeF(font.pointSizeF() * 1.5);
    words->setFont(font);
    m_left->addWidget(words);
}

void OverlayStage::setDocument(Document* document)
{
    m_view->setDocument(document);
    fitMap();
}

bool OverlayStage::eventFilter(QObject* watched, QEvent* event)
{
    // Full screen comes after the first show, at the window manager's pace.
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        QTimer::singleShot(0, this, &OverlayStage::fitMap);
    return QWidget::eventFilter(watched, event);
}

void OverlayStage::fitMap()
{
    const Document* document = m_view->document();
    if (!document || !document->hasMap()) return;
    const int width = document->maze().width();
    const int height = document->maze().height();
    const QSize port = m_view->viewport()->size();
    // zoomToFit keeps a margin of tiles round the level for the corners the editor draws there;
    // the class needs none: larger by steps while the level, a tile round it, still fits.
    m_view->zoomToFit();
    for (;;) {
        const double before = m_view->scale();
        m_view->zoomIn();
        const double scale = m_view->scale();
        if (scale == before) break;
        if ((width + 2) * scale > port.width() || (height + 2) * scale > port.height()) {
            m_view->zoomOut();
            break;
        }
    }
    m_view->centreOn(Cell { width / 2, height / 2 });
}

void OverlayStage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    // As wide as the code's longest line, up to a part of the screen; the map has the rest,
    // the whole level in sight as large as it fits.
    const QScreen* shown = screen();
    const int most = static_cast<int>((shown ? shown->geometry().width() : 1280) * kMostSide);
    const int wanted = m_code ? m_code->sizeHint().width() : m_side->sizeHint().width();
    m_side->setFixedWidth(std::clamp(wanted, std::min(320, most), most));
    fitCode();
    // Once laid out at the screen's size.
    QTimer::singleShot(0, this, [this] {
        fitMap();
        m_view->setFocus();
    });
}

void OverlayStage::fitCode()
{
    if (!m_codeLines) return;
    // The code's rows as tall as their words at the column's width; the open list below takes
    // what is left and scrolls.
    m_codeLines->resizeRowsToContents();
    int height = 2 * m_codeLines->frameWidth() + m_codeLines->horizontalHeader()->height();
    for (int r = 0; r < m_codeLines->rowCount(); ++r) height += m_codeLines->rowHeight(r);
    m_codeLines->setMinimumHeight(height);
}

void OverlayStage::refresh()
{
    m_figures->show(m_hovered);
    const bool ready = m_model->isReady();
    m_timeline->setEnabled(ready && !m_model->isSearching());
    if (ready)
        m_timeline->follow(m_model->stepsTaken(), m_model->stepCount());
    else
        m_timeline->follow(0, 0);
    if (m_code) {
        m_code->show(m_model->search(), m_model->choice());
        fitCode();
    }
    if (m_legend) {
        const OverlayModel::Mode mode = m_model->mode();
        const OverlayLegend::Shows shows = mode == OverlayModel::Mode::DistanceMap ? OverlayLegend::Shows::DistanceMap
            : mode == OverlayModel::Mode::Path                                     ? OverlayLegend::Shows::Search
            : mode == OverlayModel::Mode::FlowField                                ? OverlayLegend::Shows::FlowField
                                                                                   : OverlayLegend::Shows::Nothing;
        const WatchedSearch* search = m_model->search();
        m_legend->explain(shows, search ? search->algorithm() : m_model->options().algorithm, m_model->isWeighted());
    }
    m_view->refreshLayers();
}

} // namespace mazeworks
