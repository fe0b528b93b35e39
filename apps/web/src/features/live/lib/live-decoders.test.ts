import { LIVE_NOTICE } from '@rxdesk/contract/live/live-protocol';
import { describe, expect, it, vi } from 'vitest';
import { withLiveDecoders } from './live-decoders.ts';

describe('withLiveDecoders', () => {
  it('hands frames the decoder in the order they came, the first one waiting for the fetch', async () => {
    const seen: string[] = [];
    const frame = JSON.stringify({ type: LIVE_NOTICE.ORDER_ENTERED, data: { order_sn: 'SN1' } });
    withLiveDecoders(({ decodeLiveFrame }) => seen.push(`first:${decodeLiveFrame(frame).kind}`));
    withLiveDecoders(({ decodeLiveFrame }) => seen.push(`second:${decodeLiveFrame('{"type":99}').kind}`));
    expect(seen).toEqual([]);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual(['first:notice', 'second:unknown']);
  });
});
