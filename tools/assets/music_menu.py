"""The menu theme: D minor, 96 bpm, 32 bars (80 s), four passes over one eight-bar
progression that ends on A major, the dominant that leads back into the first bar.

Pass 1: strings, bass and a synth pulse. Pass 2: the horn takes the tune, timpani join.
Pass 3: brass an octave up, glockenspiel counter-line, snare. Pass 4: the tune softly on
the horn again, thinning out towards the loop point.
"""
from midi_writer import Pitch, Track, Triad

BPM = 96
BARS = 32
PROGRESSION = [("D", "m"), ("Bb", ""), ("F", ""), ("C", ""), ("D", "m"), ("G", "m"), ("Bb", ""), ("A", "")]

TUNE = ("D4:1.5 E4:0.5 F4:1 A4:1  Bb4:2 A4:1 G4:1  A4:1.5 G4:0.5 F4:1 C5:1  G4:3 R:1 "
        "D5:1.5 C5:0.5 A4:1 F4:1  G4:1.5 A4:0.5 Bb4:1 D5:1  F5:2 D5:1 Bb4:1  A4:2 C#5:1 E5:1")
COUNTER = ("A5:0.5 D6:0.5 F6:1 R:2  F5:0.5 Bb5:0.5 D6:1 R:2  C6:0.5 F6:0.5 A6:1 R:2  E6:0.5 G6:0.5 C6:1 R:2 "
           "F6:0.5 D6:0.5 A5:1 R:2  Bb5:0.5 D6:0.5 G6:1 R:2  D6:0.5 F6:0.5 Bb6:1 R:2  C#6:0.5 E6:0.5 A6:1 R:2")


def Build():
    pad = Track("strings", 0, 48, 78, 50, 70)
    bass = Track("cello bass", 1, 42, 96, 64, 40)
    pulse = Track("synth pulse", 2, 81, 52, 80, 50)
    horn = Track("horn", 3, 60, 110, 58, 60)
    brass = Track("brass", 4, 61, 96, 70, 60)
    glock = Track("glockenspiel", 5, 9, 64, 90, 70)
    timp = Track("timpani", 6, 47, 96, 64, 50)
    drums = Track("snare", 9, 0, 70, 64, 40)
    for bar in range(BARS):
        cycle, step = divmod(bar, 8)
        root, quality = PROGRESSION[step]
        beat = bar * 4.0
        chord = Triad(root, quality, 3)
        low = chord[0] if chord[0] >= Pitch("F3") else chord[0] + 12
        voicing = sorted(set([low, low + (chord[1] - chord[0]), low + 7, low + 12]))
        for p in voicing:
            pad.Note(beat, 3.95, p, 62 if cycle != 2 else 74)
        bass_root = Pitch("%s2" % root)
        bass.Note(beat, 1.9, bass_root, 92)
        bass.Note(beat + 2, 1.4, bass_root + 7 if step != 7 else bass_root, 80)
        bass.Note(beat + 3.5, 0.45, bass_root + 12, 70)
        arp = [chord[0] + 12, chord[2] + 12, chord[1] + 24, chord[2] + 12]
        if cycle < 3 or step < 6:
            for k in range(8):
                pulse.Note(beat + 0.5 * k, 0.42, arp[k % 4], 60 if k % 2 == 0 else 46)
        if cycle in (1, 2):
            timp.Note(beat, 0.9, bass_root + 12 if bass_root < Pitch("F2") else bass_root, 96)
            timp.Note(beat + 2, 0.9, bass_root + 7, 80)
            if step == 7:
                for k in range(4):
                    timp.Note(beat + 3 + 0.25 * k, 0.25, Pitch("A2"), 70 + 8 * k)
        if cycle == 2:
            for k, vel in ((0, 70), (1.5, 52), (2, 66), (3.5, 52), (3.75, 58)):
                drums.Note(beat + k, 0.2, 38, vel)
    horn.Add(TUNE, 32.0, 96)
    brass.Add(TUNE, 64.0, 104, transpose=12)
    horn.Add(TUNE, 64.0, 80)
    glock.Add(COUNTER, 64.0, 70)
    horn.Add(TUNE, 96.0, 66, legato=0.85)
    return [pad, bass, pulse, horn, brass, glock, timp, drums], [(0, BPM)], BARS * 4.0
