#include "soundsynth.h"

#include <QDataStream>
#include <QIODevice>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace mazeworks::soundsynth {

namespace {

constexpr double kTau = 6.283185307179586;

enum class Wave { Square, Triangle, Sine, Noise };

// A waveform at a phase counted in cycles.
double oscillator(Wave wave, double cycles, std::uint32_t& noise)
{
    const double f = cycles - std::floor(cycles);
    switch (wave) {
    case Wave::Square:
        return f < 0.5 ? 1.0 : -1.0;
    case Wave::Triangle:
        return f < 0.5 ? 4 * f - 1 : 3 - 4 * f;
    case Wave::Sine:
        return std::sin(kTau * f);
    case Wave::Noise:
        // A small generator of our own, so that the sounds are the same everywhere.
        noise = noise * 1664525u + 1013904223u;
        return static_cast<double>(noise >> 8) / double(1u << 23) - 1.0;
    }
    return 0;
}

// Adds a tone whose pitch glides from `from` to `to` Hz (exponentially, as the ear hears),
// `seconds` long, starting `at` seconds into `out`, with soft ends so that it never clicks.
// `vibrato` wobbles the pitch by that fraction, 12 times a second.
void tone(std::vector<float>& out, double at, double seconds, double from, double to, Wave wave, double volume,
    double vibrato = 0, double decay = 0)
{
    const auto first = static_cast<std::size_t>(std::lround(at * kRate));
    const auto count = static_cast<std::size_t>(std::lround(seconds * kRate));
    if (out.size() < first + count) out.resize(first + count, 0.0f);
    std::uint32_t noise = 0x2545f491u;
    double cycles = 0;
    const double fade = std::min(0.006, seconds / 4);
    for (std::size_t i = 0; i < count; ++i) {
        const double t = static_cast<double>(i) / kRate;
        const double along = count > 1 ? static_cast<double>(i) / static_cast<double>(count - 1) : 0;
        double f = from * std::pow(to / from, along);
        if (vibrato > 0) f *= 1 + vibrato * std::sin(kTau * 12 * t);
        cycles += f / kRate;
        double envelope = std::min({ 1.0, t / fade, (seconds - t) / fade });
        if (decay > 0) envelope *= std::exp(-t * decay);
        out[first + i] += static_cast<float>(volume * envelope * oscillator(wave, cycles, noise));
    }
}

double note(int semitonesFromA4) { return 440.0 * std::pow(2.0, semitonesFromA4 / 12.0); }

std::vector<float> limited(std::vector<float> samples)
{
    for (float& s : samples) s = std::clamp(s, -1.0f, 1.0f);
    return samples;
}

} // namespace

QByteArray wav(const std::vector<float>& samples, int rate)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setByteOrder(QDataStream::LittleEndian);
    const auto dataBytes = static_cast<quint32>(samples.size() * 2);
    out.writeRawData("RIFF", 4);
    out << quint32(36 + dataBytes);
    out.writeRawData("WAVE", 4);
    out.writeRawData("fmt ", 4);
    out << quint32(16) << quint16(1) << quint16(1) << quint32(rate) << quint32(rate * 2) << quint16(2) << quint16(16);
    out.writeRawData("data", 4);
    out << dataBytes;
    for (float s : samples) out << static_cast<qint16>(std::lround(std::clamp(s, -1.0f, 1.0f) * 32767));
    return bytes;
}

std::vector<float> munch(bool high)
{
    std::vector<float> s;
    if (high)
        tone(s, 0, 0.075, 520, 260, Wave::Triangle, 0.5);
    else
        tone(s, 0, 0.075, 260, 480, Wave::Triangle, 0.5);
    return limited(s);
}

std::vector<float> energizer()
{
    std::vector<float> s;
    tone(s, 0, 0.16, 180, 720, Wave::Square, 0.22);
    tone(s, 0.17, 0.16, 240, 960, Wave::Square, 0.22);
    return limited(s);
}

std::vector<float> ghostEaten()
{
    std::vector<float> s;
    tone(s, 0, 0.3, 120, 1800, Wave::Triangle, 0.55);
    tone(s, 0, 0.3, 121, 1810, Wave::Square, 0.08);
    return limited(s);
}

std::vector<float> fruit()
{
    std::vector<float> s;
    const int notes[] = { 15, 19, 22, 27, 31 }; // C6 E6 G6 C7 E7
    double at = 0;
    for (int n : notes) {
        tone(s, at, 0.06, note(n), note(n), Wave::Triangle, 0.45);
        at += 0.05;
    }
    return limited(s);
}

std::vector<float> caught()
{
    std::vector<float> s;
    tone(s, 0, 1.15, 900, 110, Wave::Triangle, 0.5, 0.12);
    tone(s, 1.2, 0.12, 1200, 200, Wave::Sine, 0.5);
    tone(s, 1.2, 0.08, 1, 1, Wave::Noise, 0.15);
    tone(s, 1.38, 0.12, 1200, 200, Wave::Sine, 0.5);
    tone(s, 1.38, 0.08, 1, 1, Wave::Noise, 0.15);
    return limited(s);
}

std::vector<float> extraLife()
{
    std::vector<float> s;
    for (int i = 0; i < 3; ++i) {
        tone(s, i * 0.16, 0.3, note(19), note(19), Wave::Sine, 0.4, 0, 9); // E6
        tone(s, i * 0.16, 0.3, note(31), note(31), Wave::Sine, 0.15, 0, 12);
    }
    return limited(s);
}

std::vector<float> levelCleared()
{
    std::vector<float> s;
    // C5 E5 G5 C6 - G5 C6, the last one held.
    const std::pair<int, double> tune[]
        = { { 3, 0.1 }, { 7, 0.1 }, { 10, 0.1 }, { 15, 0.16 }, { 10, 0.1 }, { 15, 0.4 } };
    double at = 0;
    for (const auto& [n, length] : tune) {
        tone(s, at, length * 0.95, note(n), note(n), Wave::Square, 0.16);
        tone(s, at, length * 0.95, note(n - 12), note(n - 12), Wave::Triangle, 0.3);
        at += length;
    }
    return limited(s);
}

std::vector<float> start()
{
    std::vector<float> s;
    // A bright little call and answer.
    const std::pair<int, double> tune[]
        = { { 3, 0.12 }, { 15, 0.12 }, { 10, 0.12 }, { 7, 0.12 }, { 15, 0.06 }, { 10, 0.18 }, { 7, 0.24 }, { 4, 0.12 },
              { 16, 0.12 }, { 11, 0.12 }, { 8, 0.12 }, { 16, 0.06 }, { 11, 0.18 }, { 8, 0.24 } };
    double at = 0;
    for (const auto& [n, length] : tune) {
        tone(s, at, length * 0.9, note(n), note(n), Wave::Square, 0.14);
        at += length;
    }
    tone(s, 0, at, note(-21), note(-21), Wave::Triangle, 0.25);
    return limited(s);
}

std::vector<float> gameOver()
{
    std::vector<float> s;
    const int tune[] = { 10, 9, 8, 7 };
    double at = 0;
    for (int n : tune) {
        tone(s, at, 0.3, note(n - 12), note(n - 12), Wave::Triangle, 0.45, 0.02);
        at += 0.3;
    }
    tone(s, at, 0.6, note(-6), note(-18), Wave::Triangle, 0.45);
    return limited(s);
}

std::vector<float> blueLoop()
{
    // The pitch swings round 360 Hz twice in the loop's half second: the swing adds no cycles
    // over a whole period, so the loop holds exactly 180 cycles and its ends meet.
    constexpr double kSeconds = 0.5;
    constexpr double kCentre = 360;
    constexpr double kSwing = 160;
    const auto count = static_cast<std::size_t>(kSeconds * kRate);
    std::vector<float> s(count);
    std::uint32_t noise = 0;
    double cycles = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const double t = static_cast<double>(i) / kRate;
        s[i] = static_cast<float>(0.3 * oscillator(Wave::Triangle, cycles, noise));
        cycles += (kCentre + kSwing * std::sin(kTau * 2 * t / kSeconds)) / kRate;
    }
    return s;
}

} // namespace mazeworks::soundsynth
