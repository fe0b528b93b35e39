#!/usr/bin/env bash
# Regenerates the order alert sounds (§1, §9 "a static mp3 folder") with Debian's espeak-ng and lame:
#   apt-get install -y espeak-ng lame && bash scripts/generate-sounds.sh
# The mp3 files are committed; this script is only needed to change them.
set -euo pipefail
cd "$(dirname "$0")/.."
out=apps/web/public/mp3
mkdir -p "$out"
tmp=$(mktemp -d)
speak() { # name text
  espeak-ng -v cmn -s 150 -a 180 -w "$tmp/$1.wav" "$2"
  lame --quiet -b 64 "$tmp/$1.wav" "$out/$1.mp3"
}
speak new-order '您有新的订单，请及时处理'
speak refund '您有新的退款申请，请及时处理'
speak cancel '您有订单申请取消，请及时处理'
rm -rf "$tmp"
ls -l "$out"
