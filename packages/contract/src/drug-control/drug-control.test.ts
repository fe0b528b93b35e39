import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../common/api-messages.ts';
import { DRUG_CONTROL_MESSAGES } from './drug-control-messages.ts';
import { BARRED_REGULATORY_CLASSES, REGULATORY_CLASSES, REGULATORY_CLASS_LABELS } from './drug-control.ts';

describe('drug-control contract', () => {
  it('every category but NONE is barred, and each has both labels', () => {
    expect(BARRED_REGULATORY_CLASSES).not.toContain('NONE');
    expect(BARRED_REGULATORY_CLASSES).toHaveLength(REGULATORY_CLASSES.length - 1);
    for (const c of REGULATORY_CLASSES)
      expect(REGULATORY_CLASS_LABELS[c].zh && REGULATORY_CLASS_LABELS[c].en).toBeTruthy();
  });

  it('its messages reach API_MESSAGES in both languages', () => {
    expect(API_MESSAGES.zh['error.control.overLimit']).toBe(
      DRUG_CONTROL_MESSAGES.zh['error.control.overLimit'],
    );
    expect(API_MESSAGES.en['rule.limitQty']).toBe(DRUG_CONTROL_MESSAGES.en['rule.limitQty']);
  });
});
