import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentRow, CommentSummary } from '@rxdesk/contract/comments/comments';
import type { Page } from '@rxdesk/contract/common/paging';
import { caller } from '../../testing/after-sale.ts';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';
import { postComment, receivedOrder } from '../../testing/comments.ts';

const BUYER = '13700001111';
const img = (n: number) => `https://img.example.com/review-${n}.jpg`;

describe('comments', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let order: Awaited<ReturnType<typeof receivedOrder>>;
  let commentId: number;

  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    order = await receivedOrder(t, admin, BUYER);
  }, 60_000);
  afterAll(() => t.close());

  const as = (token: string) => caller(t, token);
  /** Moves the test clock on; sessions of a day ago have expired, so both sign in again. */
  async function later(seconds: number) {
    t.clock.advance(seconds);
    admin = (await t.login('admin', 'admin123')).access_token;
    other = (await t.login('kangning', 'kangning123')).access_token;
  }
  const review = (over: object = {}) => ({
    order_sn: order.sn,
    item_id: order.items[0]!.item_id,
    member_mobile: BUYER,
    grade: 'BAD',
    content: '外包装破损 <b>不满意</b>',
    images: [img(1), img(2)],
    ...over,
  });
  const list = async (query: string, token = admin) =>
    (await as(token)('GET', `/seller/members/comments?${query}`)).json<Page<CommentRow>>();

  it('refuses a review of an order not yet received', async () => {
    const shipped = await receivedOrder(t, admin, '13700002222', false);
    const res = await postComment(t, {
      order_sn: shipped.sn,
      item_id: shipped.items[0]!.item_id,
      member_id: shipped.memberId,
      grade: 'GOOD',
      content: '很好',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('订单尚未确认收货，不能评价');
  });

  it('refuses more than 9 pictures, another member, and an upload address we do not hold', async () => {
    const ten = await postComment(t, review({ images: Array.from({ length: 10 }, (_, i) => img(i)) }));
    expect(ten.statusCode).toBe(400);
    expect(ten.json().message).toContain('最多 9 张图片');
    const stranger = await postComment(t, review({ member_mobile: '13817264590' }));
    expect(stranger.statusCode).toBe(400);
    const unknown = await postComment(t, review({ images: [`/api/files/${'a'.repeat(64)}.png`] }));
    expect(unknown.statusCode).toBe(400);
    expect((await list('page_size=100')).data.some((r) => r.order_sn === order.sn)).toBe(false);
  });

  it('takes one review per order line: the second is 409', async () => {
    const first = await postComment(t, review());
    expect(first.statusCode, first.body).toBe(201);
    commentId = first.json<{ comment_id: number }>().comment_id;
    const again = await postComment(t, review({ grade: 'GOOD', content: '改成好评' }));
    expect(again.statusCode).toBe(409);
    const bySku = await postComment(t, review({ item_id: undefined, sku_id: order.items[0]!.sku_id }));
    expect(bySku.statusCode, bySku.body).toBe(409);
  });

  it('lists it by grade and pictures, text as written, buyer masked', async () => {
    const page = await list('grade=BAD&has_image=1&replied=0&page_size=100');
    const row = page.data.find((r) => r.comment_id === commentId)!;
    expect(row).toMatchObject({
      content: '外包装破损 <b>不满意</b>',
      images: [img(1), img(2)],
      status: 'SHOWN',
      reply_content: null,
      allowed_actions: ['reply', 'hide'],
    });
    expect(row.member_name).not.toContain('1370000');
    expect(page.data.every((r) => r.grade === 'BAD' && r.images.length > 0 && r.reply_time === null)).toBe(
      true,
    );
    expect((await list('grade=GOOD&page_size=100')).data.some((r) => r.comment_id === commentId)).toBe(false);
  });

  it('replies once; a second reply is 409', async () => {
    const url = `/seller/members/comments/${commentId}/reply`;
    const first = await as(admin)('POST', url, { content: '抱歉，已为您补发' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await as(admin)('POST', url, { content: '再回复一次' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('该评价已回复，只能修改回复');
    const row = (await list('replied=1&page_size=100')).data.find((r) => r.comment_id === commentId)!;
    expect(row.reply_content).toBe('抱歉，已为您补发');
    expect(row.allowed_actions).toEqual(['editReply', 'hide']);
  });

  it('edits the reply within 24 hours, logging before and after; later it is refused', async () => {
    const url = `/seller/members/comments/${commentId}/reply`;
    await later(23 * 3600);
    const edit = await as(admin)('PUT', url, { content: '抱歉，已为您补发，单号 SF123' });
    expect(edit.statusCode, edit.body).toBe(200);
    const log = await t.db
      .selectFrom('operation_logs')
      .select('detail')
      .where('action', '=', 'comment.editReply')
      .where('target', '=', String(commentId))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.detail).changes).toEqual({
      reply_content: { from: '抱歉，已为您补发', to: '抱歉，已为您补发，单号 SF123' },
    });
    await later(2 * 3600);
    const late = await as(admin)('PUT', url, { content: '太晚了' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('回复已超过 24 小时，不能再修改');
    const row = (await list('page_size=100')).data.find((r) => r.comment_id === commentId)!;
    expect(row.reply_content).toBe('抱歉，已为您补发，单号 SF123');
    expect(row.allowed_actions).toEqual(['hide']);
  });

  it('hides and shows; the rating figures count shown comments only', async () => {
    const goodsId = (await list('page_size=100')).data.find((r) => r.comment_id === commentId)!.goods_id;
    const summary = async () =>
      (await as(admin)('GET', `/seller/members/comments/goods/${goodsId}/summary`)).json<CommentSummary>();
    const before = await summary();
    expect(before.total).toBe(before.good + before.neutral + before.bad);
    const hide = `/seller/members/comments/${commentId}/hide`;
    expect((await as(admin)('PUT', hide)).statusCode).toBe(200);
    expect((await as(admin)('PUT', hide)).statusCode).toBe(409);
    expect((await summary()).bad).toBe(before.bad - 1);
    expect((await list('status=HIDDEN&page_size=100')).data.map((r) => r.comment_id)).toContain(commentId);
    expect((await as(admin)('PUT', `/seller/members/comments/${commentId}/show`)).statusCode).toBe(200);
    expect(await summary()).toEqual(before);
    const actions = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('target', '=', String(commentId))
      .where('action', 'like', 'comment.%')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'comment.create',
      'comment.reply',
      'comment.editReply',
      'comment.hide',
      'comment.show',
    ]);
  });

  it("answers 404 to another shop for this shop's comment, and lists none of them", async () => {
    for (const [method, path] of [
      ['POST', 'reply'],
      ['PUT', 'reply'],
      ['PUT', 'hide'],
    ] as const) {
      const res = await as(other)(method, `/seller/members/comments/${commentId}/${path}`, { content: 'x' });
      expect(res.statusCode).toBe(404);
    }
    expect((await list('page_size=100', other)).data.some((r) => r.comment_id === commentId)).toBe(false);
  });

  it('exports what the list shows under the same filters, every page', async () => {
    const q = 'grade=BAD&has_image=1';
    const total = (await list(`${q}&page_size=5`)).data_total;
    const res = await as(admin)('GET', `/seller/members/comments/export?${q}&page_no=3`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(Number(res.headers['x-export-rows'])).toBe(total);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('the seeded reviews fill the list: every grade, pictures, replies, hidden ones', async () => {
    const all = await list('page_size=100');
    expect(all.data_total).toBeGreaterThanOrEqual(70);
    for (const q of ['grade=GOOD', 'grade=NEUTRAL', 'grade=BAD', 'has_image=1', 'replied=1', 'status=HIDDEN'])
      expect((await list(q)).data_total, q).toBeGreaterThan(0);
    const anonymous = all.data.filter((r) => r.anonymous === 1);
    expect(anonymous.length).toBeGreaterThan(0);
    expect(anonymous.every((r) => r.member_name === '')).toBe(true);
  });
});
