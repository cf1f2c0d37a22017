#!/usr/bin/env bash
# The gamepad's button glyphs for the hints (assets/sprites/pad/*.png, 64 px high): the
# face buttons as coloured discs with their letter, the shoulders and Start / Back as
# labelled plates, and the D-pad as a cross. Drawn with ImageMagick and the game's own
# Inter Bold, so that they match the interface. Usage: make_pad_glyphs.sh ASSETS_DIR
set -euo pipefail
assets="$1"
font="$assets/fonts/Inter-Bold.otf"
out="$assets/sprites/pad"
mkdir -p "$out"
ink='#f4ece1'      # the interface's white
rim='#1c120f'      # the panels' night

# disc NAME LETTER COLOUR: a face button.
disc() {
  convert -size 64x64 xc:none -fill "$rim" -draw "circle 32,32 32,1" \
      -fill "$3" -draw "circle 32,32 32,5" \
      -font "$font" -pointsize 34 -fill "$ink" -gravity center -annotate +0+1 "$2" \
      -strip "$out/$1.png"
}
# plate NAME LABEL WIDTH: a shoulder button or Start / Back.
plate() {
  local w=$3
  convert -size "${w}x64" xc:none -fill "$rim" -draw "roundrectangle 1,8 $((w - 2)),56 14,14" \
      -fill '#3b5f5c' -draw "roundrectangle 5,12 $((w - 6)),52 11,11" \
      -font "$font" -pointsize 24 -fill "$ink" -gravity center -annotate +0+1 "$2" \
      -strip "$out/$1.png"
}

disc a A '#3f8f4f'
disc b B '#b8433a'
disc x X '#3d6fb0'
disc y Y '#c9a227'
plate lb LB 72
plate rb RB 72
plate start START 104
plate back BACK 96
# The D-pad: a cross with a notch of light on each arm.
convert -size 64x64 xc:none -fill "$rim" -draw "roundrectangle 21,1 43,63 6,6" -draw "roundrectangle 1,21 63,43 6,6" \
    -fill '#3b5f5c' -draw "roundrectangle 24,4 40,60 4,4" -draw "roundrectangle 4,24 60,40 4,4" \
    -fill "$ink" -draw "polygon 32,8 27,15 37,15" -draw "polygon 32,56 27,49 37,49" \
    -draw "polygon 8,32 15,27 15,37" -draw "polygon 56,32 49,27 49,37" \
    -strip "$out/dpad.png"
echo "pad: $(ls "$out" | wc -l) glyphs in assets/sprites/pad/"
