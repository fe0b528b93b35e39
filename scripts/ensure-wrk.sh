#!/usr/bin/env bash
# The order-list benchmark's HTTP clients are wrk's (bench/orders/wrk-load.ts says why): Debian's package.
set -euo pipefail
if command -v wrk >/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "› installing Debian's wrk for the benchmarks"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
  exit 0
fi
echo "The order-list benchmark needs wrk. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y wrk" >&2
exit 1
