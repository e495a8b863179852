#pragma once

// The level the Predict tests ask on (tst_predict, tst_racepredict): an open room, closed all
// round. From its top left tile to its bottom right one the first steps of A*, Dijkstra and
// breadth-first search all meet ties, and A* is done long before breadth-first search, which
// looks at every tile of the room. A level wraps at its edges, and so does the guess: the walls
// round the room are thick enough that the way round is longer.

namespace mazeworks::test {

inline constexpr const char* kPredictRoom = "name Room\n"
                                            "row XXXXXXXXXXXX\n"
                                            "row X.....XXXXXX\n"
                                            "row X.....XXXXXX\n"
                                            "row X.....XXXXXX\n"
                                            "row XXXXXXXXXXXX\n"
                                            "row XXXXXXXXXXXX\n"
                                            "row XXXXXXXXXXXX\n"
                                            "row XXXXXXXXXXXX\n";

} // namespace mazeworks::test
