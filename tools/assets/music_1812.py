"""The archive cinema's music programme: main themes of Tchaikovsky's 1812 Overture
(1880, public domain), transcribed as note data for a General MIDI orchestra.

  1. Largo: the opening hymn, for low strings, in E-flat major.
  2. Allegro giusto: the strings' agitation in C minor under timpani.
  3. La Marseillaise in the horns, as the overture quotes it.
  4. The finale's descending scale, with bells and cannon.
  5. The hymn again, broadened, in the brass; a last chord under cannon fire.
About two minutes. The transcription is simplified (melody, bass, chords).
"""
from midi_writer import Pitch, Track, Triad

HYMN = ("G4:2 Ab4:1 Bb4:1  Bb4:2 Ab4:1 G4:1  F4:2 G4:1 Ab4:1  G4:4 "
        "G4:2 Ab4:1 Bb4:1  C5:2 Bb4:1 Ab4:1  G4:2 F4:2  Eb4:4")
# One chord per half bar under the hymn: (root, quality).
HYMN_CHORDS = [("Eb", ""), ("Ab", ""), ("Eb", ""), ("Bb", ""), ("Bb", "7"), ("F", "m"), ("Eb", ""), ("Eb", ""),
               ("Eb", ""), ("Ab", ""), ("Ab", ""), ("F", "m"), ("Eb", ""), ("Bb", "7"), ("Eb", ""), ("Eb", "")]
# La Marseillaise, written in G and transposed to E-flat (-4) when placed.
MARSEILLAISE = ("D4:0.75 D4:0.25  G4:1 G4:1 A4:1 A4:1  D5:1.5 B4:0.5 G4:0.75 G4:0.25 B4:0.75 G4:0.25 "
                "E4:1 C5:2 A4:0.75 F#4:0.25  G4:2 R:1 G4:0.75 A4:0.25  B4:1 B4:1 B4:1 C5:0.75 B4:0.25 "
                "B4:1 A4:1 R:1 A4:0.75 B4:0.25  C5:1 C5:1 C5:1 D5:0.75 C5:0.25  B4:3 R:1")
SCALE = "Eb6:1 D6:1 C6:1 Bb5:1 Ab5:1 G5:1 F5:1 Eb5:1 D5:1 C5:1 Bb4:1 Ab4:1 G4:1 F4:1 Eb4:2"


def Build():
    strings = Track("strings", 0, 48, 100, 50, 80)
    cellos = Track("cellos and basses", 1, 42, 100, 70, 70)
    horns = Track("horns", 2, 60, 112, 60, 70)
    brass = Track("brass", 3, 61, 108, 74, 70)
    bells = Track("bells", 4, 14, 80, 90, 90)
    timp = Track("timpani", 5, 47, 110, 64, 60)
    cannon = Track("cannon", 6, 127, 124, 64, 90)
    drums = Track("bass drum", 9, 0, 110, 64, 60)

    # 1. Largo hymn: 8 bars at 54 bpm.
    strings.Add(HYMN, 0.0, 72, transpose=-12, legato=1.0)
    for k, (root, q) in enumerate(HYMN_CHORDS):
        for p in Triad(root, q, 3)[1:]:
            strings.Note(k * 2.0, 2.0, p - 12 if p > Pitch("Ab3") else p, 58)
        cellos.Note(k * 2.0, 2.0, Pitch(root + "2"), 70)
    t = 32.0

    # 2. Allegro giusto: 8 bars of pulsing strings in C minor over a rising bass.
    agitation = [("C", "m"), ("C", "m"), ("Ab", ""), ("F", "m"), ("C", "m"), ("G", ""), ("Ab", ""), ("G", "7")]
    for bar, (root, q) in enumerate(agitation):
        tri = Triad(root, q, 4)
        for k in range(8):
            strings.Note(t + bar * 4 + 0.5 * k, 0.4, tri[k % 3] + (12 if k % 4 == 3 else 0), 84 + (k % 2) * 10)
        cellos.Note(t + bar * 4, 3.8, Pitch(root + "2"), 96)
        timp.Note(t + bar * 4, 0.5, Pitch(root + "2") if root in ("C", "G") else Pitch("C3"), 90)
    for k in range(16):  # timpani roll into the horns
        timp.Note(t + 28 + 0.25 * k, 0.25, Pitch("G2"), 60 + 3 * k)
    t += 32.0

    # 3. La Marseillaise in the horns (pickup on the last beat of the bar before).
    end = horns.Add(MARSEILLAISE, t - 1.0, 112, transpose=-4, legato=0.92)
    for bar in range(int((end - t) // 4)):
        root = ("Eb", "Bb")[bar % 2] if bar < 6 else ("Ab", "Bb", "Eb")[min(2, bar - 6)]
        for k in range(4):
            for p in Triad(root, "", 3):
                strings.Note(t + bar * 4 + k, 0.45, p, 76)
        cellos.Note(t + bar * 4, 1.8, Pitch(root + "2"), 90)
        cellos.Note(t + bar * 4 + 2, 1.8, Pitch(root + "2") + 7, 84)
    t = float(int(end + 3.999) // 4 * 4)

    # 4. The finale's descending scale, twice, with bells and cannon.
    for rep in range(2):
        base = t + rep * 16
        strings.Add(SCALE, base, 112)
        brass.Add(SCALE, base, 104, transpose=-12)
        for bar in range(4):
            root = ("Eb", "Bb", "Ab", "Bb")[bar] if rep == 0 else ("Eb", "Ab", "Bb", "Eb")[bar]
            cellos.Note(base + bar * 4, 3.8, Pitch(root + "2"), 104)
            for k in range(4):
                bells.Note(base + bar * 4 + k, 1.0, (Pitch("Eb5"), Pitch("Bb4"), Pitch("G5"), Pitch("Eb5"))[(k + bar) % 4], 90)
            if bar in (0, 2) or rep == 1:
                cannon.Note(base + bar * 4, 2.0, Pitch("C2"), 127)
                drums.Note(base + bar * 4, 1.0, 35, 127)
                timp.Note(base + bar * 4, 1.0, Pitch("Eb2"), 120)
    t += 32.0

    # 5. The hymn broadened in the brass, doubled by strings, then the last chord.
    hymn_len = 64.0
    horns_line = " ".join("%s:%g" % (tok.split(":")[0], 2 * float(tok.split(":")[1])) for tok in HYMN.split())
    brass.Add(horns_line, t, 118, legato=1.0)
    horns.Add(horns_line, t, 104, transpose=-12, legato=1.0)
    strings.Add(horns_line, t, 100, transpose=12, legato=1.0)
    for k, (root, q) in enumerate(HYMN_CHORDS):
        cellos.Note(t + k * 4.0, 4.0, Pitch(root + "2"), 108)
        for p in Triad(root, q, 3):
            brass.Note(t + k * 4.0, 4.0, p, 90)
        bells.Note(t + k * 4.0, 2.0, Pitch("Eb5") if k % 2 == 0 else Pitch("Bb4"), 84)
        if k % 4 == 0:
            cannon.Note(t + k * 4.0, 2.0, Pitch("C2"), 127)
            drums.Note(t + k * 4.0, 1.0, 35, 120)
    t += hymn_len
    for p in Triad("Eb", "", 3) + [Pitch("Eb4"), Pitch("G4"), Pitch("Bb4"), Pitch("Eb5")]:
        brass.Note(t, 7.5, p, 120)
        strings.Note(t, 7.5, p + 12, 110)
    cellos.Note(t, 7.5, Pitch("Eb2"), 120)
    for k in range(24):
        timp.Note(t + 0.25 * k, 0.25, Pitch("Eb2"), 90 + k)
    for k in (0, 2, 4, 6):
        cannon.Note(t + k, 2.0, Pitch("C2"), 127)
        drums.Note(t + k, 1.0, 35, 127)
    t += 8.0
    hymn_beats = 32.0
    tempos = [(0, 54), (hymn_beats, 138)]
    return [strings, cellos, horns, brass, bells, timp, cannon, drums], tempos, t
