import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../common/api-messages.ts';
import { PRESCRIPTION_MESSAGES } from './prescription-messages.ts';
import {
  REVIEW_PROBLEM_CODES,
  REVIEW_PROBLEM_LABELS,
  auditBody,
  auditParams,
  maskIdCard,
} from './prescription.ts';

const SIG = 'data:image/png;base64,iVBORw0KGgo=';
const PW = 'e10adc3949ba59abbe56e057f20f883e';

describe('prescription contract', () => {
  it('audit path values: a is the sn, b is 1 approve or 2 reject', () => {
    expect(auditParams.parse({ a: '2026112200000001', b: '2' })).toEqual({ a: '2026112200000001', b: 2 });
    expect(auditParams.safeParse({ a: 'x', b: '3' }).success).toBe(false);
  });

  it('audit body: signature required as an image data URL; codes as repeated keys or one value', () => {
    expect(auditBody.safeParse({ audit_password: PW }).success).toBe(false);
    expect(auditBody.safeParse({ audit_password: PW, signature: 'javascript:alert(1)' }).success).toBe(false);
    expect(
      auditBody.parse({ audit_password: PW, signature: SIG, reject_codes: 'DOSAGE' }).reject_codes,
    ).toEqual(['DOSAGE']);
    expect(auditBody.parse({ audit_password: PW, signature: SIG })).toMatchObject({
      reject_codes: [],
      reject_reason: '',
    });
    expect(auditBody.safeParse({ audit_password: PW, signature: SIG, reject_codes: ['NOPE'] }).success).toBe(
      false,
    );
  });

  it('every review problem has both labels; messages match in both languages', () => {
    for (const c of REVIEW_PROBLEM_CODES)
      expect(REVIEW_PROBLEM_LABELS[c].zh && REVIEW_PROBLEM_LABELS[c].en).toBeTruthy();
    expect(Object.keys(PRESCRIPTION_MESSAGES.en).sort()).toEqual(
      Object.keys(PRESCRIPTION_MESSAGES.zh).sort(),
    );
    expect(API_MESSAGES.zh['error.rx.notAwaiting']).toBe(PRESCRIPTION_MESSAGES.zh['error.rx.notAwaiting']);
  });

  it('masks a national ID to its first 6 and last 4 characters', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
    expect(maskIdCard('110105491231002')).toBe('110105*****1002');
  });
});
