#pragma once

#include <QObject>

namespace mazeworks {

class MainWindow;

// The File menu's work: open and save levels.
class FileActions : public QObject {
    Q_OBJECT

public:
    explicit FileActions(MainWindow* window);

    void open();
    bool save();
    bool saveAs();

private:
    MainWindow* m_window;
};

} // namespace mazeworks
