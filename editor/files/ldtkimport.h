#pragma once

#include "ldtk/ldtkproject.h"

#include <QCoreApplication>
#include <QDialog>
#include <QString>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTreeWidget;

namespace mazeworks {

// An LDtk project (.ldtk) opened in the editor, as File > Open, a file named on the command line
// and a file dropped on the window open it: the project read with its .ldtkl level files beside
// it; IntGrid values whose identifier says no kind of tile asked about once each
// (LdtkValuesDialog) and remembered in the settings by their name, so that the next project that
// uses them asks nothing; what had to be left out listed (LdtkReport); then its levels, one tab
// each.
class LdtkImport {
    Q_DECLARE_TR_FUNCTIONS(LdtkImport)

public:
    explicit LdtkImport(QWidget* parent);

    // The levels of the project at `path`; nothing when they cannot be made, `error` saying
    // why, or when the user cancelled (`error` empty). `quiet`: no questions, no report; kinds
    // remembered count.
    std::optional<std::vector<ldtk::ProjectLevel>> read(const QString& path, bool quiet, QString* error);

    // The kinds remembered for values, by name (for tests, and a user who wants to start again).
    static ldtk::Answers remembered();
    static void remember(const QString& name, Tile kind);
    static void forgetAll();

private:
    QWidget* m_parent;
};

// The question an LDtk project's IntGrid values raise when their identifiers say nothing of what
// they are in a maze: each value once, with its layer and how many tiles have it, beside a choice
// of maze tiles.
class LdtkValuesDialog : public QDialog {
    Q_OBJECT

public:
    LdtkValuesDialog(
        const std::vector<ldtk::UnknownValue>& values, const QString& projectFile, QWidget* parent = nullptr);

    // The kinds chosen, by the value's name.
    std::vector<std::pair<QString, Tile>> kinds() const;
    QTableWidget* table() const { return m_table; }
    QComboBox* choiceAt(int row) const;

private:
    void updateState();

    std::vector<ldtk::UnknownValue> m_values;
    QTableWidget* m_table;
    QLabel* m_left;
    QPushButton* m_open;
};

// What reading an LDtk project left out of its levels, and how it decided where a rule had to
// choose, each said once, shown before the levels open: Open Levels or Cancel.
class LdtkReport : public QDialog {
    Q_OBJECT

public:
    LdtkReport(const QString& projectFile, const std::vector<ldtk::Problem>& problems, QWidget* parent = nullptr);

    QTreeWidget* list() const { return m_list; }

private:
    QTreeWidget* m_list;
};

} // namespace mazeworks
