#include "toolsdock.h"

#include "brushtool.h"
#include "document.h"
#include "erasertool.h"
#include "filltool.h"
#include "mainwindow.h"
#include "mapview.h"
#include "pickertool.h"
#include "placetool.h"
#include "rectangletool.h"
#include "tilenames.h"
#include "toolicons.h"
#include "tooloptions.h"
#include "weightbrushtool.h"
#include "weightlayer.h"
#include "weightpalette.h"

#include <QAction>
#include <QActionGroup>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QScrollArea>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace mazeworks {

namespace {

QToolButton* buttonFor(QAction* action, QWidget* parent, int iconSide = 28)
{
    auto* button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setIconSize(QSize(iconSide, iconSide));
    button->setAutoRaise(true);
    return button;
}

// A grid of buttons, `columns` wide.
QGroupBox* buttonBox(const QString& title, const std::vector<QAction*>& actions, int columns, QWidget* parent)
{
    auto* box = new QGroupBox(title, parent);
    auto* grid = new QGridLayout(box);
    grid->setSpacing(2);
    grid->setContentsMargins(6, 6, 6, 6);
    for (std::size_t i = 0; i < actions.size(); ++i) {
        if (!actions[i]) continue;
        grid->addWidget(buttonFor(actions[i], box), static_cast<int>(i) / columns, static_cast<int>(i) % columns);
    }
    grid->setColumnStretch(columns, 1);
    return box;
}

QString tileText(Tile tile)
{
    return QStringLiteral("%1 (%2)").arg(tileName(tile)).arg(QChar::fromLatin1(letter(tile)));
}

} // namespace

ToolsDock::ToolsDock(MainWindow* window)
    : Panel(window, tr("Tools"), QStringLiteral("ToolsDock"), QStringLiteral("tools"))
    , m_options(new ToolOptions(this))
    , m_toolGroup(new QActionGroup(this))
{
    createTools();
    createGhostCycling();
    createTilePalette();
    createMirror();
    createHeadings();
    setWidget(createContents());
    place(Qt::LeftDockWidgetArea);
    addToMenu(window->menu(QStringLiteral("tools")));
    createToolBar(window);
    addShortcuts(window);
    addStatus(window);
    followDocuments(window);
    m_tileActions[static_cast<std::size_t>(std::find(kTiles.begin(), kTiles.end(), m_options->tile()) - kTiles.begin())]
        ->setChecked(true);
    setCurrentTool(m_tools.front());
}

void ToolsDock::createTools()
{
    m_toolGroup->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    // The tools, in the order of the toolbar: painting, then the people and places.
    m_weightBrush = new WeightBrushTool(m_options, this);
    for (Tool* tool : std::initializer_list<Tool*> { new BrushTool(m_options, this), new RectangleTool(m_options, this),
             new FillTool(m_options, this), new EraserTool(m_options, this), new PickerTool(m_options, this),
             m_weightBrush }) {
        m_paintActions.push_back(addTool(tool));
    }
    using Place = PlaceTool::Place;
    // The weight brush's icon is the weight it paints, chosen in the panel, the menu or with [ and ].
    QAction* weightAction = m_paintActions.back();
    connect(m_weightBrush, &WeightBrushTool::weightChanged, weightAction,
        [this, weightAction] { weightAction->setIcon(m_weightBrush->icon()); });
    m_muncherAction = addTool(new PlaceTool(Place::Muncher, GhostKind::Red, m_options, this));
    for (GhostKind k : kGhostKinds) m_ghostActions.push_back(addTool(new PlaceTool(Place::Ghost, k, m_options, this)));
    m_fruitAction = addTool(new PlaceTool(Place::Fruit, GhostKind::Red, m_options, this));
    for (GhostKind k : kGhostKinds)
        m_cornerActions.push_back(addTool(new PlaceTool(Place::Corner, k, m_options, this)));
    // Tiled's letters for the painting tools; U for the muncher, P for the fruit (its prize).
    m_muncherAction->setShortcut(QKeySequence(Qt::Key_U));
    m_fruitAction->setShortcut(QKeySequence(Qt::Key_P));
    for (std::size_t i = 0; i < m_tools.size(); ++i) {
        QAction* action = m_toolActions[i];
        const QString keys = action->shortcut().toString(QKeySequence::NativeText);
        action->setToolTip(keys.isEmpty()
                ? QStringLiteral("<b>%1</b><br>%2").arg(m_tools[i]->name(), m_tools[i]->hint())
                : QStringLiteral("<b>%1</b> (%2)<br>%3").arg(m_tools[i]->name(), keys, m_tools[i]->hint()));
    }
}

void ToolsDock::createGhostCycling()
{
    // G and C go round the four ghosts and their corners, as one key per ghost would use up the keyboard.
    m_nextGhost = new QAction(tr("Next &Ghost"), this);
    m_nextGhost->setObjectName(QStringLiteral("nextGhost"));
    m_nextGhost->setShortcut(QKeySequence(Qt::Key_G));
    connect(m_nextGhost, &QAction::triggered, this, [this] { cycle(false); });
    m_nextCorner = new QAction(tr("Next Ghost's &Corner"), this);
    m_nextCorner->setObjectName(QStringLiteral("nextCorner"));
    m_nextCorner->setShortcut(QKeySequence(Qt::Key_C));
    connect(m_nextCorner, &QAction::triggered, this, [this] { cycle(true); });
}

void ToolsDock::createTilePalette()
{
    // The palette: a digit for each tile, in the order of the format's table.
    auto* tileGroup = new QActionGroup(this);
    for (std::size_t i = 0; i < kTiles.size(); ++i) {
        const Tile tile = kTiles[i];
        auto* action = new QAction(toolicons::tile(tile), tileText(tile), this);
        action->setObjectName(QStringLiteral("tile-%1").arg(QChar::fromLatin1(letter(tile))));
        action->setCheckable(true);
        action->setShortcut(QKeySequence(Qt::Key_1 + static_cast<int>(i)));
        action->setToolTip(tr("%1 (%2)").arg(tileText(tile), action->shortcut().toString(QKeySequence::NativeText)));
        tileGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, tile] {
            m_options->setTile(tile);
            // Choosing a tile means painting with it, as Tiled's tileset does.
            if (!m_current || !m_current->usesTile()) setCurrentTool(m_tools.front());
        });
        m_tileActions.push_back(action);
    }
    connect(m_options, &ToolOptions::tileChanged, this, [this](Tile tile) {
        m_tileActions[static_cast<std::size_t>(std::find(kTiles.begin(), kTiles.end(), tile) - kTiles.begin())]
            ->setChecked(true);
        updateStatus();
    });
}

void ToolsDock::createMirror()
{
    m_mirror = new QAction(toolicons::glyph(toolicons::Glyph::Mirror), tr("&Mirror Painting"), this);
    m_mirror->setObjectName(QStringLiteral("mirror"));
    m_mirror->setCheckable(true);
    m_mirror->setShortcut(QKeySequence(Qt::Key_M));
    m_mirror->setToolTip(tr("<b>Mirror Painting</b> (M)<br>What is painted on one half is painted on the other too, "
                            "left and right, as arcade mazes are. Places are not mirrored."));
    m_mirror->setChecked(m_options->mirror());
    connect(m_mirror, &QAction::toggled, m_options, &ToolOptions::setMirror);
    connect(m_options, &ToolOptions::mirrorChanged, m_mirror, &QAction::setChecked);
    connect(m_options, &ToolOptions::mirrorChanged, this, &ToolsDock::updateStatus);
}

void ToolsDock::createHeadings()
{
    // The heading of the muncher and the ghosts: Tiled's Z turns, the arrows choose.
    m_turnClockwise = new QAction(tr("Turn Clock&wise"), this);
    m_turnClockwise->setObjectName(QStringLiteral("turnClockwise"));
    m_turnClockwise->setShortcut(QKeySequence(Qt::Key_Z));
    connect(m_turnClockwise, &QAction::triggered, m_options, [this] { m_options->turn(true); });
    m_turnAnticlockwise = new QAction(tr("Turn &Anticlockwise"), this);
    m_turnAnticlockwise->setObjectName(QStringLiteral("turnAnticlockwise"));
    m_turnAnticlockwise->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_Z));
    connect(m_turnAnticlockwise, &QAction::triggered, m_options, [this] { m_options->turn(false); });
    auto* headingGroup = new QActionGroup(this);
    const QString arrows[]
        = { QStringLiteral("\u2191"), QStringLiteral("\u2190"), QStringLiteral("\u2193"), QStringLiteral("\u2192") };
    for (Direction d : kDirections) {
        auto* action = new QAction(arrows[static_cast<int>(d)], this);
        action->setObjectName(QStringLiteral("heading-%1")
                                  .arg(QString::fromLatin1(name(d).data(), static_cast<qsizetype>(name(d).size()))));
        action->setCheckable(true);
        action->setToolTip(tr("Heading %1").arg(directionName(d)));
        headingGroup->addAction(action);
        connect(action, &QAction::triggered, m_options, [this, d] { m_options->setHeading(d); });
        m_headingActions.push_back(action);
    }
    m_headingActions[static_cast<std::size_t>(m_options->heading())]->setChecked(true);
    connect(m_options, &ToolOptions::headingChanged, this, [this](Direction d) {
        m_headingActions[static_cast<std::size_t>(d)]->setChecked(true);
        updateStatus();
    });
}

QWidget* ToolsDock::createContents()
{
    // The dock: tools, tiles, weights, places and the heading, in a column that scrolls when the
    // window is short.
    auto* content = new QWidget;
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(4, 4, 4, 4);
    std::vector<QAction*> paintActions = m_paintActions;
    paintActions.push_back(m_mirror);
    column->addWidget(buttonBox(tr("Paint"), paintActions, 3, content));
    auto* tiles = buttonBox(tr("Tiles"), m_tileActions, 4, content);
    m_tileName = new QLabel(tiles);
    m_tileName->setObjectName(QStringLiteral("chosenTile"));
    static_cast<QGridLayout*>(tiles->layout())->addWidget(m_tileName, 2, 0, 1, 5);
    column->addWidget(tiles);
    m_weights = new WeightPalette(m_weightBrush, this, content);
    column->addWidget(m_weights);
    // The muncher and the fruit on the first row, the ghosts on the second, their corners below.
    std::vector<QAction*> places { m_muncherAction, m_fruitAction, nullptr, nullptr };
    places.insert(places.end(), m_ghostActions.begin(), m_ghostActions.end());
    places.insert(places.end(), m_cornerActions.begin(), m_cornerActions.end());
    column->addWidget(buttonBox(tr("Places"), places, 4, content));
    auto* heading = buttonBox(tr("Heading"), m_headingActions, 4, content);
    heading->setObjectName(QStringLiteral("headingBox"));
    column->addWidget(heading);
    column->addStretch(1);
    return scrollingColumn(content);
}

void ToolsDock::addToMenu(QMenu* menu)
{
    // The painting tools, the places, the tiles and the weights before what the menu has.
    QAction* first = menu->actions().value(0);
    menu->insertActions(first, QList<QAction*>(m_paintActions.begin(), m_paintActions.end()));
    QMenu* placesMenu = new QMenu(tr("&Places"), menu);
    placesMenu->addAction(m_muncherAction);
    placesMenu->addSeparator();
    placesMenu->addActions(QList<QAction*>(m_ghostActions.begin(), m_ghostActions.end()));
    placesMenu->addSeparator();
    placesMenu->addAction(m_fruitAction);
    placesMenu->addSeparator();
    placesMenu->addActions(QList<QAction*>(m_cornerActions.begin(), m_cornerActions.end()));
    placesMenu->addSeparator();
    placesMenu->addActions({ m_nextGhost, m_nextCorner, m_turnClockwise, m_turnAnticlockwise });
    menu->insertMenu(first, placesMenu);
    QMenu* tilesMenu = new QMenu(tr("T&iles"), menu);
    tilesMenu->addActions(QList<QAction*>(m_tileActions.begin(), m_tileActions.end()));
    menu->insertMenu(first, tilesMenu);
    menu->insertMenu(first, m_weights->menu());
    menu->insertSeparator(first);
    menu->insertAction(first, m_mirror);
    if (first) menu->insertSeparator(first);
}

void ToolsDock::createToolBar(MainWindow* window)
{
    m_toolBar = new QToolBar(tr("Tools"), window);
    m_toolBar->setObjectName(QStringLiteral("ToolsToolBar"));
    m_toolBar->addActions(QList<QAction*>(m_paintActions.begin(), m_paintActions.end()));
    m_toolBar->addAction(m_mirror);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_muncherAction);
    m_toolBar->addActions(QList<QAction*>(m_ghostActions.begin(), m_ghostActions.end()));
    m_toolBar->addAction(m_fruitAction);
    window->addToolBar(m_toolBar);
}

void ToolsDock::addShortcuts(MainWindow* window)
{
    // The shortcuts work wherever the focus is in the window, also with the dock hidden.
    window->addActions({ m_nextGhost, m_nextCorner, m_turnClockwise, m_turnAnticlockwise });
    window->addActions(QList<QAction*>(m_toolActions.begin(), m_toolActions.end()));
    window->addActions(QList<QAction*>(m_tileActions.begin(), m_tileActions.end()));
    for (QAction* action : m_weights->menu()->actions()) {
        if (!action->isSeparator()) window->addAction(action);
    }
    window->addAction(m_mirror);
}

void ToolsDock::addStatus(MainWindow* window)
{
    m_status = new QLabel(window);
    m_status->setObjectName(QStringLiteral("toolStatus"));
    window->statusBar()->addPermanentWidget(m_status);
}

void ToolsDock::followDocuments(MainWindow* window)
{
    connect(window, &MainWindow::documentAdded, this, [this](Document*, MapView* view) {
        // The first tab is current before it is announced: it follows its tool from the start.
        connect(view, &MapView::toolChanged, this, [this, view] {
            if (view == mainWindow()->currentView()) followView(view);
        });
        view->setTool(m_current);
        new WeightLayer(view);
    });
    connect(window, &MainWindow::currentChanged, this, [this](Document*, MapView* view) {
        if (view) followView(view);
        needLevel(view != nullptr);
    });
    needLevel(window->currentView() != nullptr);
}

void ToolsDock::needLevel(bool open)
{
    // With no level open the tools have nothing to act on: greyed, here and in the menu and bar.
    widget()->setEnabled(open);
    m_toolGroup->setEnabled(open);
}

QAction* ToolsDock::addTool(Tool* tool)
{
    QAction* action = makeToolAction(tool);
    m_tools.push_back(tool);
    m_toolActions.push_back(action);
    connect(tool, &Tool::statusChanged, this, &ToolsDock::updateStatus);
    return action;
}

QAction* ToolsDock::makeToolAction(Tool* tool)
{
    auto* action = new QAction(tool->icon(), tool->name(), this);
    action->setObjectName(tool->objectName());
    action->setCheckable(true);
    action->setShortcut(tool->shortcut());
    m_toolGroup->addAction(action);
    connect(action, &QAction::triggered, this, [this, tool] { setCurrentTool(tool); });
    return action;
}

QAction* ToolsDock::actionFor(Tool* tool) const
{
    for (std::size_t i = 0; i < m_tools.size(); ++i) {
        if (m_tools[i] == tool) return m_toolActions[i];
    }
    return nullptr;
}

QAction* ToolsDock::actionFor(Tile tile) const
{
    return m_tileActions[static_cast<std::size_t>(std::find(kTiles.begin(), kTiles.end(), tile) - kTiles.begin())];
}

void ToolsDock::setCurrentTool(Tool* tool)
{
    m_current = tool;
    if (QAction* action = actionFor(tool)) action->setChecked(true);
    const MainWindow* window = mainWindow();
    for (int i = 0; i < window->documentCount(); ++i) window->viewAt(i)->setTool(tool);
    updateStatus();
}

void ToolsDock::cycle(bool corners)
{
    const auto wanted = corners ? PlaceTool::Place::Corner : PlaceTool::Place::Ghost;
    std::vector<Tool*> ring;
    for (Tool* tool : m_tools) {
        if (auto* place = qobject_cast<PlaceTool*>(tool); place && place->place() == wanted) ring.push_back(tool);
    }
    auto at = std::find(ring.begin(), ring.end(), m_current);
    setCurrentTool(at == ring.end() || at + 1 == ring.end() ? ring.front() : *(at + 1));
}

void ToolsDock::followView(MapView* view)
{
    // Another feature (an overlay's picking) may have taken the view: no tool of ours is on then.
    auto* tool = dynamic_cast<Tool*>(view->tool());
    const bool ours = tool && std::find(m_tools.begin(), m_tools.end(), tool) != m_tools.end();
    if (ours) {
        m_current = tool;
        actionFor(tool)->setChecked(true);
    } else if (QAction* checked = m_toolGroup->checkedAction()) {
        checked->setChecked(false);
    }
    updateStatus();
}

void ToolsDock::updateStatus()
{
    const QString tile = tileText(m_options->tile());
    m_tileName->setText(tile);
    MapView* view = mainWindow()->currentView();
    Tool* active = view ? dynamic_cast<Tool*>(view->tool()) : m_current;
    const bool heading = active && active->usesHeading();
    m_turnClockwise->setEnabled(heading);
    m_turnAnticlockwise->setEnabled(heading);
    for (QAction* action : m_headingActions) action->setEnabled(heading);
    if (!active) {
        m_status->clear();
        return;
    }
    QString text = active->name();
    if (active->usesTile()) text = tr("%1: %2").arg(text, tile);
    if (heading) text = tr("%1, heading %2").arg(text, directionName(m_options->heading()));
    if (m_options->mirror() && active->paintsTiles()) text = tr("%1, mirrored").arg(text);
    m_status->setText(text);
    m_status->setToolTip(active->hint());
    if (QAction* action = actionFor(active)) action->setStatusTip(active->hint());
}

} // namespace mazeworks
