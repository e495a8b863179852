#pragma once

// The inner loop of a search is a handful of small functions called eight times a cell; left to
// itself the compiler keeps some of them out of line.
#if defined(__GNUC__) || defined(__clang__)
#define MAZEWORKS_INLINE inline __attribute__((always_inline))
#else
#define MAZEWORKS_INLINE inline
#endif

// The same for a lambda, written after its parameters.
#if defined(__GNUC__) || defined(__clang__)
#define MAZEWORKS_LAMBDA_INLINE __attribute__((always_inline))
#else
#define MAZEWORKS_LAMBDA_INLINE
#endif

// And the rare path beside it (a buffer that grows) kept out of it, so that it stays small.
#if defined(__GNUC__) || defined(__clang__)
#define MAZEWORKS_NOINLINE __attribute__((noinline))
#else
#define MAZEWORKS_NOINLINE
#endif

// The code of the searches together in one part of the program, away from the rest: a first
// search then brings fewer pages of code into memory.
#if defined(__GNUC__) || defined(__clang__)
#define MAZEWORKS_HOT __attribute__((hot))
#else
#define MAZEWORKS_HOT
#endif
