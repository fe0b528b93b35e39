#!/usr/bin/env bash
# The order-list benchmark's HTTP clients are wrk's (bench/orders/wrk-load.ts says why).
exec bash "$(dirname "$0")/ensure-debian-package.sh" wrk wrk "the benchmarks"
