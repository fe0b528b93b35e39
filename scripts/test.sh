#!/usr/bin/env bash
# `npm test`: the whole suite — types and lint, unit/service/HTTP tests (vitest), then the
# end-to-end suite in Debian's Chromium against the freshly built app. Each step's duration and the
# total are printed at the end (scripts/step-times.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
STEP_TOTAL_LABEL=${STEP_TOTAL_LABEL:-npm test total}
source scripts/step-times.sh
# Under .ci/run the summary is printed once, by .ci/run, over its steps and these.
if [ -z "${STEP_TIMES_FILE:-}" ]; then trap print_step_times EXIT; fi
step "dependencies" bash scripts/ensure-install.sh
mkdir -p test-results
step "type check and lint" npm run check --silent
# The build comes first: bench/web/page-budget.test.ts weighs the built login page (skipped without it).
step "build" npm run build --silent
step "unit, service and HTTP tests" \
  npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
step "end-to-end tests" bash scripts/e2e.sh
node scripts/summarise-tests.mjs test-results/vitest.json test-results/e2e.json
