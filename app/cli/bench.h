#pragma once

// mazeworks-cli bench: every figure is the median of several timed runs after a warm-up, with
// the peak memory the work allocated. Sections register themselves from their own files.

#include "cli.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace mazeworks::cli {

// Bytes allocated through operator new now, and the most since the last reset.
std::uint64_t allocatedBytes();
std::uint64_t peakAllocatedBytes();
void resetPeakAllocatedBytes();

struct BenchFigure {
    std::string section;
    std::string name;
    double value = 0; // the median
    std::string unit; // "cells/s", "ms", "us/path", "steps/s", ...
    int runs = 0;
    std::uint64_t memory = 0; // peak bytes allocated by one run
    std::string note; // more figures, e.g. "9.1 ms a search" or a peer's ratio
};

class Bench {
public:
    // A quiet bench prints nothing as it goes (the JSON and the Markdown table come at the end).
    Bench(bool quick, bool quiet)
        : m_quick(quick)
        , m_quiet(quiet)
    {
    }

    bool quick() const { return m_quick; }
    int runs() const { return m_quick ? 3 : 7; }

    // Runs `work` once to warm up (unless `warmUp` is false: work of minutes that warms itself),
    // then `runs` times; the median seconds of one run, and in `memory` the most bytes one run
    // (the warm-up included) allocated.
    template <class Work> double median(Work&& work, std::uint64_t* memory = nullptr, int runs = 0, bool warmUp = true)
    {
        if (runs <= 0) runs = this->runs();
        // The warm-up counts for memory: work that keeps its buffers allocates only then.
        std::uint64_t peak = 0;
        if (warmUp) {
            const std::uint64_t before = allocatedBytes();
            resetPeakAllocatedBytes();
            work();
            peak = peakAllocatedBytes() - before;
        }
        std::vector<double> seconds;
        for (int i = 0; i < runs; ++i) {
            const std::uint64_t before = allocatedBytes();
            resetPeakAllocatedBytes();
            const auto start = std::chrono::steady_clock::now();
            work();
            seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
            peak = std::max(peak, peakAllocatedBytes() - before);
        }
        if (memory) *memory = peak;
        std::sort(seconds.begin(), seconds.end());
        return seconds[seconds.size() / 2];
    }

    void report(BenchFigure figure);
    void heading(const std::string& section);
    const std::vector<BenchFigure>& figures() const { return m_figures; }

private:
    bool m_quick;
    bool m_quiet;
    std::vector<BenchFigure> m_figures;
};

struct BenchSection {
    int order; // sections print in this order
    std::string name;
    std::function<void(Bench&)> run;
};
std::vector<BenchSection>& benchSections();
struct BenchRegistration {
    explicit BenchRegistration(BenchSection section) { benchSections().push_back(std::move(section)); }
};

std::string formatBytes(std::uint64_t bytes);
// A count as people write it: 1,000.
std::string formatCount(std::int64_t count);
// A figure with three significant digits and a thousands-free form: 1.23e+08 becomes 123000000.
std::string formatFigure(double value);

} // namespace mazeworks::cli
