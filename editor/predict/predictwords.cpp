#include "predictwords.h"

#include "searchchoice.h"
#include "searchtext.h"

#include <QLocale>

#include <algorithm>

namespace mazeworks {

QString PredictWords::askTile(Stepped stepped)
{
    switch (stepped) {
    case Stepped::Wave:
        return tr("Click the tile the wave settles next.");
    case Stepped::Field:
        return tr("Click the tile the flow field settles next.");
    case Stepped::Search:
        break;
    }
    return tr("Click the tile the search settles next.");
}

QString PredictWords::askPrim() { return tr("Click the two rooms Prim's tree joins next."); }

QString PredictWords::askMerge() { return tr("Click a room of each of the two sets union-find merges next."); }

QString PredictWords::askVisit() { return tr("Click the room the explorer visits next."); }

QString PredictWords::verdict(bool right) { return right ? tr("Right.") : tr("Wrong."); }

QString PredictWords::score(int right, int asked) { return tr("%1 of %2 right").arg(right).arg(asked); }

QString PredictWords::whySettled(const NextSettled& next, Stepped stepped)
{
    const std::optional<Cell> chosen = next.chosen();
    if (!chosen) return tr("Nothing is left to settle: the search is over.");
    const QString tile = SearchText::tile(*chosen);
    const QString least = SearchText::cost(next.least);
    const int others = static_cast<int>(next.allowed.size()) - 1;
    const bool wave = stepped == Stepped::Wave;
    QString rule;
    QString ties;
    if (stepped == Stepped::Field) {
        // Outwards from the goals, by the cost of the way to the nearest (its steps, unweighted).
        rule = next.key == NextSettled::Key::Steps
            ? tr("The flow field settles its frontier outwards from the goals, the nearest first: %1 is %2 steps "
                 "from a goal.")
                  .arg(tile, least)
            : tr("The flow field settles the frontier tile whose way to a goal costs least: %1 costs %2.")
                  .arg(tile, least);
        if (others > 0)
            ties = tr("%n other tile(s) were as near; of those it takes the one reached first.", "", others);
        return rule + (ties.isEmpty() ? QString() : QLatin1Char(' ') + ties);
    }
    switch (next.key) {
    case NextSettled::Key::Steps:
        rule = wave ? tr("The wave settles the tiles in the order it found them, the nearest first: %1 is %2 "
                         "steps from the start.")
                          .arg(tile, least)
                    : tr("Breadth-first search settles the tile it found first, the nearest to the start: %1 is %2 "
                         "steps from it.")
                          .arg(tile, least);
        if (others > 0) ties = tr("%n other tile(s) were as near; of those it takes the one found first.", "", others);
        break;
    case NextSettled::Key::G:
        rule = tr("%1 settles the open tile with the lowest g, the cost from the start: %2 has g = %3.")
                   .arg(searchtext::algorithmName(next.algorithm), tile, least);
        if (others > 0)
            ties = tr("%n other tile(s) had g = %1 too, and ties go to the first in reading order.", "", others)
                       .arg(least);
        break;
    case NextSettled::Key::H:
        rule = tr("%1 settles the open tile with the lowest guess h: %2 has h = %3.")
                   .arg(searchtext::algorithmName(next.algorithm), tile, least);
        if (others > 0)
            ties = tr("%n other tile(s) had h = %1 too, and ties go to the first in reading order.", "", others)
                       .arg(least);
        break;
    case NextSettled::Key::F: {
        const QString sum = next.weight == 1.0
            ? QStringLiteral("g\u00a0+\u00a0h")
            : QStringLiteral("g\u00a0+\u00a0%1\u00a0\u00d7\u00a0h").arg(SearchText::cost(next.weight));
        rule = tr("%1 settles the open tile with the lowest f = %2: %3 has f = %4 (g = %5, h = %6).")
                   .arg(searchtext::algorithmName(next.algorithm), sum, tile, least, SearchText::cost(next.g),
                       SearchText::cost(next.h));
        if (others > 0) {
            ties = next.tieByGuess
                ? tr("%n other tile(s) had f = %1 too, and ties go to the smaller h, then to the first in reading "
                     "order.",
                    "", others)
                      .arg(least)
                : tr("%n other tile(s) had f = %1 too, and ties go to the first in reading order.", "", others)
                      .arg(least);
        }
        break;
    }
    }
    QString side;
    if (next.algorithm == Algorithm::Bidirectional) {
        side = next.side == GridSearch::Side::Forward
            ? tr("The side from the start has the shorter open list, so it moves.")
            : tr("The side from the goal has the shorter open list, so it moves.");
    }
    QStringList parts;
    for (const QString& part : { side, rule, ties }) {
        if (!part.isEmpty()) parts << part;
    }
    return parts.join(QLatin1Char(' '));
}

QString PredictWords::whyPrim(const PrimChoice& choice)
{
    if (!choice.chosen) return tr("Prim's tree is whole: no edge is left to add.");
    const QString rule = tr("Prim's tree adds the shortest edge leaving the tree: rooms %1 and %2, length %3.")
                             .arg(choice.chosen->a)
                             .arg(choice.chosen->b)
                             .arg(QLocale().toString(choice.length(), 'f', 1));
    const int others = static_cast<int>(choice.allowed.size()) - 1;
    if (others <= 0) return rule;
    return rule + QLatin1Char(' ')
        + tr("%n other edge(s) were as short, and ties go to the room that joined the tree first, then to the "
             "smaller room number.",
            "", others);
}

QString PredictWords::whyMerge(const MergeChoice& choice)
{
    if (!choice.chosen || !choice.corridor) return tr("This step merges no sets.");
    const int a = choice.corridor->a;
    const int b = choice.corridor->b;
    if (!choice.drawn) {
        return tr("The corridors are dug in the order of the tree's edges: the next joins rooms %1 and %2, so "
                  "union-find merges the set of room %1 with the set of room %2.")
            .arg(a)
            .arg(b);
    }
    return tr("A tunnel joins a room drawn outside the largest set with one of its nearest rooms of another set: "
              "this time rooms %1 and %2, so their sets merge; %n pair(s) of sets could have merged.",
        "", static_cast<int>(choice.allowed.size()))
        .arg(a)
        .arg(b);
}

QString PredictWords::whyVisit(const VisitChoice& choice)
{
    if (choice.chosen < 0) return tr("The explorer is on its way and only arrives.");
    double weight = 0;
    for (const auto& [room, w] : choice.allowed) {
        if (room == choice.chosen) weight = w;
    }
    return tr("The explorer draws among the rooms its rule allows, the lower the weight the likelier: it went to "
              "room %1 (weight %2); %n room(s) could have been drawn.",
        "", static_cast<int>(choice.allowed.size()))
        .arg(choice.chosen)
        .arg(QLocale().toString(weight, 'g', 3));
}

} // namespace mazeworks
