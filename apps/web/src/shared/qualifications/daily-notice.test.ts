import { describe, expect, it } from 'vitest';
import type { ExpiryAlerts } from '@rxdesk/contract/settings/qualifications';
import { dailyNoticeDue, noticeStamp } from './daily-notice.ts';
import { alertLine } from './alert-text.ts';

const alerts = (daily: 0 | 1): ExpiryAlerts => ({
  today: '2027-01-31',
  rx_sale_blocked: 0,
  alerts: [
    {
      id: 1,
      kind: 'DRUG_BUSINESS',
      number: '沪AA0210001',
      valid_until: '2027-02-20',
      days_left: 20,
      level: daily ? 'URGENT' : 'WARNING',
      daily,
    },
  ],
});

describe('the daily licence notice', () => {
  it('is due once per Shanghai day while a licence is within 30 days, never for warnings only', () => {
    const shown = noticeStamp(alerts(1));
    expect(dailyNoticeDue(alerts(1), null)).toBe(true);
    expect(dailyNoticeDue(alerts(1), shown)).toBe(false);
    // The next day it comes back.
    expect(dailyNoticeDue({ ...alerts(1), today: '2027-02-01' }, shown)).toBe(true);
    // A new daily alert the same day shows too.
    const more = alerts(1);
    more.alerts.push({
      id: null,
      kind: 'YYZZ',
      number: '',
      valid_until: null,
      days_left: null,
      level: 'MISSING',
      daily: 1,
    });
    expect(dailyNoticeDue(more, shown)).toBe(true);
    expect(dailyNoticeDue(alerts(0), null)).toBe(false);
  });
  it('says the licence, its number, its end and the days left in both languages', () => {
    const a = alerts(1).alerts[0]!;
    expect(alertLine(a, 'zh')).toBe('药品经营许可证（沪AA0210001）将于 2027-02-20 到期，仅剩 20 天');
    expect(alertLine(a, 'en')).toBe(
      'Drug business licence (沪AA0210001) ends on 2027-02-20: only 20 days left',
    );
    expect(alertLine({ ...a, days_left: 0, valid_until: '2027-01-31' }, 'zh')).toBe(
      '药品经营许可证（沪AA0210001）今天到期（2027-01-31）',
    );
  });
});
