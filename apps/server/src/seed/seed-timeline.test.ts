import { describe, expect, it } from 'vitest';
import { SeedTimeline } from './seed-timeline.ts';

/** Stands for a query: gives other promises the chance to run meanwhile. */
const query = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe('SeedTimeline', () => {
  it('starts jobs in the order of their times, not of their scheduling', async () => {
    const t = new SeedTimeline();
    const seen: string[] = [];
    for (const [name, at] of [
      ['c', 30],
      ['a', 10],
      ['b', 20],
    ] as const)
      t.at(at, async () => {
        await query();
        seen.push(name);
      });
    await t.run();
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('resumes a waiting job after every event before its moment, and runs one job at a time', async () => {
    const t = new SeedTimeline();
    const seen: string[] = [];
    let inside = 0;
    let most = 0;
    const step = async (label: string) => {
      inside += 1;
      most = Math.max(most, inside);
      await query();
      seen.push(label);
      inside -= 1;
    };
    t.at(10, async () => {
      await step('order A at 10');
      await t.until(50);
      await step('case of A at 50');
      await t.until(5); // already past: at once, before later events
      await step('log of A, late');
    });
    t.at(20, async () => {
      await step('order B at 20');
      await t.until(40);
      await step('case of B at 40');
    });
    t.at(45, () => step('order C at 45'));
    await t.run();
    expect(seen).toEqual([
      'order A at 10',
      'order B at 20',
      'case of B at 40',
      'order C at 45',
      'case of A at 50',
      'log of A, late',
    ]);
    expect(most).toBe(1);
  });

  it('keeps the scheduling order between jobs of the same time', async () => {
    const t = new SeedTimeline();
    const seen: number[] = [];
    for (const n of [1, 2, 3]) t.at(7, async () => void seen.push(n));
    await t.run();
    expect(seen).toEqual([1, 2, 3]);
  });

  it("rejects with the first job's error and starts nothing after it", async () => {
    const t = new SeedTimeline();
    const seen: string[] = [];
    t.at(1, async () => {
      await query();
      throw new Error('no goods OTC9');
    });
    t.at(2, async () => void seen.push('later'));
    await expect(t.run()).rejects.toThrow('no goods OTC9');
    expect(seen).toEqual([]);
  });

  it('finishes at once with nothing scheduled', async () => {
    await expect(new SeedTimeline().run()).resolves.toBeUndefined();
  });
});
