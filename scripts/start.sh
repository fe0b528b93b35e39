#!/usr/bin/env bash
# `npm start`: install, build the web app and the server, migrate, seed the demo shop on an empty
# database, and serve everything at http://localhost:8080 (PORT to change it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh
echo "› building"
npm run build --silent
# A 128 MiB young generation: at a few hundred requests per second the default one fills every few
# milliseconds, so the objects of requests still in flight are copied and promoted, and the old
# space then needs frequent full collections (bench/README.md, second pass). At 64 MiB each
# scavenge still promoted ~2.5 MB and paused 7–13 ms; at 128 MiB the steady-state scavenges
# promote nothing and pause ~1.5–2 ms (bench/README.md, fifth pass).
exec node --max-semi-space-size=128 apps/server/dist/main.js
