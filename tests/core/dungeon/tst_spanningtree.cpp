#include "dungeon/spanningtree.h"
#include "dungeon/unionfind.h"
#include "random/random.h"

#include <QtTest>

#include <cmath>
#include <limits>
#include <tuple>

using namespace mazeworks;

namespace {

double length(const std::vector<Point>& points, const Edge& e)
{
    return std::sqrt(static_cast<double>(
        distanceSquared(points[static_cast<std::size_t>(e.a)], points[static_cast<std::size_t>(e.b)])));
}

// The lightest spanning tree by trying every set of n - 1 edges.
double bruteForceMinimum(const std::vector<Point>& points)
{
    const int n = static_cast<int>(points.size());
    std::vector<Edge> all;
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) all.push_back({ i, j });
    }
    double best = 1e300;
    const int m = static_cast<int>(all.size());
    std::vector<int> pick(static_cast<std::size_t>(n - 1));
    for (int k = 0; k < n - 1; ++k) pick[static_cast<std::size_t>(k)] = k;
    for (;;) {
        UnionFind sets(n);
        double total = 0;
        for (int k : pick) {
            sets.unite(all[static_cast<std::size_t>(k)].a, all[static_cast<std::size_t>(k)].b);
            total += length(points, all[static_cast<std::size_t>(k)]);
        }
        if (sets.sets() == 1) best = std::min(best, total);
        // The next combination of n - 1 of the m edges.
        int i = n - 2;
        while (i >= 0 && pick[static_cast<std::size_t>(i)] == m - (n - 1) + i) --i;
        if (i < 0) break;
        ++pick[static_cast<std::size_t>(i)];
        for (int j = i + 1; j < n - 1; ++j)
            pick[static_cast<std::size_t>(j)] = pick[static_cast<std::size_t>(j - 1)] + 1;
    }
    return best;
}

std::vector<Point> randomPoints(Random& random, int n, int spread)
{
    std::vector<Point> points;
    for (int i = 0; i < n; ++i) points.push_back({ random.between(0, spread), random.between(0, spread) });
    return points;
}

// Prim's tree over the complete graph, looking at every pair at every step: the edges in the
// order they come; of equal ones, the edge from the tree point that joined first, then to the
// smaller number.
std::vector<Edge> referencePrim(const std::vector<Point>& points, int root)
{
    const std::size_t n = points.size();
    std::vector<int> joined(n, -1);
    std::vector<Edge> edges;
    joined[static_cast<std::size_t>(root)] = 0;
    for (std::size_t added = 1; added < n; ++added) {
        std::tuple<std::int64_t, int, int> best { std::numeric_limits<std::int64_t>::max(), 0, 0 };
        Edge chosen { -1, -1 };
        for (std::size_t u = 0; u < n; ++u) {
            if (joined[u] < 0) continue;
            for (std::size_t q = 0; q < n; ++q) {
                if (joined[q] >= 0) continue;
                const std::tuple<std::int64_t, int, int> key { distanceSquared(points[u], points[q]), joined[u],
                    static_cast<int>(q) };
                if (key < best) {
                    best = key;
                    chosen = { static_cast<int>(u), static_cast<int>(q) };
                }
            }
        }
        joined[static_cast<std::size_t>(chosen.b)] = static_cast<int>(added);
        edges.push_back(chosen);
    }
    return edges;
}

// The Prim's-tree proposal's own procedure: a list of edges, those of the first room made first;
// at each step the list is sorted by length, keeping the order of equal ones, and the first edge
// from the tree to a room outside it is taken; the new room's edges to the rooms outside go to
// the end of the list.
std::vector<Edge> proposalPrim(const std::vector<Point>& points, int root)
{
    const int n = static_cast<int>(points.size());
    struct Listed {
        int from;
        int to;
        double weight;
    };
    auto weight = [&](int a, int b) {
        return std::sqrt(static_cast<double>(
            distanceSquared(points[static_cast<std::size_t>(a)], points[static_cast<std::size_t>(b)])));
    };
    std::vector<Listed> list;
    std::vector<bool> in(static_cast<std::size_t>(n), false);
    in[static_cast<std::size_t>(root)] = true;
    for (int i = 0; i < n; ++i) {
        if (i != root) list.push_back({ root, i, weight(root, i) });
    }
    std::vector<Edge> tree;
    while (static_cast<int>(tree.size()) < n - 1) {
        std::stable_sort(
            list.begin(), list.end(), [](const Listed& x, const Listed& y) { return x.weight < y.weight; });
        std::size_t k = 0;
        while (!(in[static_cast<std::size_t>(list[k].from)] && !in[static_cast<std::size_t>(list[k].to)])) ++k;
        const Listed e = list[k];
        tree.push_back({ e.from, e.to });
        in[static_cast<std::size_t>(e.to)] = true;
        for (int i = 0; i < n; ++i) {
            if (!in[static_cast<std::size_t>(i)]) list.push_back({ e.to, i, weight(e.to, i) });
        }
        list.erase(list.begin() + static_cast<std::ptrdiff_t>(k));
    }
    return tree;
}

} // namespace

class TstSpanningTree : public QObject {
    Q_OBJECT

private slots:
    void theTreeJoinsEveryPointWithOneEdgeFewer()
    {
        Random random(3);
        for (int n : { 1, 2, 3, 10, 200 }) {
            const std::vector<Point> points = randomPoints(random, n, 100);
            SpanningTree tree(points);
            int steps = 0;
            while (tree.step()) ++steps;
            QCOMPARE(steps, n - 1);
            QCOMPARE(static_cast<int>(tree.edges().size()), n - 1);
            UnionFind sets(n);
            for (const Edge& e : tree.edges()) {
                QVERIFY(sets.unite(e.a, e.b)); // never a cycle
            }
            QCOMPARE(sets.sets(), 1);
            QVERIFY(tree.done());
        }
    }

    void theTreeIsAsLightAsTheBruteForceOne()
    {
        Random random(11);
        for (int trial = 0; trial < 60; ++trial) {
            const int n = random.between(2, 7);
            // A small spread makes ties, which must not fool the heap.
            const std::vector<Point> points = randomPoints(random, n, trial % 2 ? 6 : 1000);
            SpanningTree tree(points);
            tree.run();
            double total = 0;
            for (const Edge& e : tree.edges()) total += length(points, e);
            QVERIFY(std::fabs(total - tree.length()) < 1e-9);
            QVERIFY2(std::fabs(total - bruteForceMinimum(points)) < 1e-9, qPrintable(QString::number(trial)));
        }
    }

    void theTreeHasTheEdgesOfPrimsOverEveryPairInTheSameOrder_data()
    {
        QTest::addColumn<int>("points");
        QTest::addColumn<int>("spread");
        QTest::addColumn<int>("seed");
        // Small spreads make ties of every kind, and points on the same place.
        for (int seed = 1; seed <= 12; ++seed) {
            QTest::addRow("5 points on 3 x 3, seed %d", seed) << 5 << 2 << seed;
            QTest::addRow("40 points on 8 x 8, seed %d", seed) << 40 << 7 << seed;
            QTest::addRow("300 points on 60 x 60, seed %d", seed) << 300 << 59 << seed;
            QTest::addRow("300 points far apart, seed %d", seed) << 300 << 1000000 << seed;
        }
    }
    void theTreeHasTheEdgesOfPrimsOverEveryPairInTheSameOrder()
    {
        QFETCH(int, points);
        QFETCH(int, spread);
        QFETCH(int, seed);
        Random random(static_cast<std::uint64_t>(seed));
        const std::vector<Point> set = randomPoints(random, points, spread);
        const int root = random.between(0, points - 1);
        SpanningTree tree(set, root);
        tree.run();
        QCOMPARE(tree.edges(), referencePrim(set, root));
    }

    void equalDistancesTakeTheEdgeMadeFirst()
    {
        //  3 . . .        root 0; 1 and 3 are 4 from it, 2 is 4 from 1. The proposal's list
        //  . . . .        holds 0-1, 0-2, 0-3, then 1-2 and 1-3 after 1 joins: of 0-3 and 1-2,
        //  . . . .        both 4 long, 0-3 was made first and is taken first.
        //  0 . . . 1 . . . 2   (in half tiles, 4 apart)
        const std::vector<Point> points = { { 0, 4 }, { 4, 4 }, { 8, 4 }, { 0, 0 } };
        SpanningTree tree(points, 0);
        tree.run();
        const std::vector<Edge> expected = { { 0, 1 }, { 0, 3 }, { 1, 2 } };
        QCOMPARE(tree.edges(), expected);
        QCOMPARE(proposalPrim(points, 0), expected);
    }

    void theTreeIsTheProposalsOnSmallSets()
    {
        // The proposal's own procedure and the fast tree agree, ties of every kind included.
        for (int seed = 1; seed <= 40; ++seed) {
            Random random(static_cast<std::uint64_t>(seed));
            const int n = random.between(2, 30);
            const std::vector<Point> set = randomPoints(random, n, seed % 2 ? 4 : 12);
            SpanningTree tree(set, 0);
            tree.run();
            QCOMPARE(tree.edges(), proposalPrim(set, 0));
        }
    }

    void aRowAndALatticeGiveThePrimTreeToo()
    {
        std::vector<Point> row;
        for (int i = 0; i < 50; ++i) row.push_back({ 3 * i, 7 });
        std::vector<Point> lattice;
        for (int y = 0; y < 12; ++y) {
            for (int x = 0; x < 12; ++x) lattice.push_back({ 4 * x, 4 * y });
        }
        for (const auto& set : { row, lattice }) {
            SpanningTree tree(set, 0);
            tree.run();
            QCOMPARE(tree.edges(), referencePrim(set, 0));
        }
    }

    void theTreeChoosesAmongAFewEdgesAPointNotAmongAllPairs()
    {
        // Prim's over all pairs of 20000 points looks at two hundred million of them; the nearest
        // points by sector are at most eight a point, and fewer once each pair counts once.
        Random random(5);
        const int n = 20000;
        const std::vector<Point> points = randomPoints(random, n, 1 << 20);
        const SpanningTree tree(points);
        QVERIFY(tree.candidateEdges() >= static_cast<std::size_t>(n - 1));
        QVERIFY(tree.candidateEdges() <= static_cast<std::size_t>(8 * n));
    }

    void theShortestEdgesOutsideTheTreeAreThoseOfEveryPair()
    {
        Random random(21);
        for (int trial = 0; trial < 40; ++trial) {
            const int n = random.between(2, 60);
            const std::vector<Point> points = randomPoints(random, n, trial % 3 == 0 ? 5 : 500);
            SpanningTree tree(points);
            tree.run();
            std::vector<std::tuple<std::int64_t, int, int>> all;
            for (int i = 0; i < n; ++i) {
                for (int j = i + 1; j < n; ++j) {
                    bool inTree = false;
                    for (const Edge& e : tree.edges())
                        inTree = inTree || (std::min(e.a, e.b) == i && std::max(e.a, e.b) == j);
                    if (!inTree)
                        all.emplace_back(
                            distanceSquared(points[static_cast<std::size_t>(i)], points[static_cast<std::size_t>(j)]),
                            i, j);
                }
            }
            std::sort(all.begin(), all.end());
            const std::size_t count = static_cast<std::size_t>(random.between(1, n * 2));
            const std::vector<Edge> loops = SpanningTree::shortestOutside(points, tree.edges(), count);
            QCOMPARE(loops.size(), std::min(count, all.size()));
            for (std::size_t k = 0; k < loops.size(); ++k)
                QCOMPARE(loops[k], (Edge { std::get<1>(all[k]), std::get<2>(all[k]) }));
        }
    }

    void eachEdgeJoinsATreePointToANewOne()
    {
        const std::vector<Point> points = { { 0, 0 }, { 10, 0 }, { 11, 0 }, { 0, 7 } };
        SpanningTree tree(points, 0);
        QCOMPARE(*tree.step(), (Edge { 0, 3 })); // 7
        QCOMPARE(*tree.step(), (Edge { 0, 1 })); // 10
        QCOMPARE(*tree.step(), (Edge { 1, 2 })); // 1, reachable only now
        QVERIFY(!tree.step());
    }

    void theShortestEdgesOutsideTheTreeComeShortestFirst()
    {
        Random random(8);
        const std::vector<Point> points = randomPoints(random, 30, 200);
        SpanningTree tree(points);
        tree.run();
        const std::vector<Edge> loops = SpanningTree::shortestOutside(points, tree.edges(), 10);
        QCOMPARE(loops.size(), std::size_t(10));
        // Brute force: every pair outside the tree, sorted.
        std::vector<std::tuple<std::int64_t, int, int>> all;
        for (int i = 0; i < 30; ++i) {
            for (int j = i + 1; j < 30; ++j) {
                bool inTree = false;
                for (const Edge& e : tree.edges())
                    inTree = inTree || (std::min(e.a, e.b) == i && std::max(e.a, e.b) == j);
                if (!inTree)
                    all.emplace_back(
                        distanceSquared(points[static_cast<std::size_t>(i)], points[static_cast<std::size_t>(j)]), i,
                        j);
            }
        }
        std::sort(all.begin(), all.end());
        for (std::size_t k = 0; k < loops.size(); ++k) {
            QCOMPARE(loops[k], (Edge { std::get<1>(all[k]), std::get<2>(all[k]) }));
        }
        QVERIFY(SpanningTree::shortestOutside(points, tree.edges(), 0).empty());
    }
};

QTEST_APPLESS_MAIN(TstSpanningTree)
#include "tst_spanningtree.moc"
