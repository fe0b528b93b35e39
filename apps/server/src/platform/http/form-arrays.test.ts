import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, type TestApp } from '../../testing/test-app.ts';

describe('array fields of form bodies', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await startAsAdmin()));
  afterAll(() => t.close());

  it('takes one repeated key as an array of one, as it takes two as an array of two', async () => {
    const open = await t.db
      .selectFrom('complaints')
      .select('id')
      .where('shop_id', '=', 1)
      .where('status', '<>', 'CLOSED')
      .orderBy('id')
      .limit(2)
      .execute();
    expect(open).toHaveLength(2);
    const reply = (id: number, payload: string, contentType = 'application/x-www-form-urlencoded') =>
      t.app.inject({
        method: 'POST',
        url: `/api/seller/complaints/${id}/reply`,
        headers: { authorization: admin, 'content-type': contentType },
        payload,
      });
    const one = await reply(open[0]!.id, `content=${encodeURIComponent('已处理')}&images=%2Fa.png`);
    expect(one.statusCode, one.body).toBe(200);
    const two = await reply(open[1]!.id, `content=ok&images=%2Fa.png&images=%2Fb.png`);
    expect(two.statusCode, two.body).toBe(200);

    // JSON is left as written: a string where the array belongs is refused, and nothing changes.
    const json = await reply(
      open[0]!.id,
      JSON.stringify({ content: 'x', images: '/a.png' }),
      'application/json',
    );
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'VALIDATION', field: 'images' });
  });
});
