"""The off-duty broadcast loop: easy-listening lounge in F major, 84 bpm, swung, two
passes over a 16-bar form (about 91 s). The form ends on C7, whose pickup (G A Bb)
resolves into the tune's first A, so the loop closes without a seam.

Pass 1: vibraphone tune. Pass 2: muted trumpet, vibraphone comping an octave up.
"""
from midi_writer import Pitch, Track

BPM = 84
FORM = [("F", "maj7"), ("D", "m7"), ("G", "m7"), ("C", "7"), ("A", "m7"), ("D", "7"), ("G", "m7"), ("C", "7"),
        ("Bb", "maj7"), ("Bb", "m6"), ("A", "m7"), ("D", "7"), ("G", "m7"), ("C", "7"), ("F", "maj7"), ("C", "7")]
SHAPES = {"maj7": [0, 4, 7, 11], "m7": [0, 3, 7, 10], "7": [0, 4, 7, 10], "m6": [0, 3, 7, 9]}

TUNE = ("A4:1.5 C5:0.5 E5:1 D5:1  C5:2 A4:1 R:1  Bb4:1.5 D5:0.5 F5:1 E5:0.5 D5:0.5  C5:2 Bb4:1 G4:1 "
        "A4:1 C5:1 E5:1 G5:1  F#5:2 D5:1 C5:1  Bb4:1.5 A4:0.5 G4:1 D5:1  E4:2 G4:1 Bb4:1 "
        "D5:1.5 F5:0.5 A5:1 F5:1  Db5:2 Bb4:1 G4:1  C5:1.5 E5:0.5 G5:1 E5:1  F#5:1 E5:1 D5:1 C5:1 "
        "Bb4:1 D5:1 F5:1 A5:1  G5:1.5 E5:0.5 C5:1 Bb4:1  A4:3 R:1  R:1 G4:1 A4:1 Bb4:1")


def _Swing(notes):
    """Delays every off-beat eighth to the last third of its beat."""
    out = []
    for s, b, p, v in notes:
        frac = s - int(s)
        if abs(frac - 0.5) < 1e-6:
            s += 1.0 / 6.0
            b = max(0.2, b - 1.0 / 6.0)
        out.append((s, b, p, v))
    return out


def Build():
    keys = Track("electric piano", 0, 4, 80, 44, 60)
    bass = Track("upright bass", 1, 32, 104, 64, 30)
    vibes = Track("vibraphone", 2, 11, 100, 80, 70)
    horn = Track("muted trumpet", 3, 59, 96, 60, 60)
    drums = Track("brushes kit", 9, 0, 76, 64, 40)
    bars = len(FORM) * 2
    for bar in range(bars):
        root, kind = FORM[bar % len(FORM)]
        nxt = FORM[(bar + 1) % len(FORM)][0]
        beat = bar * 4.0
        r = Pitch(root + "3")
        if r > Pitch("E3"):
            r -= 12
        voicing = [r + 12 + i for i in SHAPES[kind][1:]] + [r + 24]
        for hit, length in ((0.0, 1.3), (1.5, 0.4), (2.5, 1.2)) if bar % 2 == 0 else ((0.5, 0.9), (2.0, 1.0), (3.5, 0.4)):
            for p in voicing:
                keys.Note(beat + hit, length, p, 58)
        # Walking bass: root, third or fifth, fifth, and a half-step approach to the next root.
        target = Pitch(nxt + "2")
        b_root = Pitch(root + "2")
        walk = [b_root, b_root + SHAPES[kind][1], b_root + 7, target + (1 if target < b_root + 7 else -1)]
        for k, p in enumerate(walk):
            bass.Note(beat + k, 0.9, p, 92 if k == 0 else 80)
        for k in range(4):  # ride with the swung skip note, hi-hat pedal on 2 and 4
            drums.Note(beat + k, 0.3, 51, 58 if k % 2 else 50)
            if k in (1, 3):
                drums.Note(beat + k + 2.0 / 3.0, 0.2, 51, 40)
                drums.Note(beat + k, 0.2, 44, 50)
        drums.Note(beat, 0.3, 36, 44)
        if bar % 4 == 3:
            drums.Note(beat + 3 + 2.0 / 3.0, 0.2, 37, 42)
    vibes.Add(TUNE, 0.0, 88, legato=0.9)
    horn.Add(TUNE, 64.0, 84, legato=0.88)
    vibes.Add(TUNE, 64.0, 44, transpose=12, legato=0.5)
    for tr in (vibes, horn):
        tr.notes = _Swing(tr.notes)
    return [keys, bass, vibes, horn, drums], [(0, BPM)], bars * 4.0
