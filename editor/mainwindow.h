#pragma once

#include <QMainWindow>
#include <QPointer>

#include <optional>

class QLabel;
class QTabWidget;

namespace mazeworks {

class Document;
class MapView;
struct Cell;

// The editor's window: the map of each open level in a tab, menus, the status bar with the
// tile under the mouse.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a level in a new tab; false (with a message box unless `quiet`) when it cannot be read.
    bool openFile(const QString& path, bool quiet = false);
    // Opens the classic maze that ships with Mazeworks.
    void openClassic();

    MapView* currentView() const;
    Document* currentDocument() const;
    int documentCount() const;

public slots:
    void open();
    bool save();
    void closeCurrent();

private:
    void createActions();
    void addDocument(Document* document);
    void showHovered(std::optional<Cell> cell);
    void updateTitle();

    QTabWidget* m_tabs = nullptr;
    QLabel* m_tileLabel = nullptr;
    QLabel* m_zoomLabel = nullptr;
};

} // namespace mazeworks
