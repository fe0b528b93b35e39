import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../audit/operation-log.ts';
import { ManualClock } from '../clock.ts';
import { AppError } from '../http/app-error.ts';
import { StateChanges, type ChangeActor, type HistoryEntry, type StateStore } from './state-changes.ts';
import { defineMachine } from './state-machine.ts';

// A toy area: tickets that are opened, worked on and closed, kept in a fake database whose
// transactions run one at a time (like SQLite's single writer) and roll back on a throw.
type Status = 'OPEN' | 'WORKING' | 'DONE';
type Action = 'start' | 'finish' | 'note';
type Who = 'AGENT' | 'SYSTEM';
interface Ticket {
  id: number;
  shop_id: number;
  status: Status;
  frozen: boolean;
  updated_at: number;
  started_at: number | null;
  note: string;
}
type Patch = Partial<Ticket>;

const machine = defineMachine<Ticket, Status, Action, Who>(
  'ticket',
  {
    start: [
      {
        by: ['AGENT'],
        from: ['OPEN'],
        checks: [{ refused: 'ticket.frozen', ok: (t) => !t.frozen }],
        to: 'WORKING',
      },
    ],
    finish: [{ by: ['AGENT', 'SYSTEM'], from: ['WORKING'], to: 'DONE' }],
    note: [{ by: ['AGENT'], from: ['OPEN', 'WORKING'], to: (t) => t.status }],
  },
  { actor: 'error.forbidden', notApplicable: 'ticket.wrong', wrongStatus: 'ticket.wrongStatus' },
);

interface Db {
  tickets: Map<number, Ticket>;
  history: HistoryEntry<Status, Action, Who>[];
  extra: string[];
  log: LogEntry[];
}
type Trx = { db: Db };

function world(over: Partial<Ticket> = {}) {
  let db: Db = {
    tickets: new Map([
      [
        1,
        {
          id: 1,
          shop_id: 7,
          status: 'OPEN',
          frozen: false,
          updated_at: 0,
          started_at: null,
          note: '',
          ...over,
        },
      ],
    ]),
    history: [],
    extra: [],
    log: [],
  };
  let queue: Promise<unknown> = Promise.resolve();
  const copy = (d: Db): Db => ({
    tickets: new Map([...d.tickets].map(([k, v]) => [k, { ...v }])),
    history: [...d.history],
    extra: [...d.extra],
    log: [...d.log],
  });
  const transaction = <T>(fn: (trx: Trx) => Promise<T>): Promise<T> => {
    const run = queue.then(async () => {
      const work = copy(db);
      const result = await fn({ db: work });
      db = work;
      return result;
    });
    queue = run.catch(() => undefined);
    return run;
  };
  const lockFacts: { frozenUnderLock?: boolean } = {};
  const store: StateStore<Ticket, Status, Action, Who, Patch, Trx, never> = {
    transaction,
    lock: async (trx, t) =>
      lockFacts.frozenUnderLock === undefined ? undefined : { ...t, frozen: lockFacts.frozenUnderLock },
    changeStatus: async (trx, t, from, patch) => {
      const row = trx.db.tickets.get(t.id);
      await Promise.resolve(); // a real database answers later: let the other change run meanwhile
      if (!row || row.status !== from) return false;
      Object.assign(row, patch);
      return true;
    },
    addHistory: async (trx, _t, h) => {
      trx.db.history.push(h);
    },
    reload: async (t) => ({ ...(db.tickets.get(t.id) as Ticket) }),
  };
  const notified: [Status, Status][] = [];
  const clock = new ManualClock(1_000);
  const changes = new StateChanges<Ticket, Ticket, Status, Action, Who, Patch, Trx>(
    machine,
    store,
    {
      facts: (t) => t,
      status: (t) => t.status,
      entering: (_t, from, to, now) => (to === 'WORKING' && from !== to ? { started_at: now } : {}),
      alsoInTransaction: async (trx, t, to) => {
        trx.db.extra.push(`area ${t.status}→${to}`);
      },
      notify: async (before, after) => {
        notified.push([before.status, after.status]);
      },
      audit: { prefix: 'ticket', target: (t) => `T${t.id}`, detail: () => ({ kind: 'toy' }) },
    },
    { write: async (entry, trx) => void trx.db.log.push(entry) },
    clock,
  );
  return {
    changes,
    transaction,
    lockFacts,
    notified,
    db: () => db,
    ticket: () => ({ ...(db.tickets.get(1) as Ticket) }),
  };
}

const agent: ChangeActor<Who> = { kind: 'AGENT', name: 'ann', auth: null, ip: '10.0.0.1' };
const start = { steps: [{ action: 'start' as const, message: 'started', patch: { note: 'on it' } }] };

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

describe('StateChanges.apply', () => {
  it('updates on the status seen, writes history, extra writes and the operation log, then notifies', async () => {
    const w = world();
    const after: string[] = [];
    const updated = await w.changes.apply(agent, w.ticket(), {
      ...start,
      alsoInTransaction: async (trx, t, to, now) =>
        void trx.db.extra.push(`change ${t.status}→${to} @${now}`),
      afterCommit: async (t) => void after.push(t.status),
      detail: { why: 'test' },
    });
    expect(updated).toMatchObject({ status: 'WORKING', note: 'on it', started_at: 1_000, updated_at: 1_000 });
    const db = w.db();
    expect(db.history).toEqual([
      {
        action: 'start',
        from: 'OPEN',
        to: 'WORKING',
        by: 'AGENT',
        actorName: 'ann',
        message: 'started',
        now: 1_000,
      },
    ]);
    expect(db.extra).toEqual(['change OPEN→WORKING @1000', 'area OPEN→WORKING']);
    expect(db.log).toEqual([
      {
        auth: null,
        actor: { shopId: 7, userId: null, username: 'ann', ip: '10.0.0.1' },
        action: 'ticket.start',
        target: 'T1',
        detail: { kind: 'toy', from: 'OPEN', to: 'WORKING', why: 'test' },
      },
    ]);
    expect(w.notified).toEqual([['OPEN', 'WORKING']]);
    expect(after).toEqual(['WORKING']);
  });

  it('refuses before writing: 423 for the wrong actor, 409 with the reason otherwise', async () => {
    const w = world({ frozen: true });
    const system: ChangeActor<Who> = { kind: 'SYSTEM', name: 'sys', auth: null };
    const e1 = await refusal(w.changes.apply(system, w.ticket(), start));
    expect([e1.statusCode, e1.messageKey]).toEqual([423, 'error.forbidden']);
    const e2 = await refusal(w.changes.apply(agent, w.ticket(), start));
    expect([e2.statusCode, e2.messageKey]).toEqual([409, 'ticket.frozen']);
    const e3 = await refusal(
      w.changes.apply(agent, w.ticket(), { steps: [{ action: 'finish', message: '' }] }),
    );
    expect([e3.statusCode, e3.messageKey]).toEqual([409, 'ticket.wrongStatus']);
    expect(w.ticket().status).toBe('OPEN');
    expect(w.db().log).toEqual([]);
    expect(w.notified).toEqual([]);
  });

  it('of two concurrent applies of the same change, one wins and the other answers 409 changing nothing', async () => {
    const w = world();
    const seen = w.ticket();
    const results = await Promise.allSettled([
      w.changes.apply(agent, seen, start),
      w.changes.apply(agent, seen, start),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(AppError);
    expect([(lost.reason as AppError).statusCode, (lost.reason as AppError).messageKey]).toEqual([
      409,
      'error.conflict',
    ]);
    expect(w.db().history).toHaveLength(1);
    expect(w.db().log).toHaveLength(1);
    expect(w.db().extra).toEqual(['area OPEN→WORKING']);
  });

  it('applies several steps in one transaction, each decided on the status the previous one left', async () => {
    const w = world();
    const updated = await w.changes.apply(agent, w.ticket(), {
      steps: [
        { action: 'start', message: 'a' },
        { action: 'finish', message: 'b', by: 'SYSTEM' },
      ],
    });
    expect(updated.status).toBe('DONE');
    expect(w.db().history.map((h) => `${h.action} ${h.from}→${h.to} by ${h.by}`)).toEqual([
      'start OPEN→WORKING by AGENT',
      'finish WORKING→DONE by SYSTEM',
    ]);
    expect(w.db().log.map((l) => [l.action, l.detail?.from, l.detail?.to])).toEqual([
      ['ticket.start+finish', 'OPEN', 'DONE'],
    ]);
  });

  it('decides again on what the lock reads, and then refuses with nothing written', async () => {
    const w = world();
    w.lockFacts.frozenUnderLock = true;
    const e = await refusal(w.changes.apply(agent, w.ticket(), start));
    expect(e.messageKey).toBe('ticket.frozen');
    expect(w.ticket().status).toBe('OPEN');
    expect(w.db().history).toEqual([]);
  });

  it('reports the outcome of a change without applying it', () => {
    const w = world();
    expect(w.changes.outcome(agent, w.ticket(), start)).toBe('WORKING');
    expect(w.changes.decideOrRefuse(w.ticket(), 'note', 'AGENT')).toBe('OPEN');
    expect(() => w.changes.decideOrRefuse(w.ticket(), 'finish', 'AGENT')).toThrow(AppError);
  });
});

describe('StateChanges.applyIn (inside an outer transaction)', () => {
  it('commits with the outer transaction and notifies when the caller finishes', async () => {
    const w = world();
    const finish = await w.transaction(async (trx) => {
      trx.db.extra.push('outer');
      return w.changes.applyIn(trx, agent, w.ticket(), start);
    });
    expect(w.notified).toEqual([]);
    expect(w.db().extra).toEqual(['outer', 'area OPEN→WORKING']);
    expect((await finish()).status).toBe('WORKING');
    expect(w.notified).toEqual([['OPEN', 'WORKING']]);
  });

  it('is rolled back with the outer transaction', async () => {
    const w = world();
    await expect(
      w.transaction(async (trx) => {
        await w.changes.applyIn(trx, agent, w.ticket(), start);
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(w.ticket().status).toBe('OPEN');
    expect(w.db().history).toEqual([]);
  });
});
