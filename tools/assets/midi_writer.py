"""Note data -> standard MIDI file (format 1), on the Python standard library.

Pieces are written as text: "D4:1.5 E4:0.5 R:1 [D4 F4 A4]:2" means D4 for 1.5 beats,
E4 for half a beat, a beat's rest, then a D minor triad for two beats. Octaves follow
scientific pitch (C4 = middle C = MIDI 60); sharps with '#', flats with 'b'.
"""
import struct

TICKS = 480  # per beat
_STEPS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}


def Pitch(name):
    """'C#4' -> 61, 'Bb2' -> 46."""
    letter, rest = name[0].upper(), name[1:]
    shift = 0
    while rest and rest[0] in "#b":
        shift += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    return 12 * (int(rest) + 1) + _STEPS[letter] + shift


def Triad(root, quality, octave):
    """Chord pitches on `root` in `octave`: quality "m" minor, "7" dominant seventh
    (a major triad and its minor seventh), anything else major. ('D', 'm', 3) -> D3 F3 A3."""
    r = Pitch("%s%d" % (root, octave))
    out = [r, r + (3 if quality == "m" else 4), r + 7]
    if quality == "7":
        out.append(r + 10)
    return out


def Parse(text, start=0.0, transpose=0):
    """Note text -> ([(start_beat, beats, pitch)], end_beat)."""
    notes, t = [], start
    tokens = text.replace("[", " [").replace("]", "] ").split()
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok == "[":  # a chord: [A B C]:dur
            j = i + 1
            names = []
            while not tokens[j].startswith("]"):
                names.append(tokens[j])
                j += 1
            beats = float(tokens[j][2:])
            for n in names:
                notes.append((t, beats, Pitch(n) + transpose))
            t += beats
            i = j + 1
            continue
        name, beats = tok.split(":")
        beats = float(beats)
        if name.upper() != "R":
            notes.append((t, beats, Pitch(name) + transpose))
        t += beats
        i += 1
    return notes, t


class Track:
    """One instrument on one channel: notes plus controller settings."""

    def __init__(self, name, channel, program, volume=100, pan=64, reverb=40):
        self.name, self.channel, self.program = name, channel, program
        self.volume, self.pan, self.reverb = volume, pan, reverb
        self.notes = []  # (start_beat, beats, pitch, velocity)

    def Add(self, text, start, velocity=90, transpose=0, legato=0.95):
        notes, end = Parse(text, start, transpose)
        for s, b, p in notes:
            self.notes.append((s, b * legato, p, velocity))
        return end

    def Note(self, start, beats, pitch, velocity=90):
        self.notes.append((start, beats, pitch, velocity))


def _VarLen(value):
    out = [value & 0x7F]
    value >>= 7
    while value:
        out.insert(0, (value & 0x7F) | 0x80)
        value >>= 7
    return bytes(out)


def _Chunk(kind, data):
    return kind + struct.pack(">I", len(data)) + data


def _TrackBytes(events):
    """events: [(tick, order, bytes)] -> track chunk with delta times."""
    events.sort(key=lambda e: (e[0], e[1]))
    data, last = b"", 0
    for tick, _, payload in events:
        data += _VarLen(tick - last) + payload
        last = tick
    data += b"\x00\xff\x2f\x00"
    return _Chunk(b"MTrk", data)


def Write(path, tracks, tempos, beats_per_bar=4):
    """tempos: [(beat, bpm)] in order, the first at beat 0."""
    head = []
    for beat, bpm in tempos:
        mpq = int(round(60_000_000 / bpm))
        head.append((int(beat * TICKS), 0, b"\xff\x51\x03" + mpq.to_bytes(3, "big")))
    head.append((0, 0, b"\xff\x58\x04" + bytes([beats_per_bar, 2, 24, 8])))
    chunks = [_TrackBytes(head)]
    for tr in tracks:
        ch = tr.channel
        ev = [(0, 0, b"\xff\x03" + _VarLen(len(tr.name)) + tr.name.encode()),
              (0, 1, bytes([0xB0 | ch, 7, tr.volume])), (0, 1, bytes([0xB0 | ch, 10, tr.pan])),
              (0, 1, bytes([0xB0 | ch, 91, tr.reverb]))]
        if ch != 9:
            ev.append((0, 2, bytes([0xC0 | ch, tr.program])))
        for start, beats, pitch, vel in tr.notes:
            on = int(round(start * TICKS))
            off = max(on + 1, int(round((start + beats) * TICKS)))
            ev.append((on, 4, bytes([0x90 | ch, pitch & 0x7F, max(1, min(127, vel))])))
            ev.append((off, 3, bytes([0x80 | ch, pitch & 0x7F, 0])))
        chunks.append(_TrackBytes(ev))
    header = _Chunk(b"MThd", struct.pack(">HHH", 1, len(chunks), TICKS))
    with open(path, "wb") as f:
        f.write(header + b"".join(chunks))


def Seconds(beat, tempos):
    """Time in seconds of a beat under a tempo map."""
    total, prev_beat, prev_bpm = 0.0, 0.0, tempos[0][1]
    for b, bpm in tempos[1:]:
        if b >= beat:
            break
        total += (b - prev_beat) * 60.0 / prev_bpm
        prev_beat, prev_bpm = b, bpm
    return total + (beat - prev_beat) * 60.0 / prev_bpm
