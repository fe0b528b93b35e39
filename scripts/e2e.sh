#!/usr/bin/env bash
# Playwright against the built app on a free port with a fresh database (the config starts the server).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
E2E_PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
export E2E_PORT
npx playwright test -c e2e/playwright.config.ts "$@"
