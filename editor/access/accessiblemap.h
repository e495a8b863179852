#pragma once

#include <QAccessibleWidget>
#include <QHash>
#include <QPoint>
#include <QPointer>

namespace mazeworks {

class MapView;

// The map as a screen reader reads it: a table of the level's rows and columns whose cells are
// its tiles, each named by what stands there and the problems found there ("row 1, column 3:
// dot; the muncher cannot reach this dot"), the cursor's cell the focused one. Cells are made
// when asked for, registered with QAccessible, and forgotten when the map changes size.
class AccessibleMap : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    explicit AccessibleMap(MapView* view);
    ~AccessibleMap() override;

    MapView* view() const;
    // The accessible name of the tile at (column, row), in the user's language.
    static QString cellName(const MapView* view, int row, int column);

    // QAccessibleInterface
    void* interface_cast(QAccessible::InterfaceType type) override;
    QAccessible::Role role() const override;
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;

    // QAccessibleTableInterface
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override;
    int selectedCellCount() const override;
    QList<QAccessibleInterface*> selectedCells() const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override;
    int rowCount() const override;
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    // The selection is the cursor's (Shift and the arrows), not the screen reader's.
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent* event) override;

private:
    void forgetCells();

    // The cells made so far, by their tile (column, row), and their ids. By tile, not by index,
    // so that a cell kept past a change of size (no screen reader listening: Qt then tells no
    // table of it) still names its own tile, or none.
    mutable QHash<QPoint, QAccessible::Id> m_cells;
};

// A tile of the map as a cell of its table.
class AccessibleMapCell : public QAccessibleInterface, public QAccessibleTableCellInterface {
public:
    AccessibleMapCell(MapView* view, int row, int column);

    // QAccessibleInterface
    bool isValid() const override;
    QObject* object() const override { return nullptr; }
    QWindow* window() const override;
    void* interface_cast(QAccessible::InterfaceType type) override;
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override;
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QString text(QAccessible::Text type) const override;
    void setText(QAccessible::Text, const QString&) override { }
    QRect rect() const override;
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override;

    // QAccessibleTableCellInterface
    bool isSelected() const override;
    QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return m_column; }
    int rowIndex() const override { return m_row; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override;

private:
    QPointer<MapView> m_view;
    int m_row;
    int m_column;
};

} // namespace mazeworks
