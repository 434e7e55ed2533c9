#!/usr/bin/python3
"""Compares two folders of screenshots (shoot_tabs.sh) pixel by pixel: for
each PNG, how many pixels differ and the box around them, with an image of
the differences in red over a faded copy for the eye (DIFF-DIR)."""
import sys
from pathlib import Path

from PIL import Image, ImageChops


def main(before, after, diffs):
    Path(diffs).mkdir(parents=True, exist_ok=True)
    same = True
    for a in sorted(Path(before).glob("*.png")):
        b = Path(after) / a.name
        if not b.exists():
            print(f"{a.name}: missing after")
            same = False
            continue
        ia, ib = Image.open(a).convert("RGB"), Image.open(b).convert("RGB")
        if ia.size != ib.size:
            print(f"{a.name}: size {ia.size} against {ib.size}")
            same = False
            continue
        mask = ImageChops.difference(ia, ib).convert("L").point(lambda v: 255 if v else 0)
        box = mask.getbbox()
        count = sum(1 for v in mask.getdata() if v)
        print(f"{a.name}: {count} pixels differ" + (f" within {box}" if box else ""))
        if box:
            same = False
            faded = Image.blend(ib, Image.new("RGB", ib.size, "white"), 0.7)
            faded.paste(Image.new("RGB", ib.size, "red"), mask=mask)
            faded.save(Path(diffs) / a.name)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
