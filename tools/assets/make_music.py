"""Writes the music as standard MIDI files plus a JSON note of how to cut each render:

  python3 make_music.py WORK_DIR   ->  WORK_DIR/<piece>.mid and WORK_DIR/<piece>.json

Looping pieces are written twice in a row; loop_cut.py keeps the second pass, whose
start already holds the release tail of the first, so the loop point has no gap.
"""
import json
import os
import sys

import music_1812
import music_broadcast
import music_menu
from midi_writer import Seconds, Write

PIECES = {"menu": (music_menu, True), "broadcast": (music_broadcast, True),
          "overture_1812": (music_1812, False)}


def _Repeat(tracks, beats):
    for tr in tracks:
        tr.notes = tr.notes + [(s + beats, b, p, v) for s, b, p, v in tr.notes]


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    os.makedirs(argv[1], exist_ok=True)
    for name, (module, loops) in PIECES.items():
        tracks, tempos, beats = module.Build()
        if loops:
            assert len(tempos) == 1, "looping pieces keep one tempo"
            _Repeat(tracks, beats)
        Write(os.path.join(argv[1], name + ".mid"), tracks, tempos)
        length = Seconds(beats, tempos)
        info = {"loop": loops, "start": length if loops else 0.0, "length": length,
                "tail": 0.0 if loops else 3.0}
        with open(os.path.join(argv[1], name + ".json"), "w", encoding="utf-8") as f:
            json.dump(info, f)
        print("music: %s.mid, %.1f s%s" % (name, length, " (loop)" if loops else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
