#!/usr/bin/env bash
# Installs a Debian package when its command is missing (as root, with apt-get); otherwise says how.
# Usage: ensure-debian-package.sh <command> <package> <what needs it>
set -euo pipefail
command_name=$1 package=$2 purpose=$3
if command -v "$command_name" >/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "› installing Debian's $package for $purpose"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
  exit 0
fi
echo "$purpose need Debian's $package ($command_name). Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y $package" >&2
exit 1
