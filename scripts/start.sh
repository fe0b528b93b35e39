#!/usr/bin/env bash
# `npm start`: install, build the web app and the server, migrate, seed the demo shop on an empty
# database, and serve everything at http://localhost:8080 (PORT to change it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh
echo "› building"
npm run build --silent
# A 64 MiB young generation: at a few hundred requests per second the default one fills every few
# milliseconds, so the objects of requests still in flight are copied and promoted, and the old
# space then needs frequent full collections (bench/README.md, second pass: the order list's p99 at
# 16 clients 25–33 ms with the default, mostly 17–21 ms with this).
exec node --max-semi-space-size=64 apps/server/dist/main.js
