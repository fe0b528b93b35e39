/**
 * Memory of an answer's bytes that goes back to where it was written once the answer is on the
 * socket, to write the next answer into (sendRenderedJson releases it at the response's 'close').
 *
 * Why: the busiest answers (list pages, ~11 KiB each) would otherwise each be a new ArrayBuffer,
 * which V8 accounts as external memory: at thousands of pages a second it ran a full collection
 * every half second for it ("external memory pressure", ~10 ms pauses) and the p99 followed
 * (bench/README.md, eighth and tenth passes: SQLite page 1 13–15 ms against 4–7 with the memory
 * given back; PostgreSQL page 500 26.6–28.8 against 16–17).
 */
const giveBacks = new WeakMap<Buffer, () => void>();

/** Registers `giveBack`, to be called once `body` is sent and nothing reads it any more. */
export function reuseOnceSent(body: Buffer, giveBack: () => void): Buffer {
  giveBacks.set(body, giveBack);
  return body;
}

/** Gives a sent answer's memory back (once; text and Buffers of any other origin are left alone). */
export function releaseSent(body: Buffer | string): void {
  if (typeof body === 'string') return;
  const giveBack = giveBacks.get(body);
  if (!giveBack) return;
  giveBacks.delete(body);
  giveBack();
}
