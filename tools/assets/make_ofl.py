"""Writes the SIL Open Font License text for Inter, taken from the Debian package's
copyright file (its "License: OFL-1.1" paragraph), with Inter's copyright line.

  python3 make_ofl.py /usr/share/doc/fonts-inter/copyright OUT.txt
"""
import sys


def main(argv):
    lines = open(argv[1], encoding="utf-8").read().splitlines()
    out, inside = [], False
    for line in lines:
        if line.startswith("License: OFL-1.1") and not line.startswith("License: OFL-1.1 and"):
            inside = True
            continue
        if inside:
            if line and not line.startswith(" "):
                break
            text = line[1:] if line.startswith(" ") else line
            out.append("" if text == "." else text)
    if not out:
        print("make_ofl: no OFL-1.1 paragraph in %s" % argv[1], file=sys.stderr)
        return 1
    head = ["Inter font files (Inter-Regular.otf, Inter-SemiBold.otf, Inter-Bold.otf)",
            "Copyright (c) 2016-2022 The Inter Project Authors (https://github.com/rsms/inter)",
            "",
            "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
            "This license is copied below, and is also available with a FAQ at:",
            "https://openfontlicense.org", "", "-" * 60, "SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007",
            "-" * 60, ""]
    with open(argv[2], "w", encoding="utf-8") as f:
        f.write("\n".join(head + out).rstrip() + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
