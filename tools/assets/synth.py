"""A tiny synthesizer on the Python standard library: oscillators, noise, envelopes,
one-pole and state-variable filters, mixing, normalising and 16-bit WAV output.

Signals are plain lists of floats in [-1, 1] at RATE samples per second.
"""
import array
import math
import random
import wave

RATE = 44100
TAU = 2 * math.pi


def Silence(seconds):
    return [0.0] * int(seconds * RATE)


def Tone(freq_start, freq_end, seconds, shape="sine", curve=1.0):
    """An oscillator gliding from freq_start to freq_end (exponential when curve=1)."""
    n = int(seconds * RATE)
    out = [0.0] * n
    phase = 0.0
    ratio = freq_end / freq_start if freq_start > 0 else 1.0
    for i in range(n):
        t = (i / n) ** curve if n else 0.0
        f = freq_start * (ratio ** t)
        phase += f / RATE
        p = phase - math.floor(phase)
        if shape == "sine":
            out[i] = math.sin(TAU * p)
        elif shape == "square":
            out[i] = 1.0 if p < 0.5 else -1.0
        elif shape == "saw":
            out[i] = 2.0 * p - 1.0
        else:  # triangle
            out[i] = 4.0 * abs(p - 0.5) - 1.0
    return out


def Noise(seconds, seed):
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def Envelope(signal, attack, decay_power=1.0, hold=0.0):
    """Linear attack over `attack` seconds, optional hold, then a (1-t)^power decay."""
    n = len(signal)
    a = max(1, int(attack * RATE))
    h = int(hold * RATE)
    out = [0.0] * n
    tail = max(1, n - a - h)
    for i, s in enumerate(signal):
        if i < a:
            g = i / a
        elif i < a + h:
            g = 1.0
        else:
            g = max(0.0, 1.0 - (i - a - h) / tail) ** decay_power
        out[i] = s * g
    return out


def ExpDecay(signal, seconds_to_minus_60db, attack=0.002):
    k = math.exp(math.log(0.001) / (seconds_to_minus_60db * RATE))
    a = max(1, int(attack * RATE))
    g = 1.0
    out = [0.0] * len(signal)
    for i, s in enumerate(signal):
        out[i] = s * g * min(1.0, i / a)
        g *= k
    return out


def LowPass(signal, cutoff):
    """One-pole low-pass; cutoff may be a number or a function of the sample index."""
    out = [0.0] * len(signal)
    y = 0.0
    for i, x in enumerate(signal):
        c = cutoff(i) if callable(cutoff) else cutoff
        alpha = 1.0 - math.exp(-TAU * c / RATE)
        y += alpha * (x - y)
        out[i] = y
    return out


def HighPass(signal, cutoff):
    low = LowPass(signal, cutoff)
    return [x - l for x, l in zip(signal, low)]


def BandPass(signal, center, q=2.0):
    """Chamberlin state-variable band-pass; center may be a function of the index."""
    out = [0.0] * len(signal)
    low = band = 0.0
    damp = 1.0 / q
    for i, x in enumerate(signal):
        c = center(i) if callable(center) else center
        f = 2.0 * math.sin(math.pi * min(c, RATE / 6.0) / RATE)
        high = x - low - damp * band
        band += f * high
        low += f * band
        out[i] = band
    return out


def Gain(signal, g):
    return [s * g for s in signal]


def Mix(*parts, offsets=None):
    """Sums signals; offsets (seconds) delay each part."""
    offsets = offsets or [0.0] * len(parts)
    n = max(int(o * RATE) + len(p) for p, o in zip(parts, offsets))
    out = [0.0] * n
    for p, o in zip(parts, offsets):
        start = int(o * RATE)
        for i, s in enumerate(p):
            out[start + i] += s
    return out


def Concat(*parts):
    out = []
    for p in parts:
        out.extend(p)
    return out


def SoftClip(signal, drive=1.5):
    t = math.tanh(drive)
    return [math.tanh(drive * s) / t for s in signal]


def Normalize(signal, peak=0.89):
    """Scales to the given peak (0.89 = about -1 dBFS, safely below clipping)."""
    m = max((abs(s) for s in signal), default=0.0)
    return [s * peak / m for s in signal] if m > 0 else signal


def FadeEdges(signal, fade_in=0.002, fade_out=0.01):
    n = len(signal)
    fi, fo = int(fade_in * RATE), int(fade_out * RATE)
    out = list(signal)
    for i in range(min(fi, n)):
        out[i] *= i / fi
    for i in range(min(fo, n)):
        out[n - 1 - i] *= i / fo
    return out


def WriteWav(path, signal, channels=1):
    data = array.array("h", (int(max(-1.0, min(1.0, s)) * 32767) for s in signal))
    with wave.open(path, "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())
