#include "searchform.h"

#include "overlaymodel.h"
#include "path/pathfinder.h"
#include "searchtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QShortcut>

namespace mazeworks {

SearchForm::SearchForm(OverlayModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("searchForm"));
    setAccessibleName(tr("Search"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    addChoices(grid);
    // Tab follows the lines, left to right.
    setTabOrder(m_weight, m_movement);
    setTabOrder(m_movement, m_corners);
    setTabOrder(m_corners, m_bidirectional);
    setTabOrder(m_bidirectional, m_earlyExit);
    setTabOrder(m_earlyExit, m_flowCosts);
    m_fellBack = new QLabel;
    m_fellBack->setObjectName(QStringLiteral("jumpPointsFellBack"));
    m_fellBack->setWordWrap(true);
    m_fellBack->setStyleSheet(QStringLiteral("color: #d08000"));
    grid->addWidget(m_fellBack, 7, 0, 1, 4);
    // The fields take what the labels leave.
    grid->setColumnStretch(1, 1);
    connect(m_model, &OverlayModel::settingsChanged, this, &SearchForm::sync);
    connect(m_model, &OverlayModel::changed, this, &SearchForm::sync);
    sync();
}

template <class Change> void SearchForm::change(Change&& change)
{
    if (m_syncing) return;
    SearchChoice c = m_model->choice();
    change(c);
    m_model->setChoice(c);
}

void SearchForm::addField(QGridLayout* grid, int row, int column, const QString& label, QWidget* field, int span)
{
    auto* caption = new QLabel(label);
    caption->setBuddy(field);
    grid->addWidget(caption, row, column);
    grid->addWidget(field, row, column + 1, 1, span);
    m_labels.emplace_back(field, caption);
}

void SearchForm::setFieldVisible(QWidget* field, bool visible)
{
    field->setVisible(visible);
    for (const auto& [f, label] : m_labels) {
        if (f == field) label->setVisible(visible);
    }
}

void SearchForm::addChoices(QGridLayout* grid)
{
    m_algorithm = new QComboBox;
    m_algorithm->setObjectName(QStringLiteral("algorithm"));
    for (Algorithm a :
        { Algorithm::BreadthFirst, Algorithm::Dijkstra, Algorithm::AStar, Algorithm::BestFirst, Algorithm::JumpPoint,
            Algorithm::JumpPointPlus, Algorithm::JumpPointPruned, Algorithm::JumpPointPrunedPlus, Algorithm::Subgoal })
        m_algorithm->addItem(searchtext::algorithmName(a), int(a));
    connect(m_algorithm, &QComboBox::activated, this, [this](int index) {
        change([&](SearchChoice& c) { c.algorithm = static_cast<Algorithm>(m_algorithm->itemData(index).toInt()); });
    });
    addField(grid, 0, 0, tr("&Algorithm:"), m_algorithm, 3);

    m_heuristic = new QComboBox;
    m_heuristic->setObjectName(QStringLiteral("heuristic"));
    for (Heuristic h :
        { Heuristic::Manhattan, Heuristic::Euclidean, Heuristic::Octile, Heuristic::Chebyshev, Heuristic::None })
        m_heuristic->addItem(searchtext::heuristicName(h), int(h));
    connect(m_heuristic, &QComboBox::activated, this, [this](int index) {
        change([&](SearchChoice& c) { c.heuristic = static_cast<Heuristic>(m_heuristic->itemData(index).toInt()); });
    });
    addField(grid, 1, 0, tr("&Heuristic:"), m_heuristic, 2);

    m_weight = new QDoubleSpinBox;
    m_weight->setObjectName(QStringLiteral("guessWeight"));
    m_weight->setRange(1.0, 5.0);
    m_weight->setSingleStep(0.5);
    m_weight->setDecimals(1);
    m_weight->setPrefix(QStringLiteral("\u00d7 "));
    // The search starts again when the weight is typed in full, not at each digit.
    m_weight->setKeyboardTracking(false);
    m_weight->setToolTip(tr("Weighted A*: f = g + w \u00d7 h. Above 1 it looks at fewer tiles, and its way may cost up "
                            "to w times the cheapest."));
    connect(m_weight, &QDoubleSpinBox::valueChanged, this,
        [this](double w) { change([&](SearchChoice& c) { c.weight = w; }); });
    // Beside the heuristic it weighs, "× 1.5" after "Manhattan": no label of its own, that the
    // settings stay as narrow as the algorithm's name. Its name and its key are the label's were.
    grid->addWidget(m_weight, 1, 3);
    m_weight->setAccessibleName(tr("Weight of h"));
    auto* weightKey = new QShortcut(QKeySequence::mnemonic(tr("&Weight of h:")), m_weight);
    connect(weightKey, &QShortcut::activated, m_weight, [this] { m_weight->setFocus(Qt::ShortcutFocusReason); });

    m_bidirectional = new QCheckBox(tr("From &both ends (bidirectional)"));
    m_bidirectional->setObjectName(QStringLiteral("bidirectional"));
    m_bidirectional->setToolTip(tr("Dijkstra or A* from the start and from the goal at once, until the two meet"));
    connect(m_bidirectional, &QCheckBox::toggled, this,
        [this](bool on) { change([&](SearchChoice& c) { c.bidirectional = on; }); });
    grid->addWidget(m_bidirectional, 4, 0, 1, 4);

    m_earlyExit = new QCheckBox(tr("Stop at the goal (&early exit)"));
    m_earlyExit->setObjectName(QStringLiteral("earlyExit"));
    m_earlyExit->setToolTip(tr("Without it, breadth-first search and Dijkstra settle every tile they can reach, "
                               "then give the way to the goal"));
    connect(m_earlyExit, &QCheckBox::toggled, this,
        [this](bool on) { change([&](SearchChoice& c) { c.earlyExit = on; }); });
    grid->addWidget(m_earlyExit, 5, 0, 1, 4);

    m_movement = new QComboBox;
    m_movement->setObjectName(QStringLiteral("movement"));
    m_movement->addItem(tr("4 directions"), int(Movement::Four));
    m_movement->addItem(tr("8 directions"), int(Movement::Eight));
    m_movement->setToolTip(tr("With 8 directions a diagonal step costs √2 times the tile it enters"));
    connect(m_movement, &QComboBox::activated, this, [this](int index) {
        const auto movement = static_cast<Movement>(m_movement->itemData(index).toInt());
        change([&](SearchChoice& c) { c.movement = movement; });
        emit movementChosen(movement);
    });
    addField(grid, 2, 0, tr("&Moves:"), m_movement, 3);

    m_corners = new QComboBox;
    m_corners->setObjectName(QStringLiteral("corners"));
    for (Corners c : { Corners::Never, Corners::OneObstacle, Corners::Always })
        m_corners->addItem(searchtext::cornersName(c), int(c));
    m_corners->setToolTip(tr("When a diagonal step may pass a wall beside its corner"));
    connect(m_corners, &QComboBox::activated, this, [this](int index) {
        change([&](SearchChoice& c) { c.corners = static_cast<Corners>(m_corners->itemData(index).toInt()); });
    });
    addField(grid, 3, 0, tr("Dia&gonals:"), m_corners, 3);

    m_flowCosts = new QComboBox;
    m_flowCosts->setObjectName(QStringLiteral("flowCosts"));
    m_flowCosts->addItem(tr("Steps (breadth-first search)"), false);
    m_flowCosts->addItem(tr("Weights (Dijkstra)"), true);
    connect(m_flowCosts, &QComboBox::activated, this, [this](int index) {
        if (!m_syncing) m_model->setFlowWeighted(m_flowCosts->itemData(index).toBool());
    });
    addField(grid, 6, 0, tr("&Costs:"), m_flowCosts, 3);
}

void SearchForm::sync()
{
    m_syncing = true;
    const SearchChoice& c = m_model->choice();
    const bool flow = m_model->mode() == OverlayModel::Mode::FlowField;
    m_algorithm->setCurrentIndex(m_algorithm->findData(int(c.algorithm)));
    m_heuristic->setCurrentIndex(m_heuristic->findData(int(c.heuristic)));
    m_weight->setValue(c.weight);
    m_bidirectional->setChecked(c.bidirectional);
    m_earlyExit->setChecked(c.earlyExit);
    m_movement->setCurrentIndex(m_movement->findData(int(c.movement)));
    m_corners->setCurrentIndex(m_corners->findData(int(c.corners)));
    m_flowCosts->setCurrentIndex(m_flowCosts->findData(m_model->flowWeighted()));
    // What the algorithm has; in the flow field only the moves and the costs count.
    setFieldVisible(m_algorithm, !flow);
    setFieldVisible(m_heuristic, !flow);
    setFieldVisible(m_weight, !flow);
    setFieldVisible(m_bidirectional, !flow);
    setFieldVisible(m_earlyExit, !flow);
    setFieldVisible(m_flowCosts, flow);
    m_heuristic->setEnabled(c.guesses());
    m_weight->setEnabled(c.weighs());
    m_bidirectional->setEnabled(c.goesBothWays());
    m_earlyExit->setEnabled(c.mayExitEarly() && !c.bidirectional);
    m_corners->setEnabled(c.movement == Movement::Eight);
    const WatchedSearch* search = m_model->search();
    m_fellBack->setText(!flow && search && search->fellBack() ? SearchText::fallBack(*search) : QString());
    m_fellBack->setVisible(!m_fellBack->text().isEmpty());
    m_syncing = false;
}

} // namespace mazeworks
