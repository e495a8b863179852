#include "bestscores.h"

#include <QCryptographicHash>
#include <QSettings>

#include <algorithm>

namespace mazeworks {

namespace {

QString group(const QString& key) { return QStringLiteral("play/best/") + key; }

} // namespace

QString BestScores::keyOf(const QByteArray& levelText)
{
    // Line ends do not make another level.
    QByteArray text = levelText;
    text.replace("\r\n", "\n");
    return QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha1).toHex().left(16));
}

std::vector<BestScores::Entry> BestScores::entries() const
{
    QSettings settings;
    std::vector<Entry> list;
    const int n = settings.beginReadArray(group(m_key));
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        Entry e;
        e.score = settings.value(QStringLiteral("score")).toInt();
        e.level = settings.value(QStringLiteral("level"), 1).toInt();
        e.player = settings.value(QStringLiteral("player")).toString();
        e.when = settings.value(QStringLiteral("when")).toDateTime();
        list.push_back(e);
    }
    settings.endArray();
    std::stable_sort(list.begin(), list.end(), [](const Entry& a, const Entry& b) { return a.score > b.score; });
    return list;
}

int BestScores::best() const
{
    const auto list = entries();
    return list.empty() ? 0 : list.front().score;
}

int BestScores::add(const Entry& entry)
{
    auto list = entries();
    // After the equal scores already there: the first to reach a score keeps its place.
    const auto at = std::upper_bound(
        list.begin(), list.end(), entry, [](const Entry& a, const Entry& b) { return a.score > b.score; });
    const int place = static_cast<int>(at - list.begin());
    if (place >= kKept) return -1;
    list.insert(at, entry);
    if (list.size() > static_cast<std::size_t>(kKept)) list.resize(kKept);
    QSettings settings;
    settings.remove(group(m_key));
    settings.beginWriteArray(group(m_key), static_cast<int>(list.size()));
    for (int i = 0; i < static_cast<int>(list.size()); ++i) {
        settings.setArrayIndex(i);
        const Entry& e = list[static_cast<std::size_t>(i)];
        settings.setValue(QStringLiteral("score"), e.score);
        settings.setValue(QStringLiteral("level"), e.level);
        settings.setValue(QStringLiteral("player"), e.player);
        settings.setValue(QStringLiteral("when"), e.when);
    }
    settings.endArray();
    return place;
}

void BestScores::clear() { QSettings().remove(group(m_key)); }

} // namespace mazeworks
