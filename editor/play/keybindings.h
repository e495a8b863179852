#pragma once

#include "grid/direction.h"

#include <QKeySequence>

#include <array>
#include <optional>

namespace mazeworks {

// Which keys steer the muncher: two for each way, the arrows and W A S D unless the player
// chose others, kept in the settings ("play/keys/up" and so on).
class KeyBindings {
public:
    static constexpr int kKeysPerWay = 2;
    using Keys = std::array<std::array<QKeySequence, kKeysPerWay>, 4>;

    KeyBindings()
        : m_keys(defaults())
    {
    }

    static Keys defaults();
    static KeyBindings load();
    void save() const;

    // The way a key asks for (modifiers of the key pad ignored), or none.
    std::optional<Direction> wayOf(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) const;
    const Keys& keys() const { return m_keys; }
    QKeySequence key(Direction way, int slot) const;
    void setKey(Direction way, int slot, const QKeySequence& key);
    // The keys of a way as the user reads them: "Up, W".
    QString text(Direction way) const;

private:
    Keys m_keys;
};

} // namespace mazeworks
