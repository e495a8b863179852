#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <vector>

namespace mazeworks {

// The best scores of each level, kept in the settings ("play/best/KEY"), the level known by a
// hash of its text: the same level scores together wherever its file lies, and a changed level
// starts a list of its own.
class BestScores {
public:
    struct Entry {
        int score = 0;
        int level = 1;
        // Who played: a person, or the pilot by its name.
        QString player;
        QDateTime when;
    };
    static constexpr int kKept = 10;

    // The key of a level's text.
    static QString keyOf(const QByteArray& levelText);

    explicit BestScores(const QString& key)
        : m_key(key)
    {
    }

    QString key() const { return m_key; }
    // Best first.
    std::vector<Entry> entries() const;
    int best() const;
    // Adds a game; its place in the list (0: the best) or -1 when it did not make the list.
    int add(const Entry& entry);
    void clear();

private:
    QString m_key;
};

} // namespace mazeworks
