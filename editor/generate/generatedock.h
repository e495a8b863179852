#pragma once

#include "dungeon/generator.h"
#include "panel.h"

#include <QPointer>

#include <cstdint>
#include <functional>
#include <optional>

class QAction;
class QHBoxLayout;
class QLabel;
class QSlider;
class QToolButton;
class QWidget;

namespace mazeworks {

class Document;
class DungeonSettingsForm;
class DungeonView;
class ExplorerPlayer;
class FiguresBar;
class FrameExporter;
class GeneratorController;
class GeneratorLegend;
class MainWindow;
class StepTimeline;

// Watch a dungeon being made: the Generate panel. The dungeon's settings (seed with a dice and
// copy and paste, rooms, map size, room sizes, placement, connection, loops) and New Dungeon;
// the generator's own picture of every stage, zoomed and panned as the map is; Step, Next
// Phase, Run and Pause, Finish, Restart and a speed from one step a second to as fast as it
// goes, a timeline to drag back to any step taken; the phase and its figures in large type, a
// caption that says what the step did, a legend. On the finished dungeon an explorer can walk
// from room to room, and Use as Level makes it a document to edit, save and play. Presentation
// (F11) fills the screen with large type; the picture exports to PNG and the whole run to a
// folder of numbered PNGs.
//
// Its keys (F10 step, F9 step back, Shift+F10 next phase, F5 run or pause, Ctrl+F10 finish,
// Shift+F5 restart, F11 presentation, Esc back) work while the panel has the attention, as the
// overlay's do in theirs, and are shown in the Generate menu.
class GenerateDock : public Panel {
    Q_OBJECT

public:
    explicit GenerateDock(MainWindow* window);
    ~GenerateDock() override;

    GeneratorController* controller() const { return m_controller; }
    ExplorerPlayer* explorer() const { return m_explorer; }
    DungeonView* view() const { return m_view; }
    FiguresBar* figures() const { return m_figures; }
    GeneratorLegend* legend() const { return m_legend; }
    QLabel* caption() const { return m_caption; }

    // The settings as the panel has them, and the seed (nothing when the seed is not a number).
    DungeonParams params() const;
    std::optional<std::uint64_t> seed() const;
    void setParams(const DungeonParams& params);
    void setSeed(std::uint64_t seed);

    // A new dungeon from the panel's settings, running at the chosen speed; false (and a
    // message) when the seed is not a number.
    bool newDungeon();
    // The finished dungeon as a new document, ready to edit, save and play; null before it is
    // finished.
    Document* useAsLevel();
    // The picture on screen (with its caption when shown) as a PNG file; with no path, a file
    // dialog asks. False with a message when it could not be written.
    bool exportPicture(QString path = QString());
    // The whole run, a PNG a step, into a new folder inside `folder`; with no folder, a dialog
    // asks for it and the size. The export goes on in the background with its progress shown;
    // null when it could not start.
    FrameExporter* exportFrames(QString folder = QString(), QSize size = QSize(), int every = 0, int glide = -1);
    void setPresentation(bool on) { setStaged(on); }
    bool isPresenting() const { return isStaged(); }

    // Asked first by a step taken by hand (Step, F10), when set: true when it took the step's
    // place (Predict asks the class instead, and steps once answered).
    std::function<bool()> beforeStep;
    // The same for the explorer's step (Explorer Step).
    std::function<bool()> beforeExplorerStep;
    // An action beside the step buttons and in the panel's menu after them, on `key` as Step is
    // (none when empty), with `words` under the buttons (none when null).
    void addStepTool(QAction* action, const QKeySequence& key, QWidget* words);

protected:
    void prepareStage(bool on) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createActions();
    QWidget* createContents();
    void restoreSettings();
    void saveSettings() const;
    void showState();
    void showFrame();
    void showMode();
    void showSpeed();
    void showExplorerStats();
    void rollDice();
    void copySeed();
    void pasteSeed();
    // What to press to begin, naming the keys while they are the panel's.
    QString startHint() const;
    // The picture as tall as the panel shows, less what must be seen with it.
    void fitPicture();
    void fitPictureSoon();
    static constexpr int kLeastPicture = 120;

    GeneratorController* m_controller;
    ExplorerPlayer* m_explorer;

    DungeonSettingsForm* m_settings = nullptr;
    QWidget* m_contents = nullptr; // in the panel's scroll area
    QPointer<QWidget> m_port; // the scroll area's viewport, which the contents fill
    QWidget* m_actionsRow = nullptr;
    QHBoxLayout* m_transport = nullptr; // the step buttons
    bool m_fitPending = false;

    // The stage.
    DungeonView* m_view = nullptr;
    FiguresBar* m_figures = nullptr;
    QLabel* m_caption = nullptr;
    GeneratorLegend* m_legend = nullptr;
    StepTimeline* m_timeline = nullptr; // every step taken so far, to drag back to any of them
    StepTimeline* m_explorerTimeline = nullptr; // every move the explorer made, likewise
    QSlider* m_speed = nullptr;
    QLabel* m_speedText = nullptr;
    QWidget* m_explorerRow = nullptr;
    QLabel* m_explorerStats = nullptr;
    QLabel* m_status = nullptr;

    QAction* m_show = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_restart = nullptr;
    QAction* m_stepBack = nullptr;
    QAction* m_step = nullptr;
    QAction* m_nextPhase = nullptr;
    QAction* m_run = nullptr;
    QAction* m_finish = nullptr;
    QAction* m_explore = nullptr;
    QAction* m_exploreStep = nullptr;
    QAction* m_exploreBack = nullptr;
    QAction* m_exploreReset = nullptr;
    QAction* m_useAsLevel = nullptr;
    QAction* m_exportPicture = nullptr;
    QAction* m_exportFrames = nullptr;
    QAction* m_presentation = nullptr;
    QAction* m_showCaption = nullptr;
    QAction* m_showLegend = nullptr;

    QPointer<FrameExporter> m_exporter;
    bool m_firstShow = true;
};

} // namespace mazeworks
