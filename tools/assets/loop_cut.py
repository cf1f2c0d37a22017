"""Cuts a fluidsynth render to its musical length:

  python3 loop_cut.py PIECE.json IN.wav OUT.wav

For a loop, keeps exactly [start, start + length) of a render that holds the piece
twice, so the second pass (with the first pass's tails at its head) loops seamlessly.
For a single piece, keeps the piece plus `tail` seconds of release and fades that out.
Also checks the level (a render that clips or is silent is an error) and scales the
piece to a common peak.
"""
import array
import json
import sys
import wave


def main(argv):
    info = json.load(open(argv[1], encoding="utf-8"))
    with wave.open(argv[2], "rb") as w:
        rate, ch, width = w.getframerate(), w.getnchannels(), w.getsampwidth()
        if width != 2:
            print("loop_cut: expected 16-bit audio", file=sys.stderr)
            return 1
        frames = array.array("h", w.readframes(w.getnframes()))
    start = int(round(info["start"] * rate))
    count = int(round((info["length"] + info["tail"]) * rate))
    end = min(len(frames) // ch, start + count)
    out = frames[start * ch:end * ch]
    if not info["loop"]:
        fade = int(info["tail"] * rate)
        n = len(out) // ch
        for i in range(max(0, n - fade), n):
            g = (n - i) / fade
            for c in range(ch):
                out[i * ch + c] = int(out[i * ch + c] * g)
    peak = max(abs(s) for s in out)
    if peak >= 32767 or peak < 1000:
        print("loop_cut: %s has a bad level (peak %d)" % (argv[2], peak), file=sys.stderr)
        return 1
    # One gain for the whole piece (a loop stays seamless): peak at 70 % of full scale.
    gain = 0.7 * 32767 / peak
    out = array.array("h", (int(s * gain) for s in out))
    peak = max(abs(s) for s in out)
    with wave.open(argv[3], "wb") as w:
        w.setnchannels(ch)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(out.tobytes())
    print("loop_cut: %s %.2f s, peak %.1f%%" % (argv[3], len(out) / ch / rate, 100.0 * peak / 32767))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
