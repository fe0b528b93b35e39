import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { CallLeases } from './call-lease.ts';

describe('CallLeases: one outside call per entity at a time', () => {
  let db: Db;
  let drop: () => Promise<void>;
  const clock = new ManualClock();
  let leases: CallLeases;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    leases = new CallLeases(db, clock);
  });
  afterAll(() => drop());

  it('lets one call through, refuses the concurrent one with 409, and frees the lease after', async () => {
    let release!: () => void;
    const first = leases.hold(
      1,
      'delivery',
      'SN1',
      () => new Promise<string>((r) => (release = () => r('called'))),
    );
    await new Promise((r) => setTimeout(r, 20));
    const second = await leases.hold(1, 'delivery', 'SN1', async () => 'twice').catch((e: unknown) => e);
    expect(second).toBeInstanceOf(AppError);
    expect((second as AppError).code).toBe('CONFLICT');
    // Another order is not held up.
    expect(await leases.hold(1, 'delivery', 'SN2', async () => 'other')).toBe('other');
    release();
    expect(await first).toBe('called');
    expect(await leases.hold(1, 'delivery', 'SN1', async () => 'again')).toBe('again');
  });

  it('frees the lease when the call fails', async () => {
    await expect(
      leases.hold(1, 'delivery', 'SN3', () => Promise.reject(new Error('partner down'))),
    ).rejects.toThrow('partner down');
    expect(await leases.hold(1, 'delivery', 'SN3', async () => 'ok')).toBe('ok');
  });

  it('takes over a lease left by a process that died mid-call, once it is 2 minutes old', async () => {
    // What a killed process leaves: the lease row, never freed.
    await db
      .insertInto('idempotency_keys')
      .values({
        shop_id: 1,
        scope: 'lease:delivery',
        key: 'SN4',
        request_hash: '',
        state: 'running',
        status_code: null,
        response: null,
        created_at: clock.now(),
      })
      .execute();
    await expect(leases.hold(1, 'delivery', 'SN4', async () => 'early')).rejects.toBeInstanceOf(AppError);
    clock.advance(121);
    expect(await leases.hold(1, 'delivery', 'SN4', async () => 'taken over')).toBe('taken over');
  });
});
