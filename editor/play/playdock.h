#pragma once

#include "bestscores.h"
#include "panel.h"
#include "playeffects.h"

#include "game/pilot.h"

#include <QPointer>

#include <cstdint>
#include <optional>

class QAction;
class QActionGroup;
class QComboBox;
class QLabel;
class QListWidget;
class QStackedWidget;

namespace mazeworks {

class Document;
class MainWindow;
class MapView;
class PlaySession;
class PlaySounds;
class PlayView;
class PlaytestDialog;
class ReplayTimeline;
struct GameSummary;

// Play it inside the editor: F5 plays the current level as it is (unsaved edits too) in this
// panel, which can float and fill the screen; a level with errors is refused and its errors
// listed. The Play menu and the panel's bar pause, restart, step, change the speed for testing,
// hand the keys to the casual or the expert pilot and show what it sees, mute the sounds, rebind
// the keys, save the game as a replay and open one to watch it with a timeline, run a playtest,
// and show the level's best scores.
class PlayDock : public Panel {
    Q_OBJECT

public:
    explicit PlayDock(MainWindow* window);
    ~PlayDock() override;

    // F5: a new game of the current level; false (and its errors listed) when it cannot be played.
    bool playCurrent();
    // Saves the game being played (or played back) as a replay; with no path, a file dialog
    // asks. False with a message when it could not be written.
    bool saveReplay(QString path = QString());
    // Opens a replay and plays it back; with no path, a file dialog asks. False with a message.
    bool openReplay(QString path = QString());
    // Plays back the text of a replay: `source` names it in messages (a file's path), `name` is
    // the level's when the replay names none. False with a message.
    bool playBack(const QByteArray& text, const QString& source, const QString& name);
    // The playtest report for the current level.
    PlaytestDialog* showPlaytest();
    void editKeys();
    void showBestScores();
    void setPilot(std::optional<PilotKind> kind);
    void setFullWindow(bool on) { setStaged(on); }

    PlaySession* session() const { return m_session; }
    PlayView* view() const { return m_view; }
    PlaySounds* sounds() const { return m_sounds; }
    ReplayTimeline* timeline() const { return m_timeline; }
    // The file of the replay being played back; empty for a live game, or a replay played from
    // something other than a file.
    QString playbackFile() const;
    // The errors of a level that was refused, one a row.
    QListWidget* problems() const { return m_problems; }
    bool isRefused() const;
    // The best scores of the level being played.
    BestScores bestScores() const { return BestScores(m_bestKey); }

private:
    void makeRoom();
    void createActions();
    QWidget* createContents();
    void refuse(Document* document, const QString& reason);
    void showProblem(int row);
    void started();
    void gameOver(const GameSummary& summary);
    void syncActions();
    void showStatus();
    QString replayFolder() const;
    static QString rulesText(const RuleSet& rules);
    std::uint64_t newSeed() const;

    PlaySession* m_session;
    PlaySounds* m_sounds;
    PlayEffects m_effects;
    PlayView* m_view = nullptr;
    QStackedWidget* m_pages = nullptr;
    QLabel* m_problemsTitle = nullptr;
    QListWidget* m_problems = nullptr;
    ReplayTimeline* m_timeline = nullptr;
    QString m_playbackFile; // the replay file openReplay played back last
    QLabel* m_status = nullptr;
    QComboBox* m_speedBox = nullptr;
    QComboBox* m_pilotBox = nullptr;
    PlaytestDialog* m_playtest = nullptr;

    QPointer<Document> m_refusedDocument;
    QString m_levelName;
    // Said in the status line until the next game: a new best score, a replay saved.
    QString m_notice;
    QString m_bestKey;

    QAction* m_play = nullptr;
    QAction* m_pause = nullptr;
    QAction* m_step = nullptr;
    QAction* m_restart = nullptr;
    QActionGroup* m_speeds = nullptr;
    QActionGroup* m_pilots = nullptr;
    QAction* m_showPilot = nullptr;
    QAction* m_mute = nullptr;
    QAction* m_full = nullptr;
    QAction* m_keys = nullptr;
    QAction* m_saveReplay = nullptr;
    QAction* m_openReplay = nullptr;
    QAction* m_playtestAction = nullptr;
    QAction* m_best = nullptr;
};

} // namespace mazeworks
