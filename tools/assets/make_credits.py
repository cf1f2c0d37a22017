"""Writes assets/CREDITS.md: the fixed text of credits_head.md plus the list of every
game-icons.net icon the sprite generator drew.

  python3 make_credits.py credits_head.md icons_used.txt OUT.md
"""
import sys


def main(argv):
    head = open(argv[1], encoding="utf-8").read()
    icons = [line.strip() for line in open(argv[2], encoding="utf-8") if line.strip()]
    lines = ["- `%s`" % name for name in icons]
    with open(argv[3], "w", encoding="utf-8") as f:
        f.write(head.rstrip() + "\n\n" + "\n".join(lines) + "\n")
    print("credits: %d icons listed" % len(icons))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
