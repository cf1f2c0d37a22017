"""Writes assets/CREDITS.md: the fixed text of credits_head.md plus every game-icons.net
icon the sprite generator drew, each with its author from icon_authors.txt.

  python3 make_credits.py credits_head.md icons_used.txt icon_authors.txt OUT.md

Stops, naming the icons, when an icon drawn has no author on record.
"""
import sys


def ReadAuthors(path):
    authors = {}
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        name, _, author = line.partition(" ")
        if not author.strip():
            raise SystemExit("credits: %s: no author after the icon name in \"%s\"" % (path, line))
        authors[name] = author.strip()
    return authors


def main(argv):
    if len(argv) != 5:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    head = open(argv[1], encoding="utf-8").read()
    icons = [line.strip() for line in open(argv[2], encoding="utf-8") if line.strip()]
    authors = ReadAuthors(argv[3])
    unknown = [name for name in icons if name not in authors]
    if unknown:
        print("credits: no author recorded for %s; add each to %s (icon name, then the "
              "contributor game-icons.net names)" % (", ".join(unknown), argv[3]), file=sys.stderr)
        return 1
    by_author = {}
    for name in icons:
        by_author.setdefault(authors[name], []).append(name)
    lines = []
    for author in sorted(by_author, key=lambda a: (-len(by_author[a]), a)):
        names = by_author[author]
        lines.append("- Icons made by %s (%d): %s" % (author, len(names), ", ".join("`%s`" % n for n in names)))
    with open(argv[4], "w", encoding="utf-8") as f:
        f.write(head.rstrip() + "\n\n" + "\n".join(lines) + "\n")
    print("credits: %d icons by %d authors listed" % (len(icons), len(by_author)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
