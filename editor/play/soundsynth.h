#pragma once

#include <QByteArray>

#include <vector>

namespace mazeworks {

// The game's sounds, made by Mazeworks itself from square, triangle and sine sweeps and noise,
// in the spirit of the arcade's sound chip: nothing to ship, nothing borrowed. Samples run
// from -1 to 1 at kRate a second.
namespace soundsynth {

constexpr int kRate = 22050;

// A WAV file: 16-bit mono PCM.
QByteArray wav(const std::vector<float>& samples, int rate = kRate);

// A dot: a short falling chirp, in two pitches that take turns ("wakka").
std::vector<float> munch(bool high);
// An energizer: two rising buzzes.
std::vector<float> energizer();
// A ghost eaten: a fast rising zip.
std::vector<float> ghostEaten();
// A fruit eaten: a quick bright arpeggio.
std::vector<float> fruit();
// Caught: a long wobbling fall and two pops.
std::vector<float> caught();
// An extra life: a bell rung three times.
std::vector<float> extraLife();
// A cleared level: a little fanfare.
std::vector<float> levelCleared();
// A new game begins.
std::vector<float> start();
// The game is over: a slow falling line.
std::vector<float> gameOver();
// The wail of blue ghosts: a siren that loops without a seam (whole cycles end to end).
std::vector<float> blueLoop();

} // namespace soundsynth

} // namespace mazeworks
