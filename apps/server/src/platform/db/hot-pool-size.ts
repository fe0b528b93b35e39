/**
 * How many connections each process's hot-path pool holds (PostgreSQL): the session lookup, a list
 * tab's page and the counters, run by nearly every request (pg-prepared.ts). The pool's size is
 * also how many of those queries PostgreSQL runs at once; beyond it, requests wait in the pool's
 * FIFO queue instead of all running together in the database's backends.
 *
 * Why 4 and not more: a backend does not run faster because more of them are runnable, and with
 * more runnable backends than cores the kernel's time-slicing spreads every query's time over all
 * of them, which is what the tail latency sees. On this project's 2-core machines, 16 clients on the
 * order list, PostgreSQL page 500 (bench/README.md, 2026-11-25): with 10 connections p99 25.1–29.0 ms
 * over four runs; with 4, 19.1–25.6 ms over five (four under 25) at the same requests per second;
 * with 3, 22.3 ms; with 2, 25.5 ms and 20 % fewer requests per second (the database could no longer
 * keep both cores busy while this process worked). About two connections per database core is the usual rule
 * (PostgreSQL wiki, "Number Of Database Connections"); a larger database server wants
 * DATABASE_HOT_POOL_SIZE raised to match.
 */
export const HOT_POOL_DEFAULT = 4;
