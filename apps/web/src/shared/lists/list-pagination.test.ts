import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@rxdesk/contract/common/page-sizes';
import { listPagination } from './list-pagination.ts';

describe('listPagination', () => {
  const filters = { page_no: 3, page_size: 20, keyword: 'k' };

  it("shows the filters' page and size, the screens' sizes and the total in the screen's words", () => {
    const p = listPagination(
      filters,
      123,
      (n) => `共 ${n} 条`,
      () => undefined,
    );
    expect(p).toMatchObject({ current: 3, pageSize: 20, total: 123 });
    expect(p.pageSizeOptions).toEqual(PAGE_SIZES.map(String));
    expect(p.showTotal?.(123, [41, 60])).toBe('共 123 条');
    expect(listPagination(filters, undefined, String, () => undefined).total).toBe(0); // still loading
  });

  it('writes a new page back, and restarts at page 1 with a new size, keeping the other filters', () => {
    const seen: (typeof filters)[] = [];
    const p = listPagination(filters, 123, String, (next) => seen.push(next));
    p.onChange?.(5, 20);
    p.onChange?.(5, 50);
    expect(seen).toEqual([
      { page_no: 5, page_size: 20, keyword: 'k' },
      { page_no: 1, page_size: 50, keyword: 'k' },
    ]);
  });
});
