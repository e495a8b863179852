// Counts the bytes the program allocates, so that bench can report the memory each piece of
// work used. Every block carries its size in a header in front of it.

#include "bench.h"

#include "path/prefaulted.h"

#ifndef MAZEWORKS_NO_ALLOCATION_COUNT

#include <atomic>
#include <cstdlib>
#include <new>

namespace {

std::atomic<std::uint64_t> g_current { 0 };
std::atomic<std::uint64_t> g_peak { 0 };
constexpr std::size_t kHeader = alignof(std::max_align_t);

void add(std::uint64_t size)
{
    const std::uint64_t now = g_current.fetch_add(size, std::memory_order_relaxed) + size;
    std::uint64_t peak = g_peak.load(std::memory_order_relaxed);
    while (now > peak && !g_peak.compare_exchange_weak(peak, now, std::memory_order_relaxed)) { }
}

void* allocate(std::size_t size)
{
    void* block = std::malloc(size + kHeader);
    if (!block) throw std::bad_alloc();
    *static_cast<std::size_t*>(block) = size;
    add(size);
    return static_cast<char*>(block) + kHeader;
}

// The searches' large arrays are mapped, not allocated (core/path/prefaulted.h): counted too.
void countMapping(std::ptrdiff_t bytes)
{
    if (bytes < 0)
        g_current.fetch_sub(static_cast<std::uint64_t>(-bytes), std::memory_order_relaxed);
    else
        add(static_cast<std::uint64_t>(bytes));
}

[[maybe_unused]] const bool g_countsMappings = (mazeworks::mappingCounter().store(&countMapping), true);

void release(void* p) noexcept
{
    if (!p) return;
    void* block = static_cast<char*>(p) - kHeader;
    g_current.fetch_sub(*static_cast<std::size_t*>(block), std::memory_order_relaxed);
    std::free(block);
}

} // namespace

void* operator new(std::size_t size) { return allocate(size); }
void* operator new[](std::size_t size) { return allocate(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept
{
    try {
        return allocate(size);
    } catch (...) {
        return nullptr;
    }
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept
{
    try {
        return allocate(size);
    } catch (...) {
        return nullptr;
    }
}
void operator delete(void* p) noexcept { release(p); }
void operator delete[](void* p) noexcept { release(p); }
void operator delete(void* p, std::size_t) noexcept { release(p); }
void operator delete[](void* p, std::size_t) noexcept { release(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { release(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { release(p); }

#endif

namespace mazeworks::cli {

#ifdef MAZEWORKS_NO_ALLOCATION_COUNT
// Under the sanitizers, their allocator counts instead: bench reports no memory.
std::uint64_t allocatedBytes() { return 0; }
std::uint64_t peakAllocatedBytes() { return 0; }
void resetPeakAllocatedBytes() { }
#else
std::uint64_t allocatedBytes() { return g_current.load(std::memory_order_relaxed); }
std::uint64_t peakAllocatedBytes() { return g_peak.load(std::memory_order_relaxed); }
void resetPeakAllocatedBytes() { g_peak.store(g_current.load(std::memory_order_relaxed), std::memory_order_relaxed); }
#endif

} // namespace mazeworks::cli
