/**
 * How many connections each process's hot-path pool holds (PostgreSQL): the session lookup, a list
 * tab's page and the counters, run by nearly every request (pg-prepared.ts). The pool's size is
 * also how many of those queries PostgreSQL runs at once; beyond it, requests wait in the pool's
 * FIFO queue instead of all running together in the database's backends.
 *
 * Why 8 on a 2-core machine: a connection is busy for a query's whole round trip, not only while
 * PostgreSQL works on it, so keeping both cores busy takes more connections than cores. With 4, a
 * page-500 benchmark left ~0.4 of the 2 cores idle; 8 served 9–13 % more page-500 requests a second
 * (page 1: 6 %) at the same p99 (15–16 ms); 16 served no more and raised page 500's p99 to 22 ms
 * (bench/README.md, eighth pass, 2026-11-25). Too many is worse than too few: with more runnable
 * backends than cores, the kernel's time-slicing spreads every query's time over all of them,
 * which is what the tail latency sees. About 4 per database core across all processes; a larger
 * database server wants DATABASE_HOT_POOL_SIZE raised to match.
 */
export const HOT_POOL_DEFAULT = 8;
