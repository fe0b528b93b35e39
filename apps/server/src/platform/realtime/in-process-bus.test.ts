import { describe, expect, it, vi } from 'vitest';
import type { BusMessage } from './bus-message.ts';
import { InProcessBus } from './in-process-bus.ts';

const message: BusMessage = { kind: 'notice', shopId: 1, type: 11, data: { order_sn: 'SN1' } };
const tick = () => new Promise((r) => setImmediate(r));

describe('in-process bus', () => {
  it('delivers after the publisher returns, to every subscriber, until it unsubscribes', async () => {
    const bus = new InProcessBus();
    const seen: BusMessage[] = [];
    const off = bus.subscribe((m) => seen.push(m));
    bus.subscribe((m) => seen.push(m));
    await bus.publish(message);
    expect(seen).toEqual([]);
    await tick();
    expect(seen).toEqual([message, message]);
    off();
    await bus.publish(message);
    await tick();
    expect(seen).toHaveLength(3);
  });

  it('keeps a failing handler away from the others and from the publisher', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const bus = new InProcessBus(log);
    const seen: BusMessage[] = [];
    bus.subscribe(() => {
      throw new Error('boom');
    });
    bus.subscribe((m) => seen.push(m));
    await expect(bus.publish(message)).resolves.toBeUndefined();
    await tick();
    expect(seen).toEqual([message]);
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('drops what is published after close', async () => {
    const bus = new InProcessBus();
    const seen: BusMessage[] = [];
    bus.subscribe((m) => seen.push(m));
    await bus.close();
    await bus.publish(message);
    await tick();
    expect(seen).toEqual([]);
  });
});
