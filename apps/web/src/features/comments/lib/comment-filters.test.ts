import { describe, expect, it } from 'vitest';
import { thumbnailOf } from '../components/comment-images.tsx';
import { commentList } from './comment-filters.ts';

describe('comment list filters', () => {
  it('reads a grade tab and the advanced filters from the address, dropping malformed ones', () => {
    const f = commentList.parse(
      new URLSearchParams('tab=BAD&goods_id=12&has_image=1&replied=0&status=HIDDEN&keyword=破损&x=1'),
    );
    expect(commentList.toQuery(f)).toEqual({
      grade: 'BAD',
      goods_id: 12,
      has_image: 1,
      replied: 0,
      status: 'HIDDEN',
      keyword: '破损',
      page_no: 1,
      page_size: 10,
    });
    const bad = commentList.parse(new URLSearchParams('tab=WORST&has_image=2&status=GONE&goods_id=0'));
    expect(commentList.toQuery(bad)).toEqual({ page_no: 1, page_size: 10 });
  });

  it('the goods SKU page link opens the list on that goods item', () => {
    const f = commentList.parse(new URLSearchParams('goods_id=7&tab=GOOD'));
    expect(commentList.advancedCount(commentList.advancedOf(f))).toBe(1);
    expect(f.tab).toBe('GOOD');
  });
});

describe('review picture thumbnails', () => {
  it('uses the stored WebP of our uploads and the address itself otherwise', () => {
    const sha = 'a'.repeat(64);
    expect(thumbnailOf(`/api/files/${sha}.png`)).toBe(`/api/files/${sha}.thumb.webp`);
    expect(thumbnailOf('https://img.example.com/a.jpg')).toBe('https://img.example.com/a.jpg');
  });
});
