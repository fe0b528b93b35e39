/**
 * The live notices' schemas and frame decoder (the contract's live-notices.ts, built on zod), fetched
 * when the first notice or warning arrives rather than with the signed-in frame: heartbeats and the
 * logout frame need no schema, and zod was ~23 KB of the shell's first load (issue 18).
 *
 * Every frame waits on the same promise, and callbacks on one promise run in the order they were
 * added, so frames are still handled in the order they came. A failed fetch is forgotten (the next
 * frame tries again); the frames that waited on it are dropped like a malformed frame, and the
 * counters are re-read on the next reconnect as after any gap.
 */
import type * as LiveNotices from '@rxdesk/contract/live/live-notices';

export type LiveDecoders = typeof LiveNotices;

let loading: Promise<LiveDecoders> | null = null;

export function withLiveDecoders(run: (decoders: LiveDecoders) => void): void {
  loading ??= import('@rxdesk/contract/live/live-notices').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  loading.then(run).catch(() => {});
}
