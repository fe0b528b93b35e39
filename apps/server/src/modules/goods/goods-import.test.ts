import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_HELP_SHEET, IMPORT_SHEET } from '@rxdesk/contract/goods/goods-import';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { fillTemplate, importRow, type ImportCells } from './goods-import.fixtures.ts';

const MAX_BYTES = 64 * 1024;

describe('goods import from the Excel template (HTTP)', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let other: string;
  let image: string;
  let template: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ GOODS_IMPORT_MAX_BYTES: String(MAX_BYTES) });
    const login = await t.login('admin', 'admin123');
    admin = login.access_token;
    adminId = Number(login.uid);
    other = (await t.login('kangning', 'kangning123')).access_token;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), '感冒灵.png');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/base/uploaders',
      headers: { authorization: admin },
      payload: form,
    });
    image = up.json<{ url: string }>().url;
    template = (
      await t.app.inject({
        method: 'GET',
        url: '/api/seller/goods/import/template',
        headers: { authorization: admin },
      })
    ).rawPayload;
  });
  afterAll(() => t.close());

  const inject = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: FormData) =>
    t.app.inject({
      method,
      url: `/api/seller/goods/import${url}`,
      headers: { authorization: token, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const upload = async (bytes: Buffer, token = admin, name = '商品.xlsx') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return inject(token, 'POST', '', form);
  };
  /** The job once it has stopped working (PARSING / APPLYING). */
  async function settled(id: number, token = admin) {
    for (let i = 0; i < 400; i++) {
      const job = (await inject(token, 'GET', `/${id}`)).json();
      if (job.status !== 'PARSING' && job.status !== 'APPLYING') return job;
      await new Promise((r) => setTimeout(r, 15));
    }
    throw new Error(`job ${id} never settled`);
  }
  async function imported(rows: ImportCells[]) {
    const r = await upload(await fillTemplate(template, rows));
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json<{ job_id: number }>().job_id;
    return { id, job: await settled(id) };
  }
  const count = async (table: 'goods' | 'goods_skus' | 'stock_batches' | 'stock_ledger') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = async () =>
    Promise.all([count('goods'), count('goods_skus'), count('stock_batches'), count('stock_ledger')]);

  it('downloads the template, which reads back as the import sheet and its instructions', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual([IMPORT_SHEET, IMPORT_HELP_SHEET]);
    expect((wb.getWorksheet(IMPORT_SHEET)!.getRow(1).values as unknown[]).slice(1)).toEqual(
      IMPORT_COLUMNS.map((c) => c.header),
    );
    // Filled in as a person would, it goes through to a clean preview.
    const { job } = await imported([importRow('TPL', 1, image)]);
    expect(job).toMatchObject({
      status: 'PREVIEW',
      counts: { rows: 1, goods: 1, skus: 1, batches: 1, errors: 0 },
    });
    expect(job.preview[0].values.goods_code).toBe('TPL00001');
  });

  it('lists a bad row by row and column, refuses to apply it, and writes nothing', async () => {
    const before = await counts();
    const rows = [
      importRow('BAD', 1, image),
      { ...importRow('BAD', 2, image), approval_number: '国药准字X123' },
    ];
    const { id, job } = await imported(rows);
    expect(job.status).toBe('PREVIEW');
    expect(job.counts.errors).toBe(1);
    expect(job.errors).toEqual([
      { row: 3, column: '批准文号', message: expect.stringContaining('Invalid drug approval number') },
    ]);
    const apply = await inject(admin, 'PUT', `/${id}/apply`);
    expect(apply.statusCode).toBe(409);
    expect(apply.json().message).toContain('1 errors');
    expect(await counts()).toEqual(before);
    expect((await settled(id)).status).toBe('PREVIEW');

    const report = await inject(admin, 'GET', `/${id}/errors.xlsx`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet(IMPORT_SHEET)!;
    const last = IMPORT_COLUMNS.length + 1;
    expect(sheet.getRow(1).getCell(last).value).toBe('Errors');
    expect(sheet.getRow(2).getCell(last).value).toBeNull();
    expect(sheet.getRow(3).getCell(1).value).toBe('BAD00002');
    expect(String(sheet.getRow(3).getCell(last).value)).toMatch(/^批准文号：Invalid drug approval number/);
  });

  it('applies a clean file in one go: goods awaiting review, their SKUs, batches received as IMPORT', async () => {
    const a = importRow('OK', 1, image, 1);
    const rows = [
      a,
      {
        goods_code: a.goods_code,
        sku_code: a.sku_code,
        batch_no: 'EXTRA1',
        production_date: '2025-02-01',
        expiry_date: '2027-06-30',
        quantity: 7,
      },
      importRow('OK', 1, image, 2),
      importRow('OK', 2, image, 1),
    ];
    const { id, job } = await imported(rows);
    expect(job).toMatchObject({ status: 'PREVIEW', counts: { goods: 2, skus: 3, batches: 4, errors: 0 } });
    const apply = await inject(admin, 'PUT', `/${id}/apply`);
    expect(apply.statusCode, apply.body).toBe(200);
    const done = await settled(id);
    expect(done.status).toBe('DONE');
    expect(done.applied_at).toBeTypeOf('number');

    const goods = await t.db
      .selectFrom('goods')
      .selectAll()
      .where('goods_code', 'in', ['OK00001', 'OK00002'])
      .orderBy('goods_code')
      .execute();
    expect(goods.map((g) => [g.shop_id, g.is_auth, g.market_enable, g.submitted_by, g.stock])).toEqual([
      [1, 0, 0, adminId, 207],
      [1, 0, 0, adminId, 100],
    ]);
    const skus = await t.db
      .selectFrom('goods_skus')
      .select(['id', 'sku_code', 'stock', 'price'])
      .where('goods_id', '=', goods[0]!.id)
      .orderBy('id')
      .execute();
    expect(skus.map((s) => [s.sku_code, s.stock])).toEqual([
      ['OK00001-1', 107],
      ['OK00001-2', 100],
    ]);
    const ledger = await t.db.selectFrom('stock_ledger').selectAll().where('ref', '=', String(id)).execute();
    expect(ledger).toHaveLength(4);
    expect(new Set(ledger.map((l) => l.kind))).toEqual(new Set(['IMPORT']));
    expect(ledger.every((l) => l.operator_id === adminId)).toBe(true);
    for (const s of skus)
      expect(ledger.filter((l) => l.sku_id === s.id).reduce((n, l) => n + l.delta, 0)).toBe(s.stock);
    const reviews = await t.db
      .selectFrom('goods_reviews')
      .select('action')
      .where('goods_id', '=', goods[0]!.id)
      .execute();
    expect(reviews).toEqual([{ action: 'SUBMIT' }]);
    const logged = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('target', '=', String(id))
      .execute();
    expect(logged.map((l) => l.action).sort()).toEqual([
      'goods.import.applied',
      'goods.import.apply',
      'goods.import.upload',
    ]);
    // Applied once: a second apply is refused.
    expect((await inject(admin, 'PUT', `/${id}/apply`)).statusCode).toBe(409);
  });

  it('applies items chunk by chunk: each SKU on its own item, each batch on its SKU, a log row per item', async () => {
    // 230 items over three chunks of the apply, every third with a second SKU.
    const rows = Array.from({ length: 230 }, (_, i) => i + 1).flatMap((n) =>
      n % 3 === 0
        ? [importRow('CH', n, image, 1), importRow('CH', n, image, 2)]
        : [importRow('CH', n, image, 1)],
    );
    const { id, job } = await imported(rows);
    expect(job).toMatchObject({ status: 'PREVIEW', counts: { goods: 230, skus: rows.length, errors: 0 } });
    expect((await inject(admin, 'PUT', `/${id}/apply`)).statusCode).toBe(200);
    expect((await settled(id)).status).toBe('DONE');

    const goods = await t.db
      .selectFrom('goods')
      .select(['id', 'goods_code', 'stock'])
      .where('goods_code', 'like', 'CH%')
      .execute();
    expect(goods).toHaveLength(230);
    const codeOf = new Map(goods.map((g) => [g.id, g.goods_code]));
    const skus = await t.db
      .selectFrom('goods_skus')
      .select(['id', 'goods_id', 'sku_code', 'stock', 'spec_values'])
      .where('goods_id', 'in', [...codeOf.keys()])
      .execute();
    expect(skus).toHaveLength(rows.length);
    for (const s of skus) {
      expect(s.sku_code.startsWith(`${codeOf.get(s.goods_id)}-`)).toBe(true);
      expect(s.spec_values).toContain(`${s.sku_code.slice(-1)}盒装`);
      expect(s.stock).toBe(100);
    }
    const batches = await t.db
      .selectFrom('stock_batches as b')
      .innerJoin('goods_skus as s', 's.id', 'b.sku_id')
      .select(['b.batch_no', 's.sku_code', 'b.quantity'])
      .where('s.goods_id', 'in', [...codeOf.keys()])
      .execute();
    expect(batches).toHaveLength(rows.length);
    for (const b of batches)
      expect(b.batch_no).toBe(`B${b.sku_code.slice(2, 7).padStart(6, '0')}${b.sku_code.slice(-1)}`);
    const ledger = await t.db
      .selectFrom('stock_ledger')
      .select(['sku_id', 'delta'])
      .where('ref', '=', String(id))
      .execute();
    expect(ledger).toHaveLength(rows.length);
    for (const s of skus)
      expect(ledger.filter((l) => l.sku_id === s.id).map((l) => l.delta)).toEqual([s.stock]);
    for (const g of goods)
      expect(g.stock).toBe(skus.filter((s) => s.goods_id === g.id).reduce((n, s) => n + s.stock, 0));
    const reviews = await t.db
      .selectFrom('goods_reviews')
      .select('goods_id')
      .where('goods_id', 'in', [...codeOf.keys()])
      .where('action', '=', 'SUBMIT')
      .execute();
    expect(new Set(reviews.map((r) => r.goods_id))).toEqual(new Set(codeOf.keys()));
    const logged = await t.db
      .selectFrom('operation_logs')
      .select(['target', 'detail'])
      .where('action', '=', 'goods.create')
      .where('target', 'in', [...codeOf.keys()].map(String))
      .execute();
    expect(logged).toHaveLength(230);
    for (const l of logged)
      expect(JSON.parse(l.detail)).toEqual({ goods_code: codeOf.get(Number(l.target)) });
  });

  it('rolls everything back when one item cannot be written (its code taken after the check)', async () => {
    const { id } = await imported([importRow('RB', 1, image), importRow('RB', 2, image)]);
    const before = await counts();
    const taker = await imported([importRow('RB', 2, image)]);
    expect((await inject(admin, 'PUT', `/${taker.id}/apply`)).statusCode).toBe(200);
    expect((await settled(taker.id)).status).toBe('DONE');
    const between = await counts();
    expect(between).not.toEqual(before);
    expect((await inject(admin, 'PUT', `/${id}/apply`)).statusCode).toBe(200);
    const failed = await settled(id);
    expect(failed.status).toBe('FAILED');
    expect(failed.failure).toContain('wrote nothing');
    expect(await counts()).toEqual(between);
    expect(await t.db.selectFrom('goods').select('id').where('goods_code', '=', 'RB00001').execute()).toEqual(
      [],
    );
  });

  it('refuses a picture renamed .xlsx, a file over the limit, and no file, without making a job', async () => {
    const jobs = () => t.db.selectFrom('goods_import_jobs').select('id').execute();
    const before = (await jobs()).length;
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const disguised = await upload(png, admin, '商品.xlsx');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toMatchObject({ code: 'VALIDATION', field: 'file' });
    const big = await upload(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(MAX_BYTES + 1)]));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toContain('must not be larger');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/seller/goods/import',
      headers: { authorization: admin },
    });
    expect(none.statusCode).toBe(400);
    expect((await jobs()).length).toBe(before);
  });

  it("answers another shop's job 404 everywhere, and its apply changes nothing", async () => {
    const { id } = await imported([importRow('OWN', 1, image)]);
    for (const [method, url] of [
      ['GET', `/${id}`],
      ['GET', `/${id}/errors.xlsx`],
      ['PUT', `/${id}/apply`],
    ] as const)
      expect((await inject(other, method, url)).statusCode, `${method} ${url}`).toBe(404);
    expect((await settled(id)).status).toBe('PREVIEW');
  });

  it('reports a job whose process stopped (stale heartbeat) as FAILED, and it cannot be applied', async () => {
    const { id } = await imported([importRow('STALE', 1, image)]);
    for (const status of ['PARSING', 'APPLYING']) {
      await t.db
        .updateTable('goods_import_jobs')
        .set({ status, updated_at: t.clock.now() - 3600 })
        .where('id', '=', id)
        .execute();
      const job = (await inject(admin, 'GET', `/${id}`)).json();
      expect(job.status).toBe('FAILED');
      expect(job.failure).toContain('interrupted');
      expect((await inject(admin, 'PUT', `/${id}/apply`)).statusCode).toBe(409);
    }
    expect(
      await t.db.selectFrom('goods').select('id').where('goods_code', '=', 'STALE00001').execute(),
    ).toEqual([]);
  });

  it('applies a job once when several applies race: one succeeds, the others are refused', async () => {
    const { id } = await imported([importRow('RACE', 1, image), importRow('RACE', 2, image)]);
    const answers = await Promise.all([1, 2, 3, 4].map(() => inject(admin, 'PUT', `/${id}/apply`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await settled(id)).status).toBe('DONE');
    const goods = await t.db.selectFrom('goods').select('id').where('goods_code', 'like', 'RACE%').execute();
    expect(goods).toHaveLength(2);
  });
});
