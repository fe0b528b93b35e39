#!/usr/bin/env bash
# Installs the pinned dependencies when they are missing or older than package-lock.json.
# `npm install` rather than `npm ci`: the registry reachable here does not serve other platforms'
# optional native bindings (e.g. @unrs/resolver-binding-darwin-*), so the lock cannot list them and
# `npm ci` refuses it as out of sync; `npm install` installs exactly the locked versions all the same.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› installing dependencies (npm install, versions from package-lock.json)"
  npm install --no-audit --no-fund
fi
