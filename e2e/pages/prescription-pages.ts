import { createHash } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

/* Prescription audit screens (issue 7) and the API calls a spec needs around them. */

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export const AUDIT_PASSWORD = 'audit123';

/** Every column the §2 overdue dialog lists, in order. */
export const OVERDUE_COLUMNS = [
  '订单编号',
  '下单时间',
  '实付金额',
  '用药提醒',
  '最近提醒时间',
  '用药人',
  '商品名称',
  '门店',
  '医生',
  '处方编号',
  '医院',
  '审方药师',
  '审方时间',
  '审方用时（分钟）',
  '审核状态',
  '处方是否自行上传',
  '支付方式',
  '订单来源',
  '操作',
];

/** A small real PNG (1 × 1), for calls that bypass the signature widget. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const auditPath = (sn: string) => `/prescription/prescriptionOrder/pharmacistAudit/${sn}`;

/** The overdue notice and the dialog it opens. */
export class OverdueDialog {
  readonly notice: Locator;
  readonly openButton: Locator;
  readonly dialog: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.notice = page.locator('.ant-notification-notice').filter({ hasText: '超时处方提醒' });
    this.openButton = this.notice.getByTestId('rx-overdue-open');
    this.dialog = page.getByRole('dialog').filter({ hasText: '超时处方订单' });
    this.rows = this.dialog.locator('.ant-table-tbody tr.ant-table-row');
  }

  columnHeaders(): Locator {
    return this.dialog.locator('.ant-table-thead th');
  }
}

/** /prescription/prescriptionOrder/pharmacistAudit/:sn */
export class AuditPage {
  readonly panel: Locator;
  readonly password: Locator;
  readonly canvas: Locator;
  readonly signatureWarning: Locator;
  readonly approve: Locator;
  readonly cannotAudit: Locator;
  readonly records: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByTestId('rx-audit-panel');
    this.password = this.panel.getByLabel('审方密码');
    this.canvas = this.panel.getByTestId('signature-canvas');
    this.signatureWarning = this.panel.getByTestId('signature-warning');
    this.approve = this.panel.getByRole('button', { name: '审核通过' });
    this.cannotAudit = page.getByTestId('rx-cannot-audit');
    this.records = page.getByTestId('rx-audit-record');
  }

  /** A signature stroke drawn with the mouse, as a pharmacist would. */
  async sign(): Promise<void> {
    await this.canvas.scrollIntoViewIfNeeded();
    const box = await this.canvas.boundingBox();
    if (!box) throw new Error('the signature canvas is not on screen');
    const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
    await this.page.mouse.move(...at(0.15, 0.6));
    await this.page.mouse.down();
    await this.page.mouse.move(...at(0.35, 0.3), { steps: 8 });
    await this.page.mouse.move(...at(0.55, 0.7), { steps: 8 });
    await this.page.mouse.move(...at(0.8, 0.35), { steps: 8 });
    await this.page.mouse.up();
  }
}

/** The signed-in page's own access token (an API sign-in would displace the browser's session). */
export async function pageToken(page: Page): Promise<string> {
  return (await page.evaluate("localStorage.getItem('seller_access_token')")) as string;
}

/** A fresh API sign-in (displaces the account's browser sessions: use before or after the UI). */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const res = await request.get('/api/admin-user/login', { params: { username, password: md5(password) } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export interface WorkHours {
  work_start: string;
  work_end: string;
  is_work_time: number;
}

export async function getWorkHours(request: APIRequestContext, token: string): Promise<WorkHours> {
  const res = await request.get('/api/admin-user/login/getPharmaistMethod', {
    headers: { Authorization: token },
  });
  if (!res.ok()) throw new Error(`getPharmaistMethod: ${res.status()}`);
  return (await res.json()) as WorkHours;
}

/** Shanghai day start of now, in unix seconds (the server keeps only the time of day). */
function shanghaiToday(): number {
  const offset = 8 * 3600;
  const now = Math.floor(Date.now() / 1000);
  return Math.floor((now + offset) / 86400) * 86400 - offset;
}

/** The current Shanghai minute of the day. */
export function shanghaiMinuteNow(): number {
  return Math.floor(((Date.now() / 1000 + 8 * 3600) % 86400) / 60);
}

/** POST seller/pharmacist/setWork with 'HH:mm' times (form-encoded, as the app sends it). */
export async function setWorkHours(
  request: APIRequestContext,
  token: string,
  start: string,
  end: string,
): Promise<WorkHours> {
  const minutes = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
  };
  const day = shanghaiToday();
  const res = await request.post('/api/seller/pharmacist/setWork', {
    headers: { Authorization: token },
    form: { start_time: day + minutes(start) * 60, end_time: day + minutes(end) * 60 },
  });
  if (!res.ok()) throw new Error(`setWork: ${res.status()} ${await res.text()}`);
  return (await res.json()) as WorkHours;
}

export const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** A one-hour window that does not contain the current Shanghai minute. */
export function windowExcludingNow(): [string, string] {
  const now = shanghaiMinuteNow();
  return now < 1200 ? [hhmm(now + 60), hhmm(now + 120)] : [hhmm(now - 180), hhmm(now - 120)];
}

/** Order numbers of prescriptions awaiting audit, oldest first. */
export async function awaitingSns(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await request.get('/api/seller/prescription/prescriptionOrder', {
    headers: { Authorization: token },
    params: { state: 3, page_no: 1, page_size: 50 },
  });
  if (!res.ok()) throw new Error(`prescription list: ${res.status()}`);
  const { data } = (await res.json()) as {
    data: { sn: string; order_status: string; service_status: string }[];
  };
  return data.filter((r) => r.order_status !== 'CANCELLED' && r.service_status !== 'APPLY').map((r) => r.sn);
}
