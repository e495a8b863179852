#pragma once

#include "tiled/tiledproblem.h"

#include <QDialog>

#include <vector>

class QTreeWidget;

namespace mazeworks {

// What an import from Tiled left out of the level, and how it decided where a rule had to
// choose, each said once, shown before the level opens: Open Level or Cancel.
class ImportReport : public QDialog {
    Q_OBJECT

public:
    ImportReport(const QString& mapFile, const std::vector<tiled::Problem>& problems, QWidget* parent = nullptr);

    QTreeWidget* list() const { return m_list; }

private:
    QTreeWidget* m_list;
};

} // namespace mazeworks
