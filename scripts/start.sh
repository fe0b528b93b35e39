#!/usr/bin/env bash
# `npm start`: install, build the web app and the server, migrate, seed the demo shop on an empty
# database, and serve everything at http://localhost:8080 (PORT to change it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh
echo "› building"
npm run build --silent
exec node apps/server/dist/main.js
