#!/usr/bin/env bash
# The end-to-end suite drives Debian's Chromium (test tools cannot download their own browser here).
exec bash "$(dirname "$0")/ensure-debian-package.sh" /usr/bin/chromium chromium "the end-to-end tests"
