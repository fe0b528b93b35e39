import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QrcodeGoods } from '@rxdesk/contract/goods/qrcode';
import { onSaleCount } from '../../testing/catalogue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('promotion codes (seller/goods/{goods_id}/qrcode.png)', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let goodsId: number;
  beforeAll(async () => {
    // A deployment whose mini-program opens goods by a registered https link.
    t = await createTestApp({ MINIPROGRAM_PAGE_BASE: 'https://m.example.cn/mp/goods?id=' });
    admin = (await t.login('admin', 'admin123')).access_token;
    other = (await t.login('kangning', 'kangning123')).access_token;
    goodsId = (
      await t.db
        .selectFrom('goods')
        .select('id')
        .where('shop_id', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const png = (id: number, query = '', token = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/seller/goods/${id}/qrcode.png${query}`,
      headers: { authorization: token, 'accept-language': 'zh' },
    });

  it('answers a PNG of the requested size holding the goods’ mini-program page, cached privately', async () => {
    const res = await png(goodsId, '?size=300');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 300]);
    // The same text rendered by the library gives the same bytes: the code holds exactly this.
    const expected = await QRCode.toBuffer(`https://m.example.cn/mp/goods?id=${goodsId}`, {
      type: 'png',
      width: 300,
      margin: 2,
      errorCorrectionLevel: 'M',
    });
    expect(res.rawPayload.equals(expected)).toBe(true);
    const plain = await png(goodsId);
    expect((await sharp(plain.rawPayload).metadata()).width).toBe(430);
  });

  it('refuses a size outside 200–1000 px', async () => {
    for (const size of ['199', '1001', 'abc', '300.5']) {
      const res = await png(goodsId, `?size=${size}`);
      expect(res.statusCode, size).toBe(400);
      expect(res.json().message).toContain('200-1000');
    }
    expect((await png(goodsId, '?size=1000')).statusCode).toBe(200);
  });

  it('is 404 for goods not approved, recycled, unknown or of another shop', async () => {
    const [a, b] = await t.db
      .selectFrom('goods')
      .select('id')
      .where('shop_id', '=', 1)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    await t.db.updateTable('goods').set({ is_auth: 0 }).where('id', '=', a!.id).execute();
    await t.db.updateTable('goods').set({ recycled_at: 1 }).where('id', '=', b!.id).execute();
    expect((await png(a!.id)).statusCode).toBe(404);
    expect((await png(b!.id)).statusCode).toBe(404);
    expect((await png(99999999)).statusCode).toBe(404);
    expect((await png(goodsId, '', other)).statusCode).toBe(404);
    await t.db.updateTable('goods').set({ is_auth: 1 }).where('id', '=', a!.id).execute();
    await t.db.updateTable('goods').set({ recycled_at: null }).where('id', '=', b!.id).execute();
  });

  it('lists on-sale approved goods with their page path, searchable, only the shop’s own', async () => {
    const list = async (query: string, token = admin) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/seller/goods/qrcodes${query}`,
          headers: { authorization: token },
        })
      ).json<{ data: QrcodeGoods[]; data_total: number }>();
    const off = (
      await t.db
        .selectFrom('goods')
        .select('id')
        .where('shop_id', '=', 1)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db.updateTable('goods').set({ market_enable: 0 }).where('id', '=', off).execute();
    const page = await list('?page_size=5');
    expect(page.data).toHaveLength(5);
    expect(page.data.map((g) => g.goods_id)).not.toContain(off);
    expect(page.data_total).toBe(await onSaleCount(t, 1));
    expect(page.data[0]).toMatchObject({
      page_path: `https://m.example.cn/mp/goods?id=${page.data[0]!.goods_id}`,
    });
    const first = page.data[0]!;
    expect((await list(`?keyword=${first.goods_code}`)).data.map((g) => g.goods_id)).toEqual([
      first.goods_id,
    ]);
    const theirs = await list('?page_size=100', other);
    expect(theirs.data.map((g) => g.goods_id)).not.toContain(first.goods_id);
    await t.db.updateTable('goods').set({ market_enable: 1 }).where('id', '=', off).execute();
  });

  it('a clerk without the promotion codes permission is refused (423)', async () => {
    const clerk = await t.login('clerk', 'clerk123');
    expect((await png(goodsId, '', clerk.access_token)).statusCode).toBe(423);
  });
});
