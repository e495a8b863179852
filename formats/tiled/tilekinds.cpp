#include "tilekinds.h"

#include <cstddef>

namespace mazeworks::tiled {

namespace {

// Lower case, '-' and '_' as spaces, runs of spaces as one: "Power_Pellet" is "power pellet".
QString normalised(const QString& word)
{
    QString out = word.toLower();
    out.replace(QLatin1Char('-'), QLatin1Char(' ')).replace(QLatin1Char('_'), QLatin1Char(' '));
    return out.simplified();
}

// Word by word, each value's own word first.
template <class T> struct Word {
    T value;
    const char* word;
};

constexpr Word<Tile> kKindWords[] {
    { Tile::Wall, "wall" },
    { Tile::Wall, "walls" },
    { Tile::Wall, "solid" },
    { Tile::Wall, "block" },
    { Tile::Wall, "blocked" },
    { Tile::Wall, "obstacle" },
    { Tile::Wall, "barrier" },
    { Tile::Dot, "dot" },
    { Tile::Dot, "dots" },
    { Tile::Dot, "pellet" },
    { Tile::Dot, "pill" },
    { Tile::Dot, "pac dot" },
    { Tile::Dot, "pacdot" },
    { Tile::Dot, "small dot" },
    { Tile::Dot, "food" },
    { Tile::Energizer, "energizer" },
    { Tile::Energizer, "energiser" },
    { Tile::Energizer, "power pellet" },
    { Tile::Energizer, "powerpellet" },
    { Tile::Energizer, "power pill" },
    { Tile::Energizer, "power dot" },
    { Tile::Energizer, "big dot" },
    { Tile::Floor, "floor" },
    { Tile::Floor, "empty" },
    { Tile::Floor, "blank" },
    { Tile::Floor, "ground" },
    { Tile::Floor, "path" },
    { Tile::Floor, "corridor" },
    { Tile::Floor, "space" },
    { Tile::Tunnel, "tunnel" },
    { Tile::Tunnel, "warp" },
    { Tile::Tunnel, "slow" },
    { Tile::Door, "door" },
    { Tile::Door, "gate" },
    { Tile::Door, "ghost door" },
    { Tile::House, "house" },
    { Tile::House, "pen" },
    { Tile::House, "ghost house" },
    { Tile::House, "cage" },
    { Tile::House, "home" },
};

constexpr Word<PlaceType> kPlaceWords[] {
    { PlaceType::Muncher, "muncher" },
    { PlaceType::Muncher, "player" },
    { PlaceType::Muncher, "pacman" },
    { PlaceType::Muncher, "pac man" },
    { PlaceType::Muncher, "player start" },
    { PlaceType::Muncher, "start" },
    { PlaceType::Ghost, "ghost" },
    { PlaceType::Ghost, "enemy" },
    { PlaceType::Corner, "corner" },
    { PlaceType::Corner, "scatter" },
    { PlaceType::Corner, "scatter target" },
    { PlaceType::Corner, "target" },
    { PlaceType::Fruit, "fruit" },
    { PlaceType::Fruit, "bonus" },
};

constexpr Word<GhostKind> kGhostWords[] {
    { GhostKind::Red, "red" },
    { GhostKind::Red, "blinky" },
    { GhostKind::Pink, "pink" },
    { GhostKind::Pink, "pinky" },
    { GhostKind::Cyan, "cyan" },
    { GhostKind::Cyan, "inky" },
    { GhostKind::Orange, "orange" },
    { GhostKind::Orange, "clyde" },
};

constexpr Word<Direction> kHeadingWords[] {
    { Direction::Up, "up" },
    { Direction::Up, "north" },
    { Direction::Left, "left" },
    { Direction::Left, "west" },
    { Direction::Down, "down" },
    { Direction::Down, "south" },
    { Direction::Right, "right" },
    { Direction::Right, "east" },
};

template <class T, std::size_t N> std::optional<T> find(const Word<T> (&vocabulary)[N], const QString& word)
{
    const QString wanted = normalised(word);
    for (const Word<T>& w : vocabulary) {
        if (wanted == QLatin1String(w.word)) return w.value;
    }
    return std::nullopt;
}

template <class T, std::size_t N> QStringList wordsOf(const Word<T> (&vocabulary)[N], T value)
{
    QStringList out;
    for (const Word<T>& w : vocabulary) {
        if (w.value == value) out << QString::fromLatin1(w.word);
    }
    return out;
}

} // namespace

QString kindName(Tile tile) { return wordsOf(kKindWords, tile).value(0); }

std::optional<Tile> kindFromName(const QString& word) { return find(kKindWords, word); }

QStringList kindWords(Tile tile) { return wordsOf(kKindWords, tile); }

std::optional<PlaceType> placeTypeFromName(const QString& word) { return find(kPlaceWords, word); }

QStringList placeTypeWords(PlaceType type) { return wordsOf(kPlaceWords, type); }

std::optional<GhostKind> ghostFromName(const QString& word) { return find(kGhostWords, word); }

std::optional<Direction> headingFromName(const QString& word) { return find(kHeadingWords, word); }

} // namespace mazeworks::tiled
