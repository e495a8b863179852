#include "keybindings.h"

#include <QSettings>
#include <QStringList>

namespace mazeworks {

namespace {

QString settingsKey(Direction way)
{
    return QStringLiteral("play/keys/") + QString::fromLatin1(name(way).data(), static_cast<int>(name(way).size()));
}

std::size_t at(Direction way) { return static_cast<std::size_t>(way); }

} // namespace

KeyBindings::Keys KeyBindings::defaults()
{
    Keys keys;
    keys[at(Direction::Up)] = { QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_W) };
    keys[at(Direction::Left)] = { QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_A) };
    keys[at(Direction::Down)] = { QKeySequence(Qt::Key_Down), QKeySequence(Qt::Key_S) };
    keys[at(Direction::Right)] = { QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_D) };
    return keys;
}

KeyBindings KeyBindings::load()
{
    KeyBindings bindings;
    QSettings settings;
    for (Direction way : kDirections) {
        const QString k = settingsKey(way);
        if (!settings.contains(k)) continue;
        // Kept in the portable form, so that a settings file means the same in every language.
        const QStringList words = settings.value(k).toStringList();
        for (int slot = 0; slot < kKeysPerWay; ++slot) {
            bindings.m_keys[at(way)][static_cast<std::size_t>(slot)] = slot < words.size()
                ? QKeySequence::fromString(words[slot], QKeySequence::PortableText)
                : QKeySequence();
        }
    }
    return bindings;
}

void KeyBindings::save() const
{
    QSettings settings;
    for (Direction way : kDirections) {
        QStringList words;
        for (const QKeySequence& key : m_keys[at(way)]) words << key.toString(QKeySequence::PortableText);
        settings.setValue(settingsKey(way), words);
    }
}

std::optional<Direction> KeyBindings::wayOf(int key, Qt::KeyboardModifiers modifiers) const
{
    // The arrows of the key pad come with KeypadModifier; Shift or Ctrl with a key are not ways.
    if (modifiers & ~(Qt::KeypadModifier | Qt::ShiftModifier)) return std::nullopt;
    for (Direction way : kDirections) {
        for (const QKeySequence& bound : m_keys[at(way)]) {
            if (bound.count() == 1 && bound[0].key() == key && bound[0].keyboardModifiers() == Qt::NoModifier)
                return way;
        }
    }
    return std::nullopt;
}

QKeySequence KeyBindings::key(Direction way, int slot) const { return m_keys[at(way)][static_cast<std::size_t>(slot)]; }

void KeyBindings::setKey(Direction way, int slot, const QKeySequence& key)
{
    m_keys[at(way)][static_cast<std::size_t>(slot)] = key.isEmpty() ? QKeySequence() : QKeySequence(key[0]);
}

QString KeyBindings::text(Direction way) const
{
    QStringList words;
    for (const QKeySequence& key : m_keys[at(way)]) {
        if (!key.isEmpty()) words << key.toString(QKeySequence::NativeText);
    }
    return words.join(QStringLiteral(", "));
}

} // namespace mazeworks
