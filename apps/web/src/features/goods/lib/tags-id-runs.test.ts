import { describe, expect, it } from 'vitest';
import { idRuns } from './tags-id-runs.ts';

describe('tag goods removal', () => {
  it('joins ids into runs that fit one path parameter, keeping their order', () => {
    expect(idRuns([])).toEqual([]);
    expect(idRuns([1, 2, 3])).toEqual(['1,2,3']);
    const ids = Array.from({ length: 20 }, (_, i) => 100000 + i);
    const runs = idRuns(ids);
    expect(runs.length).toBeGreaterThan(1);
    for (const run of runs) expect(run.length).toBeLessThanOrEqual(90);
    expect(runs.join(',').split(',').map(Number)).toEqual(ids);
  });
});
