#pragma once

// Levels written as one LDtk project (LDtk 1.5's JSON, valid against its published schema),
// laid out LinearHorizontal, read back by ldtkproject.h as the same levels:
// * an IntGrid layer "Tiles" of values named by the kinds (1 wall, 2 dot, 3 energizer, 4 tunnel,
//   5 door, 6 house; floor is 0, no value);
// * when the level has weights, an IntGrid layer "Weights" of values 1 to 9 (1 written as 0);
// * an Entities layer "Places": Muncher (heading), Ghost (kind, heading, corner, release,
//   release_dots), Corner (kind: a corner of a ghost that has no start) and Fruit;
// * the level's name and rules as the level's fields "name" and "rules".

#include "maze/maze.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace mazeworks::ldtk {

// Pixels a cell takes in the projects written.
inline constexpr int kGridSize = 16;

// The identifier LDtk would give a level named `name` (letters, digits and '_', not starting
// with a digit); `fallback` when the name has none of them.
QString identifierOf(const QString& name, const QString& fallback);

// The project of `levels` (each with a map), in their order; a level's identifier is made of its
// name (else "Level_N"), made unique with a number. What a level has that LDtk's file has no
// place for (a release of a ghost that has no start) is named in `leftOut`, once each.
QByteArray writeProject(const std::vector<Maze>& levels, QStringList* leftOut = nullptr);

} // namespace mazeworks::ldtk
