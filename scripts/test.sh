#!/usr/bin/env bash
# `npm test`: the whole suite — types and lint, unit/service/HTTP tests (vitest), then the
# end-to-end suite in Debian's Chromium against the freshly built app.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh
mkdir -p test-results
echo "› type check and lint"
npm run check --silent
echo "› unit, service and HTTP tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
echo "› build"
npm run build --silent
echo "› end-to-end tests"
bash scripts/e2e.sh
node scripts/summarise-tests.mjs test-results/vitest.json test-results/e2e.json
