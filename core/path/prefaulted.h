#pragma once

// An allocator for the large arrays a search fills at once (a node for every cell, the jump
// tables): on Linux, those of kPrefaultedBytes or more are mapped with all their pages in
// place, in one system call. Left to itself, the kernel maps a page at the first write to it,
// one trap a page: on a virtual machine that costs about ten microseconds a page, more than
// the first search on a small map costs in all. Smaller arrays, other systems and builds under
// AddressSanitizer use the standard allocator.

#include <atomic>
#include <cstddef>
#include <memory>
#include <new>
#include <vector>

// Not under AddressSanitizer, which watches the standard allocator's blocks, not mappings.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MAZEWORKS_NO_PREFAULT
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define MAZEWORKS_NO_PREFAULT
#endif
#if defined(__linux__) && !defined(MAZEWORKS_NO_PREFAULT)
#define MAZEWORKS_PREFAULT
#include <sys/mman.h>
#endif

namespace mazeworks {

inline constexpr std::size_t kPrefaultedBytes = 16 * 1024;

// Whether this build maps its large arrays at all.
#if defined(MAZEWORKS_PREFAULT)
inline constexpr bool kMapsLargeArrays = true;
#else
inline constexpr bool kMapsLargeArrays = false;
#endif

// Told of the bytes of every mapping made (more than 0) and undone (less than 0): a program that
// counts the memory it allocates (bench, through operator new) counts these too.
using MappingCounter = void (*)(std::ptrdiff_t bytes);
inline std::atomic<MappingCounter>& mappingCounter()
{
    static std::atomic<MappingCounter> counter { nullptr };
    return counter;
}

template <class T> class PrefaultedAllocator {
public:
    using value_type = T;

    PrefaultedAllocator() = default;
    template <class U> PrefaultedAllocator(const PrefaultedAllocator<U>&) noexcept { }

    T* allocate(std::size_t n)
    {
#if defined(MAZEWORKS_PREFAULT)
        if (mapped(n)) {
            void* p = mmap(
                nullptr, n * sizeof(T), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
            if (p == MAP_FAILED) throw std::bad_alloc();
            if (const MappingCounter count = mappingCounter().load(std::memory_order_relaxed))
                count(static_cast<std::ptrdiff_t>(n * sizeof(T)));
            return static_cast<T*>(p);
        }
#endif
        return std::allocator<T>().allocate(n);
    }

    void deallocate(T* p, std::size_t n) noexcept
    {
#if defined(MAZEWORKS_PREFAULT)
        if (mapped(n)) {
            munmap(p, n * sizeof(T));
            if (const MappingCounter count = mappingCounter().load(std::memory_order_relaxed))
                count(-static_cast<std::ptrdiff_t>(n * sizeof(T)));
            return;
        }
#endif
        std::allocator<T>().deallocate(p, n);
    }

    friend bool operator==(const PrefaultedAllocator&, const PrefaultedAllocator&) { return true; }

private:
    // The same answer for the same count, so that deallocate() undoes what allocate() did.
    static bool mapped(std::size_t n) { return n >= kPrefaultedBytes / sizeof(T); }
};

template <class T> using PrefaultedVector = std::vector<T, PrefaultedAllocator<T>>;

} // namespace mazeworks
