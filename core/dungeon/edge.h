#pragma once

namespace mazeworks {

// A link between two rooms by their numbers. In a tree, `a` is the room already in it.
struct Edge {
    int a = 0;
    int b = 0;
    friend bool operator==(const Edge&, const Edge&) = default;
    // (No <=>: Qt 6.4's moc cannot read <compare>.)
    friend bool operator<(const Edge& x, const Edge& y) { return x.a != y.a ? x.a < y.a : x.b < y.b; }
};

} // namespace mazeworks
