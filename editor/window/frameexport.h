#pragma once

#include <QImage>
#include <QObject>
#include <QSize>
#include <QString>

#include <atomic>
#include <functional>
#include <thread>

class QFormLayout;
class QWidget;

namespace mazeworks {

// A new folder of numbered pictures (frame_000001.png, ...) made inside a folder the user chose,
// so that nothing there is overwritten; each picture written atomically.
class FrameFolder {
public:
    // Makes `stem` (or stem-2, stem-3, ...) inside `base`; false with error().
    bool make(const QString& base, const QString& stem);
    QString path() const { return m_path; }
    // Writes the next frame; false with error().
    bool write(const QImage& image);
    int written() const { return m_written; }
    QString error() const { return m_error; }

private:
    QString m_path;
    QString m_error;
    int m_written = 0;
};

// A stepped run written as frames on a thread of its own, with progress and a way to cancel:
// the generator's run, the overlays' searches. A subclass draws the frames in run().
class FrameExport : public QObject {
    Q_OBJECT

public:
    explicit FrameExport(QObject* parent = nullptr);
    ~FrameExport() override;

    // Makes the folder (`stem` inside `base`) and starts; false with error() when it cannot.
    bool start(const QString& base, const QString& stem);
    void cancel() { m_cancel = true; }
    bool isRunning() const { return m_running; }
    QString frameFolder() const { return m_folder.path(); }
    QString error() const { return m_error; }
    int framesWritten() const { return m_written; }

    // What the user chose for an export: where, how large, how often.
    struct Choice {
        QString folder;
        QSize size { 1280, 800 };
        int every = 1; // a picture every this many steps (the last step always)
    };
    // Rows of a caller's own in the dialog: the hook adds them to the form and gives back what
    // reads them, which runs once the user accepts, while the dialog and its rows still live.
    using MoreRows = std::function<std::function<void()>(QFormLayout*)>;
    // Asks for it in a dialog (`moreRows` adds rows of its own); false when cancelled. The
    // folder is browsed for through the window's Choices.
    static bool ask(
        QWidget* parent, const QString& title, const QString& about, Choice& choice, const MoreRows& moreRows = {});
    // Shows the export's progress in a dialog that can cancel it, and says how it ended through
    // `tell` and `warn` (its title and text); the export deletes itself when it ends.
    void watch(QWidget* parent, const QString& title, const QString& text,
        const std::function<void(const QString&)>& tell,
        const std::function<void(const QString&, const QString&)>& warn);

signals:
    // Steps done of all the steps of the run.
    void progress(int done, int total);
    // The export ended: written all, cancelled, or failed (error()).
    void finished(bool complete);

protected:
    // Draws and writes the frames, on the export's thread, until done or cancelled; false on a
    // failure (with the folder's error). `report` says how far it is.
    virtual bool run(
        FrameFolder& folder, const std::atomic<bool>& cancel, const std::function<void(int done, int total)>& report)
        = 0;
    // Stops and joins the thread: a subclass calls it first in its destructor, before what run()
    // reads goes away.
    void stop();

private:
    FrameFolder m_folder;
    QString m_error;
    std::thread m_thread;
    std::atomic<bool> m_cancel { false };
    std::atomic<bool> m_running { false };
    std::atomic<int> m_written { 0 };
};

} // namespace mazeworks
